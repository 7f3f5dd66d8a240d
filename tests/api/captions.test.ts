import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { CAPTION_MESSAGES } from '../../src/shared/captions.ts';

/** Issue 41: caption tracks through the API — stored, reduced to text, served signed, the owner's alone, behind the video's audience. */
let app: TestApp;
let creator: TestUser;
let stranger: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [creator, stranger] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const VTT = 'WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello from the captions\n\n00:00:03.000 --> 00:00:04.000 align:start\n<i>Second</i> line\n';
const put = (user: TestUser | null, videoId: string, language: string, body: unknown) => send(app, user, 'PUT', `/api/videos/${videoId}/captions/${language}`, body);
const card = (user: TestUser | null, videoId: string) => send(app, user, 'GET', `/api/videos/${videoId}`);
const fetchTrack = (url: string, user: TestUser | null) => fetch(`${app.url}${url}`, { headers: user?.headers ?? {} });
const stored = (videoId: string) => app.ctx.db.selectFrom('videoCaptions').select(['language', 'status', 'source', 'cues']).where('videoId', '=', videoId).orderBy('language').execute();

describe('a caption track', () => {
  it('is stored from a WebVTT file, reduced to plain cues, named on the card and served as WebVTT by its signed link', async () => {
    const video = await createVideo(app, creator.id);
    const saved = await put(creator, video.id, 'EN', { vtt: VTT });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ language: 'en', status: 'published', source: 'upload' });
    expect(saved.body.cues).toEqual([
      { start: 0, end: 2.5, text: 'Hello from the captions' },
      { start: 3, end: 4, text: 'Second line' },
    ]);
    const { body } = await card(null, video.id);
    expect(body.captions).toEqual([{ language: 'en', url: expect.stringMatching(/^\/api\/videos\/[\w-]+\/captions\/en\/track\.vtt\?rev=\d+&exp=\d+&sig=/) }]);
    const served = await fetchTrack(body.captions[0].url, null);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^text\/vtt/);
    expect(await served.text()).toBe('WEBVTT\n\n1\n00:00:00.000 --> 00:00:02.500\nHello from the captions\n\n2\n00:00:03.000 --> 00:00:04.000\nSecond line\n');
    // A forged or altered link is refused.
    expect((await fetchTrack(body.captions[0].url.replace(/sig=[^&]+/, 'sig=forged'), null)).status).toBe(403);
    expect((await fetchTrack(body.captions[0].url.replace('/en/', '/es/'), null)).status).toBe(403);
  });

  it('refuses a malformed file, an oversized one and bad cues with a clear 4xx, and changes nothing', async () => {
    const video = await createVideo(app, creator.id);
    const cases: Array<[unknown, number, string]> = [
      [{ vtt: 'Hello\n\n00:00:01.000 --> 00:00:02.000\nNo header' }, 400, CAPTION_MESSAGES.notWebVtt],
      [{ vtt: '<script>alert(1)</script>' }, 400, CAPTION_MESSAGES.notWebVtt],
      [{ vtt: 'WEBVTT\n\n1\n00:00:01,000 --> 00:00:02,000\nSRT times\n' }, 400, CAPTION_MESSAGES.badTime],
      [{ vtt: 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nBackwards\n' }, 400, CAPTION_MESSAGES.endsBeforeStart],
      [{ vtt: `WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n${'word '.repeat(14_000)}\n` }, 400, CAPTION_MESSAGES.tooLarge],
      [{ cues: [{ start: 2, end: 1, text: 'Backwards' }] }, 400, CAPTION_MESSAGES.endsBeforeStart],
      [{ cues: [{ start: 0, end: 1, text: '<b></b>' }] }, 400, CAPTION_MESSAGES.noCues],
      [{ vtt: VTT, cues: [] }, 400, CAPTION_MESSAGES.oneSource],
      [{}, 400, CAPTION_MESSAGES.oneSource],
    ];
    for (const [body, status, message] of cases) {
      const response = await put(creator, video.id, 'en', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.body.error.message).toBe(message);
    }
    expect((await put(creator, video.id, 'english!', { vtt: VTT })).body.error.message).toBe(CAPTION_MESSAGES.language);
    // Past the body limit the server answers 413 before reading it.
    const huge = await put(creator, video.id, 'en', { vtt: `WEBVTT\n\n${'x'.repeat(300_000)}` });
    expect(huge.status).toBe(413);
    expect(await stored(video.id)).toEqual([]);
  });

  it('keeps markup and script out: tags are dropped, entities decoded, and the served file escapes what is left', async () => {
    const video = await createVideo(app, creator.id);
    const hostile = 'WEBVTT\n\nSTYLE\n::cue { background: url(javascript:alert(1)) }\n\n00:00:00.000 --> 00:00:01.000\n<script>alert("x")</script><b onclick="evil()">Bold</b> &lt;img src=x onerror=alert(1)&gt; &amp; more\n';
    const saved = await put(creator, video.id, 'en', { vtt: hostile });
    expect(saved.body.cues).toEqual([{ start: 0, end: 1, text: 'alert("x")Bold img src=x onerror=alert(1) & more' }]);
    const written = await put(creator, video.id, 'es', { cues: [{ start: 0, end: 1, text: 'Hola <img src=x onerror=alert(1)> & <u>adiós</u>' }] });
    expect(written.body).toMatchObject({ source: 'written', cues: [{ start: 0, end: 1, text: 'Hola & adiós' }] });
    const served = await (await fetchTrack(written.body.url, null)).text();
    expect(served).toContain('Hola &amp; adiós');
    expect(served).not.toMatch(/<|STYLE|javascript/);
  });

  it('can be changed only by its video’s creator', async () => {
    const video = await createVideo(app, creator.id);
    await put(creator, video.id, 'en', { vtt: VTT });
    const hidden = await createVideo(app, creator.id, { visibility: 'only_me' });
    expect((await put(stranger, video.id, 'en', { vtt: VTT })).body.error.message).toBe(CAPTION_MESSAGES.ownerOnly);
    expect((await put(stranger, video.id, 'fr', { vtt: VTT })).status).toBe(403);
    expect((await send(app, stranger, 'DELETE', `/api/videos/${video.id}/captions/en`)).status).toBe(403);
    expect((await send(app, stranger, 'POST', `/api/videos/${video.id}/captions/en/publish`)).status).toBe(403);
    // A video the stranger cannot see is not theirs to learn about.
    expect((await put(stranger, hidden.id, 'en', { vtt: VTT })).status).toBe(404);
    expect((await put(null, video.id, 'en', { vtt: VTT })).status).toBe(401);
    expect(await stored(video.id)).toEqual([expect.objectContaining({ language: 'en', source: 'upload' })]);
    expect(await stored(hidden.id)).toEqual([]);
  });

  it('follows the video’s audience: hidden from who may not watch, even by a link handed out before', async () => {
    const video = await createVideo(app, creator.id);
    await put(creator, video.id, 'en', { vtt: VTT });
    const { url } = (await card(stranger, video.id)).body.captions[0];
    expect((await fetchTrack(url, stranger)).status).toBe(200);
    await send(app, creator, 'PATCH', `/api/videos/${video.id}`, { visibility: 'followers' });
    expect((await fetchTrack(url, stranger)).status).toBe(404);
    expect((await fetchTrack(url, null)).status).toBe(404);
    expect((await send(app, stranger, 'GET', `/api/videos/${video.id}/captions`)).status).toBe(404);
    // Its creator still reads it, and a follower does again.
    expect((await fetchTrack(url, creator)).status).toBe(200);
    await send(app, stranger, 'POST', `/api/users/${creator.id}/follow`, {});
    expect((await fetchTrack(url, stranger)).status).toBe(200);
    expect((await send(app, stranger, 'GET', `/api/videos/${video.id}/captions`)).body.items).toHaveLength(1);
  });

  it('as a draft is the creator’s alone until published; deleted, it is gone from the card', async () => {
    const video = await createVideo(app, creator.id);
    const draft = await put(creator, video.id, 'es', { cues: [{ start: 0.25, end: 1.75, text: 'Hola' }], status: 'draft' });
    expect(draft.body).toMatchObject({ status: 'draft', url: null });
    expect((await card(stranger, video.id)).body.captions).toEqual([]);
    expect((await send(app, stranger, 'GET', `/api/videos/${video.id}/captions`)).body.items).toEqual([]);
    const mine = await send(app, creator, 'GET', `/api/videos/${video.id}/captions`);
    expect(mine.body.items).toEqual([expect.objectContaining({ language: 'es', status: 'draft', cues: [{ start: 0.25, end: 1.75, text: 'Hola' }] })]);
    const published = await send(app, creator, 'POST', `/api/videos/${video.id}/captions/es/publish`);
    expect(published.body).toMatchObject({ status: 'published', url: expect.stringContaining('/captions/es/track.vtt') });
    expect((await send(app, creator, 'POST', `/api/videos/${video.id}/captions/es/publish`)).status).toBe(409);
    expect((await card(stranger, video.id)).body.captions.map((track: { language: string }) => track.language)).toEqual(['es']);
    expect((await send(app, creator, 'DELETE', `/api/videos/${video.id}/captions/es`)).status).toBe(204);
    expect((await card(stranger, video.id)).body.captions).toEqual([]);
    expect((await fetchTrack(published.body.url, stranger)).status).toBe(404);
    expect((await send(app, creator, 'DELETE', `/api/videos/${video.id}/captions/es`)).status).toBe(404);
  });

  it('gets a new link when it changes, and a video holds at most 20 tracks', async () => {
    const video = await createVideo(app, creator.id);
    const first = await put(creator, video.id, 'en', { vtt: VTT });
    const second = await put(creator, video.id, 'en', { cues: [{ start: 0, end: 1, text: 'Changed' }] });
    expect(second.body.url).not.toBe(first.body.url);
    expect(await (await fetchTrack(second.body.url, null)).text()).toContain('Changed');
    const languages = ['fr', 'de', 'it', 'pt', 'pt-br', 'nl', 'sv', 'da', 'fi', 'pl', 'cs', 'tr', 'el', 'ru', 'uk', 'ja', 'ko', 'zh-hans', 'hi'];
    for (const language of languages) expect((await put(creator, video.id, language, { cues: [{ start: 0, end: 1, text: language }] })).status).toBe(200);
    expect((await put(creator, video.id, 'ar', { vtt: VTT })).body.error.message).toBe(CAPTION_MESSAGES.tooManyTracks);
    // Replacing one of the twenty is still allowed.
    expect((await put(creator, video.id, 'fr', { vtt: VTT })).status).toBe(200);
  });
});

describe('automatic captions without a speech model or endpoint', () => {
  it('are said to be unavailable, and asking gives a 409 that says so', async () => {
    const video = await createVideo(app, creator.id);
    const list = await send(app, creator, 'GET', `/api/videos/${video.id}/captions`);
    expect(list.body.transcription).toEqual({ available: false, status: 'none', error: null });
    const asked = await send(app, creator, 'POST', `/api/videos/${video.id}/captions/transcribe`, {});
    expect(asked.status).toBe(409);
    expect(asked.body.error.message).toBe(CAPTION_MESSAGES.transcriptionUnavailable);
  });
});
