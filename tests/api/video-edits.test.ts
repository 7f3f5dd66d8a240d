import type { AsJson } from '../../src/shared/as-json.ts';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createSound, soundUse } from '../factories/sounds.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import type { EditSource, Sound, VideoEdit } from '../../src/shared/sound-types.ts';

/** The editor's server half: the owner's source, exports that replace or post, and the extracted original sound. */
let app: TestApp;
let owner: TestUser;
let stranger: TestUser;
let clip: Uint8Array;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  owner = await createUser(app);
  stranger = await createUser(app);
  clip = (await makeVideo({ seconds: 2, width: 180, height: 320 })).bytes;
});
afterAll(() => app?.close());

const call = async <T>(as: TestUser, method: string, path: string, body?: FormData) => {
  const response = await fetch(`${app.url}${path}`, { method, headers: as.headers, body });
  return { status: response.status, body: (await response.json()) as AsJson<T> & { error?: { message: string } } };
};
const wait = () => new Promise((resolve) => setTimeout(resolve, 200));

/** Uploads count against the hourly limit of 10, so the original-sound tests use their own account. */
async function readyVideo(fields: Record<string, string> = {}, bytes = clip, as = owner) {
  const created = await call<{ id: string }>(as, 'POST', '/api/videos', uploadForm(bytes, { caption: 'to be edited', ...fields }));
  for (let waited = 0; waited < 60_000; waited += 200, await wait()) {
    const row = await app.ctx.db.selectFrom('videos').select(['status', 'musicTrackId']).where('id', '=', created.body.id).executeTakeFirstOrThrow();
    if (row.status === 'ready') return created.body.id;
  }
  throw new Error('the upload never became ready');
}

async function settled(as: TestUser, editId: string) {
  for (let waited = 0; waited < 60_000; waited += 200, await wait()) {
    const { body } = await call<VideoEdit>(as, 'GET', `/api/video-edits/${editId}`);
    if (body.status !== 'processing') return body;
  }
  throw new Error('the edit never settled');
}
const exportForm = (fields: Record<string, string>) => uploadForm(clip, fields, 'edited.mp4');
const editedFiles = async (user: TestUser) => readdir(join(app.ctx.config.dataDir, 'storage', 'videos', 'edited', user.id)).catch(() => [] as string[]);

describe('who may edit', () => {
  it('gives the owner the source with a signed link and the sound; anyone else gets the spec message', async () => {
    const sound = await createSound(app, { title: 'Source Sound' });
    const id = await readyVideo({ musicTrackId: sound.id });
    const source = await call<EditSource>(owner, 'GET', `/api/videos/${id}/edit-source`);
    expect(source.status).toBe(200);
    expect(source.body).toMatchObject({ id, caption: 'to be edited', width: 180, height: 320, sound: { id: sound.id, title: 'Source Sound' } });
    expect((await fetch(new URL(source.body.videoUrl, app.url))).status).toBe(200);

    const refused = await call(stranger, 'GET', `/api/videos/${id}/edit-source`);
    expect(refused.status).toBe(403);
    expect(refused.body.error!.message).toBe('You can only edit your own videos');
    const upload = await call(stranger, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'new' }));
    expect(upload.status).toBe(403);
    expect(upload.body.error!.message).toBe('You can only edit your own videos');
    expect(await editedFiles(stranger)).toEqual([]);
    expect((await call(stranger, 'POST', `/api/videos/${id}/original-sound`)).status).toBe(403);
    expect((await call(owner, 'GET', '/api/videos/00000000-0000-4000-8000-000000000000/edit-source')).status).toBe(404);
  });

  it('refuses a hidden video (no re-posting what moderators hid) and one still processing', async () => {
    const id = await readyVideo();
    await app.ctx.db.updateTable('videos').set({ hidden: true }).where('id', '=', id).execute();
    expect((await call(owner, 'GET', `/api/videos/${id}/edit-source`)).status).toBe(403);
    expect((await call(owner, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'new' }))).status).toBe(403);
    await app.ctx.db.updateTable('videos').set({ hidden: false, status: 'processing' }).where('id', '=', id).execute();
    expect((await call(owner, 'GET', `/api/videos/${id}/edit-source`)).status).toBe(409);
  });

  it('refuses a bad mode or an unknown sound and keeps no file', async () => {
    const id = await readyVideo();
    const before = await editedFiles(owner);
    const badMode = await call(owner, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'overwrite' }));
    expect(badMode.status).toBe(400);
    const ghost = await call(owner, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'new', musicTrackId: '00000000-0000-4000-8000-000000000000' }));
    expect(ghost.status).toBe(400);
    expect(ghost.body.error!.message).toBe('Sound not found');
    expect(await editedFiles(owner)).toEqual(before);
  });
});

describe('exports', () => {
  it("'Replace Original' switches playback to edited/{userId}/edited-{timestamp}.mp4 with the new sound", async () => {
    const oldSound = await createSound(app, { title: 'Old Sound' });
    const newSound = await createSound(app, { title: 'New Sound' });
    const id = await readyVideo({ musicTrackId: oldSound.id });
    const submitted = await call<VideoEdit>(owner, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'replace', musicTrackId: newSound.id }));
    expect(submitted.status).toBe(202);
    expect(submitted.body).toMatchObject({ videoId: id, mode: 'replace', status: 'processing', resultVideoId: id });
    expect(await settled(owner, submitted.body.id)).toMatchObject({ status: 'ready' });

    const video = await app.ctx.db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(video.editedPath).toMatch(new RegExp(`^edited/${owner.id}/edited-\\d+\\.mp4$`));
    expect(video.musicTrackId).toBe(newSound.id);
    expect(await soundUse(app, newSound.id)).toBe(1);
    expect(await soundUse(app, oldSound.id)).toBe(0);
    const link = await call<{ url: string }>(owner, 'GET', `/api/videos/${id}/link`);
    expect(link.body.url).toContain(video.editedPath);
    // The edit streams from a ladder of its own, beside its MP4 (issue 57).
    const edited = video.editedPath!.split('/').pop()!;
    expect(video.hlsPath).toBe(video.editedPath!.replace(/\.mp4$/, '-hls'));
    // The export's upload is removed right after the switch (a retry before it would need it): soon, not at once.
    await expect.poll(async () => (await editedFiles(owner)).sort()).toEqual([edited.replace(/\.mp4$/, '-hls'), edited]);
    expect((await call(stranger, 'GET', `/api/video-edits/${submitted.body.id}`)).status).toBe(404);
  });

  it("'Save as New Post' posts a second video with the caption and the sound; the original stays", async () => {
    const sound = await createSound(app, { title: 'Fresh Sound' });
    const id = await readyVideo();
    const submitted = await call<VideoEdit>(owner, 'POST', `/api/videos/${id}/edits`, exportForm({ mode: 'new', musicTrackId: sound.id }));
    expect(submitted.status).toBe(202);
    const done = await settled(owner, submitted.body.id);
    expect(done.status).toBe('ready');
    expect(done.resultVideoId).not.toBe(id);
    const posted = await app.ctx.db.selectFrom('videos').selectAll().where('id', '=', done.resultVideoId!).executeTakeFirstOrThrow();
    expect(posted).toMatchObject({ userId: owner.id, caption: 'to be edited', musicTrackId: sound.id, status: 'ready' });
    expect(posted.storagePath).toMatch(new RegExp(`^edited/${owner.id}/edited-\\d+\\.mp4$`));
    expect(await soundUse(app, sound.id)).toBe(1);
    const original = await app.ctx.db.selectFrom('videos').select(['editedPath', 'musicTrackId']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(original).toEqual({ editedPath: null, musicTrackId: null });
  });
});

describe('original sound', () => {
  let narrator: TestUser;
  beforeAll(async () => {
    narrator = await createUser(app);
  });

  /**
   * Asks for the extraction, asks again at once (the same job answers), then follows its progress until it has
   * run: every answer before that is 202 with the one job queued for the video.
   */
  async function extracted(id: string) {
    const path = `/api/videos/${id}/original-sound`;
    expect((await call(narrator, 'GET', path)).status).toBe(404);
    const jobs = new Set<string>();
    let answer = await call<Sound & { status?: string }>(narrator, 'POST', path);
    for (let asked = 0; answer.status === 202; asked += 1) {
      expect(['queued', 'running']).toContain(answer.body.status);
      jobs.add(answer.body.id);
      if (asked > 300) throw new Error('the extraction never finished');
      answer = await call<Sound & { status?: string }>(narrator, asked === 0 ? 'POST' : 'GET', path);
      if (answer.status === 202) await wait();
    }
    return { ...answer, jobs: [...jobs] };
  }

  it('saves the video audio as a user_uploaded track at original/{userId}/original/{videoId}.mp3, once, through one job', async () => {
    const id = await readyVideo({}, clip, narrator);
    const first = await extracted(id);
    expect(first.jobs).toHaveLength(1);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ title: `Original sound - ${narrator.username}`, artist: narrator.username, licenseType: 'user_uploaded' });
    expect(first.body.duration).toBeGreaterThan(1.5);
    const row = await app.ctx.db.selectFrom('tracks').select('audioPath').where('id', '=', first.body.id).executeTakeFirstOrThrow();
    expect(row.audioPath).toBe(`original/${narrator.id}/original/${id}.mp3`);
    const again = await call<Sound>(narrator, 'POST', `/api/videos/${id}/original-sound`);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    const listed = await call<{ items: Sound[] }>(narrator, 'GET', `/api/sounds?q=${encodeURIComponent(narrator.username)}`);
    expect(listed.body.items.map((s) => s.id)).toEqual([first.body.id]);
    const audio = await call<{ url: string }>(narrator, 'GET', `/api/sounds/${first.body.id}/audio`);
    expect((await fetch(new URL(audio.body.url, app.url))).headers.get('content-type')).toBe('audio/mpeg');
  });

  it('says so when the video has no sound, once the job has listened, and does not queue it again', async () => {
    const silent = (await makeVideo({ seconds: 1, width: 160, height: 284, audio: false })).bytes;
    const id = await readyVideo({}, silent, narrator);
    const refused = await extracted(id);
    expect(refused.jobs).toHaveLength(1);
    expect(refused.status).toBe(400);
    expect(refused.body.error!.message).toBe('This video has no sound to extract');
    expect((await call(narrator, 'POST', `/api/videos/${id}/original-sound`)).status).toBe(400);
    const jobs = await app.ctx.db.selectFrom('jobs').select(['status', 'attempts']).where('kind', '=', 'original-sound').where(sql<string>`payload->>'videoId'`, '=', id).execute();
    expect(jobs).toEqual([{ status: 'failed', attempts: 1 }]);
  });
});
