import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import type { FollowStatus } from '../../api/follow-settled.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FOLLOW_REQUEST_TEXT } from '../../audience-text.ts';
import { buttonClasses } from '../ui/button-styles.ts';

interface FollowButtonProps {
  username: string;
  status: FollowStatus;
  onToggle: () => void;
  className?: string;
}

const WORDS: Record<FollowStatus, string> = {
  none: SEARCH_MESSAGES.follow,
  following: SEARCH_MESSAGES.following,
  requested: FOLLOW_REQUEST_TEXT.requested,
};

/**
 * 'Follow', 'Following', or 'Requested' while a private account has not answered (issue 38). Screen readers
 * also hear whom ("Follow @maya"), since a list holds many such buttons; the visible word stays at the start
 * of the name, as speech control expects.
 */
export function FollowButton({ username, status, onToggle, className = '' }: FollowButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button type="button" onClick={onToggle} className={buttonClasses(status === 'none' ? 'primary' : 'secondary', 'sm', `shrink-0 ${className}`)}>
      {t(WORDS[status])}
      <span className="sr-only"> @{username}</span>
    </button>
  );
}
