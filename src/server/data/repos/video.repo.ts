import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db.ts';
import type { Videos } from '../db-types.ts';
import { userShown, visibleTo, watchableBy } from './visibility.ts';

/** What the transcode learnt of the playable file, written with the switch to 'ready'. */
export interface PlayableVideo {
  storagePath: string;
  thumbnailUrl: string;
  duration: number | null;
  width: number | null;
  height: number | null;
  /** The streaming ladder's folder, or null when there is none (issue 57). */
  hlsPath: string | null;
}

/** Who may watch and comment, the sensitive mark (issue 38), the language (issue 39) and the alt text (issue 41): what the upload and edit answers carry. */
const SETTINGS = ['visibility', 'sensitive', 'contentWarning', 'commentPolicy', 'language', 'altText'] as const;

const CREATED = ['id', 'userId', 'title', 'caption', 'placeId', 'musicTrackId', 'createdAt', ...SETTINGS] as const;

/**
 * A held video (a processed draft or scheduled post, decisions 054 and 055) is 'ready' as far as its owner is
 * told; `draft` says it is not posted. Only the owner reads these answers. `column` names the status column.
 */
export const shownStatus = (column = 'status') =>
  sql<'processing' | 'ready' | 'failed'>`(case when ${sql.ref(column)} = 'held' then 'ready' else ${sql.ref(column)} end)`;
const draftFlag = sql<boolean>`(publish_at is not null)`.as('draft');

/** What a new or unposted video waits for (decisions 054, 055): its owner ('draft'), a time, or nothing (posted). */
export type Hold = 'draft' | Date | null;

/** `publish_at` for a hold: 'infinity' for a draft (never on its own), else the time to post at. */
export const holdValue = (hold: 'draft' | Date) => (hold === 'draft' ? sql<Date>`'infinity'::timestamptz` : sql<Date>`${hold.toISOString()}::timestamptz`);

/**
 * A video's own row: its upload, its processing state and what its jobs make of it (decision 039). Its status
 * is written here — 'processing' on insert and retry, then 'ready' (or 'held', not posted yet) or 'failed' with
 * the reason users see — and, for posting a held video, in drafts.repo.ts. An edit's new post
 * (video-edit.repo.ts) is inserted there and starts 'processing' the same way; a remote video comes through
 * `create`, as an upload does; the demo seed inserts its videos 'ready'.
 */
export class VideoRepo {
  constructor(private readonly db: Db) {}

  /**
   * A new video's row, an upload's or a followed remote account's (federation/remote-videos.ts); it starts
   * 'processing' (the column's default) until its transcode runs. A draft's `publish_at` is 'infinity' and a
   * scheduled one's its time, from the start, so its transcode holds it. Undefined only for a remote video
   * already here (the same `remote_uri` delivered twice): an upload has none, so it always gets its row.
   */
  create(video: Omit<Insertable<Videos>, 'status' | 'statusReason'>, hold: Hold = null) {
    return this.db
      .insertInto('videos')
      .values({ ...video, ...(hold ? { publishAt: holdValue(hold) } : {}) } as Insertable<Videos>)
      .onConflict((conflict) => conflict.column('remoteUri').doNothing())
      .returning([...CREATED, shownStatus().as('status'), draftFlag])
      .executeTakeFirst();
  }

  /** How many of the account's videos wait for a time (scheduled posts, not drafts). */
  async scheduledCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('videos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('userId', '=', userId)
      .where(sql<boolean>`publish_at is not null and publish_at <> 'infinity'`)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A video as its upload answered it (a repeated "make my upload a video" gets the same answer). */
  created(id: string) {
    return this.db
      .selectFrom('videos')
      .select([...CREATED, shownStatus().as('status'), draftFlag])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Who may comment on an uploader's new videos unless the upload says (profiles.comment_default). */
  async commentDefault(userId: string) {
    const row = await this.db.selectFrom('profiles').select('commentDefault').where('userId', '=', userId).executeTakeFirst();
    return row?.commentDefault ?? 'everyone';
  }

  /** A chosen sound as the library shows it: not a banned user's upload. */
  async soundShown(trackId: string) {
    return Boolean(await this.db.selectFrom('tracks').select('id').where('id', '=', trackId).where(userShown('tracks.created_by')).executeTakeFirst());
  }

  /** Whether the viewer may watch the video by its link (its live comments channel): the one rule, watchableBy. */
  async watchable(viewerId: string, videoId: string): Promise<boolean> {
    const result = await sql`select 1 from videos v join profiles author on author.user_id = v.user_id
      where v.id = ${videoId}::uuid and ${watchableBy(viewerId)}`.execute(this.db);
    return result.rows.length > 0;
  }

  /** The owner's view of processing, for the upload page's polling. */
  processing(videoId: string) {
    return this.db
      .selectFrom('videos')
      .select(['id', 'userId', shownStatus().as('status'), 'statusReason', 'duration', 'aiStatus', 'captionAi', 'tagsAi', draftFlag])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }

  /** What the transcode needs: the original and whether it already ran. */
  forTranscode(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'userId', 'storagePath', 'status']).where('id', '=', videoId).executeTakeFirst();
  }

  /**
   * The playable file in place of the original, in the same update that makes the video ready, or held when it
   * is not posted yet (a draft or a scheduled post, decisions 054 and 055). Says which.
   */
  async markReady(videoId: string, playable: PlayableVideo): Promise<'ready' | 'held'> {
    const row = await this.db
      .updateTable('videos')
      .set({ ...playable, status: sql<'ready' | 'held'>`(case when publish_at is null then 'ready' else 'held' end)`, statusReason: null })
      .where('id', '=', videoId)
      .returning('status')
      .executeTakeFirst();
    return row?.status === 'held' ? 'held' : 'ready';
  }

  /** Who posted a video and its caption: what telling people of it being ready needs. */
  authorAndCaption(videoId: string) {
    return this.db.selectFrom('videos').select(['id', 'userId', 'caption']).where('id', '=', videoId).executeTakeFirst();
  }

  /** `reason` is what the owner is shown. */
  markFailed(videoId: string, reason: string) {
    return this.setStatus(videoId, { status: 'failed', statusReason: reason });
  }

  /** The owner's retry: processing again, with no reason left from the failure. */
  markProcessing(videoId: string) {
    return this.setStatus(videoId, { status: 'processing', statusReason: null });
  }

  /** What the AI caption is drawn from: the file, the caption and length, and where and to what it was filmed. */
  forCaption(videoId: string) {
    return this.db
      .selectFrom('videos')
      .leftJoin('places', 'places.id', 'videos.placeId')
      .leftJoin('tracks', 'tracks.id', 'videos.musicTrackId')
      .select(['videos.id', 'videos.storagePath', 'videos.caption', 'videos.duration', 'places.name as placeName', 'places.type as placeType', 'tracks.title as soundTitle', 'tracks.artist as soundArtist'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
  }

  async recordCaption(videoId: string, caption: { captionAi: string; tagsAi: string[] }) {
    await this.db.updateTable('videos').set({ ...caption, aiStatus: 'done', aiError: null }).where('id', '=', videoId).execute();
  }

  async recordCaptionFailure(videoId: string, error: string) {
    await this.db.updateTable('videos').set({ aiStatus: 'failed', aiError: error }).where('id', '=', videoId).execute();
  }

  /** What a share card and the small thumbnail are drawn from. */
  forShareCard(videoId: string) {
    return this.db
      .selectFrom('videos')
      .innerJoin('profiles', 'profiles.userId', 'videos.userId')
      .select(['videos.id', 'videos.userId', 'videos.caption', 'videos.captionAi', 'videos.thumbnailUrl', 'videos.thumbnailSmallUrl', 'profiles.username'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
  }

  async setShareImage(videoId: string, url: string) {
    await this.db.updateTable('videos').set({ shareImageUrl: url }).where('id', '=', videoId).execute();
  }

  /** Only while the row still has the thumbnail the small copy was made from; false when an edit replaced it. */
  async setSmallThumbnail(videoId: string, url: string, madeFrom: string) {
    const updated = await this.db
      .updateTable('videos')
      .set({ thumbnailSmallUrl: url })
      .where('id', '=', videoId)
      .where('thumbnailUrl', '=', madeFrom)
      .executeTakeFirst();
    return updated.numUpdatedRows > 0n;
  }

  /** Writes 'failed' or 'processing' with its reason. markReady writes 'ready' or 'held' itself; drafts.repo.ts posts held videos. */
  private async setStatus(videoId: string, values: Omit<Updateable<Videos>, 'id'> & { status: 'processing' | 'ready' | 'failed'; statusReason: string | null }) {
    await this.db.updateTable('videos').set(values).where('id', '=', videoId).execute();
  }

  /** Videos the viewer may see, newest first, by offset. */
  async page(viewerId: string | null, offset: number, limit: number) {
    const result = await sql<{ id: string; userId: string; title: string; caption: string; createdAt: Date }>`
      select v.id, v.user_id, v.title, v.caption, v.created_at
      from videos v join profiles author on author.user_id = v.user_id
      where ${visibleTo(viewerId)}
      order by v.created_at desc, v.id desc limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows;
  }

  /** The stored files of a video known to exist. */
  files(videoId: string) {
    return this.db.selectFrom('videos').select(['storagePath', 'editedPath', 'hlsPath']).where('id', '=', videoId).executeTakeFirstOrThrow();
  }

  /** A video's owner and every file it has, for its owner's edits and its removal. */
  withFiles(videoId: string) {
    return this.db
      .selectFrom('videos')
      .select(['id', 'userId', 'storagePath', 'editedPath', 'hlsPath', 'thumbnailUrl', 'thumbnailSmallUrl', 'shareImageUrl', 'captionAi', 'caption', 'status', 'sensitive', 'contentWarning'])
      .where('id', '=', videoId)
      .executeTakeFirst();
  }

  /** The owner's changes to the details (title, caption, place) and settings (issue 38). */
  updateDetails(videoId: string, changes: Updateable<Videos>) {
    return this.db.updateTable('videos').set(changes).where('id', '=', videoId).returning(['id', 'title', 'caption', 'placeId', ...SETTINGS]).executeTakeFirstOrThrow();
  }

  /** Uploads that failed processing more than `days` ago, with their files; at most 500 a run. */
  abandonedFailures(days: number) {
    return this.db
      .selectFrom('videos')
      .select(['id', 'userId', 'storagePath', 'editedPath', 'hlsPath', 'thumbnailUrl', 'thumbnailSmallUrl', 'shareImageUrl'])
      .where('status', '=', 'failed')
      .where('createdAt', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .limit(500)
      .execute();
  }

  /**
   * Pins a video to its creator's profile unless `max` are pinned already (issue 42): 'full' then. The profile
   * row is the lock, so two pins at once cannot both pass the count. Pinning a pinned video changes nothing.
   */
  async pin(userId: string, videoId: string, max: number): Promise<'pinned' | 'full'> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('profiles').select('userId').where('userId', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const pinned = await trx.selectFrom('videos').select('id').where('userId', '=', userId).where('pinnedAt', 'is not', null).execute();
      if (pinned.some((row) => row.id === videoId)) return 'pinned';
      if (pinned.length >= max) return 'full';
      await trx.updateTable('videos').set({ pinnedAt: new Date() }).where('id', '=', videoId).execute();
      return 'pinned';
    });
  }

  async unpin(videoId: string) {
    await this.db.updateTable('videos').set({ pinnedAt: null }).where('id', '=', videoId).execute();
  }

  async delete(videoId: string) {
    await this.db.deleteFrom('videos').where('id', '=', videoId).execute();
  }
}
