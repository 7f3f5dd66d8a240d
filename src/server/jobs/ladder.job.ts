import type { AppContext } from '../context.ts';
import { probe } from '../media/ffmpeg.ts';
import { withLocalFile } from '../media/local-copy.ts';
import { ladderFolder, publishLadder } from '../media/transcode.ts';

/** The streaming ladder of a video from before ladders (issue 57), made from the MP4 it plays. */
export function ladderJob(ctx: Pick<AppContext, 'store' | 'services'>) {
  const ladders = ctx.services.ladders;
  return async ({ videoId }: { videoId: string }, job: { lastAttempt: boolean }) => {
    const video = await ladders.forLadder(videoId);
    if (!video || video.hlsPath || (video.status !== 'ready' && video.status !== 'held')) return;
    const folder = ladderFolder(video.playablePath);
    try {
      await withLocalFile(ctx.store, 'videos', video.playablePath, async (input, scratch) => {
        await publishLadder(ctx.store, { path: input, info: await probe(input) }, null, scratch, folder);
      });
    } catch (error) {
      if (job.lastAttempt) await ladders.failed(videoId);
      throw error;
    }
    // An edit swapped in meanwhile brought its own ladder: this one is nobody's.
    if (!(await ladders.made(videoId, video.playablePath, folder))) await ctx.store.deletePrefix('videos', folder);
  };
}
