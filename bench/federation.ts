/**
 * bench/federation — issue 40's fan-out: one video by a creator with FED_FOLLOWERS remote followers spread over
 * FED_INSTANCES instances (each a loopback HTTP server with a shared inbox), published through the real
 * publisher, Fedify and the job queue's workers. Prints the time from the `video-published` event to the last
 * delivery, deliveries per second, and checks every shared inbox got the Create exactly once, signed.
 *   npm run bench:federation   (FED_FOLLOWERS=10000 FED_INSTANCES=100 FED_WORKERS=4; DATABASE_URL=… for another server)
 */
import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { wholeSetting } from './lib/bench-settings.ts';

const FOLLOWERS = wholeSetting('FED_FOLLOWERS', 10_000);
const INSTANCES = wholeSetting('FED_INSTANCES', 100);
const WORKERS = wholeSetting('FED_WORKERS', 4);

interface Inbox { server: Server; host: string; deliveries: number; personal: number; unsigned: number; last: number }

async function startInbox(): Promise<Inbox> {
  const inbox: Inbox = { server: createServer(), host: '', deliveries: 0, personal: 0, unsigned: 0, last: 0 };
  inbox.server.on('request', (request, response) => {
    request.resume();
    request.on('end', () => {
      if (request.url === '/inbox') inbox.deliveries += 1;
      else inbox.personal += 1;
      if (!request.headers.signature && !request.headers['signature-input']) inbox.unsigned += 1;
      inbox.last = performance.now();
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => inbox.server.listen(0, '127.0.0.1', resolve));
  inbox.host = `127.0.0.1:${(inbox.server.address() as { port: number }).port}`;
  return inbox;
}

const name = `popreel_bench_federation_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(name);
const inboxes = await Promise.all(Array.from({ length: INSTANCES }, startInbox));
const app = await startBenchApp(database.url, { FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true', WORKER_CONCURRENCY: String(WORKERS) });
const { db } = app.runtime.ctx;
try {
  // The creator and one ready public video; the followers as remote accounts, spread evenly over the inboxes.
  const creator = await db.insertInto('users').values({ email: 'creator@bench.example.com', password_hash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ user_id: creator.id, username: 'bench_creator' }).execute();
  const video = await db.insertInto('videos')
    .values({ user_id: creator.id, storage_path: 'bench/video.mp4', caption: 'Fan-out #bench', status: 'ready', width: 720, height: 1280, duration: 5 })
    .returning('id').executeTakeFirstOrThrow();
  const seedStart = performance.now();
  await sql`
    with people as (
      select n, ${sql.lit('127.0.0.1')} || ':' || (${JSON.stringify(inboxes.map((inbox) => inbox.host.split(':')[1]))}::jsonb ->> (n % ${INSTANCES})) as host
      from generate_series(0, ${FOLLOWERS - 1}) as n
    ), users_made as (
      insert into users (email, password_hash) select 'activitypub:http://' || host || '/users/u' || n, 'remote' from people returning id, email
    ), profiles_made as (
      insert into profiles (user_id, username, host)
      select u.id, 'u' || p.n || '@' || p.host, p.host from users_made u join people p on u.email = 'activitypub:http://' || p.host || '/users/u' || p.n
      returning user_id, host, username
    ), actors_made as (
      insert into remote_actors (user_id, uri, host, inbox, shared_inbox)
      select user_id, 'http://' || host || '/users/' || split_part(username, '@', 1), host,
        'http://' || host || '/users/' || split_part(username, '@', 1) || '/inbox', 'http://' || host || '/inbox'
      from profiles_made returning user_id
    )
    insert into follows (follower_id, followee_id) select user_id, ${creator.id}::uuid from actors_made`.execute(db);
  console.log(`seeded ${FOLLOWERS} remote followers on ${INSTANCES} instances in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  app.runtime.ctx.jobs.start(WORKERS);
  const start = performance.now();
  await app.runtime.ctx.services.federationOutbox.emit({ event: 'video-published', videoId: video.id });
  const deadline = start + 600_000;
  while (inboxes.some((inbox) => inbox.deliveries === 0) && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  const reached = inboxes.filter((inbox) => inbox.deliveries > 0).length;
  const finished = Math.max(...inboxes.map((inbox) => inbox.last));
  // Anything still on its way (a duplicate) arrives within a second of the last first delivery.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const total = inboxes.reduce((sum, inbox) => sum + inbox.deliveries + inbox.personal, 0);
  const seconds = (finished - start) / 1000;
  console.table([{
    followers: FOLLOWERS, instances: INSTANCES, workers: WORKERS, 'shared inboxes reached': reached,
    deliveries: total, 'to personal inboxes': inboxes.reduce((sum, inbox) => sum + inbox.personal, 0),
    'most to one inbox': Math.max(...inboxes.map((inbox) => inbox.deliveries)), unsigned: inboxes.reduce((sum, inbox) => sum + inbox.unsigned, 0),
    'seconds (event → last delivery)': seconds.toFixed(2), 'deliveries / s': (total / seconds).toFixed(1),
  }]);
  const once = reached === INSTANCES && inboxes.every((inbox) => inbox.deliveries === 1 && inbox.personal === 0 && inbox.unsigned === 0);
  console.log(once ? 'every shared inbox got the video once, signed' : 'NOT every shared inbox got the video exactly once, signed');
  if (!once) process.exitCode = 1;
} finally {
  await app.stop();
  for (const inbox of inboxes) inbox.server.close();
  await dropBenchDatabase(database, name);
}
