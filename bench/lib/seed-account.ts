import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../src/server/context.ts';
import type { Db } from '../../src/server/data/db.ts';

/** What busy accounts act on: a creator with 1,000 videos, 300 people to follow and a chat room. */
export interface Neighbourhood {
  ownerId: string;
  peopleIds: string[];
  roomId: string;
}

async function person(db: Db, name: string): Promise<string> {
  const suffix = randomBytes(5).toString('hex');
  const user = await db.insertInto('users').values({ email: `${name}_${suffix}@bench.local`, passwordHash: '!' }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('profiles').values({ userId: user.id, username: `${name}_${suffix}` }).execute();
  return user.id;
}

export async function neighbourhood(db: Db): Promise<Neighbourhood> {
  const ownerId = await person(db, 'owner');
  await sql`insert into videos (user_id, caption, storage_path, status)
            select ${ownerId}::uuid, 'neighbour ' || i, ${ownerId} || '/' || i || '.mp4', 'ready' from generate_series(1, 1000) i`.execute(db);
  const peopleIds = [];
  for (let i = 0; i < 300; i++) peopleIds.push(await person(db, 'p'));
  const room = await db.insertInto('chatRooms').values({ name: 'Bench room', createdBy: ownerId }).returning('id').executeTakeFirstOrThrow();
  return { ownerId, peopleIds, roomId: room.id };
}

/**
 * An account that did a bit of everything: `videos` videos with a 1 MB file each, 1,000 likes and pops, 500
 * comments, 300 follows, 300 chat messages and 10 stories with files.
 */
export async function busyAccount(ctx: Pick<AppContext, 'db' | 'store'>, around: Neighbourhood, videos: number): Promise<string> {
  const { db, store } = ctx;
  const id = await person(db, 'busy');
  const rows = await sql<{ id: string; storagePath: string }>`
    insert into videos (user_id, caption, storage_path, status)
    select ${id}::uuid, 'busy ' || i, ${id} || '/' || i || '.mp4', 'ready' from generate_series(1, ${videos}) i
    returning id, storage_path`.execute(db);
  for (const video of rows.rows) await store.put('videos', video.storagePath, randomBytes(1_000_000), { contentType: 'video/mp4' });
  const theirs = sql`(select id from videos where user_id = ${around.ownerId}::uuid order by id limit 1000)`;
  await sql`insert into video_likes (video_id, user_id) select id, ${id}::uuid from ${theirs} v`.execute(db);
  await sql`insert into video_reactions (video_id, user_id, type) select id, ${id}::uuid, 'pop' from ${theirs} v`.execute(db);
  await sql`insert into comments (video_id, user_id, content) select id, ${id}::uuid, 'bench comment' from ${theirs} v limit 500`.execute(db);
  await db.insertInto('follows').values(around.peopleIds.map((followee) => ({ followerId: id, followeeId: followee }))).execute();
  await sql`insert into chat_messages (room_id, sender_id, content) select ${around.roomId}::uuid, ${id}::uuid, 'bench message ' || i from generate_series(1, 300) i`.execute(db);
  for (let i = 0; i < 10; i++) {
    const key = `${id}/story-${i}.jpg`;
    await store.put('stories', key, randomBytes(100_000), { contentType: 'image/jpeg' });
    await db.insertInto('stories').values({ userId: id, mediaPath: key, mediaType: 'image', status: 'ready', expiresAt: new Date(Date.now() + 3600_000) }).execute();
  }
  return id;
}
