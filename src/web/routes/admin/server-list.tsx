import { useTranslation } from '../../i18n/use-translation.ts';
import type { KnownInstance } from '../../api/federation-api.ts';
import { formatCount, relativeTime } from '../../lib/format.ts';
import { ServerActions, serverStatus } from './server-actions.tsx';

interface ListProps {
  servers: KnownInstance[];
  labelledBy: string;
  busyHost: string | undefined;
  onChange: (server: KnownInstance, change: { allowed?: boolean; limited?: boolean; suspended?: boolean }) => void;
}

/** What each server shows, in the order of the table's columns and the cards' lines. */
function useFacts() {
  const { t } = useTranslation('admin');
  return (server: KnownInstance): Array<[label: string, value: string]> => [
    [t('Accounts'), formatCount(server.accounts)],
    [t('Followers here'), formatCount(server.followers)],
    [t('Following'), formatCount(server.following)],
    [t('Videos'), formatCount(server.videos)],
    [t('Last seen'), server.lastSeenAt ? relativeTime(server.lastSeenAt) : t('Never')],
    [t('Status'), [
      ...serverStatus(server).map((word) => t(word)),
      // Issue 52: a parent domain's rule holds here too, and a subscribed list may have set this one.
      ...(server.ruledBy ? [t('Ruled by {{domain}}', { domain: server.ruledBy })] : []),
      ...(server.blocklistUrl ? [t('From a blocklist')] : []),
    ].join(', ')],
  ];
}

/**
 * Known servers: a card per server on a phone, a table from the sm breakpoint up. Only one is displayed, so
 * screen readers meet one of them; both carry the host, the counts and the actions.
 */
export function ServerList(props: ListProps) {
  return (
    <>
      <ServerCards {...props} />
      <ServerTable {...props} />
    </>
  );
}

function ServerCards({ servers, labelledBy, busyHost, onChange }: ListProps) {
  const facts = useFacts();
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-3 sm:hidden">
      {servers.map((server) => (
        <li key={server.host} data-host-card={server.host} className="flex flex-col gap-3 rounded-2xl bg-zinc-900 p-4 ring-1 ring-white/10">
          <h3 dir="ltr" className="text-start font-semibold break-all">{server.host}</h3>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {facts(server).map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-zinc-400">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <ServerActions server={server} busy={busyHost === server.host} onChange={(change) => onChange(server, change)} />
        </li>
      ))}
    </ul>
  );
}

function ServerTable({ servers, labelledBy, busyHost, onChange }: ListProps) {
  const { t } = useTranslation('admin');
  const facts = useFacts();
  const headings = servers.length > 0 ? facts(servers[0]).map(([label]) => label) : [];
  return (
    <div className="hidden overflow-x-auto rounded-2xl ring-1 ring-white/10 sm:block">
      <table aria-labelledby={labelledBy} className="w-full text-sm">
        <thead className="bg-zinc-900 text-zinc-400">
          <tr>
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('Server')}</th>
            {headings.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-2 text-start font-medium">{heading}</th>
            ))}
            <th scope="col" className="px-3 py-2 text-start font-medium">{t('Actions')}</th>
          </tr>
        </thead>
        <tbody>
          {servers.map((server) => (
            <tr key={server.host} data-host={server.host} className="border-t border-zinc-800">
              <th scope="row" dir="ltr" className="px-3 py-2 text-start font-semibold break-all">{server.host}</th>
              {facts(server).map(([label, value]) => (
                <td key={label} className="px-3 py-2">{value}</td>
              ))}
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
