import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { ProfileView } from '../../src/shared/profile-types.ts';

/**
 * Private accounts and follow requests (issue 38) over the real API: following a private account asks; only
 * approved followers see its videos, anywhere; it approves or declines; going public approves everyone
 * waiting; an account whose age is under 16 starts private with comments from followers.
 */
let app: TestApp;
let owner: TestUser;
let asker: TestUser;
let stranger: TestUser;
let videoId: string;

const send = (user: TestUser, method: string, path: string, body?: unknown) =>
  fetch(`${app.url}${path}`, {
    method,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const json = async <T>(response: Response) => (await response.json()) as AsJson<T>;
const sees = async (user: TestUser) => (await send(user, 'GET', `/api/videos/${videoId}`)).status === 200;
const gridIds = async (user: TestUser) =>
  (await getJson<{ items: Array<{ id: string }> }>(app, user, `/api/profiles/${owner.id}/videos`)).items.map((item) => item.id);

beforeAll(async () => {
  app = await startTestApp();
  [owner, asker, stranger] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  const privacy = await send(owner, 'PUT', '/api/me/privacy', { privateAccount: true });
  expect(await json(privacy)).toMatchObject({ privateAccount: true });
  videoId = (await createVideo(app, owner.id, { caption: 'behind the lock #locked' })).id;
});
afterAll(() => app?.close());

describe('a private account', () => {
  it('shows a lock, and hides its videos from everyone but itself', async () => {
    const profile = await getJson<{ isPrivate: boolean }>(app, stranger, `/api/profiles/${owner.id}`);
    expect(profile.isPrivate).toBe(true);
    expect(await gridIds(stranger)).toEqual([]);
    expect(await gridIds(owner)).toEqual([videoId]);
    expect(await sees(stranger)).toBe(false);
    expect((await getJson<{ items: unknown[] }>(app, stranger, '/api/search/videos?q=behind')).items).toEqual([]);
    expect((await getJson<{ items: unknown[] }>(app, stranger, '/api/tags/locked/videos')).items).toEqual([]);
  });

  it('turns a follow into a request, which it sees and approves; then the follower sees the videos', async () => {
    const follow = await json<{ following: boolean; requested: boolean }>(await send(asker, 'POST', `/api/users/${owner.id}/follow`));
    expect(follow).toMatchObject({ following: false, requested: true });
    expect((await getJson<ProfileView & { followRequested: boolean }>(app, asker, `/api/profiles/${owner.id}`)).followRequested).toBe(true);
    expect(await sees(asker)).toBe(false);

    const requests = await getJson<{ items: Array<{ userId: string }> }>(app, owner, '/api/me/follow-requests');
    expect(requests.items.map((item) => item.userId)).toEqual([asker.id]);
    // Only the account itself answers its requests.
    expect((await send(stranger, 'POST', `/api/me/follow-requests/${asker.id}/approve`)).status).toBe(404);
    expect((await send(owner, 'POST', `/api/me/follow-requests/${asker.id}/approve`)).status).toBe(204);

    expect(await sees(asker)).toBe(true);
    expect(await gridIds(asker)).toEqual([videoId]);
    expect((await getJson<{ items: Array<{ id: string }> }>(app, asker, '/api/feed/following')).items.map((item) => item.id)).toContain(videoId);
    expect((await getJson<{ items: unknown[] }>(app, owner, '/api/me/follow-requests')).items).toEqual([]);
    expect((await send(owner, 'POST', `/api/me/follow-requests/${asker.id}/approve`)).status).toBe(404);
  });

  it('declines a request, and a withdrawn request is gone', async () => {
    await send(stranger, 'POST', `/api/users/${owner.id}/follow`);
    expect((await send(owner, 'DELETE', `/api/me/follow-requests/${stranger.id}`)).status).toBe(204);
    expect(await sees(stranger)).toBe(false);
    await send(stranger, 'POST', `/api/users/${owner.id}/follow`);
    const withdrawn = await json<{ requested: boolean }>(await send(stranger, 'DELETE', `/api/users/${owner.id}/follow`));
    expect(withdrawn.requested).toBe(false);
    expect((await getJson<{ items: unknown[] }>(app, owner, '/api/me/follow-requests')).items).toEqual([]);
  });

  it('going public approves everyone waiting and opens the videos', async () => {
    await send(stranger, 'POST', `/api/users/${owner.id}/follow`);
    expect(await json(await send(owner, 'PUT', '/api/me/privacy', { privateAccount: false }))).toMatchObject({ privateAccount: false });
    expect((await getJson<{ isFollowing: boolean }>(app, stranger, `/api/profiles/${owner.id}`)).isFollowing).toBe(true);
    const visitor = await fetch(`${app.url}/api/videos/${videoId}`);
    expect(visitor.status).toBe(200);
  });
});

describe('an account under 16', () => {
  it('starts private, with comments from followers on its uploads by default', async () => {
    const young = await createUser(app, { age: 14 });
    expect(await json(await send(young, 'GET', '/api/me/privacy'))).toMatchObject({ privateAccount: true });
    const profile = await app.ctx.db.selectFrom('profiles').select(['commentDefault', 'age']).where('userId', '=', young.id).executeTakeFirstOrThrow();
    expect(profile).toEqual({ commentDefault: 'followers', age: 14 });
    const adult = await createUser(app, { age: 30 });
    expect(await json(await send(adult, 'GET', '/api/me/privacy'))).toMatchObject({ privateAccount: false });
  });

  it('refuses an age under 13 at sign-up with a 400', async () => {
    const response = await fetch(`${app.url}/api/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'too_young_1', email: 'too_young_1@example.com', password: 'correct-horse-battery', age: 12 }),
    });
    expect(response.status).toBe(400);
    expect((await json<{ error: { message: string } }>(response)).error.message).toBe('You must be at least 13 to use Popreel');
  });
});
