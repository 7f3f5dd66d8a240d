import { Heart } from 'lucide-react';
import { Link } from 'react-router';
import type { FeedItem } from '../../../../shared/feed-types.ts';
import { Avatar, VerifiedMark } from '../../../components/ui/avatar.tsx';
import { ActionButton } from './action-button.tsx';

const linkClass = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/**
 * The card's bottom area (spec §2): creator, caption (2 lines, plain text), sound, place, hashtag chips
 * and the like button.
 */
export function CardInfo({ video, onLike }: { video: FeedItem; onLike: () => void }) {
  const caption = video.caption || video.caption_ai || '';
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-white">
      <div className="flex items-center gap-3">
        <Link to={`/profile/${video.user_id}`} className={`flex min-w-0 items-center gap-2 font-semibold ${linkClass}`}>
          <Avatar url={video.avatar_url} username={video.username} />
          <span className="truncate">@{video.username}</span>
          {video.verified ? <VerifiedMark /> : null}
        </Link>
      </div>
      {caption ? <p className="line-clamp-2 text-sm break-words text-zinc-100 drop-shadow">{caption}</p> : null}
      {video.sound ? (
        <Link to={`/sounds/${video.sound.id}`} className={`truncate text-sm text-zinc-200 ${linkClass}`}>
          🎵 {video.sound.title} — {video.sound.artist}
        </Link>
      ) : null}
      {video.place ? (
        <Link to={`/place/${video.place.id}`} className={`truncate text-sm text-zinc-200 ${linkClass}`}>
          📍 {video.place.name} — {video.place.type}
        </Link>
      ) : null}
      {video.tags.length > 0 ? (
        <ul aria-label="Hashtags" className="flex flex-wrap gap-1.5">
          {video.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium text-white backdrop-blur-sm">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="self-start pt-1">
        <ActionButton label="Like" Icon={Heart} count={video.like_count} pressed={video.is_liked} onClick={onLike} activeClass="text-red-500" testId="like-count" />
      </div>
    </div>
  );
}
