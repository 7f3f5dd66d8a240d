/**
 * bench/notifications-push — a push to 1,000 subscriptions on a loopback push service (issue 37, decision 044):
 * web-push's encrypted, VAPID-signed POSTs and the whole send-push job path, each beside a bare loop of the
 * same HTTP POSTs without encryption, in one run (bench/lib/push-bench.ts).
 *   npm run bench:push   (PUSH_SUBSCRIPTIONS=1000  PUSH_CONCURRENCY=8  PUSH_ROUNDS=3; DATABASE_URL to use an external PostgreSQL)
 */
import { randomBytes } from 'node:crypto';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { benchPushes, pushEnvironment } from './lib/push-bench.ts';
import { ratio } from './lib/stats.ts';
import { wholeSetting } from './lib/bench-settings.ts';

const SUBSCRIPTIONS = wholeSetting('PUSH_SUBSCRIPTIONS', 1000);
const CONCURRENCY = wholeSetting('PUSH_CONCURRENCY', 8);
const ROUNDS = wholeSetting('PUSH_ROUNDS', 3);

const DATABASE_NAME = `popreel_bench_push_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(DATABASE_NAME);
const { vapid, env } = pushEnvironment();
const { runtime, stop } = await startBenchApp(database.url, env);
try {
  console.log(`A push to ${SUBSCRIPTIONS} subscriptions on a loopback push service, ${CONCURRENCY} in flight, median of ${ROUNDS} rounds:`);
  const rows = await benchPushes(runtime.ctx, vapid, { subscriptions: SUBSCRIPTIONS, concurrency: CONCURRENCY, rounds: ROUNDS });
  console.log(`${'what'.padEnd(58)} ${'pushes sent'.padStart(11)} ${'ms per 1,000'.padStart(13)}`);
  for (const row of rows) console.log(`${row.name.padEnd(58)} ${(row.pushes ? String(row.pushes) : '—').padStart(11)} ${row.msPer1000.toFixed(0).padStart(13)}`);
  const [bare, webPush, jobs] = rows;
  ratio('web-push POSTs / bare POSTs', webPush.msPer1000, bare.msPer1000, 'what encryption and the VAPID JWT add');
  ratio('send-push jobs / bare POSTs', jobs.msPer1000, bare.msPer1000, 'what the queue and the database add on top');
} finally {
  await stop();
  await dropBenchDatabase(database, DATABASE_NAME);
}
