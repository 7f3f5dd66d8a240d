import { useQuery } from '@tanstack/react-query';
import { adminApi } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { OverviewCard } from './overview-card.tsx';

/** Admins only: how often each first-party event was recorded, most frequent first. */
export function AnalyticsCard({ className = '' }: { className?: string }) {
  const analytics = useQuery({ queryKey: adminKeys.analytics, queryFn: ({ signal }) => adminApi.analytics(signal), staleTime: 60_000 });
  const counts = Object.entries(analytics.data?.counts ?? {}).sort(([a, x], [b, y]) => y - x || a.localeCompare(b));

  let body;
  if (analytics.isPending) body = <Spinner label="Loading analytics" className="py-6" />;
  else if (analytics.isError) {
    body = (
      <div role="alert" className="flex items-center gap-3 text-sm text-zinc-300">
        <p>Failed to load analytics</p>
        <Button variant="secondary" size="sm" onClick={() => void analytics.refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (counts.length === 0) body = <p className="text-sm text-zinc-400">No events recorded yet</p>;
  else {
    body = (
      <dl className="divide-y divide-zinc-800 text-sm">
        {counts.map(([event, count]) => (
          <div key={event} className="flex items-baseline justify-between gap-3 py-1.5">
            <dt className="min-w-0 truncate font-mono text-zinc-300">{event}</dt>
            <dd className="font-semibold tabular-nums">{count.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <OverviewCard title="First-party analytics" className={className}>
      {body}
    </OverviewCard>
  );
}
