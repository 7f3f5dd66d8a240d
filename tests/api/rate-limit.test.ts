import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { postJson } from '../factories/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '3', AUTH_RATE_LIMIT_WINDOW_SECONDS: '60' } });
});
afterAll(() => app?.close());

it('rate-limits sign-in with 429 and Retry-After', async () => {
  const attempt = () => postJson(app, '/api/auth/sign-in', { email: 'someone@example.com', password: 'whatever1' });
  const statuses = [];
  for (let i = 0; i < 4; i++) statuses.push((await attempt()).status);
  expect(statuses).toEqual([401, 401, 401, 429]);
  const limited = await attempt();
  expect(limited.status).toBe(429);
  const retryAfter = Number(limited.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect((await limited.json()).error.code).toBe('rate_limited');
});

it('rate-limits sign-up too', async () => {
  const statuses = [];
  for (let i = 0; i < 4; i++) {
    statuses.push((await postJson(app, '/api/auth/sign-up', { username: `limit_${i}`, email: `limit${i}@example.com`, password: 'long-password' })).status);
  }
  expect(statuses).toEqual([201, 201, 201, 429]);
});

it('opens a window at the first attempt, not at the clock’s boundary, and a new one once it has run', async () => {
  const short = await startTestApp({ env: { AUTH_RATE_LIMIT_MAX: '1', AUTH_RATE_LIMIT_WINDOW_SECONDS: '2' } });
  try {
    const attempt = () => postJson(short, '/api/auth/sign-in', { email: 'someone@example.com', password: 'whatever1' });
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    expect((await attempt()).status).toBe(401);
    await pause(1_000);
    // Still the first attempt's window, whatever the clock says: refused, with about a second left.
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(1);
    await pause(1_100);
    expect((await attempt()).status).toBe(401);
  } finally {
    await short.close();
  }
});
