import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { sessionCookieFrom } from '../factories/users.ts';
import { seedIfEmpty } from '../../src/server/seed-if-empty.ts';
import { DEMO_ACCOUNTS, DEMO_MODERATOR } from '../../src/server/seed/demo-accounts.ts';
import type { ActionPage, ReportPage } from '../../src/shared/moderation-types.ts';
import type { ChatRoomPage, MatchCandidate, MatchPick } from '../../src/shared/chat-types.ts';
import type { StoryRing, UserStories } from '../../src/shared/story-types.ts';

/** The first start's demo content, as a person signing in with the printed demo account finds it. */
let app: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  expect(await seedIfEmpty(app.ctx)).toMatchObject({ email: DEMO_ACCOUNTS.users[0].email });
  const { email, password } = DEMO_ACCOUNTS.users[0];
  const response = await fetch(`${app.url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password }),
  });
  headers = { cookie: sessionCookieFrom(response)!, origin: app.url };
}, 300_000);
afterAll(() => app?.close());

const get = async <T>(path: string) => (await (await fetch(`${app.url}${path}`, { headers })).json()) as T;

it('has public rooms with conversations and the demo user’s private match room', async () => {
  const rooms = (await get<ChatRoomPage>('/api/chat/rooms')).items;
  expect(rooms.filter((room) => !room.is_private).map((room) => room.name).sort()).toEqual(['Food Lovers', 'General Chat', 'Travel Buddies']);
  expect(rooms.every((room) => room.message_count > 0 && room.last_message !== null)).toBe(true);
  const match = rooms.find((room) => room.is_private)!;
  expect(match.partner?.username).toBe('noah_fit');
});

it('has active stories, images and short videos, in the demo user’s rings', async () => {
  const rings = (await get<{ items: StoryRing[] }>('/api/stories/rings')).items;
  expect(rings.length).toBeGreaterThanOrEqual(2);
  const kinds = new Set<string>();
  for (const ring of rings) {
    const { items } = await get<UserStories>(`/api/stories/users/${ring.user_id}`);
    for (const story of items) kinds.add(story.media_type);
    const media = await fetch(`${app.url}${items[0].media_url}`, { headers });
    expect(media.status).toBe(200);
  }
  expect([...kinds].sort()).toEqual(['image', 'video']);
});

it('makes /match alive: opted-in adults to swipe and an AI pick with reasons', async () => {
  const candidates = (await get<{ items: MatchCandidate[] }>('/api/match/candidates')).items;
  expect(candidates.length).toBeGreaterThanOrEqual(5);
  expect(candidates.map((c) => c.username)).not.toContain('popreel_admin');
  const { pick } = await get<{ pick: MatchPick }>('/api/match/picks');
  expect(pick.vibe).toBeGreaterThan(0);
  expect(pick.reasons.length).toBeGreaterThan(0);
});

it('gives the moderation screen open reports and a trail, and a demo moderator who may hide but not ban', async () => {
  const signIn = async (email: string) => {
    const response = await fetch(`${app.url}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: app.url },
      body: JSON.stringify({ email, password: DEMO_ACCOUNTS.admin.password }),
    });
    return { cookie: sessionCookieFrom(response)!, origin: app.url };
  };
  const admin = await signIn(DEMO_ACCOUNTS.admin.email);
  const queue = (await (await fetch(`${app.url}/api/admin/reports`, { headers: admin })).json()) as ReportPage;
  expect(queue.items.length).toBeGreaterThanOrEqual(3);
  expect(queue.items.every((report) => !report.resolved && report.video.thumbnail_url)).toBe(true);
  const trail = (await (await fetch(`${app.url}/api/admin/actions`, { headers: admin })).json()) as ActionPage;
  expect(trail.items.map((action) => action.action)).toEqual(['report.resolve']);

  const moderator = await signIn(DEMO_ACCOUNTS.users.find((user) => user.username === DEMO_MODERATOR)!.email);
  expect((await fetch(`${app.url}/api/admin/reports`, { headers: moderator })).status).toBe(200);
  const ban = await fetch(`${app.url}/api/admin/users/${queue.items[0].author.id}`, {
    method: 'PATCH',
    headers: { ...moderator, 'content-type': 'application/json' },
    body: JSON.stringify({ banned: true }),
  });
  expect(ban.status).toBe(403);
});
