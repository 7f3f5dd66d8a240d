import { useId } from 'react';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { WATCH_HISTORY_TEXT } from '../../../../shared/watch-history.ts';
import { SensitiveCover } from '../../../components/video/sensitive-cover.tsx';
import { GRID_THUMBNAIL_SIZES, ThumbnailImage } from '../../../components/video/thumbnail-image.tsx';
import { currentLocale } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSensitiveCover } from '../../../lib/sensitive-reveal.ts';
import { formatDay, groupByDay, type WatchDay } from './group-by-day.ts';
import type { WatchedVideo } from './watch-history-api.ts';

/**
 * A watched video as a profile-grid tile that opens its page (/v/{id}): this list has no player of its own.
 * Its remove button is always shown, phones having no hover, and sits above a sensitive video's cover so a
 * video can leave the history without being seen again.
 */
function WatchedTile({ video, eager, onRemove }: { video: WatchedVideo; eager: boolean; onRemove: (video: WatchedVideo) => void }) {
  const { t } = useTranslation('settings');
  const nameId = useId();
  const cover = useSensitiveCover(video);
  const caption = video.captionAi || video.caption;
  // With alt text the thumbnail's alt names the link (the creator's own description, issue 41), as in every grid.
  const describedByAlt = Boolean(video.altText && video.thumbnailUrl);
  return (
    <li className="relative" data-video-id={video.id}>
      <Link
        to={`/v/${video.id}`}
        className="relative block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        {video.thumbnailUrl ? <ThumbnailImage url={video.thumbnailUrl} smallUrl={video.thumbnailSmallUrl} sizes={GRID_THUMBNAIL_SIZES} eager={eager} alt={video.altText} /> : null}
        <span id={nameId} className={describedByAlt ? 'hidden' : 'sr-only'}>
          {caption ? t('Video: {{caption}}', { caption }) : t('Video')}
        </span>
      </Link>
      {cover.covered ? (
        <div className="absolute inset-0 overflow-hidden rounded-lg">
          <SensitiveCover warning={video.contentWarning} onShow={cover.show} compact />
        </div>
      ) : null}
      {/* Every tile's button has the same name; which video it removes is its description (read even when hidden). */}
      <button
        type="button"
        onClick={() => onRemove(video)}
        aria-label={t(WATCH_HISTORY_TEXT.remove)}
        aria-describedby={nameId}
        title={t(WATCH_HISTORY_TEXT.remove)}
        className="absolute top-1 end-1 z-20 inline-flex size-8 items-center justify-center rounded-full bg-black/70 text-zinc-100 hover:bg-black/90 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

function DayHeading({ day, id }: { day: WatchDay<WatchedVideo>; id: string }) {
  const { t } = useTranslation('settings');
  const text = day.name === 'today' ? t(WATCH_HISTORY_TEXT.today) : day.name === 'yesterday' ? t(WATCH_HISTORY_TEXT.yesterday) : formatDay(day.start, currentLocale());
  return (
    <h2 id={id} className="text-sm font-semibold text-zinc-300">
      {text}
    </h2>
  );
}

function WatchedDay({ day, eagerCount, onRemove }: { day: WatchDay<WatchedVideo>; eagerCount: number; onRemove: (video: WatchedVideo) => void }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <DayHeading day={day} id={headingId} />
      <ul aria-labelledby={headingId} className="grid grid-cols-3 gap-1.5">
        {day.items.map((video, index) => (
          <WatchedTile key={video.id} video={video} eager={index < eagerCount} onRemove={onRemove} />
        ))}
      </ul>
    </section>
  );
}

/** The watched videos under a heading per day of the viewer's calendar, last watched first. */
export function WatchedDays({ videos, onRemove }: { videos: WatchedVideo[]; onRemove: (video: WatchedVideo) => void }) {
  const days = groupByDay(videos);
  return (
    <div className="flex flex-col gap-6">
      {days.map((day, index) => (
        // The first row on screen loads at once; the rest wait until they are scrolled near.
        <WatchedDay key={day.key} day={day} eagerCount={index === 0 ? 3 : 0} onRemove={onRemove} />
      ))}
    </div>
  );
}
