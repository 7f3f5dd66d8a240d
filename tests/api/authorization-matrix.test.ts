import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createWorld, ROLES, type Role, type World } from '../authorization/world.ts';
import { ROUTE_ROWS, type RouteRow } from '../authorization/route-rows.ts';
import { CHANNEL_ROWS } from '../authorization/channel-rows.ts';
import { CHANNEL_RULES } from '../../src/server/realtime/channels.ts';
import { DOCS_PREFIX } from '../../src/server/http/openapi.ts';
import { SCOPED_ROLE, scopedTokenExpect } from '../authorization/scoped-token.ts';

/**
 * The authorization matrix: every route and every realtime channel × visitor, user, owner, moderator, admin
 * and banned, and every route with the user's read-scoped token (scoped-token.ts), driven over HTTP and WebSocket against the real app. A route Fastify registers or a channel
 * rule the hub knows without a row fails, and so does a row for something that no longer exists.
 */
let app: TestApp;
let world: World;

beforeAll(async () => {
  app = await startTestApp({ workers: true });
  world = await createWorld(app);
}, 120_000);
afterAll(async () => app?.close());

const label = (row: { variant?: string }, name: string) => (row.variant ? `${name} (${row.variant})` : name);

/** `bearer`: the scoped-token column, which sends the user's row with a read token in place of any cookie. */
async function send(row: RouteRow, role: Role, bearer?: string) {
  const request = await row.request(world, role);
  const [method] = row.route.split(' ');
  const cookie = bearer ? '' : (request.cookie ?? (role === 'visitor' ? '' : world.accounts[role].cookie));
  const headers: Record<string, string> = { origin: app.url, ...(cookie ? { cookie } : {}), ...(bearer ? { authorization: `Bearer ${bearer}` } : {}), ...request.headers };
  let body: BodyInit | undefined;
  if (request.form) body = request.form;
  else if (request.bytes) {
    headers['content-type'] ??= 'application/octet-stream';
    body = new Uint8Array(request.bytes);
  }
  else if (request.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(request.body);
  }
  // Redirects are the answer under test (story media), not something to follow.
  const response = await fetch(`${app.url}${request.path}`, { method, headers, body, redirect: 'manual' });
  return { status: response.status, text: await response.text() };
}

function subscribe(channel: string, role: Role): Promise<boolean> {
  const headers: Record<string, string> = { origin: app.url };
  if (role !== 'visitor') headers.cookie = world.accounts[role].cookie;
  const socket = new WebSocket(`${app.url.replace('http', 'ws')}/api/realtime`, { headers });
  return new Promise((resolve, reject) => {
    socket.once('error', reject);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; channel?: string };
      if (message.channel !== channel) return;
      socket.close();
      resolve(message.type === 'subscribed');
    });
  });
}

it('has a row for every route Fastify registers and every channel rule, and none for what does not exist', () => {
  // Fastify answers HEAD for every GET route by itself; a HEAD route of its own (tus, issue 42) needs its row.
  const getRoutes = new Set(app.app.registeredRoutes.filter((route) => route.method === 'GET').map((route) => route.url));
  const registered = new Set(
    app.app.registeredRoutes
      .filter((route) => !(route.method === 'HEAD' && getRoutes.has(route.url)) && !route.url.startsWith(DOCS_PREFIX))
      .map((route) => `${route.method} ${route.url}`),
  );
  const rows = new Set(ROUTE_ROWS.map((row) => row.route));
  expect([...registered].filter((route) => !rows.has(route)), 'routes without a row').toEqual([]);
  expect([...rows].filter((route) => !registered.has(route)), 'rows for routes that do not exist').toEqual([]);
  const rules: string[] = CHANNEL_RULES.map((rule) => rule.name);
  expect(rules.filter((rule) => !CHANNEL_ROWS.some((row) => row.rule === rule)), 'channel rules without a row').toEqual([]);
  expect(CHANNEL_ROWS.filter((row) => !rules.includes(row.rule)).map((row) => row.rule), 'rows for unknown channel rules').toEqual([]);
});

it('gives every role exactly the outcome the matrix says, on every route and channel', { timeout: 300_000 }, async () => {
  const violations: string[] = [];
  let cells = 0;
  for (const row of ROUTE_ROWS) {
    for (const [column, role] of ROLES.entries()) {
      const outcome = await send(row, role);
      cells += 1;
      if (outcome.status !== row.expect[column]) violations.push(`${label(row, row.route)} as ${role}: expected ${row.expect[column]}, got ${outcome.status} ${outcome.text.slice(0, 160)}`);
      else if (row.absent && outcome.status === 200 && outcome.text.includes(row.absent(world))) violations.push(`${label(row, row.route)} as ${role}: answered with '${row.absent(world)}'`);
      await world.resetBetweenCells();
    }
  }
  for (const row of ROUTE_ROWS) {
    const expected = scopedTokenExpect(row);
    const outcome = await send(row, 'user', world.appTokens.readToken);
    cells += 1;
    if (outcome.status !== expected) violations.push(`${label(row, row.route)} as ${SCOPED_ROLE}: expected ${expected}, got ${outcome.status} ${outcome.text.slice(0, 160)}`);
    else if (row.absent && outcome.status === 200 && outcome.text.includes(row.absent(world))) violations.push(`${label(row, row.route)} as ${SCOPED_ROLE}: answered with '${row.absent(world)}'`);
    await world.resetBetweenCells();
  }
  let channelCells = 0;
  for (const row of CHANNEL_ROWS) {
    for (const [column, role] of ROLES.entries()) {
      const allowed = await subscribe(await row.channel(world), role);
      channelCells += 1;
      if (allowed !== row.expect[column]) violations.push(`channel ${label(row, row.rule)} as ${role}: expected ${row.expect[column] ? 'subscribed' : 'refused'}, got ${allowed ? 'subscribed' : 'refused'}`);
    }
  }
  console.log(
    `authorization matrix: ${new Set(ROUTE_ROWS.map((row) => row.route)).size} routes in ${ROUTE_ROWS.length} rows and ` +
      `${CHANNEL_RULES.length} channel rules in ${CHANNEL_ROWS.length} rows × ${ROLES.length} roles (+ ${SCOPED_ROLE} on every route) = ${cells} HTTP and ${channelCells} WebSocket cells; ${violations.length} violations`,
  );
  expect(violations).toEqual([]);
});
