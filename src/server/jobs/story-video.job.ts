import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppContext } from '../context.ts';
import type { JobPayload } from '../queue/job-catalog.ts';
import { storyThumbnail, storyVideo } from '../media/story-media.ts';

/**
 * A video story's trim applied for real: the chosen range becomes {userId}/{random}.webm with its
 * {random}_thumb.jpg (spec §7 Stories), the original is removed and the story turns ready. A video that
 * cannot be processed leaves a failed row and no files.
 */
export function storyVideoJob(ctx: Pick<AppContext, 'services' | 'store'>) {
  const stories = ctx.services.stories;
  return async ({ storyId, trimStart, trimEnd }: JobPayload<'story-video'>, job: { lastAttempt: boolean }) => {
    const story = await stories.awaitingProcessing(storyId);
    if (!story) return;
    const work = await mkdtemp(join(tmpdir(), 'popreel-story-'));
    try {
      const input = join(work, 'input');
      const output = join(work, 'story.webm');
      await ctx.store.download('stories', story.mediaPath, input);
      const info = await storyVideo(input, output, { start: trimStart, end: trimEnd });
      const name = `${story.userId}/${randomBytes(12).toString('hex')}`;
      await ctx.store.put('stories', `${name}.webm`, createReadStream(output), { contentType: 'video/webm', overwrite: false });
      await ctx.store.put('stories', `${name}_thumb.jpg`, await storyThumbnail(output, info.duration), { contentType: 'image/jpeg', overwrite: false });
      await stories.markProcessed(story.id, { mediaPath: `${name}.webm`, thumbnailPath: `${name}_thumb.jpg`, duration: info.duration });
      await ctx.store.delete('stories', story.mediaPath).catch(() => undefined);
    } catch (error) {
      if (job.lastAttempt) {
        await stories.markProcessingFailed(story.id);
        await ctx.store.delete('stories', story.mediaPath).catch(() => undefined);
      }
      throw error;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  };
}
