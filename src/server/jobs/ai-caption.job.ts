import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { createCaptionProvider } from '../ai/index.ts';

/** Fills caption_ai and tags_ai of a ready video, then renders its share card (which shows the AI caption). */
export function aiCaptionJob(ctx: Pick<AppContext, 'services' | 'store' | 'log' | 'jobs' | 'config'>) {
  const provider = createCaptionProvider(ctx.config);
  const videos = ctx.services.videoProcessing;
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const video = await videos.forCaption(videoId);
    if (!video) return;
    const work = await mkdtemp(join(tmpdir(), 'popreel-ai-'));
    try {
      const videoPath = join(work, 'video.mp4');
      await ctx.store.download('videos', video.storagePath, videoPath);
      const result = await provider.describe({
        videoPath,
        duration: video.duration,
        caption: video.caption,
        placeName: video.placeName,
        placeType: video.placeType,
        soundTitle: video.soundTitle,
        soundArtist: video.soundArtist,
      });
      await videos.recordCaption(videoId, { captionAi: result.caption, tagsAi: result.tags });
      await ctx.jobs.enqueue('share-card', { videoId }, { maxAttempts: 1 });
    } catch (error) {
      if (job.lastAttempt) {
        await videos.recordCaptionFailure(videoId, (error as Error).message.slice(0, 500));
        await ctx.jobs.enqueue('share-card', { videoId }, { maxAttempts: 1 });
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
