import type { AsJson } from '../../src/shared/as-json.ts';
import { describe, expect, it } from 'vitest';
import type { Page, WebSocketRoute } from 'playwright-core';
import { CHAT_MESSAGES, MATCH_MESSAGES } from '../../src/shared/chat-messages.ts';
import type { ChatMessage, ChatRoomSummary } from '../../src/shared/chat-answers.schema.ts';
import { MISSING_TEXT } from '../../src/web/web-messages.ts';
import { auditScreen, popreelForFile } from './harness.ts';
import { apiSignUp, block, type ApiUser } from './api-helpers.ts';
import { openSignedIn, recordAnalytics, recordRequests } from './creator-helpers.ts';

const suite = popreelForFile();

async function send<T>(user: ApiUser, method: 'POST' | 'PUT', path: string, body: unknown): Promise<AsJson<T>> {
  const response = await fetch(`${suite.popreel.baseUrl}${path}`, {
    method,
    headers: { ...user.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as AsJson<T>;
}
const post = <T>(user: ApiUser, path: string, body: unknown) => send<T>(user, 'POST', path, body);

const createRoom = (user: ApiUser, name: string) => post<ChatRoomSummary>(user, '/api/chat/rooms', { name });
const say = (user: ApiUser, roomId: string, content: string) => post<ChatMessage>(user, `/api/chat/rooms/${roomId}/messages`, { content });

/** The room screen as a reader sees it: the message list, the composer, and one message by its exact text. */
function roomScreen(page: Page) {
  const list = page.getByRole('list', { name: 'Chat messages' });
  return {
    log: page.getByRole('log', { name: 'Messages' }),
    list,
    rows: list.getByRole('listitem'),
    input: page.getByRole('combobox', { name: 'Message' }),
    message: (text: string) => list.getByText(text, { exact: true }),
  };
}

async function openRoom(page: Page, roomId: string) {
  await page.goto(`/chat/${roomId}`);
  await page.getByRole('combobox', { name: 'Message' }).waitFor();
}

describe('chat', () => {
  // First in the file: before it, the fresh server has no rooms at all.
  it('creates a room from the dialog, sends with Enter, and another signed-in browser sees it live', async () => {
    const alice = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const bob = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const analytics = recordAnalytics(alice.page);
      await alice.page.goto('/chat');
      await alice.page.getByText(CHAT_MESSAGES.noRooms, { exact: true }).waitFor();

      await alice.page.getByRole('button', { name: CHAT_MESSAGES.newRoom }).click();
      const dialog = alice.page.getByRole('dialog', { name: CHAT_MESSAGES.newRoom });
      const name = dialog.getByPlaceholder(CHAT_MESSAGES.roomNamePlaceholder);
      const create = dialog.getByRole('button', { name: 'Create', exact: true });
      expect(await create.isDisabled()).toBe(true);
      await name.fill('   ');
      expect(await create.isDisabled()).toBe(true);
      await name.fill('  Night Owls  ');
      expect(await create.isEnabled()).toBe(true);
      await auditScreen(alice.page);
      await create.click();

      await alice.page.getByText(CHAT_MESSAGES.roomCreated, { exact: true }).waitFor();
      await alice.page.waitForURL(/\/chat\/[0-9a-f-]{36}$/);
      const roomId = new URL(alice.page.url()).pathname.split('/').pop()!;
      await alice.page.getByRole('heading', { name: 'Night Owls', level: 1 }).waitFor();
      await alice.page.getByText(CHAT_MESSAGES.noMessages, { exact: true }).waitFor();
      await alice.page.getByText(CHAT_MESSAGES.beFirst, { exact: true }).waitFor();

      await openRoom(bob.page, roomId);
      const atBob = roomScreen(bob.page);
      const atAlice = roomScreen(alice.page);
      expect(await atAlice.input.getAttribute('placeholder')).toBe(CHAT_MESSAGES.placeholder);

      // Enter sends; the message shows at once for the sender and live for the other reader.
      await atAlice.input.fill('Hello owls');
      await atAlice.input.press('Enter');
      await atAlice.message('Hello owls').waitFor();
      expect(await atAlice.input.inputValue()).toBe('');
      await atBob.message('Hello owls').waitFor({ timeout: 10_000 });
      await expect.poll(() => analytics.find((event) => event.name === 'chat_message_sent')?.props).toEqual({ roomId: roomId, messageLength: 10 });

      // Shift+Enter makes a new line instead of sending; Enter then sends both lines as one message.
      await atAlice.input.fill('first line');
      await atAlice.input.press('Shift+Enter');
      await atAlice.input.pressSequentially('second line');
      expect(await atAlice.input.inputValue()).toBe('first line\nsecond line');
      expect(await atAlice.rows.count()).toBe(1);
      await atAlice.input.press('Enter');
      const twoLines = atBob.message('first line\nsecond line');
      await twoLines.waitFor({ timeout: 10_000 });
      const lineHeight = await twoLines.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect((await twoLines.boundingBox())!.height).toBeGreaterThan(lineHeight * 1.5);
      await bob.page.getByText('2 messages', { exact: true }).waitFor();

      // Mine on the right, theirs on the left; the username opens the sender's profile.
      const mine = (await atAlice.message('Hello owls').boundingBox())!;
      const theirs = (await atBob.message('Hello owls').boundingBox())!;
      const column = (await atAlice.list.boundingBox())!;
      expect(mine.x + mine.width).toBeGreaterThan(column.x + column.width * 0.9);
      expect(theirs.x).toBeLessThan(column.x + column.width * 0.1);
      expect(await atBob.rows.first().getByRole('link', { name: alice.account.username }).getAttribute('href')).toBe(`/profile/${alice.account.id}`);

      // The room list: last message, count, and an unread badge for what Bob has not seen yet.
      await bob.page.getByRole('link', { name: 'Back to chat rooms' }).click();
      const row = bob.page.getByRole('list', { name: 'Chat rooms' }).getByRole('link', { name: /Night Owls/ });
      await row.waitFor();
      expect(await row.innerText()).toContain(`${alice.account.username}: first line second line`);
      expect(await row.innerText()).toContain('2 messages');
      expect(await row.getByText(/unread$/).count()).toBe(0);
      await say(alice.api, roomId, 'Anyone up?');
      await bob.page.reload();
      await row.getByText('1 unread', { exact: true }).waitFor();
      await row.click();
      await roomScreen(bob.page).message('Anyone up?').waitFor();
      await bob.page.goBack();
      await row.waitFor();
      await expect.poll(() => row.getByText(/unread$/).count()).toBe(0);
    } finally {
      await Promise.all([alice.context.close(), bob.context.close()]);
    }
  });

  it('never sends blank text, and a failed send puts the text back with the reason', async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      const room = await createRoom(me.api, 'Failure Club');
      const { page } = me;
      const posts = recordRequests(page, 'POST', `/api/chat/rooms/${room.id}/messages`);
      await openRoom(page, room.id);
      const screen = roomScreen(page);

      await screen.input.fill('   \n  ');
      await screen.input.press('Enter');
      expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
      expect(posts).toHaveLength(0);

      let answer = { status: 500, body: '{"error":{"code":"internal","message":"boom"}}', headers: {} as Record<string, string> };
      await page.route(`**/api/chat/rooms/${room.id}/messages`, (route) =>
        route.request().method() === 'POST' ? route.fulfill({ contentType: 'application/json', ...answer }) : route.continue(),
      );
      await screen.input.fill('Keep this text');
      await screen.input.press('Enter');
      await page.getByText(CHAT_MESSAGES.sendFailed, { exact: true }).waitFor();
      await expect.poll(() => screen.input.inputValue()).toBe('Keep this text');
      expect(await screen.message('Keep this text').count()).toBe(0);

      // A rate-limit answer is shown in the server's own words.
      answer = { status: 429, body: JSON.stringify({ error: { code: 'rate_limited', message: CHAT_MESSAGES.tooFast } }), headers: { 'Retry-After': '30' } };
      await screen.input.press('Enter');
      await page.getByText(CHAT_MESSAGES.tooFast, { exact: true }).waitFor();
      await expect.poll(() => screen.input.inputValue()).toBe('Keep this text');

      // Over the length limit, the shared schema's message shows and nothing leaves the browser.
      const sentSoFar = posts.length;
      await screen.input.fill('x'.repeat(2001));
      await screen.input.press('Enter');
      await page.getByText('Message must be at most 2000 characters', { exact: true }).waitFor();
      expect(await screen.input.inputValue()).toHaveLength(2001);
      expect(posts).toHaveLength(sentSoFar);

      await page.unroute(`**/api/chat/rooms/${room.id}/messages`);
      await screen.input.fill('Keep this text');
      await screen.input.press('Enter');
      await screen.message('Keep this text').waitFor();
      expect(await screen.input.inputValue()).toBe('');
    } finally {
      await me.context.close();
    }
  });

  it('scrolling to the top loads older messages and keeps the reader in place', async () => {
    const reader = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    try {
      // 60 messages from three people (each may send 30 a minute), in order.
      const people = await Promise.all([apiSignUp(suite.popreel.baseUrl, 'talker'), apiSignUp(suite.popreel.baseUrl, 'talker'), apiSignUp(suite.popreel.baseUrl, 'talker')]);
      const room = await createRoom(people[0], 'Long History');
      const label = (n: number) => `Old message ${String(n).padStart(2, '0')}`;
      for (let n = 1; n <= 60; n++) await say(people[n % 3], room.id, label(n));

      const { page } = reader;
      await openRoom(page, room.id);
      const screen = roomScreen(page);
      await screen.message(label(60)).waitFor();
      expect(await screen.rows.count()).toBe(50);
      expect(await screen.message(label(10)).count()).toBe(0);
      await page.getByText('60 messages', { exact: true }).waitFor();

      // The newest is in view on arrival.
      await expect.poll(() => isInView(page, label(60))).toBe(true);

      await screen.log.evaluate((log) => log.scrollTo({ top: 0 }));
      await screen.message(label(1)).waitFor();
      expect(await screen.rows.count()).toBe(60);
      // The message that was at the top is still where the reader left it, not pushed out of view.
      expect(await isInView(page, label(11))).toBe(true);
      expect(await isInView(page, label(1))).toBe(false);
      await page.getByRole('button', { name: 'Load older messages' }).waitFor({ state: 'detached' });

      // Reading old messages, a new one does not pull the reader down; the pill takes them there.
      await say(people[0], room.id, 'Fresh news');
      const pill = page.getByRole('button', { name: 'New messages' });
      await pill.waitFor({ timeout: 10_000 });
      expect(await isInView(page, label(11))).toBe(true);
      expect(await isInView(page, 'Fresh news')).toBe(false);
      await auditScreen(page);
      await pill.click();
      await expect.poll(() => isInView(page, 'Fresh news')).toBe(true);
      await pill.waitFor({ state: 'detached' });
    } finally {
      await reader.context.close();
    }
  });

  it('a reader who was offline gets every message sent meanwhile after reconnecting, each once', async () => {
    const reader = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const sender = await apiSignUp(suite.popreel.baseUrl, 'sender');
    try {
      const room = await createRoom(sender, 'Flaky Wifi');
      const { page, context } = reader;
      // Every realtime socket goes through here, so "offline" really closes it and refuses new ones.
      let offline = false;
      const sockets: WebSocketRoute[] = [];
      await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
        if (offline) return socket.close({ code: 4000, reason: 'offline' });
        sockets.push(socket);
        socket.connectToServer();
      });

      await openRoom(page, room.id);
      const screen = roomScreen(page);
      await say(sender, room.id, 'Before the break');
      await screen.message('Before the break').waitFor({ timeout: 10_000 });

      offline = true;
      await context.setOffline(true);
      await Promise.all(sockets.map((socket) => socket.close()));
      const missed = ['Missed one', 'Missed two', 'Missed three'];
      for (const text of missed) await say(sender, room.id, text);
      // Offline, nothing arrives.
      await page.waitForTimeout(1_500);
      for (const text of missed) expect(await screen.message(text).count()).toBe(0);

      offline = false;
      await context.setOffline(false);
      for (const text of missed) await screen.message(text).waitFor({ timeout: 30_000 });
      expect(sockets.length).toBeGreaterThanOrEqual(2);

      // Live again, and nothing shown twice: the catch-up and the live feed meet without overlap.
      await say(sender, room.id, 'After the break');
      await screen.message('After the break').waitFor({ timeout: 10_000 });
      for (const text of ['Before the break', ...missed, 'After the break']) expect(await screen.message(text).count()).toBe(1);
      expect(await screen.rows.count()).toBe(5);
      await page.getByText('5 messages', { exact: true }).waitFor();
    } finally {
      await reader.context.close();
    }
  });

  it('hides live messages from people the reader blocked', async () => {
    const reader = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const [rude, kind] = await Promise.all([apiSignUp(suite.popreel.baseUrl, 'rude'), apiSignUp(suite.popreel.baseUrl, 'kind')]);
    try {
      await block(suite.popreel.baseUrl, reader.api, rude);
      const room = await createRoom(kind, 'Mixed Company');
      await openRoom(reader.page, room.id);
      const screen = roomScreen(reader.page);
      await say(rude, room.id, 'Something rude');
      await say(kind, room.id, 'Something kind');
      // Published in this order, so once the second is shown the first has had its chance to appear.
      await screen.message('Something kind').waitFor({ timeout: 10_000 });
      expect(await screen.message('Something rude').count()).toBe(0);
    } finally {
      await reader.context.close();
    }
  });

  it('a private match room shows the other person with a lock, and unmatching closes it for both', async () => {
    const alice = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const bob = await apiSignUp(suite.popreel.baseUrl, 'match');
    try {
      const dating = { age: 27, optedIn: true, interests: ['hiking'], gender: null, location: null };
      await Promise.all([send(alice.api, 'PUT', '/api/match/profile', dating), send(bob, 'PUT', '/api/match/profile', dating)]);
      await post(bob, '/api/match/swipes', { swipedId: alice.account.id, direction: 'right' });
      const { roomId } = await post<{ roomId: string }>(alice.api, '/api/match/swipes', { swipedId: bob.id, direction: 'right' });
      await say(bob, roomId, 'Hi match');

      const { page } = alice;
      await page.goto('/chat');
      const row = page.getByRole('list', { name: 'Chat rooms' }).getByRole('link', { name: new RegExp(`^${bob.username} \\(private\\)`) });
      await row.waitFor();
      expect(await row.innerText()).toContain(`${bob.username}: Hi match`);
      await row.click();
      await page.getByRole('heading', { name: bob.username, level: 1 }).waitFor();
      await page.getByText('Private chat', { exact: true }).waitFor({ state: 'attached' });
      await roomScreen(page).message('Hi match').waitFor();

      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: MATCH_MESSAGES.unmatch }).click();
      await page.getByText(MATCH_MESSAGES.unmatched, { exact: true }).waitFor();
      await page.waitForURL((url) => url.pathname === '/chat');
      await page.getByRole('list', { name: 'Chat rooms' }).or(page.getByText(CHAT_MESSAGES.noRooms, { exact: true })).waitFor();
      expect(await page.getByRole('link', { name: new RegExp(`^${bob.username} \\(private\\)`) }).count()).toBe(0);
      const forBob = await fetch(`${suite.popreel.baseUrl}/api/chat/rooms/${roomId}`, { headers: bob.headers });
      expect(forBob.status).toBe(404);
    } finally {
      await alice.context.close();
    }
  });

  it('a room that cannot be loaded says so and goes back to the list; a room that is not there stays to say so', async () => {
    const me = await openSignedIn(suite.browser, suite.popreel.baseUrl);
    const roomId = '00000000-0000-4000-8000-000000000000';
    try {
      await me.page.route(`**/api/chat/rooms/${roomId}**`, (route) => route.abort());
      await me.page.goto(`/chat/${roomId}`);
      await me.page.getByText(CHAT_MESSAGES.loadRoomFailed, { exact: true }).waitFor({ timeout: 15_000 });
      await me.page.waitForURL((url) => url.pathname === '/chat');
      await me.page.getByRole('heading', { name: CHAT_MESSAGES.title, level: 1 }).waitFor();

      await me.page.unroute(`**/api/chat/rooms/${roomId}**`);
      await me.page.goto(`/chat/${roomId}`);
      await me.page.getByText(CHAT_MESSAGES.loadRoomFailed, { exact: true }).waitFor();
      await me.page.getByRole('heading', { name: MISSING_TEXT.room, level: 1 }).waitFor();
      expect(new URL(me.page.url()).pathname).toBe(`/chat/${roomId}`);
    } finally {
      await me.context.close();
    }
  });
});

/** Whether the message with this exact text is inside the visible part of the message list. */
function isInView(page: Page, text: string): Promise<boolean> {
  return page.evaluate((wanted) => {
    const log = document.querySelector('[role="log"]');
    const bubble = [...(log?.querySelectorAll('li p') ?? [])].find((element) => element.textContent === wanted);
    if (!log || !bubble) return false;
    const area = log.getBoundingClientRect();
    const box = bubble.getBoundingClientRect();
    return box.bottom > area.top && box.top < area.bottom;
  }, text);
}
