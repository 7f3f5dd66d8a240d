/**
 * bench/realtime — chat delivery latency to many WebSocket clients, against the real server on a fresh embedded
 * database: N clients (a few sessions shared round-robin, in separate client processes) subscribe to one public
 * room; each message is POSTed by a rotating sender and timed from just before the POST to its arrival at every
 * client; the next is sent once all have it (or after the timeout). Then, for each bus that spans instances
 * (PostgreSQL LISTEN/NOTIFY, Redis pub/sub on a throwaway Debian redis-server), two instances on one database:
 * clients on B, messages posted to A. Prints p50/p99/max per scenario, the three buses side by side, and each
 * bus's own throughput (events one instance publishes and another receives per second, no sockets behind it).
 *   npm run bench:realtime   (REALTIME_CLIENTS=1000,5000  REALTIME_MESSAGES=50  REALTIME_CROSS_CLIENTS=1000,5000 (0 skips)
 *                             REALTIME_USERS=50  REALTIME_CLIENT_PROCESSES=1  REALTIME_TIMEOUT_MS=10000)
 */
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { benchTool } from './lib/bench-tools.ts';
import { runningServerUrl } from '../src/server/data/embedded-postgres.ts';
import { startServer } from './lib/load-server.ts';
import { signUpUsers, type LoadUser } from './lib/load-setup.ts';
import type { ClientFleet } from './lib/realtime-fleet.ts';
import { fileLimitOf } from './lib/realtime-ipc.ts';
import { missingDeliveries, printDetails, printFanOutCost, printRatios, printTable, printThroughputs } from './lib/realtime-report.ts';
import { busThroughput } from './lib/bus-throughput.ts';
import { startRedis } from '../tests/setup/redis-server.ts';
import { runScenario, type Scenario, type ScenarioResult } from './lib/realtime-scenario.ts';

const { Agent, setGlobalDispatcher } = await benchTool<typeof import('undici')>('undici');

const positive = (name: string, fallback: string) => {
  const values = (process.env[name] ?? fallback).split(',').map(Number);
  if (!values.every((v) => Number.isInteger(v) && v >= 0)) throw new Error(`${name} must be whole numbers, e.g. ${fallback}`);
  return values;
};
const CLIENTS = positive('REALTIME_CLIENTS', '1000,5000').filter((n) => n > 0);
const [MESSAGES] = positive('REALTIME_MESSAGES', '50');
const CROSS_CLIENTS = positive('REALTIME_CROSS_CLIENTS', '1000,5000').filter((n) => n > 0);
const [USERS] = positive('REALTIME_USERS', '50');
const [PROCESSES] = positive('REALTIME_CLIENT_PROCESSES', '1'); // 2 cores: one for the server, one for the clients
const [TIMEOUT_MS] = positive('REALTIME_TIMEOUT_MS', '10000');
const WARMUP = 3;
if (!(MESSAGES > 0 && USERS > 0 && PROCESSES > 0 && TIMEOUT_MS > 0)) throw new Error('REALTIME_MESSAGES, _USERS, _CLIENT_PROCESSES and _TIMEOUT_MS must be positive');

const SINGLE = 'one instance (memory bus)';
const CROSS_BUSES = ['postgres', 'redis'] as const;
const crossLabel = (bus: string) => `across instances (${bus} bus)`;
// Thousands of sockets over a few dozen sessions: far more per user than a person's tabs.
const SERVER_ENV = { SEED_DEMO: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000', REALTIME_SOCKETS_PER_CLIENT: '100000' };

console.log(
  `clients ${CLIENTS.join(', ')} (across instances ${CROSS_CLIENTS.join(', ') || 'skipped'}), ${MESSAGES} messages per scenario after ${WARMUP} warm-up, ` +
    `${USERS} sessions, ${PROCESSES} client processes, timeout ${TIMEOUT_MS} ms, Node ${process.version}, ${cpus().length} cores`,
);

const runId = randomBytes(4).toString('hex');
const dataDirs: string[] = [];
const servers: ReturnType<typeof startServer>[] = [];
const agent = new Agent(); // the bench's own HTTP client, destroyed before the servers stop (keep-alive)
setGlobalDispatcher(agent);
let fleet: ClientFleet | null = null;
const results: ScenarioResult[] = [];
let cleaning: Promise<void> | undefined;
let redis: Awaited<ReturnType<typeof startRedis>> | null = null;
const throughputs: Awaited<ReturnType<typeof busThroughput>>[] = [];
const [THROUGHPUT_EVENTS] = positive('REALTIME_BUS_EVENTS', '20000');
let interrupted = false;

async function serverOn(name: string, env: Record<string, string>) {
  const dataDir = resolve(import.meta.dirname, '..', '.bench-data', `realtime-${runId}-${name}`);
  dataDirs.push(dataDir);
  await mkdir(dataDir, { recursive: true });
  const server = startServer(dataDir, { ...SERVER_ENV, ...env }, { raiseFileLimit: true });
  servers.push(server);
  const base = await server.started;
  const pid = await server.pid();
  const limit = await fileLimitOf(pid);
  const most = Math.max(...CLIENTS, ...CROSS_CLIENTS);
  if (limit !== null && limit < most + 500) console.warn(`warning: server ${name} may open only ${limit} files, fewer than ${most} sockets need`);
  return { base, pid, dataDir, limit };
}

/** Stops every server, the last started first (an instance on another's embedded database before its owner). */
const cleanUp = () =>
  (cleaning ??= (async () => {
    fleet?.kill();
    await agent.destroy().catch(() => undefined);
    for (const server of [...servers].reverse()) await server.stop();
    await redis?.stop();
    for (const dir of dataDirs) await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  })().catch((error: unknown) => console.error('cleaning up:', error)));
// Ctrl+C reaches this process twice (the terminal and tsx relaying it): `on`, not `once`, or the second would
// end it before the servers have stopped and the data is gone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log(`\n${signal}: stopping the servers`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function createRoom(base: string, owner: LoadUser) {
  const response = await fetch(`${base}/api/chat/rooms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: owner.cookie, origin: base },
    body: JSON.stringify({ name: `Bench room ${runId}` }),
  });
  if (response.status !== 201) throw new Error(`creating a room answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}

/** Users and a public room on a fresh database; senders rotate over all users. */
async function prepare(base: string) {
  const users = await signUpUsers(base, USERS);
  const roomId = await createRoom(base, users[0]);
  let next = 0;
  return { users, roomId, nextSender: () => users[next++ % users.length] };
}

async function scenario(base: Omit<Scenario, 'messages' | 'warmup' | 'processes' | 'timeoutMs'>) {
  console.log(`${base.label}: ${base.clients} clients…`);
  const result = await runScenario({ ...base, messages: MESSAGES, warmup: WARMUP, processes: PROCESSES, timeoutMs: TIMEOUT_MS }, (f) => (fleet = f));
  results.push(result);
}

let failed = false;
try {
  console.log(`open-files limit: bench ${await fileLimitOf('self')}`);
  const started = Date.now();
  const single = await serverOn('single', {});
  const one = await prepare(single.base);
  console.log(`setup: server (open-files limit ${single.limit}), ${USERS} sign-ups and a room in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const clients of CLIENTS) {
    await scenario({ label: SINGLE, postBase: single.base, listenBase: single.base, serverPids: [single.pid], roomId: one.roomId, listeners: one.users, nextSender: one.nextSender, clients });
  }
  await servers.pop()!.stop(); // its CPU and sockets are gone before the two instances start

  for (const bus of CROSS_CLIENTS.length > 0 ? CROSS_BUSES : []) {
    const env: Record<string, string> = { REALTIME_BUS: bus };
    if (bus === 'redis') {
      redis = await startRedis();
      env.REDIS_URL = redis.url;
    }
    const a = await serverOn(`a-${bus}`, env);
    const databaseUrl = await runningServerUrl(a.dataDir, 'popreel');
    if (!databaseUrl) throw new Error('instance A runs no embedded PostgreSQL to share');
    const b = await serverOn(`b-${bus}`, { ...env, DATABASE_URL: databaseUrl });
    const two = await prepare(a.base);
    for (const clients of CROSS_CLIENTS) {
      const shared = { serverPids: [a.pid, b.pid], roomId: two.roomId, listeners: two.users, nextSender: two.nextSender, clients };
      await scenario({ label: crossLabel(bus), postBase: a.base, listenBase: b.base, ...shared });
    }
    console.log(`${bus} bus alone: publishing and receiving ${THROUGHPUT_EVENTS} events…`);
    throughputs.push(await busThroughput(bus, bus === 'redis' ? env.REDIS_URL : databaseUrl, THROUGHPUT_EVENTS));
    await servers.pop()!.stop(); // B first: it runs on A's embedded database
    await servers.pop()!.stop();
    await redis?.stop();
    redis = null;
  }

  console.log('');
  printTable(results);
  console.log('');
  printDetails(results);
  printFanOutCost(results, SINGLE);
  console.log('');
  printRatios(results, SINGLE, CROSS_BUSES.map(crossLabel));
  console.log('');
  printThroughputs(throughputs);
  if (throughputs.some((row) => row.received < row.events)) {
    console.log('a bus lost events');
    failed = true;
  }
  const missing = missingDeliveries(results);
  if (missing > 0) {
    console.log(`\n${missing} deliveries did not arrive within ${TIMEOUT_MS} ms`);
    failed = true;
  }
} catch (error) {
  if (interrupted) await new Promise(() => {}); // cleanUp() exits
  console.error(error);
  failed = true;
} finally {
  await cleanUp();
}
process.exit(failed ? 1 : 0);
