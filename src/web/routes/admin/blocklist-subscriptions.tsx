import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { relativeTime } from '../../lib/format.ts';
import { BLOCKLIST_MESSAGES, BLOCKLIST_URL_MAX } from '../../../shared/federation-policy.ts';
import type { BlocklistEntry, BlocklistSubscription } from '../../api/federation-api.ts';
import { useBlocklists } from './use-blocklists.ts';
import { useSeverityWord } from './blocklist-import.tsx';

const isListUrl = (text: string) => URL.canParse(text) && /^https?:$/.test(new URL(text).protocol);

/**
 * Issue 52 item 7: blocklists fetched daily (a Mastodon CSV, IFTAS DNI's list or a FIRES dataset). What a list
 * would change waits here until an admin applies it; a list never weakens a rule set by hand.
 */
export function BlocklistSubscriptions() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { list, subscribe, refresh, apply, unsubscribe } = useBlocklists();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!isListUrl(url.trim())) return setError(t(BLOCKLIST_MESSAGES.badUrl));
    subscribe.mutate(url.trim(), { onSuccess: () => setUrl('') });
  };

  const busy = (id: string) => [refresh, apply, unsubscribe].some((mutation) => mutation.isPending && mutation.variables === id);
  const body = (
    <QueryState
      query={list}
      look="inline"
      text={{ loading: t('Loading blocklists'), failed: t('Failed to load blocklists'), retry: t('Retry') }}
      isEmpty={list.data?.items.length === 0}
      empty={<p className="text-sm text-zinc-400">{t('No subscribed blocklists')}</p>}
    >
      {(data) => (
        <ul className="flex flex-col gap-3">
          {data.items.map((item) => (
            <Subscription key={item.id} item={item} busy={busy(item.id)} onRefresh={() => refresh.mutate(item.id)} onApply={() => apply.mutate(item.id)} onRemove={() => unsubscribe.mutate(item.id)} />
          ))}
        </ul>
      )}
    </QueryState>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Subscribed blocklists')}
      </h2>
      <form onSubmit={add} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Input
            label={t('Blocklist address')}
            hint={t('A Mastodon CSV, IFTAS DNI list or FIRES dataset; fetched now and every day')}
            value={url}
            onChange={(event) => {
              setUrl(event.target.value);
              setError(undefined);
            }}
            error={error}
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={BLOCKLIST_URL_MAX}
          />
        </div>
        <Button type="submit" disabled={subscribe.isPending || !url.trim()} className="sm:mt-12">
          {t('Subscribe')}
        </Button>
      </form>
      {body}
    </section>
  );
}

function Subscription({ item, busy, onRefresh, onApply, onRemove }: { item: BlocklistSubscription; busy: boolean; onRefresh: () => void; onApply: () => void; onRemove: () => void }) {
  const { t } = useTranslation('admin');
  const changes = item.changes;
  return (
    <li className="flex flex-col gap-2 rounded-xl bg-zinc-950/60 p-3 ring-1 ring-white/10" aria-busy={busy}>
      <p dir="ltr" className="text-start font-semibold break-all">{item.url}</p>
      <p className="text-sm text-zinc-400">
        {item.fetchedAt ? t('Fetched {{when}}', { when: relativeTime(item.fetchedAt) }) : t('Not fetched yet')} · {t('{{count}} servers applied', { count: item.appliedCount })}
      </p>
      {item.fetchError ? <p className="text-sm text-amber-400">{t('The last fetch failed: {{reason}}', { reason: item.fetchError })}</p> : null}
      {changes ? (
        <div className="flex flex-col gap-1 text-sm">
          <p className="font-medium">{t('Changes waiting for you')}</p>
          <ChangeList label={t('Added')} entries={changes.added} />
          <ChangeList label={t('Rule changed')} entries={changes.changed} />
          <ChangeList label={t('Removed')} entries={changes.removed} />
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {changes ? (
          <Button size="sm" disabled={busy} onClick={onApply} aria-label={t('Apply changes from {{url}}', { url: item.url })}>
            {t('Apply changes')}
          </Button>
        ) : null}
        <Button size="sm" variant="secondary" disabled={busy} onClick={onRefresh} aria-label={t('Fetch {{url}} now', { url: item.url })}>
          {t('Fetch now')}
        </Button>
        <Button size="sm" variant="danger" disabled={busy} onClick={onRemove} aria-label={t('Unsubscribe from {{url}}', { url: item.url })}>
          {t('Unsubscribe')}
        </Button>
      </div>
    </li>
  );
}

function ChangeList({ label, entries }: { label: string; entries: BlocklistEntry[] }) {
  const severityWord = useSeverityWord();
  if (entries.length === 0) return null;
  return (
    <p>
      <span className="text-zinc-400">{label}: </span>
      <span dir="ltr">{entries.map((entry) => `${entry.domain} (${severityWord(entry.severity)})`).join(', ')}</span>
    </p>
  );
}
