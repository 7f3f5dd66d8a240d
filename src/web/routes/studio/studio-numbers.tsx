import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { VIEW_SOURCE_FIELDS as SOURCE_KEYS, VIEW_SOURCES } from '../../../shared/studio-analytics.ts';
import type { StudioNumbers as Numbers } from '../../api/studio-api.ts';
import { ThumbnailImage } from '../../components/video/thumbnail-image.tsx';
import { DailyChart } from './daily-chart.tsx';
import { formatDay, formatNumber, formatRate, formatWatchTime } from './studio-format.ts';
import { SOURCE_LABELS, STUDIO_TEXT } from './studio-text.ts';

/** One number; `note` says how exact it is, as a second description of the same term. */
function Tile({ label, value, testId, note }: { label: string; value: string; testId: string; note?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl bg-zinc-900 p-3">
      <dt className="text-sm text-zinc-400">{label}</dt>
      <dd data-testid={testId} className="text-xl font-bold tabular-nums">
        {value}
      </dd>
      {note ? (
        <dd data-testid={`${testId}-note`} className="text-xs text-zinc-400">
          {note}
        </dd>
      ) : null}
    </div>
  );
}

/** A titled part of a /studio screen, named by its heading for screen readers. */
export function StudioSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A video's thumbnail beside its caption, in the project's thumbnail image (decorative: the caption names it). */
export function StudioThumbnail({ url, width }: { url: string | null; width: 'w-12' | 'w-16' }) {
  return <div className={`aspect-9/16 ${width} shrink-0 overflow-hidden rounded-md bg-zinc-800`}>{url ? <ThumbnailImage url={url} smallUrl={null} sizes="" /> : null}</div>;
}

/** The numbers of a range, for all of a creator's videos or one: totals, views per day (chart and table), sources. */
export function StudioNumbers({ numbers }: { numbers: Numbers }) {
  const { t } = useTranslation('studio');
  const { totals, daily, sources } = numbers;
  const sourceTotal = Math.max(1, VIEW_SOURCES.reduce((sum, source) => sum + sources[SOURCE_KEYS[source]], 0));
  return (
    <>
      <StudioSection id="studio-overview" title={t(STUDIO_TEXT.overview)}>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          <Tile label={t(STUDIO_TEXT.views)} value={formatNumber(totals.views)} testId="studio-views" />
          <Tile
            label={t(STUDIO_TEXT.uniqueViewers)}
            value={formatNumber(totals.uniqueViewers)}
            testId="studio-unique-viewers"
            note={totals.uniqueViewersEstimated ? t(STUDIO_TEXT.viewersEstimated) : undefined}
          />
          <Tile label={t(STUDIO_TEXT.totalWatch)} value={formatWatchTime(totals.watchMs)} testId="studio-watch-time" />
          <Tile label={t(STUDIO_TEXT.averageWatch)} value={formatWatchTime(totals.averageWatchMs)} testId="studio-average-watch" />
          <Tile label={t(STUDIO_TEXT.completion)} value={formatRate(totals.completionRate)} testId="studio-completion" />
          <Tile label={t(STUDIO_TEXT.likes)} value={formatNumber(totals.likes)} testId="studio-likes" />
          <Tile label={t(STUDIO_TEXT.comments)} value={formatNumber(totals.comments)} testId="studio-comments" />
          <Tile label={t(STUDIO_TEXT.shares)} value={formatNumber(totals.shares)} testId="studio-shares" />
          <Tile label={t(STUDIO_TEXT.followers)} value={formatNumber(totals.followersGained)} testId="studio-followers" />
        </dl>
      </StudioSection>

      <StudioSection id="studio-daily" title={t(STUDIO_TEXT.dailyTitle)}>
        <DailyChart daily={daily} label={t(STUDIO_TEXT.views)} />
        <table className="sr-only">
          <caption>{t(STUDIO_TEXT.dailyTitle)}</caption>
          <thead>
            <tr>
              <th scope="col">{t(STUDIO_TEXT.day)}</th>
              <th scope="col">{t(STUDIO_TEXT.views)}</th>
              <th scope="col">{t(STUDIO_TEXT.totalWatch)}</th>
              <th scope="col">{t(STUDIO_TEXT.completion)}</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((entry) => (
              <tr key={entry.day}>
                <th scope="row">{formatDay(entry.day)}</th>
                <td>{formatNumber(entry.views)}</td>
                <td>{formatWatchTime(entry.watchMs)}</td>
                <td>{formatRate(entry.completionRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </StudioSection>

      <StudioSection id="studio-sources" title={t(STUDIO_TEXT.sourcesTitle)}>
        <ul className="flex flex-col gap-2">
          {VIEW_SOURCES.map((source) => {
            const count = sources[SOURCE_KEYS[source]];
            return (
              <li key={source} data-testid={`source-${source}`} className="flex flex-col gap-1">
                <div className="flex justify-between text-sm">
                  <span>{t(SOURCE_LABELS[source])}</span>
                  <span className="tabular-nums text-zinc-300">
                    {formatNumber(count)} · {formatRate(count / sourceTotal)}
                  </span>
                </div>
                <div aria-hidden="true" className="h-1.5 rounded-full bg-zinc-800">
                  <div className="h-full rounded-full bg-pink-500" style={{ width: `${(count / sourceTotal) * 100}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      </StudioSection>
    </>
  );
}
