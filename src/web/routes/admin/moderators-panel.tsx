import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { ModeratorEntry } from '../../api/admin-api.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { grantErrorText, useModerators } from './use-moderators.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

function ModeratorRow({ entry, removing, onRemove }: { entry: ModeratorEntry; removing: boolean; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <li className="flex items-center gap-3 py-2.5">
      <Avatar url={entry.avatarUrl} username={entry.username} />
      <Link to={`/profile/${entry.userId}`} className="min-w-0 flex-1 truncate font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-pink-400">
        @{entry.username}
      </Link>
      {/* The username in the name tells rows apart for screen readers; it starts with the visible word. */}
      <Button variant="secondary" size="sm" aria-label={t('Remove @{{username}}', { username: entry.username })} onClick={onRemove} disabled={removing}>
        {removing ? t('Removing…') : t('Remove')}
      </Button>
    </li>
  );
}

/** The Moderators tab (admins only): who may work the queue, and a form to add someone by username. */
export function ModeratorsPanel() {
  const { t } = useTranslation('admin');
  const { list, grant, revoke } = useModerators();
  const [username, setUsername] = useState('');
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name || grant.isPending) return;
    grant.mutate(name, { onSuccess: () => setUsername('') });
  };

  const body = (
    <QueryState
      query={list}
      look="inline"
      loadingClassName="py-10"
      text={{ loading: t('Loading moderators'), failed: t('Failed to load moderators'), retry: t('Retry') }}
      isEmpty={list.data?.items.length === 0}
      empty={<p className="py-4 text-zinc-400">{t('No moderators yet. Add someone below.')}</p>}
    >
      {(data) => (
        <ul aria-labelledby={headingId} className="divide-y divide-zinc-800">
          {data.items.map((entry) => (
            <ModeratorRow
              key={entry.userId}
              entry={entry}
              removing={revoke.isPending && revoke.variables?.userId === entry.userId}
              onRemove={() => revoke.mutate(entry)}
            />
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <div className="flex max-w-xl flex-col gap-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('Moderators')}
        </h2>
        <p className="text-sm text-zinc-400">{t('Moderators can hide videos and resolve reports. Only admins can ban users.')}</p>
        {body}
      </section>
      <form onSubmit={submit} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Input
            label={t('Username')}
            value={username}
            onChange={(event) => {
              setUsername(event.target.value);
              if (grant.isError) grant.reset();
            }}
            error={grantErrorText(grant.error)}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={31}
          />
        </div>
        <Button type="submit" disabled={grant.isPending || !username.trim()} className="sm:mt-7">
          {grant.isPending ? t('Adding…') : t('Add moderator')}
        </Button>
      </form>
    </div>
  );
}
