import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { waitFor } from '../setup/wait.ts';
import { startPrimaryAndReplica } from '../setup/postgres-replica.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { loadConfig } from '../../src/server/config.ts';

/**
 * Issue 27, part 4: feed pages and cards read from DATABASE_READ_URL, a streaming replica, while every write
 * and every other read stays on DATABASE_URL. Shown on a real PostgreSQL 15 primary and hot standby: with the
 * standby's replay paused, a new video is in the creator's grid (the primary) and not yet in the feed (the
 * replica); resumed, the feed has it.
 */
let cluster: Awaited<ReturnType<typeof startPrimaryAndReplica>>;
let app: TestApp;
let replica: pg.Client;
let creator: TestUser;

const until = (check: () => Promise<boolean>, what: string) => waitFor(check, what, 30_000, 50);

const followingIds = async () => {
  const response = await fetch(`${app.url}/api/feed/following`, { headers: creator.headers });
  expect(response.status).toBe(200);
  return ((await response.json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
};
const postIds = async () => ((await (await fetch(`${app.url}/api/profiles/${creator.id}/videos`, { headers: creator.headers })).json()) as { items: Array<{ id: string }> }).items.map((item) => item.id);
const onReplica = async (videoId: string) => (await replica.query('select 1 from videos where id = $1', [videoId])).rowCount === 1;

beforeAll(async () => {
  cluster = await startPrimaryAndReplica();
  app = await startTestApp({ databaseUrl: cluster.primaryUrl, env: { DATABASE_READ_URL: cluster.replicaUrl } });
  replica = new pg.Client({ connectionString: cluster.replicaUrl });
  await replica.connect();
  creator = await createUser(app);
}, 120_000);
afterAll(async () => {
  await replica?.end();
  await app?.close();
  await cluster?.stop();
});

describe('DATABASE_READ_URL', () => {
  it('is a hot standby of the primary, and the app holds a separate feed pool on it', async () => {
    expect((await replica.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(true);
    expect(app.ctx.feedReadPool).not.toBe(app.ctx.pool);
    expect((await app.ctx.feedReadPool.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0].recovering).toBe(true);
  });

  it('serves feed pages from the replica, and grids and writes from the primary', async () => {
    const first = await createVideo(app, creator.id, { caption: 'replicated #replica' });
    await until(() => onReplica(first.id), 'the first video on the replica');
    expect(await followingIds()).toContain(first.id);

    await replica.query('select pg_wal_replay_pause()');
    try {
      const second = await createVideo(app, creator.id, { caption: 'not yet replayed #replica' });
      expect(await postIds(), 'the grid reads the primary').toContain(second.id);
      expect(await followingIds(), 'the feed reads the paused replica').not.toContain(second.id);
      await replica.query('select pg_wal_replay_resume()');
      await until(async () => (await followingIds()).includes(second.id), 'the second video in the feed once replayed');
    } finally {
      await replica.query('select pg_wal_replay_resume()').catch(() => undefined);
    }
  });

  it('is refused without DATABASE_URL: the embedded database has no replica', () => {
    expect(() => loadConfig({ DATABASE_READ_URL: cluster.replicaUrl })).toThrow('DATABASE_READ_URL names a replica of DATABASE_URL');
  });
});
