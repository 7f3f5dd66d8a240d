import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** One section of a data export: its file name in the zip and its rows. */
export interface ExportSection {
  file: string;
  rows: unknown[];
}

/** The rows of one section (none when it is absent), for the code that writes the archive from them. */
export function sectionRows(sections: ExportSection[], file: string): Array<Record<string, unknown>> {
  return (sections.find((section) => section.file === file)?.rows ?? []) as Array<Record<string, unknown>>;
}

/**
 * The accounts one relation of the account names (follows, blocks, mutes), each with where it lives (host null:
 * here) and, when remote, its actor: issue 58's portable lists name them to another server.
 */
const namedAccounts = (table: 'follows' | 'blocks' | 'mutes', owner: string, other: string) => (id: string) => sql`
  select ${sql.ref(`r.${other}`)} as user_id, p.username, p.host, ra.uri as actor_uri, r.created_at
    from ${sql.table(table)} r join profiles p on p.user_id = ${sql.ref(`r.${other}`)} left join remote_actors ra on ra.user_id = ${sql.ref(`r.${other}`)}
   where ${sql.ref(`r.${owner}`)} = ${id} order by r.created_at`;

/**
 * Everything an account made or did, as a data export lists it (issue 24): each statement reads one kind of
 * row by the account's id, through an index. Media files are listed in `videos` and `stories` by their keys.
 */
const SECTIONS: Array<{ file: string; query: (userId: string) => ReturnType<typeof sql> }> = [
  {
    file: 'account.json',
    query: (id) => sql`
      select u.id, u.email, u.created_at, u.email_verified_at, u.totp_enabled_at is not null as two_factor_enabled,
             (select coalesce(array_agg(role), '{}') from user_roles where user_id = u.id) as roles,
             p.username, p.bio, p.avatar_url, p.verified, p.banned, p.follower_count, p.following_count, p.gender, p.interests,
             p.age, p.location, p.matching_opt_in, p.private_account, p.show_sensitive, p.comment_default, p.feed_languages, p.watch_history_paused, p.locale, p.browser_locale,
             p.created_at as profile_created_at, p.updated_at as profile_updated_at
        from users u join profiles p on p.user_id = u.id where u.id = ${id}`,
  },
  {
    file: 'videos.json',
    query: (id) => sql`
      select v.id, v.title, v.caption, v.caption_ai, v.tags_ai, v.status, v.hidden, v.duration, v.width, v.height,
             v.created_at, v.pop_count, v.unpop_count, v.comment_count, v.share_count, v.like_count, v.view_count,
             v.visibility, v.sensitive, v.content_warning, v.comment_policy, v.language, v.alt_text, v.pinned_at, v.pinned_comment_id,
             v.publish_at, v.originally_posted_at, t.title as sound_title, pl.name as place_name, v.storage_path, v.edited_path
        from videos v left join tracks t on t.id = v.music_track_id left join places pl on pl.id = v.place_id
       where v.user_id = ${id} order by v.created_at`,
  },
  {
    // Issue 41: the caption tracks of one's videos, drafts too, as plain cues.
    file: 'captions.json',
    query: (id) => sql`
      select c.video_id, c.language, c.status, c.source, c.cues, c.created_at, c.updated_at
        from video_captions c join videos v on v.id = c.video_id where v.user_id = ${id} order by c.video_id, c.language`,
  },
  { file: 'comments.json', query: (id) => sql`select id, video_id, parent_id, content, created_at from comments where user_id = ${id} order by created_at` },
  { file: 'reactions.json', query: (id) => sql`select video_id, type, created_at from video_reactions where user_id = ${id} order by created_at` },
  { file: 'likes.json', query: (id) => sql`select video_id, created_at from video_likes where user_id = ${id} order by created_at` },
  { file: 'reposts.json', query: (id) => sql`select video_id, created_at from reposts where user_id = ${id} order by created_at` },
  { file: 'favourites.json', query: (id) => sql`select video_id, created_at from video_favourites where user_id = ${id} order by created_at` },
  // Issue 55: collections, with the videos in each.
  {
    file: 'collections.json',
    query: (id) => sql`
      select c.id, c.name, c.public, c.cover_video_id, c.position, c.created_at, c.updated_at,
             coalesce((select json_agg(json_build_object('videoId', cv.video_id, 'addedAt', cv.added_at) order by cv.added_at)
                       from collection_videos cv where cv.collection_id = c.id), '[]') as videos
        from collections c where c.user_id = ${id} order by c.position, c.created_at`,
  },
  // Issue 55: the watch history, as it stands (paused or not: account.json says).
  { file: 'watch-history.json', query: (id) => sql`select video_id, watched_at from watch_history where user_id = ${id} order by watched_at` },
  { file: 'shares.json', query: (id) => sql`select video_id, created_at from shares where user_id = ${id} order by created_at` },
  { file: 'following.json', query: namedAccounts('follows', 'follower_id', 'followee_id') },
  { file: 'followers.json', query: namedAccounts('follows', 'followee_id', 'follower_id') },
  { file: 'blocks.json', query: namedAccounts('blocks', 'blocker_id', 'blocked_id') },
  { file: 'mutes.json', query: namedAccounts('mutes', 'muter_id', 'muted_id') },
  // Issue 58: the accounts elsewhere listed under "Also known as".
  { file: 'also-known-as.json', query: (id) => sql`select uri, handle, created_at from account_aliases where user_id = ${id} order by created_at` },
  { file: 'muted-words.json', query: (id) => sql`select word, expires_at, created_at from muted_words where user_id = ${id} order by created_at` },
  {
    file: 'follow-requests.json',
    query: (id) => sql`select requester_id, target_id, created_at from follow_requests where requester_id = ${id} or target_id = ${id} order by created_at`,
  },
  {
    file: 'chat-messages.json',
    query: (id) => sql`select m.id, m.room_id, r.name as room_name, m.content, m.created_at from chat_messages m join chat_rooms r on r.id = m.room_id where m.sender_id = ${id} order by m.created_at`,
  },
  {
    file: 'stories.json',
    query: (id) => sql`select id, media_type, caption, alt_text, visibility, status, created_at, expires_at, media_path from stories where user_id = ${id} order by created_at`,
  },
  { file: 'reports.json', query: (id) => sql`select id, video_id, reason, details, resolved, created_at from reports where reporter_id = ${id} order by created_at` },
  { file: 'views.json', query: (id) => sql`select video_id, created_at from events where user_id = ${id} order by created_at` },
  { file: 'analytics-events.json', query: (id) => sql`select name, props, created_at from analytics_events where user_id = ${id} order by created_at` },
  { file: 'swipes.json', query: (id) => sql`select swiped_id as user_id, direction, created_at from swipes where swiper_id = ${id} order by created_at` },
  { file: 'sounds.json', query: (id) => sql`select id, title, artist, duration, created_at from tracks where created_by = ${id} order by created_at` },
  { file: 'places.json', query: (id) => sql`select id, name, type, address, city, country, lat, lng, created_at from places where created_by = ${id} order by created_at` },
];

export class AccountDataRepo {
  constructor(private readonly db: Db) {}

  /** Every section, read in one repeatable-read transaction so the export is one consistent snapshot. */
  collect(userId: string): Promise<ExportSection[]> {
    return this.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const sections: ExportSection[] = [];
        for (const section of SECTIONS) sections.push({ file: section.file, rows: (await section.query(userId).execute(trx)).rows });
        return sections;
      });
  }
}
