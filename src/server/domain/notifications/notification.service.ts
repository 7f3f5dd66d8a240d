import type { NotificationRepo } from '../../data/repos/notification.repo.ts';
import type { Bus } from '../../bus/bus.ts';
import type { MediaUrls } from '../media-urls.ts';
import { NOTIFICATIONS_FETCHED } from '../../../shared/constants.ts';
import { notFound } from '../errors.ts';
import { isoTime } from '../iso-time.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';

export const notificationChannel = (userId: string) => `notifications:${userId}`;

/** Only the owner ever reads or marks a notification: every query is scoped by the viewer's id. */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepo,
    private readonly bus: Bus,
    private readonly media: MediaUrls,
  ) {}

  /** The list, NOTIFICATIONS_FETCHED a page, newest first. */
  async list(userId: string, cursor?: string) {
    const rows = await this.repo.latestFor(userId, NOTIFICATIONS_FETCHED + 1, timeCursor(cursor));
    return keysetPage(rows, NOTIFICATIONS_FETCHED, timeKey, ({ sort_time: _time, ...row }) => this.present(row));
  }

  unreadCount(userId: string) {
    return this.repo.unreadCount(userId);
  }

  async markRead(userId: string, id: string) {
    const updated = await this.repo.markRead(userId, id);
    if (!updated) throw notFound('Notification not found');
    await this.bus.publish({ channel: notificationChannel(userId), event: 'notification.read', id });
  }

  async markAllRead(userId: string) {
    await this.repo.markAllRead(userId);
    await this.bus.publish({ channel: notificationChannel(userId), event: 'notification.read', id: 'all' });
  }

  /** Database triggers create follow/like notifications; the service that wrote the row announces it. */
  async announce(userId: string, notificationId: string) {
    await this.bus.publish({ channel: notificationChannel(userId), event: 'notification.created', id: notificationId });
  }

  /**
   * Realtime loader: the full row with the sender, so clients need no refetch. A row its banned sender's
   * rule hides is not delivered at all; a row that is gone sends its id, so clients read the list again.
   */
  async load(id: string) {
    const row = await this.repo.findWithSender(id);
    if (row) return this.present(row);
    return (await this.repo.exists(id)) ? null : { id };
  }

  /** The row as clients see it: a signed avatar link and the time as an ISO string. */
  private async present<T extends { from_avatar_url: string | null; created_at: Date }>(row: T) {
    return { ...row, created_at: isoTime(new Date(row.created_at)), from_avatar_url: await this.media.sign(row.from_avatar_url) };
  }
}
