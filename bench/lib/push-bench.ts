import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { sql } from 'kysely';
import type { AppContext } from '../../src/server/context.ts';
import { PushSender, type PushTarget, type VapidKeys } from '../../src/server/push/push-sender.ts';
import { newVapidPair } from '../../src/server/push/vapid.ts';

/**
 * A push to N subscriptions on a loopback push service (issue 37, decision 044), three ways side by side:
 * - bare: the same JSON POSTed N times with no encryption and no VAPID (the HTTP floor);
 * - web-push: each POST encrypted to its browser's keys (RFC 8291) and VAPID-signed, as PushSender sends it;
 * - jobs: N notify() calls, then the send-push jobs through the queue (subscriptions read, encrypted, sent,
 *   last_success_at written), from the moment they fall due until the push service has them all.
 * The app must run with PUSH_ALLOW_PRIVATE_ENDPOINTS=true and VAPID_* set to `vapid` (pushEnvironment).
 * bench/notifications-push.ts prints it; the notifications bench can import it.
 */
export interface PushBenchRow {
  name: string;
  pushes: number;
  msPer1000: number;
}

const PAYLOAD = JSON.stringify({ title: 'sofia_travels and 29 others liked your video', body: 'Sunset over the harbour', url: '/video/bench', tag: 'like:bench', icon: null });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A push service that answers 201 Created to everything and counts what arrived. */
async function loopbackPushService() {
  let received = 0;
  let waiting: { count: number; done: () => void } | null = null;
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received++;
      response.writeHead(201).end();
      if (waiting && received >= waiting.count) waiting.done();
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    reset: () => void (received = 0),
    received: () => received,
    until: (count: number) => new Promise<void>((resolve) => (received >= count ? resolve() : (waiting = { count, done: resolve }))),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Runs `work` for each item with `concurrency` in flight. */
async function pool<T>(items: T[], concurrency: number, work: (item: T) => Promise<unknown>) {
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < items.length) await work(items[next++]);
  }));
}

/** N people, each with one browser subscribed on the loopback push service. */
async function seedSubscribers(ctx: AppContext, origin: string, count: number, serverKey: string) {
  const run = randomBytes(4).toString('hex');
  const users = await sql<{ id: string }>`
    with made as (
      insert into users (email, password_hash) select 'push_' || ${run} || '_' || g || '@bench.local', '!' from generate_series(1, ${count}) g returning id)
    insert into profiles (user_id, username) select id, 'push_' || ${run} || '_' || row_number() over () from made returning user_id as id`.execute(ctx.db);
  const targets = users.rows.map((user, index) => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    return { userId: user.id, endpoint: `${origin}/push/${run}/${index}`, p256dh: browser.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') };
  });
  await ctx.db
    .insertInto('pushSubscriptions')
    .values(targets.map((t) => ({ userId: t.userId, endpoint: t.endpoint, p256dh: t.p256dh, auth: t.auth, serverKey: serverKey, deviceLabel: 'bench' })))
    .execute();
  return targets;
}

async function timed(run: () => Promise<unknown>) {
  const start = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/** The settings the app under the bench needs, with the key pair the bench signs with too. */
export function pushEnvironment() {
  const vapid: VapidKeys = { ...newVapidPair(), subject: 'mailto:bench@popreel.localhost' };
  return { vapid, env: { PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true', VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: vapid.subject } };
}

export async function benchPushes(ctx: AppContext, vapid: VapidKeys, options: { subscriptions: number; concurrency: number; rounds: number }): Promise<PushBenchRow[]> {
  const { subscriptions: count, concurrency, rounds } = options;
  const service = await loopbackPushService();
  const sender = new PushSender({ allowPrivateEndpoints: true, timeoutMs: 10_000 });
  const targets: Array<PushTarget & { userId: string }> = await seedSubscribers(ctx, service.origin, count, vapid.publicKey);
  const delivery = { ttlSeconds: 86_400, urgency: 'normal' as const, topic: 'bench' };
  const times = { bare: [] as number[], webPush: [] as number[], jobs: [] as number[], notify: [] as number[] };
  const sent = { bare: 0, webPush: 0, jobs: 0 };
  ctx.jobs.start(concurrency);

  for (let round = 0; round < rounds; round++) {
    service.reset();
    times.bare.push(await timed(() => pool(targets, concurrency, (t) => sender.post({ endpoint: t.endpoint, headers: { TTL: 86_400, 'Content-Type': 'application/json' }, body: Buffer.from(PAYLOAD) }))));
    sent.bare = service.received();

    service.reset();
    times.webPush.push(await timed(() => pool(targets, concurrency, (t) => sender.send(t, PAYLOAD, vapid, delivery))));
    sent.webPush = service.received();

    service.reset();
    const tag = `like:bench-${round}`;
    times.notify.push(await timed(() => pool(targets, concurrency, (t) => ctx.services.push.notify(t.userId, { title: 'sofia_travels liked your video', body: 'Sunset', url: '/video/bench', tag }))));
    // Due now rather than PUSH_GROUP_SECONDS later: the jobs' own cost is what is measured.
    times.jobs.push(await timed(async () => {
      await ctx.db.updateTable('jobs').set({ runAt: new Date() }).where('kind', '=', 'send-push').where('status', '=', 'queued').execute();
      await service.until(count);
    }));
    sent.jobs = service.received();
  }
  await ctx.jobs.stop();
  sender.close();
  await service.close();
  const per1000 = (ms: number[]) => (median(ms) * 1000) / count;
  return [
    { name: 'bare POSTs (the same JSON, no encryption, no VAPID)', pushes: sent.bare, msPer1000: per1000(times.bare) },
    { name: 'web-push: encrypted (RFC 8291) and VAPID-signed', pushes: sent.webPush, msPer1000: per1000(times.webPush) },
    { name: 'send-push jobs: queue, subscriptions read, sent, marked', pushes: sent.jobs, msPer1000: per1000(times.jobs) },
    { name: 'notify() calls queueing those jobs', pushes: 0, msPer1000: per1000(times.notify) },
  ];
}
