import { SEARCH_MESSAGES } from '../../../shared/search-messages.ts';
import { buttonClasses } from '../ui/button-styles.ts';

interface FollowButtonProps {
  username: string;
  following: boolean;
  onToggle: () => void;
  className?: string;
}

/**
 * 'Follow' or 'Following'. Screen readers also hear whom ("Follow @maya"), since a list holds many such
 * buttons; the visible word stays at the start of the name, as speech control expects.
 */
export function FollowButton({ username, following, onToggle, className = '' }: FollowButtonProps) {
  return (
    <button type="button" onClick={onToggle} className={buttonClasses(following ? 'secondary' : 'primary', 'sm', `shrink-0 ${className}`)}>
      {following ? SEARCH_MESSAGES.following : SEARCH_MESSAGES.follow}
      <span className="sr-only"> @{username}</span>
    </button>
  );
}
