import type { AsJson } from '../../src/shared/as-json.ts';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { sessionCookieFrom } from '../factories/users.ts';
import { seedIfEmpty } from '../../src/server/seed-if-empty.ts';
import type { AppContext } from '../../src/server/context.ts';
import { seedDemo } from '../../src/server/seed/index.ts';
import { RenderCache } from '../../src/server/seed/render-cache.ts';
import { DEMO_ACCOUNTS, DEMO_MODERATOR } from '../../src/server/seed/demo-accounts.ts';
import type { ActionPage, ReportPage } from '../../src/shared/moderation-types.ts';
import type { ChatRoomPage } from '../../src/shared/chat-answers.schema.ts';
import type { MatchCandidate, MatchPick } from '../../src/shared/match-answers.schema.ts';
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

const get = async <T>(path: string) => (await (await fetch(`${app.url}${path}`, { headers })).json()) as AsJson<T>;

it('has public rooms with conversations and the demo user’s private match room', async () => {
  const rooms = (await get<ChatRoomPage>('/api/chat/rooms')).items;
  expect(rooms.filter((room) => !room.isPrivate).map((room) => room.name).sort()).toEqual(['Food Lovers', 'General Chat', 'Travel Buddies']);
  expect(rooms.every((room) => room.messageCount > 0 && room.lastMessage !== null)).toBe(true);
  const match = rooms.find((room) => room.isPrivate)!;
  expect(match.partner?.username).toBe('noah_fit');
});

it('has active stories, images and short videos, in the demo user’s rings', async () => {
  const rings = (await get<{ items: StoryRing[] }>('/api/stories/rings')).items;
  expect(rings.length).toBeGreaterThanOrEqual(2);
  const kinds = new Set<string>();
  for (const ring of rings) {
    const { items } = await get<UserStories>(`/api/users/${ring.userId}/stories`);
    for (const story of items) kinds.add(story.mediaType);
    const media = await fetch(`${app.url}${items[0].mediaUrl}`, { headers });
    expect(media.status).toBe(200);
    // Read to the end: an unread body keeps its connection busy, and closing the app waits for it (~30 s).
    expect((await media.arrayBuffer()).byteLength).toBeGreaterThan(0);
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
  const queue = (await (await fetch(`${app.url}/api/admin/reports`, { headers: admin })).json()) as AsJson<ReportPage>;
  expect(queue.items.length).toBeGreaterThanOrEqual(3);
  expect(queue.items.every((report) => !report.resolved && report.video?.thumbnailUrl)).toBe(true);
  const trail = (await (await fetch(`${app.url}/api/admin/actions`, { headers: admin })).json()) as AsJson<ActionPage>;
  expect(trail.items.map((action) => action.action)).toEqual(['report.resolve']);

  const moderator = await signIn(DEMO_ACCOUNTS.users.find((user) => user.username === DEMO_MODERATOR)!.email);
  expect((await fetch(`${app.url}/api/admin/reports`, { headers: moderator })).status).toBe(200);
  const ban = await fetch(`${app.url}/api/admin/users/${queue.items[0].author!.id}`, {
    method: 'PATCH',
    headers: { ...moderator, 'content-type': 'application/json' },
    body: JSON.stringify({ banned: true }),
  });
  expect(ban.status).toBe(403);
});

/** Every seeded video, thumbnail, library sound and story clip, by title, as a hash of the stored bytes. */
async function seededMedia(ctx: AppContext) {
  const digest = async (bucket: Parameters<typeof ctx.store.read>[0], key: string) =>
    createHash('sha256').update(await ctx.store.read(bucket, key)).digest('hex');
  const media: Record<string, string> = {};
  for (const video of await ctx.db.selectFrom('videos').select(['title', 'storagePath', 'thumbnailUrl']).execute()) {
    media[`video ${video.title}`] = await digest('videos', video.storagePath);
    media[`thumbnail ${video.title}`] = await digest('thumbnails', video.thumbnailUrl!.replace(/^thumbnails\//, ''));
  }
  for (const track of await ctx.db.selectFrom('tracks').select(['title', 'audioPath']).execute()) {
    media[`sound ${track.title}`] = await digest('audio', track.audioPath);
  }
  const stories = await ctx.db.selectFrom('stories').innerJoin('profiles', 'profiles.userId', 'stories.userId')
    .select(['username', 'mediaPath']).where('mediaType', '=', 'video').execute();
  for (const story of stories) media[`story ${story.username}`] = await digest('stories', story.mediaPath);
  return media;
}

it('seeds a second empty database and DATA_DIR from the render cache: no ffmpeg render, the same media bytes', async () => {
  // The first seed above wrote every clip to the cache it used (rendered or already there), so this one,
  // like `npm start` on a wiped DATA_DIR, finds them all.
  const second = await startTestApp();
  try {
    const cache = new RenderCache(app.ctx.config.demoMediaCache);
    await seedDemo({ db: second.ctx.db, store: second.ctx.store, log: second.ctx.log, mediaCache: cache });
    expect(cache.counts.rendered).toBe(0);
    expect(cache.counts.reused).toBeGreaterThanOrEqual(70);
    const [first, again] = [await seededMedia(app.ctx), await seededMedia(second.ctx)];
    expect(Object.keys(first).length).toBeGreaterThanOrEqual(70);
    expect(again).toEqual(first);
  } finally {
    await second.close();
  }
}, 120_000);
