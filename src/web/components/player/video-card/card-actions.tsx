import { Gem, MessageCircle, Share2, ThumbsDown } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FeedItem, ReactionType } from '../../../api/videos-api.ts';
import { ActionButton } from './action-button.tsx';

interface CardActionsProps {
  video: FeedItem;
  onReact: (type: ReactionType) => void;
  onOpenComments: () => void;
  onShare: () => void;
  /** Share opens the share sheet (signed in) rather than sharing at once. */
  shareOpensSheet?: boolean;
}

// Beside the video (lg up) the buttons stand on the black page, not on the picture: a visible disc of their own.
const BESIDE = 'lg:bg-zinc-800 lg:hover:bg-zinc-700';

/** The card's right-side column (spec §2): pop, unpop, comments and share, each with its count. */
export function CardActions({ video, onReact, onOpenComments, onShare, shareOpensSheet }: CardActionsProps) {
  const { t } = useTranslation('feed');
  return (
    <div className="flex flex-col items-center gap-3">
      <ActionButton label={t('Pop')} Icon={Gem} count={video.popCount} pressed={video.reaction === 'pop'} onClick={() => onReact('pop')} activeClass="text-cyan-300" testId="pop-count" buttonClass={BESIDE} />
      <ActionButton
        label={t('Unpop')}
        Icon={ThumbsDown}
        count={video.unpopCount}
        pressed={video.reaction === 'unpop'}
        onClick={() => onReact('unpop')}
        activeClass="text-amber-400"
        testId="unpop-count"
        buttonClass={BESIDE}
      />
      <ActionButton label={t('Comments')} Icon={MessageCircle} count={video.commentCount} onClick={onOpenComments} testId="comment-count" buttonClass={BESIDE} />
      <ActionButton
        label={t('Share')}
        Icon={Share2}
        count={video.shareCount}
        onClick={onShare}
        opensDialog={shareOpensSheet}
        testId="share-count"
        buttonClass={BESIDE}
      />
    </div>
  );
}
