import { useEffect, useRef, type RefObject } from 'react';
import { sendWatch } from '../../api/watch-beacon.ts';
import { useViewSource } from '../../lib/view-source.ts';
import { WATCH_IDLE_MS, WATCH_REPORT_EVERY_MS } from '../../../shared/studio-analytics.ts';
import { WatchClock } from './watch-clock.ts';

/**
 * Reports each watch of a video to its creator's analytics (issue 42 item 5). A watch lasts while the card is on
 * screen and the page shown, and ends when it leaves, the page is hidden or closed, or it stays paused a minute.
 * It is reported under one id every 5 s of play, when it reaches the end, and as it ends: each report carries
 * the whole time so far, so a beacon the browser drops as a page closes costs seconds, never the view. A watch
 * that never played sends nothing.
 */
export function useWatchReport(videoRef: RefObject<HTMLVideoElement | null>, videoId: string | undefined, active: boolean) {
  const source = useViewSource();
  const clock = useRef<WatchClock>(null);
  clock.current ??= new WatchClock();
  const sent = useRef({ id: '', watchedMs: 0, completed: false });
  const report = useRef<(ending: boolean) => void>(() => undefined);
  report.current = (ending) => {
    const watch = clock.current!;
    const { watchedMs, completed } = watch.total(videoRef.current?.playbackRate ?? 1);
    const last = sent.current;
    const changed = watchedMs !== last.watchedMs || completed !== last.completed;
    const due = watchedMs - last.watchedMs >= WATCH_REPORT_EVERY_MS || completed !== last.completed;
    if (videoId && watchedMs > 0 && (ending ? changed : due)) {
      if (!last.id) last.id = crypto.randomUUID();
      sendWatch(videoId, { watchId: last.id, watchedMs: watchedMs, completed, followed: false, source });
      Object.assign(last, { watchedMs, completed });
    }
    if (ending) {
      watch.reset();
      sent.current = { id: '', watchedMs: 0, completed: false };
    }
  };

  useEffect(() => {
    const player = videoRef.current;
    if (!player || !videoId) return;
    const watch = clock.current!;
    const rate = () => player.playbackRate;
    const playing = () => {
      if (watch.idleMs() > WATCH_IDLE_MS) report.current(true);
      watch.play(rate());
    };
    const stopped = () => watch.stop(rate());
    const moved = () => {
      watch.position(player.currentTime, player.duration);
      report.current(false);
    };
    const events: [string, () => void][] = [['playing', playing], ['pause', stopped], ['waiting', stopped], ['ended', stopped], ['timeupdate', moved], ['seeking', moved]];
    for (const [name, handler] of events) player.addEventListener(name, handler);
    // Hidden or closed, the watch is over; shown again while still playing, the next one starts.
    const leaving = () => {
      watch.stop(rate());
      report.current(true);
    };
    const shown = () => {
      if (document.visibilityState === 'hidden') leaving();
      else if (!player.paused) watch.play(rate());
    };
    document.addEventListener('visibilitychange', shown);
    window.addEventListener('pagehide', leaving);
    return () => {
      for (const [name, handler] of events) player.removeEventListener(name, handler);
      document.removeEventListener('visibilitychange', shown);
      window.removeEventListener('pagehide', leaving);
      leaving();
    };
  }, [videoRef, videoId]);

  // Scrolled off screen: this watch is over (coming back starts the next).
  useEffect(() => {
    if (active) return;
    clock.current!.stop(videoRef.current?.playbackRate ?? 1);
    report.current(true);
  }, [active, videoRef]);
}
