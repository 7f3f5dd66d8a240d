import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useIsVisible } from '../../hooks/use-is-visible.ts';
import type { FeedItem } from '../../../shared/feed-types.ts';

/**
 * One full-height video in the feed: muted, looping, playing only while at least half visible. The full
 * video card (reactions, comments, sound, place, options) replaces this in a later issue.
 */
export function FeedVideoSlide({ video }: { video: FeedItem }) {
  const slideRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const visible = useIsVisible(slideRef);

  useEffect(() => {
    const player = videoRef.current;
    if (!player) return;
    // play() rejects when the browser blocks autoplay or the element is paused meanwhile; both are fine.
    if (visible) player.play().catch(() => undefined);
    else player.pause();
  }, [visible]);

  const caption = video.caption_ai || video.caption;
  return (
    <article ref={slideRef} aria-label={`Video by @${video.username}`} className="relative h-full w-full snap-start snap-always bg-black">
      <video
        ref={videoRef}
        // No signed link (storage unavailable) leaves the poster alone rather than a broken player.
        src={video.video_url ?? undefined}
        poster={video.thumbnail_url ?? undefined}
        muted
        loop
        playsInline
        preload="metadata"
        className="h-full w-full object-contain"
      />
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-linear-to-t from-black/80 to-transparent px-4 pt-16 pb-6">
        <Link
          to={`/profile/${video.user_id}`}
          className="pointer-events-auto rounded font-semibold text-white focus-visible:outline-2 focus-visible:outline-pink-400"
        >
          @{video.username}
        </Link>
        {caption ? <p className="mt-1 line-clamp-2 text-sm text-zinc-200">{caption}</p> : null}
      </div>
    </article>
  );
}
