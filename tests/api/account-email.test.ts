import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { linkIn, outboxMessages, waitForMail } from '../factories/mail.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { renderMail } from '../../src/server/mail/templates.ts';
import type { AccountOverview } from '../../src/shared/account-answers.schema.ts';
import type { Me } from '../../src/shared/api-types.ts';

/** E-mail verification, address change and password change, on the embedded default's outbox. */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
});
afterAll(() => app?.close());

const outbox = () => outboxMessages(app.ctx.config.dataDir);
const mailTo = (email: string, subject: string) => waitForMail(outbox, (mail) => mail.to === email && mail.subject === subject);
const verify = (token: string) => postJson(app, '/api/auth/email/verify', { token }, { origin: app.url });
const tokenIn = (text: string) => linkIn(text, '/auth/verify').searchParams.get('token')!;
const post = (user: TestUser, path: string, body?: unknown) => postJson(app, path, body ?? {}, user.headers);

describe('the outbox (no SMTP configured)', () => {
  it('writes each mail as an .eml file under DATA_DIR/outbox and prints its links to the log', async () => {
    const dataDir = await mkdtemp(join(resolve('.test-data'), 'outbox-'));
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) as FastifyBaseLogger;
    const mailer = createMailer(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      await mailer.send('someone@example.com', renderMail('password_reset', { link: 'http://localhost:3000/auth/reset?token=abc' }));
      const [mail] = await outboxMessages(dataDir);
      expect(mail.subject).toBe('Reset your Popreel password');
      expect(mail.to).toBe('someone@example.com');
      expect(lines.join('')).toContain('http://localhost:3000/auth/reset?token=abc');
    } finally {
      mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('e-mail verification', () => {
  it('mails a link on sign-up that verifies the address once; the account works meanwhile', async () => {
    const user = await createUser(app);
    expect(user.me.user.emailVerified).toBe(false);
    const mail = await mailTo(user.email, 'Confirm your email for Popreel');
    expect(mail.text).toContain('This link works for 24 hours.');
    const token = tokenIn(mail.text);
    const done = await verify(token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ email: user.email, message: 'Email verified — thank you!' });
    expect((await getJson<Me>(app, user, '/api/me')).user.emailVerified).toBe(true);
    expect((await verify(token)).status).toBe(400);
    const resend = await post(user, '/api/me/email/verification');
    expect(resend.status).toBe(400);
    expect((await resend.json()).error.message).toBe('Your email address is already verified');
  });

  it('resends a link that replaces the first', async () => {
    const user = await createUser(app);
    const first = tokenIn((await mailTo(user.email, 'Confirm your email for Popreel')).text);
    expect((await post(user, '/api/me/email/verification')).status).toBe(202);
    const both = await waitForMail(async () => (await outbox()).filter((m) => m.to === user.email && m.subject.startsWith('Confirm')).slice(1), () => true);
    expect((await verify(first)).status).toBe(400);
    expect((await verify(tokenIn(both.text))).status).toBe(200);
  });
});

describe('changing the address', () => {
  it('needs the password, confirms the new address before it counts, and tells the old one', async () => {
    const user = await createUser(app);
    const wrong = await post(user, '/api/me/email', { email: 'moved@example.com', password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Your password is incorrect');
    const newEmail = `moved_${user.username}@example.com`;
    const asked = await post(user, '/api/me/email', { email: newEmail, password: user.password });
    expect(asked.status).toBe(202);
    expect((await getJson<AccountOverview>(app, user, '/api/me/account')).pendingEmail).toBe(newEmail);
    expect((await getJson<Me>(app, user, '/api/me')).user.email).toBe(user.email);
    const notice = await mailTo(user.email, 'Your Popreel email is changing');
    expect(notice.text).toContain(newEmail);

    const confirm = await mailTo(newEmail, 'Confirm your new email for Popreel');
    const done = await verify(tokenIn(confirm.text));
    expect(await done.json()).toEqual({ email: newEmail, message: 'Your email address has been changed' });
    const account = await getJson<AccountOverview>(app, user, '/api/me/account');
    expect(account).toMatchObject({ email: newEmail, emailVerified: true, pendingEmail: null });
    await mailTo(user.email, 'Your Popreel email was changed');
    expect((await postJson(app, '/api/auth/sign-in', { email: newEmail, password: user.password })).status).toBe(200);
    expect((await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password })).status).toBe(401);
  });

  it('refuses an address another account has, and the same address', async () => {
    const [user, other] = [await createUser(app), await createUser(app)];
    const taken = await post(user, '/api/me/email', { email: other.email, password: user.password });
    expect(taken.status).toBe(409);
    expect((await taken.json()).error.message).toBe('An account with this email already exists');
    expect((await post(user, '/api/me/email', { email: user.email.toUpperCase(), password: user.password })).status).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the current password; this session stays, every other one ends', async () => {
    const user = await createUser(app);
    const other = await postJson(app, '/api/auth/sign-in', { email: user.email, password: user.password });
    const otherCookie = other.headers.getSetCookie()[0].split(';')[0];
    const wrong = await post(user, '/api/me/password', { currentPassword: 'wrong-one', newPassword: 'next-passphrase' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Your current password is incorrect');
    const same = await post(user, '/api/me/password', { currentPassword: user.password, newPassword: user.password });
    expect((await same.json()).error.message).toBe('Choose a password different from your current one');

    const changed = await post(user, '/api/me/password', { currentPassword: user.password, newPassword: 'next-passphrase' });
    expect(changed.status).toBe(200);
    expect((await changed.json()).message).toBe('Password changed — your other sessions were signed out');
    expect((await fetch(`${app.url}/api/me`, { headers: user.headers })).status).toBe(200);
    expect((await fetch(`${app.url}/api/me`, { headers: { cookie: otherCookie } })).status).toBe(401);
    expect((await postJson(app, '/api/auth/sign-in', { email: user.email, password: 'next-passphrase' })).status).toBe(200);
    await mailTo(user.email, 'Your Popreel password was changed');
  });
});
