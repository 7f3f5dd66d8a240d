import { useQuery } from '@tanstack/react-query';
import { REPORT_REASONS } from '../../../shared/constants.ts';
import { adminApi, type ModerationOverview } from '../../api/admin-api.ts';
import { adminKeys } from '../../api/admin-keys.ts';
import { QueryState } from '../../components/ui/query-state.tsx';
import { AnalyticsCard } from './analytics-card.tsx';
import { OverviewCard } from './overview-card.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { currentLocale } from '../../i18n/i18n.ts';
import { reasonWord } from './report-words.ts';

/** 2026-11-24 → "Tue, Nov 24", read in UTC because the server counts UTC days. */
const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(currentLocale(), { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** Bars scaled to the busiest day; each row states its number, so the chart needs no picture to be read. */
function ActionsPerDay({ days }: { days: ModerationOverview['actionsPerDay'] }) {
  const { t } = useTranslation('admin');
  const most = Math.max(1, ...days.map((day) => day.count));
  return (
    <ol className="flex flex-col gap-2">
      {days.map(({ day, count }) => (
        <li key={day} className="grid grid-cols-[6.5rem_minmax(0,1fr)_2.5rem] items-center gap-2 text-sm">
          <span className="text-zinc-400">{dayLabel(day)}</span>
          <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-zinc-800">
            <span className="block h-full rounded-full bg-pink-500" style={{ width: `${(count / most) * 100}%` }} />
          </span>
          <span className="text-end font-semibold tabular-nums">
            {count}
            <span className="sr-only"> {count === 1 ? t('action') : t('actions')}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** The Overview tab: the open queue at a glance, the team's pace, and for admins the app's own analytics. */
export function OverviewPanel({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation('admin');
  const overview = useQuery({ queryKey: adminKeys.overview, queryFn: ({ signal }) => adminApi.overview(signal), staleTime: 30_000 });

  return (
    <QueryState query={overview} look="page" text={{ loading: t('Loading overview'), failed: t('Failed to load the overview'), retry: t('Retry') }}>
      {({ openReports, openByReason, actionsPerDay }) => (
        <div className="grid gap-4 md:grid-cols-2">
          <OverviewCard title={t('Open reports')}>
            <p className="text-4xl font-bold tabular-nums">{openReports}</p>
          </OverviewCard>
          <OverviewCard title={t('Open reports by reason')}>
            <dl className="grid grid-cols-2 gap-3">
              {REPORT_REASONS.map((reason) => (
                <div key={reason} className="flex flex-col-reverse">
                  <dt className="text-xs text-zinc-400">{reasonWord(reason)}</dt>
                  <dd className="text-xl font-bold tabular-nums">{openByReason[reason] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </OverviewCard>
          <OverviewCard title={t('Actions per day (last 7 days)')} className="md:col-span-2">
            <ActionsPerDay days={actionsPerDay} />
          </OverviewCard>
          {isAdmin ? <AnalyticsCard className="md:col-span-2" /> : null}
        </div>
      )}
    </QueryState>
  );
}
