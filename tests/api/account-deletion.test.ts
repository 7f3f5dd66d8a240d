import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { DELETED_ACCOUNT_ID } from '../../src/server/data/repos/account-erasure.repo.ts';
import { accountFolders } from '../../src/server/domain/account/account-deletion.service.ts';

/** Deleting an account (issue 24): deactivated at once, restorable for 7 days, then erased with its files. */
let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Our own data directory, so the crash test can restart the app on the same files.
  dataDir = await mkdtemp(join(resolve('.test-data'), 'deletion-'));
  app = await startTestApp({ workers: true, dataDir });
});
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Scene {
  person: TestUser;
  friend: TestUser;
  videoId: string;
  friendVideoId: string;
  roomId: string;
  files: Array<{ bucket: 'videos' | 'stories' | 'avatars' | 'thumbnails'; key: string }>;
}

/** A person who posted, commented, liked, popped, followed and chatted, and a friend who follows them back. */
async function scene(): Promise<Scene> {
  const [person, friend] = [await createUser(app), await createUser(app)];
  const { db, store } = app.ctx;
  const video = await createVideo(app, person.id, { caption: 'soon to be gone' });
  const friendVideo = await createVideo(app, friend.id, { caption: 'the friend stays' });
  const files = [
    { bucket: 'videos' as const, key: video.storagePath },
    { bucket: 'thumbnails' as const, key: `${person.id}/${video.id}.jpg` },
    { bucket: 'avatars' as const, key: `${person.id}/avatar.png` },
    { bucket: 'stories' as const, key: `${person.id}/story.jpg` },
  ];
  for (const file of files) await store.put(file.bucket, file.key, Buffer.from(`bytes of ${file.key}`), { contentType: 'application/octet-stream' });
  await db.insertInto('stories').values({ userId: person.id, mediaPath: `${person.id}/story.jpg`, mediaType: 'image', status: 'ready', expiresAt: new Date(Date.now() + 3600_000) }).execute();
  await postJson(app, `/api/users/${friend.id}/follow`, {}, person.headers);
  await postJson(app, `/api/users/${person.id}/follow`, {}, friend.headers);
  await fetch(`${app.url}/api/videos/${friendVideo.id}/like`, { method: 'PUT', headers: person.headers });
  await postJson(app, `/api/videos/${friendVideo.id}/reaction`, { type: 'pop' }, person.headers);
  await postJson(app, '/api/comments', { videoId: friendVideo.id, content: 'words that outlive me' }, person.headers);
  const room = await db.insertInto('chatRooms').values({ name: 'Deletion room', createdBy: person.id }).returning('id').executeTakeFirstOrThrow();
  await postJson(app, `/api/chat/rooms/${room.id}/messages`, { content: 'a message that stays' }, person.headers);
  return { person, friend, videoId: video.id, friendVideoId: friendVideo.id, roomId: room.id, files };
}

const followingFeedIds = async (viewer: TestUser) => (await getJson<{ items: Array<{ id: string }> }>(app, viewer, '/api/feed/following')).items.map((item) => item.id);
const commentsOn = async (viewer: TestUser, videoId: string) => (await getJson<{ items: Array<{ content: string; username: string; avatarUrl: string | null }> }>(app, viewer, `/api/videos/${videoId}/comments`)).items;
const messagesIn = async (viewer: TestUser, roomId: string) => (await getJson<{ items: Array<{ content: string; username: string }> }>(app, viewer, `/api/chat/rooms/${roomId}/messages`)).items;
const counts = async (friend: Scene['friend'], videoId: string) => ({
  profile: await app.ctx.db.selectFrom('profiles').select(['followerCount', 'followingCount']).where('userId', '=', friend.id).executeTakeFirstOrThrow(),
  video: await app.ctx.db.selectFrom('videos').select(['likeCount', 'popCount', 'commentCount']).where('id', '=', videoId).executeTakeFirstOrThrow(),
});
const requestDeletion = (user: TestUser, password = user.password) => postJson(app, '/api/me/deletion', { password }, user.headers);
const endGracePeriod = (userId: string) => app.ctx.db.updateTable('profiles').set({ deactivatedAt: sql<Date>`now() - interval '8 days'` }).where('userId', '=', userId).execute();

describe('deleting an account', () => {
  it('deactivates at once: signed out everywhere, and gone from every read, while their words stay as "deleted user"', async () => {
    const { person, friend, videoId, friendVideoId, roomId } = await scene();
    expect(await followingFeedIds(friend)).toContain(videoId);
    const wrong = await requestDeletion(person, 'not-the-password');
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Your password is incorrect');
    expect(await followingFeedIds(friend)).toContain(videoId);

    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers: person.headers });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const deleted = await requestDeletion(person);
    expect(deleted.status).toBe(202);
    const { eraseAfter: eraseAfter } = await deleted.json();
    expect(Date.parse(eraseAfter) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(deleted.headers.getSetCookie()[0]).toMatch(/^popreel_session=;/);
    expect(await closed).toBe(4001);
    expect((await fetch(`${app.url}/api/me`, { headers: person.headers })).status).toBe(401);

    expect(await followingFeedIds(friend)).not.toContain(videoId);
    expect((await fetch(`${app.url}/api/profiles/${person.id}`, { headers: friend.headers })).status).toBe(404);
    expect((await fetch(`${app.url}/api/videos/${videoId}`, { headers: friend.headers })).status).toBe(404);
    const people = await getJson<{ items: Array<{ userId: string }> }>(app, friend, `/api/search/people?q=${person.username}`);
    expect(people.items.map((p) => p.userId)).not.toContain(person.id);
    const rings = await getJson<unknown>(app, friend, '/api/stories/rings');
    expect(JSON.stringify(rings)).not.toContain(person.id);
    expect(await commentsOn(friend, friendVideoId)).toEqual([expect.objectContaining({ content: 'words that outlive me', username: 'deleted user', avatarUrl: null })]);
    expect(await messagesIn(friend, roomId)).toEqual([expect.objectContaining({ content: 'a message that stays', username: 'deleted user' })]);
  });

  it('is cancelled by signing in within the grace period, and everything comes back', async () => {
    const { person, friend, videoId } = await scene();
    await requestDeletion(person);
    const back = await postJson(app, '/api/auth/sign-in', { email: person.email, password: person.password });
    expect(back.status).toBe(200);
    expect((await back.json()).deletionCancelled).toBe(true);
    expect(await followingFeedIds(friend)).toContain(videoId);
    expect((await fetch(`${app.url}/api/profiles/${person.id}`, { headers: friend.headers })).status).toBe(200);
    // The queued erasure finds nothing to do once its time comes.
    expect(await app.ctx.services.accountDeletion.erase(person.id)).toBe(false);
  });

  it('erases after the grace period: files, rows and counts, leaving others’ content intact', async () => {
    const { person, friend, friendVideoId, roomId, files } = await scene();
    const before = await counts(friend, friendVideoId);
    expect(before).toEqual({ profile: { followerCount: 1, followingCount: 1 }, video: { likeCount: 1, popCount: 1, commentCount: 1 } });
    await requestDeletion(person);
    await endGracePeriod(person.id);
    expect((await postJson(app, '/api/auth/sign-in', { email: person.email, password: person.password })).status).toBe(401);

    await app.ctx.services.accountDeletion.queueDue();
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (!(await app.ctx.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst())) break;
    }
    expect(await app.ctx.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst()).toBeUndefined();
    for (const file of files) expect(await app.ctx.store.exists(file.bucket, file.key), `${file.bucket}/${file.key}`).toBe(false);
    for (const table of ['videos', 'stories', 'sessions', 'videoLikes', 'videoReactions', 'accountTokens'] as const) {
      const left = await app.ctx.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).where('userId', '=', person.id).executeTakeFirstOrThrow();
      expect(left.n, table).toBe(0);
    }
    expect(await counts(friend, friendVideoId)).toEqual({ profile: { followerCount: 0, followingCount: 0 }, video: { likeCount: 0, popCount: 0, commentCount: 1 } });
    expect(await commentsOn(friend, friendVideoId)).toEqual([expect.objectContaining({ content: 'words that outlive me', username: 'deleted user' })]);
    expect(await messagesIn(friend, roomId)).toEqual([expect.objectContaining({ content: 'a message that stays', username: 'deleted user' })]);
    const kept = await app.ctx.db.selectFrom('comments').select('userId').where('videoId', '=', friendVideoId).executeTakeFirstOrThrow();
    expect(kept.userId).toBe(DELETED_ACCOUNT_ID);
    expect(await app.ctx.services.accountDeletion.erase(person.id)).toBe(false);
  });

  it('finishes an erasure that crashed half-way, after a restart', async () => {
    const { person, friend, friendVideoId, files } = await scene();
    await requestDeletion(person);
    await endGracePeriod(person.id);
    // What a worker killed mid-erasure leaves: some folders already emptied, no row deleted (the transaction never
    // committed), and its job still marked running with the lock of a process that is gone.
    await app.ctx.jobs.stop();
    const [firstBucket, firstFolder] = accountFolders(person.id)[0];
    await app.ctx.store.deletePrefix(firstBucket, firstFolder);
    await app.ctx.db
      .insertInto('jobs')
      .values({ kind: 'erase-account', payload: JSON.stringify({ userId: person.id }), status: 'running', attempts: 1, lockedAt: new Date(Date.now() - 20 * 60_000), runAt: new Date(Date.now() - 20 * 60_000) })
      .execute();

    expect(await app.ctx.store.exists(files[3].bucket, files[3].key)).toBe(true);
    const databaseUrl = app.databaseUrl;
    await app.close();
    app = await startTestApp({ databaseUrl, workers: true, dataDir });
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      if (!(await app.ctx.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst())) break;
    }
    expect(await app.ctx.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst()).toBeUndefined();
    for (const file of files) expect(await app.ctx.store.exists(file.bucket, file.key)).toBe(false);
    const job = await app.ctx.db.selectFrom('jobs').select('status').where('kind', '=', 'erase-account').where('status', '=', 'done').execute();
    expect(job.length).toBeGreaterThan(0);
    expect((await counts(friend, friendVideoId)).video.likeCount).toBe(0);
  });
});
