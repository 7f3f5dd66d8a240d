import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, getJson, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo } from '../factories/media.ts';
import { localSide, remoteUserId, settled, startFederatedApp, startPeer, type LocalSide, type Peer, type PeerName } from './federation-peers.ts';
import type { NotificationItem } from '../../src/shared/api-types.ts';

/**
 * Issue 40: what Mastodon, Loops and PeerTube really send (tests/fixtures/federation) reaches a Popreel inbox
 * signed as they sign it, and becomes the follow, like, repost, comment or report a local action would.
 */

let app: TestApp;
let admin: TestUser;
let mp4: Uint8Array;
const peers: Peer[] = [];

beforeAll(async () => {
  app = await startFederatedApp();
  admin = await createUser(app);
  await makeAdmin(app, admin);
  mp4 = (await makeVideo({ width: 360, height: 640, seconds: 1 })).bytes;
}, 60_000);
afterAll(async () => {
  await Promise.all(peers.map((peer) => peer.close()));
  await app?.close();
});

const notifications = async (user: TestUser) => (await getJson<{ items: NotificationItem[] }>(app, user, '/api/notifications')).items;
const follow = (followerId: string, followeeId: string) =>
  app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', followerId).where('followeeId', '=', followeeId).executeTakeFirst();
const like = (userId: string, videoId: string) => app.ctx.db.selectFrom('videoLikes').selectAll().where('userId', '=', userId).where('videoId', '=', videoId).executeTakeFirst();
const comment = (videoId: string, userId: string) => app.ctx.db.selectFrom('comments').selectAll().where('videoId', '=', videoId).where('userId', '=', userId).executeTakeFirst();

/** The first of a fixture's comment texts that matters, and what an edit adds (null: the peer cannot edit). */
const TEXTS: Record<PeerName, { comment: RegExp; edited: string | null }> = {
  mastodon: { comment: /^@\S+ that last jump is unreal 😂\nHow many takes did it need\?\n\n#popreel$/, edited: '(asking for a friend)' },
  loops: { comment: /^@\S+ this loop is so smooth 🔥\n\n#popreel$/, edited: 'what camera?' },
  peertube: { comment: /^@\S+@localhost:\d+ love the \*\*slow-mo\*\* at the end!\n\nWhich lens was that\?$/, edited: null },
};

describe.each<PeerName>(['mastodon', 'loops', 'peertube'])('fixtures from %s', (name) => {
  let peer: Peer;
  let bob: TestUser;
  let videoId: string;
  let local: LocalSide;
  let alice: string;
  const send = async (file: string, inbox?: string) => {
    const response = await peer.deliver(peer.activity(file, local), { inbox });
    expect(response.status, `${file}: ${await response.clone().text()}`).toBe(202);
  };

  beforeAll(async () => {
    peer = await startPeer(name, { mp4 });
    peers.push(peer);
    bob = await createUser(app);
    videoId = (await createVideo(app, bob.id, { caption: 'the big jump #bikes' })).id;
    local = localSide(app.url, bob, videoId);
  });

  it('Follow makes a follow of the local account, notified and accepted; Undo takes it back', async () => {
    await send('follow.json');
    alice = await remoteUserId(app, peer.actor());
    await waitFor(() => follow(alice, bob.id), 'follow row');
    expect((await getJson<{ followerCount: number }>(app, bob, `/api/profiles/${bob.id}`)).followerCount).toBe(1);
    const note = (await notifications(bob)).find((item) => item.type === 'follow');
    expect(note).toMatchObject({ fromUserId: alice, fromUsername: `alice@${new URL(peer.origin).host}` });
    const profile = await app.ctx.db.selectFrom('profiles').select(['host', 'username']).where('userId', '=', alice).executeTakeFirstOrThrow();
    expect(profile).toEqual({ host: new URL(peer.origin).host, username: `alice@${new URL(peer.origin).host}` });
    // The Accept goes back to alice's inbox, naming her Follow.
    const accept = await waitFor(async () => peer.received.find((activity) => activity.type === 'Accept'), 'Accept delivered', 20_000);
    expect(JSON.stringify(accept.object)).toContain(String(peer.activity('follow.json', local).id));

    await send('undo-follow.json');
    await waitFor(async () => !(await follow(alice, bob.id)), 'follow removed');
    expect((await getJson<{ followerCount: number }>(app, bob, `/api/profiles/${bob.id}`)).followerCount).toBe(0);
  });

  it('Like makes a like of the local video, notified; Undo takes it back', async () => {
    await send('like.json');
    await waitFor(() => like(alice, videoId), 'like row');
    expect((await getJson<{ likeCount: number }>(app, bob, `/api/videos/${videoId}`)).likeCount).toBe(1);
    expect((await notifications(bob)).find((item) => item.type === 'like')).toMatchObject({ fromUserId: alice, videoId: videoId });
    await send('undo-like.json');
    await waitFor(async () => !(await like(alice, videoId)), 'like removed');
    expect((await getJson<{ likeCount: number }>(app, bob, `/api/videos/${videoId}`)).likeCount).toBe(0);
  });

  if (name !== 'peertube') it('Announce makes a repost of the local video, notified; Undo takes it back', async () => {
    const repost = () => app.ctx.db.selectFrom('reposts').selectAll().where('userId', '=', alice).where('videoId', '=', videoId).executeTakeFirst();
    await send('announce.json');
    await waitFor(repost, 'repost row');
    expect((await getJson<{ repostCount: number }>(app, bob, `/api/videos/${videoId}`)).repostCount).toBe(1);
    expect((await notifications(bob)).find((item) => item.type === 'repost')).toMatchObject({ fromUserId: alice, videoId: videoId });
    await send('undo-announce.json');
    await waitFor(async () => !(await repost()), 'repost removed');
    expect((await getJson<{ repostCount: number }>(app, bob, `/api/videos/${videoId}`)).repostCount).toBe(0);
  });

  it('a reply Note becomes a comment in plain text, notified; an Update edits it and a Delete removes it', async () => {
    await send('create-note-comment.json');
    const made = await waitFor(() => comment(videoId, alice), 'comment row');
    expect(made.content).toMatch(TEXTS[name].comment);
    expect(made.content).not.toMatch(/[<>]|&nbsp;|&amp;/);
    expect(made.content).toContain(`@${bob.username}`);
    // The owner hears of it once: as a mention when the text names them the way Popreel reads mentions.
    const kind = name === 'peertube' ? 'comment' : 'mention';
    expect((await notifications(bob)).find((item) => item.type === kind)).toMatchObject({ fromUserId: alice, videoId: videoId });

    const edited = TEXTS[name].edited;
    if (edited) {
      await send('update-note-comment.json');
      await waitFor(async () => (await comment(videoId, alice))?.content.includes(edited), 'edited comment');
    }
    const objectId = String((peer.activity('create-note-comment.json', local).object as { id: string }).id);
    peer.forget(objectId);
    // Mastodon addresses a Delete to the public only: it reaches the shared inbox of every server that knows the post.
    await send('delete-note-comment.json', `${app.url}/ap/inbox`);
    await waitFor(async () => !(await comment(videoId, alice)), 'comment removed');
  });

  if (name !== 'loops') it('Flag files a report that reaches the admin queue', async () => {
    await send('flag.json');
    const queue = await waitFor(async () => {
      const page = await getJson<{ items: Array<{ videoId?: string | null; details?: string | null; targetId?: string }> }>(app, admin, '/api/admin/reports');
      const ours = page.items.filter((item) => JSON.stringify(item).includes(videoId));
      return ours.length > 0 && ours;
    }, 'report in the queue', 20_000);
    expect(JSON.stringify(queue)).toContain(name === 'mastodon' ? 'Reposted from someone else without credit' : 'This video is a **re-upload**');
  });

  it('a video post by an account someone here follows is fetched as a remote video', async () => {
    // bob follows alice back through the API, as a person would; the Follow goes to the peer.
    const response = await fetch(`${app.url}/api/users/${alice}/follow`, { method: 'POST', headers: bob.headers });
    expect(response.status).toBeLessThan(300);
    const file = name === 'peertube' ? 'create-video.json' : 'create-note-video.json';
    const activity = peer.activity(file, local);
    expect((await peer.deliver(activity, { inbox: `${app.url}/ap/inbox` })).status).toBe(202);
    const uri = String((activity.object as { id: string }).id);
    const video = await waitFor(() => app.ctx.db.selectFrom('videos').selectAll().where('remoteUri', '=', uri).executeTakeFirst(), 'remote video row', 30_000);
    expect(video.userId).toBe(alice);
    expect(video.caption).toContain(name === 'peertube' ? 'Morning loop along the canal' : 'Morning loop along the canal 🚲 #bikes');
    if (name !== 'mastodon') return;
    // One end-to-end case: transcoded like an upload, then in the follower's Following feed.
    const feed = await waitFor(async () => {
      const page = await getJson<{ items: Array<{ id: string; hlsUrl: string | null }> }>(app, bob, '/api/feed/following');
      return page.items.some((item) => item.id === video.id) && page;
    }, 'remote video in the Following feed', 60_000);
    expect(feed.items.map((item) => item.id)).toContain(video.id);
    // Issue 57: a remote video streams from a ladder of its own, as an upload does.
    const card = feed.items.find((item) => item.id === video.id)!;
    expect(card.hlsUrl).toBe(`/api/videos/${video.id}/hls/master.m3u8`);
    const master = await fetch(`${app.url}${card.hlsUrl}`, { headers: bob.headers });
    expect(master.status).toBe(200);
    expect(await master.text()).toContain('#EXT-X-STREAM-INF');
  }, 90_000);

  if (name === 'peertube') it('an Announce of a PeerTube video (with or without @context) is taken and changes nothing here', async () => {
    const before = await app.ctx.db.selectFrom('shares').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    await send('announce-video.json', `${app.url}/ap/inbox`);
    const bare = await peer.deliver(peer.activity('announce-video-without-context.json', local), { inbox: `${app.url}/ap/inbox` });
    expect(bare.status).toBeLessThan(500);
    await settled(app);
    const after = await app.ctx.db.selectFrom('shares').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
