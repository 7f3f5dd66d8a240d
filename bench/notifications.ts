/**
 * bench/notifications — issue 37's burst, side by side in one run:
 * - 10,000 likes on one video by 10,000 people through the product's path (InteractionsService.like: the like,
 *   its counters, the notification, its group and the push it queues), beside the bare INSERTs the same events
 *   need (a like row and a notification row, into copies of the tables without triggers), with the rows
 *   written and the time per 1,000;
 * - a push to 1,000 subscriptions on a loopback push service (bench/lib/push-bench.ts), beside bare POSTs.
 *   npm run bench:notifications   (NOTIFY_LIKES=10000  NOTIFY_CONCURRENCY=8  PUSH_SUBSCRIPTIONS=1000)
 */
import { createECDH, randomBytes } from 'node:crypto';
import pg from 'pg';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { benchPushes, pushEnvironment } from './lib/push-bench.ts';
import { ratio } from './lib/stats.ts';
import { wholeSetting } from './lib/bench-settings.ts';

const LIKES = wholeSetting('NOTIFY_LIKES', 10_000);
const CONCURRENCY = wholeSetting('NOTIFY_CONCURRENCY', 8);
const SUBSCRIPTIONS = wholeSetting('PUSH_SUBSCRIPTIONS', 1000);

/** Runs `work` for every item, CONCURRENCY at a time, as that many requests arriving together would. */
async function inParallel<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
  return performance.now() - started;
}

const DATABASE_NAME = `popreel_bench_notifications_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(DATABASE_NAME);
const { vapid, env } = pushEnvironment();
const { runtime, stop } = await startBenchApp(database.url, env);
const bare = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
try {
  const { rows: [creator] } = await bare.query<{ id: string }>(`
    with u as (insert into users (email, password_hash) values ('creator@bench.local', 'not-a-login') returning id)
    insert into profiles (user_id, username) select id, 'bench_creator' from u returning user_id as id`);
  await bare.query(`
    insert into users (email, password_hash) select 'fan' || g || '@bench.local', 'not-a-login' from generate_series(1, ${LIKES}) g;
    insert into profiles (user_id, username) select id, 'fan_' || substr(replace(id::text, '-', ''), 1, 16) from users where email like 'fan%'`);
  const { rows: [video] } = await bare.query<{ id: string }>(
    `insert into videos (user_id, caption, storage_path, status, duration) values ($1, 'one video, many likes', 'bench.mp4', 'ready', 4) returning id`,
    [creator!.id],
  );
  const fans = (await bare.query<{ id: string }>(`select id from users where email like 'fan%'`)).rows.map((row) => row.id);
  // The creator has a browser subscribed, so every like also reads its group and asks for its push (a port
  // nothing listens on: the one push the burst becomes is not part of this measure).
  const browser = createECDH('prime256v1');
  browser.generateKeys();
  await bare.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, server_key, device_label) values ($1, 'http://127.0.0.1:9/push/creator', $2, $3, $4, 'bench')`,
    [creator!.id, browser.getPublicKey('base64url'), randomBytes(16).toString('base64url'), vapid.publicKey],
  );
  // Copies of the two tables without their triggers: what the same events cost as plain rows.
  await bare.query(`
    create table bare_likes (like video_likes including defaults);
    create table bare_notifications (like notifications including defaults)`);

  console.log(`${LIKES.toLocaleString('en')} likes on one video by as many people, ${CONCURRENCY} at a time:`);
  const productMs = await inParallel(fans, (fan) => runtime.ctx.services.interactions.like(fan, video!.id));
  const bareMs = await inParallel(fans, async (fan) => {
    const client = await bare.connect();
    try {
      await client.query('begin');
      await client.query('insert into bare_likes (video_id, user_id) values ($1, $2)', [video!.id, fan]);
      await client.query(`insert into bare_notifications (user_id, from_user_id, type, video_id) values ($1, $2, 'like', $3)`, [creator!.id, fan, video!.id]);
      await client.query('commit');
    } finally {
      client.release();
    }
  });
  const count = async (query: string) => Number((await bare.query<{ n: string }>(query, [creator!.id])).rows[0]!.n);
  const written = {
    notifications: await count(`select count(*) n from notifications where user_id = $1`),
    groups: await count(`select count(*) n from notification_groups where user_id = $1`),
    pushes: await count(`select count(*) n from jobs where kind = 'send-push' and payload->>'userId' = $1::text`),
  };
  console.log(`${'what'.padEnd(58)} ${'ms per 1,000'.padStart(13)}`);
  console.log(`${'the product: like, counters, notification, group, push'.padEnd(58)} ${((productMs / LIKES) * 1000).toFixed(0).padStart(13)}`);
  console.log(`${'bare INSERTs: a like row and a notification row'.padEnd(58)} ${((bareMs / LIKES) * 1000).toFixed(0).padStart(13)}`);
  console.log(`rows written: ${written.notifications} notifications in ${written.groups} group(s) the list reads; ${written.pushes} push job(s) queued`);
  ratio('the product / bare INSERTs', productMs, bareMs, 'what counting, grouping and the push add per like');

  // Measured right after the burst, on the queue the likes left behind (bench:push measures an idle one).
  console.log(`\nA push to ${SUBSCRIPTIONS} subscriptions on a loopback push service, ${CONCURRENCY} in flight:`);
  const rows = await benchPushes(runtime.ctx, vapid, { subscriptions: SUBSCRIPTIONS, concurrency: CONCURRENCY, rounds: 1 });
  console.log(`${'what'.padEnd(58)} ${'pushes sent'.padStart(11)} ${'ms per 1,000'.padStart(13)}`);
  for (const row of rows) console.log(`${row.name.padEnd(58)} ${(row.pushes ? String(row.pushes) : '—').padStart(11)} ${row.msPer1000.toFixed(0).padStart(13)}`);
  ratio('send-push jobs / bare POSTs', rows[2]!.msPer1000, rows[0]!.msPer1000, 'what encryption, VAPID, the queue and the database add');
} finally {
  await bare.end();
  await stop();
  await dropBenchDatabase(database, DATABASE_NAME);
}
