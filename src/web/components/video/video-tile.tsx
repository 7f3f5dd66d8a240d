import { Link } from 'react-router';
import type { TileVideo } from '../../../shared/feed-types.ts';
import { VerifiedMark } from '../ui/avatar.tsx';

/**
 * A video in a grid (a place's videos, a sound's videos): its thumbnail opens /v/{id}, the creator's name
 * opens their profile.
 */
export function VideoTile({ video }: { video: TileVideo }) {
  const caption = video.caption_ai || video.caption;
  return (
    <li className="flex flex-col gap-1.5">
      <Link to={`/v/${video.id}`} aria-label={caption ? `Video: ${caption}` : 'Video'} className="block aspect-9/16 overflow-hidden rounded-lg bg-zinc-900 focus-visible:outline-2 focus-visible:outline-pink-400">
        {video.thumbnail_url ? <img src={video.thumbnail_url} alt="" loading="lazy" className="size-full object-cover" /> : null}
      </Link>
      <Link to={`/profile/${video.user_id}`} className="flex items-center gap-1 truncate text-sm text-zinc-300 hover:underline">
        <span className="truncate">@{video.username}</span>
        {video.verified ? <VerifiedMark /> : null}
      </Link>
    </li>
  );
}
