import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, sessionCookieFrom, signInAgain } from '../factories/users.ts';
import { linkIn, startSmtpCatcher, waitForMail, type SmtpCatcher } from '../factories/mail.ts';

/** Password reset against a real SMTP server in this process (smtp-server), the way a deployment sends mail. */
let app: TestApp;
let smtp: SmtpCatcher;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  app = await startTestApp({ workers: true, env: { SMTP_URL: smtp.url, MAIL_FROM: 'Popreel <no-reply@popreel.test>' } });
});
afterAll(async () => {
  await app?.close();
  await smtp?.close();
});
// Each test starts with an empty rate-limit table: the reset budgets are per address and the tests share one.
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rateLimits').execute();
});

const forgot = (email: string, headers: Record<string, string> = {}) => postJson(app, '/api/auth/password/forgot', { email }, { origin: app.url, ...headers });
const reset = (token: string, password: string, headers: Record<string, string> = { origin: app.url }) => postJson(app, '/api/auth/password/reset', { token, password }, headers);
const resetMailFor = (email: string) => waitForMail(() => smtp.received, (mail) => mail.to === email && mail.subject === 'Reset your Popreel password');
const tokenOf = (link: URL) => link.searchParams.get('token')!;

describe('forgot password', () => {
  it('answers the same for an address with an account and one without, and mails only the account', async () => {
    const user = await createUser(app);
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual(await unknown.json());
    const mail = await resetMailFor(user.email);
    expect(mail.text).toContain('This link works for 30 minutes and only once.');
    expect(mail.html).toContain('Choose a new password');
    expect(linkIn(mail.text, '/auth/reset').origin).toBe('http://localhost:3000');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.filter((m) => m.to === 'nobody-here@example.com')).toEqual([]);
  });

  it('sets a new password once, ends every session and its sockets, and says so by mail', async () => {
    const user = await createUser(app);
    const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers: user.headers });
    await new Promise((resolve) => socket.once('open', resolve));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await forgot(user.email);
    const token = tokenOf(linkIn((await resetMailFor(user.email)).text, '/auth/reset'));

    const done = await reset(token, 'a-brand-new-passphrase');
    expect(done.status).toBe(200);
    expect(await closed).toBe(4001);
    expect((await fetch(`${app.url}/api/me`, { headers: user.headers })).status).toBe(401);
    expect((await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(401);
    const signedIn = await postJson(app, '/api/auth/sign-in', { email: user.email, password: 'a-brand-new-passphrase' });
    expect(signedIn.status).toBe(200);
    await waitForMail(() => smtp.received, (mail) => mail.to === user.email && mail.subject === 'Your Popreel password was changed');

    const again = await reset(token, 'yet-another-passphrase');
    expect(again.status).toBe(400);
    expect((await again.json()).error.message).toBe('This link is invalid or has expired — please ask for a new one');
  });

  it('keeps the session the reset was made from, when it is the same account’s', async () => {
    const user = await createUser(app);
    const other = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password });
    const otherCookie = sessionCookieFrom(other)!;
    await forgot(user.email);
    const token = tokenOf(linkIn((await resetMailFor(user.email)).text, '/auth/reset'));
    expect((await reset(token, 'kept-session-passphrase', user.headers)).status).toBe(200);
    expect((await fetch(`${app.url}/api/me`, { headers: user.headers })).status).toBe(200);
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie: otherCookie } })).status).toBe(401);
  });

  it('refuses an expired link, and a common password without using the link', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const token = tokenOf(linkIn((await resetMailFor(user.email)).text, '/auth/reset'));
    const common = await reset(token, 'password');
    expect(common.status).toBe(400);
    expect((await common.json()).error.message).toBe('This password is too common — please choose a less guessable one');
    await app.ctx.db.updateTable('accountTokens').set({ expiresAt: new Date(Date.now() - 1000) }).where('userId', '=', user.id).execute();
    expect((await reset(token, 'too-late-passphrase')).status).toBe(400);
    await signInAgain(app, user);
  });

  it('a newer link voids the older one', async () => {
    const user = await createUser(app);
    await forgot(user.email);
    const first = tokenOf(linkIn((await resetMailFor(user.email)).text, '/auth/reset'));
    await forgot(user.email);
    const second = await waitForMail(() => smtp.received.filter((m) => m.to === user.email && m.subject.startsWith('Reset')).slice(1), () => true);
    expect((await reset(first, 'first-link-passphrase')).status).toBe(400);
    expect((await reset(tokenOf(linkIn(second.text, '/auth/reset')), 'second-link-passphrase')).status).toBe(200);
  });

  it('limits requests per address asked about and per client, whether or not the address has an account', async () => {
    for (const email of ['limited@example.com']) {
      for (let i = 0; i < 3; i += 1) expect((await forgot(email)).status).toBe(202);
      const over = await forgot(email);
      expect(over.status).toBe(429);
      expect(over.headers.get('retry-after')).toBeTruthy();
    }
    await app.ctx.db.deleteFrom('rateLimits').execute();
    const statuses = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(`client-${i}@example.com`)).status);
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('retries a delivery the SMTP server refused', async () => {
    const user = await createUser(app);
    await waitForMail(() => smtp.received, (m) => m.to === user.email && m.subject.startsWith('Confirm'));
    smtp.refuseNext(1);
    await forgot(user.email);
    const mail = await waitForMail(() => smtp.received, (m) => m.to === user.email && m.subject.startsWith('Reset'), 40_000);
    expect(linkIn(mail.text, '/auth/reset').searchParams.get('token')).toBeTruthy();
    // The SMTP server has the mail a moment before the worker records its job done: wait for that record.
    const retried = await vi.waitFor(
      async () => {
        const jobs = await app.ctx.db.selectFrom('jobs').select(['attempts', 'lastError']).where('kind', '=', 'send-mail').where('status', '=', 'done').where('attempts', '>=', 2).execute();
        expect(jobs).toHaveLength(1);
        return jobs;
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(retried[0].lastError).toContain('Try again later');
  }, 60_000);
});
