import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import pg from 'pg';
import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { freshDatabase } from '../setup/template-database.ts';
import { startRedis } from '../setup/redis-server.ts';
import { createUser, makeAdmin, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { connectRealtime as connect } from '../factories/realtime.ts';

/**
 * Issue 27, part 2: on every bus that spans instances, what one instance writes reaches the sockets of
 * another: notifications, chat, comments, and the ends of sessions (a ban, a sign-out) that must close a socket
 * wherever it is. Two app instances on one database; writes go to A, sockets live on B.
 */
const closeCode = (socket: WebSocket) => new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

describe.each(['postgres', 'redis'] as const)('two instances on the %s bus', (bus) => {
  let a: TestApp;
  let b: TestApp;
  let stopRedis: (() => Promise<void>) | null = null;
  let databaseUrl = '';
  let redisUrl = '';
  let alice: TestUser;
  let bob: TestUser;

  beforeAll(async () => {
    const env: Record<string, string> = { REALTIME_BUS: bus };
    if (bus === 'redis') {
      const redis = await startRedis();
      env.REDIS_URL = redisUrl = redis.url;
      stopRedis = redis.stop;
    }
    databaseUrl = await freshDatabase();
    a = await startTestApp({ databaseUrl, env });
    b = await startTestApp({ databaseUrl, env });
    [alice, bob] = [await createUser(a), await createUser(a)];
  }, 60_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await stopRedis?.();
  });

  it('uses the bus it was given', () => {
    expect([a.ctx.bus.kind, b.ctx.bus.kind]).toEqual([bus, bus]);
  });

  it('delivers a notification made on A to its owner on B', async () => {
    const client = await connect(b, alice);
    client.subscribe(`notifications:${alice.id}`);
    await client.waitFor((m) => m.type === 'subscribed');
    expect((await postJson(a, `/api/users/${alice.id}/follow`, {}, bob.headers)).status).toBeLessThan(300);
    const event = await client.waitFor((m) => m.type === 'event' && m.event === 'notification.created');
    expect(event).toMatchObject({ channel: `notifications:${alice.id}`, data: { type: 'follow', fromUserId: bob.id, read: false } });
    client.socket.close();
  });

  it('delivers a chat message posted on A to a room member on B, and a comment to a watcher on B', async () => {
    const room = await (await postJson(a, '/api/chat/rooms', { name: `bus ${bus}` }, alice.headers)).json();
    const video = await createVideo(a, alice.id);
    const client = await connect(b, bob);
    client.subscribe(`room:${room.id}`);
    client.subscribe(`video:${video.id}`);
    await client.waitFor((m) => m.type === 'subscribed' && m.channel === `room:${room.id}`);
    await client.waitFor((m) => m.type === 'subscribed' && m.channel === `video:${video.id}`);

    expect((await postJson(a, `/api/chat/rooms/${room.id}/messages`, { content: `hello over ${bus}` }, alice.headers)).status).toBe(201);
    const message = await client.waitFor((m) => m.type === 'event' && m.channel === `room:${room.id}`);
    expect(message).toMatchObject({ data: { content: `hello over ${bus}`, username: alice.username } });

    expect((await postJson(a, '/api/comments', { videoId: video.id, content: `a comment over ${bus}` }, alice.headers)).status).toBe(201);
    const comment = await client.waitFor((m) => m.type === 'event' && m.event === 'comment.created');
    expect(comment).toMatchObject({ channel: `video:${video.id}`, data: { content: `a comment over ${bus}` } });
    client.socket.close();
  });

  it('drops bus messages that are not events, and goes on delivering those that are (issue 35, L7)', async () => {
    const room = await (await postJson(a, '/api/chat/rooms', { name: `hostile ${bus}` }, alice.headers)).json();
    const client = await connect(b, bob);
    client.subscribe(`room:${room.id}`);
    await client.waitFor((m) => m.type === 'subscribed');
    const hostile = [
      'not json',
      JSON.stringify({ channel: `room:${room.id}`, event: 'chat.message' }),
      JSON.stringify({ channel: `room:${room.id}`, event: 'chat.message', id: { $ne: null } }),
      JSON.stringify({ channel: `room:${room.id}`, event: 'chat.message', id: 'x', padding: 'y'.repeat(4000) }),
    ];
    await publishRaw(hostile);
    expect((await postJson(a, `/api/chat/rooms/${room.id}/messages`, { content: 'still flowing' }, alice.headers)).status).toBe(201);
    await client.waitFor((m) => m.type === 'event' && (m.data as { content?: string }).content === 'still flowing');
    expect(client.received.filter((m) => m.type === 'event')).toHaveLength(1);
    expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
    client.socket.close();
  });

  /** Messages put on the bus by someone who is not Popreel (anyone who may NOTIFY or publish). */
  async function publishRaw(messages: string[]) {
    if (bus === 'redis') {
      const raw = new Redis(redisUrl);
      for (const message of messages) await raw.publish('popreel_events', message);
      await raw.quit();
    } else {
      const raw = new pg.Client({ connectionString: databaseUrl });
      await raw.connect();
      for (const message of messages) await raw.query('select pg_notify($1, $2)', ['popreel_events', message]);
      await raw.end();
    }
  }

  it('closes the socket on B of a user a moderator bans on A, and of a session signed out on A', async () => {
    const moderator = await createUser(a);
    await makeAdmin(a, moderator);
    const [banned, leaving] = [await createUser(a), await createUser(a)];
    const bannedSocket = await connect(b, banned);
    const leavingSocket = await connect(b, leaving);
    const bannedClosed = closeCode(bannedSocket.socket);
    const leavingClosed = closeCode(leavingSocket.socket);

    const ban = await fetch(`${a.url}/api/admin/users/${banned.id}`, {
      method: 'PATCH',
      headers: { ...moderator.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ banned: true }),
    });
    expect(ban.status).toBe(200);
    expect(await bannedClosed).toBe(4001);

    expect((await postJson(a, '/api/auth/sign-out', {}, leaving.headers)).status).toBeLessThan(300);
    expect(await leavingClosed).toBe(4001);
  });
});

describe('the Redis bus when Redis goes away', () => {
  it('still answers writes (the row is committed; the event is reported, not thrown)', async () => {
    const redis = await startRedis();
    const app = await startTestApp({ env: { REALTIME_BUS: 'redis', REDIS_URL: redis.url } });
    try {
      const [alice, bob] = [await createUser(app), await createUser(app)];
      redis.kill();
      const follow = await postJson(app, `/api/users/${alice.id}/follow`, {}, bob.headers);
      expect(follow.status).toBeLessThan(300);
      const row = await app.ctx.db.selectFrom('follows').select('followerId').where('followeeId', '=', alice.id).executeTakeFirst();
      expect(row?.followerId).toBe(bob.id);
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('a Redis with a password', () => {
  it('is refused without it, with a line naming REDIS_URL', async () => {
    const redis = await startRedis();
    try {
      await expect(startTestApp({ env: { REALTIME_BUS: 'redis', REDIS_URL: redis.bareUrl } })).rejects.toThrow(/^Could not reach Redis at REDIS_URL \(NOAUTH /);
    } finally {
      await redis.stop();
    }
  });
});

describe('REALTIME_BUS', () => {
  it('refuses to start on redis without REDIS_URL, or on a name it does not know', async () => {
    await expect(startTestApp({ env: { REALTIME_BUS: 'redis', REDIS_URL: '' } })).rejects.toThrow('REALTIME_BUS=redis needs REDIS_URL');
    await expect(startTestApp({ env: { REALTIME_BUS: 'kafka' } })).rejects.toThrow('REALTIME_BUS must be memory, postgres or redis');
  });
});
