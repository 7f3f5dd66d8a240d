import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { discoverable, notBlockedEitherWay, watchableBy } from './visibility.ts';

export interface InterestChoices {
  tags: Array<{ name: string; videoCount: number }>;
  creators: Array<{ id: string; username: string; avatarUrl: string | null; followerCount: number }>;
}

/**
 * What a person chooses about their own For You (issue 56): the interests a new person starts from, and the
 * creators they hid. Both are theirs alone and touch no other surface: search, profiles and suggestions stay
 * as they are.
 */
export class ForYouChoicesRepo {
  constructor(private readonly db: Db) {}

  /** What the welcome screen offers: the tags with most videos and the most followed creators one may see. */
  async choices(userId: string, limit: { tags: number; creators: number }): Promise<InterestChoices> {
    const tags = await sql<{ name: string; videoCount: number }>`
      select name, video_count from tags where video_count > 0 order by video_count desc, name limit ${limit.tags}`.execute(this.db);
    const creators = await sql<InterestChoices['creators'][number]>`
      select p.user_id as id, p.username, coalesce(p.avatar_small_url, p.avatar_url) as avatar_url, p.follower_count from profiles p
      where p.user_id <> ${userId}::uuid and not p.banned and ${discoverable('p')} and ${notBlockedEitherWay(userId, 'p.user_id')}
        and exists (select 1 from videos v join profiles author on author.user_id = v.user_id where v.user_id = p.user_id and ${watchableBy(userId)})
      order by p.follower_count desc, p.username limit ${limit.creators}`.execute(this.db);
    return { tags: tags.rows, creators: creators.rows };
  }

  async interests(userId: string) {
    const rows = await sql<{ tag: string | null; creatorId: string | null; username: string | null }>`
      select i.tag, i.creator_id, p.username from for_you_interests i left join profiles p on p.user_id = i.creator_id
      where i.user_id = ${userId}::uuid order by i.created_at, i.tag, p.username`.execute(this.db);
    return {
      tags: rows.rows.flatMap((row) => (row.tag ? [row.tag] : [])),
      creators: rows.rows.flatMap((row) => (row.creatorId && row.username ? [{ id: row.creatorId, username: row.username }] : [])),
    };
  }

  /** Which of `tags` exist and which of `creators` the person may pick; the caller refuses the rest. */
  async known(userId: string, tags: string[], creators: string[]) {
    const foundTags = await sql<{ name: string }>`select name from tags where name = any(${tags}::text[])`.execute(this.db);
    const foundCreators = await sql<{ id: string }>`
      select p.user_id as id from profiles p
      where p.user_id = any(${creators}::uuid[]) and p.user_id <> ${userId}::uuid and not p.banned and ${notBlockedEitherWay(userId, 'p.user_id')}`.execute(this.db);
    return { tags: new Set(foundTags.rows.map((row) => row.name)), creators: new Set(foundCreators.rows.map((row) => row.id)) };
  }

  /** Replaces the person's interests with these, in one transaction. */
  async setInterests(userId: string, tags: string[], creators: string[]) {
    await this.db.transaction().execute(async (tx) => {
      await sql`delete from for_you_interests where user_id = ${userId}::uuid`.execute(tx);
      await sql`
        insert into for_you_interests (user_id, tag, creator_id)
        select ${userId}::uuid, tag, null from unnest(${tags}::text[]) as tag
        union all select ${userId}::uuid, null, creator from unnest(${creators}::uuid[]) as creator`.execute(tx);
    });
  }

  /** Hides a creator from the person's For You at once: the stored list loses their videos in the same transaction. Whether they exist. */
  async hide(userId: string, creatorId: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const result = await sql<{ found: boolean }>`
        with creator as (select user_id from profiles where user_id = ${creatorId}::uuid),
        hidden as (insert into hidden_creators (user_id, creator_id) select ${userId}::uuid, user_id from creator on conflict do nothing)
        select exists (select 1 from creator) as found`.execute(tx);
      await sql`delete from recommendations r using videos v where r.user_id = ${userId}::uuid and v.id = r.video_id and v.user_id = ${creatorId}::uuid`.execute(tx);
      return result.rows[0].found;
    });
  }

  async unhide(userId: string, creatorId: string) {
    await sql`delete from hidden_creators where user_id = ${userId}::uuid and creator_id = ${creatorId}::uuid`.execute(this.db);
  }

  async hiddenCreators(userId: string) {
    const rows = await sql<{ id: string; username: string; avatarUrl: string | null }>`
      select p.user_id as id, p.username, coalesce(p.avatar_small_url, p.avatar_url) as avatar_url from hidden_creators h join profiles p on p.user_id = h.creator_id
      where h.user_id = ${userId}::uuid order by h.created_at desc`.execute(this.db);
    return rows.rows;
  }

  /** The author of a video the viewer may watch, or null. */
  async watchableAuthor(viewerId: string, videoId: string) {
    const row = await sql<{ username: string }>`
      select author.username from videos v join profiles author on author.user_id = v.user_id
      where v.id = ${videoId}::uuid and ${watchableBy(viewerId)}`.execute(this.db);
    return row.rows[0]?.username ?? null;
  }
}
