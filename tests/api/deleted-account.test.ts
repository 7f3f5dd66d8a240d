import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson } from '../factories/users.ts';
import { DELETED_ACCOUNT_ID } from '../../src/server/data/repos/account-erasure.repo.ts';
import { emailSchema } from '../../src/shared/auth.schema.ts';

/**
 * M1 (issue 35): the shared "deleted user" account exists from the migrations on, with an address no sign-up
 * can produce, so no one can take it first and make every later erasure fail.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const OLD_TOMBSTONE_ADDRESS = `deleted-${DELETED_ACCOUNT_ID}@deleted.invalid`;

async function deleteAndErase(userId: string, password: string, headers: Record<string, string>) {
  expect((await postJson(app, '/api/me/deletion', { password }, headers)).status).toBe(202);
  await app.ctx.db.updateTable('profiles').set({ deactivatedAt: sql<Date>`now() - interval '8 days'` }).where('userId', '=', userId).execute();
  return app.ctx.services.accountDeletion.erase(userId);
}

it('is there before any erasure, under an address that is not an address', async () => {
  const tombstone = await app.ctx.db.selectFrom('users').select(['email', 'passwordHash']).where('id', '=', DELETED_ACCOUNT_ID).executeTakeFirstOrThrow();
  expect(emailSchema.safeParse(tombstone.email).success).toBe(false);
  expect(tombstone.passwordHash).toBe('!');
  const response = await postJson(app, '/api/auth/sign-in', { email: tombstone.email, password: '!' });
  expect(response.status).toBe(400);
});

it('refuses sign-up and address changes to reserved domains that receive no mail', async () => {
  for (const email of [OLD_TOMBSTONE_ADDRESS, 'someone@popreel.test', 'me@home.localhost', 'a@b.example']) {
    const response = await postJson(app, '/api/auth/sign-up', { username: `taker_${Math.random().toString(36).slice(2, 8)}`, email, password: 'correct-horse-battery' });
    expect(response.status, email).toBe(400);
    expect((await response.json()).error.message).toBe('Please use an email address that can receive mail');
  }
  const person = await createUser(app);
  const change = await postJson(app, '/api/me/email', { email: 'new@mail.invalid', password: person.password }, person.headers);
  expect(change.status).toBe(400);
  expect((await change.json()).error.message).toBe('Please use an email address that can receive mail');
});

it('keeps erasing accounts when someone already holds the address the old code gave the deleted user', async () => {
  // As if taken before the fix (sign-up refuses it now): the old first erasure then failed on the unique address.
  await app.ctx.db.insertInto('users').values({ email: OLD_TOMBSTONE_ADDRESS, passwordHash: '!' }).execute();
  for (let i = 0; i < 2; i++) {
    const person = await createUser(app);
    expect(await deleteAndErase(person.id, person.password, person.headers)).toBe(true);
    expect(await app.ctx.db.selectFrom('users').select('id').where('id', '=', person.id).executeTakeFirst()).toBeUndefined();
  }
  const tombstones = await app.ctx.db.selectFrom('profiles').select('username').where('userId', '=', DELETED_ACCOUNT_ID).execute();
  expect(tombstones).toHaveLength(1);
});
