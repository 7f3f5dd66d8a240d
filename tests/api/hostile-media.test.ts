import { execFile } from 'node:child_process';
import { stat, utimes } from 'node:fs/promises';
import { dirname } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { uploadForm } from '../factories/media.ts';
import { aviWithHlsPlaylist, concatScript, playlistAsMp4 } from '../factories/hostile-media.ts';
import { generatedInput, runFfmpeg, UnreadableMediaError } from '../../src/server/media/ffmpeg.ts';
import { demuxerOf, inputOptions } from '../../src/server/media/ffmpeg-input.ts';
import { publishPlayable } from '../../src/server/media/transcode.ts';

/**
 * Issue 35: uploads built to make ffmpeg open another local file — an AVI whose GAB2 subtitle carries an HLS
 * playlist, a playlist saved as .mp4, a concat script — fail or transcode, and the file they name is never
 * opened. The canary sits beside the stored upload (where a concat script's relative name reaches). An open
 * shows twice: in ffmpeg's own debug log ("Opening '…' for reading"), and in the canary's access time, set
 * before its modification time so that any read moves it (relatime). The runs without the boxing show both
 * detectors see an open when there is one.
 */
let app: TestApp;
let user: TestUser;
let folder: string;
let canary: string;
const hostile: Record<'avi' | 'playlist' | 'concat', string> = { avi: '', playlist: '', concat: '' };

const LONG_AGO = new Date('2001-01-01T00:00:00Z');
const readSince = async () => (await stat(canary)).atimeMs > LONG_AGO.getTime() + 1000;
const resetAccessTime = async () => utimes(canary, LONG_AGO, (await stat(canary)).mtime);

/** ffmpeg as a test sees it, debug log and exit code, with exactly the input options given. */
function ffmpegDebug(input: string[]): Promise<{ code: number; log: string }> {
  return new Promise((resolve) =>
    execFile('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'debug', ...input, '-f', 'null', '-'], { timeout: 60_000 }, (error, _out, log) =>
      resolve({ code: typeof error?.code === 'number' ? error.code : error ? 1 : 0, log }),
    ),
  );
}
const opensCanary = (log: string) => log.includes(`Opening '${canary}' for reading`) || log.includes(`Opening 'file://${canary}' for reading`);

beforeAll(async () => {
  app = await startTestApp({ workers: true });
  user = await createUser(app);
  // A real MPEG-TS named .ts: what HLS and concat would read, in the user's own folder of the videos bucket.
  const ts = await runFfmpeg([...generatedInput('testsrc2=size=64x64:rate=10:duration=1'), '-c:v', 'mpeg2video', '-f', 'mpegts', 'pipe:1']).catch(() => null);
  expect(ts).not.toBeNull();
  await app.ctx.store.put('videos', `${user.id}/canary.ts`, Buffer.from(ts!.stdout, 'latin1'), { contentType: 'video/mp2t' });
  canary = app.ctx.store.localPath!('videos', `${user.id}/canary.ts`)!;
  folder = dirname(canary);
  hostile.avi = await aviWithHlsPlaylist(folder, canary, 'a-original.avi');
  hostile.playlist = await playlistAsMp4(folder, canary, 'b-original.mp4');
  hostile.concat = await concatScript(folder, canary, 'c-original.mp4');
}, 60_000);
afterAll(() => app?.close());

describe('without the boxing (what the detectors see)', () => {
  it.each(['playlist', 'concat'] as const)('plain ffmpeg on the %s opens the canary, and both detectors say so', async (kind) => {
    await resetAccessTime();
    const plain = await ffmpegDebug(['-i', hostile[kind]]);
    expect(opensCanary(plain.log), plain.log.slice(-2000)).toBe(true);
    expect(await readSince()).toBe(true);
  });
});

describe('uploaded', () => {
  it('refuses the playlist and the concat script by their bytes, storing nothing', async () => {
    for (const [kind, name] of [['playlist', 'clip.mp4'], ['concat', 'clip.mp4']] as const) {
      const bytes = await import('node:fs/promises').then((fs) => fs.readFile(hostile[kind]));
      const response = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(bytes, {}, name) });
      expect(response.status, kind).toBe(415);
      expect((await response.json()).error.message).toBe('Please select a video file');
    }
    expect(await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', user.id).execute()).toEqual([]);
  });

  it('takes the AVI, and its transcode ends without the canary ever being opened', async () => {
    await resetAccessTime();
    const bytes = await import('node:fs/promises').then((fs) => fs.readFile(hostile.avi));
    const created = await fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(bytes, {}, 'clip.avi', 'video/x-msvideo') });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    let status = 'processing';
    for (const deadline = Date.now() + 60_000; status === 'processing' && Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
      await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('status', '=', 'queued').execute();
      status = (await app.ctx.db.selectFrom('videos').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    }
    expect(['ready', 'failed']).toContain(status);
    console.log(`hostile AVI upload: ${status}`);
    expect(await readSince()).toBe(false);
  });
});

describe('stored anyway (a sniff fooled), then transcoded', () => {
  it.each(['avi', 'playlist', 'concat'] as const)('the %s fails or transcodes, and the canary is never opened', async (kind) => {
    await resetAccessTime();
    const key = `${user.id}/${hostile[kind].split('/').pop()}`;
    const outcome = await publishPlayable(app.ctx.store, key, { videoKey: `${user.id}/${kind}-out.mp4`, thumbnailKey: `${user.id}/${kind}-out.jpg` }).then(
      () => 'transcoded',
      (error: Error) => error,
    );
    if (kind !== 'avi') expect(outcome).toBeInstanceOf(UnreadableMediaError);
    expect(await readSince()).toBe(false);
  });

  it('the transcode job fails a stored playlist at once, with the reason the owner sees, and opens nothing', async () => {
    await resetAccessTime();
    const key = `${user.id}/${hostile.playlist.split('/').pop()}`;
    const video = await app.ctx.db.insertInto('videos').values({ userId: user.id, caption: 'fooled', storagePath: key, status: 'processing' }).returning('id').executeTakeFirstOrThrow();
    await app.ctx.jobs.enqueue('transcode', { videoId: video.id });
    let row = { status: 'processing', statusReason: null as string | null };
    for (const deadline = Date.now() + 30_000; row.status === 'processing' && Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      row = await app.ctx.db.selectFrom('videos').select(['status', 'statusReason']).where('id', '=', video.id).executeTakeFirstOrThrow();
    }
    expect(row).toEqual({ status: 'failed', statusReason: 'We could not process this video' });
    // Failed for good on its first attempt: the same bytes would fail again.
    const job = await app.ctx.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'transcode').where(sql<boolean>`payload->>'videoId' = ${video.id}`).executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
    expect(await readSince()).toBe(false);
  });

  it.each(['playlist', 'concat'] as const)('ffmpeg told the %s is the mp4 its name claims refuses it, opening nothing', async (kind) => {
    await resetAccessTime();
    const boxed = await ffmpegDebug(inputOptions(hostile[kind], demuxerOf('video/mp4')!));
    expect(boxed.code).not.toBe(0);
    expect(opensCanary(boxed.log)).toBe(false);
    expect(await readSince()).toBe(false);
  });

  it('ffmpeg on the AVI, boxed as the AVI it is, plays its frame and opens nothing', async () => {
    await resetAccessTime();
    const boxed = await ffmpegDebug(inputOptions(hostile.avi, demuxerOf('video/vnd.avi')!));
    expect(boxed.code, boxed.log.slice(-1500)).toBe(0);
    expect(opensCanary(boxed.log)).toBe(false);
    expect(await readSince()).toBe(false);
  });
});
