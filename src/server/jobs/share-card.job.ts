import type { AppContext } from '../context.ts';
import { MediaUrls } from '../domain/media-urls.ts';
import { renderShareCard } from '../media/share-card.ts';
import { renderSmallThumbnail, smallThumbnailKey } from '../media/small-thumbnail.ts';

type Ctx = Pick<AppContext, 'services' | 'store' | 'log'>;
type Deps = Pick<AppContext, 'store' | 'log'> & { videos: AppContext['services']['videoProcessing'] };

/**
 * Makes what a ready video's thumbnail is drawn into: the small thumbnail grids use (once per thumbnail) and the
 * share image (again after each caption change). Each failure is only logged: grids fall back to the full
 * thumbnail, previews to the logo.
 */
export function shareCardJob(ctx: Ctx) {
  const deps: Deps = { store: ctx.store, log: ctx.log, videos: ctx.services.videoProcessing };
  return async ({ videoId }: { videoId: string }) => {
    const video = await deps.videos.forShareCard(videoId);
    const thumbnail = video?.thumbnailUrl ? MediaUrls.parse(video.thumbnailUrl) : null;
    if (!video || !thumbnail) return;
    let frame: Buffer;
    try {
      frame = await ctx.store.read(thumbnail.bucket, thumbnail.key);
    } catch (error) {
      return ctx.log.warn({ err: error, videoId }, 'thumbnail unreadable; no share card or small thumbnail');
    }
    const smallKey = smallThumbnailKey(thumbnail.key);
    if (video.thumbnailSmallUrl !== `thumbnails/${smallKey}`) await makeSmallThumbnail(deps, video.id, video.thumbnailUrl!, smallKey, frame);
    try {
      const card = await renderShareCard(frame, video.username, video.captionAi || video.caption);
      const key = `${video.userId}/${video.id}-share.jpg`;
      await ctx.store.put('thumbnails', key, card, { contentType: 'image/jpeg', overwrite: true });
      await deps.videos.setShareImage(video.id, `thumbnails/${key}`);
    } catch (error) {
      ctx.log.warn({ err: error, videoId }, 'share card failed');
    }
  };
}

/** Stored, then named on the row only while the row still has the thumbnail it was made from (an edit may have replaced it). */
async function makeSmallThumbnail(ctx: Deps, videoId: string, thumbnailUrl: string, key: string, frame: Buffer) {
  try {
    await ctx.store.put('thumbnails', key, await renderSmallThumbnail(frame), { contentType: 'image/jpeg', overwrite: true });
    if (!(await ctx.videos.setSmallThumbnail(videoId, `thumbnails/${key}`, thumbnailUrl))) await ctx.store.delete('thumbnails', key).catch(() => undefined);
  } catch (error) {
    ctx.log.warn({ err: error, videoId }, 'small thumbnail failed');
  }
}
