/**
 * bench/load — a bounded mixed workload against the real server (embedded PostgreSQL, as `npm start` runs
 * it): virtual users, one per connection with its own session, scroll feeds, open links, send views, like,
 * comment and read notifications (the mix is MIX in bench/lib/load-mix.ts). Prints requests/s, p50/p99
 * overall and per request kind, and non-2xx by status; exits 1 on any error (5xx, timeout, connection error).
 *   npm run bench:load       (BENCH_SECONDS, default 120; BENCH_CONNECTIONS, default 50)
 *   BENCH_METRICS=compare npm run bench:load   (two servers, metrics off and on, alternating: issue 60)
 *   BENCH_METRICS=control npm run bench:load   (the same with metrics off on both: the bench's own spread)
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { AutocannonInstance } from 'autocannon';
import { benchTool } from './lib/bench-tools.ts';
import { MIX } from './lib/load-mix.ts';
import { LoadRecorder } from './lib/load-report.ts';
import { cpuOfTree } from './lib/process-cpu.ts';
import { prepareLoadServer, runLoad, USERS_AT_LEAST, type LoadServer } from './lib/load-run.ts';
import { compareMetricsCost } from './lib/load-metrics-cost.ts';

const { Agent, setGlobalDispatcher } = await benchTool<typeof import('undici')>('undici');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 120);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const COMPARE_METRICS = process.env.BENCH_METRICS === 'compare' || process.env.BENCH_METRICS === 'control';
const USERS = Math.max(USERS_AT_LEAST, CONNECTIONS);
if (!(SECONDS > 0) || !Number.isInteger(CONNECTIONS) || CONNECTIONS < 1) throw new Error('BENCH_SECONDS and BENCH_CONNECTIONS must be positive numbers');

console.log(`connections ${CONNECTIONS}, duration ${SECONDS} s${COMPARE_METRICS ? ' per server' : ''}, users ${USERS}, Node ${process.version}`);
console.log(`mix (% of requests): ${Object.entries(MIX).map(([action, weight]) => `${action} ${weight}`).join(', ')}`);

const dataDirs = (COMPARE_METRICS ? ['off', 'on'] : ['load']).map((name) => resolve(import.meta.dirname, '..', '.bench-data', `load-${name}-${randomBytes(4).toString('hex')}`));
// The setup's own HTTP client, destroyed on the way out: the server's stop waits for keep-alive sockets.
const agent = new Agent();
setGlobalDispatcher(agent);
const servers: LoadServer[] = [];
let instance: AutocannonInstance | undefined;
const running = (started: AutocannonInstance) => void (instance = started);
let cleaning: Promise<void> | undefined;
let interrupted = false;
const cleanUp = () =>
  (cleaning ??= (async () => {
    instance?.stop(); // autocannon closes its sockets within a second
    await agent.destroy().catch(() => undefined);
    for (const { server } of servers) await server.stop();
    for (const dataDir of dataDirs) await rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  })().catch((error: unknown) => console.error('cleaning up:', error)));
// Ctrl+C (or a kill) stops the servers in order and removes their data before leaving.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.log(`\n${signal}: stopping the server`);
    void cleanUp().finally(() => process.exit(130));
  });
}

let errors = 0;
try {
  for (const dataDir of dataDirs) await mkdir(dataDir, { recursive: true });
  if (COMPARE_METRICS) {
    errors = await compareMetricsCost({ dataDirs: [dataDirs[0], dataDirs[1]], users: USERS, connections: CONNECTIONS, seconds: SECONDS, servers, running, control: process.env.BENCH_METRICS === 'control' });
  } else {
    const target = await prepareLoadServer(dataDirs[0], {}, USERS);
    servers.push(target);
    console.log(`setup: ${target.summary}`);
    errors = await measureOne(target);
  }
} catch (error) {
  if (interrupted) await new Promise(() => {}); // a setup request cut short by Ctrl+C: cleanUp() exits
  console.error(error);
  errors = Math.max(errors, 1);
} finally {
  await cleanUp();
}
process.exit(errors > 0 ? 1 : 0);

/** The whole report of one server: every request kind, and where the machine's CPU went. */
async function measureOne(target: LoadServer) {
  const logBefore = target.server.output();
  const serverPid = await target.server.pid();
  const cpuBefore = await cpuOfTree(serverPid);
  const recorder = new LoadRecorder();
  console.log(`running ${SECONDS} s…`);
  const result = await runLoad(target, CONNECTIONS, SECONDS, recorder, running);
  if (interrupted) await new Promise(() => {}); // cleanUp() exits; a report of a cut run would mislead
  console.log('');
  const found = recorder.report(result);
  // Where the machine's CPU went: the app's process, and PostgreSQL (its embedded server and backends) under it.
  const cpuAfter = await cpuOfTree(serverPid);
  const [app, database] = [cpuAfter.self - cpuBefore.self, cpuAfter.below - cpuBefore.below];
  const perRequest = (seconds: number) => ((seconds / result.requests.total) * 1e6).toFixed(0);
  console.log(
    `CPU                 app ${app.toFixed(1)} s (${perRequest(app)} µs a request), PostgreSQL ${database.toFixed(1)} s (${perRequest(database)} µs a request) ` +
      `over ${SECONDS} s: ${(result.requests.total / (app + database)).toFixed(0)} requests per CPU-second`,
  );
  const logAfter = target.server.output(); // the last 20 kB only
  const log = (logAfter.startsWith(logBefore) ? logAfter.slice(logBefore.length) : logAfter).trim();
  if (log) console.log(`\nserver log during the run (last lines):\n${log.split('\n').slice(-5).map((l) => `  ${l.slice(0, 300)}`).join('\n')}`);
  return found;
}
