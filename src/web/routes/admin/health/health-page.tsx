import { RefreshCw } from 'lucide-react';
import type { ServerHealth } from '../../../api/server-health-api.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FederationCard } from './federation-card.tsx';
import { formatMoment } from './health-format.ts';
import { QueueCard } from './queue-card.tsx';
import { BackupCard, MailCard, PushCard } from './service-cards.tsx';
import { StorageCard, UptimeCard, VersionsCard } from './system-cards.tsx';
import { refusalOf, useServerHealth } from './use-server-health.ts';

/**
 * Issue 60 (/admin/health, admins only): each part of the server with its state and, when it is not OK, what
 * to do. The server decides who may see it and every state; this page only words them. A visitor never gets
 * here (the signed-in routes send them to sign in); anyone else signed in sees the server's refusal.
 */
export function HealthPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('Server health'));
  const health = useServerHealth();
  const refusal = refusalOf(health.error);
  const refresh = (
    <Button variant="secondary" size="sm" onClick={() => void health.refetch()} aria-busy={health.isFetching}>
      <RefreshCw aria-hidden="true" className={`size-4 ${health.isFetching ? 'motion-safe:animate-spin' : ''}`} />
      {t('Refresh')}
    </Button>
  );
  return (
    <div className="min-h-dvh bg-zinc-950 text-zinc-100">
      <PageHeader title={t('Server health')} back={{ to: '/admin/reports', label: t('Back to moderation'), preferHistory: true }} wide actions={refusal ? null : refresh} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 p-3 sm:p-4">
        {refusal ? (
          <Refusal message={refusal} />
        ) : (
          <QueryState query={health} look="page" text={{ loading: t('Loading server health'), failed: t('Failed to load server health'), retry: t('Retry') }}>
            {(data) => <HealthParts health={data} />}
          </QueryState>
        )}
      </main>
    </div>
  );
}

/** The server's own words for why not (a member, a moderator), and a way out. */
function Refusal({ message }: { message: string }) {
  const { t } = useTranslation('admin');
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center text-zinc-300">
      <p className="text-lg font-semibold">{message}</p>
      <ButtonLink to="/" variant="secondary">
        {t('Back to feed')}
      </ButtonLink>
    </div>
  );
}

/** The parts; on a desktop two a row, with the queue's and federation's lists across the whole width. */
function HealthParts({ health }: { health: ServerHealth }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <p className="text-sm text-zinc-400">
        {t('Checked at {{time}}. Refreshed every 30 seconds while this page is open.', { time: formatMoment(health.checkedAt) })}
      </p>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <VersionsCard versions={health.versions} />
        <UptimeCard uptimeSeconds={health.uptimeSeconds} checkedAt={health.checkedAt} />
        <QueueCard queue={health.queue} />
        <FederationCard federation={health.federation} />
        <StorageCard storage={health.storage} />
        <MailCard mail={health.mail} />
        <PushCard push={health.push} />
        <BackupCard backup={health.backup} />
      </div>
    </>
  );
}
