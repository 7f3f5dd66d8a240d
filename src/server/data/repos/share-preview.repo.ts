import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { watchableBy, watchableOver } from './visibility.ts';

/** What a link preview of a public video needs: its card, if made, and the file that plays. */
export interface PreviewRow {
  shareImageUrl: string | null;
  videoPath: string;
  /** A sensitive video's preview never shows its frame (issue 38). */
  sensitive: boolean;
}

/**
 * Link previews read videos as a visitor does (watchableBy(null)): the share page's own rule, Unlisted included.
 * With a video's media key, as its followers do (issue 52): the links sent to remote followers carry it.
 */
export class SharePreviewRepo {
  constructor(private readonly db: Db) {}

  async publicVideo(videoId: string, mediaKey: string | null = null): Promise<PreviewRow | undefined> {
    const result = await sql<PreviewRow>`
      select v.share_image_url, coalesce(v.edited_path, v.storage_path) as video_path, v.sensitive
      from videos v join profiles author on author.user_id = v.user_id
      where v.id = ${videoId}::uuid and ${mediaKey ? watchableOver({ mediaKey }) : watchableBy(null)}`.execute(this.db);
    return result.rows[0];
  }

  /**
   * Public videos that have a frame to draw from but no card or no small thumbnail yet (demo videos, videos from
   * before small thumbnails, images that failed), newest first.
   */
  async missingCards(limit: number): Promise<string[]> {
    const result = await sql<{ id: string }>`
      select v.id
      from videos v join profiles author on author.user_id = v.user_id
      where (v.share_image_url is null or v.thumbnail_small_url is null) and v.thumbnail_url is not null and ${watchableBy(null)}
      order by v.created_at desc
      limit ${limit}`.execute(this.db);
    return result.rows.map((row) => row.id);
  }
}
