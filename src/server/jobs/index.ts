import type { AppContext } from '../context.ts';
import type { JobHandler, JobQueue } from '../queue/queue.ts';
import type { JobKind, JobPayload } from '../queue/job-catalog.ts';
import type { JobGroup } from '../queue/job-groups.ts';
import { transcodeJob } from './transcode.job.ts';
import { recommendationsJob } from './recommendations.job.ts';
import { shareCardJob } from './share-card.job.ts';
import { ladderJob } from './ladder.job.ts';
import { aiCaptionJob } from './ai-caption.job.ts';
import { storyImageJob } from './story-image.job.ts';
import { storyVideoJob } from './story-video.job.ts';
import { videoEditJob } from './video-edit.job.ts';
import { originalSoundJob } from './original-sound.job.ts';
import { avatarJob } from './avatar.job.ts';
import { trendingTagsJob } from './trending-tags.job.ts';
import { housekeepingJob } from './housekeeping.ts';
import { scheduledPostsJob } from './scheduled-posts.ts';
import { viewRollupJob } from './view-rollup.ts';
import { sendMailJob } from './send-mail.job.ts';
import { smallAvatarJob } from './small-avatar.job.ts';
import { sendPushJob } from './send-push.job.ts';
import { ingestRemoteVideo } from '../federation/remote-videos.ts';
import { fetchRemoteAvatar } from '../federation/remote-avatars.ts';
import { transcribeJob } from './transcribe.job.ts';
import { createTranscriber } from '../ai/transcribers.ts';

/** A handler for every kind in the catalog, with its group: a kind left out (or misnamed) does not compile. */
type JobTable = { [K in JobKind]: { run: JobHandler<JobPayload<K>>; group?: JobGroup } };

/**
 * Every job kind Popreel runs; the in-process workers and `npm run worker` both use this list. Media tools and
 * AI calls run only here (decision 023), each kind in its group's per-worker cap (job-groups.ts).
 */
export function registerJobs(ctx: AppContext) {
  const media = 'media';
  const table: JobTable = {
    transcode: { run: transcodeJob(ctx), group: media },
    'publish-video': { run: ({ videoId }) => ctx.services.videoProcessing.tellOfReady(videoId) },
    recommendations: { run: recommendationsJob(ctx) },
    'share-card': { run: shareCardJob(ctx), group: media },
    ladder: { run: ladderJob(ctx), group: media },
    // Frames by ffmpeg, then the AI endpoint: the heavier of the two decides its group.
    'ai-caption': { run: aiCaptionJob(ctx), group: media },
    // ffmpeg, then the speech model on the CPU (or an endpoint): media either way.
    transcribe: { run: transcribeJob(ctx, createTranscriber(ctx.config.transcribe)), group: media },
    'build-match-suggestions': { run: async ({ userId }) => void (await ctx.services.matchSuggestions.build(userId)), group: 'ai' },
    'story-video': { run: storyVideoJob(ctx), group: media },
    'story-image': { run: storyImageJob(ctx), group: media },
    'video-edit': { run: videoEditJob(ctx), group: media },
    'original-sound': { run: originalSoundJob(ctx), group: media },
    avatar: { run: avatarJob(ctx), group: media },
    'small-avatar': { run: smallAvatarJob(ctx), group: media },
    'trending-tags': { run: trendingTagsJob(ctx) },
    // Periodic work (decision 060): each run queues its own next one; startHousekeeping queues the first.
    housekeeping: { run: housekeepingJob(ctx) },
    'scheduled-posts': { run: scheduledPostsJob(ctx) },
    'view-rollup': { run: viewRollupJob(ctx) },
    'expire-stories': { run: async () => void (await ctx.services.stories.expireDue()) },
    'send-mail': { run: sendMailJob(ctx) },
    'send-push': { run: sendPushJob(ctx) },
    // Zipping streams files from storage to storage: I/O, not CPU, but it may be large, so one per core at most.
    'data-export': {
      run: async ({ exportId }, job) => {
        try {
          await ctx.services.dataExports.build(exportId, ctx.federation.portable);
        } catch (error) {
          if (job.lastAttempt) await ctx.services.dataExports.markFailed(exportId);
          throw error;
        }
      },
      group: media,
    },
    // A download through the guarded request, then the upload's own checks and a transcode job: network-bound.
    'import-video': { run: ({ itemId }, job) => ctx.services.videoImports.importVideo(itemId, job.lastAttempt) },
    // Each blocked or muted account is looked up by handle (another server's over the network): network-bound.
    'import-archive': { run: ({ importId }) => ctx.services.archiveImports.applyAccount(importId, ctx.federation.accountFinder) },
    federation: { run: ({ message }) => ctx.federation.queue.run(message) },
    federate: { run: (event) => ctx.federation.publisher.handle(event) },
    // One prepared activity posted to one inbox through the address guard (issue 52).
    deliver: { run: (payload) => ctx.federation.deliverer.deliver(payload) },
    // A download within the upload limits, then a transcode job of its own: network-bound, not media-bound.
    'remote-video': { run: (payload) => ingestRemoteVideo(ctx.federation.deps, payload) },
    // Fetched and checked here, then made square by the avatar job's own code, under the media cap.
    'remote-avatar': {
      run: async ({ userId }) => {
        const uploadKey = await fetchRemoteAvatar(ctx.federation.deps, userId);
        if (uploadKey) await avatarJob(ctx)({ userId, uploadKey });
      },
      group: media,
    },
    'blocklist-refresh': { run: ({ id }) => ctx.services.blocklists.refresh(id) },
    'carry-follows': { run: ({ fromUserId, toUserId }) => ctx.services.accountMoves.carryFollows(fromUserId, toUserId) },
    'erase-account': { run: async ({ userId }) => void (await ctx.services.accountDeletion.erase(userId)) },
  };
  for (const kind of Object.keys(table) as JobKind[]) register(ctx.jobs, kind, table[kind]);
  // Fedify's tasks run as `federation` jobs: this process handles them whenever it runs workers.
  void ctx.federation.federation.startQueue(undefined);
}

/** One kind at a time, so its handler and payload type stay paired. */
function register<K extends JobKind>(jobs: JobQueue, kind: K, entry: JobTable[K]) {
  jobs.register(kind, entry.run, entry.group ? { group: entry.group } : {});
}
