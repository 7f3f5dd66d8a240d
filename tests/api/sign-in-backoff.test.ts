import type { AsJson } from '../../src/shared/as-json.ts';
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { outboxMessages, waitForMail } from '../factories/mail.ts';
import type { TwoFactorSetup } from '../../src/shared/account-answers.schema.ts';

/**
 * M4 and M5 (issue 35): wrong passwords and wrong two-factor codes back off per account, whatever addresses
 * they come from, and per-client limits count an IPv6 /64 as one client.
 */
let app: TestApp;
beforeAll(async () => {
  // Behind a proxy, so each request can come from the address its X-Forwarded-For names.
  app = await startTestApp({ workers: true, env: { TRUST_PROXY: 'true', AUTH_RATE_LIMIT_MAX: '5' } });
});
afterAll(() => app?.close());
beforeEach(async () => {
  await app.ctx.db.deleteFrom('rateLimits').execute();
});

let addresses = 0;
/** A different IPv4 client each time, so the per-client limit never decides. */
const nextAddress = () => `198.51.100.${(addresses++ % 250) + 1}`;
const signInFrom = (from: string, email: string, password: string) =>
  postJson(app, '/api/auth/sign-in', { email, password }, { origin: app.url, 'x-forwarded-for': from });
/** As if the wait had passed: the next attempt is let through. */
const waitOut = () => app.ctx.db.updateTable('signInFailures').set({ lockedUntil: sql<Date>`now() - interval '1 second'` }).where('lockedUntil', 'is not', null).execute();

describe('per-client limits', () => {
  it('count every address of an IPv6 /64 as one client, and another /64 apart', async () => {
    for (let i = 1; i <= 5; i++) expect((await signInFrom(`2001:db8:7:1::${i}`, `nobody${i}@example.com`, 'wrong')).status).toBe(401);
    const sixth = await signInFrom('2001:db8:7:1:ffff:ffff:ffff:ffff', 'nobody6@example.com', 'wrong');
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signInFrom('2001:db8:7:2::1', 'nobody7@example.com', 'wrong')).status).toBe(401);
  });
});

describe('wrong passwords for one account', () => {
  it('back off after five, from any address, even for the right password, until the wait has passed', async () => {
    const user = await createUser(app);
    for (let i = 0; i < 5; i++) expect((await signInFrom(nextAddress(), user.email, 'not-my-password')).status).toBe(401);
    const refused = await signInFrom(nextAddress(), user.email, user.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(25);
    expect((await refused.json()).error.message).toBe('Too many failed sign-ins for this account — please wait and try again, or reset your password');
    await waitOut();
    // The sixth wrong one waits longer (60 s), and a right one afterwards forgets them all.
    expect((await signInFrom(nextAddress(), user.email, 'not-my-password')).status).toBe(401);
    expect(Number((await signInFrom(nextAddress(), user.email, user.password)).headers.get('retry-after'))).toBeGreaterThan(30);
    await waitOut();
    expect((await signInFrom(nextAddress(), user.email, user.password)).status).toBe(200);
    expect((await signInFrom(nextAddress(), user.email, 'not-my-password')).status).toBe(401);
    expect((await signInFrom(nextAddress(), user.email, user.password)).status).toBe(200);
  });

  it('say the same for an address that has no account', async () => {
    for (let i = 0; i < 5; i++) expect((await signInFrom(nextAddress(), 'no-such-person@example.com', 'guess')).status).toBe(401);
    expect((await signInFrom(nextAddress(), 'no-such-person@example.com', 'guess')).status).toBe(429);
  });
});

describe('wrong two-factor codes', () => {
  const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

  async function withTwoFactor(): Promise<{ user: TestUser; secret: string }> {
    const user = await createUser(app);
    const setup = (await (await postJson(app, '/api/me/two-factor/setup', { password: user.password }, user.headers)).json()) as AsJson<TwoFactorSetup>;
    expect((await postJson(app, '/api/me/two-factor/enable', { code: codeFor(setup.secret, -1) }, user.headers)).status).toBe(200);
    return { user, secret: setup.secret };
  }
  const ticketOf = async (user: TestUser) => (await (await signInFrom(nextAddress(), user.email, user.password)).json()).ticket as string;
  const secondStep = (ticket: string, code: string) => postJson(app, '/api/auth/two-factor', { ticket, code }, { origin: app.url, 'x-forwarded-for': nextAddress() });

  it('back off from the third, and the tenth locks code sign-in for an hour and mails the owner', async () => {
    const { user, secret } = await withTwoFactor();
    const ticket = await ticketOf(user);
    expect((await secondStep(ticket, '000000')).status).toBe(400);
    expect((await secondStep(ticket, '000001')).status).toBe(400);
    expect((await secondStep(ticket, '000002')).status).toBe(400);
    const tooSoon = await secondStep(ticket, codeFor(secret));
    expect(tooSoon.status).toBe(429);
    expect((await tooSoon.json()).error.message).toBe('Too many wrong codes — please wait and try again');
    for (let wrong = 4; wrong <= 10; wrong++) {
      await waitOut();
      await app.ctx.db.deleteFrom('rateLimits').execute();
      expect((await secondStep(ticket, `00000${wrong % 10}`)).status).toBe(400);
    }
    const locked = await secondStep(await ticketOf(user), codeFor(secret));
    expect(locked.status).toBe(429);
    expect((await locked.json()).error.message).toBe('Too many wrong codes — two-factor sign-in is locked for an hour');
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3500);
    const mail = await waitForMail(() => outboxMessages(app.ctx.config.dataDir), (m) => m.to.includes(user.email) && m.subject.includes('locked'));
    expect(mail.subject).toBe('Two-factor sign-in to your Popreel account is locked');
    expect(mail.text).toContain('10 wrong two-factor codes');
    // Once the hour is over, a right code signs in and the count starts again.
    await waitOut();
    const after = await secondStep(await ticketOf(user), codeFor(secret, 1));
    expect(after.status).toBe(200);
  });
});
