import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { createSound, soundUse } from '../factories/sounds.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import type { Sound, SoundPage, TrendingSound } from '../../src/shared/sound-types.ts';

/** The sound library: lists, search, trending, detail, its videos, audio links and a sound on upload. */
let app: TestApp;
let user: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  user = await createUser(app);
});
afterAll(() => app?.close());

const get = async <T>(path: string, as: TestUser | null = user) => {
  const response = await fetch(`${app.url}${path}`, { headers: as?.headers ?? {} });
  return { status: response.status, body: (await response.json()) as AsJson<T> };
};
const titles = (page: { items: { title: string }[] }) => page.items.map((sound) => sound.title);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

it('lists sounds newest first, 20 a page, and searches title, artist or genre in any case', async () => {
  for (let i = 0; i < 22; i += 1) await createSound(app, { title: `Loop ${String(i).padStart(2, '0')}`, artist: 'Page Maker', createdAt: hoursAgo(100 - i) });
  await createSound(app, { title: 'Harbour Lights', artist: 'Sea Shanty Crew', genre: 'Folk', createdAt: hoursAgo(200) });
  const first = await get<SoundPage>('/api/sounds');
  expect(first.status).toBe(200);
  expect(first.body.items).toHaveLength(20);
  expect(titles(first.body).slice(0, 2)).toEqual(['Loop 21', 'Loop 20']);
  expect(first.body.nextCursor).toEqual(expect.any(String));
  const second = await get<SoundPage>(`/api/sounds?cursor=${encodeURIComponent(first.body.nextCursor!)}`);
  expect(titles(second.body)).toEqual(['Loop 01', 'Loop 00', 'Harbour Lights']);
  expect(second.body.nextCursor).toBeNull();

  expect(titles((await get<SoundPage>('/api/sounds?q=harbour')).body)).toEqual(['Harbour Lights']);
  expect(titles((await get<SoundPage>('/api/sounds?q=SHANTY')).body)).toEqual(['Harbour Lights']);
  expect(titles((await get<SoundPage>('/api/sounds?q=folk')).body)).toEqual(['Harbour Lights']);
  expect((await get<SoundPage>('/api/sounds?q=%25')).body.items).toEqual([]);
  expect((await get<SoundPage>('/api/sounds?sort=loudest')).status).toBe(400);
  // A cursor belongs to its order: a newest-first one is refused by the most-used list.
  expect((await get<SoundPage>(`/api/sounds?sort=popular&cursor=${encodeURIComponent(first.body.nextCursor!)}`)).status).toBe(400);
  expect((await get('/api/sounds', null)).status).toBe(401);
});

it('ranks the top 10 by use as Trending, and sorts a picker by use', async () => {
  const sounds = [];
  for (let i = 0; i < 12; i += 1) sounds.push(await createSound(app, { title: `Hit ${i}` }));
  // Uses come from videos: the trigger counts each video that uses the sound.
  for (const [index, sound] of sounds.entries()) {
    for (let n = 0; n < 40 + index; n += 1) {
      const video = await createVideo(app, user.id);
      await app.ctx.db.updateTable('videos').set({ musicTrackId: sound.id }).where('id', '=', video.id).execute();
    }
  }
  const trending = (await get<{ items: TrendingSound[] }>('/api/sounds/trending')).body.items;
  expect(trending).toHaveLength(10);
  expect(trending.map((s) => [s.rank, s.title, s.soundUse])).toEqual(
    Array.from({ length: 10 }, (_, i) => [i + 1, `Hit ${11 - i}`, 51 - i]),
  );
  const popular = await get<SoundPage>('/api/sounds?sort=popular&q=hit');
  expect(titles(popular.body).slice(0, 3)).toEqual(['Hit 11', 'Hit 10', 'Hit 9']);
});

it('shows one sound and its visible videos newest first; 404 for a missing sound', async () => {
  const sound = await createSound(app, { title: 'Grid Sound', licenseType: 'user_uploaded' });
  const author = await createUser(app);
  const banned = await createUser(app);
  const blocked = await createUser(app);
  const older = await createVideo(app, author.id, { createdAt: hoursAgo(2) });
  const newer = await createVideo(app, author.id, { createdAt: hoursAgo(1) });
  const hidden = await createVideo(app, author.id, { hidden: true });
  const byBanned = await createVideo(app, banned.id);
  const byBlocked = await createVideo(app, blocked.id);
  const ids = [older.id, newer.id, hidden.id, byBanned.id, byBlocked.id];
  await app.ctx.db.updateTable('videos').set({ musicTrackId: sound.id }).where('id', 'in', ids).execute();
  await banUser(app, banned);
  expect((await postJson(app, '/api/blocks', { blockedId: blocked.id }, user.headers)).status).toBeLessThan(300);

  const detail = await get<Sound>(`/api/sounds/${sound.id}`);
  expect(detail.body).toMatchObject({ title: 'Grid Sound', licenseType: 'user_uploaded', soundUse: 5, duration: 1 });
  expect(detail.body).not.toHaveProperty('audio_path');
  const videos = await get<{ items: { id: string; username: string; thumbnailUrl: string | null }[] }>(`/api/sounds/${sound.id}/videos`);
  expect(videos.body.items.map((v) => v.id)).toEqual([newer.id, older.id]);
  expect(videos.body.items[0].username).toBe(author.username);

  const missing = await get<{ error: { message: string } }>('/api/sounds/00000000-0000-4000-8000-000000000000');
  expect(missing.status).toBe(404);
  expect(missing.body.error.message).toBe('Sound not found');
  expect((await get('/api/sounds/00000000-0000-4000-8000-000000000000/videos')).status).toBe(404);
  expect((await get('/api/sounds/not-a-uuid')).status).toBe(400);
});

it('hands out audio links that play: 300 s for a preview, 3600 s for the editor', async () => {
  const sound = await createSound(app);
  const preview = await get<{ url: string; expiresIn: number }>(`/api/sounds/${sound.id}/audio`);
  expect(preview.body.expiresIn).toBe(300);
  const editor = await get<{ url: string; expiresIn: number }>(`/api/sounds/${sound.id}/audio?purpose=editor`);
  expect(editor.body.expiresIn).toBe(3600);
  for (const link of [preview.body.url, editor.body.url]) {
    const audio = await fetch(new URL(link, app.url));
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect((await audio.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  }
  expect((await get(`/api/sounds/${sound.id}/audio?purpose=download`)).status).toBe(400);
});

it('uploads a video with a sound: the use count rises and the card shows the sound; an unknown sound is refused', async () => {
  const sound = await createSound(app, { title: 'Upload Tune', artist: 'Card Artist' });
  const clip = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  const upload = (fields: Record<string, string>) => fetch(`${app.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm(clip, fields) });
  const created = await upload({ caption: 'with a sound', musicTrackId: sound.id });
  expect(created.status).toBe(201);
  const video = await created.json();
  expect(video.musicTrackId).toBe(sound.id);
  expect(await soundUse(app, sound.id)).toBe(1);
  await app.ctx.db.updateTable('videos').set({ status: 'ready' }).where('id', '=', video.id).execute();
  const card = await get<{ sound: unknown }>(`/api/videos/${video.id}`);
  expect(card.body.sound).toEqual({ id: sound.id, title: 'Upload Tune', artist: 'Card Artist' });

  const refused = await upload({ caption: 'ghost sound', musicTrackId: '00000000-0000-4000-8000-000000000000' });
  expect(refused.status).toBe(400);
  expect((await refused.json()).error.message).toBe('Sound not found');
  const rows = await app.ctx.db.selectFrom('videos').select('caption').where('userId', '=', user.id).where('caption', '=', 'ghost sound').execute();
  expect(rows).toEqual([]);
});

it('searches sounds through the trigram index', async () => {
  const { sql } = await import('kysely');
  const plan = await app.ctx.db.connection().execute(async (connection) => {
    await sql`set enable_seqscan = off`.execute(connection);
    const rows = await sql<{ 'QUERY PLAN': string }>`explain select * from tracks
      where (title || ' ' || artist || ' ' || coalesce(genre, '')) ilike ${'%harbour%'}`.execute(connection);
    await sql`reset enable_seqscan`.execute(connection);
    return rows.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
  expect(plan).toContain('tracks_search_idx');
});
