import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('answers health with the database kind and version', async () => {
  const response = await fetch(`${app.url}/api/health`);
  expect(await response.json()).toEqual({ ok: true, db: 'external', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
});

it('publishes the OpenAPI document and its browsable page', async () => {
  const document = await (await fetch(`${app.url}/api/docs/json`)).json();
  expect(document.openapi).toMatch(/^3\./);
  expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/auth/sign-up', '/api/auth/sign-in', '/api/me', '/api/videos']));
  expect(document.paths['/api/auth/sign-up'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('username');
  const page = await fetch(`${app.url}/api/docs`, { redirect: 'follow' });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('swagger');
});

it('answers unknown API paths and bad JSON with a 4xx error body, never 500', async () => {
  const missing = await fetch(`${app.url}/api/nothing-here`);
  expect(missing.status).toBe(404);
  expect((await missing.json()).error.code).toBe('not_found');
  const badJson = await fetch(`${app.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' });
  expect(badJson.status).toBe(400);
  expect((await badJson.json()).error).toHaveProperty('message');
  const wrongType = await fetch(`${app.url}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
  expect(wrongType.status).toBe(400);
  const badId = await fetch(`${app.url}/api/notifications/not-a-uuid/read`, { method: 'POST' });
  expect([400, 401]).toContain(badId.status);
});
