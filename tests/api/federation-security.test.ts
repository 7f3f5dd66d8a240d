import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCryptoKeyPair } from '@fedify/fedify';
import type { TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { localSide, remoteUserId, settled, startFederatedApp, startPeer, type LocalSide, type Peer } from './federation-peers.ts';

/**
 * Issue 40: an inbox POST whose signature is missing or does not verify answers 401 and changes nothing, a post
 * is only taken from its author's own server, and without the test setting Popreel fetches no private address.
 */

async function counts(app: TestApp) {
  const [actors, follows, comments] = await Promise.all(
    (['remoteActors', 'follows', 'comments'] as const).map(async (table) =>
      Number((await app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n),
    ),
  );
  return { actors, follows, comments };
}

describe('with private addresses allowed (the test setting)', () => {
  let app: TestApp;
  let mastodon: Peer;
  let loops: Peer;
  let bob: TestUser;
  let local: LocalSide;
  let videoId: string;

  beforeAll(async () => {
    app = await startFederatedApp();
    [mastodon, loops] = await Promise.all([startPeer('mastodon'), startPeer('loops')]);
    bob = await createUser(app);
    videoId = (await createVideo(app, bob.id)).id;
    local = localSide(app.url, bob, videoId);
  });
  afterAll(async () => {
    await Promise.all([mastodon?.close(), loops?.close()]);
    await app?.close();
  });

  it('an unsigned Follow answers 401 and makes no account and no follow', async () => {
    const before = await counts(app);
    const response = await mastodon.deliver(mastodon.activity('follow.json', local), { privateKey: null });
    expect(response.status).toBe(401);
    await settled(app);
    expect(await counts(app)).toEqual(before);
  });

  it('a Follow signed with a key that is not the actor’s answers 401 and changes nothing', async () => {
    const before = await counts(app);
    const forged = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    const response = await mastodon.deliver(mastodon.activity('follow.json', local), { privateKey: forged.privateKey });
    expect(response.status).toBe(401);
    await settled(app);
    expect(await counts(app)).toEqual(before);
  });

  it('the same Follow signed with RFC 9421 by the right key is taken', async () => {
    const response = await mastodon.deliver(mastodon.activity('follow.json', local), { spec: 'rfc9421' });
    expect(response.status).toBe(202);
    const alice = await remoteUserId(app, mastodon.actor());
    await waitFor(() => app.ctx.db.selectFrom('follows').selectAll().where('followerId', '=', alice).where('followeeId', '=', bob.id).executeTakeFirst(), 'follow row');
  });

  it('a Create whose post lives on another host than its actor is ignored', async () => {
    const activity = mastodon.activity('create-note-comment.json', local);
    const note = activity.object as Record<string, unknown>;
    // The post claims alice of Mastodon as author, and another server does serve it: still not hers to send.
    const foreign = { ...note, id: `${loops.origin}/ap/users/397859293874847744/comment/1` };
    loops.serve({ '@context': activity['@context'], ...foreign });
    const before = await counts(app);
    const response = await mastodon.deliver({ ...activity, id: `${mastodon.origin}/users/alice/statuses/1/activity`, object: foreign });
    expect(response.status).toBe(202);
    await settled(app);
    expect((await counts(app)).comments).toBe(before.comments);
    expect(await app.ctx.db.selectFrom('comments').select('id').where('videoId', '=', videoId).execute()).toEqual([]);
    // The genuine one, served by alice's own server, is taken: the refusal above was about the host.
    expect((await mastodon.deliver(activity)).status).toBe(202);
    await waitFor(() => app.ctx.db.selectFrom('comments').select('id').where('videoId', '=', videoId).executeTakeFirst(), 'the genuine comment');
  });
});

describe('without the test setting', () => {
  let app: TestApp;
  let peer: Peer;
  let bob: TestUser;

  beforeAll(async () => {
    app = await startFederatedApp({ allowPrivateAddress: false });
    peer = await startPeer('peertube');
    bob = await createUser(app);
  });
  afterAll(async () => {
    await peer?.close();
    await app?.close();
  });

  it('a signed POST from a loopback server is refused: its key cannot be fetched, so 401 and no account', async () => {
    const local = localSide(app.url, bob, (await createVideo(app, bob.id)).id);
    const before = await counts(app);
    const response = await peer.deliver(peer.activity('follow.json', local));
    expect(response.status).toBe(401);
    await settled(app);
    expect(await counts(app)).toEqual(before);
    expect(await app.ctx.db.selectFrom('remoteActors').select('uri').execute()).toEqual([]);
  });
});
