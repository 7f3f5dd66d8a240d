/**
 * bench/cold-start — seconds from `npm start` (web already built) to a healthy server on an empty DATA_DIR,
 * with an empty demo render cache and with a warm one, side by side in one run (decision 019).
 *   npm run bench:cold-start
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../tests/setup/spawn-server.ts';

async function secondsToHealthy(cacheDir: string) {
  const dataDir = await mkdtemp(join(tmpdir(), 'popreel-cold-'));
  const port = await freePort();
  const started = performance.now();
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', SKIP_WEB_BUILD: 'true', DEMO_MEDIA_CACHE: cacheDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((response) => response.ok, () => false);
      if (healthy) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  }
}

const cacheDir = await mkdtemp(join(tmpdir(), 'popreel-render-cache-'));
try {
  const cold = await secondsToHealthy(cacheDir);
  const warm = await secondsToHealthy(cacheDir);
  console.log(`${'empty DATA_DIR, empty render cache (the very first start)'.padEnd(62)} ${cold.toFixed(1).padStart(6)} s`);
  console.log(`${'empty DATA_DIR, warm render cache (every later first start)'.padEnd(62)} ${warm.toFixed(1).padStart(6)} s   (goal < 10 s)`);
  console.log(`${'warm / empty'.padEnd(62)} ${(warm / cold).toFixed(2).padStart(6)}×`);
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
