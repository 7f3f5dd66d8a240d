import type { DraftsRepo } from '../../data/repos/drafts.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import { STUDIO_MESSAGES } from '../../../shared/studio.ts';
import { DomainError, forbidden, notFound } from '../errors.ts';

/**
 * Posting a creator's draft (issue 42, decision 054). Drafts are saved from the upload screen or the editor,
 * private to their owner, listed in the Drafts tab (ProfileService.drafts) and edited like any video of theirs.
 */
export class DraftsService {
  constructor(
    private readonly drafts: DraftsRepo,
    private readonly jobs: JobQueue,
  ) {}

  /** Followers hear of it once it plays: now, or when its processing ends (the transcode tells them then). */
  async post(userId: string, videoId: string) {
    const outcome = await this.drafts.post(userId, videoId, (trx) => this.jobs.enqueue('publish-video', { videoId }, { within: trx }));
    if (outcome.kind === 'missing') throw notFound('Video not found');
    if (outcome.kind === 'not_owner') throw forbidden(STUDIO_MESSAGES.notYourDraft);
    if (outcome.kind === 'already_posted') throw new DomainError('conflict', STUDIO_MESSAGES.alreadyPosted, 409);
    this.jobs.nudge();
    return { id: videoId, draft: false as const, status: outcome.status };
  }
}
