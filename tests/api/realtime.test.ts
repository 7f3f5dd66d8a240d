import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { connectRealtime as connect } from '../factories/realtime.ts';

/** The group of the notification the follow trigger wrote (realtime announces groups, decision 043). */
async function notificationFrom(app: TestApp, fromUserId: string) {
  return (await app.ctx.db.selectFrom('notifications').select('groupId').where('fromUserId', '=', fromUserId).executeTakeFirstOrThrow()).groupId!;
}

describe('two instances on one database with the PostgreSQL bus', () => {
  let a: TestApp;
  let b: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    const databaseUrl = await freshDatabase();
    a = await startTestApp({ databaseUrl, env: { REALTIME_BUS: 'postgres' } });
    b = await startTestApp({ databaseUrl, env: { REALTIME_BUS: 'postgres' } });
    alice = await createUser(a);
    bob = await createUser(a);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('refuses a subscription to someone else’s notifications and a visitor’s subscription', async () => {
    const client = await connect(b, bob);
    client.subscribe(`notifications:${alice.id}`);
    const refused = await client.waitFor((m) => m.type === 'error');
    expect(refused).toEqual({ type: 'error', channel: `notifications:${alice.id}`, message: 'Not allowed to subscribe to this channel' });
    const visitor = await connect(b);
    visitor.subscribe(`notifications:${alice.id}`);
    expect((await visitor.waitFor((m) => m.type === 'error')).type).toBe('error');
    client.socket.close();
    visitor.socket.close();
  });

  it('delivers an event published on instance A to a client of instance B, with the full row', async () => {
    const client = await connect(b, alice);
    client.subscribe(`notifications:${alice.id}`);
    await client.waitFor((m) => m.type === 'subscribed');

    // Bob follows Alice on instance A: the trigger writes the notification, A announces it after commit.
    await a.ctx.db.insertInto('follows').values({ followerId: bob.id, followeeId: alice.id }).execute();
    await a.ctx.services.notifications.announce(alice.id, await notificationFrom(a, bob.id));

    const event = await client.waitFor((m) => m.type === 'event' && m.event === 'notification.created');
    expect(event).toMatchObject({
      channel: `notifications:${alice.id}`,
      data: { type: 'follow', fromUserId: bob.id, fromUsername: bob.username, read: false },
    });

    // And an API write on A (mark all read) reaches B's client too.
    expect((await postJson(a, '/api/notifications/read-all', {}, alice.headers)).status).toBe(204);
    await client.waitFor((m) => m.type === 'event' && m.event === 'notification.read');
    const count = await (await fetch(`${b.url}/api/notifications/unread-count`, { headers: alice.headers })).json();
    expect(count).toEqual({ count: 0 });
    client.socket.close();
  });
});

describe('the in-process bus', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  it('delivers to subscribers of the channel only', async () => {
    const carol = await createUser(app);
    const dave = await createUser(app);
    const carolClient = await connect(app, carol);
    const daveClient = await connect(app, dave);
    carolClient.subscribe(`notifications:${carol.id}`);
    daveClient.subscribe(`notifications:${dave.id}`);
    await carolClient.waitFor((m) => m.type === 'subscribed');
    await daveClient.waitFor((m) => m.type === 'subscribed');
    await app.ctx.db.insertInto('follows').values({ followerId: dave.id, followeeId: carol.id }).execute();
    await app.ctx.services.notifications.announce(carol.id, await notificationFrom(app, dave.id));
    await carolClient.waitFor((m) => m.type === 'event');
    await new Promise((r) => setTimeout(r, 200));
    expect(daveClient.received.filter((m) => m.type === 'event')).toEqual([]);
    carolClient.socket.close();
    daveClient.socket.close();
  });

  it('answers frames that are not its messages with an error and keeps serving (a `null` frame once killed the server)', async () => {
    const visitor = await connect(app);
    for (const frame of ['null', '5', '[1]', '{"type":"subscribe","channel":{}}', 'not json']) visitor.socket.send(frame);
    visitor.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    await visitor.waitFor(() => visitor.received.filter((m) => m.type === 'error').length === 6);
    expect(visitor.received.map((m) => (m.type === 'error' ? m.message : m.type))).toEqual([
      'Unknown message type', 'Unknown message type', 'Unknown message type', 'Unknown message type', 'Messages must be JSON', 'Messages must be JSON text',
    ]);
    visitor.socket.send('{"type":"ping"}');
    await visitor.waitFor((m) => m.type === 'pong');
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    visitor.socket.close();
  });
});
