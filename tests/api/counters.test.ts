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
  app.ctx.db.selectFrom('videos').select(['pop_count', 'unpop_count', 'like_count', 'comment_count', 'share_count']).where('id', '=', videoId).executeTakeFirstOrThrow();

/** Each user taps pop/unpop/like many times at once, each tap in its own transaction, as the API will. */
async function tapStorm(videoId: string, user: TestUser, taps: number) {
  for (let i = 0; i < taps; i++) {
    const choice = (i * 7 + user.id.charCodeAt(0)) % 4;
    await app.ctx.db.transaction().execute(async (tx) => {
      const current = await tx.selectFrom('video_reactions').select('type').where('video_id', '=', videoId).where('user_id', '=', user.id).forUpdate().executeTakeFirst();
      if (choice === 3) {
        const liked = await tx.deleteFrom('video_likes').where('video_id', '=', videoId).where('user_id', '=', user.id).executeTakeFirst();
        if (Number(liked.numDeletedRows) === 0) await tx.insertInto('video_likes').values({ video_id: videoId, user_id: user.id }).onConflict((oc) => oc.doNothing()).execute();
        return;
      }
      const type = choice === 1 ? 'unpop' : 'pop';
      if (current?.type === type) await tx.deleteFrom('video_reactions').where('video_id', '=', videoId).where('user_id', '=', user.id).execute();
      else
        await tx
          .insertInto('video_reactions')
          .values({ video_id: videoId, user_id: user.id, type })
          .onConflict((oc) => oc.columns(['video_id', 'user_id']).doUpdateSet({ type }))
          .execute();
    });
  }
}

it('keeps pop, unpop and like counts exact under concurrent toggles', async () => {
  const owner = users[0];
  const video = await createVideo(app, owner.id);
  await Promise.all(users.map((user) => tapStorm(video.id, user, 25)));
  const truth = await sql<{ pops: number; unpops: number; likes: number }>`
    select (select count(*) from video_reactions where video_id = ${video.id} and type = 'pop')::int as pops,
           (select count(*) from video_reactions where video_id = ${video.id} and type = 'unpop')::int as unpops,
           (select count(*) from video_likes where video_id = ${video.id})::int as likes`.execute(app.ctx.db);
  const row = truth.rows[0];
  expect(await counts(video.id)).toMatchObject({ pop_count: row.pops, unpop_count: row.unpops, like_count: row.likes });
  expect(row.pops + row.unpops).toBeGreaterThan(0);
});

it('keeps follower counts exact under concurrent follow and unfollow', async () => {
  const star = users[1];
  await Promise.all(
    users.filter((u) => u !== star).map(async (fan, index) => {
      for (let i = 0; i < 5 + (index % 2); i++) {
        const removed = await app.ctx.db.deleteFrom('follows').where('follower_id', '=', fan.id).where('followee_id', '=', star.id).executeTakeFirst();
        if (Number(removed.numDeletedRows) === 0) await app.ctx.db.insertInto('follows').values({ follower_id: fan.id, followee_id: star.id }).onConflict((oc) => oc.doNothing()).execute();
      }
    }),
  );
  const actual = await app.ctx.db.selectFrom('follows').select((eb) => eb.fn.countAll<number>().as('n')).where('followee_id', '=', star.id).executeTakeFirstOrThrow();
  const profile = await app.ctx.db.selectFrom('profiles').select('follower_count').where('user_id', '=', star.id).executeTakeFirstOrThrow();
  expect(profile.follower_count).toBe(Number(actual.n));
  expect(profile.follower_count).toBeGreaterThan(0);
});

it('never lets a count go below 0', async () => {
  const video = await createVideo(app, users[2].id);
  await app.ctx.db.insertInto('video_reactions').values({ video_id: video.id, user_id: users[3].id, type: 'pop' }).execute();
  // History imported without its counter: the count is already 0 when the reaction goes away.
  await sql`update videos set pop_count = 0 where id = ${video.id}`.execute(app.ctx.db);
  await app.ctx.db.deleteFrom('video_reactions').where('video_id', '=', video.id).execute();
  expect((await counts(video.id)).pop_count).toBe(0);
  await expect(sql`update videos set like_count = -1 where id = ${video.id}`.execute(app.ctx.db)).rejects.toMatchObject({ code: '23514' });
});

it('turns follows and likes into notifications for the other user only', async () => {
  const [creator, fan] = [users[4], users[5]];
  const video = await createVideo(app, creator.id);
  await app.ctx.db.insertInto('follows').values({ follower_id: fan.id, followee_id: creator.id }).execute();
  await app.ctx.db.insertInto('video_likes').values({ video_id: video.id, user_id: fan.id }).execute();
  await app.ctx.db.insertInto('video_likes').values({ video_id: video.id, user_id: creator.id }).execute();
  const notes = await app.ctx.db.selectFrom('notifications').select(['type', 'from_user_id', 'video_id']).where('user_id', '=', creator.id).orderBy('created_at').execute();
  expect(notes).toEqual([
    { type: 'follow', from_user_id: fan.id, video_id: null },
    { type: 'like', from_user_id: fan.id, video_id: video.id },
  ]);
});

it('keeps replies one level deep on the same video', async () => {
  const video = await createVideo(app, users[6].id);
  const other = await createVideo(app, users[6].id);
  const top = await app.ctx.db.insertInto('comments').values({ video_id: video.id, user_id: users[7].id, content: 'top' }).returning('id').executeTakeFirstOrThrow();
  const reply = await app.ctx.db.insertInto('comments').values({ video_id: video.id, user_id: users[8].id, content: 'reply', parent_id: top.id }).returning('id').executeTakeFirstOrThrow();
  const nested = await app.ctx.db.insertInto('comments').values({ video_id: video.id, user_id: users[9].id, content: 'nested', parent_id: reply.id }).returning('parent_id').executeTakeFirstOrThrow();
  expect(nested.parent_id).toBe(top.id);
  await expect(app.ctx.db.insertInto('comments').values({ video_id: other.id, user_id: users[9].id, content: 'x', parent_id: top.id }).execute()).rejects.toMatchObject({ code: '23514' });
  expect((await counts(video.id)).comment_count).toBe(3);
});
