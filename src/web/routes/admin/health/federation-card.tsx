import type { FailingServer, ServerHealth } from '../../../api/server-health-api.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ErrorText, Facts, HealthCard, Technical } from './health-card.tsx';
import { formatDuration, formatNumber } from './health-format.ts';

/** Deliveries to other servers: the backlog, and the servers that keep refusing them. */
export function FederationCard({ federation }: { federation: ServerHealth['federation'] }) {
  const { t } = useTranslation('admin');
  const advice = [
    ...(federation.failingServers.length > 0 ? [t('Some servers are not accepting deliveries: Popreel keeps retrying them.')] : []),
    ...(federation.slow
      ? [t('Deliveries are waiting longer than they should: make sure the server is running and can reach the internet.')]
      : []),
  ];
  if (!federation.enabled) {
    return (
      <HealthCard title={t('Federation')} state={federation.state} wide>
        <p className="text-sm text-zinc-300">{t('Federation is off: nothing is delivered to other servers.')}</p>
      </HealthCard>
    );
  }
  return (
    <HealthCard title={t('Federation')} state={federation.state} advice={advice} wide>
      <Facts
        items={[
          [t('Deliveries waiting'), formatNumber(federation.backlog)],
          [t('Oldest delivery has waited'), federation.oldestDueSeconds > 0 ? formatDuration(federation.oldestDueSeconds) : t('No delivery is due')],
        ]}
      />
      {federation.failingServers.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h3 className="font-semibold">{t('Servers not accepting deliveries')}</h3>
          <ul className="flex flex-col gap-3">
            {federation.failingServers.map((server) => (
              <FailingServerItem key={server.host} server={server} />
            ))}
          </ul>
        </div>
      ) : null}
    </HealthCard>
  );
}

function FailingServerItem({ server }: { server: FailingServer }) {
  const { t } = useTranslation('admin');
  return (
    <li data-host={server.host} className="flex flex-col gap-2 rounded-xl bg-zinc-950/60 p-3 ring-1 ring-white/5">
      <p className="min-w-0 font-semibold">
        <Technical text={server.host} />
      </p>
      <Facts
        items={[
          [t('Deliveries given up'), formatNumber(server.failed)],
          [t('Deliveries being retried'), formatNumber(server.retrying)],
        ]}
      />
      {server.lastError ? <ErrorText text={server.lastError} /> : null}
    </li>
  );
}
