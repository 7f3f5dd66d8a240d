import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';

/**
 * Issue 26 (decision 034): the feeds' prepared statements keep their generic plan on their own connections.
 * PostgreSQL's choice between generic and custom plans goes by estimates; on some statistics it planned For You
 * afresh on every request (1.2 ms of planning for 0.2 ms of work). The app's other queries keep the default.
 */
let app: TestApp;
let viewer: TestUser;

beforeAll(async () => {
  app = await startTestApp();
  viewer = await createUser(app);
  const creator = await createUser(app);
  for (let i = 0; i < 3; i++) await createVideo(app, creator.id);
}, 60_000);
afterAll(() => app?.close());

it('runs every feed page on a generic plan, planned once per connection, and leaves other queries alone', async () => {
  for (let i = 0; i < 8; i++) {
    for (const feed of ['foryou', 'following']) {
      const response = await fetch(`${app.url}/api/feed/${feed}`, { headers: viewer.headers });
      expect(response.status).toBe(200);
    }
  }
  // One request at a time: the pool hands back its most recently used connection, the one that ran them.
  const statements = await app.ctx.feedPool.query<{ name: string; generic_plans: string; custom_plans: string }>(
    "select name, generic_plans, custom_plans from pg_prepared_statements where name like 'p\\_%'",
  );
  expect(statements.rows.length).toBeGreaterThanOrEqual(2);
  for (const statement of statements.rows) {
    expect(Number(statement.custom_plans), statement.name).toBe(0);
    expect(Number(statement.generic_plans), statement.name).toBeGreaterThanOrEqual(1);
  }
  const mode = async (pool: typeof app.ctx.pool) => (await pool.query<{ mode: string }>("select current_setting('plan_cache_mode') as mode")).rows[0].mode;
  expect(await mode(app.ctx.feedPool)).toBe('force_generic_plan');
  expect(await mode(app.ctx.pool)).toBe('auto');
});
