/**
 * One checkout's burst for bench/notifications, in its own process: `tsx bench/lib/burst-child.ts <checkout>`
 * loads that checkout's bench app and database code (so a worktree of the commit before a change runs its own
 * migrations and services), makes one creator's video and FANS people, and has each like, save and repost it,
 * CONCURRENCY actions at a time, through the product's services; then the same rows as bare INSERTs into
 * copies of the tables without triggers. It waits until the counts are settled, checks each is exact, and
 * prints one `RESULT {json}` line.
 */
import { randomBytes, createECDH } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const checkout = process.argv[2] ?? process.cwd();
const FANS = Number(process.env.NOTIFY_LIKES ?? 10_000);
const CONCURRENCY = Number(process.env.NOTIFY_CONCURRENCY ?? 8);

type BenchDbModule = typeof import('./bench-db.ts');
type BenchAppModule = typeof import('./bench-app.ts');
type PushBenchModule = typeof import('./push-bench.ts');
const load = <T>(path: string): Promise<T> => import(pathToFileURL(join(checkout, path)).href) as Promise<T>;
const { benchDatabase, dropBenchDatabase } = await load<BenchDbModule>('bench/lib/bench-db.ts');
const { startBenchApp } = await load<BenchAppModule>('bench/lib/bench-app.ts');
const { pushEnvironment } = await load<PushBenchModule>('bench/lib/push-bench.ts');

/** Runs every action, CONCURRENCY at a time, as that many requests arriving together would; its ms. */
async function inParallel(actions: Array<() => Promise<unknown>>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < actions.length) await actions[next++]!();
  }));
  return performance.now() - started;
}

const name = `popreel_bench_burst_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(name);
const bare = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
const { vapid, env } = pushEnvironment();
const one = async (query: string, values: unknown[] = []) => (await bare.query(query, values)).rows[0];
try {
  const creator = await one(`
    with u as (insert into users (email, password_hash) values ('creator@bench.local', 'not-a-login') returning id)
    insert into profiles (user_id, username) select id, 'bench_creator' from u returning user_id as id`);
  await bare.query(`
    insert into users (email, password_hash) select 'fan' || g || '@bench.local', 'not-a-login' from generate_series(1, ${FANS}) g;
    insert into profiles (user_id, username) select id, 'fan_' || substr(replace(id::text, '-', ''), 1, 16) from users where email like 'fan%'`);
  const video = await one(
    `insert into videos (user_id, caption, storage_path, status, duration) values ($1, 'one video, many fans', 'bench.mp4', 'ready', 4) returning id`,
    [creator.id],
  );
  const fans = (await bare.query<{ id: string }>(`select id from users where email like 'fan%'`)).rows.map((row) => row.id);
  // The creator has a browser subscribed, so a like that announces its group also asks for a push (to a port
  // nothing listens on: the pushes themselves are bench:push's).
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  await bare.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, server_key, device_label) values ($1, 'http://127.0.0.1:9/push/creator', $2, $3, $4, 'bench')`,
    [creator.id, browser.getPublicKey('base64url'), randomBytes(16).toString('base64url'), vapid.publicKey],
  );
  await bare.query(`
    create table bare_likes (like video_likes including defaults);
    create table bare_favourites (like video_favourites including defaults);
    create table bare_reposts (like reposts including defaults);
    create table bare_notifications (like notifications including defaults)`);
  // Planned on what the tables hold, as a running server's are (autovacuum would analyze them soon after).
  await bare.query('analyze');

  const { runtime, stop } = await startBenchApp(database.url, env);
  const { interactions } = runtime.ctx.services;
  const productMs = await inParallel(fans.flatMap((fan) => [
    () => interactions.like(fan, video.id),
    () => interactions.favourite(fan, video.id),
    () => interactions.repost(fan, video.id),
  ]));
  // Settled: this checkout's settler folds what waits (a checkout without one has nothing waiting).
  const settleStarted = performance.now();
  const settler = (runtime.ctx.services as { settler?: { settle(): Promise<void> } }).settler;
  const waiting = async () => Number((await one(`
    select (select count(*) from video_counter_deltas) + (select count(*) from notification_group_changes)
      + (select count(*) from notifications_waiting) as n`)).n);
  if (settler) while ((await waiting()) > 0) await settler.settle();
  const settleMs = performance.now() - settleStarted;
  await stop(); // its connections end, and with them their table statistics reach the server

  const bareMs = await inParallel(fans.flatMap((fan) => {
    const inTransaction = (...statements: Array<[string, unknown[]]>) => async () => {
      const client = await bare.connect();
      try {
        await client.query('begin');
        for (const [query, values] of statements) await client.query(query, values);
        await client.query('commit');
      } finally {
        client.release();
      }
    };
    const notification = (type: string): [string, unknown[]] => [`insert into bare_notifications (user_id, from_user_id, type, video_id) values ($1, $2, '${type}', $3)`, [creator.id, fan, video.id]];
    return [
      inTransaction(['insert into bare_likes (video_id, user_id) values ($1, $2)', [video.id, fan]], notification('like')),
      inTransaction(['insert into bare_favourites (video_id, user_id) values ($1, $2)', [video.id, fan]]),
      inTransaction(['insert into bare_reposts (video_id, user_id) values ($1, $2)', [video.id, fan]], notification('repost')),
    ];
  }));

  const counts = await one(`
    select v.like_count, v.favourite_count, v.repost_count,
      (select count(*)::int from video_likes where video_id = v.id) as likes,
      (select count(*)::int from video_favourites where video_id = v.id) as favourites,
      (select count(*)::int from reposts where video_id = v.id) as reposts,
      (select count(*)::int from notifications where user_id = v.user_id) as notifications,
      (select count(*)::int from notification_groups where user_id = v.user_id) as groups,
      (select count(*)::int from notification_groups g where g.user_id = v.user_id
         and g.actor_count <> (select count(distinct n.from_user_id) from notifications n where n.group_id = g.id)) as groups_miscounted,
      (select count(*)::int from jobs where kind = 'send-push') as push_jobs
    from videos v where v.id = $1`, [video.id]);
  await bare.query('select pg_stat_clear_snapshot()');
  const writes = await one(`
    select (select n_tup_upd from pg_stat_user_tables where relname = 'videos')::int as video_row,
           (select n_tup_upd from pg_stat_user_tables where relname = 'notification_groups')::int as group_row`);
  console.log('RESULT ' + JSON.stringify({ actions: FANS * 3, productMs, bareMs, settleMs, counts, writes }));
} finally {
  await bare.end();
  await dropBenchDatabase(database, name);
}
