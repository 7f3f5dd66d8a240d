import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { QueryState } from '../../components/ui/query-state.tsx';
import { FEDERATION_MESSAGES, INSTANCE_HOST_MAX, isInstanceHost, normalizeHost } from '../../../shared/federation-policy.ts';
import { ServerList } from './server-list.tsx';
import { useKnownServers } from './use-federation.ts';

/** The known-servers table with a field to name a server before it is seen (to allow or suspend it ahead). */
export function KnownServers() {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const { list, servers, setPolicy } = useKnownServers();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | undefined>();

  const add = (event: FormEvent) => {
    event.preventDefault();
    const name = normalizeHost(host);
    if (!isInstanceHost(name)) return setError(t(FEDERATION_MESSAGES.badHost));
    setPolicy.mutate({ host: name, change: {} }, { onSuccess: () => setHost('') });
  };

  const body = (
    <QueryState
      query={list}
      look="inline"
      loadingClassName="py-10"
      text={{ loading: t('Loading servers'), failed: t('Failed to load servers'), retry: t('Retry') }}
      isEmpty={servers.length === 0}
      empty={<p className="py-4 text-zinc-400">{t('No other servers yet')}</p>}
    >
      <ServerList servers={servers} labelledBy={headingId} busyHost={setPolicy.isPending ? setPolicy.variables?.host : undefined} onChange={(server, change) => setPolicy.mutate({ host: server.host, change })} />
    </QueryState>
  );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-bold">
        {t('Known servers')}
      </h2>
      <form onSubmit={add} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10 sm:flex-row sm:items-start">
        <div className="flex-1">
          <Input
            label={t('Server')}
            hint={t('For example example.com or example.com:8080')}
            value={host}
            onChange={(event) => {
              setHost(event.target.value);
              setError(undefined);
            }}
            error={error}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            inputMode="url"
            maxLength={INSTANCE_HOST_MAX}
          />
        </div>
        <Button type="submit" disabled={setPolicy.isPending || !host.trim()} className="sm:mt-7">
          {t('Add server')}
        </Button>
      </form>
      {body}
      {list.hasNextPage ? (
        <Button variant="secondary" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage} className="self-center">
          {list.isFetchingNextPage ? t('Loading…') : t('Load more')}
        </Button>
      ) : null}
    </section>
  );
}
