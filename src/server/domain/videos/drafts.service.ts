import type { DraftsRepo, HoldOutcome, PostOutcome } from '../../data/repos/drafts.repo.ts';
import type { VideoRepo } from '../../data/repos/video.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { STUDIO_MESSAGES } from '../../../shared/studio.ts';
import { DomainError, forbidden, notFound } from '../errors.ts';
import { assertRoomToSchedule, scheduleTime } from './schedule-time.ts';
import { refuseIfMoved, type MovedCheck } from '../account/moved-guard.ts';

/** Scheduled posts the sweep posts per transaction. */
export const SWEEP_BATCH = 100;

/** The refusals every change to an unposted video shares. */
function refuse(outcome: Exclude<PostOutcome | HoldOutcome, { kind: 'posted' } | { kind: 'held' }>): never {
  if (outcome.kind === 'missing') throw notFound('Video not found');
  if (outcome.kind === 'not_owner') throw forbidden(STUDIO_MESSAGES.notYourVideo);
  if (outcome.kind === 'not_scheduled') throw new DomainError('conflict', STUDIO_MESSAGES.notScheduled, 409);
  throw new DomainError('conflict', STUDIO_MESSAGES.alreadyPosted, 409);
}

/**
 * A creator's unposted videos (issue 42): drafts (decision 054), saved from the upload screen or the editor and
 * posted when the owner says, and scheduled posts (decision 055), posted by the workers' sweep at their time.
 * Both are private to their owner, listed in their own tabs (ProfileService) and edited like any video of theirs.
 */
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepo,
    private readonly videos: VideoRepo,
    private readonly jobs: JobQueue,
    private readonly notifications: NotificationService,
    private readonly moves: MovedCheck,
  ) {}

  /** Posts it now. Followers hear of it once it plays: now, or when its processing ends (the transcode tells them then). */
  async post(userId: string, videoId: string) {
    await refuseIfMoved(this.moves, userId);
    const outcome = await this.drafts.post(userId, videoId, (trx) => this.jobs.enqueue('publish-video', { videoId }, { within: trx }));
    if (outcome.kind !== 'posted') refuse(outcome);
    this.jobs.nudge();
    return { id: videoId, draft: false as const, status: outcome.status };
  }

  /** Schedules a draft, or moves a scheduled post to another time (`iso` carries the creator's offset). */
  async schedule(userId: string, videoId: string, iso: string) {
    const at = scheduleTime(iso);
    await refuseIfMoved(this.moves, userId);
    assertRoomToSchedule(await this.videos.scheduledCount(userId));
    const outcome = await this.drafts.hold(userId, videoId, at);
    if (outcome.kind !== 'held') refuse(outcome);
    return { id: videoId, scheduledAt: at };
  }

  /** Cancels a scheduled post: it goes back to the Drafts tab, nothing lost. */
  async unschedule(userId: string, videoId: string) {
    const outcome = await this.drafts.hold(userId, videoId, 'draft', true);
    if (outcome.kind !== 'held') refuse(outcome);
  }

  /** The sweep: posts what is due, then tells each creator over realtime (the notice itself was written with the post). */
  async postDue(limit = SWEEP_BATCH): Promise<number> {
    const posted = await this.drafts.postDue(limit, (trx, videoId) => this.jobs.enqueue('publish-video', { videoId }, { within: trx }));
    if (posted.length) this.jobs.nudge();
    for (const video of posted) await this.notifications.announce(video.userId, video.groupId);
    return posted.length;
  }
}
