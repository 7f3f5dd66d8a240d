import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { ROUTE_ROWS } from '../authorization/route-rows.ts';
import { CONFIGURED_TOKEN_ROUTES, SIGNED_ROUTES, VISITOR_ROUTES } from '../../src/server/http/openapi-parts.ts';
import { fastifyPath, operationsOf, type Operation } from '../fuzz/openapi-operations.ts';

/**
 * The contract's security says what the server does (issue 36): an operation lists `{}` (callable without a
 * session or token) exactly when the authorization matrix expects a visitor to get anything but 401.
 */
let app: TestApp;
let operations: Operation[];
let document: { paths: Record<string, Record<string, { security?: Record<string, string[]>[]; operationId?: string }>> };

beforeAll(async () => {
  app = await startTestApp();
  document = await (await fetch(`${app.url}/api/docs/json`)).json();
  operations = operationsOf(document as never);
}, 60_000);
afterAll(async () => app?.close());

it('lists as open exactly the routes a visitor may call', () => {
  const visitorStatus = new Map<string, number[]>();
  // A route behind a token of the server's configuration answers the matrix's visitor 404 (the setting is off
  // there): it is neither open nor a person's; the second test checks that its own scheme is named.
  for (const row of ROUTE_ROWS.filter(({ route }) => !CONFIGURED_TOKEN_ROUTES.has(route))) visitorStatus.set(row.route, [...(visitorStatus.get(row.route) ?? []), row.expect[0]]);
  const closedButListed = [...visitorStatus].filter(([route, statuses]) => statuses.every((status) => status === 401) && VISITOR_ROUTES.has(route) && !SIGNED_ROUTES.has(route));
  const openButUnlisted = [...visitorStatus].filter(([route, statuses]) => statuses.some((status) => status !== 401) && !VISITOR_ROUTES.has(route));
  expect(closedButListed.map(([route]) => route), 'listed as open, but a visitor gets 401').toEqual([]);
  expect(openButUnlisted.map(([route]) => route), 'a visitor gets an answer, but the document asks for a session').toEqual([]);
  expect([...VISITOR_ROUTES].filter((route) => !visitorStatus.has(route)), 'open routes that do not exist').toEqual([]);
});

it('gives every operation a unique operationId and a security requirement that matches the list', () => {
  const ids = new Set<string>();
  for (const operation of operations) {
    const described = document.paths[operation.path]![operation.method.toLowerCase()]!;
    expect(described.operationId, `${operation.method} ${operation.path}`).toMatch(/^[a-z][A-Za-z0-9]+$/);
    expect(ids.has(described.operationId!), `duplicate ${described.operationId}`).toBe(false);
    ids.add(described.operationId!);
    const open = described.security!.some((requirement) => Object.keys(requirement).length === 0);
    const configured = CONFIGURED_TOKEN_ROUTES.get(`${operation.method} ${fastifyPath(operation.path)}`);
    if (configured) expect(described.security, `${operation.method} ${operation.path}`).toEqual([{ [configured]: [] }]);
    expect(open, `${operation.method} ${operation.path}`).toBe(VISITOR_ROUTES.has(`${operation.method} ${fastifyPath(operation.path)}`));
  }
  expect(ids.size).toBe(operations.length);
});
