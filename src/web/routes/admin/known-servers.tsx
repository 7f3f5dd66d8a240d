import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { KnownInstance } from '../../api/federation-api.ts';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatCount, relativeTime } from '../../lib/format.ts';
import { FEDERATION_MESSAGES, INSTANCE_HOST_MAX, isInstanceHost, normalizeHost } from '../../../shared/federation-policy.ts';
import { LoadFailed } from './load-failed.tsx';
import { ServerActions, serverStatus } from './server-actions.tsx';
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

  let body;
  if (list.isPending) body = <Spinner label={t('Loading servers')} className="py-10" />;
  else if (list.isError) body = <LoadFailed message={t('Failed to load servers')} onRetry={list.refetch} inline />;
  else if (servers.length === 0) body = <p className="py-4 text-zinc-400">{t('No other servers yet')}</p>;
  else body = <ServerTable servers={servers} labelledBy={headingId} busyHost={setPolicy.isPending ? setPolicy.variables?.host : undefined} onChange={(server, change) => setPolicy.mutate({ host: server.host, change })} />;

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

interface TableProps {
  servers: KnownInstance[];
  labelledBy: string;
  busyHost: string | undefined;
  onChange: (server: KnownInstance, change: { allowed?: boolean; limited?: boolean; suspended?: boolean }) => void;
}

/** A real table for screen readers; on a phone it scrolls sideways with the host column kept in view. */
function ServerTable({ servers, labelledBy, busyHost, onChange }: TableProps) {
  const { t } = useTranslation('admin');
  const headings = [t('Accounts'), t('Followers here'), t('Following'), t('Videos'), t('Last seen'), t('Status')];
  return (
    <div className="overflow-x-auto rounded-2xl ring-1 ring-white/10">
      <table aria-labelledby={labelledBy} className="w-full min-w-[44rem] text-sm">
        <thead className="bg-zinc-900 text-zinc-400">
          <tr>
            <th scope="col" className="sticky start-0 bg-zinc-900 px-3 py-2 text-start font-medium">{t('Server')}</th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 text-start font-medium">{heading}</th>
            ))}
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {servers.map((server) => (
            <tr key={server.host} data-host={server.host} className="border-t border-zinc-800">
              <th scope="row" dir="ltr" className="sticky start-0 bg-zinc-950 px-3 py-2 text-start font-semibold break-all">{server.host}</th>
              <td className="px-3 py-2">{formatCount(server.accounts)}</td>
              <td className="px-3 py-2">{formatCount(server.followers)}</td>
              <td className="px-3 py-2">{formatCount(server.following)}</td>
              <td className="px-3 py-2">{formatCount(server.videos)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{server.lastSeenAt ? relativeTime(server.lastSeenAt) : t('Never')}</td>
              <td className="px-3 py-2">{serverStatus(server).map((word) => t(word)).join(', ')}</td>
              <td className="px-3 py-2">
                <ServerActions server={server} busy={busyHost === server.host} onChange={(change) => onChange(server, change)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
