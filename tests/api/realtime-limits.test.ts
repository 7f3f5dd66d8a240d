import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser } from '../factories/users.ts';
import { connectRealtime } from '../factories/realtime.ts';

/**
 * L6 (issue 35): subscribe frames are budgeted per socket (each one runs a query) and a flood closes the
 * socket; one user holds a bounded number of sockets on an instance.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { REALTIME_SOCKETS_PER_CLIENT: '3' } });
});
afterAll(() => app?.close());

const closeOf = (socket: { once: (event: 'close', listener: (code: number, reason: Buffer) => void) => unknown }) =>
  new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() })));

it('answers a burst of subscribes, refuses what comes faster, and closes a socket that keeps flooding', async () => {
  const user = await createUser(app);
  const client = await connectRealtime(app, user);
  for (let i = 0; i < 30; i++) client.subscribe(`notifications:${user.id}`);
  await client.waitFor(() => client.received.length >= 30);
  const subscribed = client.received.filter((m) => m.type === 'subscribed');
  const slowDown = client.received.filter((m) => m.type === 'error' && m.message === 'Too many subscriptions: slow down');
  expect(subscribed).toHaveLength(20);
  expect(slowDown).toHaveLength(10);
  // Pings cost nothing and are never refused.
  client.socket.send(JSON.stringify({ type: 'ping' }));
  await client.waitFor((m) => m.type === 'pong');

  const closed = closeOf(client.socket);
  for (let i = 0; i < 60; i++) client.subscribe(`notifications:${user.id}`);
  expect(await closed).toEqual({ code: 1008, reason: 'Too many subscriptions: slow down' });
});

it('caps the sockets one user holds open, and a closed one frees its place', async () => {
  const user = await createUser(app);
  const open = [await connectRealtime(app, user), await connectRealtime(app, user), await connectRealtime(app, user)];
  const fourth = await connectRealtime(app, user);
  expect(await closeOf(fourth.socket)).toEqual({ code: 1008, reason: 'Too many connections: close another tab and try again' });
  // Someone else is not held back by this user's sockets.
  const other = await connectRealtime(app, await createUser(app));
  other.subscribe('presence');
  await other.waitFor((m) => m.type === 'error' || m.type === 'subscribed');

  const gone = closeOf(open[0].socket);
  open[0].socket.close();
  await gone;
  await new Promise((settle) => setTimeout(settle, 100));
  const again = await connectRealtime(app, user);
  again.subscribe(`notifications:${user.id}`);
  await again.waitFor((m) => m.type === 'subscribed');
  for (const client of [...open, again, other]) client.socket.close();
});
