import { Gem, MessageCircle, Share2, ThumbsDown } from 'lucide-react';
import type { FeedItem, ReactionType } from '../../../../shared/feed-types.ts';
import { ActionButton } from './action-button.tsx';

interface CardActionsProps {
  video: FeedItem;
  onReact: (type: ReactionType) => void;
  onOpenComments: () => void;
  onShare: () => void;
}

/** The card's right-side column (spec §2): pop, unpop, comments and share, each with its count. */
export function CardActions({ video, onReact, onOpenComments, onShare }: CardActionsProps) {
  return (
    <div className="flex flex-col items-center gap-3">
      <ActionButton label="Pop" Icon={Gem} count={video.pop_count} pressed={video.reaction === 'pop'} onClick={() => onReact('pop')} activeClass="text-cyan-300" testId="pop-count" />
      <ActionButton
        label="Unpop"
        Icon={ThumbsDown}
        count={video.unpop_count}
        pressed={video.reaction === 'unpop'}
        onClick={() => onReact('unpop')}
        activeClass="text-amber-400"
        testId="unpop-count"
      />
      <ActionButton label="Comments" Icon={MessageCircle} count={video.comment_count} onClick={onOpenComments} testId="comment-count" />
      <ActionButton label="Share" Icon={Share2} count={video.share_count} onClick={onShare} testId="share-count" />
    </div>
  );
}
