import { Bookmark, Heart, Repeat2 } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { FeedItem } from '../../../api/videos-api.ts';
import { CaptionText, HashtagChips } from '../../tags/hashtag-links.tsx';
import { Avatar, VerifiedMark } from '../../ui/avatar.tsx';
import { splitCaptionTags } from '../../../lib/hashtags.ts';
import { ActionButton } from './action-button.tsx';

const linkClass = 'rounded hover:underline focus-visible:outline-2 focus-visible:outline-pink-400';

/**
 * The card's bottom area (spec §2): who reposted it into the viewer's Following (issue 55 item 3), creator,
 * caption (2 lines), sound, place, hashtag chips, and the like and save buttons side by side. Each tag shows once (issue 23): the caption loses its trailing hashtags to
 * the chips, hashtags inside it become links, and AI tags not already shown follow as chips.
 */
export function CardInfo({ video, onLike, onSave }: { video: FeedItem; onLike: () => void; onSave: () => void }) {
  const { t } = useTranslation('feed');
  const { segments, chips } = splitCaptionTags(video.caption || video.captionAi || '', video.tagsAi);
  return (
    <div className="flex min-w-0 flex-1 flex-col gap-1.5 text-white">
      {video.repostedBy ? (
        <Link
          to={`/profile/${video.repostedBy.userId}`}
          data-testid="reposted-by"
          className={`flex max-w-full min-w-0 items-center gap-1 self-start text-xs font-semibold text-zinc-200 drop-shadow ${linkClass}`}
        >
          <Repeat2 aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{t('{{username}} reposted', { username: video.repostedBy.username })}</span>
        </Link>
      ) : null}
      <div className="flex items-center gap-3">
        <Link to={`/profile/${video.userId}`} className={`flex min-w-0 items-center gap-2 font-semibold ${linkClass}`}>
          <Avatar url={video.avatarUrl} smallUrl={video.avatarSmallUrl} username={video.username} />
          <span dir="auto" className="truncate">@{video.username}</span>
          {video.verified ? <VerifiedMark /> : null}
        </Link>
      </div>
      <CaptionText segments={segments} className="line-clamp-2 text-sm break-words text-zinc-100 drop-shadow" />
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
      <HashtagChips tags={chips} tone="overlay" />
      <div className="flex gap-3 self-start pt-1">
        <ActionButton label={t('Like')} Icon={Heart} count={video.likeCount} pressed={video.isLiked} onClick={onLike} activeClass="text-red-500" testId="like-count" />
        <ActionButton
          label={t('Save')}
          Icon={Bookmark}
          count={video.favouriteCount}
          pressed={video.isFavourite}
          onClick={onSave}
          activeClass="text-yellow-400"
          testId="favourite-count"
        />
      </div>
    </div>
  );
}
