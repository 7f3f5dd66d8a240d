import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown, watchableOver, type FederatedReader } from './visibility.ts';

/** A local video as a reader elsewhere may see it: what its Note is built from. */
export interface PublishedVideoRow {
  id: string;
  userId: string;
  caption: string;
  createdAt: Date;
  width: number | null;
  height: number | null;
  duration: number | null;
  visibility: string;
  sensitive: boolean;
  contentWarning: string | null;
  language: string | null;
  altText: string | null;
  privateAccount: boolean;
  mediaKey: string;
}

/** A local account's comment with the video it answers and that video's remote owner, if any. */
export interface PublishedCommentRow {
  id: string;
  userId: string;
  content: string;
  createdAt: Date;
  parentId: string | null;
  videoId: string;
  videoUri: string | null;
  videoOwner: string;
  ownerUri: string | null;
  ownerInbox: string | null;
  ownerSharedInbox: string | null;
  /** Whether anyone may see the video it answers: a comment on a followers-only video goes to its owner alone. */
  videoOpen: boolean;
}

/** Where the audience rule meets the author row: every read here joins `author` as the rule expects. */
const localVideos = sql`videos v join profiles author on author.user_id = v.user_id`;

/**
 * Local videos and comments as ActivityPub serves them (issue 52): every read goes through watchableOver, the
 * same audience rule as the web app's, for the reader the request signed as (or nobody).
 */
export class FederationObjectsRepo {
  constructor(private readonly db: Db) {}

  async video(videoId: string, reader: FederatedReader): Promise<PublishedVideoRow | undefined> {
    const result = await sql<PublishedVideoRow>`
      select v.id, v.user_id, v.caption, v.created_at, v.width, v.height, v.duration, v.visibility, v.sensitive, v.content_warning,
        v.language, v.alt_text, author.private_account, v.media_key
      from ${localVideos}
      where v.id = ${videoId}::uuid and v.remote_uri is null and ${watchableOver(reader)}`.execute(this.db);
    return result.rows[0];
  }

  /** The account's videos the reader may see, newest first, for its outbox. */
  async videoIds(userId: string, reader: FederatedReader, limit: number, offset: number): Promise<string[]> {
    const result = await sql<{ id: string }>`
      select v.id from ${localVideos}
      where v.user_id = ${userId}::uuid and v.remote_uri is null and ${watchableOver(reader)}
      order by v.created_at desc, v.id desc
      limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  async videoCount(userId: string, reader: FederatedReader): Promise<number> {
    const result = await sql<{ count: number }>`
      select count(*)::int as count from ${localVideos}
      where v.user_id = ${userId}::uuid and v.remote_uri is null and ${watchableOver(reader)}`.execute(this.db);
    return result.rows[0]?.count ?? 0;
  }

  /** The pinned videos of the featured collection (issue 42) the reader may see, the latest pinned first. */
  async pinnedVideoIds(userId: string, reader: FederatedReader): Promise<string[]> {
    const result = await sql<{ id: string }>`
      select v.id from ${localVideos}
      where v.user_id = ${userId}::uuid and v.pinned_at is not null and v.remote_uri is null and ${watchableOver(reader)}
      order by v.pinned_at desc`.execute(this.db);
    return result.rows.map((row) => row.id);
  }

  /**
   * The audience a local video has elsewhere now, by the same rule: anyone may see it (public or unlisted), only
   * its author's followers may, or nobody (Only me, a draft, hidden, its author banned or gone, or deleted).
   */
  async videoAudience(videoId: string): Promise<'public' | 'unlisted' | 'followers' | null> {
    const result = await sql<{ audience: 'public' | 'unlisted' | 'followers' | null }>`
      select case
        when ${watchableOver({ anyone: true })} then (case when v.visibility = 'public' then 'public' else 'unlisted' end)
        when ${watchableOver({ followers: true })} then 'followers'
      end as audience
      from ${localVideos}
      where v.id = ${videoId}::uuid and v.remote_uri is null`.execute(this.db);
    return result.rows[0]?.audience ?? null;
  }

  /**
   * A local comment as the reader may see it: not hidden by the creator, its author neither banned nor gone, on
   * a video the reader may see. The server of a remote video's owner may always read the replies to it.
   */
  async comment(commentId: string, reader: FederatedReader): Promise<PublishedCommentRow | undefined> {
    const ownersServer = 'server' in reader ? sql`or owner.host = ${reader.server}` : sql``;
    const result = await sql<PublishedCommentRow>`
      select c.id, c.user_id, c.content, c.created_at, c.parent_id, c.video_id, v.remote_uri as video_uri, v.user_id as video_owner,
        owner.uri as owner_uri, owner.inbox as owner_inbox, owner.shared_inbox as owner_shared_inbox,
        ${watchableOver({ anyone: true })} as video_open
      from comments c
      join profiles commenter on commenter.user_id = c.user_id
      join videos v on v.id = c.video_id
      join profiles author on author.user_id = v.user_id
      left join remote_actors owner on owner.user_id = v.user_id
      where c.id = ${commentId}::uuid and c.remote_uri is null and c.hidden_at is null and ${authorShown('commenter')}
        and (${watchableOver(reader)} ${ownersServer})`.execute(this.db);
    return result.rows[0];
  }

  /** A comment's id at its origin: its remote_uri, or null for a local comment (its URI is built from its id). */
  commentUri(commentId: string) {
    return this.db.selectFrom('comments').select(['id', 'remoteUri as uri']).where('id', '=', commentId).executeTakeFirst();
  }

  /** The author of a local video (a remote one's retraction is not ours to send); null when none. */
  async localAuthor(videoId: string): Promise<string | null> {
    const row = await this.db.selectFrom('videos').select('userId').where('id', '=', videoId).where('remoteUri', 'is', null).executeTakeFirst();
    return row?.userId ?? null;
  }
}
