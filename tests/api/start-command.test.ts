import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { delimiter, join, resolve, sep } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer } from '../setup/spawn-server.ts';

/**
 * `npm start` as a person types it in a shell, whatever Node the machine has (Debian's image ships 20): the
 * Node 24 that `npm install` brought (the node-linux-* package) runs Popreel, and the banner says so.
 */
const dataDir = await mkdtemp(join(resolve('.test-data'), 'start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The shell's own PATH: npm test runs with node_modules/.bin in front, a person's terminal does not. */
const shellPath = process.env.PATH!.split(delimiter).filter((dir) => !dir.endsWith(`${sep}node_modules${sep}.bin`)).join(delimiter);

/** The Node this platform's package brings, or (where npm has none) the machine's own. */
function expectedNode() {
  const bundled = resolve('node_modules', `node-${process.platform}-${process.arch}`, 'package.json');
  return existsSync(bundled) ? `v${(JSON.parse(readFileSync(bundled, 'utf8')) as { version: string }).version}` : process.version;
}

it('npm start runs Popreel on Node 24 and prints that version in its banner', { timeout: 120_000 }, async () => {
  const server = await spawnServer({
    command: { file: 'npm', args: ['start'] },
    env: { PATH: shellPath, DATA_DIR: dataDir, SKIP_WEB_BUILD: 'true', LOG_LEVEL: 'warn' },
  });
  try {
    let banner: RegExpMatchArray | null = null;
    for (let waited = 0; waited < 10_000 && !banner; waited += 50) {
      banner = server.output().match(/Popreel is running at \S+ \(Node (v[\d.]+), database: embedded/);
      if (!banner) await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(banner?.[1]).toBe(expectedNode());
    expect(Number(banner![1].slice(1).split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(server.output()).not.toContain('Popreel runs on Node 24 LTS, and this is');
  } finally {
    // Ctrl+C: npm waits for Popreel's ordered shutdown, then ends by the same signal.
    expect(await server.stop('SIGINT')).toEqual({ code: null, signal: 'SIGINT' });
  }
  expect(server.output()).toContain('Popreel stopped cleanly.');
});
