import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { toast } from '../../../components/ui/toast.ts';
import { STORY_MESSAGES } from '../../../../shared/story-types.ts';
import type { UserStories } from '../../../api/stories-api.ts';
import { useAuth } from '../../../auth/auth-provider.tsx';
import { useMuted } from '../../../hooks/use-muted.ts';
import { StoryHeader, StoryProgress } from './story-header.tsx';
import { StoryMedia } from './story-media.tsx';
import { StoryMenu } from './story-menu.tsx';
import { usePageHidden, useStoryCache } from './use-story-cache.ts';
import { useStoryClock } from './use-story-clock.ts';
import { useStoryGestures, useStoryKeys } from './use-story-input.ts';
import { ReportButton } from '../../../components/report/report-button.tsx';

interface StoryPlayerProps {
  stories: UserStories;
  /** After this person's last story: the next person's, or close. */
  onFinished: () => void;
  /** Called near the end, so the next person's stories can load before they are needed. */
  onNearEnd: () => void;
  onClose: () => void;
}

/** Keyboard and screen-reader stand-ins for the tap zones: invisible, and out of the pointer's way, until focused. */
const sideButton =
  'pointer-events-none absolute top-1/2 z-20 -translate-y-1/2 rounded-full bg-black/70 px-3 py-2 text-sm text-white opacity-0 focus-visible:opacity-100 focus-visible:outline-2 focus-visible:outline-pink-400';

/** One person's stories, played in order from the first they have not seen. */
export function StoryPlayer({ stories, onFinished, onNearEnd, onClose }: StoryPlayerProps) {
  const { t } = useTranslation('stories');
  const { author, items } = stories;
  const { user } = useAuth();
  const [index, setIndex] = useState(() => Math.max(0, items.findIndex((item) => !item.seen)));
  // Bumped on every step, so stepping back onto the first story restarts it.
  const [round, setRound] = useState(0);
  const [loadedKey, setLoadedKey] = useState('');
  const [pausedByUser, setPausedByUser] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [muted, setMuted] = useMuted();
  const hidden = usePageHidden();
  const { markSeen, removeStory } = useStoryCache(author.userId);
  const stage = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const fill = useRef<HTMLSpanElement>(null);

  const current = Math.min(index, items.length - 1);
  const item = items[current];
  const playKey = `${item.id}:${round}`;
  const go = (to: number) => {
    if (to >= items.length) return onFinished();
    setIndex(Math.max(0, to));
    setRound((value) => value + 1);
    setPausedByUser(false);
  };
  const next = () => go(current + 1);
  const previous = () => go(current - 1);
  const { held, handlers } = useStoryGestures(stage, { onPrevious: previous, onNext: next, onClose });
  const paused = pausedByUser || held || menuOpen || hidden;
  useStoryKeys(!menuOpen, { onPrevious: previous, onNext: next, onClose, onTogglePause: () => setPausedByUser((value) => !value) });
  useStoryClock({
    playKey,
    kind: item.mediaType,
    running: !paused && (item.mediaType === 'video' || loadedKey === playKey),
    seconds: item.duration,
    video,
    fill,
    onDone: next,
  });

  // Seen as soon as it starts showing, like other story apps; the last one also warms up the next person.
  useEffect(() => {
    markSeen(item);
    if (current === items.length - 1) onNearEnd();
    // Keyed on the id alone: once per story shown, not again when the cache marks it seen.
  }, [item.id]);

  const failed = () => {
    toast.error(t(STORY_MESSAGES.notFound));
    next();
  };
  const deleted = (storyId: string) => {
    removeStory(storyId);
    if (items.length === 1) onClose();
    else if (current === items.length - 1) setIndex(current - 1);
  };

  return (
    // Gestures on the whole screen (the bands beside or around the story too); the story itself is an exact
    // 9:16 frame, as in Create Story's preview, so the sticker lands where its author dropped it.
    <div {...handlers} data-testid="story-stage" className="flex size-full touch-none items-center justify-center select-none">
      <div ref={stage} data-testid="story-frame" className="relative aspect-[9/16] w-[min(100vw,calc(100dvh*9/16))] overflow-hidden bg-zinc-950 sm:rounded-xl">
        <StoryMedia
          key={playKey}
          item={item}
          label={t('Story {{number}} of {{total}} by {{username}}', { number: current + 1, total: items.length, username: author.username })}
          playing={!paused}
          muted={muted}
          video={video}
          onLoaded={() => setLoadedKey(playKey)}
          onFailed={failed}
        />
        <div className={`pointer-events-none absolute inset-x-0 top-0 z-10 flex flex-col gap-2 bg-linear-to-b from-black/60 to-transparent p-3 pb-8 transition-opacity ${held ? 'opacity-0' : ''}`}>
          <StoryProgress count={items.length} index={current} fill={fill} />
          <StoryHeader
            author={author}
            createdAt={item.createdAt}
            paused={paused}
            onTogglePause={() => setPausedByUser(!pausedByUser)}
            sound={item.mediaType === 'video' ? { muted, onToggle: () => setMuted(!muted) } : null}
            menu={
              user?.id === author.userId ? (
                <StoryMenu storyId={item.id} onOpenChange={setMenuOpen} onDeleted={deleted} />
              ) : (
                <ReportButton
                  target={{ kind: 'story', id: item.id }}
                  ownerId={author.userId}
                  iconOnly
                  onOpenChange={setMenuOpen}
                  className="size-10 justify-center rounded-full text-white hover:bg-white/10"
                />
              )
            }
            onClose={onClose}
          />
        </div>
        {/* Left and right as they are on screen, like the tap zones they stand in for (the left third goes back). */}
        <button type="button" onClick={previous} className={`${sideButton} left-2`}>
          {t('Previous story')}
        </button>
        <button type="button" onClick={next} className={`${sideButton} right-2`}>
          {t('Next story')}
        </button>
      </div>
    </div>
  );
}
