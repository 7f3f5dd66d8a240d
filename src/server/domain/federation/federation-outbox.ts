import type { JobQueue } from '../../queue/queue.ts';
import type { FederateEvent } from '../../queue/job-catalog.ts';
import type { FederationRepo } from '../../data/repos/federation.repo.ts';
import type { FederationDeliveriesRepo } from '../../data/repos/federation-deliveries.repo.ts';

/**
 * Where services say what happened that other servers may need to hear (issue 40). An event that concerns
 * someone elsewhere (a remote video's owner, a remote account followed, an author with remote followers)
 * becomes a `federate` job, so the request never waits on the network; the rest cost one indexed lookup and
 * no job, which is every like and follow on a server nobody elsewhere follows.
 */
export class FederationOutbox {
  constructor(
    private readonly jobs: JobQueue,
    private readonly repo: FederationRepo,
    private readonly deliveries: FederationDeliveriesRepo,
  ) {}

  async emit(event: FederateEvent): Promise<void> {
    await this.emitIf(event, await this.concernsElsewhere(event));
  }

  /**
   * The same when the caller's own statement already answered concernsElsewhere's question for this event,
   * from the same rule (a tap: `remote`, and audienceElsewhere for a repost), saving the lookup.
   */
  async emitIf(event: FederateEvent, concernsElsewhere: boolean): Promise<void> {
    if (concernsElsewhere) await this.jobs.enqueue('federate', event, { maxAttempts: 3 });
  }

  /** The publisher's own test of who hears of it, made before a job is queued; it checks again when it runs. */
  private async concernsElsewhere(event: FederateEvent): Promise<boolean> {
    switch (event.event) {
      case 'video-published':
        return this.repo.videoAuthorHasRemoteFollowers(event.videoId);
      // Also where it went before, when nobody there follows now: a narrowed audience is retracted there.
      case 'video-updated':
        return this.videoWentOut(event.videoId);
      case 'video-deleted':
        return this.hasAudienceElsewhere(event.userId);
      case 'account-updated':
        return this.hasAudienceElsewhere(event.userId);
      case 'liked':
      case 'unliked':
        return this.repo.isRemoteVideo(event.videoId);
      // An Announce goes to the reposter's followers elsewhere and to a remote video's creator.
      case 'reposted':
      case 'unreposted':
        return (await this.repo.isRemoteVideo(event.videoId)) || this.hasAudienceElsewhere(event.userId);
      case 'commented':
        return this.repo.commentsOnRemoteVideo(event.commentId);
      case 'followed':
      case 'unfollowed':
        return this.repo.isRemoteAccount(event.followeeId);
      case 'follow-accepted':
        return this.repo.isRemoteAccount(event.followerId);
      case 'reported':
        return this.repo.reportedRemote(event.reportId).then(Boolean);
      // The new account's server always hears of it: the target is elsewhere.
      case 'account-moved':
        return this.repo.isRemoteAccount(event.targetUserId);
    }
  }

  private async videoWentOut(videoId: string) {
    return (await this.repo.videoAuthorHasRemoteFollowers(videoId)) || (await this.deliveries.anyOfVideo(videoId));
  }

  private hasAudienceElsewhere(userId: string) {
    return this.repo.hasAudienceElsewhere(userId);
  }
}
