import { createServer, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { CAPTION_MESSAGES } from '../../src/shared/captions.ts';

/**
 * Issue 41 item 3 through a speech-to-text endpoint (TRANSCRIBE_URL). The endpoint is stubbed — it lies outside
 * the project — but everything of ours is real: the upload, ffmpeg making the WAV, the job, the draft track.
 */
interface Received {
  model: string;
  language: string;
  format: string;
  wavHeader: string;
  bytes: number;
}
let stub: Server;
let received: Received[] = [];
let answer: (res: ServerResponse) => void;
let app: TestApp;
let creator: TestUser;

beforeAll(async () => {
  stub = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type']! } }).formData();
      const file = form.get('file') as File;
      const bytes = Buffer.from(await file.arrayBuffer());
      received.push({ model: String(form.get('model')), language: String(form.get('language')), format: String(form.get('response_format')), wavHeader: bytes.subarray(0, 4).toString() + bytes.subarray(8, 12).toString(), bytes: bytes.length });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const port = (stub.address() as { port: number }).port;
  app = await startTestApp({ workers: true, env: { TRANSCRIBE_URL: `http://127.0.0.1:${port}/v1`, TRANSCRIBE_MODEL: 'whisper-test' } });
  creator = await createUser(app);
});
afterAll(async () => {
  await app?.close();
  stub?.close();
});

async function readyVideo(language: string) {
  const { bytes } = await makeVideo({ seconds: 2 });
  const created = await (await fetch(`${app.url}/api/videos`, { method: 'POST', headers: creator.headers, body: uploadForm(bytes, { language }) })).json();
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    if ((await send(app, creator, 'GET', `/api/videos/${created.id}/status`)).body.status === 'ready') return created.id as string;
  }
  throw new Error('the upload never became ready');
}

async function transcribed(videoId: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const list = await send(app, creator, 'GET', `/api/videos/${videoId}/captions`);
    if (list.body.transcription.status !== 'pending') return list.body;
    // A failed attempt waits out its backoff before the retry: not in a test.
    await app.ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('status', '=', 'queued').execute();
  }
  throw new Error('the transcription never finished');
}

describe('automatic captions through an endpoint', () => {
  it('send the video’s sound as 16 kHz WAV and bring back a draft track for the creator to review', async () => {
    received = [];
    answer = (res) =>
      res.setHeader('content-type', 'application/json').end(JSON.stringify({
        text: 'ignored',
        segments: [
          { start: 0, end: 1.2, text: ' Hello <b>there</b> ' },
          { start: 1.2, end: 1.5, text: ' [BLANK_AUDIO] ' },
          { start: 1.5, end: 2, text: ' General Kenobi. ' },
        ],
      }));
    const videoId = await readyVideo('es');
    const list = await send(app, creator, 'GET', `/api/videos/${videoId}/captions`);
    expect(list.body.transcription).toEqual({ available: true, status: 'none', error: null });
    const asked = await send(app, creator, 'POST', `/api/videos/${videoId}/captions/transcribe`, {});
    expect(asked).toEqual({ status: 202, body: { status: 'pending', language: 'es' } });
    expect((await send(app, creator, 'POST', `/api/videos/${videoId}/captions/transcribe`, {})).body.error.message).toBe(CAPTION_MESSAGES.transcriptionPending);
    const done = await transcribed(videoId);
    expect(done.transcription).toEqual({ available: true, status: 'done', error: null });
    expect(done.items).toEqual([
      expect.objectContaining({ language: 'es', status: 'draft', source: 'automatic', url: null, cues: [{ start: 0, end: 1.2, text: 'Hello there' }, { start: 1.5, end: 2, text: 'General Kenobi.' }] }),
    ]);
    expect(received).toEqual([{ model: 'whisper-test', language: 'es', format: 'verbose_json', wavHeader: 'RIFFWAVE', bytes: expect.any(Number) }]);
    // 2 s of 16-bit mono at 16 kHz, and its header.
    expect(received[0].bytes).toBeGreaterThan(60_000);
    expect(received[0].bytes).toBeLessThan(70_000);
    // Nobody else sees the draft until the creator publishes it.
    const stranger = await createUser(app);
    expect((await send(app, stranger, 'GET', `/api/videos/${videoId}`)).body.captions).toEqual([]);
    await send(app, creator, 'POST', `/api/videos/${videoId}/captions/es/publish`);
    expect((await send(app, stranger, 'GET', `/api/videos/${videoId}`)).body.captions).toHaveLength(1);
    // A published track is never overwritten by automatic captions.
    expect((await send(app, creator, 'POST', `/api/videos/${videoId}/captions/transcribe`, { language: 'es' })).body.error.message).toBe(CAPTION_MESSAGES.alreadyPublished);
  });

  it('record the endpoint’s failure for the creator, and keep nothing', async () => {
    answer = (res) => res.writeHead(500).end('down');
    const videoId = await readyVideo('en');
    await send(app, creator, 'POST', `/api/videos/${videoId}/captions/transcribe`, { language: 'en' });
    const done = await transcribed(videoId);
    expect(done.transcription).toEqual({ available: true, status: 'failed', error: 'The speech-to-text endpoint answered 500' });
    expect(done.items).toEqual([]);
  });

  it('refuse an answer that is not timed segments', async () => {
    answer = (res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ segments: [{ start: 'soon', text: 1 }] }));
    const videoId = await readyVideo('en');
    await send(app, creator, 'POST', `/api/videos/${videoId}/captions/transcribe`, {});
    expect((await transcribed(videoId)).transcription.error).toBe('The speech-to-text endpoint gave no timed segments');
  });
});
