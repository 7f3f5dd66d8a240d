import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { TileVideo } from '../../api/places-api.ts';
import { VerifiedMark } from '../ui/avatar.tsx';
import { useSensitiveCover } from '../../lib/sensitive-reveal.ts';
import { SensitiveCover } from './sensitive-cover.tsx';
import { ThumbnailImage, TILE_THUMBNAIL_SIZES } from './thumbnail-image.tsx';

/** Where a tile's thumbnail leads: a grid's player opened on the video (issue 25), with the history state it reads. */
export interface TileLink {
  to: string;
  state?: unknown;
}

/**
 * A video in a grid (a place's, a sound's or a tag's videos, search results): its thumbnail opens the grid's
 * player on it (`link`), or the share page /v/{id} where there is no player; the creator's name opens their
 * profile. With alt text the thumbnail's alt names the link (the creator's own description); without, the caption.
 */
export function VideoTile({ video, link, eager }: { video: TileVideo; link?: TileLink; eager?: boolean }) {
  const { t } = useTranslation('common');
  const caption = video.captionAi || video.caption;
  const cover = useSensitiveCover(video);
  return (
    <li className="relative flex flex-col gap-1.5">
      <Link
        to={link?.to ?? `/v/${video.id}`}
        state={link?.state}
        aria-label={video.altText && video.thumbnailUrl ? undefined : caption ? t('Video: {{caption}}', { caption }) : t('Video')}
        className="block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        {video.thumbnailUrl ? <ThumbnailImage url={video.thumbnailUrl} smallUrl={video.thumbnailSmallUrl} sizes={TILE_THUMBNAIL_SIZES} eager={eager} alt={video.altText} /> : null}
      </Link>
      {cover.covered ? (
        <div className="pointer-events-none absolute inset-x-0 top-0 aspect-9/16 overflow-hidden rounded-lg *:pointer-events-auto">
          <SensitiveCover warning={video.contentWarning} onShow={cover.show} compact />
        </div>
      ) : null}
      <Link to={`/profile/${video.userId}`} className="flex items-center gap-1 truncate text-sm text-zinc-300 hover:underline">
        <span dir="auto" className="truncate">@{video.username}</span>
        {video.verified ? <VerifiedMark /> : null}
      </Link>
    </li>
  );
}
