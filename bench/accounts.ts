/**
 * bench/accounts — a data export and an erasure (issue 24) of a busy account, each beside its floor in one run:
 * - the export job (collect in one snapshot, zip, stream into storage) against reading the same files and
 *   writing them into one file: what zipping and the queries add to the bare I/O;
 * - erase() (every folder, then conversations kept, then one cascading delete) against `rm -r` of the same
 *   folders and a bare `delete from users` of an identical twin: what keeping conversations and
 *   counting down every counter costs.
 *   npm run bench:accounts   (DATABASE_URL to use an external PostgreSQL; else embedded in .bench-data)
 * ACCOUNT_VIDEOS (default 50 files of 1 MB), ACCOUNT_ROUNDS (default 3) tune a run.
 */
import { createReadStream } from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { ratio } from './lib/stats.ts';
import { accountFolders } from '../src/server/domain/account/account-deletion.service.ts';
import type { DiskStore } from '../src/server/storage/disk-store.ts';
import { busyAccount, neighbourhood } from './lib/seed-account.ts';

const VIDEOS = Number(process.env.ACCOUNT_VIDEOS ?? 50);
const ROUNDS = Number(process.env.ACCOUNT_ROUNDS ?? 3);

const DATABASE_NAME = `popreel_bench_accounts_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(DATABASE_NAME);
const { runtime, stop } = await startBenchApp(database.url);
const { db, store, services } = runtime.ctx;
if (store.kind !== 'disk') throw new Error('bench:accounts measures the disk store');
const disk = store as DiskStore;
const seconds = async (run: () => Promise<unknown>) => {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e9;
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(`Seeding: a neighbourhood, then ${ROUNDS * 2 + 1} busy accounts of ${VIDEOS} videos (1 MB files), 1,000 likes, 500 comments, 300 follows, 300 messages, 10 stories…`);
const neighbours = await neighbourhood(db);
const exporter = await busyAccount(runtime.ctx, neighbours, VIDEOS);

// Export: the job against the I/O floor (the same files read and written into one file), alternating.
const exportTimes: number[] = [];
const floorTimes: number[] = [];
const videoKeys = (await db.selectFrom('videos').select('storagePath').where('userId', '=', exporter).execute()).map((v) => v.storagePath);
for (let round = 0; round < ROUNDS; round++) {
  exportTimes.push(await seconds(async () => {
    const created = await db.insertInto('dataExports').values({ userId: exporter }).returning('id').executeTakeFirstOrThrow();
    await services.dataExports.build(created.id, runtime.ctx.federation.portable);
  }));
  floorTimes.push(await seconds(async () => {
    const target = await open(join(disk.root, 'floor.bin'), 'w');
    for (const key of videoKeys) for await (const chunk of createReadStream(disk.pathOf('videos', key))) await target.write(chunk as Buffer);
    await target.close();
  }));
}
const zip = await db.selectFrom('dataExports').select('sizeBytes').where('userId', '=', exporter).where('status', '=', 'ready').executeTakeFirstOrThrow();

// Erasure: erase() against rm + a bare cascading delete of an identical twin, alternating.
const eraseTimes: number[] = [];
const bareTimes: number[] = [];
const countdownCheck: string[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const [ours, twin] = [await busyAccount(runtime.ctx, neighbours, VIDEOS), await busyAccount(runtime.ctx, neighbours, VIDEOS)];
  for (const id of [ours, twin]) await db.updateTable('profiles').set({ deactivatedAt: sql<Date>`now() - interval '8 days'` }).where('userId', '=', id).execute();
  const before = await db.selectFrom('videos').select(sql<number>`sum(like_count)::int`.as('likes')).where('userId', '=', neighbours.ownerId).executeTakeFirstOrThrow();
  eraseTimes.push(await seconds(() => services.accountDeletion.erase(ours)));
  const after = await db.selectFrom('videos').select(sql<number>`sum(like_count)::int`.as('likes')).where('userId', '=', neighbours.ownerId).executeTakeFirstOrThrow();
  countdownCheck.push(`${before.likes} → ${after.likes}`);
  bareTimes.push(await seconds(async () => {
    for (const [bucket, folder] of accountFolders(twin)) await rm(disk.pathOf(bucket, folder), { recursive: true, force: true });
    await db.deleteFrom('users').where('id', '=', twin).execute();
  }));
}

const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;
console.log(`\n${VIDEOS} videos of 1 MB; the zip is ${mb(Number(zip.sizeBytes))}; ${ROUNDS} rounds each, medians:`);
console.log(`export job (collect, zip, store)        ${median(exportTimes).toFixed(2)} s`);
console.log(`  floor: read the files, write one file ${median(floorTimes).toFixed(2)} s`);
console.log(`erase() (files, conversations, delete)  ${median(eraseTimes).toFixed(2)} s`);
console.log(`  floor: rm -r + delete from users      ${median(bareTimes).toFixed(2)} s`);
ratio('export job / its I/O floor', median(exportTimes), median(floorTimes), 'reported');
ratio('erase() / rm + bare cascading delete', median(eraseTimes), median(bareTimes), 'reported');
console.log(`the neighbour's likes as each erasure counted down: ${countdownCheck.join(', ')}`);

await stop();
await dropBenchDatabase(database, DATABASE_NAME);
