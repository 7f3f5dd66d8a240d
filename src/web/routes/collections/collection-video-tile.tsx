import { useId } from 'react';
import { EyeOff, ImageUp, Star, X } from 'lucide-react';
import { Link } from 'react-router';
import type { ProfileVideo } from '../../api/profiles-api.ts';
import { playerLink } from '../../components/player/player-links.ts';
import { SensitiveCover } from '../../components/video/sensitive-cover.tsx';
import { GRID_THUMBNAIL_SIZES, ThumbnailImage } from '../../components/video/thumbnail-image.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useSensitiveCover } from '../../lib/sensitive-reveal.ts';

const tileClasses = 'relative block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900';
const actionClasses =
  'flex h-8 flex-1 items-center justify-center rounded-full bg-zinc-800 text-zinc-100 hover:bg-zinc-700 ' +
  'focus-visible:outline-2 focus-visible:outline-pink-400 aria-disabled:cursor-not-allowed aria-disabled:opacity-40';

interface OwnerTools {
  isCover: boolean;
  /** This video is the cover by choice (not just the latest added): choosing it again changes nothing. */
  isChosenCover: boolean;
  busy: boolean;
  onSetCover: () => void;
  onRemove: () => void;
}

/**
 * A video in a collection's grid (issue 55 item 2): its thumbnail opens the collection's player on it. For the
 * owner, "Set as cover" and "Remove from collection" sit under it as buttons of their own (not on hover),
 * each described by the video it acts on, so a keyboard and a screen reader reach and tell them apart.
 */
export function CollectionVideoTile({ video, collectionId, eager, owner }: { video: ProfileVideo; collectionId: string; eager: boolean; owner?: OwnerTools }) {
  const { t } = useTranslation('collections');
  const nameId = useId();
  const cover = useSensitiveCover(video);
  const caption = video.captionAi || video.caption;
  const content = (
    <>
      {video.thumbnailUrl ? <ThumbnailImage url={video.thumbnailUrl} smallUrl={video.thumbnailSmallUrl} sizes={GRID_THUMBNAIL_SIZES} eager={eager} alt={video.altText} /> : null}
      <span id={nameId} className="sr-only">
        {caption ? t('Video: {{caption}}', { caption }) : t('Video')}
      </span>
      {owner?.isCover ? (
        <span className="absolute top-1.5 start-1.5 inline-flex items-center gap-1 rounded-full bg-pink-600/90 px-2 py-0.5 text-xs font-semibold">
          <Star aria-hidden="true" className="size-3" />
          {t('Cover')}
        </span>
      ) : null}
      {video.hidden ? (
        <span className="absolute bottom-1.5 start-1.5 inline-flex items-center gap-1 rounded-full bg-black/70 px-2 py-0.5 text-xs">
          <EyeOff aria-hidden="true" className="size-3" />
          {t('Hidden by moderators')}
        </span>
      ) : null}
    </>
  );
  const link = playerLink({ kind: 'collection', collectionId }, video.id);
  // aria-disabled rather than disabled: a button pressed keeps the focus while its call runs and after.
  const setCoverOff = Boolean(owner && (owner.busy || owner.isChosenCover));
  return (
    <li data-video-id={video.id} className="flex flex-col gap-1.5">
      {/* Nobody can watch a hidden video: its tile only says so, and opens nothing. */}
      {video.hidden ? (
        <div className={tileClasses}>{content}</div>
      ) : (
        <div className="relative">
          <Link to={link.to} state={link.state} className={`${tileClasses} focus-visible:outline-2 focus-visible:outline-pink-400`}>
            {content}
          </Link>
          {cover.covered ? (
            <div className="absolute inset-0 overflow-hidden rounded-lg">
              <SensitiveCover warning={video.contentWarning} onShow={cover.show} compact />
            </div>
          ) : null}
        </div>
      )}
      {owner ? (
        <div className="flex gap-1.5">
          <button
            type="button"
            aria-label={t('Set as cover')}
            title={t('Set as cover')}
            aria-describedby={nameId}
            aria-disabled={setCoverOff || undefined}
            onClick={() => !setCoverOff && owner.onSetCover()}
            className={actionClasses}
          >
            <ImageUp aria-hidden="true" className="size-4" />
          </button>
          <button
            type="button"
            data-remove=""
            aria-label={t('Remove from collection')}
            title={t('Remove from collection')}
            aria-describedby={nameId}
            aria-disabled={owner.busy || undefined}
            onClick={() => !owner.busy && owner.onRemove()}
            className={actionClasses}
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
    </li>
  );
}
