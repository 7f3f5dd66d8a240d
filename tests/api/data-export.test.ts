import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { outboxMessages, waitForMail } from '../factories/mail.ts';
import { unzip } from '../factories/zip.ts';
import type { DataExport } from '../../src/shared/account-answers.schema.ts';
import type { NotificationItem } from '../../src/shared/api-types.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
});
afterAll(() => app?.close());

const VIDEO_BYTES = Buffer.from('not really an mp4, but the bytes of one stored video');

/** A person who has done a bit of everything: a video with its file, a story, a comment, a like, a favourite, a follow, a message. */
async function activePerson() {
  const [person, friend] = [await createUser(app), await createUser(app)];
  const { db, store } = app.ctx;
  const video = await createVideo(app, person.id, { caption: 'my exported video' });
  await store.put('videos', video.storagePath, VIDEO_BYTES, { contentType: 'video/mp4' });
  await app.ctx.services.captions.put(person.id, video.id, 'en', { vtt: 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nMy own words\n', status: 'draft' });
  const theirs = await createVideo(app, friend.id);
  await db.insertInto('comments').values({ videoId: theirs.id, userId: person.id, content: 'a comment worth keeping' }).execute();
  await db.insertInto('videoLikes').values({ videoId: theirs.id, userId: person.id }).execute();
  await db.insertInto('videoFavourites').values({ videoId: theirs.id, userId: person.id }).execute();
  await db.insertInto('watchHistory').values({ videoId: theirs.id, userId: person.id }).execute();
  await db.insertInto('reposts').values({ videoId: theirs.id, userId: person.id }).execute();
  const kept = await db.insertInto('collections').values({ userId: person.id, name: 'Kept for later', public: true }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('collectionVideos').values({ collectionId: kept.id, userId: person.id, videoId: theirs.id }).execute();
  await db.insertInto('follows').values({ followerId: person.id, followeeId: friend.id }).execute();
  const room = await db.insertInto('chatRooms').values({ name: 'Export room', createdBy: friend.id }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('chatMessages').values({ roomId: room.id, senderId: person.id, content: 'hello from the export' }).execute();
  const storyKey = `${person.id}/story-1.jpg`;
  await store.put('stories', storyKey, Buffer.from('story bytes'), { contentType: 'image/jpeg' });
  await db.insertInto('stories').values({ userId: person.id, mediaPath: storyKey, mediaType: 'image', status: 'ready', expiresAt: new Date(Date.now() + 3600_000) }).execute();
  await db.insertInto('reports').values({ videoId: theirs.id, reporterId: person.id, reason: 'spam' }).execute();
  await db.insertInto('analyticsEvents').values({ userId: person.id, name: 'place_view', props: JSON.stringify({ source: 'export test' }) }).execute();
  return { person, friend, video, theirs };
}

async function readyExport(user: TestUser): Promise<AsJson<DataExport>> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const [latest] = await getJson<DataExport[]>(app, user, '/api/me/exports');
    if (latest?.status === 'ready') return latest;
  }
  throw new Error('the export never became ready');
}

describe('download my data', () => {
  it('zips the profile, videos with their files, comments, likes, reposts, favourites, collections, watch history, follows, messages, stories, reports and events', async () => {
    const { person, video, theirs } = await activePerson();
    const requested = await postJson(app, '/api/me/exports', {}, person.headers);
    expect(requested.status).toBe(202);
    expect((await requested.json()).status).toBe('pending');
    const again = await postJson(app, '/api/me/exports', {}, person.headers);
    expect(again.status).toBe(409);

    const ready = await readyExport(person);
    expect(Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)).toBe(7 * 86_400_000);
    const download = await fetch(`${app.url}${ready.downloadUrl}`, { headers: person.headers });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="popreel-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(Buffer.from(await download.arrayBuffer()));

    expect(entries.get(`media/videos/${video.id}.mp4`)).toEqual(VIDEO_BYTES);
    const json = (name: string) => JSON.parse(entries.get(name)!.toString('utf8'));
    expect(json('account.json')[0]).toMatchObject({ id: person.id, email: person.email, username: person.username, watchHistoryPaused: false });
    expect(json('videos.json')[0]).toMatchObject({ id: video.id, caption: 'my exported video', file: `media/videos/${video.id}.mp4` });
    expect(json('captions.json')).toEqual([expect.objectContaining({ videoId: video.id, language: 'en', status: 'draft', source: 'upload', cues: [{ start: 0, end: 1, text: 'My own words' }] })]);
    expect(json('comments.json')[0].content).toBe('a comment worth keeping');
    expect(json('likes.json')).toHaveLength(1);
    expect(json('favourites.json')).toEqual([expect.objectContaining({ videoId: theirs.id })]);
    expect(json('watch-history.json')).toEqual([expect.objectContaining({ videoId: theirs.id })]);
    expect(json('reposts.json')).toEqual([expect.objectContaining({ videoId: theirs.id })]);
    expect(json('collections.json')).toEqual([expect.objectContaining({ name: 'Kept for later', public: true, videos: [expect.objectContaining({ videoId: theirs.id })] })]);
    expect(json('following.json')).toHaveLength(1);
    expect(json('chat-messages.json')[0]).toMatchObject({ content: 'hello from the export', roomName: 'Export room' });
    expect(json('stories.json')[0].file).toMatch(/^media\/stories\/.+\.jpg$/);
    expect(entries.get(json('stories.json')[0].file)!.toString()).toBe('story bytes');
    expect(json('reports.json')[0].reason).toBe('spam');
    expect(json('analytics-events.json')[0].name).toBe('place_view');
    expect(entries.get('README.txt')!.toString()).toContain('Your Popreel data');

    const { items: notifications } = await getJson<{ items: NotificationItem[] }>(app, person, '/api/notifications');
    expect(notifications[0]).toMatchObject({ type: 'export_ready', fromUserId: person.id });
    await waitForMail(() => outboxMessages(app.ctx.config.dataDir), (mail) => mail.to === person.email && mail.subject === 'Your Popreel data is ready');
  });

  it('holds a portable archive another server reads (FEP-6fcd): the actor, its videos with files, alt text and captions, collections, and the accounts followed, blocked and muted', async () => {
    const { person, friend, video } = await activePerson();
    const [blocked, muted] = [await createUser(app), await createUser(app)];
    const { db } = app.ctx;
    await db.updateTable('videos').set({ altText: 'a dancer on a rooftop', language: 'en' }).where('id', '=', video.id).execute();
    await db.insertInto('blocks').values({ blockerId: person.id, blockedId: blocked.id }).execute();
    await db.insertInto('mutes').values({ muterId: person.id, mutedId: muted.id }).execute();
    await db.insertInto('accountAliases').values({ userId: person.id, uri: 'https://elsewhere.example/users/me', handle: 'me@elsewhere.example' }).execute();
    const mine = await db.insertInto('collections').values({ userId: person.id, name: 'Mine', public: false }).returning('id').executeTakeFirstOrThrow();
    // A collection holds favourites: the video is saved first.
    await db.insertInto('videoFavourites').values({ videoId: video.id, userId: person.id }).execute();
    await db.insertInto('collectionVideos').values({ collectionId: mine.id, userId: person.id, videoId: video.id }).execute();
    await postJson(app, '/api/me/exports', {}, person.headers);
    const ready = await readyExport(person);
    const entries = await unzip(Buffer.from(await (await fetch(`${app.url}${ready.downloadUrl}`, { headers: person.headers })).arrayBuffer()));
    const file = (name: string) => entries.get(name)?.toString('utf8');
    // Named as this server federates them (its public origin, which may differ from the test's address).
    const origin = app.ctx.federation.deps.urls.origin;
    const host = new URL(origin).host;
    const actorId = `${origin}/ap/users/${person.id}`;
    const videoId = `${origin}/ap/notes/v-${video.id}`;

    const manifest = file('manifest.yml')!;
    expect(manifest).toContain('ubc-version: 0.1');
    expect(manifest).toContain(`controller: ${actorId}`);
    for (const listed of ['actor.json', 'outbox.json', 'following_accounts.csv', 'blocks.csv', 'mutes.csv', 'collections.json']) expect(manifest).toContain(`${listed}:`);

    expect(JSON.parse(file('activitypub/actor.json')!)).toMatchObject({ id: actorId, type: 'Person', preferredUsername: person.username, alsoKnownAs: ['https://elsewhere.example/users/me'] });
    const outbox = JSON.parse(file('activitypub/outbox.json')!);
    expect(outbox).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
    const note = outbox.orderedItems[0].object;
    expect(outbox.orderedItems[0]).toMatchObject({ type: 'Create', actor: actorId });
    expect(note).toMatchObject({ id: videoId, type: 'Note', attributedTo: actorId, content: 'my exported video', to: ['https://www.w3.org/ns/activitystreams#Public'] });
    expect(Date.parse(note.published)).toBe(new Date((await db.selectFrom('videos').select('createdAt').where('id', '=', video.id).executeTakeFirstOrThrow()).createdAt).getTime());
    expect(note.attachment[0]).toMatchObject({ type: 'Document', mediaType: 'video/mp4', name: 'a dancer on a rooftop' });
    expect(entries.get(note.attachment[0].url)).toEqual(VIDEO_BYTES);
    expect(note.subtitleLanguage).toEqual([{ identifier: 'en', url: `activitypub/captions/${video.id}.en.vtt` }]);
    expect(file(note.subtitleLanguage[0].url)).toMatch(/^WEBVTT[\s\S]*00:00:00\.000 --> 00:00:01\.000\nMy own words/);

    expect(file('activitypub/following_accounts.csv')).toBe(`Account address,Show boosts,Notify on new posts,Languages\n${friend.username}@${host},true,false,\n`);
    expect(file('activitypub/blocks.csv')).toBe(`Account address\n${blocked.username}@${host}\n`);
    expect(file('activitypub/mutes.csv')).toBe(`Account address,Hide notifications\n${muted.username}@${host},true\n`);
    expect(JSON.parse(file('popreel/collections.json')!)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Mine', public: false, videos: [expect.objectContaining({ id: videoId })] })]),
    );
  });

  it('answers only its owner, with a good and unexpired signature', async () => {
    const { person, friend } = await activePerson();
    await postJson(app, '/api/me/exports', {}, person.headers);
    const ready = await readyExport(person);
    const url = new URL(ready.downloadUrl!, app.url);
    expect((await fetch(url)).status).toBe(401);
    expect((await fetch(url, { headers: friend.headers })).status).toBe(404);
    const forged = new URL(url);
    forged.searchParams.set('sig', 'A'.repeat(43));
    expect((await fetch(forged, { headers: person.headers })).status).toBe(403);
    const later = new URL(url);
    later.searchParams.set('exp', String(Number(url.searchParams.get('exp')) + 86_400));
    expect((await fetch(later, { headers: person.headers })).status).toBe(403);

    await app.ctx.db.updateTable('dataExports').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', person.id).execute();
    const gone = await fetch(url, { headers: person.headers });
    expect(gone.status).toBe(410);
    expect((await gone.json()).error.message).toBe('This download link has expired — please request a new export');
    await app.ctx.services.dataExports.expireOld();
    const [expired] = await getJson<DataExport[]>(app, person, '/api/me/exports');
    expect(expired).toMatchObject({ status: 'expired', downloadUrl: null });
    expect(await app.ctx.store.exists('exports', `${person.id}/${expired.id}.zip`)).toBe(false);
  });
});
