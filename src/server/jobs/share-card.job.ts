import type { AppContext } from '../context.ts';
import { MediaUrls } from '../domain/media-urls.ts';
import { renderShareCard } from '../media/share-card.ts';

/** Renders a ready video's share image. A failure is only logged: previews fall back to the thumbnail. */
export function shareCardJob(ctx: Pick<AppContext, 'db' | 'store' | 'log'>) {
  return async ({ videoId }: { videoId: string }) => {
    try {
      const video = await ctx.db
        .selectFrom('videos')
        .innerJoin('profiles', 'profiles.user_id', 'videos.user_id')
        .select(['videos.id', 'videos.user_id', 'videos.caption', 'videos.caption_ai', 'videos.thumbnail_url', 'profiles.username'])
        .where('videos.id', '=', videoId)
        .executeTakeFirst();
      const thumbnail = video?.thumbnail_url ? MediaUrls.parse(video.thumbnail_url) : null;
      if (!video || !thumbnail) return;
      const card = await renderShareCard(await ctx.store.read(thumbnail.bucket, thumbnail.key), video.username, video.caption_ai || video.caption);
      const key = `${video.user_id}/${video.id}-share.jpg`;
      await ctx.store.put('thumbnails', key, card, { contentType: 'image/jpeg', overwrite: true });
      await ctx.db.updateTable('videos').set({ share_image_url: `thumbnails/${key}` }).where('id', '=', video.id).execute();
    } catch (error) {
      ctx.log.warn({ err: error, videoId }, 'share card failed');
    }
  };
}
