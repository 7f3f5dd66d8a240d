import type { CommentRepo } from '../../data/repos/comment.repo.ts';
import type { InteractionsRepo } from '../../data/repos/interactions.repo.ts';
import type { Bus } from '../../bus/bus.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { NotificationEvents } from '../notifications/notification-events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import { commentSchema } from '../../../shared/content.schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';

/** A page as large as the list used to be whole: the comments dialog shows the first page and no more. */
const COMMENT_PAGE_SIZE = 500;

export const videoChannel = (videoId: string) => `video:${videoId}`;

export class CommentService {
  constructor(
    private readonly comments: CommentRepo,
    private readonly videos: InteractionsRepo,
    private readonly bus: Bus,
    private readonly media: MediaUrls,
    private readonly events: NotificationEvents,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
  ) {}

  async list(viewerId: string | null, videoId: string, cursor?: string) {
    const after = timeCursor(cursor);
    if (!(await this.videos.visibleVideo(viewerId, videoId))) throw notFound('Video not found');
    const rows = await this.comments.forVideo(videoId, COMMENT_PAGE_SIZE + 1, after);
    return keysetPage(rows, COMMENT_PAGE_SIZE, timeKey, ({ sort_time: _time, ...row }) => this.media.profile(row));
  }

  async post(userId: string, input: unknown) {
    const parsed = commentSchema.safeParse(input);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Failed to post comment');
    if (!(await this.videos.visibleVideo(userId, parsed.data.video_id))) throw notFound('Video not found');
    const comment = { ...parsed.data, user_id: userId };
    const { id, notified } = await this.comments.insertNotifying(comment, (within, commentId, people) =>
      this.events.commentPosted(within, { ...comment, id: commentId }, people),
    );
    await this.bus.publish({ channel: videoChannel(parsed.data.video_id), event: 'comment.created', id });
    await this.notifications.announceAll(notified);
    return this.media.profile((await this.comments.findOwn(id))!);
  }

  /** Realtime loader: the comment with its author, or none when the author is banned (never delivered). */
  async load(id: string) {
    const row = await this.comments.findWithAuthor(id);
    return row ? this.media.profile(row) : null;
  }
}
