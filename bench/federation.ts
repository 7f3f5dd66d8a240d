/**
 * bench/federation — issue 40's fan-out: one video by a creator with FED_FOLLOWERS remote followers spread over
 * FED_INSTANCES instances (each a loopback HTTP server with a shared inbox), published through the real
 * publisher, Fedify and Popreel's delivery jobs (issue 52). Prints the time from the `video-published` event to
 * the last delivery, deliveries per second, and checks every shared inbox got the Create exactly once, signed.
 *
 * Then issue 52's inbox flood: one server sends FED_FLOOD signed Likes over FED_FLOOD_CONNECTIONS connections, each
 * sending its next as soon as the last is answered, while another replies to the video as usual (a reply every
 * 100 ms) and the creator's video fans out again. Printed side by side, calm (the same replies and fan-out,
 * without the flood, after a warm-up round) and under the flood: how many of the flood the door took (the
 * rest 429), the neighbour's replies taken, how long each took to be answered and to become a comment, the
 * fan-out's time and this server's event loop use; then the flood's cost to the others as ratios. The other
 * servers (the inboxes, the flooder, the neighbour) each run on a thread of their own, as on machines of their own.
 *   npm run bench:federation   (FED_FOLLOWERS=10000 FED_INSTANCES=100 FED_WORKERS=4 FED_FLOOD=10000 FED_FLOOD_CONNECTIONS=256; DATABASE_URL=… for another server)
 */
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { benchDatabase, dropBenchDatabase } from './lib/bench-db.ts';
import { startBenchApp } from './lib/bench-app.ts';
import { wholeSetting } from './lib/bench-settings.ts';
import { flood, floodServers, percentile, prepareFlood, replyRound } from './lib/inbox-flood.ts';
import { epochNow, RemoteServer } from './lib/remote-servers.ts';
import { freePort } from '../tests/setup/spawn-server.ts';

const FOLLOWERS = wholeSetting('FED_FOLLOWERS', 10_000);
const INSTANCES = wholeSetting('FED_INSTANCES', 100);
const WORKERS = wholeSetting('FED_WORKERS', 4);
const FLOOD = wholeSetting('FED_FLOOD', 10_000);
// The flooder's connections, each sending its next Like as soon as the last is answered, 429 or not.
const FLOOD_CONNECTIONS = wholeSetting('FED_FLOOD_CONNECTIONS', 256);

interface Inbox { host: string; deliveries: number; personal: number; unsigned: number; first: number; last: number }

const name = `popreel_bench_federation_${randomBytes(3).toString('hex')}`;
const database = await benchDatabase(name);
const inboxServers = await RemoteServer.start<{ hosts: string[] }>('inboxes', { count: INSTANCES });
const hosts = inboxServers.ready.hosts;
// A port free now, for a PUBLIC_URL that names the port the server will answer on.
const port = await freePort();
const app = await startBenchApp(database.url, { FEDERATION_ALLOW_PRIVATE_ADDRESS: 'true', WORKER_CONCURRENCY: String(WORKERS), PUBLIC_URL: `http://127.0.0.1:${port}` }, port);
const servers = await floodServers();
const { db } = app.runtime.ctx;
try {
  // The creator and one ready public video; the followers as remote accounts, spread evenly over the inboxes.
  const creator = await db.insertInto('users').values({ email: 'creator@bench.example.com', passwordHash: 'x' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ userId: creator.id, username: 'bench_creator' }).execute();
  const video = await db.insertInto('videos')
    .values({ userId: creator.id, storagePath: 'bench/video.mp4', caption: 'Fan-out #bench', status: 'ready', width: 720, height: 1280, duration: 5 })
    .returning('id').executeTakeFirstOrThrow();
  const seedStart = performance.now();
  await sql`
    with people as (
      select n, ${sql.lit('127.0.0.1')} || ':' || (${JSON.stringify(hosts.map((host) => host.split(':')[1]))}::jsonb ->> (n % ${INSTANCES})) as host
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
  // Settled before anything is timed: autovacuum's first pass over the new rows would otherwise land in a round.
  await sql`vacuum analyze`.execute(db);
  console.log(`seeded ${FOLLOWERS} remote followers on ${INSTANCES} instances in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);

  // A creator with remote followers has signing keys already: their follows were Accepted with them.
  await app.runtime.ctx.federation.deps.keys.of(creator.id);
  app.runtime.ctx.jobs.start(WORKERS);

  /** One fan-out of the video: seconds from the event to the last shared inbox's first delivery. */
  const fanOut = async () => {
    await inboxServers.call('reset');
    const start = epochNow();
    await app.runtime.ctx.services.federationOutbox.emit({ event: 'video-updated', videoId: video.id });
    const deadline = start + 600_000;
    let inboxes = await inboxServers.call<Inbox[]>('stats');
    while (inboxes.some((inbox) => inbox.deliveries === 0) && epochNow() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      inboxes = await inboxServers.call<Inbox[]>('stats');
    }
    const finished = Math.max(...inboxes.map((inbox) => inbox.last));
    // Anything still on its way (a duplicate) arrives within a second of the last first delivery.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    inboxes = await inboxServers.call<Inbox[]>('stats');
    const total = inboxes.reduce((sum, inbox) => sum + inbox.deliveries + inbox.personal, 0);
    const once = inboxes.every((inbox) => inbox.deliveries === 1 && inbox.personal === 0 && inbox.unsigned === 0);
    const first = Math.min(...inboxes.map((inbox) => inbox.first || Infinity));
    return {
      seconds: (finished - start) / 1000, firstSeconds: (first - start) / 1000, total, once, reached: inboxes.filter((inbox) => inbox.deliveries > 0).length,
      mostToOne: Math.max(...inboxes.map((inbox) => inbox.deliveries)), unsigned: inboxes.reduce((sum, inbox) => sum + inbox.unsigned, 0),
    };
  };

  const calm = await fanOut();
  console.table([{
    followers: FOLLOWERS, instances: INSTANCES, workers: WORKERS, 'shared inboxes reached': calm.reached,
    deliveries: calm.total, 'most to one inbox': calm.mostToOne, unsigned: calm.unsigned,
    'seconds (event → first delivery)': calm.firstSeconds.toFixed(2), 'seconds (event → last delivery)': calm.seconds.toFixed(2),
    'deliveries / s (after the first)': (calm.total / (calm.seconds - calm.firstSeconds)).toFixed(1),
  }]);
  console.log(calm.once ? 'every shared inbox got the video once, signed' : 'NOT every shared inbox got the video exactly once, signed');

  // Issue 52: one server floods the shared inbox while its neighbour goes on replying and the creator posts.
  const inbox = `${app.base}/ap/inbox`;
  const videoUri = `${app.base}/ap/notes/v-${video.id}`;
  // The calm round is the flood round without the flood: the same replies beside the same fan-out, so what
  // differs between the two rows is what the flood costs the others. Each round's event loop use is its own.
  const othersRound = async (label: string) => {
    const before = performance.eventLoopUtilization();
    const [replies, fan] = await Promise.all([
      replyRound(db, servers.neighbour, inbox, videoUri, label),
      new Promise((resolve) => setTimeout(resolve, 500)).then(fanOut),
    ]);
    return { replies, fan, busy: performance.eventLoopUtilization(before).utilization };
  };
  // A first round unmeasured: the neighbour's first contact (its actor and key fetched, its account made) and
  // the code's first runs would otherwise be counted against the calm.
  await othersRound('warm-up');
  const quiet = await othersRound('calm');
  await prepareFlood(servers.flooder, inbox, videoUri, FLOOD);
  const flooding = flood(servers.flooder, FLOOD, FLOOD_CONNECTIONS);
  // The others' round starts once the flood is at full pace (its burst taken, its connections open).
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const loud = await othersRound('flood');
  const flooded = await flooding;
  const row = (phase: string, round: typeof quiet, floodTaken: string) => ({
    phase, 'flood taken / sent': floodTaken, 'neighbour replies taken': `${round.replies.accepted}/${round.replies.sent}`,
    'POST → 202 p50 ms': percentile(round.replies.answered, 0.5).toFixed(0),
    'reply → comment p50 ms': percentile(round.replies.latencies, 0.5).toFixed(0), 'p95 ms': percentile(round.replies.latencies, 0.95).toFixed(0),
    'max ms': round.replies.latencies.at(-1)!.toFixed(0), 'fan-out to 100 inboxes s': round.fan.seconds.toFixed(2),
    // This server's one thread (the other servers run on threads of their own).
    'event loop busy': `${(round.busy * 100).toFixed(0)} %`,
  });
  console.table([row('calm', quiet, '—'), row(`flood of ${FLOOD}`, loud, `${flooded.accepted}/${flooded.sent} (429: ${flooded.refused}, other: ${flooded.other}) in ${flooded.seconds.toFixed(1)} s`)]);
  const times = (underFlood: number, whenCalm: number) => `×${(underFlood / whenCalm).toFixed(2)}`;
  console.log(`the flood's cost to the others, flood ÷ calm: reply → comment p50 ${times(percentile(loud.replies.latencies, 0.5), percentile(quiet.replies.latencies, 0.5))}, p95 ${times(percentile(loud.replies.latencies, 0.95), percentile(quiet.replies.latencies, 0.95))}; POST → 202 p50 ${times(percentile(loud.replies.answered, 0.5), percentile(quiet.replies.answered, 0.5))}; fan-out ${times(loud.fan.seconds, quiet.fan.seconds)}`);
  // A quarter of a minute's share at once, then the share refilling as the flood goes on (inbox-guard.ts).
  const perMinute = app.runtime.ctx.config.federation.inboxPerMinute;
  const allowance = Math.ceil(Math.max(10, Math.floor(perMinute / 4)) + (perMinute * flooded.seconds) / 60);
  const capped = flooded.accepted <= allowance;
  const neighbourWhole = loud.replies.accepted === loud.replies.sent && Number.isFinite(loud.replies.latencies.at(-1)!);
  if (flooded.other > 0) console.log('other answers to the flood:', flooded.otherStatuses);
  console.log(capped ? `the flood was capped: ${flooded.accepted} taken, its share being ${allowance} in ${flooded.seconds.toFixed(1)} s` : 'the flood was NOT capped');
  console.log(neighbourWhole ? 'every reply of the neighbour was taken during the flood' : 'NOT every reply of the neighbour was taken during the flood');
  if (!calm.once || !quiet.fan.once || !capped || !neighbourWhole || !loud.fan.once) process.exitCode = 1;
} finally {
  await servers.close();
  await app.stop();
  await inboxServers.close();
  await dropBenchDatabase(database, name);
}
