import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApp, type TestApp } from '../setup/test-app.ts';
import { createUser, type TestUser } from '../factories/users.ts';
import { createVideo } from '../factories/videos.ts';

let app: TestApp;
let users: TestUser[];
beforeAll(async () => {
  app = await startTestApp();
  users = await Promise.all(Array.from({ length: 12 }, () => createUser(app)));
});
afterAll(() => app?.close());

const counts = (videoId: string) =>
  app.ctx.db.selectFrom('videos').select(['popCount', 'unpopCount', 'likeCount', 'commentCount', 'shareCount']).where('id', '=', videoId).executeTakeFirstOrThrow();

/** Each user taps pop/unpop/like many times at once, each tap in its own transaction, as the API will. */
async function tapStorm(videoId: string, user: TestUser, taps: number) {
  for (let i = 0; i < taps; i++) {
    const choice = (i * 7 + user.id.charCodeAt(0)) % 4;
    await app.ctx.db.transaction().execute(async (tx) => {
      const current = await tx.selectFrom('videoReactions').select('type').where('videoId', '=', videoId).where('userId', '=', user.id).forUpdate().executeTakeFirst();
      if (choice === 3) {
        const liked = await tx.deleteFrom('videoLikes').where('videoId', '=', videoId).where('userId', '=', user.id).executeTakeFirst();
        if (Number(liked.numDeletedRows) === 0) await tx.insertInto('videoLikes').values({ videoId: videoId, userId: user.id }).onConflict((oc) => oc.doNothing()).execute();
        return;
      }
      const type = choice === 1 ? 'unpop' : 'pop';
      if (current?.type === type) await tx.deleteFrom('videoReactions').where('videoId', '=', videoId).where('userId', '=', user.id).execute();
      else
        await tx
          .insertInto('videoReactions')
          .values({ videoId: videoId, userId: user.id, type })
          .onConflict((oc) => oc.columns(['videoId', 'userId']).doUpdateSet({ type }))
          .execute();
    });
  }
}

it('keeps pop, unpop and like counts exact under concurrent toggles', async () => {
  const owner = users[0];
  const video = await createVideo(app, owner.id);
  await Promise.all(users.map((user) => tapStorm(video.id, user, 25)));
  // Taps that found the row taken wait in the counter ledger (decision 071): exact once settled.
  await app.ctx.services.settler.settle();
  const truth = await sql<{ pops: number; unpops: number; likes: number }>`
    select (select count(*) from video_reactions where video_id = ${video.id} and type = 'pop')::int as pops,
           (select count(*) from video_reactions where video_id = ${video.id} and type = 'unpop')::int as unpops,
           (select count(*) from video_likes where video_id = ${video.id})::int as likes`.execute(app.ctx.db);
  const row = truth.rows[0];
  expect(await counts(video.id)).toMatchObject({ popCount: row.pops, unpopCount: row.unpops, likeCount: row.likes });
  expect(row.pops + row.unpops).toBeGreaterThan(0);
});

it('keeps follower counts exact under concurrent follow and unfollow', async () => {
  const star = users[1];
  await Promise.all(
    users.filter((u) => u !== star).map(async (fan, index) => {
      for (let i = 0; i < 5 + (index % 2); i++) {
        const removed = await app.ctx.db.deleteFrom('follows').where('followerId', '=', fan.id).where('followeeId', '=', star.id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) await app.ctx.db.insertInto('follows').values({ followerId: fan.id, followeeId: star.id }).onConflict((oc) => oc.doNothing()).execute();
      }
    }),
  );
  const actual = await app.ctx.db.selectFrom('follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followeeId', '=', star.id).executeTakeFirstOrThrow();
  const profile = await app.ctx.db.selectFrom('profiles').select('followerCount').where('userId', '=', star.id).executeTakeFirstOrThrow();
  expect(profile.followerCount).toBe(Number(actual.n));
  expect(profile.followerCount).toBeGreaterThan(0);
});

it('never lets a count go below 0', async () => {
  const video = await createVideo(app, users[2].id);
  await app.ctx.db.insertInto('videoReactions').values({ videoId: video.id, userId: users[3].id, type: 'pop' }).execute();
  // History imported without its counter: the count is already 0 when the reaction goes away.
  await sql`update videos set pop_count = 0 where id = ${video.id}`.execute(app.ctx.db);
  await app.ctx.db.deleteFrom('videoReactions').where('videoId', '=', video.id).execute();
  expect((await counts(video.id)).popCount).toBe(0);
  await expect(sql`update videos set like_count = -1 where id = ${video.id}`.execute(app.ctx.db)).rejects.toMatchObject({ code: '23514' });
});

it('turns follows and likes into notifications for the other user only', async () => {
  const [creator, fan] = [users[4], users[5]];
  const video = await createVideo(app, creator.id);
  await app.ctx.db.insertInto('follows').values({ followerId: fan.id, followeeId: creator.id }).execute();
  await app.ctx.db.insertInto('videoLikes').values({ videoId: video.id, userId: fan.id }).execute();
  await app.ctx.db.insertInto('videoLikes').values({ videoId: video.id, userId: creator.id }).execute();
  const notes = await app.ctx.db.selectFrom('notifications').select(['type', 'fromUserId', 'videoId']).where('userId', '=', creator.id).orderBy('createdAt').execute();
  expect(notes).toEqual([
    { type: 'follow', fromUserId: fan.id, videoId: null },
    { type: 'like', fromUserId: fan.id, videoId: video.id },
  ]);
});

it('keeps replies one level deep on the same video', async () => {
  const video = await createVideo(app, users[6].id);
  const other = await createVideo(app, users[6].id);
  const top = await app.ctx.db.insertInto('comments').values({ videoId: video.id, userId: users[7].id, content: 'top' }).returning('id').executeTakeFirstOrThrow();
  const reply = await app.ctx.db.insertInto('comments').values({ videoId: video.id, userId: users[8].id, content: 'reply', parentId: top.id }).returning('id').executeTakeFirstOrThrow();
  const nested = await app.ctx.db.insertInto('comments').values({ videoId: video.id, userId: users[9].id, content: 'nested', parentId: reply.id }).returning('parentId').executeTakeFirstOrThrow();
  expect(nested.parentId).toBe(top.id);
  await expect(app.ctx.db.insertInto('comments').values({ videoId: other.id, userId: users[9].id, content: 'x', parentId: top.id }).execute()).rejects.toMatchObject({ code: '23514' });
  expect((await counts(video.id)).commentCount).toBe(3);
});
