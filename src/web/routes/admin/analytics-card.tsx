import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { OverviewCard } from './overview-card.tsx';
import { LoadFailed } from './load-failed.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/** Admins only: how often each first-party event was recorded, most frequent first. */
export function AnalyticsCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation('admin');
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => adminApi.analytics(signal), staleTime: 60_000 });
  const counts = (analytics.data?.counts ?? []).map(({ name, count }) => [name, count] as const).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

  let body;
  if (analytics.isPending) body = <Spinner label={t('Loading analytics')} className="py-6" />;
  else if (analytics.isError) {
    body = (
      <LoadFailed message={t('Failed to load analytics')} onRetry={analytics.refetch} inline />
    );
  } else if (counts.length === 0) body = <p className="text-sm text-zinc-400">{t('No events recorded yet')}</p>;
  else {
    body = (
      <dl className="divide-y divide-zinc-800 text-sm">
        {counts.map(([event, count]) => (
          <div key={event} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="min-w-0 truncate font-mono text-zinc-300">{event}</dt>
            <dd className="font-semibold tabular-nums">{count.toLocaleString(currentLocale())}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <OverviewCard title={t('First-party analytics')} className={className}>
      {body}
    </OverviewCard>
  );
}
