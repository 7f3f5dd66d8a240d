import { afterAll, beforeAll, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { FeedRepo } from '../../src/server/data/repos/feed.repo.ts';
import { FEED_PAGE_SIZE } from '../../src/shared/constants.ts';

/**
 * Issue 26 (decision 034): PostgreSQL keeps the generic plan of a feed page's statement instead of planning it
 * afresh on every request. With the page size bound as a parameter it guessed a tenth of the rows, costed the
 * generic plan at three times the custom one and planned For You on every request: 1.2 ms of planning for
 * 0.2 ms of work. The statistics here are For You's as they were then: 300 recommendations for the viewer.
 */
let app: TestApp;
let viewer: TestUser;
let connection: pg.Pool;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await createUser(app);
  const creator = await createUser(app);
  await sql`insert into videos (user_id, caption, storage_path, status)
    select ${creator.id}::uuid, 'video ' || n, ${creator.id} || '/' || n || '.mp4', 'ready' from generate_series(1, 2000) n`.execute(app.ctx.db);
  await sql`insert into recommendations (user_id, video_id, score)
    select ${viewer.id}::uuid, id, random() from videos order by id limit 300`.execute(app.ctx.db);
  await sql`insert into follows (follower_id, followee_id) values (${viewer.id}::uuid, ${creator.id}::uuid)`.execute(app.ctx.db);
  await sql`analyze`.execute(app.ctx.db);
  // One connection, so every execution lands on the one session whose prepared statements we read.
  connection = new pg.Pool({ connectionString: app.databaseUrl, max: 1 });
}, 60_000);
afterAll(async () => {
  await connection?.end();
  await app?.close();
});

it('keeps the generic plan of For You and Following after the first five executions', async () => {
  const repo = new FeedRepo(app.ctx.db, connection);
  // What a page asks for: one row past it, which says whether another page exists.
  const fetched = FEED_PAGE_SIZE + 1;
  for (let i = 0; i < 10; i++) {
    expect(await repo.recommended(viewer.id, fetched, null)).toHaveLength(fetched);
    expect(await repo.newest(viewer.id, fetched, null, true)).toHaveLength(fetched);
  }
  const statements = await connection.query<{ name: string; genericPlans: string; customPlans: string }>(
    "select name, generic_plans as \"genericPlans\", custom_plans as \"customPlans\" from pg_prepared_statements where name like 'p\\_%'",
  );
  // For You's page, Following's page, and the viewer's follow count that picks Following's shape.
  expect(statements.rows).toHaveLength(3);
  for (const statement of statements.rows) {
    // PostgreSQL tries five custom plans, then compares; from then on a kept generic plan is never replanned.
    expect(Number(statement.customPlans), statement.name).toBeLessThanOrEqual(5);
    expect(Number(statement.genericPlans), statement.name).toBeGreaterThanOrEqual(5);
  }
});

it('refuses a page size that is not the code’s own small whole number', async () => {
  const repo = new FeedRepo(app.ctx.db, connection);
  expect(() => repo.recommended(viewer.id, 10.5, null)).toThrow('a page size must be a whole number from 1 to 1000');
  await expect(repo.newest(viewer.id, 0, null, true)).rejects.toThrow('a page size must be a whole number from 1 to 1000');
});
