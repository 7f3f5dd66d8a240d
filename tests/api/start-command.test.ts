import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
      banner = server.output().match(/Popreel is running at \S+ \(Node (v[\d.]+), database: embedded, ffmpeg (\S+), ready in/);
      if (!banner) await new Promise((wait) => setTimeout(wait, 50));
    }
    expect(banner?.[1]).toBe(expectedNode());
    expect(Number(banner![1].slice(1).split('.')[0])).toBeGreaterThanOrEqual(24);
    expect(server.output()).not.toContain('Popreel runs on Node 24 LTS, and this is');
    // The banner names the ffmpeg that reads uploads, as that program says it (issue 35).
    expect(banner![2]).toBe(/^ffmpeg version (\S+)/.exec(execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }))![1]);
  } finally {
    // Ctrl+C: npm waits for Popreel's ordered shutdown, then ends by the same signal.
    expect(await server.stop('SIGINT')).toEqual({ code: null, signal: 'SIGINT' });
  }
  expect(server.output()).toContain('Popreel stopped cleanly.');
});

/** A start that cannot work ends at once and says why with a status a supervisor reads as failure. */
async function failedStart(env: Record<string, string>, within: number) {
  const started = Date.now();
  const server = await spawnServer({ command: { file: 'npm', args: ['start'] }, env: { PATH: shellPath, SKIP_WEB_BUILD: 'true', ...env }, waitForHealth: false });
  const ended = await Promise.race([server.exited, new Promise<null>((done) => setTimeout(() => done(null), within))]);
  if (!ended) await server.stop('SIGKILL');
  return { ended, seconds: (Date.now() - started) / 1000, output: server.output() };
}

it('PORT=abc and AUTH_RATE_LIMIT_MAX=ten stop npm start within 10 s with a line naming the variable', { timeout: 60_000 }, async () => {
  for (const [name, value, allowed] of [['PORT', 'abc', 'a whole number from 1 to 65535'], ['AUTH_RATE_LIMIT_MAX', 'ten', 'a whole number from 1 to 1000000']]) {
    // Without SKIP_WEB_BUILD: the setting is refused before a stale web app would be built.
    const { ended, seconds, output } = await failedStart({ DATA_DIR: dataDir, [name]: value, SKIP_WEB_BUILD: 'false' }, 10_000);
    expect(ended, output).not.toBeNull();
    expect(ended!.code).toBe(2);
    expect(seconds).toBeLessThan(10);
    expect(output).toContain(`Popreel cannot start: ${name}="${value}" is not allowed: ${name} must be ${allowed}.`);
    expect(output).not.toContain('Building the Popreel web app');
  }
});

it('a missing or outdated ffmpeg stops npm start at once, saying what to install', { timeout: 60_000 }, async () => {
  const missing = await failedStart({ DATA_DIR: dataDir, FFMPEG_PATH: '/nonexistent/ffmpeg' }, 10_000);
  expect(missing.ended?.code, missing.output).toBe(1);
  expect(missing.output).toContain('Popreel cannot start: ffmpeg could not be run (/nonexistent/ffmpeg');
  expect(missing.output).toContain('sudo apt-get install -y ffmpeg');
  // An ffmpeg that says it is 4.1 (the 2018 build the npm installer shipped) is refused unless allowed.
  const old = join(dataDir, 'ffmpeg-4.1');
  await writeFile(old, '#!/bin/sh\necho "ffmpeg version 4.1 Copyright (c) 2000-2018 the FFmpeg developers"\n', { mode: 0o755 });
  const outdated = await failedStart({ DATA_DIR: dataDir, FFMPEG_PATH: old }, 10_000);
  expect(outdated.ended?.code, outdated.output).toBe(1);
  expect(outdated.output).toContain('ffmpeg 4.1 (' + old + ') is older than 5.1 and no longer gets security fixes');
});

it('a database that cannot start ends npm start with a non-zero status and its reason', { timeout: 60_000 }, async () => {
  const broken = await mkdtemp(join(resolve('.test-data'), 'start-broken-'));
  try {
    await mkdir(join(broken, 'pg'), { recursive: true });
    await writeFile(join(broken, 'pg', 'PG_VERSION'), '9\n'); // a data directory from a PostgreSQL this one cannot read
    const { ended, output } = await failedStart({ DATA_DIR: broken }, 30_000);
    expect(ended, output).not.toBeNull();
    expect(ended!.code).toBe(1);
    expect(output).toContain('Popreel is stopping: a failed start: Embedded PostgreSQL failed to start');
    expect(output).toContain('Popreel stopped cleanly.');
  } finally {
    await rm(broken, { recursive: true, force: true });
  }
});
