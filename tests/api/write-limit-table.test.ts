import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { registerOpenApi } from '../../src/server/http/openapi.ts';
import { exempt, limited, missingWriteLimits, type WriteLimitRule } from '../../src/server/http/write-limit-guard.ts';

/**
 * Limits by construction (decision 023): every route that writes names its limit, or an exemption with a
 * reason, where it is registered. This reads the route table of the real app, as the authorization matrix and
 * the route fuzzer do, so a new writing route without one fails here.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

function describeRule(rule: WriteLimitRule): string {
  if ('exempt' in rule) return `exempt: ${rule.exempt}`;
  const action = 'limit' in rule ? rule.limit : rule.countedIn;
  const { max, windowSeconds } = app.ctx.services.writeLimits.limitOf(action);
  const where = 'limit' in rule ? `per ${rule.per ?? 'user'}` : `counted in ${rule.where}`;
  return `${action}: ${max} per ${windowSeconds} s, ${where}`;
}

it('finds a limit or a reasoned exemption on every writing route of the app', () => {
  expect(missingWriteLimits(app.app.registeredRoutes)).toEqual([]);
  const writes = app.app.registeredRoutes.filter((route) => !READS.has(route.method));
  expect(writes.length).toBeGreaterThan(40);
  for (const route of writes) {
    const rule = route.writeLimit!;
    if ('exempt' in rule) expect(rule.exempt.length, `${route.method} ${route.url} needs a reason`).toBeGreaterThan(20);
  }
  // The table, for the record.
  console.log(`write limits: ${writes.length} writing routes\n${writes.map((route) => `  ${route.method} ${route.url} — ${describeRule(route.writeLimit!)}`).join('\n')}`);
});

it('names a writing route registered without a limit, and no reading route', async () => {
  const fixture = Fastify();
  await registerOpenApi(fixture, 'fixture');
  fixture.post('/fixture/limited', limited('toggle'), async () => ({}));
  fixture.delete('/fixture/exempt', exempt('a fixture that shows an exemption with its reason'), async () => ({}));
  fixture.get('/fixture/read', async () => ({}));
  fixture.patch('/fixture/unlimited', async () => ({}));
  fixture.put('/fixture/also-unlimited', { schema: {} }, async () => ({}));
  await fixture.ready();
  expect(missingWriteLimits(fixture.registeredRoutes)).toEqual(['PATCH /fixture/unlimited', 'PUT /fixture/also-unlimited']);
  await fixture.close();
});
