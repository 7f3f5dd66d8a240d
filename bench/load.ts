/**
 * bench/load — a bounded mixed workload against the real server (embedded PostgreSQL, as `npm start` runs
 * it): virtual users, one per connection with its own session, scroll feeds, open links, send views, like,
 * comment and read notifications (the mix is MIX in bench/lib/load-mix.ts). Prints requests/s, p50/p99
 * overall and per request kind, and non-2xx by status; exits 1 on any error (5xx, timeout, connection error).
 *   npm run bench:load       (BENCH_SECONDS, default 120; BENCH_CONNECTIONS, default 50)
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AutocannonInstance, AutocannonResult } from 'autocannon';
import { benchTool } from './lib/bench-tools.ts';
import { MIX, virtualUser } from './lib/load-mix.ts';
import { LoadRecorder } from './lib/load-report.ts';
import { startServer } from './lib/load-server.ts';
import { cpuOfTree } from './lib/process-cpu.ts';
import { checkLink, followEachOther, insertReadyVideos, signUpUsers } from './lib/load-setup.ts';

const { Agent, setGlobalDispatcher } = await benchTool<typeof import('undici')>('undici');
const { default: autocannon } = await benchTool<typeof import('autocannon')>('autocannon');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const USERS = Math.max(80, CONNECTIONS); // more accounts than connections: some authors are never active
const VIDEOS = 100;
const FOLLOWS_PER_USER = 8;
if (!(SECONDS > 0) || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) throw new Error('BENCH_SECONDS and BENCH_CONNECTIONS must be positive numbers');

console.log(`connections ${CONNECTIONS}, duration ${SECONDS} s, users ${USERS}, videos ${VIDEOS}, Node ${process.version}`);
console.log(`mix (% of requests): ${Object.entries(MIX).map(([action, weight]) => `${action} ${weight}`).join(', ')}`);

const dataDir = resolve(import.meta.dirname, '..', '.bench-data', `load-${randomBytes(4).toString('hex')}`);
// The setup's own HTTP client, destroyed on the way out: the server's stop waits for keep-alive sockets.
const agent = new Agent();
setGlobalDispatcher(agent);
let server: ReturnType<typeof startServer> | undefined;
let instance: AutocannonInstance | undefined;
let cleaning: Promise<void> | undefined;
let interrupted = false;
const cleanUp = () =>
  (cleaning ??= (async () => {
    instance?.stop(); // autocannon closes its sockets within a second
    await server?.started.catch(() => undefined); // a start under way ends first (it checks health by fetch)
    await agent.destroy().catch(() => undefined);
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  })().catch((error: unknown) => console.error(`cleaning up ${dataDir}:`, error)));
// Ctrl+C (or a kill) stops the server in order and removes its data before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the server`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let errors = 0;
try {
  await mkdir(dataDir, { recursive: true });
  const started = Date.now();
  server = startServer(dataDir, { SEED_DEMO: 'false', LOG_LEVEL: 'warn', AUTH_RATE_LIMIT_MAX: '100000' });
  const base = await server.started;
  const users = await signUpUsers(base, USERS);
  const follows = await followEachOther(base, users, FOLLOWS_PER_USER);
  const videos = await insertReadyVideos(dataDir, users, VIDEOS);
  await checkLink(base, users[0], videos[0]);
  console.log(`setup: server, ${users.length} sign-ups, ${follows} follows and ${videos.length} ready videos in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const logBefore = server.output();

  const serverPid = await server.pid();
  const cpuBefore = await cpuOfTree(serverPid);
  const recorder = new LoadRecorder();
  let nextUser = 0;
  console.log(`running ${SECONDS} s…`);
  const result = await new Promise<AutocannonResult>((done, fail) => {
    instance = autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: SECONDS,
        timeout: 10,
        requests: [{ method: 'GET', path: '/api/health' }], // replaced per connection below
        setupClient: (client) => {
          const user = virtualUser(base, users[nextUser++ % users.length], videos);
          client.setRequests([user.request]);
          client.on('response', (status, _bytes, milliseconds) => recorder.add(user.kind(), status, milliseconds));
        },
      },
      (error, result) => (error ? fail(error) : done(result)),
    );
  });
  if (interrupted) await new Promise(() => {}); // cleanUp() exits; a report of a cut run would mislead
  console.log('');
  errors = recorder.report(result);
  // Where the machine's CPU went: the app's process, and PostgreSQL (its embedded server and backends) under it.
  const cpuAfter = await cpuOfTree(serverPid);
  const [app, database] = [cpuAfter.self - cpuBefore.self, cpuAfter.below - cpuBefore.below];
  const perRequest = (seconds: number) => ((seconds / result.requests.total) * 1e6).toFixed(0);
  console.log(
    `CPU                 app ${app.toFixed(1)} s (${perRequest(app)} µs a request), PostgreSQL ${database.toFixed(1)} s (${perRequest(database)} µs a request) ` +
      `over ${SECONDS} s: ${(result.requests.total / (app + database)).toFixed(0)} requests per CPU-second`,
  );
  const logAfter = server.output(); // the last 20 kB only
  const log = (logAfter.startsWith(logBefore) ? logAfter.slice(logBefore.length) : logAfter).trim();
  if (log) console.log(`\nserver log during the run (last lines):\n${log.split('\n').slice(-5).map((l) => `  ${l.slice(0, 300)}`).join('\n')}`);
} catch (error) {
  if (interrupted) await new Promise(() => {}); // a setup request cut short by Ctrl+C: cleanUp() exits
  console.error(error);
  errors = Math.max(errors, 1);
} finally {
  await cleanUp();
}
process.exit(errors > 0 ? 1 : 0);
