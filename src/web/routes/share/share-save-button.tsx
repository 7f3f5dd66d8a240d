import { useId } from 'react';
import { Bookmark } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { FeedItem } from '../../api/videos-api.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useSave } from '../../components/player/video-card/use-card-actions.ts';
import { formatCount } from '../../lib/format.ts';

/**
 * The share page's Save, beside Share and Copy Link: the card's toggle (its count, pressed state and rollback)
 * in the page's own button look. Signed in only: the page is open to visitors, who have no Favourites to save
 * to, and a button that only answers "log in" would crowd the two they can use.
 */
export function ShareSaveButton({ video }: { video: FeedItem }) {
  const { t } = useTranslation('share');
  const { user } = useAuth();
  const save = useSave(video.id);
  const countId = useId();
  if (!user) return null;
  const label = t('Save');
  return (
    <span className="flex shrink-0 items-center gap-2">
      <Button variant="secondary" onClick={() => void save()} aria-pressed={video.isFavourite} aria-describedby={countId}>
        <Bookmark aria-hidden="true" className={`size-4 ${video.isFavourite ? 'fill-current text-yellow-400' : ''}`} />
        {label}
      </Button>
      {/* Beside the button and describing it, as the card's count does: the button's name stays its visible Save. */}
      <span id={countId} data-testid="favourite-count" className="text-sm text-zinc-400 tabular-nums">
        {formatCount(video.favouriteCount)}
      </span>
    </span>
  );
}
