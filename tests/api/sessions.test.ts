import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, sessionCookieFrom, type TestUser } from '../factories/users.ts';
import type { AccountSession } from '../../src/shared/account-answers.schema.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another session of the same account, signed in from a phone. */
async function phoneSession(user: TestUser) {
  const response = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password }, { 'user-agent': PHONE, origin: app.url });
  return { cookie: sessionCookieFrom(response)!, origin: app.url };
}

/** An open socket with these headers, and how it ended. */
async function openSocket(headers: Record<string, string>) {
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers });
  await new Promise((resolve) => socket.once('open', resolve));
  return { socket, closed: new Promise<number>((resolve) => socket.once('close', (code) => resolve(code))) };
}

describe('sessions', () => {
  it('lists where the account is signed in, this device first, with device and times', async () => {
    const user = await createUser(app);
    await phoneSession(user);
    const sessions = await getJson<AccountSession[]>(app, user, '/api/me/sessions');
    expect(sessions).toHaveLength(2);
    expect(sessions[0].current).toBe(true);
    expect(sessions[1]).toMatchObject({ current: false, device: 'Safari 17 on iPhone' });
    for (const session of sessions) expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.createdAt));
  });

  it('signs one session out: its cookie stops working and its socket closes at once', async () => {
    const user = await createUser(app);
    const phone = await phoneSession(user);
    const { socket, closed } = await openSocket(phone);
    const other = (await getJson<AccountSession[]>(app, user, '/api/me/sessions')).find((s) => !s.current)!;
    const ended = await fetch(`${app.url}/api/me/sessions/${other.id}`, { method: 'DELETE', headers: user.headers });
    expect(ended.status).toBe(204);
    expect(await closed).toBe(4001);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
    expect((await fetch(`${app.url}/api/me`, { headers: phone })).status).toBe(401);
    expect((await fetch(`${app.url}/api/me`, { headers: user.headers })).status).toBe(200);
  });

  it('signs out everywhere else, and only ever the account’s own sessions', async () => {
    const [user, stranger] = [await createUser(app), await createUser(app)];
    const phones = [await phoneSession(user), await phoneSession(user)];
    const sockets = await Promise.all(phones.map((phone) => openSocket(phone)));
    const mine = await openSocket(user.headers);
    const strangerSession = (await getJson<AccountSession[]>(app, stranger, '/api/me/sessions'))[0];
    expect((await fetch(`${app.url}/api/me/sessions/${strangerSession.id}`, { method: 'DELETE', headers: user.headers })).status).toBe(404);

    const answer = await postJson(app, '/api/me/sessions/sign-out-others', {}, user.headers);
    expect(await answer.json()).toEqual({ ended: 2 });
    expect(await Promise.all(sockets.map((s) => s.closed))).toEqual([4001, 4001]);
    expect(mine.socket.readyState).toBe(WebSocket.OPEN);
    expect((await getJson<AccountSession[]>(app, user, '/api/me/sessions')).map((s) => s.current)).toEqual([true]);
    expect((await fetch(`${app.url}/api/me`, { headers: stranger.headers })).status).toBe(200);
    mine.socket.close();
  });

  it('a session signed out with the sign-out button closes its sockets too', async () => {
    const user = await createUser(app);
    const { closed } = await openSocket(user.headers);
    expect((await postJson(app, '/api/auth/sign-out', {}, user.headers)).status).toBe(204);
    expect(await closed).toBe(4001);
  });
});
