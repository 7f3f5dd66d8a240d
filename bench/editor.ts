/**
 * bench/editor — the in-browser editor export, both engines side by side: a 15 s 720×1280 30 fps H.264+AAC clip
 * (encoded like the server's transcode) with filter noir at 50 % and music mixed in, through WebCodecs and then
 * through ffmpeg.wasm, in headless Chromium. The page is a production Vite build of bench/editor (the repo's
 * config and plugins) served with the app's own Content-Security-Policy, so a CSP that blocks WebAssembly or the
 * worker fails here. Prints seconds, realtime factor and size per engine, probes each file, and exits 1 on failure.
 *   npm run bench:editor   (EDITOR_CLIP_SECONDS=15  EDITOR_FILTER=noir  EDITOR_ENGINES=webcodecs,ffmpeg
 *                          EDITOR_OUTPUT_DIR=<keep the exported files there>)
 */
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { loadConfig } from '../src/server/config.ts';
import { contentSecurityPolicy } from '../src/server/http/plugins/security-headers.ts';
import { probe, runFfmpeg } from '../src/server/media/ffmpeg.ts';
import { EDITOR_MUSIC_VOLUME_DEFAULT, EDITOR_VIDEO_VOLUME_DEFAULT, VIDEO_FILTERS } from '../src/shared/constants.ts';
import type { BenchRun } from './editor/main.ts';
import type { EditRecipe, EngineName, VideoFilter } from '../src/web/routes/editor/engine/index.ts';

const SECONDS = Number(process.env.EDITOR_CLIP_SECONDS ?? 15);
if (!(SECONDS > 0 && SECONDS <= 60)) throw new Error('EDITOR_CLIP_SECONDS must be 1–60');
const ENGINES = (process.env.EDITOR_ENGINES ?? 'webcodecs,ffmpeg').split(',') as EngineName[];
if (!ENGINES.every((engine) => engine === 'webcodecs' || engine === 'ffmpeg')) throw new Error('EDITOR_ENGINES lists webcodecs and/or ffmpeg');
const FILTER = (process.env.EDITOR_FILTER ?? 'noir') as VideoFilter;
if (!VIDEO_FILTERS.includes(FILTER)) throw new Error(`EDITOR_FILTER is one of ${VIDEO_FILTERS.join(', ')}`);
const RECIPE: EditRecipe = {
  filter: FILTER, intensity: 50, trimStart: 0, trimEnd: SECONDS, speed: 1,
  videoVolume: EDITOR_VIDEO_VOLUME_DEFAULT, musicVolume: EDITOR_MUSIC_VOLUME_DEFAULT, musicUrl: '/music.mp3',
};

const work = await mkdtemp(join(tmpdir(), 'popreel-bench-editor-'));
const webDir = join(work, 'web');
process.on('exit', () => rmSync(work, { recursive: true, force: true }));
console.log(`clip ${SECONDS} s 720×1280 30 fps, filter ${FILTER} 50 %, music at ${EDITOR_MUSIC_VOLUME_DEFAULT} %, Node ${process.version}, ${cpus().length} cores`);

// The same x264 settings as src/server/media/transcode.ts, so the engines decode what a posted video really is.
const clip = join(work, 'clip.mp4');
const music = join(work, 'music.mp3');
await runFfmpeg(['-y', '-f', 'lavfi', '-i', `testsrc2=size=720x1280:rate=30:duration=${SECONDS}`, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`,
  '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '26', '-profile:v', 'high', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '128k', '-movflags', '+faststart', '-shortest', clip]);
await runFfmpeg(['-y', '-f', 'lavfi', '-i', `sine=frequency=660:duration=${SECONDS + 5}`, '-c:a', 'libmp3lame', '-b:a', '128k', music]);

const buildStart = Date.now();
await build({
  configFile: resolve(import.meta.dirname, '..', 'vite.config.ts'),
  root: resolve(import.meta.dirname, 'editor'),
  logLevel: 'warn',
  build: { outDir: webDir, emptyOutDir: true, sourcemap: false },
});
console.log(`built the bench page in ${((Date.now() - buildStart) / 1000).toFixed(1)} s`);

const csp = Object.entries(contentSecurityPolicy(loadConfig({})))
  .map(([directive, values]) => [directive, ...values].join(' '))
  .join('; ');
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.mp4': 'video/mp4', '.mp3': 'audio/mpeg', '.css': 'text/css' };
const outputs = new Map<string, string>();
const server = createServer((request, response) => {
  void (async () => {
    const url = new URL(request.url ?? '/', 'http://bench');
    response.setHeader('Content-Security-Policy', csp);
    const saved = /^\/result\/(webcodecs|ffmpeg)$/.exec(url.pathname);
    if (request.method === 'PUT' && saved) {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const file = join(work, `edit-${saved[1]}.mp4`);
      await writeFile(file, Buffer.concat(chunks));
      outputs.set(saved[1], file);
      if (process.env.EDITOR_OUTPUT_DIR) await copyFile(file, join(process.env.EDITOR_OUTPUT_DIR, `edit-${saved[1]}.mp4`));
      return response.writeHead(204).end();
    }
    const path = url.pathname === '/' ? '/index.html' : url.pathname;
    const file = path === '/clip.mp4' ? clip : path === '/music.mp3' ? music : join(webDir, normalize(path).replace(/^(\.\.[/\\])+/, ''));
    const body = await readFile(file).catch(() => null);
    if (!body) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
  })().catch((error: unknown) => response.writeHead(500).end(String(error)));
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const { port } = server.address() as { port: number };

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
});
const results: BenchRun[] = [];
let failed = false;
try {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  // 127.0.0.1 is a secure context, which WebCodecs requires; a plain-http LAN address would not be.
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'editorBench' in window);
  for (const engine of ENGINES) {
    try {
      const run = await page.evaluate(
        ([name, recipe]) => (window as unknown as { editorBench: { run: (e: EngineName, r: EditRecipe) => Promise<BenchRun> } }).editorBench.run(name, recipe),
        [engine, RECIPE] as const,
      );
      results.push(run);
      console.log(`${engine} done in ${run.seconds.toFixed(2)} s (progress ${run.progress[0]}…${run.progress.at(-1)}, ${run.progress.length} steps)`);
    } catch (error) {
      failed = true;
      console.error(`${engine} export failed:`, error instanceof Error ? error.message : error);
    }
  }
  const violations = await page.evaluate(() => (window as unknown as { editorBench: { violations: string[] } }).editorBench.violations);
  if (violations.length) {
    failed = true;
    console.error(`Content-Security-Policy violations:\n  ${violations.join('\n  ')}`);
  }
} finally {
  await browser.close();
  server.close();
}

console.log('');
console.log('engine      seconds  realtime  size      duration  video      audio');
for (const run of results) {
  const file = outputs.get(run.engine);
  const info = file ? await probe(file) : null;
  const valid = !!info && info.hasVideo && info.hasAudio && Math.abs((info.duration ?? 0) - SECONDS) < 0.25 && info.width === 720 && info.height === 1280;
  if (!valid) failed = true;
  console.log(
    `${run.engine.padEnd(10)}  ${run.seconds.toFixed(2).padStart(7)}  ${(SECONDS / run.seconds).toFixed(2).padStart(7)}×  ${(run.bytes / 1024 / 1024).toFixed(2).padStart(5)} MB  ` +
      `${info?.duration?.toFixed(2) ?? '?'} s   ${info?.hasVideo ? `${info.width}×${info.height}` : 'missing'}   ${info?.hasAudio ? 'yes' : 'missing'}${valid ? '' : '   INVALID'}`,
  );
}
const [native, wasm] = ENGINES.map((engine) => results.find((run) => run.engine === engine));
if (native && wasm) console.log(`ffmpeg.wasm / WebCodecs   ${(wasm.seconds / native.seconds).toFixed(1)}× the time   (goal: WebCodecs ≥ 3× realtime, ≤ 5 s for 15 s)`);
if (failed || results.length < ENGINES.length) {
  console.error('editor bench FAILED');
  process.exitCode = 1;
}
