import type { AppContext } from '../context.ts';
import { playableKey, publishPlayable, TooLongError } from '../media/transcode.ts';
import { UnreadableMediaError } from '../media/ffmpeg-input.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { MAX_VIDEO_SECONDS } from '../../shared/constants.ts';
import { UPLOAD_MESSAGES } from '../../shared/messages.ts';

/** Turns a stored original into the playable H.264 file, its thumbnail and its duration. */
export function transcodeJob(ctx: Pick<AppContext, 'store' | 'services' | 'log'>) {
  const videos = ctx.services.videoProcessing;
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const video = await videos.forTranscode(videoId);
    if (!video || video.status === 'ready' || video.status === 'held') return;
    try {
      const videoKey = playableKey(video.storagePath);
      const thumbnailKey = `${video.userId}/${video.id}.jpg`;
      const info = await publishPlayable(ctx.store, video.storagePath, { videoKey, thumbnailKey }, MAX_VIDEO_SECONDS);
      if (info.ladderError) ctx.log.warn({ err: info.ladderError, videoId }, 'no streaming ladder; the MP4 plays alone');
      await videos.becameReady(video.id, { storagePath: videoKey, thumbnailUrl: `thumbnails/${thumbnailKey}`, duration: info.duration, width: info.width, height: info.height, hlsPath: info.hlsPath });
      if (videoKey !== video.storagePath) await ctx.store.delete('videos', video.storagePath);
    } catch (error) {
      // A container the upload could not read the length of (AVI, say) is measured here; too long is final.
      if (error instanceof TooLongError) {
        await videos.markFailed(videoId, UPLOAD_MESSAGES.tooLong);
        await ctx.store.delete('videos', video.storagePath);
        throw new PermanentJobError(UPLOAD_MESSAGES.tooLong);
      }
      // Bytes that are not a container Popreel reads fail the same way on every attempt.
      if (error instanceof UnreadableMediaError) {
        await videos.markFailed(videoId, 'We could not process this video');
        throw new PermanentJobError(error.message);
      }
      if (job.lastAttempt) {
        const reason = (error as Error).message.includes('no video stream')
          ? 'The file has no video we can play'
          : 'We could not process this video';
        await videos.markFailed(videoId, reason);
      }
      throw error;
    }
  };
}
