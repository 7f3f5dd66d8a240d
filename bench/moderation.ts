/**
 * bench/moderation — the moderation queue and audit trail against the bare SQL they run, side by side in one
 * run, on 100k videos, 200k reports (a quarter open) and 50k audit rows.
 *   npm run bench:moderation   (DATABASE_URL to use an external PostgreSQL; else embedded in .bench-data)
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ModerationRepo } from '../src/server/data/repos/moderation.repo.ts';
import { encodeCursor } from '../src/server/domain/paging/cursor.ts';
import { benchDatabase } from './lib/bench-db.ts';
import { benchSession, startBenchApp } from './lib/bench-app.ts';
import { seedFeedData } from './lib/seed-feed.ts';
import { measureInterleaved, printTable, ratio } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const REPORTS = 200_000;
const ACTIONS = 50_000;

const database = await benchDatabase('popreel_bench_feed');
await seedFeedData(database.url, console.log);
const { runtime, base, stop } = await startBenchApp(database.url);
const { db } = runtime.ctx;

// Reports over the last 90 days, one per (reporter, video), every fourth open; audit rows likewise.
const existing = await sql<{ n: number }>`select count(*)::int as n from reports`.execute(db);
if (existing.rows[0].n < REPORTS) {
  console.log(`seeding ${REPORTS} reports and ${ACTIONS} audit rows`);
  // One connection: the numbered temporary tables exist only on the session that made them.
  await db.connection().execute(async (conn) => {
    await sql`create temporary table videos_n as select row_number() over (order by id) as n, id from videos`.execute(conn);
    await sql`create temporary table users_n as select row_number() over (order by id) as n, id from users`.execute(conn);
    await sql`
      insert into reports (video_id, reporter_id, reason, details, resolved, created_at)
      select v.id, u.id, (array['spam','harassment','violence','other'])[1 + g % 4], case when g % 3 = 0 then 'bench details' end,
        g % 4 <> 0, now() - (g % 7776000) * interval '1 second'
      from generate_series(1, ${REPORTS}) g
      join videos_n v on v.n = 1 + (g::bigint * 7919) % (select count(*) from videos_n)
      join users_n u on u.n = 1 + (g::bigint * 104729) % (select count(*) from users_n)
      on conflict do nothing`.execute(conn);
    await sql`
      insert into moderation_actions (actor_id, actor_username, action, video_id, report_id, created_at)
      select r.reporter_id, 'bench_admin', 'video.hide', r.video_id, r.id, r.created_at + interval '1 hour'
      from reports r order by r.created_at desc limit ${ACTIONS}`.execute(conn);
  });
  await sql`analyze reports; analyze moderation_actions`.execute(db);
}

const suffix = randomBytes(3).toString('hex');
const { userId: adminId, getJson } = await benchSession(base, { username: `bench_${suffix}`, email: `admin_${suffix}@bench.example.com`, password: 'bench-password-1' });
await db.insertInto('userRoles').values({ userId: adminId, role: 'admin' }).execute();

// Page 100 of the open queue: the keyset of its 1,980th report.
const deep = await sql<{ time: string; id: string }>`
  select created_at::text as time, id from reports where not resolved order by created_at desc, id desc offset 1979 limit 1`.execute(db);
const page100 = deep.rows[0];
const repo = new ModerationRepo(db);
const open = { status: 'unresolved' as const };
const filtered = { status: 'all' as const, reason: 'harassment' as const, from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) };

const samples = await measureInterleaved(
  [
    { name: 'GET /api/admin/reports (page 1)', fn: () => getJson('/api/admin/reports') },
    { name: '  bare SQL: the queue query (page 1)', fn: () => repo.reports(open, null, 21) },
    { name: 'GET /api/admin/reports (page 100)', fn: () => getJson(`/api/admin/reports?cursor=${encodeURIComponent(encodeCursor({ t: page100.time, i: page100.id }))}`) },
    { name: '  bare SQL: the queue query (page 100)', fn: () => repo.reports(open, page100, 21) },
    { name: 'GET /api/admin/reports (reason + 30 days)', fn: () => getJson(`/api/admin/reports?status=all&reason=harassment&from=${filtered.from}`) },
    { name: '  bare SQL: (reason + 30 days)', fn: () => repo.reports(filtered, null, 21) },
    { name: 'GET /api/admin/actions (page 1)', fn: () => getJson('/api/admin/actions') },
    { name: '  bare SQL: the trail query', fn: () => repo.actions(null, null, 31) },
    { name: 'GET /api/admin/overview', fn: () => getJson('/api/admin/overview') },
  ],
  RUNS,
);
const [queue, bareQueue, queue100, bare100, reason, bareReason, trail, bareTrail] = samples;
console.log('');
printTable(samples);
console.log('');
ratio('queue page 1 p50 / its bare SQL p50', queue.p50, bareQueue.p50, 'reported: adds the role read, 60 signed links, JSON');
ratio('queue page 100 p50 / page 1 p50', queue100.p50, queue.p50, 'keyset: ≈ 1');
ratio('bare SQL page 100 p50 / page 1 p50', bare100.p50, bareQueue.p50, 'keyset: ≈ 1');
ratio('filtered queue p50 / its bare SQL p50', reason.p50, bareReason.p50, 'reported');
ratio('trail p50 / its bare SQL p50', trail.p50, bareTrail.p50, 'reported: a 0.7 ms query, so fixed HTTP cost weighs more');

await stop();
await database.stop();
