import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, sessionCookieFrom } from '../factories/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const errorOf = async (response: Response) => ((await response.json()) as { error: { code: string; message: string } }).error;

describe('sign-up', () => {
  it.each([
    [{ username: 'ab', email: 'a@example.com', password: 'longenough' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(31), email: 'a@example.com', password: 'longenough' }, 'Username must be less than 30 characters'],
    [{ username: 'bad name!', email: 'a@example.com', password: 'longenough' }, 'Username can only contain letters, numbers, and underscores'],
    [{ username: 'good_name', email: 'not-an-email', password: 'longenough' }, 'Please enter a valid email address'],
    [{ username: 'good_name', email: 'a@example.com', password: '12345' }, 'Password must be at least 6 characters'],
    [{ username: 'good_name', email: 'a@example.com', password: 'password' }, 'This password is too common — please choose a less guessable one'],
  ])('refuses %o with its message', async (body, message) => {
    const response = await postJson(app, '/api/auth/sign-up', body);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).message).toBe(message);
    const count = await app.ctx.db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).where('email', '=', 'a@example.com').executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('creates the user, a profile and a session', async () => {
    const user = await createUser(app, { username: 'First_User' });
    expect(user.me.profile.username).toBe('First_User');
    expect(user.me.roles).toEqual([]);
    const me = await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).user.id).toBe(user.id);
  });

  it('refuses a duplicate username (any case) and a duplicate email', async () => {
    const user = await createUser(app);
    const sameName = await postJson(app, '/api/auth/sign-up', { username: user.username.toUpperCase(), email: 'other1@example.com', password: 'long-password' });
    expect(sameName.status).toBe(409);
    expect(await errorOf(sameName)).toEqual({ code: '23505', message: 'Username is already taken' });
    const sameEmail = await postJson(app, '/api/auth/sign-up', { username: 'another_name', email: user.email.toUpperCase(), password: 'long-password' });
    expect(sameEmail.status).toBe(409);
    expect((await errorOf(sameEmail)).message).toBe('An account with this email already exists');
  });

  it('sets an httpOnly SameSite cookie', async () => {
    const response = await postJson(app, '/api/auth/sign-up', { username: 'cookie_check', email: 'cookie@example.com', password: 'long-password' });
    const header = response.headers.getSetCookie()[0];
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
  });
});

describe('sign-in and sessions', () => {
  it('signs in with the right password and refuses a wrong one without saying which part was wrong', async () => {
    const user = await createUser(app);
    const ok = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password });
    expect(ok.status).toBe(200);
    expect(sessionCookieFrom(ok)).toBeTruthy();
    const wrong = await postJson(app, '/api/auth/sign-in', { email: user.email, password: 'wrong-password' });
    const missing = await postJson(app, '/api/auth/sign-in', { email: 'nobody@example.com', password: 'wrong-password' });
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(await errorOf(wrong)).toEqual(await errorOf(missing));
  });

  it('refreshes a session in its second half and re-sends the cookie', async () => {
    const user = await createUser(app);
    await app.ctx.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() + 3600_000) }).where('userId', '=', user.id).execute();
    const response = await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } });
    expect(response.status).toBe(200);
    expect(sessionCookieFrom(response)).toBe(user.cookie);
    const session = await app.ctx.db.selectFrom('sessions').select('expiresAt').where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 20 * 86_400_000);
  });

  it('an expired session is not a session', async () => {
    const user = await createUser(app);
    await app.ctx.db.updateTable('sessions').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', user.id).execute();
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it('sign-out revokes the session on the server', async () => {
    const user = await createUser(app);
    const out = await postJson(app, '/api/auth/sign-out', {}, user.headers);
    expect(out.status).toBe(204);
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } })).status).toBe(401);
  });

  it('gives non-browser clients a bearer token', async () => {
    const user = await createUser(app);
    const response = await postJson(app, '/api/auth/token', { email: user.email, password: user.password });
    const { token } = (await response.json()) as { token: string };
    const me = await fetch(`${app.url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
    expect((await me.json()).user.id).toBe(user.id);
  });

  it('refuses a cookie write from another site', async () => {
    const user = await createUser(app);
    const response = await postJson(app, '/api/notifications/read-all', {}, { cookie: user.cookie, origin: 'https://evil.example' });
    expect(response.status).toBe(403);
  });
});

describe('the session probe (GET /api/session)', () => {
  const probe = (headers: Record<string, string> = {}) => fetch(`${app.url}/api/session`, { headers });

  it('answers a visitor 200 with no session, while GET /api/me keeps its 401', async () => {
    const response = await probe();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ session: null });
    expect((await fetch(`${app.url}/api/me`)).status).toBe(401);
  });

  it('answers a signed-in browser and a bearer client with what GET /api/me answers', async () => {
    const user = await createUser(app);
    const me = await (await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } })).json();
    expect(await (await probe({ cookie: user.cookie })).json()).toEqual({ session: me });
    const token = ((await (await postJson(app, '/api/auth/token', { email: user.email, password: user.password })).json()) as { token: string }).token;
    expect(await (await probe({ authorization: `Bearer ${token}` })).json()).toEqual({ session: me });
  });

  it('treats an ended session as a visitor and clears its cookie', async () => {
    const user = await createUser(app);
    await postJson(app, '/api/auth/sign-out', {}, user.headers);
    const response = await probe({ cookie: user.cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ session: null });
    expect(response.headers.getSetCookie().join(';')).toMatch(/popreel_session=;/);
  });
});

describe('banned users', () => {
  it('can read but every write answers 403', async () => {
    const user = await createUser(app);
    await banUser(app, user);
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie: user.cookie } })).status).toBe(200);
    const write = await postJson(app, '/api/notifications/read-all', {}, user.headers);
    expect(write.status).toBe(403);
    expect((await errorOf(write)).message).toBe('Your account has been banned');
    const analytics = await postJson(app, '/api/analytics', { name: 'follow', props: {} }, user.headers);
    expect(analytics.status).toBe(403);
  });
});
