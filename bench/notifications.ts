/**
 * bench/notifications — issue 55 item 6: a viral video stays cheap. FANS people each like, save and repost one
 * video, NOTIFY_CONCURRENCY actions at a time, through the product's services (the row, its counters, the
 * notification and its group, the push and realtime it asks for), beside the bare INSERTs the same events
 * need (the rows, and a notification row for a like or repost, into copies of the tables without triggers),
 * and, when NOTIFY_BEFORE names another checkout (a worktree of the commit before a change), beside that
 * checkout's path, in one run. Each checkout runs in its own process on its own database (bench/lib/burst-child.ts);
 * every count is checked exact once settled.
 *   NOTIFY_BEFORE=<checkout> npm run bench:notifications   (NOTIFY_LIKES=10000  NOTIFY_CONCURRENCY=8)
 * The pushes themselves are bench:push's.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { ratio } from './lib/stats.ts';
import { wholeSetting } from './lib/bench-settings.ts';

const FANS = wholeSetting('NOTIFY_LIKES', 10_000);
const CONCURRENCY = wholeSetting('NOTIFY_CONCURRENCY', 8);

interface Burst {
  actions: number;
  productMs: number;
  bareMs: number;
  settleMs: number;
  counts: Record<string, number>;
  writes: { video_row: number; group_row: number };
}

/** One checkout's burst in its own process (one at a time: they share the embedded bench cluster). */
function burst(checkout: string): Promise<Burst> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve('bench/lib/burst-child.ts'), checkout], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NOTIFY_LIKES: String(FANS), NOTIFY_CONCURRENCY: String(CONCURRENCY) },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => {
      const line = output.split('\n').find((text) => text.startsWith('RESULT '));
      if (code === 0 && line) done(JSON.parse(line.slice('RESULT '.length)) as Burst);
      else fail(new Error(`the burst in ${checkout} ended with ${code}:\n${output}`));
    });
  });
}

const checkouts = [{ label: 'this checkout', path: process.cwd() }];
if (process.env.NOTIFY_BEFORE) checkouts.push({ label: `before (${process.env.NOTIFY_BEFORE})`, path: resolve(process.env.NOTIFY_BEFORE) });
const results: Burst[] = [];
for (const checkout of checkouts) results.push(await burst(checkout.path));

console.log(`${FANS.toLocaleString('en')} people each like, save and repost one video, ${CONCURRENCY} actions at a time (${(FANS * 3).toLocaleString('en')} actions):`);
const row = (what: string, ...cells: string[]) => console.log(`${what.padEnd(52)} ${cells.map((cell) => cell.padStart(18)).join(' ')}`);
row('', ...checkouts.map((checkout) => checkout.label.slice(0, 18)));
row('the product: actions a second', ...results.map((r) => ((r.actions / r.productMs) * 1000).toFixed(0)));
row('the product: ms per 1,000 actions', ...results.map((r) => ((r.productMs / r.actions) * 1000).toFixed(0)));
row('bare INSERTs: ms per 1,000 actions', ...results.map((r) => ((r.bareMs / r.actions) * 1000).toFixed(0)));
row('settled after the burst in (ms)', ...results.map((r) => r.settleMs.toFixed(0)));
row("the video's row written (times)", ...results.map((r) => String(r.writes.video_row)));
row("the notification group rows written (times)", ...results.map((r) => String(r.writes.group_row)));
row('likes / saves / reposts counted', ...results.map((r) => `${r.counts.like_count}/${r.counts.favourite_count}/${r.counts.repost_count}`));
row('likes / saves / reposts stored', ...results.map((r) => `${r.counts.likes}/${r.counts.favourites}/${r.counts.reposts}`));
row('notifications in groups (groups miscounted)', ...results.map((r) => `${r.counts.notifications} in ${r.counts.groups} (${r.counts.groups_miscounted})`));
row('push jobs queued', ...results.map((r) => String(r.counts.push_jobs)));
const exact = results.map((r) =>
  r.counts.like_count === r.counts.likes && r.counts.favourite_count === r.counts.favourites && r.counts.repost_count === r.counts.reposts && r.counts.groups_miscounted === 0);
row('every count exact once settled', ...exact.map(String));
const [now, before] = results;
console.log(`the product: ${((now.actions / now.productMs) * 1000).toFixed(0)} actions a second (goal ≥ 1,500)`);
ratio('the product / bare INSERTs', now.productMs, now.bareMs, 'goal ≤ 4');
if (before) ratio('the product / the same before (NOTIFY_BEFORE)', now.productMs, before.productMs, 'lower is faster');
if (exact.includes(false)) process.exitCode = 1;
