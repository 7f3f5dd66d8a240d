import type { CommentControlsRepo, ControlledComment } from '../../data/repos/comment-controls.repo.ts';
import { COMMENT_CONTROL_MESSAGES } from '../../../shared/audience.ts';
import { DomainError, forbidden, notFound } from '../errors.ts';

/** What a comment is after the creator acted on it. */
export interface CommentControlState {
  id: string;
  hidden: boolean;
  pinned: boolean;
}

/**
 * What a video's creator may do to the comments under it (issue 38): hide one (its author and the creator
 * still see it), and pin one to show first. Nobody else may, not even the comment's author.
 */
export class CommentControlsService {
  constructor(private readonly repo: CommentControlsRepo) {}

  private async creatorsComment(userId: string, commentId: string): Promise<ControlledComment> {
    const comment = await this.repo.find(commentId);
    if (!comment) throw notFound(COMMENT_CONTROL_MESSAGES.commentNotFound);
    if (comment.creatorId !== userId) throw forbidden(COMMENT_CONTROL_MESSAGES.notCreator);
    return comment;
  }

  async setHidden(userId: string, commentId: string, hidden: boolean): Promise<CommentControlState> {
    const comment = await this.creatorsComment(userId, commentId);
    await this.repo.setHidden(comment, hidden);
    return { id: comment.id, hidden, pinned: comment.pinned && !hidden };
  }

  /** Only a top-level comment that is not hidden can be pinned (a pin shows it first, to everyone). */
  async setPinned(userId: string, commentId: string, pinned: boolean): Promise<CommentControlState> {
    const comment = await this.creatorsComment(userId, commentId);
    if (pinned) {
      if (comment.parentId) throw new DomainError('bad_request', COMMENT_CONTROL_MESSAGES.pinReply);
      if (comment.hidden) throw new DomainError('conflict', COMMENT_CONTROL_MESSAGES.pinHidden);
      await this.repo.pin(comment);
    } else {
      await this.repo.unpin(comment);
    }
    return { id: comment.id, hidden: comment.hidden, pinned };
  }
}
