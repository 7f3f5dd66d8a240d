import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RenderCache } from './render-cache.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'popreel-render-cache-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A render that writes `text` to `out` and counts its runs, as ffmpeg would write a clip. */
function renderer(text: string) {
  const made = { runs: 0 };
  const render = (out: string) => async () => {
    made.runs++;
    await writeFile(out, text);
    return { duration: text.length };
  };
  return { made, render };
}

describe('the demo render cache', () => {
  it('renders a recipe once, then copies the same bytes and metadata into a fresh scratch directory', async () => {
    const { made, render } = renderer('clip bytes');
    const first = new RenderCache(join(dir, 'cache'));
    expect(await first.file({ clip: 'sunset', seed: 1 }, join(dir, 'a.mp4'), render(join(dir, 'a.mp4')))).toEqual({ duration: 10 });
    const second = new RenderCache(join(dir, 'cache'));
    expect(await second.file({ clip: 'sunset', seed: 1 }, join(dir, 'b.mp4'), render(join(dir, 'b.mp4')))).toEqual({ duration: 10 });
    expect(await readFile(join(dir, 'b.mp4'), 'utf8')).toBe('clip bytes');
    expect(made.runs).toBe(1);
    expect([first.counts, second.counts]).toEqual([{ rendered: 1, reused: 0 }, { rendered: 0, reused: 1 }]);
  });

  it('renders again for a changed recipe, and for an entry whose sidecar is missing (a crash mid-write)', async () => {
    const { made, render } = renderer('x');
    const cache = new RenderCache(join(dir, 'cache'));
    await cache.file({ seed: 1 }, join(dir, 'a'), render(join(dir, 'a')));
    await cache.file({ seed: 2 }, join(dir, 'b'), render(join(dir, 'b')));
    expect(made.runs).toBe(2);
    for (const name of await readdir(join(dir, 'cache'))) if (name.endsWith('.json')) await rm(join(dir, 'cache', name));
    await cache.file({ seed: 1 }, join(dir, 'c'), render(join(dir, 'c')));
    expect(made.runs).toBe(3);
    expect((await readdir(join(dir, 'cache'))).filter((name) => name.includes('.tmp'))).toEqual([]);
  });

  it('renders again when a kept file no longer matches its hash (a torn write), and never hands it out', async () => {
    const { made, render } = renderer('the whole clip');
    const cache = new RenderCache(join(dir, 'cache'));
    await cache.file({ seed: 1 }, join(dir, 'a'), render(join(dir, 'a')));
    for (const name of await readdir(join(dir, 'cache'))) if (name.endsWith('.bin')) await writeFile(join(dir, 'cache', name), 'the wh');
    await cache.file({ seed: 1 }, join(dir, 'b'), render(join(dir, 'b')));
    expect(await readFile(join(dir, 'b'), 'utf8')).toBe('the whole clip');
    expect([made.runs, cache.counts.reused]).toEqual([2, 0]);
    await cache.file({ seed: 1 }, join(dir, 'c'), render(join(dir, 'c')));
    expect([made.runs, cache.counts.reused]).toEqual([2, 1]);
  });

  it('keeps nothing when turned off, and caches media made in memory', async () => {
    const { made, render } = renderer('y');
    const off = new RenderCache(null);
    await off.file({ seed: 1 }, join(dir, 'a'), render(join(dir, 'a')));
    await off.file({ seed: 1 }, join(dir, 'b'), render(join(dir, 'b')));
    expect(made.runs).toBe(2);
    const cache = new RenderCache(join(dir, 'cache'));
    let jpegRuns = 0;
    const jpeg = () => cache.buffer({ thumbnailOf: 'clip' }, dir, async () => Buffer.from(`jpeg ${++jpegRuns}`));
    expect((await jpeg()).toString()).toBe('jpeg 1');
    expect((await jpeg()).toString()).toBe('jpeg 1');
  });
});
