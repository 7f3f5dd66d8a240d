import type { ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { EyeOff, Heart, LoaderCircle, Pin, RotateCcw, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../components/ui/toast.ts';
import type { PlayerGrid } from '../../api/grid-player-api.ts';
import type { ProfileVideo } from '../../api/profiles-api.ts';
import { uploadsApi } from '../../api/uploads-api.ts';
import { formatCount } from '../../lib/format.ts';
import { playerLink } from '../../components/player/player-links.ts';
import { GRID_THUMBNAIL_SIZES, ThumbnailImage } from '../../components/video/thumbnail-image.tsx';
import { SensitiveCover } from '../../components/video/sensitive-cover.tsx';
import { useSensitiveCover } from '../../lib/sensitive-reveal.ts';
import { useTranslation } from '../../i18n/use-translation.ts';

const tileClasses = 'relative block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900';

function Thumbnail({ video, eager }: { video: ProfileVideo; eager: boolean }) {
  return video.thumbnailUrl ? <ThumbnailImage url={video.thumbnailUrl} smallUrl={video.thumbnailSmallUrl} sizes={GRID_THUMBNAIL_SIZES} eager={eager} alt={video.altText} /> : null;
}

/** The owner's failed video: the reason and a Retry (spec §2 via docs/decisions/003-video-status.md). */
function FailedTile({ video, onRetried }: { video: ProfileVideo; onRetried: () => void }) {
  const { t } = useTranslation('profile');
  const retry = useMutation({
    mutationFn: () => uploadsApi.retry(video.id),
    onSuccess: onRetried,
    onError: (error) => toast.error(t('Upload failed'), { description: error.message || t('Unknown error') }),
  });
  return (
    <div className={`${tileClasses} flex flex-col items-center justify-center gap-2 p-2 text-center`} data-status="failed">
      <TriangleAlert aria-hidden="true" className="size-6 text-red-400" />
      <p className="text-sm font-semibold text-red-300">{t('Failed')}</p>
      {video.statusReason ? <p className="line-clamp-3 text-xs text-zinc-400">{video.statusReason}</p> : null}
      <button
        type="button"
        onClick={() => retry.mutate()}
        disabled={retry.isPending}
        className="inline-flex items-center gap-1 rounded-full bg-zinc-800 px-3 py-1 text-xs font-semibold hover:bg-zinc-700 disabled:opacity-50"
      >
        <RotateCcw aria-hidden="true" className="size-3" />
        {t('Retry')}
      </button>
    </div>
  );
}

/** A ready tile, behind its cover while the video is sensitive and not yet shown (issue 38). */
function CoveredTile({ video, children }: { video: ProfileVideo; children: ReactNode }) {
  const cover = useSensitiveCover(video);
  return (
    <div className="relative">
      {children}
      {cover.covered ? (
        <div className="absolute inset-0 overflow-hidden rounded-lg">
          <SensitiveCover warning={video.contentWarning} onShow={cover.show} compact />
        </div>
      ) : null}
    </div>
  );
}

function VideoTile({ video, grid, onRetried, eager, showPin }: { video: ProfileVideo; grid: PlayerGrid; onRetried: () => void; eager: boolean; showPin: boolean }) {
  const { t } = useTranslation('profile');
  if (video.status === 'failed') return <FailedTile video={video} onRetried={onRetried} />;
  if (video.status === 'processing') {
    return (
      <div className={`${tileClasses} flex flex-col items-center justify-center gap-2`} data-status="processing">
        <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-pink-500" />
        <p className="text-sm text-zinc-300">{t('Processing…')}</p>
      </div>
    );
  }
  const caption = video.captionAi || video.caption;
  const content = (
    <>
      <Thumbnail video={video} eager={eager} />
      <span className="sr-only">{caption ? t('Video: {{caption}}', { caption }) : t('Video')}</span>
      {showPin && video.pinned && !video.hidden ? (
        <span data-pinned="" className="absolute top-1.5 start-1.5 inline-flex items-center gap-1 rounded-full bg-pink-600/90 px-2 py-0.5 text-xs font-semibold">
          <Pin aria-hidden="true" className="size-3" />
          {t('Pinned')}
        </span>
      ) : null}
      {video.hidden ? (
        <span className="absolute top-1.5 start-1.5 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs">
          <EyeOff aria-hidden="true" className="size-3" />
          {t('Hidden by moderators')}
        </span>
      ) : null}
      <span className="absolute bottom-1.5 start-1.5 inline-flex items-center gap-1 text-xs font-semibold drop-shadow">
        <Heart aria-hidden="true" className="size-3" />
        {formatCount(video.likeCount)}
        <span className="sr-only"> {t('likes')}</span>
      </span>
    </>
  );
  // Nobody can watch a hidden video, its owner included: its tile only says so, and opens nothing.
  if (video.hidden) {
    return (
      <div className={tileClasses} data-status="hidden">
        {content}
      </div>
    );
  }
  // Named by its text, not aria-label, so the name keeps what the tile shows (the like count).
  const link = playerLink(grid, video.id);
  return (
    <CoveredTile video={video}>
      <Link to={link.to} state={link.state} className={`${tileClasses} focus-visible:outline-2 focus-visible:outline-pink-400`} data-status="ready">
        {content}
      </Link>
    </CoveredTile>
  );
}

/** A thumbnail grid of a profile's Posts, Likes or Reposts; a tile opens the grid's player on it (issue 25). */
export function ProfileVideoGrid({ videos, grid, label, onRetried }: { videos: ProfileVideo[]; grid: PlayerGrid; label: string; onRetried: () => void }) {
  return (
    <ul aria-label={label} className="grid grid-cols-3 gap-1.5">
      {videos.map((video, index) => (
        <li key={video.id} data-video-id={video.id}>
          <VideoTile video={video} grid={grid} onRetried={onRetried} eager={index < 3} showPin={grid.kind === 'posts'} />
        </li>
      ))}
    </ul>
  );
}
