import type { AsJson } from '../../src/shared/as-json.ts';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, postJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import type { FeedItem, FeedPage } from '../../src/shared/feed-types.ts';
import { recommendationsJob } from '../../src/server/jobs/recommendations.job.ts';
import { CREATOR_SPACING } from '../../src/server/domain/feed/for-you-order.ts';

let app: TestApp;
let creators: TestUser[];
const TOTAL = 30;

beforeAll(async () => {
  app = await startTestApp();
  creators = await Promise.all(Array.from({ length: 6 }, () => createUser(app)));
  // The first creator posts half of everything and most recently, so plain ranking would bunch them up.
  for (let i = 0; i < TOTAL; i++) {
    const creator = i % 2 === 0 ? creators[0] : creators[1 + (i % 5)];
    await createVideo(app, creator.id, { createdAt: new Date(Date.now() - i * 60_000) });
  }
});
afterAll(() => app?.close());

async function scrollToEnd(user: TestUser) {
  const items: AsJson<FeedItem>[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const response = await fetch(`${app.url}/api/feed/foryou${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: user.headers });
    const page = (await response.json()) as AsJson<FeedPage>;
    items.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
  } while (cursor && pages < 20);
  return items;
}

it('goes on past everything a user has seen: a divider point, then every video again, never a dead end', async () => {
  const watcher = await createUser(app);
  const first = await scrollToEnd(watcher);
  expect(first).toHaveLength(TOTAL);
  for (const item of first) expect((await postJson(app, `/api/videos/${item.id}/views`, {}, watcher.headers)).status).toBe(204);
  await recommendationsJob(app.ctx)({ userId: watcher.id });

  const again = await scrollToEnd(watcher);
  expect(again).toHaveLength(TOTAL);
  expect(again.every((item) => item.seen === true)).toBe(true);
  expect(new Set(again.map((item) => item.id))).toEqual(new Set(first.map((item) => item.id)));
});

it('puts no creator twice in any five consecutive items while others are available', async () => {
  const viewer = await createUser(app);
  const owners = (await scrollToEnd(viewer)).map((item) => item.userId);
  // Half the videos are one creator's: every window of five takes one of theirs and four of the other
  // five creators' fifteen, so the spacing holds for the first fifteen items, until the others run out.
  expect(owners).toHaveLength(TOTAL);
  const spaced = owners.slice(0, 15);
  for (let start = 0; start + CREATOR_SPACING <= spaced.length; start++) {
    const window = spaced.slice(start, start + CREATOR_SPACING);
    expect(new Set(window).size, `items ${start}–${start + CREATOR_SPACING - 1}`).toBe(CREATOR_SPACING);
  }
});

it('lowers a video the user is not interested in: gone from the list now, below where it was after a rebuild', async () => {
  const viewer = await createUser(app);
  const before = (await scrollToEnd(viewer)).map((item) => item.id);
  const target = before[0];
  expect((await postJson(app, `/api/videos/${target}/not-interested`, {}, viewer.headers)).status).toBe(204);
  expect((await scrollToEnd(viewer)).map((item) => item.id)).not.toContain(target);

  await recommendationsJob(app.ctx)({ userId: viewer.id });
  const after = (await scrollToEnd(viewer)).map((item) => item.id);
  expect(after.indexOf(target)).toBeGreaterThan(before.indexOf(target) + 5);

  const own = await createVideo(app, viewer.id);
  expect((await postJson(app, `/api/videos/${own.id}/not-interested`, {}, viewer.headers)).status).toBe(400);
  expect((await postJson(app, '/api/videos/00000000-0000-4000-8000-000000000000/not-interested', {}, viewer.headers)).status).toBe(404);
});
