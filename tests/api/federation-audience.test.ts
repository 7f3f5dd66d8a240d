import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { localSide, remoteUserId, settled, startFederatedApp, startPeer, type Peer } from './federation-peers.ts';
import { startHandPeer, type HandPeer } from './hand-peer/hand-peer.ts';

/**
 * Issue 52 items 1, 3, 4 and 8, at the ActivityPub door as strangers see it: H1 (a private account's outbox),
 * M1 (Notes of videos and comments nobody may see), M3 (remote posts keep their audience), retraction when an
 * account goes private or is banned, and remote avatars fetched and made like local ones.
 */
let app: TestApp;
let bob: TestUser;
let mastodon: Peer;
let alice: string;

const AP = { accept: 'application/activity+json' };
const get = (path: string) => fetch(`${app.url}${path}`, { headers: AP });
const json = async (path: string) => (await (await get(path)).json()) as Record<string, unknown>;

beforeAll(async () => {
  app = await startFederatedApp();
  bob = await createUser(app);
  mastodon = await startPeer('mastodon', { mp4: (await makeVideo({ width: 360, height: 640, seconds: 1 })).bytes });
  // alice of Mastodon follows bob, and bob follows her back.
  const local = localSide(app.url, bob, (await createVideo(app, bob.id)).id);
  await mastodon.deliver(mastodon.activity('follow.json', local));
  alice = await remoteUserId(app, mastodon.actor());
  await waitFor(() => app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', alice).executeTakeFirst(), 'follow');
  await postJson(app, `/api/users/${alice}/follow`, {}, bob.headers);
}, 60_000);
afterAll(async () => {
  await mastodon?.close();
  await app?.close();
});

describe('what a stranger may read', () => {
  it("lists nothing of a private account's videos in its outbox (H1), and its videos once it is public", async () => {
    const carol = await createUser(app);
    const video = await createVideo(app, carol.id, { caption: 'carol private caption' });
    await send(app, carol, 'PUT', '/api/me/privacy', { privateAccount: true });
    const outbox = `/ap/users/${carol.id}/outbox`;
    expect(await json(outbox)).toMatchObject({ totalItems: 0 });
    const page = JSON.stringify(await json(`${outbox}?cursor=0`));
    expect(page).not.toContain(video.id);
    expect(page).not.toContain('carol private caption');
    await send(app, carol, 'PUT', '/api/me/privacy', { privateAccount: false });
    expect(JSON.stringify(await json(`${outbox}?cursor=0`))).toContain(video.id);
  });

  it('answers 404 for the Note of a followers-only, Only me or draft video, and of a hidden or banned comment (M1)', async () => {
    const open = await createVideo(app, bob.id);
    const followers = await createVideo(app, bob.id, { visibility: 'followers' });
    const onlyMe = await createVideo(app, bob.id, { visibility: 'only_me' });
    const draft = await createVideo(app, bob.id);
    await app.ctx.db.updateTable('videos').set({ status: 'held' }).where('id', '=', draft.id).execute();
    for (const video of [followers, onlyMe, draft]) expect((await get(`/ap/notes/v-${video.id}`)).status, video.id).toBe(404);
    expect((await get(`/ap/notes/v-${open.id}`)).status).toBe(200);

    const [writer, banned] = [await createUser(app), await createUser(app)];
    const comment = async (videoId: string, userId: string) =>
      (await app.ctx.db.insertInto('comments').values({ videoId: videoId, userId: userId, content: 'a comment' }).returning('id').executeTakeFirstOrThrow()).id;
    const shown = await comment(open.id, writer.id);
    const hidden = await comment(open.id, writer.id);
    await app.ctx.db.updateTable('comments').set({ hiddenAt: new Date() }).where('id', '=', hidden).execute();
    const byBanned = await comment(open.id, banned.id);
    await app.ctx.services.moderation.setBanned(banned.id, true);
    const onClosed = await Promise.all([followers, onlyMe, draft].map((video) => comment(video.id, writer.id)));
    for (const id of [hidden, byBanned, ...onClosed]) expect((await get(`/ap/notes/c-${id}`)).status, id).toBe(404);
    expect((await get(`/ap/notes/c-${shown}`)).status).toBe(200);
  });
});

describe('retraction', () => {
  it('deletes the public videos that went out when the account goes private, and the actor when it is banned', async () => {
    const dana = await createUser(app);
    const local = localSide(app.url, dana, (await createVideo(app, dana.id)).id);
    const asked = mastodon.activity('follow.json', local);
    await mastodon.deliver({ ...asked, id: `${String(asked.id)}/dana` });
    await waitFor(() => app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', alice).where('followeeId', '=', dana.id).executeTakeFirst(), 'follow');
    const video = await createVideo(app, dana.id);
    await app.ctx.services.federationOutbox.emit({ event: 'video-published', videoId: video.id });
    const note = `${app.url}/ap/notes/v-${video.id}`;
    await waitFor(async () => mastodon.received.some((activity) => activity.type === 'Create' && JSON.stringify(activity).includes(note)), 'Create delivered', 20_000);

    await send(app, dana, 'PUT', '/api/me/privacy', { privateAccount: true });
    const deleted = await waitFor(async () => mastodon.received.find((activity) => activity.type === 'Delete' && JSON.stringify(activity.object).includes(note)), 'Delete delivered', 20_000);
    expect(deleted.actor).toBe(`${app.url}/ap/users/${dana.id}`);

    await app.ctx.services.moderation.setBanned(dana.id, true);
    const actor = `${app.url}/ap/users/${dana.id}`;
    await waitFor(async () => mastodon.received.some((activity) => activity.type === 'Delete' && activity.object === actor), 'actor Delete delivered', 20_000);
  });
});

describe('remote posts keep their audience (M3)', () => {
  const post = (suffix: string, to: string[], cc: string[], inReplyTo: string | null = null) => {
    const activity = mastodon.activity('create-note-video.json', localSide(app.url, bob, 'none'));
    const object = activity.object as Record<string, unknown>;
    const id = `${String(object.id)}${suffix}`;
    return { ...activity, id: `${id}/activity`, to, cc, object: { ...object, id, to, cc, inReplyTo } };
  };
  const followersOf = () => `${mastodon.actor()}/followers`;

  it("stores a followers-only video as followers-only: its followers here watch it, nobody else does; a direct one not at all", async () => {
    const limited = post('-followers', [followersOf()], []);
    const direct = post('-direct', [`${app.url}/ap/users/${bob.id}`], []);
    for (const activity of [limited, direct]) expect((await mastodon.deliver(activity, { inbox: `${app.url}/ap/inbox` })).status).toBe(202);
    const uri = String((limited.object as { id: string }).id);
    const row = await waitFor(() => app.ctx.db.selectFrom('videos').select(['id', 'visibility']).where('remoteUri', '=', uri).executeTakeFirst(), 'followers-only video', 30_000);
    expect(row.visibility).toBe('followers');
    await settled(app);
    expect(await app.ctx.db.selectFrom('videos').select('id').where('remoteUri', '=', String((direct.object as { id: string }).id)).execute()).toEqual([]);
    await app.ctx.db.updateTable('videos').set({ status: 'ready' }).where('id', '=', row.id).execute();
    const stranger = await createUser(app);
    expect((await send(app, bob, 'GET', `/api/videos/${row.id}`)).status).toBe(200);
    expect((await send(app, stranger, 'GET', `/api/videos/${row.id}`)).status).toBe(404);
  }, 60_000);

  it('takes a reply as a comment only when it is addressed to Public', async () => {
    const video = await createVideo(app, bob.id);
    const target = `${app.url}/ap/notes/v-${video.id}`;
    const quiet = post('-quiet-reply', [followersOf(), `${app.url}/ap/users/${bob.id}`], [], target);
    const open = post('-open-reply', ['https://www.w3.org/ns/activitystreams#Public'], [followersOf()], target);
    for (const activity of [quiet, open]) expect((await mastodon.deliver(activity, { inbox: `${app.url}/ap/inbox` })).status).toBe(202);
    await waitFor(() => app.ctx.db.selectFrom('comments').select('id').where('remoteUri', '=', String((open.object as { id: string }).id)).executeTakeFirst(), 'public reply');
    await settled(app);
    expect(await app.ctx.db.selectFrom('comments').select('id').where('remoteUri', '=', String((quiet.object as { id: string }).id)).execute()).toEqual([]);
  });
});

describe('remote avatars (item 8)', () => {
  let peer: HandPeer;
  afterAll(() => peer?.close());

  it("fetches a remote account's avatar through the safe fetch and makes it a square PNG like a local one", async () => {
    const avatar = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#f06' } }).png().toBuffer();
    peer = await startHandPeer({ host: '127.0.0.4', avatar });
    peer.actor('painter');
    await send(app, bob, 'GET', `/api/search/people?q=${encodeURIComponent(`@painter@${peer.host}`)}`);
    const userId = await remoteUserId(app, peer.actor('painter'));
    const avatarUrl = await waitFor(async () => {
      const row = await app.ctx.db.selectFrom('profiles').select('avatarUrl').where('userId', '=', userId).executeTakeFirstOrThrow();
      return row.avatarUrl;
    }, 'remote avatar', 30_000);
    const [bucket, ...key] = avatarUrl.split('/');
    const stored = await sharp(await app.ctx.store.read(bucket as 'avatars', key.join('/'))).metadata();
    expect({ format: stored.format, width: stored.width, height: stored.height }).toEqual({ format: 'png', width: 512, height: 512 });
  });
});

describe('reposts (issue 55)', () => {
  it('go out as an Announce to a remote follower, addressed as the video is, and their undoing as an Undo', async () => {
    const carol = await createUser(app);
    const video = await createVideo(app, carol.id, { caption: 'worth passing on' });
    const note = `${app.url}/ap/notes/v-${video.id}`;
    expect((await send(app, bob, 'PUT', `/api/videos/${video.id}/repost`)).status).toBe(200);
    const announce = await waitFor(async () => mastodon.received.find((activity) => activity.type === 'Announce' && activity.object === note), 'Announce delivered', 20_000);
    expect(announce).toMatchObject({ actor: `${app.url}/ap/users/${bob.id}`, to: 'https://www.w3.org/ns/activitystreams#Public' });
    expect(JSON.stringify(announce)).toContain(`${app.url}/ap/users/${bob.id}/followers`);

    expect((await send(app, bob, 'DELETE', `/api/videos/${video.id}/repost`)).status).toBe(200);
    const undo = await waitFor(
      async () => mastodon.received.find((activity) => activity.type === 'Undo' && JSON.stringify(activity.object).includes('Announce') && JSON.stringify(activity.object).includes(note)),
      'Undo delivered',
      20_000,
    );
    expect(undo.actor).toBe(`${app.url}/ap/users/${bob.id}`);
  });
});
