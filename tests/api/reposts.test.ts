import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, getJson, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';
import { send } from '../factories/moderation.ts';
import type { FeedPage } from '../../src/shared/feed-types.ts';
import type { NotificationItem } from '../../src/shared/notification-answers.schema.ts';
import { REPOST_MESSAGES } from '../../src/shared/reposts.ts';

/**
 * Issue 55 item 3: reposts. A repost puts a public or unlisted video in the reposter's followers' Following
 * once, marked with who reposted it, at the repost's time; never for a viewer who blocked or muted either
 * person; the creator is told, grouped like likes; the reposter's Reposts tab lists it.
 */
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const repost = (user: TestUser, videoId: string, method: 'PUT' | 'DELETE' = 'PUT') => send(app, user, method, `/api/videos/${videoId}/repost`);
const follow = (follower: TestUser, followee: TestUser) => send(app, follower, 'POST', `/api/users/${followee.id}/follow`);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** Every item of the viewer's Following, page by page: ids with who reposted each. */
async function following(viewer: TestUser) {
  const items: { id: string; repostedBy: string | null }[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: FeedPage['items']; nextCursor: string | null; mode: string } = await getJson<FeedPage>(app, viewer, `/api/feed/following${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
    if (page.mode !== 'following') break;
    items.push(...page.items.map((item) => ({ id: item.id, repostedBy: item.repostedBy?.username ?? null })));
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('reposting', () => {
  it('is idempotent both ways and counted once per person', async () => {
    const [creator, a, b] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const video = await createVideo(app, creator.id);
    expect((await repost(a, video.id)).body).toEqual({ repostCount: 1, isReposted: true });
    expect((await repost(a, video.id)).body).toEqual({ repostCount: 1, isReposted: true });
    expect((await repost(b, video.id)).body).toEqual({ repostCount: 2, isReposted: true });
    expect((await repost(a, video.id, 'DELETE')).body).toEqual({ repostCount: 1, isReposted: false });
    expect((await repost(a, video.id, 'DELETE')).body).toEqual({ repostCount: 1, isReposted: false });
    const card = await getJson<FeedPage['items'][number]>(app, b, `/api/videos/${video.id}`);
    expect(card).toMatchObject({ repostCount: 1, isReposted: true });
  });

  it('refuses followers-only and Only me videos with a message, and an unlisted one is fine', async () => {
    const [creator, fan] = await Promise.all([createUser(app), createUser(app)]);
    await follow(fan, creator);
    const forFollowers = await createVideo(app, creator.id, { visibility: 'followers' });
    const refused = await repost(fan, forFollowers.id);
    expect(refused).toMatchObject({ status: 400, body: { error: { message: REPOST_MESSAGES.notPublic } } });
    const onlyMe = await createVideo(app, creator.id, { visibility: 'only_me' });
    expect((await repost(fan, onlyMe.id)).status).toBe(404);
    expect((await repost(creator, onlyMe.id)).status).toBe(400);
    const stored = await app.ctx.db.selectFrom('reposts').select('videoId').where('userId', 'in', [fan.id, creator.id]).execute();
    expect(stored).toEqual([]);
    const unlisted = await createVideo(app, creator.id, { visibility: 'unlisted' });
    expect((await repost(fan, unlisted.id)).body).toEqual({ repostCount: 1, isReposted: true });
    expect((await send(app, null, 'PUT', `/api/videos/${unlisted.id}/repost`)).status).toBe(401);
  });
});

describe('reposts in Following', () => {
  it('reach each follower once, marked and ordered by the repost, even when several people repost it', async () => {
    const [creator, a, b, viewer] = await Promise.all([createUser(app), createUser(app), createUser(app), createUser(app)]);
    const theirs = await createVideo(app, creator.id, { caption: 'passed on', createdAt: minutesAgo(120) });
    const aOwn = await createVideo(app, a.id, { caption: 'a posted', createdAt: minutesAgo(30) });
    await follow(viewer, a);
    await follow(viewer, b);
    await repost(a, theirs.id);
    expect(await following(viewer)).toEqual([{ id: theirs.id, repostedBy: a.username }, { id: aOwn.id, repostedBy: null }]);
    // b reposts it too, later: still once, now at b's repost.
    await repost(b, theirs.id);
    expect(await following(viewer)).toEqual([{ id: theirs.id, repostedBy: b.username }, { id: aOwn.id, repostedBy: null }]);
    // A followed creator's own post gives way to its repost: the video is there once.
    await follow(viewer, creator);
    expect((await following(viewer)).filter((item) => item.id === theirs.id)).toEqual([{ id: theirs.id, repostedBy: b.username }]);
    // Undone, the reposts leave; the creator's own post comes back in its place.
    await repost(a, theirs.id, 'DELETE');
    await repost(b, theirs.id, 'DELETE');
    expect(await following(viewer)).toEqual([{ id: aOwn.id, repostedBy: null }, { id: theirs.id, repostedBy: null }]);
  });

  it('never shows a repost to someone who blocked or muted the reposter or the creator', async () => {
    const [creator, reposter, other] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const video = await createVideo(app, creator.id);
    const own = await createVideo(app, reposter.id, { createdAt: minutesAgo(60) });
    await repost(reposter, video.id);
    const viewers = await Promise.all([1, 2, 3].map(() => createUser(app)));
    for (const viewer of viewers) await follow(viewer, reposter);
    await send(app, viewers[0], 'POST', `/api/users/${reposter.id}/mute`);
    await send(app, viewers[1], 'POST', `/api/users/${creator.id}/mute`);
    await send(app, viewers[2], 'POST', '/api/blocks', { blockedId: creator.id });
    for (const viewer of viewers) expect((await following(viewer)).map((item) => item.id)).not.toContain(video.id);
    // Someone who follows the reposter and has nothing against either sees it.
    await follow(other, reposter);
    expect((await following(other)).map((item) => item.id)).toEqual([video.id, own.id]);
  });

  it('pages through many reposts and posts without a repeat or a gap', async () => {
    const viewer = await createUser(app);
    const friends = await Promise.all([1, 2, 3].map(() => createUser(app)));
    const makers = await Promise.all([1, 2].map(() => createUser(app)));
    for (const friend of friends) await follow(viewer, friend);
    const posted: string[] = [];
    for (let i = 0; i < 12; i++) posted.push((await createVideo(app, friends[i % 3].id, { createdAt: minutesAgo(200 + i) })).id);
    const elsewhere: string[] = [];
    for (let i = 0; i < 15; i++) elsewhere.push((await createVideo(app, makers[i % 2].id, { createdAt: minutesAgo(300 + i) })).id);
    // Each of the 15 reposted by one or two friends.
    for (const [index, id] of elsewhere.entries()) {
      await repost(friends[index % 3], id);
      if (index % 4 === 0) await repost(friends[(index + 1) % 3], id);
    }
    const ids = (await following(viewer)).map((item) => item.id);
    expect(ids).toHaveLength(27);
    expect(new Set(ids)).toEqual(new Set([...posted, ...elsewhere]));
    // The reposts are newer than every post here, newest repost first.
    expect(ids.slice(15)).toEqual(posted);
  });
  it('holds the same for someone who follows hundreds (the global walk, not the merge)', async () => {
    const viewer = await createUser(app);
    const [creator, friend] = await Promise.all([createUser(app), createUser(app)]);
    // 320 more accounts followed, past the merge's 300.
    await sql`
      with made as (insert into users (email, password_hash) select 'many' || g || '_' || ${viewer.id} || '@example.com', 'x' from generate_series(1, 320) g returning id),
      named as (insert into profiles (user_id, username) select id, 'm_' || substr(replace(id::text, '-', ''), 1, 20) from made returning user_id)
      insert into follows (follower_id, followee_id) select ${viewer.id}, user_id from named`.execute(app.ctx.db);
    await follow(viewer, friend);
    await follow(viewer, creator);
    const posts = await Promise.all([1, 2, 3].map((n) => createVideo(app, creator.id, { createdAt: minutesAgo(100 + n) })));
    const own = await createVideo(app, friend.id, { createdAt: minutesAgo(50) });
    await repost(friend, posts[1].id);
    expect(await following(viewer)).toEqual([
      { id: posts[1].id, repostedBy: friend.username },
      { id: own.id, repostedBy: null },
      { id: posts[0].id, repostedBy: null },
      { id: posts[2].id, repostedBy: null },
    ]);
  });
});

describe('the creator and the Reposts tab', () => {
  it('tells the creator once per person, grouped like likes, and lists the repost on the reposter’s tab', async () => {
    const [creator, a, b] = await Promise.all([createUser(app), createUser(app), createUser(app)]);
    const video = await createVideo(app, creator.id);
    await repost(a, video.id);
    await repost(b, video.id);
    await repost(a, video.id, 'DELETE');
    await repost(a, video.id);
    // A repost's group row is written at most once a window (decision 073): the list once settled.
    await app.ctx.services.settler.settle();
    const { items } = await getJson<{ items: NotificationItem[] }>(app, creator, '/api/notifications');
    const reposts = items.filter((item) => item.type === 'repost');
    expect(reposts).toHaveLength(1);
    expect(reposts[0]).toMatchObject({ videoId: video.id, actorCount: 2 });
    const tab = await getJson<{ items: { id: string }[] }>(app, b, `/api/profiles/${a.id}/reposts`);
    expect(tab.items.map((item) => item.id)).toEqual([video.id]);
    const player = await getJson<FeedPage>(app, b, `/api/profiles/${a.id}/reposts/feed`);
    expect(player.items.map((item) => item.id)).toEqual([video.id]);
  });
});
