import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { uploadForm } from '../factories/media.ts';
import { MAX_AVATAR_BYTES } from '../../src/shared/constants.ts';

let app: TestApp;
let owner: TestUser;
let visitor: TestUser;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
  [owner, visitor] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const patchProfile = (user: TestUser, body: object) =>
  fetch(`${app.url}/api/me/profile`, { method: 'PATCH', headers: { ...user.headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const json = async (path: string, user: TestUser) => (await fetch(`${app.url}${path}`, { headers: user.headers })).json();

describe('profile pages', () => {
  it('shows posts (owners also see processing and hidden ones) and likes, and the follow state', async () => {
    const visible = await createVideo(app, owner.id);
    const hidden = await createVideo(app, owner.id, { hidden: true });
    const liked = await createVideo(app, visitor.id);
    const hiddenLiked = await createVideo(app, visitor.id, { hidden: true });
    for (const video of [liked, hiddenLiked]) await app.ctx.db.insertInto('videoLikes').values({ videoId: video.id, userId: owner.id }).execute();

    const asOther = await json(`/api/profiles/${owner.id}/videos`, visitor);
    expect(asOther.items.map((v: { id: string }) => v.id)).toEqual([visible.id]);
    const asOwner = await json(`/api/profiles/${owner.id}/videos`, owner);
    expect(asOwner.items.map((v: { id: string }) => v.id).sort()).toEqual([visible.id, hidden.id].sort());
    const likes = await json(`/api/profiles/${owner.id}/likes`, visitor);
    expect(likes.items.map((v: { id: string }) => v.id)).toEqual([liked.id]);

    expect(await json(`/api/profiles/${owner.id}`, visitor)).toMatchObject({ username: owner.username, isSelf: false, isFollowing: false, followerCount: 0 });
    const follow = await fetch(`${app.url}/api/users/${owner.id}/follow`, { method: 'POST', headers: visitor.headers });
    expect(await follow.json()).toEqual({ following: true, requested: false, followerCount: 1, followingCount: 0 });
    expect(await json(`/api/profiles/${owner.id}`, visitor)).toMatchObject({ isFollowing: true, followerCount: 1 });
    const unfollow = await fetch(`${app.url}/api/users/${owner.id}/follow`, { method: 'DELETE', headers: visitor.headers });
    expect((await unfollow.json()).followerCount).toBe(0);
    expect((await fetch(`${app.url}/api/users/${visitor.id}/follow`, { method: 'POST', headers: visitor.headers })).status).toBe(400);
  });
});

describe('a mention\'s profile (by username)', () => {
  const byUsername = (name: string, user: TestUser) => fetch(`${app.url}/api/usernames/${encodeURIComponent(name)}`, { headers: user.headers });

  it('finds whoever goes by a username, in any letter case', async () => {
    const found = await byUsername(visitor.username.toUpperCase(), owner);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual({ userId: visitor.id, username: visitor.username });
  });

  it('is 404 for a name nobody has, or a leaving account, and 400 for what cannot be a username', async () => {
    expect((await byUsername('nobody_has_this', owner)).status).toBe(404);
    const leaving = await createUser(app);
    await app.ctx.db.updateTable('profiles').set({ deactivatedAt: new Date() }).where('userId', '=', leaving.id).execute();
    expect((await byUsername(leaving.username, owner)).status).toBe(404);
    expect((await byUsername('no', owner)).status).toBe(400);
    expect((await byUsername('bad-name', owner)).status).toBe(400);
  });
});

describe('edit profile', () => {
  it.each([
    ['ab', 'Username must be at least 3 characters'],
    ['x'.repeat(31), 'Username must be less than 30 characters'],
    ['bad-name', 'Username can only contain letters, numbers, and underscores'],
  ])('refuses username %s', async (username, message) => {
    const response = await patchProfile(owner, { username });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(message);
  });

  it('checks availability and refuses a taken username (any case)', async () => {
    const taken = await json(`/api/usernames/${visitor.username.toUpperCase()}/availability`, owner);
    expect(taken).toEqual({ username: visitor.username.toUpperCase(), available: false });
    expect(await json(`/api/usernames/${owner.username}/availability`, owner)).toMatchObject({ available: true });
    expect(await json('/api/usernames/fresh_name_1/availability', owner)).toMatchObject({ available: true });
    const clash = await patchProfile(owner, { username: visitor.username.toUpperCase() });
    expect(clash.status).toBe(409);
    expect((await clash.json()).error).toEqual({ code: '23505', message: 'Username is already taken' });
  });

  it('saves username and bio, and refuses a bio over 200', async () => {
    const saved = await (await patchProfile(owner, { username: '  renamed_owner ', bio: '  hello  ' })).json();
    expect(saved).toMatchObject({ username: 'renamed_owner', bio: 'hello' });
    const long = await patchProfile(owner, { bio: 'x'.repeat(201) });
    expect((await long.json()).error.message).toBe('Bio must be less than 200 characters');
  });

  it('lets only admins set verified', async () => {
    expect((await patchProfile(visitor, { verified: true })).status).toBe(403);
    const admin = await createUser(app);
    await makeAdmin(app, admin);
    expect(await (await patchProfile(admin, { verified: true })).json()).toMatchObject({ verified: true });
  });
});

describe('avatars', () => {
  const put = (user: TestUser, body: Uint8Array, type = 'image/png', name = 'a.png') =>
    fetch(`${app.url}/api/me/avatar`, { method: 'PUT', headers: user.headers, body: uploadForm(body, {}, name, type) });

  it('stores an image as a square PNG at avatars/{user}/avatar.png, replacing the old one', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#e11d48' } }).jpeg().toBuffer();
    const profile = await (await put(owner, new Uint8Array(jpeg), 'image/jpeg', 'me.jpg')).json();
    expect(profile.avatarUrl).toMatch(new RegExp(`^/media/avatars/${owner.id}/avatar.png\\?exp=`));
    const stored = await sharp(await app.ctx.store.read('avatars', `${owner.id}/avatar.png`)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['png', 512, 512]);
    const image = await fetch(app.url + profile.avatarUrl);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('refuses a non-image with 415 and an image over 5MB with 413', async () => {
    const text = await put(owner, new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'image/svg+xml', 'x.svg');
    expect(text.status).toBe(415);
    expect((await text.json()).error.message).toBe('Please select an image file');
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).png().toBuffer();
    const huge = new Uint8Array(MAX_AVATAR_BYTES + 10);
    huge.set(png);
    const big = await put(owner, huge);
    expect(big.status).toBe(413);
    expect((await big.json()).error.message).toBe('Image must be less than 5MB');
  });
});
