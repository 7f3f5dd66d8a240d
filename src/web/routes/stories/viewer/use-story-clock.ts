import { useEffect, useRef, type RefObject } from 'react';
import { STORY_IMAGE_SECONDS } from '../../../../shared/constants.ts';

interface StoryClockOptions {
  /** Changes whenever a story (re)starts: the clock then begins again from zero. */
  playKey: string;
  kind: 'image' | 'video';
  /** False while held, paused, a menu is open, the tab is hidden, or an image is still loading. */
  running: boolean;
  /** A video's length from the server, used until the element knows its own. */
  seconds: number | null;
  video: RefObject<HTMLVideoElement | null>;
  /** The current progress bar's fill, moved straight on the DOM so the screen does not re-render each frame. */
  fill: RefObject<HTMLElement | null>;
  onDone: () => void;
}

/**
 * How far the current story has played. An image counts STORY_IMAGE_SECONDS of running time; a video
 * follows its real playback (buffering holds the bar, as it holds the picture) and is done when it ends.
 */
export function useStoryClock({ playKey, kind, running, seconds, video, fill, onDone }: StoryClockOptions) {
  const elapsed = useRef(0);
  const done = useRef(false);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    elapsed.current = 0;
    done.current = false;
    if (fill.current) fill.current.style.transform = 'scaleX(0)';
  }, [playKey, fill]);

  useEffect(() => {
    if (!running) return;
    let last = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      let fraction: number;
      let finished: boolean;
      const player = video.current;
      if (kind === 'video' && player) {
        const total = Number.isFinite(player.duration) && player.duration > 0 ? player.duration : (seconds ?? 0);
        fraction = total > 0 ? player.currentTime / total : 0;
        finished = player.ended;
      } else {
        elapsed.current += now - last;
        fraction = elapsed.current / (STORY_IMAGE_SECONDS * 1000);
        finished = fraction >= 1;
      }
      last = now;
      if (fill.current) fill.current.style.transform = `scaleX(${Math.min(1, fraction)})`;
      if (finished && !done.current) {
        done.current = true;
        onDoneRef.current();
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [running, playKey, kind, seconds, video, fill]);
}
