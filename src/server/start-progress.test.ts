import { afterEach, beforeEach, describe as group, expect, it, vi } from 'vitest';
import { describe, StartProgress, type ProgressFields } from './start-progress.ts';

/** Every line the reporter printed, with the fake clock's time. */
function recorder() {
  const lines: { at: number; line: string; fields: ProgressFields }[] = [];
  const progress = new StartProgress((line, fields) => lines.push({ at: Date.now(), line, fields }));
  return { lines, progress };
}

/** The longest silence from `from` until `until`, counting both ends. */
function longestSilence(times: number[], from: number, until: number) {
  const marks = [from, ...times, until];
  return Math.max(...marks.slice(1).map((at, i) => at - marks[i]));
}

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

group('the start progress reporter', () => {
  it('repeats the current line at least every 10 s through one long step that never advances', () => {
    const { lines, progress } = recorder();
    progress.step('Starting the database', { quiet: true }).start();
    vi.advanceTimersByTime(61_000);
    expect(lines.map((l) => l.line).slice(0, 2)).toEqual(['Starting the database… (8 s so far)', 'Starting the database… (16 s so far)']);
    expect(longestSilence(lines.map((l) => l.at), 0, 61_000)).toBeLessThanOrEqual(10_000);
    progress.stop();
  });

  it('keeps every gap under 10 s whatever the steps do, and says nothing after stop()', () => {
    const { lines, progress } = recorder();
    // Fast items (a warm render cache), slow items (ffmpeg on a busy machine), idle time between steps.
    const schedule = [
      { label: 'Drawing demo avatars', total: 10, everyMs: 20 },
      { label: 'Rendering demo videos', total: 29, everyMs: 2_700 },
      { label: 'Making demo stories', total: 7, everyMs: 14_000 },
    ];
    for (const { label, total, everyMs } of schedule) {
      const step = progress.step(label, { total }).start();
      for (let i = 0; i < total; i++) {
        vi.advanceTimersByTime(everyMs);
        step.advance();
      }
      step.finish();
      vi.advanceTimersByTime(12_000); // between steps, nothing running
    }
    const end = Date.now();
    progress.stop();
    vi.advanceTimersByTime(60_000);
    expect(longestSilence(lines.map((l) => l.at), 0, end)).toBeLessThanOrEqual(10_000);
    expect(lines.at(-1)!.at).toBeLessThanOrEqual(end);
    // Advancing prints at most one line every 3 s: 29 videos 2.7 s apart give about half as many lines.
    const videoLines = lines.filter((l) => l.line.startsWith('Rendering demo videos'));
    expect(videoLines.length).toBeGreaterThan(10);
    expect(videoLines.length).toBeLessThan(20);
  });

  it('says what it makes, how many, and how long is left: the running step by its pace, later ones by their guesses', () => {
    const { lines, progress } = recorder();
    const videos = progress.step('Rendering demo videos', { total: 24, expectedMs: 30_000 });
    progress.step('Saving the demo content', { expectedMs: 5_000 });
    videos.start();
    expect(lines.at(-1)!.line).toBe('Rendering demo videos: 0/24, about 35 s left');
    for (let i = 0; i < 6; i++) {
      vi.advanceTimersByTime(1_000);
      videos.advance();
    }
    // 6 in 6 s against a guess of 1.25 s each (worth two items): 18 more at 1.06 s, then the 5 s guess of the next step.
    expect(lines.at(-1)!.line).toBe('Rendering demo videos: 6/24, about 25 s left');
    expect(lines.at(-1)!.fields).toEqual({ step: 'Rendering demo videos', done: 6, total: 24, elapsedSeconds: 6, secondsLeft: 24 });
    // Without a guess, the pace alone: 10 more at 2 s, then the 5 s guess.
    videos.finish();
    const stories = progress.step('Making demo stories', { total: 12 }).start();
    vi.advanceTimersByTime(4_000);
    stories.advance(2);
    expect(lines.at(-1)!.line).toBe('Making demo stories: 2/12, about 25 s left');
    progress.stop();
  });

  it('gives no estimate while a step has neither a guess nor anything done', () => {
    const { lines, progress } = recorder();
    progress.step('Building the Popreel web app').start();
    expect(lines.at(-1)!.line).toBe('Building the Popreel web app…');
    vi.advanceTimersByTime(8_000);
    expect(lines.at(-1)!.line).toBe('Building the Popreel web app… (8 s so far)');
    progress.stop();
  });

  it('says "Starting… (N s so far)" when the silence falls between steps', () => {
    const { lines, progress } = recorder();
    vi.advanceTimersByTime(8_000);
    expect(lines.map((l) => l.line)).toEqual(['Starting… (8 s so far)']);
    progress.stop();
  });
});

group('a progress line', () => {
  it('rounds the time left as a person says it', () => {
    expect(describe({ step: 'Making demo sounds', done: 3, total: 12, elapsedSeconds: 2, secondsLeft: 4.4 })).toBe('Making demo sounds: 3/12, about 4 s left');
    expect(describe({ step: 'Rendering demo videos', done: 1, total: 29, elapsedSeconds: 2, secondsLeft: 53 })).toBe('Rendering demo videos: 1/29, about 55 s left');
    expect(describe({ step: 'Rendering demo videos', done: 1, total: 29, elapsedSeconds: 2, secondsLeft: 130 })).toBe('Rendering demo videos: 1/29, about 2 min left');
    expect(describe({ step: 'Saving the demo content', elapsedSeconds: 0, secondsLeft: 2 })).toBe('Saving the demo content… (about 2 s left)');
  });
});
