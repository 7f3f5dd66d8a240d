import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

const outRoot = await mkdtemp(join(tmpdir(), 'popreel-budget-'));
afterAll(() => rm(outRoot, { recursive: true, force: true }));

/** The change a budget is for: a large library imported by the feed route, so it lands in the feed's first load. */
const importIntoFeed = (library: string): Plugin => ({
  name: 'test-import-into-feed',
  enforce: 'pre',
  transform(code, id) {
    if (!id.endsWith('src/web/routes/feed/feed-list.tsx')) return null;
    return `import * as heavy from '${library}';\nObject.assign(globalThis, { heavy });\n${code}`;
  },
});

describe('the route budgets', () => {
  it('fail the build when a large dependency is imported into the feed, naming the route, its budget and the chunk that grew', async () => {
    // As `npx vite build` runs: vitest's NODE_ENV=test would bundle React's development build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    const failure = await build({
      configFile: 'vite.config.ts',
      mode: 'production',
      logLevel: 'silent',
      plugins: [importIntoFeed('leaflet')],
      build: { outDir: join(outRoot, 'web'), emptyOutDir: true, sourcemap: false },
    }).then(
      () => null,
      (error: Error) => error,
    ).finally(() => (process.env.NODE_ENV = nodeEnv));
    expect(failure).not.toBeNull();
    const message = failure!.message;
    expect(message).toMatch(/src\/web\/routes\/feed\/feed-list\.tsx: \d+\.\d KB of JavaScript, over its budget of 140 KB/);
    // The chunk that grew is listed with leaflet first among its biggest modules.
    expect(message).toMatch(/KB {2}assets\/[\w-]+\.js {2}node_modules\/leaflet\//);
    // Without the import, the same build is within every budget (the real build in `npm test` shows it too).
  }, 120_000);
});
