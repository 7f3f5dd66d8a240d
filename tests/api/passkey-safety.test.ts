import type { AsJson } from '../../src/shared/as-json.ts';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, postJson, type TestUser } from '../factories/users.ts';
import { linkIn, outboxMessages, waitForMail } from '../factories/mail.ts';
import { softPasskey, type SoftPasskey } from '../factories/webauthn.ts';
import type { Passkey } from '../../src/shared/passkey-answers.schema.ts';
import type { TwoFactorSetup } from '../../src/shared/account-answers.schema.ts';

/**
 * M2 and L3 (issue 35): a session alone cannot add a passkey, the owner hears of every one added, a reset
 * mail lists them with a link that removes them all, and a passkey must verify its user (PIN, biometrics).
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
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
const options = (user: TestUser, body: unknown) => postJson(app, '/api/me/passkeys/options', body, user.headers);

async function addPasskey(user: TestUser, passkey: SoftPasskey, confirmation: unknown = { password: user.password }) {
  const answer = await options(user, confirmation);
  if (answer.status !== 200) return answer;
  return postJson(app, '/api/me/passkeys', { name: 'Phone', response: passkey.register(await answer.json(), app.url) }, user.headers);
}

async function signInWith(passkey: SoftPasskey, userVerified?: boolean) {
  const challenge = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
  return postJson(app, '/api/auth/passkey', { response: passkey.authenticate(challenge, app.url, userVerified) }, { origin: app.url });
}

describe('adding a passkey', () => {
  it('needs the password, not just a session, and mails the owner once it is added', async () => {
    const user = await createUser(app);
    expect((await options(user, {})).status).toBe(400);
    const wrong = await options(user, { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.message).toBe('Your password is incorrect');
    expect((await addPasskey(user, softPasskey())).status).toBe(201);
    const mail = await waitForMail(mails, (m) => m.to.includes(user.email) && m.subject === 'A passkey was added to your Popreel account');
    expect(mail.text).toContain('A passkey named "Phone" was added to your account');
    expect(linkIn(mail.text, '/settings/account').pathname).toBe('/settings/account');
  });

  it('needs a code as well when two-factor is on', async () => {
    const user = await createUser(app);
    const setup = (await (await postJson(app, '/api/me/two-factor/setup', { password: user.password }, user.headers)).json()) as AsJson<TwoFactorSetup>;
    expect((await postJson(app, '/api/me/two-factor/enable', { code: codeFor(setup.secret, -1) }, user.headers)).status).toBe(200);
    const noCode = await options(user, { password: user.password });
    expect(noCode.status).toBe(400);
    expect((await noCode.json()).error.message).toBe('Enter a code from your authenticator app');
    expect((await options(user, { password: user.password, code: '000000' })).status).toBe(400);
    expect((await addPasskey(user, softPasskey(), { password: user.password, code: codeFor(setup.secret) })).status).toBe(201);
  });
});

describe('user verification', () => {
  it('asks authenticators to verify their user, and refuses a passkey that did not, to add or to sign in', async () => {
    const user = await createUser(app);
    const challenge = await (await options(user, { password: user.password })).json();
    expect(challenge.authenticatorSelection.userVerification).toBe('required');
    const careless = softPasskey({ userVerified: false });
    expect((await postJson(app, '/api/me/passkeys', { name: 'No PIN', response: careless.register(challenge, app.url) }, user.headers)).status).toBe(400);

    const signInOptions = await (await postJson(app, '/api/auth/passkey/options', {}, { origin: app.url })).json();
    expect(signInOptions.userVerification).toBe('required');
    // A registered passkey whose authenticator skips the check this time (only someone's presence): refused.
    const passkey = softPasskey();
    expect((await addPasskey(user, passkey)).status).toBe(201);
    const skipped = await signInWith(passkey, false);
    expect(skipped.status).toBe(400);
    expect((await skipped.json()).error.message).toBe('Could not verify the passkey — please try again');
    expect((await signInWith(passkey, true)).status).toBe(200);
  });
});

describe('a password-reset mail', () => {
  it('lists the passkeys, and its one link removes them all, signed in or not, once', async () => {
    const user = await createUser(app);
    expect((await addPasskey(user, softPasskey())).status).toBe(201);
    const second = softPasskey();
    expect((await addPasskey(user, second)).status).toBe(201);
    expect((await postJson(app, '/api/auth/password/forgot', { email: user.email }, { origin: app.url })).status).toBe(202);
    const mail = await waitForMail(mails, (m) => m.to.includes(user.email) && m.subject === 'Reset your Popreel password');
    expect(mail.text).toContain('Your account also has 2 passkeys, which sign in without the password');
    expect(mail.text.match(/• Phone \(added /g)).toHaveLength(2);
    const removal = linkIn(mail.text, '/auth/passkeys/remove');
    const token = removal.searchParams.get('token')!;
    const removed = await postJson(app, '/api/auth/passkeys/remove', { token }, { origin: app.url });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: 2, message: 'Every passkey was removed from your account' });
    expect(await getJson<Passkey[]>(app, user, '/api/me/passkeys')).toEqual([]);
    expect((await signInWith(second)).status).toBe(401);
    expect((await postJson(app, '/api/auth/passkeys/remove', { token }, { origin: app.url })).status).toBe(400);
  });

  it('says nothing of passkeys when the account has none', async () => {
    const user = await createUser(app);
    expect((await postJson(app, '/api/auth/password/forgot', { email: user.email }, { origin: app.url })).status).toBe(202);
    const mail = await waitForMail(mails, (m) => m.to.includes(user.email) && m.subject === 'Reset your Popreel password');
    expect(mail.text).not.toContain('passkey');
  });
});
