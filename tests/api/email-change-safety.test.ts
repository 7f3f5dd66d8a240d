import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { linkIn, outboxMessages, waitForMail } from '../factories/mail.ts';
import type { AccountOverview } from '../../src/shared/account-answers.schema.ts';

/**
 * M3 (issue 35): an address change waiting for confirmation ends when the owner takes the account back (a new
 * password, a reset, "sign out everywhere"), and the notice to the current address can cancel it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ workers: true });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rateLimits').execute();
});

const mails = () => outboxMessages(app.ctx.config.dataDir);
const mailTo = (to: string, subject: string) => waitForMail(mails, (m) => m.to.includes(to) && m.subject === subject);
const tokenOf = (text: string, path: string) => linkIn(text, path).searchParams.get('token')!;
const pendingEmail = async (user: TestUser) => (await getJson<AccountOverview>(app, user, '/api/me/account')).pendingEmail;

/** Asks to move `user` to a fresh address; the confirmation token (mailed to the new one) and the cancel token (to the old one). */
async function askToMove(user: TestUser) {
  const newEmail = `moved_${randomBytes(4).toString('hex')}@example.com`;
  expect((await postJson(app, '/api/me/email', { email: newEmail, password: user.password }, user.headers)).status).toBe(202);
  const confirm = tokenOf((await mailTo(newEmail, 'Confirm your new email for Popreel')).text, '/auth/verify');
  const notice = await mailTo(user.email, 'Your Popreel email is changing');
  return { newEmail, confirm, cancel: tokenOf(notice.text, '/auth/email/cancel'), notice };
}

const confirmChange = (token: string) => postJson(app, '/api/auth/email/verify', { token }, { origin: app.url });

async function expectChangeGone(user: TestUser, confirm: string) {
  expect(await pendingEmail(user)).toBeNull();
  const late = await confirmChange(confirm);
  expect(late.status).toBe(400);
  expect((await late.json()).error.message).toBe('This link is invalid or has expired');
}

describe('the notice to the current address', () => {
  it('carries a link that cancels the change, signed in or not, once', async () => {
    const user = await createUser(app);
    const { cancel, confirm, notice } = await askToMove(user);
    expect(notice.text).toContain('If this was not you, cancel the change, then choose a new password.');
    const cancelled = await postJson(app, '/api/auth/email/cancel', { token: cancel }, { origin: app.url });
    expect(cancelled.status).toBe(200);
    expect((await cancelled.json()).message).toBe('The address change was cancelled — your account keeps its email address');
    await expectChangeGone(user, confirm);
    expect((await postJson(app, '/api/auth/email/cancel', { token: cancel }, { origin: app.url })).status).toBe(400);
    expect((await getJson<AccountOverview>(app, user, '/api/me/account')).email).toBe(user.email);
  });
});

describe('a waiting change ends', () => {
  it('with a password change', async () => {
    const user = await createUser(app);
    const { confirm } = await askToMove(user);
    expect((await postJson(app, '/api/me/password', { currentPassword: user.password, newPassword: 'another-good-passphrase' }, user.headers)).status).toBe(200);
    await expectChangeGone(user, confirm);
  });

  it('with a password reset', async () => {
    const user = await createUser(app);
    const { confirm } = await askToMove(user);
    expect((await postJson(app, '/api/auth/password/forgot', { email: user.email }, { origin: app.url })).status).toBe(202);
    const reset = tokenOf((await mailTo(user.email, 'Reset your Popreel password')).text, '/auth/reset');
    expect((await postJson(app, '/api/auth/password/reset', { token: reset, password: 'a-new-passphrase-1' }, user.headers)).status).toBe(200);
    await expectChangeGone(user, confirm);
  });

  it('with "sign out everywhere"', async () => {
    const user = await createUser(app);
    const { confirm } = await askToMove(user);
    expect((await postJson(app, '/api/me/sessions/sign-out-others', {}, user.headers)).status).toBe(200);
    await expectChangeGone(user, confirm);
  });
});
