import { describe, expect, it } from 'vitest';
import { WatchClock } from './watch-clock.ts';

describe('WatchClock', () => {
  it('counts playing time only, at the playback rate, and starts over after a reset', () => {
    let now = 0;
    const clock = new WatchClock(() => now);
    clock.play();
    now = 4000;
    clock.stop();
    now = 9000; // paused: nothing added, and the pause is measured
    expect(clock.idleMs()).toBe(5000);
    clock.play(2);
    expect(clock.idleMs()).toBe(0);
    now = 10_000;
    expect(clock.total(2)).toEqual({ watchedMs: 6000, completed: false });
    clock.reset();
    now = 10_500; // still playing after the reset: the next watch counts from there
    expect(clock.total(2)).toEqual({ watchedMs: 1000, completed: false });
  });

  it('completes at the end of the video or when it loops back from the end, not on a seek back from the middle', () => {
    const clock = new WatchClock(() => 0);
    clock.position(7, 15);
    clock.position(1, 15);
    expect(clock.total().completed).toBe(false);
    clock.position(14.2, 15);
    clock.position(0.1, 15);
    expect(clock.total().completed).toBe(true);
    clock.reset();
    clock.position(14.6, 15);
    expect(clock.total().completed).toBe(true);
    clock.reset();
    expect(clock.total().completed).toBe(false);
  });
});
