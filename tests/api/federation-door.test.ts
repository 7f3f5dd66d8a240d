import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { makeVideo } from '../factories/media.ts';
import { send } from '../factories/moderation.ts';
import { settled, startFederatedApp } from './federation-peers.ts';
import { startHandPeer, type HandPeer } from './hand-peer/hand-peer.ts';
import {
  AS_PUBLIC,
  actorOf,
  failedDelivery,
  followFromPeer,
  followersOnlyVideo,
  insertRemoteFollower,
  isActivity,
  linksIn,
  noteOf,
  received,
  startCountingServer,
} from './federation-door-helpers.ts';

/**
 * Issue 52's "Done when", first bullet: Popreel against a peer written by hand, without Fedify, that signs as
 * Mastodon does, refuses RFC 9421 with a 401 and checks what Popreel sends with @peertube/http-signature. What
 * a followers-only video leaks, to whom, and where a delivery may be sent, judged from the other side of the wire.
 */

type Json = Record<string, unknown>;
const SLOW = 45_000;

describe('with loopback peers allowed (the test setting)', () => {
  let app: TestApp;
  /** The follower's server: its alice follows bob. */
  let peer: HandPeer;
  /** A server with nobody following anyone here: its signature proves who it is, and opens nothing. */
  let stranger: HandPeer;
  let bob: TestUser;
  let follow: Json;
  let mp4: Uint8Array;

  beforeAll(async () => {
    app = await startFederatedApp();
    [peer, stranger] = await Promise.all([startHandPeer({ host: '127.0.0.2' }), startHandPeer({ host: '127.0.0.3' })]);
    bob = await createUser(app);
    mp4 = (await makeVideo()).bytes;
    const asked = followFromPeer(app, peer, bob.id);
    follow = asked.follow;
    expect((await asked.response).status).toBe(202);
    // Bob is a public account: the follow is made at once, with alice's account fetched from the peer.
    const followRow = () =>
      app.ctx.db.selectFrom('follows').innerJoin('remoteActors', 'remoteActors.userId', 'follows.followerId').select('follows.followerId')
        .where('remoteActors.uri', '=', peer.actor()).where('follows.followeeId', '=', bob.id).executeTakeFirst();
    await waitFor(followRow, 'alice following bob', 20_000);
    // The Accept delivered (and the peer's signature scheme learnt) before any test publishes.
    await settled(app);
  });
  afterAll(async () => {
    await Promise.all([peer?.close(), stranger?.close()]);
    await app?.close();
  });

  /** Publishes a followers-only video of bob's as the transcode job would, and waits for the peer to take its Create. */
  async function publishToFollowers(caption: string) {
    const video = await followersOnlyVideo(app, bob.id, mp4, caption);
    await app.ctx.services.federationOutbox.emit({ event: 'video-published', videoId: video.id });
    const create = await received(peer, `Create of ${video.id}`, (request) => request.verified && isActivity(request.body, 'Create', noteOf(app, video.id)));
    return { video, create, note: create.body!.object as Json };
  }

  it('answers the Follow with an Accept that knocks with RFC 9421, takes the 401 and comes again as draft-cavage, which the peer verifies', async () => {
    const accepted = await received(peer, 'the Accept', (request) => request.verified && isActivity(request.body, 'Accept', String(follow.id)));
    const knocks = peer.inboxRequests.filter((request) => isActivity(request.body, 'Accept', String(follow.id)));
    // The first delivery to an origin it has not heard from: RFC 9421, refused; then the signature Mastodon reads.
    expect(knocks.map(({ scheme, status }) => ({ scheme, status }))).toEqual([
      { scheme: 'rfc9421', status: 401 },
      { scheme: 'draft-cavage', status: 202 },
    ]);
    expect(accepted).toMatchObject({ path: '/users/alice/inbox', digestOk: true, reason: null, keyId: expect.stringMatching(new RegExp(`^${actorOf(app, bob.id)}#`)) });
    expect(accepted.signedHeaders).toEqual(expect.arrayContaining(['(request-target)', 'host', 'date', 'digest']));
    expect(accepted.body).toMatchObject({ type: 'Accept', actor: actorOf(app, bob.id) });
  });

  it('sends a followers-only video to the follower’s shared inbox, with media links its server fetches unsigned', { timeout: SLOW }, async () => {
    const { video, create, note } = await publishToFollowers('for my followers only');
    // The origin is remembered as draft-cavage now: one request, no second RFC 9421 knock.
    expect(peer.inboxRequests.filter((request) => isActivity(request.body, 'Create', noteOf(app, video.id)))).toHaveLength(1);
    expect(create).toMatchObject({ path: '/inbox', scheme: 'draft-cavage', status: 202, digestOk: true });
    // Addressed to bob's followers and nobody else: no Public anywhere, so Mastodon shows it followers-only.
    const audience = [note.to, note.cc, create.body!.to, create.body!.cc].flat().filter(Boolean);
    expect(audience).toContain(`${actorOf(app, bob.id)}/followers`);
    expect(audience.filter((to) => [AS_PUBLIC, 'as:Public', 'Public'].includes(String(to)))).toEqual([]);

    const [file] = linksIn(note.attachment);
    const [poster] = linksIn(note.icon);
    expect(file).toMatch(new RegExp(`/v/${video.id}/video\\.mp4\\?key=\\w+$`));
    expect(poster).toMatch(new RegExp(`/v/${video.id}/card\\.jpg\\?key=\\w+$`));
    // What the follower's server does with media: a plain GET, no signature, redirects followed.
    const link = await fetch(file, { redirect: 'manual' });
    expect(link.status).toBe(302);
    const played = await fetch(file);
    expect(played.status).toBe(200);
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await played.arrayBuffer()).equals(Buffer.from(mp4))).toBe(true);
    const image = await fetch(poster);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    // The key is the capability: the same links without it are a stranger's, and find nothing.
    for (const url of [file, poster]) expect((await fetch(url.replace(/\?key=.*$/, ''), { redirect: 'manual' })).status).toBe(404);
  });

  it('gives a stranger’s unsigned GET nothing private: not the followers-only Note, not a private account’s outbox, not who follows whom', async () => {
    const secret = await followersOnlyVideo(app, bob.id, mp4, 'followers only, not for strangers');
    const noteUri = noteOf(app, secret.id);
    const unsigned = await peer.get(noteUri, { unsigned: true });
    expect(unsigned.status).toBe(404);
    expect(await unsigned.text()).not.toContain('not for strangers');
    // A signature alone opens nothing: the stranger's server has no follower of bob.
    expect((await stranger.get(noteUri, { as: 'instance' })).status).toBe(404);
    // The follower's server, signed as its instance actor, does get it: the door above is shut for a reason.
    const signed = await peer.get(noteUri, { as: 'instance' });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toMatchObject({ id: noteUri, type: 'Note' });

    // Carol's outbox lists her public video while her account is public, and nothing once it is private.
    const carol = await createUser(app);
    const shown = await createVideo(app, carol.id, { caption: 'public video of a soon private account' });
    const outbox = async () => {
      const collection = (await (await peer.get(`${actorOf(app, carol.id)}/outbox`, { unsigned: true })).json()) as AsJson<Json>;
      const page = await peer.get(`${actorOf(app, carol.id)}/outbox?cursor=0`, { unsigned: true });
      return { totalItems: collection.totalItems, page: { status: page.status, text: await page.text() } };
    };
    const before = await outbox();
    expect(before.totalItems).toBe(1);
    expect(before.page.text).toContain(shown.id);
    expect((await send(app, carol, 'PUT', '/api/me/privacy', { privateAccount: true })).status).toBe(200);
    const after = await outbox();
    expect(after.totalItems).toBe(0);
    expect(after.page.status).toBe(200);
    expect(after.page.text).not.toContain(shown.id);
    expect(JSON.parse(after.page.text)).not.toHaveProperty('orderedItems.0');

    // Bob's followers: how many, never who; not even to the follower's own server.
    for (const reader of [{ unsigned: true }, { as: 'instance' }]) {
      const followers = await peer.get(`${actorOf(app, bob.id)}/followers`, reader);
      const text = await followers.text();
      expect(JSON.parse(text)).toMatchObject({ type: 'OrderedCollection', totalItems: 1 });
      expect(JSON.parse(text)).not.toHaveProperty('orderedItems');
      expect(JSON.parse(text)).not.toHaveProperty('first');
      expect(text).not.toContain(peer.actor());
    }
  });

  it('retracts the video with a Delete at the inbox it went to when it is made Only me', { timeout: SLOW }, async () => {
    const { video, note } = await publishToFollowers('followers only, then only me');
    const [file] = linksIn(note.attachment);
    // Where the Create went is on record: the retraction is owed to exactly this inbox.
    const sentTo = await app.ctx.db.selectFrom('federationDeliveries').select(['inbox', 'audience']).where('objectUri', '=', noteOf(app, video.id)).execute();
    expect(sentTo).toEqual([{ inbox: `${peer.origin}/inbox`, audience: 'followers' }]);
    const changed = await send(app, bob, 'PATCH', `/api/videos/${video.id}`, { visibility: 'only_me' });
    expect(changed.status).toBe(200);
    const retraction = await received(peer, `Delete of ${video.id}`, (request) => request.verified && isActivity(request.body, 'Delete', noteOf(app, video.id)));
    expect(retraction).toMatchObject({ path: '/inbox', scheme: 'draft-cavage', status: 202, digestOk: true });
    expect(retraction.body).toMatchObject({ actor: actorOf(app, bob.id), object: { type: 'Tombstone' } });
    // What the follower's server kept stops working too: the old media key and its signed fetch of the Note.
    expect((await fetch(file, { redirect: 'manual' })).status).toBe(404);
    expect((await peer.get(noteOf(app, video.id), { as: 'instance' })).status).toBe(404);
  });

  it('does not show a followers-only reply from the peer as a comment; the same reply addressed to Public is one', { timeout: SLOW }, async () => {
    const video = await createVideo(app, bob.id, { caption: 'a public video to reply to' });
    const reply = (suffix: string, addressing: { to: string[]; cc: string[] }) => {
      const note = { '@context': 'https://www.w3.org/ns/activitystreams', id: `${peer.origin}/users/alice/statuses/${suffix}`, type: 'Note', attributedTo: peer.actor(), inReplyTo: noteOf(app, video.id), content: `<p>reply ${suffix}</p>`, published: new Date().toISOString(), ...addressing };
      // Popreel reads a post from its origin, never from the activity: the peer serves it at its id.
      peer.serve(note);
      return { '@context': note['@context'], id: `${note.id}/activity`, type: 'Create', actor: peer.actor(), object: note, to: note.to, cc: note.cc };
    };
    const comments = async () => ((await send(app, null, 'GET', `/api/videos/${video.id}/comments`)).body as { items: Array<{ content: string }> }).items;

    const followersOnly = reply('followers-only', { to: [`${peer.actor()}/followers`], cc: [actorOf(app, bob.id)] });
    expect((await peer.deliver(`${app.url}/ap/inbox`, followersOnly)).status).toBe(202);
    await settled(app);
    expect(await comments()).toEqual([]);
    expect(await app.ctx.db.selectFrom('comments').select('id').where('videoId', '=', video.id).execute()).toEqual([]);

    // The refusal is the audience's doing: the same reply to Public, from the same account, is taken.
    const open = reply('public', { to: [AS_PUBLIC], cc: [`${peer.actor()}/followers`, actorOf(app, bob.id)] });
    expect((await peer.deliver(`${app.url}/ap/inbox`, open)).status).toBe(202);
    const shown = await waitFor(async () => (await comments()).find((comment) => comment.content.includes('reply public')), 'the public reply', 20_000);
    expect(shown.content).not.toContain('followers-only');
  });

  describe('an inbox that answers 307', () => {
    let elsewhere: Awaited<ReturnType<typeof startCountingServer>>;
    beforeAll(async () => {
      elsewhere = await startCountingServer();
    });
    afterAll(() => elsewhere?.close());

    const targets = [
      { name: 'another loopback server', location: () => `${elsewhere.origin}/inbox` },
      { name: 'a private network', location: () => 'http://10.0.0.1/inbox' },
      { name: 'the cloud metadata address', location: () => 'http://169.254.169.254/latest/meta-data/' },
    ];
    for (const { name, location } of targets) it(`to ${name} is not followed: the delivery fails for good on its first try`, { timeout: SLOW }, async () => {
      const target = location();
      peer.redirectInboxes(307, target);
      try {
        const redirectsBefore = peer.inboxRequests.filter((request) => request.status === 307).length;
        const video = await followersOnlyVideo(app, bob.id, mp4, `redirected to ${target}`);
        await app.ctx.services.federationOutbox.emit({ event: 'video-published', videoId: video.id });
        const job = await failedDelivery(app, video.id);
        // Refused as a redirect at once, not retried and not timed out trying to reach it.
        expect(job.attempts).toBe(1);
        expect(job.lastError).toContain(`answered 307 to ${target}`);
        expect(job.lastError).toContain('never redirected');
        expect(peer.inboxRequests.filter((request) => request.status === 307)).toHaveLength(redirectsBefore + 1);
        expect(elsewhere.hits).toEqual([]);
      } finally {
        peer.redirectInboxes(null);
      }
    });
  });
});

describe('without the test setting', () => {
  let app: TestApp;
  let peer: HandPeer;
  let elsewhere: Awaited<ReturnType<typeof startCountingServer>>;
  let bob: TestUser;

  beforeAll(async () => {
    app = await startFederatedApp({ allowPrivateAddress: false });
    [peer, elsewhere] = await Promise.all([startHandPeer({ host: '127.0.0.4' }), startCountingServer()]);
    bob = await createUser(app);
    // This Popreel cannot fetch alice's actor from loopback: her follow is written as if it had.
    await insertRemoteFollower(app, peer, bob.id);
    peer.redirectInboxes(307, `${elsewhere.origin}/inbox`);
  });
  afterAll(async () => {
    await Promise.all([peer?.close(), elsewhere?.close()]);
    await app?.close();
  });

  it('never connects to a loopback follower’s inbox, so never meets its redirect; the delivery fails for good', { timeout: SLOW }, async () => {
    const video = await createVideo(app, bob.id, { caption: 'to a follower on loopback', visibility: 'followers' });
    await app.ctx.services.federationOutbox.emit({ event: 'video-published', videoId: video.id });
    const job = await failedDelivery(app, video.id);
    expect(job.attempts).toBe(1);
    expect(job.lastError).toContain(`${peer.origin}/inbox`);
    expect(job.lastError).toContain('not a public address');
    expect(peer.inboxRequests).toEqual([]);
    expect(elsewhere.hits).toEqual([]);
  });
});
