import { mkdtemp, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { startTestApp } from '../setup/test-app.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { spawnServer, type SpawnedServer } from '../setup/spawn-server.ts';
import { makeVideo } from '../factories/media.ts';
import { operationsOf, undocumentedRoutes, type Operation } from '../fuzz/openapi-operations.ts';
import { randomCase, systematicCases, type FuzzContext, type FuzzRequest } from '../fuzz/request-cases.ts';
import { createSender, runPool, type Outcome } from '../fuzz/http-sender.ts';
import { createFuzzWorld } from '../fuzz/fixtures.ts';
import { fuzzSocket, hostileFrames, upgradeStatus } from '../fuzz/websocket-frames.ts';
import { seededRandom } from '../fuzz/random.ts';
import { DOCS_PREFIX } from '../../src/server/http/openapi.ts';

/**
 * The route fuzzer: every operation of the OpenAPI document, mutated one value at a time and then at random,
 * signed out and signed in, against the real server in its own process on real PostgreSQL; then hostile
 * WebSocket frames. It fails on any response ≥ 500, on the server exiting, on a registered route the
 * document lacks, and when /api/health is not ok afterwards. FUZZ_REQUESTS and FUZZ_SEED tune a run.
 */
const MIN_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const CONCURRENCY = 6;
/**
 * Run last: once they succeed, the session they were sent with is gone (a deletion sent with the fuzz accounts'
 * real password deactivates the account).
 */
const SESSION_ENDING = new Set(['POST /api/auth/sign-out', 'POST /api/me/deletion']);

let server: SpawnedServer;
let dataDir: string;
let databaseUrl: string;
let operations: Operation[];

beforeAll(async () => {
  databaseUrl = await freshDatabase();
  dataDir = await mkdtemp(join(resolve('.test-data'), 'fuzz-'));
  // One worker: avatars and image stories are jobs their requests wait for, and the few uploads that pass the
  // hourly limit are tiny, so one ffmpeg at a time keeps a core for the fuzzing.
  server = await spawnServer({ env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, WORKER_CONCURRENCY: '1', AUTH_RATE_LIMIT_MAX: '30', LOG_LEVEL: 'error' } });
  operations = operationsOf(await (await fetch(`${server.url}/api/docs/json`)).json());
}, 120_000);

afterAll(async () => {
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

it('documents every route the server registers', async () => {
  const app = await startTestApp();
  try {
    const missing = undocumentedRoutes(app.app.registeredRoutes, operations, (url) => url.startsWith(DOCS_PREFIX));
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(40);
  } finally {
    await app.close();
  }
});

it('answers ≥ 10,000 hostile HTTP requests and every WebSocket frame without a 5xx or an exit', { timeout: 900_000 }, async () => {
  const started = Date.now();
  const world = await createFuzzWorld(server.url, databaseUrl);
  const video = (await makeVideo({ seconds: 1, width: 160, height: 284 })).bytes;
  const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#f0a' } }).png().toBuffer();
  const ctx: FuzzContext = { pools: world.pools, files: { video: Buffer.from(video), image } };
  const origin = { origin: server.url };
  const modes = {
    visitor: origin,
    user: { ...origin, cookie: world.accounts.user.cookie },
    admin: { ...origin, cookie: world.accounts.admin.cookie },
    banned: { ...origin, cookie: world.accounts.banned.cookie },
    bearer: { authorization: `Bearer ${world.accounts.owner.token}` },
  };
  const sender = createSender(server.url, CONCURRENCY);
  const byStatus = new Map<string, number>();
  const failures: string[] = [];
  let sent = 0;
  // A 5xx is a failure unless the document declares it as that operation's own answer (oEmbed 1.0's 501 for a
  // format it does not serve, issue 57), and then only in the error shape.
  const record = (op: Operation, request: FuzzRequest, mode: string, outcome: Outcome) => {
    sent += 1;
    const key = outcome.status === 'reset' ? 'reset' : `${String(outcome.status)[0]}xx`;
    byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    const declared = typeof outcome.status === 'number' && op.declared5xx.includes(outcome.status) && outcome.body.startsWith('{"error":');
    if (typeof outcome.status === 'number' && outcome.status >= 500 && !declared) {
      failures.push(`${outcome.status} ${request.method} ${request.path.slice(0, 120)} [${mode}; ${request.label}] → ${outcome.body.slice(0, 200)}`);
    }
  };
  const send = async (op: Operation, request: FuzzRequest, mode: keyof typeof modes) => {
    if (server.child.exitCode !== null) return;
    record(op, request, mode, await sender.send(request, modes[mode]));
  };

  const ordered = [...operations].sort((a, b) => Number(SESSION_ENDING.has(`${a.method} ${a.path}`)) - Number(SESSION_ENDING.has(`${b.method} ${b.path}`)));
  const systematic = function* () {
    for (const op of ordered) for (const request of systematicCases(op, ctx)) for (const mode of ['visitor', 'user'] as const) yield { op, request, mode };
  };
  await runPool(systematic(), CONCURRENCY, ({ op, request, mode }) => send(op, request, mode));
  const systematicCount = sent;

  const random = seededRandom(SEED);
  const candidates = operations.filter((op) => !SESSION_ENDING.has(`${op.method} ${op.path}`));
  const randomCount = Math.max(MIN_REQUESTS - sent, 1_000);
  const randomCases = function* () {
    for (let i = 0; i < randomCount; i += 1) {
      const op = random.pick(candidates);
      yield { op, request: randomCase(op, ctx, random), mode: random.pick(Object.keys(modes) as Array<keyof typeof modes>) };
    }
  };
  await runPool(randomCases(), CONCURRENCY, ({ op, request, mode }) => send(op, request, mode));
  sender.close();

  const wsUrl = `${server.url.replace('http', 'ws')}/api/realtime`;
  const frames = hostileFrames({ self: world.accounts.user.id, other: world.accounts.owner.id, video: world.pools.videos[0] });
  const sockets = [
    await fuzzSocket(wsUrl, origin, frames),
    await fuzzSocket(wsUrl, { ...origin, cookie: world.accounts.user.cookie }, frames),
    await fuzzSocket(wsUrl, { ...origin, cookie: world.accounts.banned.cookie }, frames),
    await fuzzSocket(wsUrl, { authorization: `Bearer ${world.accounts.owner.token}` }, frames),
  ];
  const crossSite = await upgradeStatus(wsUrl, { origin: 'https://evil.example', cookie: world.accounts.user.cookie });

  const health = await fetch(`${server.url}/api/health`).then((response) => response.json() as Promise<{ ok: boolean }>, () => ({ ok: false }));
  const frameCount = sockets.reduce((total, report) => total + report.framesSent, 0);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `route fuzzer: ${sent.toLocaleString('en')} HTTP requests over ${operations.length} operations (${systematicCount.toLocaleString('en')} systematic, ${(sent - systematicCount).toLocaleString('en')} random, seed ${SEED}) in ${seconds} s`,
      `  by status: ${['2xx', '3xx', '4xx', '5xx', 'reset'].map((key) => `${key} ${(byStatus.get(key) ?? 0).toLocaleString('en')}`).join(' · ')}`,
      `  WebSocket: ${frameCount} hostile frames on ${sockets.length} sockets (anonymous, signed in, banned, bearer): ` +
        `${sockets.reduce((t, r) => t + r.replies, 0)} replies, ${sockets.reduce((t, r) => t + r.closedByServer, 0)} closed by the server, ` +
        `${sockets.reduce((t, r) => t + r.unanswered, 0)} unanswered; a cross-site upgrade got ${crossSite}`,
      `  server alive: ${server.child.exitCode === null}; /api/health ok: ${health.ok}`,
    ].join('\n'),
  );
  if (server.child.exitCode !== null) throw new Error(`the server exited (code ${server.child.exitCode}):\n${server.output()}`);
  expect(failures.slice(0, 25), `${failures.length} responses ≥ 500`).toEqual([]);
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  expect(sockets.every((report) => report.unanswered === 0 && report.refusedConnections === 0)).toBe(true);
  expect(crossSite).toBe(403);
  expect(health.ok).toBe(true);
});
