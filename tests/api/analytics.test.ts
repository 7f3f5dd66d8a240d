import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, makeAdmin, postJson } from '../factories/users.ts';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

it('records the spec’s events first-party and shows admins their counts', async () => {
  const user = await createUser(app);
  expect((await postJson(app, '/api/analytics', { name: 'follow', props: {} }, user.headers)).status).toBe(204);
  expect((await postJson(app, '/api/analytics', { name: 'chat_message_sent', props: { roomId: 'r1', messageLength: 12 } }, user.headers)).status).toBe(204);
  expect((await postJson(app, '/api/analytics', { name: 'pwa_install_attempt', props: { outcome: 'accepted' } })).status).toBe(204);
  const unknown = await postJson(app, '/api/analytics', { name: 'page_view', props: {} }, user.headers);
  expect(unknown.status).toBe(400);
  expect((await fetch(`${app.url}/api/admin/analytics`, { headers: user.headers })).status).toBe(403);
  const admin = await createUser(app);
  await makeAdmin(app, admin);
  const counts = await (await fetch(`${app.url}/api/admin/analytics`, { headers: admin.headers })).json();
  expect(counts.counts).toEqual([
    { name: 'chat_message_sent', count: 1 },
    { name: 'follow', count: 1 },
    { name: 'pwa_install_attempt', count: 1 },
  ]);
});
