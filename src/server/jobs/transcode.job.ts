import { mkdtemp, rm } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import { captureThumbnail, transcodeVideo } from '../media/transcode.ts';

/** Turns a stored original into the playable H.264 file, its thumbnail and its duration. */
export function transcodeJob(ctx: Pick<AppContext, 'db' | 'store' | 'log' | 'jobs'>) {
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const video = await ctx.db.selectFrom('videos').select(['id', 'user_id', 'storage_path', 'status']).where('id', '=', videoId).executeTakeFirst();
    if (!video || video.status === 'ready') return;
    const work = await mkdtemp(join(tmpdir(), 'popreel-transcode-'));
    try {
      const input = join(work, 'input');
      const output = join(work, 'output.mp4');
      const thumbnail = join(work, 'thumbnail.jpg');
      await ctx.store.download('videos', video.storage_path, input);
      const info = await transcodeVideo(input, output);
      await captureThumbnail(output, thumbnail, info.duration);
      const videoKey = video.storage_path.replace(/-original\.[a-z0-9]+$/, '.mp4');
      const thumbnailKey = `${video.user_id}/${video.id}.jpg`;
      await ctx.store.put('videos', videoKey, createReadStream(output), { contentType: 'video/mp4', overwrite: true });
      await ctx.store.put('thumbnails', thumbnailKey, createReadStream(thumbnail), { contentType: 'image/jpeg', overwrite: true });
      await ctx.db
        .updateTable('videos')
        .set({
          storage_path: videoKey,
          thumbnail_url: `thumbnails/${thumbnailKey}`,
          duration: info.duration,
          width: info.width,
          height: info.height,
          status: 'ready',
          status_reason: null,
        })
        .where('id', '=', video.id)
        .execute();
      if (videoKey !== video.storage_path) await ctx.store.delete('videos', video.storage_path);
      await ctx.jobs.enqueue('ai-caption', { videoId: video.id }, { maxAttempts: 2 });
    } catch (error) {
      if (job.lastAttempt) {
        const reason = (error as Error).message.includes('no video stream')
          ? 'The file has no video we can play'
          : 'We could not process this video';
        await ctx.db.updateTable('videos').set({ status: 'failed', status_reason: reason }).where('id', '=', videoId).execute();
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
