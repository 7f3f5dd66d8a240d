/**
 * bench/upload — the server's peak memory growth while a ~50MB video streams in (one request, and over tus in
 * 2 MB parts, issue 42), and transcode seconds per second of video. The server runs as its own process (as in production) so its RSS is measured alone.
 *   npm run bench:upload
 */
import { spawn } from 'node:child_process';
import { readFile, mkdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { benchTool } from './lib/bench-tools.ts';
import { runFfmpeg } from '../src/server/media/ffmpeg.ts';
import { MAX_VIDEO_BYTES } from '../src/shared/constants.ts';
import { RESUMABLE_CHUNK_BYTES } from '../src/shared/resumable-uploads.ts';
import { benchUser, describeTimes, startSeparateWorker, uploadToReady } from './lib/upload-to-ready.ts';

const { request } = await benchTool<typeof import('undici')>('undici');

const dataDir = resolve('.bench-data', 'upload-app');
await mkdir(dataDir, { recursive: true });
const port = await new Promise<number>((done) => {
  const server = createServer().listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number };
    server.close(() => done(port));
  });
});
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '1000' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
// Whatever happens below, the server process must not outlive the benchmark.
process.on('exit', () => server.kill('SIGKILL'));
for (let i = 0; ; i++) {
  if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
  if (i > 300) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 200));
}

const rssMb = async () => {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

// A real video just under the cap: 1080×1920 noise at a high bitrate compresses badly, which is the point.
const big = join(dataDir, 'big.mp4');
const seconds = 12;
if (!(await stat(big).catch(() => null))) {
  console.log('making a ~48MB test video…');
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', `color=c=navy:s=1080x1920:d=${seconds},noise=alls=60:allf=t+u`, '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`,
    '-t', String(seconds), '-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '30M', '-maxrate', '30M', '-bufsize', '30M', '-c:a', 'aac', '-fs', String(MAX_VIDEO_BYTES - 1024 * 1024), big]);
}
const bytes = (await stat(big)).size;

const signUp = await request(`${base}/api/auth/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: `bench_${Date.now() % 1e8}`, email: `b${Date.now()}@bench.example.com`, password: 'bench-password-1' }) });
const cookie = String(signUp.headers['set-cookie']).split(';')[0];
await signUp.body.dump();

const baseline = await rssMb();
let peak = baseline;
const sampler = setInterval(() => void rssMb().then((mb) => (peak = Math.max(peak, mb))), 10);
const form = new FormData();
form.append('caption', 'bench upload');
form.append('file', new Blob([await readFile(big)], { type: 'video/mp4' }), 'big.mp4');
const uploadStart = Date.now();
const response = await fetch(`${base}/api/videos`, { method: 'POST', headers: { cookie, origin: base }, body: form });
const uploadMs = Date.now() - uploadStart;
const video = await response.json();
clearInterval(sampler);
if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${JSON.stringify(video)}`);

const transcodeStart = Date.now();
let status;
do {
  await new Promise((r) => setTimeout(r, 100));
  status = await (await fetch(`${base}/api/videos/${video.id}/status`, { headers: { cookie } })).json();
} while (status.status === 'processing');
const transcodeSeconds = (Date.now() - transcodeStart) / 1000;
// What a view of it downloads: the playable file's size, through the link a viewer gets.
const card = await (await fetch(`${base}/api/videos/${video.id}`, { headers: { cookie } })).json();
const playableBytes = Number((await fetch(new URL(card.videoUrl, base), { method: 'HEAD' })).headers.get('content-length'));

// The same file over tus (issue 42), as the upload screen sends it: 2 MB PATCH parts, each a part in storage,
// then made a post (the parts streamed into one original). Its time and memory beside the single request's.
const whole = await readFile(big);
const tusPeak = { value: await rssMb() };
const tusBaseline = tusPeak.value;
const tusSampler = setInterval(() => void rssMb().then((mb) => (tusPeak.value = Math.max(tusPeak.value, mb))), 10);
const tusStart = Date.now();
const tus = { cookie, origin: base, 'tus-resumable': '1.0.0' };
const created = await fetch(`${base}/api/uploads`, { method: 'POST', headers: { ...tus, 'upload-length': String(whole.length) } });
const location = created.headers.get('location');
if (created.status !== 201 || !location) throw new Error(`tus creation answered ${created.status}: ${await created.text()}`);
for (let offset = 0; offset < whole.length; offset += RESUMABLE_CHUNK_BYTES) {
  const part = whole.subarray(offset, offset + RESUMABLE_CHUNK_BYTES);
  const sent = await fetch(`${base}${location}`, { method: 'PATCH', headers: { ...tus, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: part });
  if (sent.status !== 204) throw new Error(`tus PATCH at ${offset} answered ${sent.status}: ${await sent.text()}`);
}
const partsMs = Date.now() - tusStart;
const posted = await fetch(`${base}${location}/video`, { method: 'POST', headers: { cookie, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ caption: 'bench resumable upload' }) });
if (posted.status !== 201) throw new Error(`making the upload a video answered ${posted.status}: ${await posted.text()}`);
const tusMs = Date.now() - tusStart;
clearInterval(tusSampler);
// Its transcode ends before the clips below are timed.
const tusVideo = (await posted.json()) as { id: string };
while ((await (await fetch(`${base}/api/videos/${tusVideo.id}/status`, { headers: { cookie } })).json()).status === 'processing') await new Promise((r) => setTimeout(r, 200));

// Upload-to-ready for a short clip, as a creator waits for it: mostly how soon a worker picks the job up.
const clip = join(dataDir, 'clip-5s.mp4');
if (!(await stat(clip).catch(() => null))) {
  await runFfmpeg(['-y', '-f', 'lavfi', '-i', 'testsrc2=size=360x640:rate=30:duration=5', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=5',
    '-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', clip]);
}
const clipBytes = await readFile(clip);
const settled = await uploadToReady(base, await benchUser(base), clipBytes, 5, { settleBetween: true });
const backToBack = await uploadToReady(base, await benchUser(base), clipBytes, 5, { settleBetween: false });

console.log('');
console.log(`5 s clip upload-to-ready, idle       ${describeTimes(settled)}`);
console.log(`5 s clip upload-to-ready, in a row   ${describeTimes(backToBack)}`);
console.log(`upload size                         ${(bytes / 1024 / 1024).toFixed(1)} MB (cap ${MAX_VIDEO_BYTES / 1024 / 1024} MB)`);
console.log(`upload time                         ${uploadMs} ms`);
console.log(`resumable upload (tus, 2 MB parts)  ${tusMs} ms: parts ${partsMs} ms + made a post ${tusMs - partsMs} ms   (${(tusMs / uploadMs).toFixed(2)}× the single request)`);
console.log(`peak memory growth, resumable       ${(tusPeak.value - tusBaseline).toFixed(1)} MB`);
console.log(`server RSS before / peak            ${baseline.toFixed(1)} MB / ${peak.toFixed(1)} MB`);
console.log(`peak memory growth during upload    ${(peak - baseline).toFixed(1)} MB   (goal ≤ 64 MB)`);
console.log(`transcode                           ${status.status} in ${transcodeSeconds.toFixed(1)} s for ${status.duration?.toFixed(1)} s of video`);
console.log(`transcode seconds per video second  ${(transcodeSeconds / (status.duration ?? seconds)).toFixed(2)}   (1080×1920 noise → 720×1280, 2 cores)`);
console.log(`playable file                       ${(playableBytes / 1024 / 1024).toFixed(1)} MB, ${((playableBytes * 8) / (status.duration ?? seconds) / 1e6).toFixed(2)} Mbit/s   (noise: the most a 720p file of ours takes)`);

// The same clip with the app's own workers off and `npm run worker` beside it (how Popreel runs at scale).
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
const scaled = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', RUN_WORKERS: 'false' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
process.on('exit', () => scaled.kill('SIGKILL'));
while (!(await fetch(`${base}/api/health`).then((r) => r.ok, () => false))) await new Promise((r) => setTimeout(r, 200));
const worker = await startSeparateWorker(dataDir);
const separate = await uploadToReady(base, await benchUser(base), clipBytes, 5, { settleBetween: true });
console.log(`5 s clip upload-to-ready, separate worker process  ${describeTimes(separate)}`);
worker.kill('SIGTERM');
await new Promise((r) => worker.once('exit', r));
scaled.kill('SIGTERM');
await new Promise((r) => scaled.once('exit', r));
await rm(join(dataDir, 'storage'), { recursive: true, force: true });
