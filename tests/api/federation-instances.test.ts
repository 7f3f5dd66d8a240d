import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import { recommendationsJob } from '../../src/server/jobs/recommendations.job.ts';
import { createRemoteAccount } from '../factories/remote-accounts.ts';

/** Issue 40 item 5: the instance policy, through its admin routes and the service the federation core calls. */
let app: TestApp;
let admin: TestUser;
let moderator: TestUser;
let follower: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  [admin, moderator, follower, stranger] = [await createUser(app), await createUser(app), await createUser(app), await createUser(app)];
  await makeAdmin(app, admin);
  await app.ctx.db.insertInto('userRoles').values({ userId: moderator.id, role: 'moderator' }).execute();
});
afterAll(() => app?.close());

const remoteAccount = (host: string, name: string) => createRemoteAccount(app, host, name);
const instancePolicy = () => app.ctx.services.instancePolicy;
const setHost = (host: string, body: object, user = admin) => send(app, user, 'PUT', `/api/admin/federation/instances/${encodeURIComponent(host)}`, body);

describe('settings', () => {
  it('round-trips, and decide() follows at once in this process', async () => {
    expect((await send(app, admin, 'GET', '/api/admin/federation')).body).toMatchObject({ enabled: true, remoteVideos: 'any' });
    expect(await instancePolicy().decide('round.example')).toEqual({ federate: true, limited: false, acceptVideos: true });

    const off = await send(app, admin, 'PUT', '/api/admin/federation', { enabled: false, remoteVideos: 'allow_list' });
    expect(off).toMatchObject({ status: 200, body: { enabled: false, remoteVideos: 'allow_list' } });
    expect((await send(app, admin, 'GET', '/api/admin/federation')).body).toMatchObject({ enabled: false, remoteVideos: 'allow_list' });
    expect(await instancePolicy().enabled()).toBe(false);
    expect(await instancePolicy().decide('round.example')).toEqual({ federate: false, limited: false, acceptVideos: false });

    await send(app, admin, 'PUT', '/api/admin/federation', { enabled: true, remoteVideos: 'any' });
    expect(await instancePolicy().enabled()).toBe(true);
  });

  it('answers bad input with 400 and a message, and anyone but an admin with 403', async () => {
    const bad = await send(app, admin, 'PUT', '/api/admin/federation', { enabled: 'yes', remoteVideos: 'some' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/enabled must be true or false|remote_videos must be/);
    for (const user of [moderator, follower]) {
      expect((await send(app, user, 'GET', '/api/admin/federation')).status).toBe(403);
      expect((await send(app, user, 'PUT', '/api/admin/federation', { enabled: false, remoteVideos: 'any' })).status).toBe(403);
      expect((await send(app, user, 'GET', '/api/admin/federation/instances')).status).toBe(403);
      expect((await setHost('nope.example', { suspended: true }, user)).status).toBe(403);
    }
    expect((await send(app, null, 'GET', '/api/admin/federation')).status).toBe(401);
    expect(await instancePolicy().enabled()).toBe(true);
  });
});

describe('per-server policy', () => {
  it('refuses a suspended server, and undoing it federates again', async () => {
    const suspended = await setHost('Bad.Example', { suspended: true, note: 'spam wave' });
    expect(suspended).toMatchObject({ status: 200, body: { host: 'bad.example', suspended: true, note: 'spam wave', firstSeenAt: null } });
    expect(await instancePolicy().decide('bad.example')).toEqual({ federate: false, limited: false, acceptVideos: false });
    await setHost('bad.example', { suspended: false });
    expect(await instancePolicy().decide('BAD.example')).toEqual({ federate: true, limited: false, acceptVideos: true });
  });

  it('takes remote videos only from allowed servers in allow-list mode', async () => {
    await send(app, admin, 'PUT', '/api/admin/federation', { enabled: true, remoteVideos: 'allow_list' });
    await setHost('friends.example', { allowed: true });
    expect(await instancePolicy().decide('friends.example')).toEqual({ federate: true, limited: false, acceptVideos: true });
    expect(await instancePolicy().decide('others.example')).toEqual({ federate: true, limited: false, acceptVideos: false });
    await send(app, admin, 'PUT', '/api/admin/federation', { enabled: true, remoteVideos: 'any' });
    expect((await instancePolicy().decide('others.example')).acceptVideos).toBe(true);
  });

  it('refuses a bad host or note with 400 and a message', async () => {
    for (const host of ['under_score.example', 'a..b', '-lead.example', 'host.example:70000', 'x'.repeat(256)]) {
      const refused = await setHost(host, {});
      expect(refused.status, host).toBe(400);
      expect(refused.body.error.message, host).toBeTruthy();
    }
    expect((await setHost('ok.example', { note: 'n'.repeat(501) })).status).toBe(400);
    expect((await setHost('ok.example', { limited: 'yes' })).status).toBe(400);
  });

  it('lists known servers newest seen first with their counts', async () => {
    const host = 'counted.example:8443';
    const [ana, ben] = [await remoteAccount(host, 'ana'), await remoteAccount(host, 'ben')];
    await app.ctx.db.insertInto('follows').values([{ followerId: ana, followeeId: follower.id }, { followerId: follower.id, followeeId: ben }]).execute();
    await createVideo(app, ana);
    await instancePolicy().seen(host);
    const page = (await send(app, admin, 'GET', '/api/admin/federation/instances')).body;
    // Issue 52: a server is its domain, whatever its port.
    expect(page.items[0]).toMatchObject({ host: 'counted.example', accounts: 2, followers: 1, following: 1, videos: 1, limited: false, suspended: false });
    expect(page.items[0].lastSeenAt).toBeTruthy();
    expect((await send(app, admin, 'GET', '/api/admin/federation/instances?cursor=nonsense')).status).toBe(400);
  });
});

describe('limiting a server', () => {
  it('keeps its account and videos out of For You, search, tag and place pages and trending, while a follower still sees them in Following', async () => {
    const host = 'loud.example';
    const creator = await remoteAccount(host, 'loudmouth');
    const video = await createVideo(app, creator, { caption: 'zanzibarian sunset #loudtag' });
    await app.ctx.db.insertInto('follows').values({ followerId: follower.id, followeeId: creator }).execute();
    const has = (rows: { id: string }[]) => rows.some((row) => row.id === video.id);
    const forYou = async (user: TestUser) => {
      await recommendationsJob(app.ctx)({ userId: user.id });
      return has((await send(app, user, 'GET', '/api/feed/foryou')).body.items);
    };
    const searched = async (user: TestUser) => has((await send(app, user, 'GET', '/api/search/videos?q=zanzibarian')).body.items);
    const following = async () => has((await send(app, follower, 'GET', '/api/feed/following')).body.items);
    const place = (await app.ctx.db.insertInto('places').values({ name: 'Loud Beach', type: 'other', createdBy: follower.id }).returning('id').executeTakeFirstOrThrow()).id;
    await app.ctx.db.updateTable('videos').set({ placeId: place }).where('id', '=', video.id).execute();
    /** The other discovery surfaces, for a stranger: the tag and place pages, trending tags, people search. */
    const discovery = async () => {
      await app.ctx.services.tags.recount();
      const trending = (await send(app, stranger, 'GET', '/api/tags/trending')).body.items as { name: string }[];
      const people = (await send(app, stranger, 'GET', '/api/search/people?q=loudmouth')).body.items as { userId: string }[];
      return {
        tag: has((await send(app, stranger, 'GET', '/api/tags/loudtag/videos?sort=newest')).body.items ?? []),
        place: has((await send(app, stranger, 'GET', `/api/places/${place}/videos`)).body.items ?? []),
        trending: trending.some((tag) => tag.name === 'loudtag'),
        people: people.some((person) => person.userId === creator),
      };
    };
    expect({ forYou: await forYou(stranger), search: await searched(stranger), following: await following() }).toEqual({ forYou: true, search: true, following: true });
    expect(await discovery()).toEqual({ tag: true, place: true, trending: true, people: true });

    expect((await setHost(host, { limited: true })).body).toMatchObject({ limited: true, suspended: false });
    expect(await instancePolicy().decide(host)).toEqual({ federate: true, limited: true, acceptVideos: true });
    expect({ forYou: await forYou(stranger), search: await searched(stranger), following: await following() }).toEqual({ forYou: false, search: false, following: true });
    expect(await searched(follower)).toBe(false);
    expect(has((await send(app, follower, 'GET', `/api/profiles/${creator}/videos`)).body.items)).toBe(true);
    expect(await discovery()).toEqual({ tag: false, place: false, trending: false, people: false });

    // An account that arrives from a limited server is limited from the start.
    const late = await remoteAccount(host, 'latecomer');
    expect((await app.ctx.db.selectFrom('profiles').select('limited').where('userId', '=', late).executeTakeFirstOrThrow()).limited).toBe(true);

    await setHost(host, { limited: false });
    expect({ forYou: await forYou(stranger), search: await searched(stranger) }).toEqual({ forYou: true, search: true });
    expect(await discovery()).toEqual({ tag: true, place: true, trending: true, people: true });
  });
});
