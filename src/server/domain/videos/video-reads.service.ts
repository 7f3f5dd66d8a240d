import { sql } from 'kysely';
import type { Db } from '../../data/db.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import { visibleTo } from '../../data/repos/visibility.ts';
import type { MediaUrls } from '../media-urls.ts';
import { SIGNED_VIDEO_URL_SECONDS } from '../../../shared/constants.ts';
import { notFound } from '../errors.ts';

export class VideoReadsService {
  constructor(
    private readonly db: Db,
    private readonly interactions: InteractionsRepo,
    private readonly media: MediaUrls,
  ) {}

  async page(viewerId: string | null, offset: number, limit: number) {
    const result = await sql<{ id: string; user_id: string; title: string; caption: string; created_at: Date }>`
      select v.id, v.user_id, v.title, v.caption, v.created_at
      from videos v join profiles author on author.user_id = v.user_id
      where ${visibleTo(viewerId)}
      order by v.created_at desc, v.id desc limit ${limit} offset ${offset}`.execute(this.db);
    return result.rows;
  }

  async link(viewerId: string | null, videoId: string) {
    if (!(await this.interactions.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    const video = await this.db.selectFrom('videos').select(['storage_path', 'edited_path']).where('id', '=', videoId).executeTakeFirstOrThrow();
    return { url: (await this.media.sign(`videos/${video.edited_path ?? video.storage_path}`, SIGNED_VIDEO_URL_SECONDS))!, expires_in: SIGNED_VIDEO_URL_SECONDS };
  }

  async likes(viewerId: string, videoId: string) {
    if (!(await this.interactions.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    return this.interactions.likeState(viewerId, videoId);
  }
}
