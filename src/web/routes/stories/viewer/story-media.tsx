import { useEffect, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { StoryItem } from '../../../api/stories-api.ts';
import { STICKER_EMOJI } from '../../../../shared/story.schema.ts';
import { STICKER_NAMES } from '../create/sticker-picker.tsx';

interface StoryMediaProps {
  item: StoryItem;
  /** e.g. "Story 2 of 3 by @ana", the picture's or clip's name for screen readers when its author wrote no alt text. */
  label: string;
  playing: boolean;
  muted: boolean;
  video: RefObject<HTMLVideoElement | null>;
  onLoaded: () => void;
  onFailed: () => void;
}

const percent = (fraction: number) => `${Math.min(100, Math.max(0, fraction * 100))}%`;

/**
 * One story as its author posted it: the picture or clip (mediaUrl is the checked link the server turns
 * into a short-lived one), the sticker where they dropped it and the caption over the bottom.
 */
export function StoryMedia({ item, label, playing, muted, video, onLoaded, onFailed }: StoryMediaProps) {
  const { t } = useTranslation('stories');
  // The muted property, not the attribute, is what lets autoplay start without a gesture.
  useEffect(() => {
    if (video.current) video.current.muted = muted;
  }, [muted, video, item.id]);

  useEffect(() => {
    const player = video.current;
    if (!player) return;
    if (!playing) {
      player.pause();
      return;
    }
    player.play().catch((error: unknown) => {
      // Sound before any gesture is refused: play on muted rather than freeze the story.
      if (error instanceof DOMException && error.name === 'NotAllowedError') {
        player.muted = true;
        player.play().catch(() => undefined);
      }
    });
  }, [playing, video, item.id]);

  const sticker = item.sticker ? STICKER_EMOJI[item.sticker as keyof typeof STICKER_EMOJI] : undefined;
  const stickerName = item.sticker ? (STICKER_NAMES[item.sticker as keyof typeof STICKER_NAMES] ?? item.sticker) : '';
  return (
    <>
      {item.mediaType === 'video' ? (
        <video
          ref={video}
          src={item.mediaUrl}
          poster={item.thumbnailUrl ?? undefined}
          aria-label={item.altText || label}
          playsInline
          muted
          autoPlay
          preload="auto"
          onLoadedData={onLoaded}
          onError={onFailed}
          className="absolute inset-0 size-full object-contain"
        />
      ) : (
        <img src={item.mediaUrl} alt={item.altText || label} onLoad={onLoaded} onError={onFailed} draggable={false} className="absolute inset-0 size-full object-contain select-none" />
      )}
      {sticker ? (
        <span
          role="img"
          aria-label={t('{{sticker}} sticker', { sticker: t(stickerName) })}
          style={{ left: percent(item.stickerX), top: percent(item.stickerY) }}
          className="pointer-events-none absolute -translate-x-1/2 -translate-y-1/2 text-6xl leading-none drop-shadow-lg select-none"
        >
          {sticker}
        </span>
      ) : null}
      {item.caption ? (
        <p className="pointer-events-none absolute inset-x-4 bottom-10 mx-auto w-fit max-w-full rounded-xl bg-black/60 px-3 py-2 text-center text-base break-words whitespace-pre-wrap text-white">
          {item.caption}
        </p>
      ) : null}
    </>
  );
}
