import type { FederationOutbox } from '../federation/federation-outbox.ts';
import type { CommentedVideo, CommentRepo } from '../../data/repos/comment.repo.ts';
import { AUDIENCE_MESSAGES } from '../../../shared/audience.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import type { Bus } from '../../bus/bus.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { NotificationEvents } from '../notifications/notification-events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { commentSchema } from '../../../shared/content.schema.ts';
import { badRequest, forbidden, notFound } from '../errors.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import { realtimeEvent } from '../../../shared/realtime-catalog.ts';
import type { Settler } from '../settle/settler.ts';

/** A page as large as the list used to be whole: the comments dialog shows the first page and no more. */
const COMMENT_PAGE_SIZE = 500;


export class CommentService {
  constructor(
    private readonly comments: CommentRepo,
    private readonly videos: InteractionsRepo,
    private readonly bus: Bus,
    private readonly media: MediaUrls,
    private readonly events: NotificationEvents,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
    private readonly outbox: FederationOutbox,
    private readonly liveCounts: Pick<Settler, 'touched'>,
  ) {}

  /**
   * A page of the comments the viewer may see (CommentRepo.forVideo), the pinned one first on the first page,
   * with who may comment and whether the viewer may, so the panel shows the composer or says why not.
   */
  async list(viewerId: string | null, videoId: string, cursor?: string) {
    const after = timeCursor(cursor);
    const video = await this.commentedVideo(viewerId, videoId);
    const [rows, pinned] = await Promise.all([
      this.comments.forVideo(video, viewerId, COMMENT_PAGE_SIZE + 1, after),
      after ? undefined : this.comments.pinned(video, viewerId),
    ]);
    const page = await keysetPage(rows, COMMENT_PAGE_SIZE, timeKey, ({ sortTime: _time, ...row }) => this.media.profile({ ...row, pinned: false }));
    const items = pinned ? [await this.media.profile({ ...pinned, pinned: true }), ...page.items] : page.items;
    const refusal = viewerId ? await this.refusal(viewerId, video) : null;
    return { ...page, items, commentPolicy: video.commentPolicy, canComment: viewerId !== null && refusal === null };
  }

  async post(userId: string, input: unknown) {
    const parsed = commentSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to post comment');
    const video = await this.commentedVideo(userId, parsed.data.videoId);
    const refusal = await this.refusal(userId, video);
    if (refusal) throw forbidden(refusal);
    const comment = { ...parsed.data, userId: userId };
    const { id, notified } = await this.comments.insertNotifying(comment, (within, commentId, people) =>
      this.events.commentPosted(within, { ...comment, id: commentId }, people),
    );
    await this.bus.publish(realtimeEvent('video', parsed.data.videoId, 'comment.created', id));
    this.liveCounts.touched(parsed.data.videoId);
    await this.notifications.announceAll(notified);
    await this.outbox.emit({ event: 'commented', commentId: id });
    return this.media.profile({ ...(await this.comments.findOwn(id))!, hidden: false, pinned: false });
  }

  private async commentedVideo(viewerId: string | null, videoId: string): Promise<CommentedVideo> {
    const video = (await this.videos.visibleVideo(viewerId, videoId)) && (await this.comments.commentedVideo(videoId));
    if (!video) throw notFound('Video not found');
    return video;
  }

  /** Why `userId` may not comment on the video (its comment_policy), or null when they may; the creator always may. */
  private async refusal(userId: string, video: CommentedVideo): Promise<string | null> {
    if (userId === video.userId) return null;
    switch (video.commentPolicy) {
      case 'everyone':
        return null;
      case 'off':
        return AUDIENCE_MESSAGES.commentsOff;
      case 'followers':
        return (await this.comments.follows(userId, video.userId)) ? null : AUDIENCE_MESSAGES.commentsFollowersOnly;
    }
  }

  /** Realtime loader: the comment with its author, or none when the author is banned (never delivered). */
  async load(id: string) {
    const row = await this.comments.findWithAuthor(id);
    return row ? this.media.profile({ ...row, hidden: false, pinned: false }) : null;
  }
}
