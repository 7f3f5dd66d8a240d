import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { FastifyReply } from 'fastify';
import { benchTool } from './bench-tools.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createLogger } from '../../src/server/logger.ts';
import { bootstrap } from '../../src/server/bootstrap.ts';
import { buildApp } from '../../src/server/app.ts';
import { thinHttpClient } from './thin-http.ts';
import { cursorQuerySchema } from '../../src/server/http/schemas/common.schema.ts';

const { Agent, request, setGlobalDispatcher } = await benchTool<typeof import('undici')>('undici');

/**
 * The real server on a bench database, listening on a free local port, as the HTTP benches measure it:
 * no web app, rate limits out of the way, a throwaway data directory; `env` adds settings a bench needs, and
 * `port` a port known beforehand (ActivityPub's PUBLIC_URL must name the port the server answers on).
 */
export async function startBenchApp(databaseUrl: string, env: Record<string, string> = {}, port = 0) {
  setGlobalDispatcher(new Agent({ keepAliveTimeout: 30_000, connections: 16 }));
  const dataDir = resolve('.bench-data', `app-${randomBytes(4).toString('hex')}`);
  await mkdir(dataDir, { recursive: true });
  const config = loadConfig({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SEED_DEMO: 'false', AUTH_RATE_LIMIT_MAX: '100000', MEDIA_SECRET: 'bench-media-secret', ...env });
  const runtime = await bootstrap(config, createLogger('warn'));
  const app = await buildApp(runtime.ctx, { serveWeb: false });
  // The framework's floor: a route that does nothing, behind the same hooks (security headers, session),
  // so a bench can tell Fastify's and the client's fixed cost of a request from the endpoint's own.
  app.get('/api/bench/floor', async () => ({}));
  // The same with an answer of a given size already made (setFloorBody): what sending and parsing it cost.
  let floorBody = '{}';
  const sendJson = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);
  app.get('/api/bench/floor-body', (_request, reply) => sendJson(reply, floorBody));
  // A page route with none of an endpoint's own work (setFloorStatement): it runs the endpoint's statement
  // through the same pool, drops the rows and sends the endpoint's page, already made. Its cost over the bare
  // statement is what the framework, the HTTP client and the kernel add to any route that waits on it.
  const floorStatements = new Map<string, { statement: () => Promise<unknown>; page: string }>();
  // It validates the same cursor query as a feed page: any paging route does.
  const schema = { querystring: cursorQuerySchema };
  app.get<{ Params: { name: string } }>('/api/bench/floor-statement/:name', { schema }, async (request, reply) => {
    const floor = floorStatements.get(request.params.name)!;
    await floor.statement();
    return sendJson(reply, floor.page);
  });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const stop = async () => {
    for (const close of openClients) close();
    await app.close();
    await runtime.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  const setFloorBody = (body: string) => {
    floorBody = body;
  };
  const setFloorStatement = (name: string, statement: () => Promise<unknown>, page: string) => {
    floorStatements.set(name, { statement, page });
  };
  return { runtime, base, stop, setFloorBody, setFloorStatement };
}

/** The thin clients' sockets, closed before the server (an open keep-alive socket would hold its close). */
const openClients = new Set<() => void>();

/** Signs an account up (once; a second run finds it) and returns its bearer session, as any API client. */
export async function benchSession(base: string, account: { username: string; email: string; password: string }) {
  const json = { 'content-type': 'application/json' };
  await (await fetch(`${base}/api/auth/sign-up`, { method: 'POST', headers: json, body: JSON.stringify(account) })).arrayBuffer();
  const answer = await fetch(`${base}/api/auth/token`, { method: 'POST', headers: json, body: JSON.stringify({ email: account.email, password: account.password }) });
  if (answer.status !== 200) throw new Error(`signing ${account.email} in failed: ${answer.status} ${await answer.text()}`);
  const session = await answer.json();
  const headers = { authorization: `Bearer ${session.token}` };
  // undici's request() rather than fetch(): the client's own cost should not hide the server's.
  const getJson = async (path: string) => {
    const response = await request(base + path, { headers });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode} ${await response.body.text()}`);
    return response.body.json() as Promise<any>;
  };
  // The same requests through the thinnest client (thin-http.ts), for ratios against bare SQL.
  const thin = await thinHttpClient(base, headers);
  openClients.add(thin.close);
  return { userId: session.me.user.id as string, getJson, thinGet: thin.get };
}
