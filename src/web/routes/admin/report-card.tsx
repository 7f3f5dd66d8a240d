import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminReport } from '../../api/admin-api.ts';
import { When } from './action-words.tsx';
import { ReportActions } from './report-actions.tsx';
import { ReportContext, ReportVisual, reportLabel } from './report-context.tsx';
import { kindWord, reasonWord, reportCountWords } from './report-words.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LINK_SLOT, withLink } from './link-slot.tsx';

const TONES = {
  red: 'bg-red-500/15 text-red-300 ring-red-500/30',
  amber: 'bg-amber-500/15 text-amber-200 ring-amber-500/30',
  green: 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30',
  zinc: 'bg-zinc-800 text-zinc-300 ring-white/10',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${TONES[tone]}`}>{children}</span>;
}

const linkClasses = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/**
 * One report in the queue, whatever it is about (decision 047). The article itself takes focus (tabIndex 0)
 * so j/k can walk the queue and the single-letter shortcuts know which report they mean.
 */
export function ReportCard({ report, mayBan }: { report: AdminReport; mayBan: boolean }) {
  const { t } = useTranslation('admin');
  const { video, author, reporter } = report;
  const count = report.reportCount;

  return (
    <article
      tabIndex={0}
      aria-label={reportLabel(report)}
      className="flex scroll-mt-16 flex-col gap-3 rounded-2xl bg-zinc-900 p-3 ring-1 ring-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-500 sm:p-4"
    >
      <div className="flex gap-3">
        <ReportVisual report={report} />
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {report.resolved ? <Badge tone="green">{t('Resolved')}</Badge> : <Badge tone="amber">{t('Open')}</Badge>}
            <Badge tone="zinc">{kindWord(report.targetKind)}</Badge>
            <span className="font-semibold text-pink-400">{reasonWord(report.reason)}</span>
            <span className="text-zinc-400">
              · <When iso={report.createdAt} />
            </span>
          </div>
          <ReportContext report={report} />
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-zinc-300">
            {author ? (
              <span>
                {withLink(
                  report.targetKind === 'profile' ? LINK_SLOT : t('by {{author}}', { author: LINK_SLOT }),
                  <Link to={`/profile/${author.id}`} className={`font-medium text-zinc-100 ${linkClasses}`}>
                    @{author.username}
                  </Link>,
                )}
              </span>
            ) : (
              <span className="text-zinc-400">{t('From the sound library')}</span>
            )}
            {author?.banned ? <Badge tone="red">{t('Banned')}</Badge> : null}
            {report.targetKind === 'video' && video?.hidden ? <Badge tone="zinc">{t('Hidden')}</Badge> : null}
          </p>
          <p className="text-sm text-zinc-400">{t('Reported by @{{username}}', { username: reporter.username })}</p>
          {report.details ? <p className="text-sm break-words whitespace-pre-wrap text-zinc-200">“{report.details}”</p> : null}
          <p className="text-xs text-zinc-400">
            {reportCountWords(report.targetKind, count)}
          </p>
        </div>
      </div>
      <ReportActions report={report} mayBan={mayBan} />
    </article>
  );
}
