import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { OverviewCard } from './overview-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';

/** Admins only: how often each first-party event was recorded, most frequent first. */
export function AnalyticsCard({ className = '' }: { className?: string }) {
  const { t } = useTranslation('admin');
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => adminApi.analytics(signal), staleTime: 60_000 });
  const counts = (analytics.data?.counts ?? []).map(({ name, count }) => [name, count] as const).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

  return (
    <OverviewCard title={t('First-party analytics')} className={className}>
      <QueryState
        query={analytics}
        look="inline"
        text={{ loading: t('Loading analytics'), failed: t('Failed to load analytics'), retry: t('Retry') }}
        isEmpty={counts.length === 0}
        empty={<p className="text-sm text-zinc-400">{t('No events recorded yet')}</p>}
      >
        <dl className="divide-y divide-zinc-800 text-sm">
          {counts.map(([event, count]) => (
            <div key={event} className="flex items-baseline justify-between gap-3 py-1.5">
              <dt className="min-w-0 truncate font-mono text-zinc-300">{event}</dt>
              <dd className="font-semibold tabular-nums">{count.toLocaleString(currentLocale())}</dd>
            </div>
          ))}
        </dl>
      </QueryState>
    </OverviewCard>
  );
}
