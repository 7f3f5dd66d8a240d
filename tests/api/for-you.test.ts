import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { FeedPage } from '../../src/shared/feed-types.ts';
import { recommendationsJob } from '../../src/server/jobs/recommendations.job.ts';

let app: TestApp;
let viewer: TestUser;
let creators: TestUser[];
beforeAll(async () => {
  app = await startTestApp();
  viewer = await createUser(app);
  creators = await Promise.all([createUser(app), createUser(app), createUser(app)]);
  for (let i = 0; i < 27; i++) await createVideo(app, creators[i % 3].id, { createdAt: new Date(Date.now() - i * 60_000) });
});
afterAll(() => app?.close());

const page = async (cursor: string | null, user = viewer) =>
  (await (await fetch(`${app.url}/api/feed/foryou${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: user.headers })).json()) as AsJson<FeedPage>;

async function scrollToEnd(user = viewer, onPage?: (items: AsJson<FeedPage>['items']) => Promise<void>) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const next = await page(cursor, user);
    ids.push(...next.items.map((i) => i.id));
    await onPage?.(next.items);
    cursor = next.nextCursor;
  } while (cursor);
  return ids;
}

it('builds the list on a first visit and pages through it without repeats', async () => {
  const fresh = await createUser(app);
  const ids = await scrollToEnd(fresh);
  expect(ids).toHaveLength(27);
  expect(new Set(ids).size).toBe(27);
  const stored = await app.ctx.db.selectFrom('recommendations').select('videoId').where('userId', '=', fresh.id).execute();
  expect(stored).toHaveLength(27);
});

it('serves get_personalized_feed when recommendations cannot be read', async () => {
  const user = await createUser(app);
  await sql`alter table recommendations rename to recommendations_moved`.execute(app.ctx.db);
  try {
    const first = await page(null, user);
    expect(first.items).toHaveLength(10);
    const second = await page(first.nextCursor, user);
    expect(second.items).toHaveLength(10);
    expect(new Set([...first.items, ...second.items].map((i) => i.id)).size).toBe(20);
  } finally {
    await sql`alter table recommendations_moved rename to recommendations`.execute(app.ctx.db);
  }
});

it('ranks from real signals: a creator the user likes rises, a watched video moves below every unseen one', async () => {
  const [liked, other] = creators;
  const likedVideos = await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', liked.id).orderBy('createdAt', 'desc').execute();
  for (const video of likedVideos.slice(3, 6)) {
    expect((await fetch(`${app.url}/api/videos/${video.id}/like`, { method: 'PUT', headers: viewer.headers })).status).toBe(200);
  }
  const watched = (await app.ctx.db.selectFrom('videos').select('id').where('userId', '=', other.id).orderBy('createdAt', 'desc').executeTakeFirstOrThrow()).id;
  expect((await postJson(app, `/api/videos/${watched}/views`, {}, viewer.headers)).status).toBe(204);
  await recommendationsJob(app.ctx)({ userId: viewer.id });

  const items: AsJson<FeedPage>['items'] = [];
  await scrollToEnd(viewer, async (page) => void items.push(...page));
  const ids = items.map((item) => item.id);
  expect(new Set(ids).size).toBe(27);
  const firstOwner = await app.ctx.db.selectFrom('videos').select('userId').where('id', '=', ids[0]).executeTakeFirstOrThrow();
  expect(firstOwner.userId).toBe(liked.id);
  expect(ids.at(-1)).toBe(watched);
  expect(items.map((item) => Boolean(item.seen))).toEqual([...Array(26).fill(false), true]);
});

it('never repeats an unseen video while the user watches and recommendations are rebuilt, then goes on with seen ones', async () => {
  const watcher = await createUser(app);
  await recommendationsJob(app.ctx)({ userId: watcher.id });
  const items: AsJson<FeedPage>['items'] = [];
  await scrollToEnd(watcher, async (page) => {
    items.push(...page);
    for (const item of page) await postJson(app, `/api/videos/${item.id}/views`, {}, watcher.headers);
    await recommendationsJob(app.ctx)({ userId: watcher.id });
  });
  const firstSeen = items.findIndex((item) => item.seen);
  const unseen = items.slice(0, firstSeen).map((item) => item.id);
  expect(new Set(unseen).size).toBe(unseen.length);
  expect(unseen.length).toBeGreaterThan(10);
  expect(items.slice(firstSeen).every((item) => item.seen)).toBe(true);
});

it('answers 503 with the spec message when both sources fail', async () => {
  const user = await createUser(app);
  await sql`alter function get_personalized_feed rename to get_personalized_feed_moved`.execute(app.ctx.db);
  await sql`alter table recommendations rename to recommendations_moved`.execute(app.ctx.db);
  try {
    const response = await fetch(`${app.url}/api/feed/foryou`, { headers: user.headers });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toBe('Failed to load personalized feed');
  } finally {
    await sql`alter function get_personalized_feed_moved rename to get_personalized_feed`.execute(app.ctx.db);
    await sql`alter table recommendations_moved rename to recommendations`.execute(app.ctx.db);
  }
});
