import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { createCaptionProvider } from '../ai/index.ts';

/** Fills caption_ai and tags_ai of a ready video, then renders its share card (which shows the AI caption). */
export function aiCaptionJob(ctx: Pick<AppContext, 'db' | 'store' | 'log' | 'jobs' | 'config'>) {
  const provider = createCaptionProvider(ctx.config);
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const video = await ctx.db
      .selectFrom('videos')
      .leftJoin('places', 'places.id', 'videos.place_id')
      .leftJoin('tracks', 'tracks.id', 'videos.music_track_id')
      .select(['videos.id', 'videos.storage_path', 'videos.caption', 'videos.duration', 'places.name as place_name', 'places.type as place_type', 'tracks.title as sound_title', 'tracks.artist as sound_artist'])
      .where('videos.id', '=', videoId)
      .executeTakeFirst();
    if (!video) return;
    const work = await mkdtemp(join(tmpdir(), 'popreel-ai-'));
    try {
      const videoPath = join(work, 'video.mp4');
      await ctx.store.download('videos', video.storage_path, videoPath);
      const result = await provider.describe({
        videoPath,
        duration: video.duration,
        caption: video.caption,
        placeName: video.place_name,
        placeType: video.place_type,
        soundTitle: video.sound_title,
        soundArtist: video.sound_artist,
      });
      await ctx.db.updateTable('videos').set({ caption_ai: result.caption, tags_ai: result.tags, ai_status: 'done', ai_error: null }).where('id', '=', videoId).execute();
      await ctx.jobs.enqueue('share-card', { videoId }, { maxAttempts: 1 });
    } catch (error) {
      if (job.lastAttempt) {
        await ctx.db.updateTable('videos').set({ ai_status: 'failed', ai_error: (error as Error).message.slice(0, 500) }).where('id', '=', videoId).execute();
        await ctx.jobs.enqueue('share-card', { videoId }, { maxAttempts: 1 });
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
