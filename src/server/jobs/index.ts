import type { AppContext } from '../context.ts';
import { transcodeJob } from './transcode.job.ts';
import { recommendationsJob } from './recommendations.job.ts';
import { shareCardJob } from './share-card.job.ts';
import { aiCaptionJob } from './ai-caption.job.ts';
import { RECOMMENDATIONS_JOB } from '../domain/feed/for-you-refresh.ts';
import { BUILD_MATCH_SUGGESTIONS } from '../domain/matching/match.service.ts';
import { EXPIRE_STORIES_JOB, STORY_IMAGE_JOB, STORY_VIDEO_JOB } from '../domain/stories/story.service.ts';
import { storyImageJob } from './story-image.job.ts';
import { storyVideoJob } from './story-video.job.ts';
import { videoEditJob } from './video-edit.job.ts';
import { VIDEO_EDIT_JOB } from '../domain/videos/video-edit.service.ts';
import { ORIGINAL_SOUND_JOB } from '../domain/sounds/original-sound.service.ts';
import { originalSoundJob } from './original-sound.job.ts';
import { AVATAR_JOB } from '../domain/profiles/avatar.service.ts';
import { avatarJob } from './avatar.job.ts';
import { trendingTagsJob } from './trending-tags.job.ts';
import { TRENDING_TAGS_JOB } from '../domain/search/tag.service.ts';
import { SEND_MAIL_JOB } from '../mail/mail-queue.ts';
import { sendMailJob } from './send-mail.job.ts';
import { DATA_EXPORT_JOB } from '../domain/account/data-export.service.ts';
import { ERASE_ACCOUNT_JOB } from '../domain/account/account-deletion.service.ts';
import { SHARE_CARD_JOB } from '../domain/share/share-preview.service.ts';
import { SMALL_AVATAR_JOB, smallAvatarJob } from './small-avatar.job.ts';

/**
 * Every job kind Popreel runs; the in-process workers and `npm run worker` both use this list. Media tools and
 * AI calls run only here (decision 023), each kind in its group's per-worker cap (job-groups.ts).
 */
export function registerJobs(ctx: AppContext) {
  const media = { group: 'media' } as const;
  ctx.jobs.register('transcode', transcodeJob(ctx), media);
  ctx.jobs.register(RECOMMENDATIONS_JOB, recommendationsJob(ctx));
  ctx.jobs.register(SHARE_CARD_JOB, shareCardJob(ctx), media);
  // Frames by ffmpeg, then the AI endpoint: the heavier of the two decides its group.
  ctx.jobs.register('ai-caption', aiCaptionJob(ctx), media);
  ctx.jobs.register(BUILD_MATCH_SUGGESTIONS, async ({ userId }: { userId: string }) => {
    await ctx.services.matchSuggestions.build(userId);
  }, { group: 'ai' });
  ctx.jobs.register(STORY_VIDEO_JOB, storyVideoJob(ctx), media);
  ctx.jobs.register(STORY_IMAGE_JOB, storyImageJob(ctx), media);
  ctx.jobs.register(VIDEO_EDIT_JOB, videoEditJob(ctx), media);
  ctx.jobs.register(ORIGINAL_SOUND_JOB, originalSoundJob(ctx), media);
  ctx.jobs.register(AVATAR_JOB, avatarJob(ctx), media);
  ctx.jobs.register(SMALL_AVATAR_JOB, smallAvatarJob(ctx), media);
  ctx.jobs.register(TRENDING_TAGS_JOB, trendingTagsJob(ctx));
  ctx.jobs.register(EXPIRE_STORIES_JOB, async () => {
    await ctx.services.stories.expireDue();
  });
  ctx.jobs.register(SEND_MAIL_JOB, sendMailJob(ctx));
  // Zipping streams files from storage to storage: I/O, not CPU, but it may be large, so one per core at most.
  ctx.jobs.register(DATA_EXPORT_JOB, async ({ exportId }: { exportId: string }, job) => {
    try {
      await ctx.services.dataExports.build(exportId);
    } catch (error) {
      if (job.lastAttempt) await ctx.services.dataExports.markFailed(exportId);
      throw error;
    }
  }, media);
  ctx.jobs.register(ERASE_ACCOUNT_JOB, async ({ userId }: { userId: string }) => {
    await ctx.services.accountDeletion.erase(userId);
  });
}
