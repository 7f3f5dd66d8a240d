import { Pause, Play, Volume2, VolumeX, X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { StoryAuthor } from '../../../api/stories-api.ts';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { relativeTime } from '../../../lib/format.ts';

const iconButton = 'flex size-10 items-center justify-center rounded-full text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-pink-400';

interface StoryHeaderProps {
  author: StoryAuthor;
  createdAt: string;
  paused: boolean;
  onTogglePause: () => void;
  /** Only for a video story: images have no sound to toggle. */
  sound: { muted: boolean; onToggle: () => void } | null;
  /** The author's own options (Delete), when the viewer is the author. */
  menu: ReactNode;
  onClose: () => void;
}

/**
 * Who posted it and when, with the controls people reach for on a story: pause (also what makes the
 * auto-advance stoppable for keyboard and screen-reader users), sound, the author's options and close.
 */
export function StoryHeader({ author, createdAt, paused, onTogglePause, sound, menu, onClose }: StoryHeaderProps) {
  const { t } = useTranslation('stories');
  return (
    <div className="flex items-center gap-2">
      <Link
        to={`/profile/${author.userId}`}
        className="pointer-events-auto flex min-w-0 items-center gap-2 rounded-full pe-2 focus-visible:outline-2 focus-visible:outline-pink-400"
      >
        <Avatar url={author.avatarUrl} username={author.username} size="sm" />
        <span className="truncate text-sm font-semibold text-white">{author.username}</span>
      </Link>
      <time dateTime={createdAt} className="shrink-0 text-sm text-zinc-200">
        {relativeTime(createdAt)}
      </time>
      <div className="pointer-events-auto ms-auto flex items-center">
        <button type="button" aria-label={paused ? t('Play story') : t('Pause story')} onClick={onTogglePause} className={iconButton}>
          {paused ? <Play aria-hidden="true" className="size-5" /> : <Pause aria-hidden="true" className="size-5" />}
        </button>
        {sound ? (
          <button type="button" aria-label={sound.muted ? t('Unmute') : t('Mute')} onClick={sound.onToggle} className={iconButton}>
            {sound.muted ? <VolumeX aria-hidden="true" className="size-5" /> : <Volume2 aria-hidden="true" className="size-5" />}
          </button>
        ) : null}
        {menu}
        <button type="button" aria-label={t('Close stories')} onClick={onClose} className={iconButton}>
          <X aria-hidden="true" className="size-6" />
        </button>
      </div>
    </div>
  );
}

interface StoryProgressProps {
  count: number;
  index: number;
  /** The current bar's fill, which the story clock moves. */
  fill: RefObject<HTMLSpanElement | null>;
}

/**
 * One thin bar per story across the top: watched ones full, later ones empty, the current one filling.
 * The bars are decoration; "Story 2 of 5" is what a screen reader hears instead.
 */
export function StoryProgress({ count, index, fill }: StoryProgressProps) {
  const { t } = useTranslation('stories');
  return (
    // Left to right in every language, like the tap zones (left third back) and the arrow keys it stands beside.
    <div dir="ltr" className="flex gap-1" data-testid="story-progress">
      {Array.from({ length: count }, (_, bar) => (
        <span
          key={bar}
          aria-hidden="true"
          data-state={bar < index ? 'done' : bar === index ? 'current' : 'pending'}
          className="h-0.5 flex-1 overflow-hidden rounded-full bg-white/35"
        >
          {/* Keyed by state, so the bar that becomes current gets a fresh fill the clock alone then moves. */}
          <span
            key={bar === index ? 'current' : 'still'}
            ref={bar === index ? fill : undefined}
            style={{ transform: bar < index ? 'scaleX(1)' : 'scaleX(0)' }}
            className="block h-full origin-left bg-white"
          />
        </span>
      ))}
      <span className="sr-only">
        {t('Story {{number}} of {{total}}', { number: index + 1, total: count })}
      </span>
    </div>
  );
}
