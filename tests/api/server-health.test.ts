import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, type TestUser } from '../factories/users.ts';
import { ADMIN_MESSAGES } from '../../src/shared/moderation-types.ts';
import type { ServerHealth } from '../../src/shared/server-health.schema.ts';

/** Issue 60: the admin health page's answer, its states, and the retry of a failed job. */
let app: TestApp;
let admin: TestUser;
let member: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  admin = await createUser(app);
  await makeAdmin(app, admin);
  member = await createUser(app);
});
afterAll(async () => app?.close());

const health = async (user: TestUser): Promise<ServerHealth> => {
  const answer = await fetch(`${app.url}/api/admin/health`, { headers: { cookie: user.cookie } });
  expect(answer.status).toBe(200);
  return answer.json();
};
const retry = (user: TestUser, id: number | string) => fetch(`${app.url}/api/admin/jobs/${id}/retry`, { method: 'POST', headers: { cookie: user.cookie, origin: app.url } });

/** A job that failed for good, as the queue leaves one: its error kept for the admin. */
async function failedJob(kind: 'trending-tags' | 'expire-stories', error: string) {
  const row = await app.ctx.db
    .insertInto('jobs')
    .values({ kind, payload: JSON.stringify({}), status: 'failed', attempts: 5, maxAttempts: 5, lastError: error, runAt: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

it('refuses members with 403 and visitors with 401', async () => {
  const refused = await fetch(`${app.url}/api/admin/health`, { headers: { cookie: member.cookie } });
  expect(refused.status).toBe(403);
  expect((await refused.json()).error.message).toBe(ADMIN_MESSAGES.accessDenied);
  expect((await fetch(`${app.url}/api/admin/health`)).status).toBe(401);
  expect((await retry(member, 1)).status).toBe(403);
});

it('reports versions, the queue, federation, storage, mail, push and backups, each with a state', async () => {
  const answer = await health(admin);
  expect(answer.versions).toMatchObject({ state: 'green', popreel: app.ctx.config.version, node: process.versions.node, ffmpegOutdated: false });
  expect(answer.versions.postgres).toMatch(/^\d+/);
  expect(answer.versions.ffmpeg).toMatch(/^\d+\.\d+/);
  expect(answer.queue).toMatchObject({ state: 'green', failedCount: 0, failed: [] });
  expect(answer.federation.state).toBe('green');
  expect(answer.storage.kind).toBe('disk');
  expect(answer.storage.freeBytes).toBeGreaterThan(0);
  expect(answer.storage.totalBytes).toBeGreaterThanOrEqual(answer.storage.freeBytes!);
  // The test app sends mail to DATA_DIR/outbox: configured is false, and amber says so.
  expect(answer.mail).toEqual({ state: 'amber', configured: false });
  expect(answer.push).toEqual({ state: 'green', configured: true });
  expect(answer.backup).toEqual({ state: 'red', lastAt: null, archive: null, bytes: null });
});

it('turns the queue red for a job that failed for good, and a retry queues it again once', async () => {
  const id = await failedJob('trending-tags', 'the tag statistics could not be read');
  const red = await health(admin);
  expect(red.queue.state).toBe('red');
  expect(red.queue.failedCount).toBe(1);
  expect(red.queue.failed[0]).toMatchObject({ id, kind: 'trending-tags', attempts: 5, lastError: 'the tag statistics could not be read' });

  const retried = await retry(admin, id);
  expect(retried.status).toBe(200);
  expect(await retried.json()).toEqual({ retried: true });
  const job = await app.ctx.db.selectFrom('jobs').select(['status', 'attempts', 'lastError']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(job).toEqual({ status: 'queued', attempts: 0, lastError: null });
  expect((await health(admin)).queue.failedCount).toBe(0);

  // Only a failed job may be retried: the same id again, an unknown one and a malformed one say so.
  const again = await retry(admin, id);
  expect(again.status).toBe(404);
  expect((await again.json()).error.message).toBe('No failed job has this id');
  expect((await retry(admin, 999_999_999)).status).toBe(404);
  expect((await retry(admin, 'nope')).status).toBe(400);
});

it('names a failing remote server and shows the last backup', async () => {
  await app.ctx.db
    .insertInto('jobs')
    .values({ kind: 'deliver', payload: JSON.stringify({ inbox: 'https://Down.Example/inbox' }), status: 'queued', attempts: 2, lastError: 'https://down.example/inbox answered 503', runAt: new Date(Date.now() + 60_000) })
    .execute();
  await app.ctx.db.insertInto('backupRuns').values({ archive: 'popreel-backup-20261201-030000.tar.gz', bytes: 1234, finishedAt: new Date(Date.now() - 3 * 3600_000) }).execute();
  const answer = await health(admin);
  expect(answer.federation).toMatchObject({ state: 'amber', backlog: 1 });
  expect(answer.federation.failingServers).toEqual([{ host: 'down.example', failed: 0, retrying: 1, lastError: 'https://down.example/inbox answered 503' }]);
  expect(answer.backup).toMatchObject({ state: 'green', archive: 'popreel-backup-20261201-030000.tar.gz', bytes: 1234 });
});
