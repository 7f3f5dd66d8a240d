import { spawn, type ChildProcess } from 'node:child_process';
import { runningServerUrl } from '../../src/server/data/embedded-postgres.ts';

/** A fresh account (uploads are limited per person per hour), signed in by cookie. */
export async function benchUser(base: string): Promise<string> {
  const id = `${Date.now() % 1e8}${Math.floor(Math.random() * 1000)}`;
  const response = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ username: `bench_${id}`, email: `b${id}@bench.example.com`, password: 'bench-password-1' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie()[0].split(';')[0];
}

/** Times from starting an upload until the owner's status says ready, for `runs` clips in a row. */
export async function uploadToReady(base: string, cookie: string, clip: Buffer, runs: number, options: { settleBetween: boolean }) {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip)], { type: 'video/mp4' }), 'clip.mp4');
    const started = Date.now();
    const created = await (await fetch(`${base}/api/videos`, { method: 'POST', headers: { cookie, origin: base }, body: form })).json();
    let state: { status: string; aiStatus: string };
    do {
      await new Promise((r) => setTimeout(r, 10));
      state = await (await fetch(`${base}/api/videos/${created.id}/status`, { headers: { cookie } })).json();
    } while (state.status === 'processing');
    times.push(Date.now() - started);
    // Settled: this clip's follow-up jobs (AI caption, share card) finish before the next upload starts.
    while (options.settleBetween && state.aiStatus === 'pending') {
      await new Promise((r) => setTimeout(r, 50));
      state = await (await fetch(`${base}/api/videos/${created.id}/status`, { headers: { cookie } })).json();
    }
  }
  return times.sort((a, b) => a - b);
}

export const describeTimes = (times: number[]) =>
  `median ${times[Math.floor(times.length / 2)]} ms, min ${times[0]} ms, max ${times.at(-1)} ms (${times.length} runs)`;

/**
 * `npm run worker` beside an app started with RUN_WORKERS=false, reaching the app's embedded PostgreSQL
 * through its socket, as separate worker machines reach a shared database.
 */
export async function startSeparateWorker(dataDir: string): Promise<ChildProcess> {
  const url = await runningServerUrl(dataDir, 'popreel');
  if (!url) throw new Error(`no embedded PostgreSQL runs on ${dataDir}`);
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/server/worker.ts'], {
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await new Promise((r) => setTimeout(r, 3000)); // connected and listening
  return worker;
}
