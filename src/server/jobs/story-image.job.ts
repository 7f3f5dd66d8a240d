import { randomBytes } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { storyImage } from '../media/story-media.ts';
import { PermanentJobError } from '../queue/queue.ts';
import { STORY_MESSAGES } from '../../shared/story-types.ts';

/**
 * An image story made a 1080×1920 JPEG at {userId}/{random}.jpg (sharp, so in a job: decision 023); the
 * original is removed and the story turns ready. An image sharp cannot read leaves a failed row and no files.
 */
export function storyImageJob(ctx: Pick<AppContext, 'services' | 'store'>) {
  const stories = ctx.services.stories;
  return async ({ storyId }: { storyId: string }) => {
    const story = await stories.awaitingProcessing(storyId);
    if (!story) return;
    const jpeg = await storyImage(await ctx.store.read('stories', story.mediaPath)).catch(async () => {
      await stories.markProcessingFailed(story.id);
      await ctx.store.delete('stories', story.mediaPath).catch(() => undefined);
      throw new PermanentJobError(STORY_MESSAGES.imageFailed);
    });
    const mediaPath = `${story.userId}/${randomBytes(12).toString('hex')}.jpg`;
    await ctx.store.put('stories', mediaPath, jpeg, { contentType: 'image/jpeg', overwrite: false });
    await stories.markProcessed(story.id, { mediaPath: mediaPath });
    await ctx.store.delete('stories', story.mediaPath).catch(() => undefined);
  };
}
