import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo, uploadForm } from '../factories/media.ts';
import { emptyArchive, unzip, zipOf } from '../factories/zip.ts';
import { localSide, startFederatedApp, startPeer, type PeerName } from './federation-peers.ts';
import type { VideoImport } from '../../src/shared/video-import.schema.ts';
import type { DataExport } from '../../src/shared/account-answers.schema.ts';
import { IMPORT_MESSAGES } from '../../src/shared/video-import.ts';

/**
 * Issue 58 part 3's "Done when": Maya's data export from server A imports into a fresh account on server B, and
 * her profile, videos (playing), caption tracks, collections, blocks and mutes match; the accounts she followed
 * are listed to re-follow. Then the refusals: not an archive, no sign-in, a video whose file the zip lacks.
 */
let a: TestApp;
let b: TestApp;
let maya: TestUser;
let troll: TestUser;
let bore: TestUser;
let friend: TestUser;
let archive: Buffer;
const videos: string[] = [];
const CUES = 'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\nHello from A\n';
const FIRST_POSTED = new Date('2025-03-04T05:06:07.000Z');

beforeAll(async () => {
  [a, b] = await Promise.all([startFederatedApp(), startFederatedApp()]);
  [maya, troll, bore, friend] = await Promise.all([createUser(a), createUser(a), createUser(a), createUser(a)]);
  const { db, store } = a.ctx;
  await db.updateTable('profiles').set({ bio: 'Dancer, moving house' }).where('userId', '=', maya.id).execute();
  const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
  const avatar = await fetch(`${a.url}/api/me/avatar`, { method: 'PUT', headers: maya.headers, body: uploadForm(picture, {}, 'me.jpg', 'image/jpeg') });
  expect(avatar.status).toBeLessThan(300);
  const bytes = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  for (const caption of ['first dance', 'second dance']) {
    const video = await createVideo(a, maya.id, { caption, createdAt: FIRST_POSTED });
    await store.put('videos', video.storagePath, Buffer.from(bytes), { contentType: 'video/mp4' });
    videos.push(video.id);
  }
  await db.updateTable('videos').set({ altText: 'Two people dancing on a roof', visibility: 'followers', title: 'Roof' }).where('id', '=', videos[0]).execute();
  await a.ctx.services.captions.put(maya.id, videos[0], 'en', { vtt: CUES, status: 'published' });
  const trips = await db.insertInto('collections').values({ userId: maya.id, name: 'Trips', public: true }).returning('id').executeTakeFirstOrThrow();
  for (const videoId of videos) {
    await db.insertInto('videoFavourites').values({ videoId, userId: maya.id }).execute();
    await db.insertInto('collectionVideos').values({ collectionId: trips.id, userId: maya.id, videoId }).execute();
  }
  await db.insertInto('blocks').values({ blockerId: maya.id, blockedId: troll.id }).execute();
  await db.insertInto('mutes').values({ muterId: maya.id, mutedId: bore.id }).execute();
  await db.insertInto('follows').values({ followerId: maya.id, followeeId: friend.id }).execute();
  archive = await exportOf(a, maya);
}, 120_000);
afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

/** The person's data export from `app`, as they download it. */
async function exportOf(app: TestApp, user: TestUser): Promise<Buffer> {
  expect((await postJson(app, '/api/me/exports', {}, user.headers)).status).toBe(202);
  const ready = await waitFor(async () => {
    const [latest] = await getJson<DataExport[]>(app, user, '/api/me/exports');
    return latest?.status === 'ready' && latest;
  }, 'a ready export', 30_000);
  return Buffer.from(await (await fetch(`${app.url}${ready.downloadUrl}`, { headers: user.headers })).arrayBuffer());
}

const hostOf = (app: TestApp) => new URL(app.url).host;
const form = (bytes: Buffer, name = 'popreel-data.zip') => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/zip' }), name);
  return body;
};
const send = (user: TestUser | null, bytes: Buffer) => fetch(`${b.url}/api/me/imports/archive`, { method: 'POST', headers: user ? user.headers : { origin: b.url }, body: form(bytes) });
const current = (user: TestUser, id: string) => getJson<VideoImport>(b, user, `/api/me/imports/${id}`);
const pickAll = (user: TestUser, listed: VideoImport) =>
  fetch(`${b.url}/api/me/imports/${listed.id}/videos`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify({ itemIds: listed.items.map((item) => item.id) }) });
const finished = (user: TestUser, id: string) =>
  waitFor(async () => {
    const answer = await current(user, id);
    return answer.items.every((item) => item.status === 'imported' || item.status === 'failed') && answer;
  }, 'every picked video imported or failed', 60_000);

describe('moving in with a portable archive', () => {
  it('brings the profile, blocks and mutes, lists the videos and the accounts followed, then imports the videos with captions and collections', async () => {
    const newcomer = await createUser(b);
    const answer = await send(newcomer, archive);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const listed = (await answer.json()) as VideoImport;
    expect(listed.source).toBe('archive');
    expect(listed.items.map((item) => [item.caption, item.postedAt, item.status]).sort()).toEqual([
      ['first dance', FIRST_POSTED.toISOString(), 'listed'],
      ['second dance', FIRST_POSTED.toISOString(), 'listed'],
    ]);
    expect(listed.items.map((item) => item.link).sort()).toEqual(videos.map((id) => `${a.url}/ap/notes/v-${id}`).sort());
    expect(listed.following).toEqual([{ name: `${friend.username}@${hostOf(a)}`, match: null }]);

    // The profile and the lists are applied by a job: each account on A is looked up from B over ActivityPub.
    const applied = await waitFor(async () => {
      const state = await current(newcomer, listed.id);
      return state.profile?.applied && state.accounts.every((account) => account.status !== 'listed') && state;
    }, 'the archive’s profile and lists applied', 30_000);
    expect(applied.profile).toEqual({ bio: 'Dancer, moving house', avatar: true, applied: true });
    expect(applied.accounts).toEqual([
      { handle: `${troll.username}@${hostOf(a)}`, list: 'block', status: 'done' },
      { handle: `${bore.username}@${hostOf(a)}`, list: 'mute', status: 'done' },
    ]);
    const remote = (user: TestUser) => b.ctx.db.selectFrom('remoteActors').select('userId').where('uri', '=', `${a.url}/ap/users/${user.id}`).executeTakeFirstOrThrow();
    const [trollThere, boreThere] = [(await remote(troll)).userId, (await remote(bore)).userId];
    expect(await b.ctx.db.selectFrom('blocks').select('blockedId').where('blockerId', '=', newcomer.id).execute()).toEqual([{ blockedId: trollThere }]);
    expect(await b.ctx.db.selectFrom('mutes').select('mutedId').where('muterId', '=', newcomer.id).execute()).toEqual([{ mutedId: boreThere }]);
    const profile = await getJson<{ bio: string }>(b, newcomer, `/api/profiles/${newcomer.id}`);
    expect(profile.bio).toBe('Dancer, moving house');
    // The same picture, made this server's avatar by its own avatar job.
    const pixel = await waitFor(async () => {
      const stored = await b.ctx.store.read('avatars', `${newcomer.id}/avatar.png`).catch(() => null);
      return stored && (await sharp(stored).raw().toBuffer({ resolveWithObject: true })).data;
    }, 'the avatar made on B', 20_000);
    // #e11d48 through JPEG and a resize: each channel within a few steps of (225, 29, 72).
    [225, 29, 72].forEach((want, channel) => expect(Math.abs(pixel[channel] - want)).toBeLessThan(12));

    expect((await pickAll(newcomer, listed)).status).toBe(202);
    const done = await finished(newcomer, listed.id);
    expect(done.items.map((item) => item.status)).toEqual(['imported', 'imported']);

    // Each is a draft with its settings and first date, and plays for its owner once transcoded.
    const made = await b.ctx.db
      .selectFrom('videos')
      .select(['id', 'caption', 'title', 'altText', 'visibility', 'originallyPostedAt', 'status'])
      .where('userId', '=', newcomer.id)
      .orderBy('caption')
      .execute();
    expect(made.map(({ caption, title, altText, visibility, originallyPostedAt }) => ({ caption, title, altText, visibility, originallyPostedAt }))).toEqual([
      { caption: 'first dance', title: 'Roof', altText: 'Two people dancing on a roof', visibility: 'followers', originallyPostedAt: FIRST_POSTED },
      { caption: 'second dance', title: 'Untitled Video', altText: null, visibility: 'public', originallyPostedAt: FIRST_POSTED },
    ]);
    const [first, second] = made;
    const card = await waitFor(async () => {
      const video = await getJson<{ status: string; videoUrl: string | null }>(b, newcomer, `/api/videos/${first.id}`).catch(() => null);
      return video?.videoUrl ? video : null;
    }, 'the first imported video transcoded', 60_000);
    const played = await fetch(new URL(card.videoUrl!, b.url), { headers: newcomer.headers });
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/mp4');

    // Its caption track, as it was on A.
    const captions = await getJson<{ items: Array<{ language: string; status: string; cues: Array<{ text: string }> }> }>(b, newcomer, `/api/videos/${first.id}/captions`);
    expect(captions.items.map((track) => [track.language, track.status, track.cues.map((cue) => cue.text)])).toEqual([['en', 'published', ['Hello from A']]]);

    // The collection, made once, holding both.
    const collections = await getJson<{ items: Array<{ id: string; name: string; public: boolean }> }>(b, newcomer, '/api/me/collections');
    expect(collections.items.map(({ name, public: shown }) => ({ name, public: shown }))).toEqual([{ name: 'Trips', public: true }]);
    const held = await b.ctx.db.selectFrom('collectionVideos').select('videoId').where('collectionId', '=', collections.items[0].id).execute();
    expect(held.map((row) => row.videoId).sort()).toEqual([first.id, second.id].sort());
  });

  it('refuses what is not an archive, and a visitor', async () => {
    const someone = await createUser(b);
    const notZip = await send(someone, Buffer.from('{"not": "a zip"}'));
    expect(notZip.status).toBe(400);
    expect((await notZip.json()).error.message).toBe(IMPORT_MESSAGES.archiveUnreadable);
    // A zip, but a TikTok export's, with no manifest.
    const tiktok = await send(someone, await zipOf({ 'user_data_tiktok.json': '{}' }));
    expect(tiktok.status).toBe(400);
    expect((await tiktok.json()).error.message).toBe(IMPORT_MESSAGES.archiveUnreadable);
    expect((await send(null, await emptyArchive())).status).toBe(401);
    const noFile = await fetch(`${b.url}/api/me/imports/archive`, { method: 'POST', headers: { ...someone.headers, 'content-type': 'application/json' }, body: '{}' });
    expect(noFile.status).toBe(400);
    expect((await getJson<{ imports: unknown[] }>(b, someone, '/api/me/imports')).imports).toEqual([]);
  });

  it('fails a video whose file the archive lacks, with that reason, and brings the other', async () => {
    const entries = await unzip(archive);
    entries.delete(`media/videos/${videos[1]}.mp4`);
    const someone = await createUser(b);
    const answer = await send(someone, await zipOf(Object.fromEntries(entries)));
    expect(answer.status).toBe(201);
    const listed = (await answer.json()) as VideoImport;
    expect((await pickAll(someone, listed)).status).toBe(202);
    const done = await finished(someone, listed.id);
    expect(done.items.map((item) => [item.caption, item.status, item.reason]).sort()).toEqual([
      ['first dance', 'imported', null],
      ['second dance', 'failed', 'missing-file'],
    ]);
    expect(await b.ctx.db.selectFrom('videos').select('caption').where('userId', '=', someone.id).execute()).toEqual([{ caption: 'first dance' }]);
  });

  it('deletes a week-old archive, after which its videos cannot be picked from it', async () => {
    const someone = await createUser(b);
    const listed = (await (await send(someone, archive)).json()) as VideoImport;
    const stored = await b.ctx.db.selectFrom('videoImports').select('archiveKey').where('id', '=', listed.id).executeTakeFirstOrThrow();
    expect(await b.ctx.store.exists('exports', stored.archiveKey!)).toBe(true);
    await b.ctx.db.updateTable('videoImports').set({ createdAt: new Date(Date.now() - 8 * 86_400_000) }).where('id', '=', listed.id).execute();
    await b.ctx.services.archiveImports.expireArchives();
    expect(await b.ctx.store.exists('exports', stored.archiveKey!)).toBe(false);
    expect((await pickAll(someone, listed)).status).toBe(202);
    const done = await finished(someone, listed.id);
    expect(done.items.map((item) => item.reason)).toEqual(['missing-file', 'missing-file']);
  });
});

describe('bringing the videos of one’s own account on another server', () => {
  const fromOutbox = (user: TestUser, handle: string) =>
    fetch(`${b.url}/api/me/imports/outbox`, { method: 'POST', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify({ handle }) });
  const upload = async (user: TestUser, fields: Record<string, string>) => {
    const answer = await fetch(`${a.url}/api/videos`, { method: 'POST', headers: user.headers, body: uploadForm((await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes, fields) });
    expect(answer.status, await answer.clone().text()).toBe(201);
    return ((await answer.json()) as { id: string }).id;
  };

  it('lists the public videos only once that account names this one under "Also known as", then imports them', async () => {
    const [lena, newcomer] = [await createUser(a), await createUser(b)];
    const shown = await upload(lena, { caption: 'public on A' });
    await upload(lena, { caption: 'followers only on A', visibility: 'followers' });
    await waitFor(async () => {
      const rows = await a.ctx.db.selectFrom('videos').select('status').where('userId', '=', lena.id).execute();
      return rows.length === 2 && rows.every((row) => row.status === 'ready');
    }, 'both videos ready on A', 60_000);
    const handle = `${lena.username}@${hostOf(a)}`;

    // Not proven yet: anyone could type anyone's handle.
    const refused = await fromOutbox(newcomer, handle);
    expect(refused.status).toBe(422);
    expect((await refused.json()).error.message).toBe(IMPORT_MESSAGES.notAliased);

    // On A, Lena names her new account on B; now B lists her public video, and only it.
    const aliased = await fetch(`${a.url}/api/me/also-known-as`, {
      method: 'PUT',
      headers: { ...lena.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ handles: [`${newcomer.username}@${hostOf(b)}`] }),
    });
    expect(aliased.status, await aliased.clone().text()).toBe(200);
    const answer = await fromOutbox(newcomer, `@${handle}`);
    expect(answer.status, await answer.clone().text()).toBe(201);
    const listed = (await answer.json()) as VideoImport;
    expect(listed).toMatchObject({ source: 'outbox', fromAccount: handle, following: [], accounts: [], profile: null });
    expect(listed.items.map((item) => [item.caption, item.status])).toEqual([['public on A', 'listed']]);
    expect(listed.items[0].link).toContain(shown);

    expect((await pickAll(newcomer, listed)).status).toBe(202);
    const done = await finished(newcomer, listed.id);
    expect(done.items.map((item) => [item.status, item.reason])).toEqual([['imported', null]]);
    const made = await b.ctx.db.selectFrom('videos').select(['caption', 'status', 'originallyPostedAt']).where('id', '=', done.items[0].videoId!).executeTakeFirstOrThrow();
    expect(made.caption).toBe('public on A');
    expect(made.originallyPostedAt).not.toBeNull();
  });

  it.each<[PeerName, string]>([
    ['loops', 'create-note-video.json'],
    ['peertube', 'create-video.json'],
  ])('reads a %s outbox in its own shape (%s) once the account names this one, and imports its video', async (name, file) => {
    const newcomer = await createUser(b);
    const peer = await startPeer(name, { mp4: (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes });
    try {
      // The peer's account names the newcomer under alsoKnownAs and has one video in its outbox.
      const actorId = peer.actor();
      const actor = (await (await fetch(actorId, { headers: { accept: 'application/activity+json' } })).json()) as Record<string, unknown>;
      const outboxId = `${peer.origin}/outbox-for-import`;
      peer.serve({ ...actor, alsoKnownAs: [`${b.ctx.federation.deps.urls.origin}/ap/users/${newcomer.id}`], outbox: outboxId });
      const create = peer.activity(file, localSide(b.ctx.federation.deps.urls.origin, newcomer, '00000000-0000-4000-8000-000000000000'));
      // Another account's video in the same outbox does not become this person's.
      const object = create.object as Record<string, unknown>;
      const theirs = { ...create, id: `${String(create.id)}-theirs`, object: { ...object, id: `${String(object.id)}-theirs`, attributedTo: `${peer.origin}/users/someone-else` } };
      peer.serve({ '@context': 'https://www.w3.org/ns/activitystreams', id: outboxId, type: 'OrderedCollection', totalItems: 2, orderedItems: [theirs, create] });
      const handle = `${String(actor.preferredUsername)}@${new URL(peer.origin).host}`;
      const resource = encodeURIComponent(`acct:${handle}`);
      peer.serve({ id: `${peer.origin}/.well-known/webfinger?resource=${resource}`, subject: `acct:${handle}`, links: [{ rel: 'self', type: 'application/activity+json', href: actorId }] });

      const answer = await fromOutbox(newcomer, handle);
      expect(answer.status, await answer.clone().text()).toBe(201);
      const listed = (await answer.json()) as VideoImport;
      expect(listed.items).toHaveLength(1);
      expect(listed.items[0].postedAt).not.toBeNull();
      expect((await pickAll(newcomer, listed)).status).toBe(202);
      const done = await finished(newcomer, listed.id);
      expect(done.items.map((item) => [item.status, item.reason])).toEqual([['imported', null]]);
    } finally {
      await peer.close();
    }
  });

  it('refuses a handle that is not one, this server’s own, an account not found, and a visitor', async () => {
    const someone = await createUser(b);
    expect((await fromOutbox(someone, 'not a handle')).status).toBe(400);
    expect((await fromOutbox(someone, `${someone.username}@${hostOf(b)}`)).status).toBe(422);
    expect((await fromOutbox(someone, `nobody_here@${hostOf(a)}`)).status).toBe(422);
    const visitor = await fetch(`${b.url}/api/me/imports/outbox`, { method: 'POST', headers: { origin: b.url, 'content-type': 'application/json' }, body: JSON.stringify({ handle: 'x@a.example' }) });
    expect(visitor.status).toBe(401);
  });
});
