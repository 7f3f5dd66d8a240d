import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { banUser, createUser, postJson, type TestUser } from '../factories/users.ts';
import { connectRealtime } from '../factories/realtime.ts';
import type { ChatMessage, ChatMessagePage, ChatRoomPage, ChatRoomSummary } from '../../src/shared/chat-answers.schema.ts';
import { CHAT_MESSAGES } from '../../src/shared/chat-messages.ts';

let app: TestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([createUser(app), createUser(app)]);
});
afterAll(() => app?.close());

const get = async <T>(user: TestUser, path: string) => {
  const response = await fetch(`${app.url}${path}`, { headers: user.headers });
  return { status: response.status, body: (await response.json()) as AsJson<T> };
};
const createRoom = async (user: TestUser, name: string) => (await (await postJson(app, '/api/chat/rooms', { name }, user.headers)).json()) as AsJson<ChatRoomSummary>;
const send = (user: TestUser, roomId: string, content: string) => postJson(app, `/api/chat/rooms/${roomId}/messages`, { content }, user.headers);

describe('rooms', () => {
  it('creates a trimmed room, lists it newest first with its last message, count and unread count', async () => {
    const created = await createRoom(alice, '  Board Games  ');
    expect(created).toMatchObject({ name: 'Board Games', isPrivate: false, createdBy: alice.id, messageCount: 0, lastMessage: null, unreadCount: 0 });
    const second = await createRoom(alice, 'Second');
    expect((await send(alice, created.id, ' hello there ')).status).toBe(201);
    expect((await send(alice, created.id, 'anyone?')).status).toBe(201);

    const { body } = await get<ChatRoomPage>(bob, '/api/chat/rooms');
    const ids = body.items.map((room) => room.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(created.id));
    const listed = body.items.find((room) => room.id === created.id)!;
    expect(listed).toMatchObject({ messageCount: 2, lastMessage: { content: 'anyone?', username: alice.username }, unreadCount: 2 });
    expect(listed.lastMessageAt).not.toBeNull();
    // The sender has read their own messages.
    expect((await get<ChatRoomSummary>(alice, `/api/chat/rooms/${created.id}`)).body.unreadCount).toBe(0);

    expect((await postJson(app, `/api/chat/rooms/${created.id}/read`, { seq: listed.lastSeq }, bob.headers)).status).toBe(204);
    expect((await get<ChatRoomSummary>(bob, `/api/chat/rooms/${created.id}`)).body.unreadCount).toBe(0);
  });

  it('refuses an empty or too long name, and more than 10 rooms a day with 429 and Retry-After', async () => {
    const carol = await createUser(app);
    const blank = await postJson(app, '/api/chat/rooms', { name: '   ' }, carol.headers);
    expect(blank.status).toBe(400);
    expect((await blank.json()).error.message).toBe('Room name is required');
    expect((await postJson(app, '/api/chat/rooms', { name: 'x'.repeat(61) }, carol.headers)).status).toBe(400);
    for (let i = 0; i < 10; i++) expect((await postJson(app, '/api/chat/rooms', { name: `Room ${i}` }, carol.headers)).status).toBe(201);
    const refused = await postJson(app, '/api/chat/rooms', { name: 'One too many' }, carol.headers);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(CHAT_MESSAGES.tooManyRooms);
  });

  it('is signed-in only, and a banned user can neither create a room nor send', async () => {
    expect((await fetch(`${app.url}/api/chat/rooms`)).status).toBe(401);
    const room = await createRoom(alice, 'Open');
    const mallory = await createUser(app);
    await banUser(app, mallory);
    expect((await postJson(app, '/api/chat/rooms', { name: 'Spam' }, mallory.headers)).status).toBe(403);
    expect((await send(mallory, room.id, 'spam')).status).toBe(403);
    expect((await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages`)).body.items).toEqual([]);
  });
});

describe('messages', () => {
  it('pages older history with before, catches up with after, and never shows a blocked sender', async () => {
    const room = await createRoom(alice, 'History');
    const rows = Array.from({ length: 120 }, (_, i) => ({ roomId: room.id, senderId: i % 2 ? bob.id : alice.id, content: `message ${i}` }));
    for (const row of rows) await app.ctx.db.insertInto('chatMessages').values(row).execute();

    const latest = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages`)).body;
    expect(latest.items.map((m) => m.content)).toEqual(rows.slice(70).map((r) => r.content));
    expect(latest.hasOlder).toBe(true);
    const older = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages?before=${latest.items[0].seq}`)).body;
    expect(older.items.map((m) => m.content)).toEqual(rows.slice(20, 70).map((r) => r.content));
    const oldest = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages?before=${older.items[0].seq}`)).body;
    expect(oldest.items).toHaveLength(20);
    expect(oldest.hasOlder).toBe(false);

    const caughtUp = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages?after=${oldest.items[0].seq}`)).body;
    expect(caughtUp.items).toHaveLength(100);
    expect(caughtUp.hasNewer).toBe(true);
    const rest = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages?after=${caughtUp.items.at(-1)!.seq}`)).body;
    expect(rest.items.map((m) => m.content)).toEqual(rows.slice(101).map((r) => r.content));
    expect(rest.hasNewer).toBe(false);

    expect((await postJson(app, '/api/blocks', { blockedId: bob.id }, alice.headers)).status).toBe(201);
    const filtered = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages`)).body;
    expect(filtered.items.every((m) => m.senderId === alice.id)).toBe(true);
    expect((await get<ChatMessagePage>(bob, `/api/chat/rooms/${room.id}/messages`)).body.items.some((m) => m.senderId === bob.id)).toBe(true);
    expect((await get(alice, `/api/chat/rooms/${room.id}/messages?before=abc`)).status).toBe(400);
    expect((await get(alice, `/api/chat/rooms/${room.id}/messages?before=1&after=2`)).status).toBe(400);
  });

  it('numbers concurrent messages so that "after the last seen" never misses one', async () => {
    const room = await createRoom(alice, 'Busy');
    const senders = await Promise.all(Array.from({ length: 8 }, () => createUser(app)));
    const sent = await Promise.all(senders.flatMap((user) => [0, 1, 2].map((i) => send(user, room.id, `${user.username} ${i}`))));
    expect(sent.every((response) => response.status === 201)).toBe(true);
    const page = (await get<ChatMessagePage>(alice, `/api/chat/rooms/${room.id}/messages`)).body;
    expect(page.items.map((m) => m.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
  });

  it('trims, refuses empty and over-long text, and answers 429 with Retry-After past 30 a minute', async () => {
    const room = await createRoom(alice, 'Limits');
    const dave = await createUser(app);
    const posted = (await (await send(dave, room.id, '  hi  ')).json()) as AsJson<ChatMessage>;
    expect(posted).toMatchObject({ content: 'hi', senderId: dave.id, username: dave.username, roomId: room.id });
    const empty = await send(dave, room.id, '   ');
    expect(empty.status).toBe(400);
    expect((await empty.json()).error.message).toBe('Message cannot be empty');
    expect((await send(dave, room.id, 'x'.repeat(2001))).status).toBe(400);
    expect((await send(dave, room.id, 'x'.repeat(2000))).status).toBe(201);
    for (let i = 0; i < 28; i++) expect((await send(dave, room.id, `m${i}`)).status).toBe(201);
    const refused = await send(dave, room.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).error.message).toBe(CHAT_MESSAGES.tooFast);
    expect((await get<ChatRoomSummary>(alice, `/api/chat/rooms/${room.id}`)).body.messageCount).toBe(30);
  });

  it('delivers a posted message live to subscribers of the room, with its sender', async () => {
    const room = await createRoom(alice, 'Live');
    const client = await connectRealtime(app, bob);
    client.subscribe(`room:${room.id}`);
    await client.waitFor((m) => m.type === 'subscribed');
    const posted = (await (await send(alice, room.id, 'live!')).json()) as AsJson<ChatMessage>;
    const event = await client.waitFor((m) => m.type === 'event');
    expect(event).toEqual({ type: 'event', channel: `room:${room.id}`, event: 'chat.message', data: posted });
    client.socket.close();
  });

  it('answers 404 for a room that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await get(alice, `/api/chat/rooms/${missing}`)).status).toBe(404);
    expect((await get(alice, `/api/chat/rooms/${missing}/messages`)).status).toBe(404);
    expect((await send(alice, missing, 'hello')).status).toBe(404);
  });
});
