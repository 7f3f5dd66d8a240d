/**
 * bench/burst — issue 22's attack, measured: one owner sends 200 concurrent original-sound requests on three
 * videos to a real server (its own process, WORKER_CONCURRENCY=8 so only the media cap holds ffmpeg back),
 * while a client asks /api/health every 10 ms. Prints the answers by status, the most ffmpeg processes the
 * server ran at once against the cap, how long until every sound existed, the sounds made, and /api/health's
 * latency at rest and during the burst side by side.
 *   npm run bench:burst        (BURST_REQUESTS overrides 200)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { spawnServer } from '../tests/setup/spawn-server.ts';
import { watchChildren } from '../tests/setup/child-processes.ts';
import { makeVideo, uploadForm } from '../tests/factories/media.ts';
import { JOB_GROUP_CAPS } from '../src/server/queue/job-groups.ts';
import { benchUser } from './lib/upload-to-ready.ts';

const REQUESTS = Number(process.env.BURST_REQUESTS ?? 200);
const dataDir = await mkdtemp(join(resolve('.bench-data'), 'burst-'));
const server = await spawnServer({ env: { DATA_DIR: dataDir, WORKER_CONCURRENCY: '8', AUTH_RATE_LIMIT_MAX: '1000' } });
process.on('exit', () => server.child.kill('SIGKILL'));
const base = server.url;
const cookie = await benchUser(base);
const headers = { cookie, origin: base };

const clip = (await makeVideo({ seconds: 40, fps: 2, width: 160, height: 284 })).bytes;
const videos: string[] = [];
for (let i = 0; i < 3; i++) {
  const response = await fetch(`${base}/api/videos`, { method: 'POST', headers, body: uploadForm(clip, { caption: `burst ${i}` }) });
  videos.push(((await response.json()) as { id: string }).id);
}
for (const id of videos) {
  while (((await (await fetch(`${base}/api/videos/${id}/status`, { headers })).json()) as { status: string }).status !== 'ready') {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** /api/health every 10 ms until stop(): each answer's time in ms. */
function healthProbe() {
  const times: number[] = [];
  let probing = true;
  const done = (async () => {
    while (probing) {
      const started = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 10));
    }
  })();
  return { stop: async () => ((probing = false), await done, times.sort((a, b) => a - b)) };
}
const at = (times: number[], q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];

const resting = healthProbe();
await new Promise((r) => setTimeout(r, 3000));
const rest = await resting.stop();

const during = healthProbe();
const ffmpeg = watchChildren(server.child.pid!, 'ffmpeg');
const started = performance.now();
const statuses = await Promise.all(
  Array.from({ length: REQUESTS }, (_, i) => fetch(`${base}/api/videos/${videos[i % 3]}/original-sound`, { method: 'POST', headers }).then((r) => r.status)),
);
const answered = performance.now() - started;
const progress = () => Promise.all(videos.map((id) => fetch(`${base}/api/videos/${id}/original-sound`, { headers }).then((r) => r.status)));
while (!(await progress()).every((status) => status === 200)) await new Promise((r) => setTimeout(r, 50));
const drained = performance.now() - started;
const mostAtOnce = await ffmpeg.stop();
const burst = await during.stop();

const sounds = await (await fetch(`${base}/api/sounds?q=${encodeURIComponent('Original sound')}`, { headers })).json() as { items: unknown[] };
const byStatus = Object.entries(statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}));
console.log(`\n${REQUESTS} concurrent original-sound requests by one owner on 3 videos (server: WORKER_CONCURRENCY=8)`);
console.log(`answers: ${byStatus.map(([status, n]) => `${n} × ${status}`).join(', ')}; all answered in ${answered.toFixed(0)} ms; every sound ready after ${drained.toFixed(0)} ms`);
console.log(`ffmpeg at once: at most ${mostAtOnce} (media cap ${JOB_GROUP_CAPS.media}); sounds made: ${sounds.items.length} for 3 videos`);
console.log('\n/api/health        requests     p50 ms     p99 ms     max ms');
for (const [name, times] of [['at rest', rest], ['during the burst', burst]] as const) {
  console.log(`${name.padEnd(18)} ${String(times.length).padStart(8)} ${at(times, 0.5).toFixed(1).padStart(10)} ${at(times, 0.99).toFixed(1).padStart(10)} ${times.at(-1)!.toFixed(1).padStart(10)}`);
}
console.log(`during / at rest    p50 ${(at(burst, 0.5) / at(rest, 0.5)).toFixed(2)}×, p99 ${(at(burst, 0.99) / at(rest, 0.99)).toFixed(2)}×`);

await server.stop();
await rm(dataDir, { recursive: true, force: true });
