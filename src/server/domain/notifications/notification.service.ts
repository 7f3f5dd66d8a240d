import { isPopreelNews } from '../../../shared/notification-words.ts';
import type { NotificationRepo } from '../../data/repos/notification.repo.ts';
import type { NotificationSettingsRepo } from '../../data/repos/notification-settings.repo.ts';
import type { TouchedGroup } from '../../data/repos/notification-writes.repo.ts';
import type { Bus } from '../../bus/bus.ts';
import type { MediaUrls } from '../media-urls.ts';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_DEFAULTS, NOTIFICATIONS_FETCHED, type NotificationSettingKind } from '../../../shared/constants.ts';
import { badRequest, notFound } from '../errors.ts';
import { isoTime } from '../iso-time.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import type { PushService } from '../push/push.service.ts';
import { notificationPath } from '../../../shared/notification-words.ts';
import type { Locale } from '../../../shared/i18n/locales.ts';
import { pushWords } from './push-words.ts';
import { realtimeEvent } from '../../../shared/realtime-catalog.ts';


/** How many people a group's "See all" shows a page. */
const ACTORS_PAGE_SIZE = 50;

type GroupRow = NonNullable<Awaited<ReturnType<NotificationRepo['findWithActor']>>>;

/**
 * Notification groups (decision 043): only the owner ever reads or marks one, so every query is scoped by the
 * viewer's id. The rows are written by the database triggers and NotificationWritesRepo; this announces them.
 */
export class NotificationService {
  constructor(
    private readonly repo: NotificationRepo,
    private readonly settings: NotificationSettingsRepo,
    private readonly bus: Bus,
    private readonly media: MediaUrls,
    private readonly push: Pick<PushService, 'notify' | 'reaches'>,
    /** The recipient's language (issue 39): a push is written in it. */
    private readonly languageOf: (userId: string) => Promise<Locale> = async () => 'en',
  ) {}

  /** The list of groups, NOTIFICATIONS_FETCHED a page, the most recently active first. */
  async list(userId: string, cursor?: string) {
    const rows = await this.repo.latestFor(userId, NOTIFICATIONS_FETCHED + 1, timeCursor(cursor));
    // The avatars of a whole page's latest actors in one query.
    const profiles = await this.profilesOf(rows.flatMap((row) => row.latestActorIds));
    return keysetPage(rows, NOTIFICATIONS_FETCHED, timeKey, ({ sortTime: _time, ...row }) => this.present(row, profiles));
  }

  /** Everyone in one of the viewer's groups; someone else's group is not found. */
  async actors(userId: string, groupId: string, cursor?: string) {
    const after = timeCursor(cursor);
    const group = await this.repo.ownerOf(groupId);
    if (!group || group.userId !== userId) throw notFound('Notification not found');
    const rows = await this.repo.actors(groupId, ACTORS_PAGE_SIZE + 1, after);
    return keysetPage(rows, ACTORS_PAGE_SIZE, timeKey, async (row) => ({ userId: row.userId, username: row.username, avatarUrl: await this.media.sign(row.avatarUrl) }));
  }

  unreadCount(userId: string) {
    return this.repo.unreadCount(userId);
  }

  async markRead(userId: string, id: string) {
    const updated = await this.repo.markRead(userId, id);
    if (!updated) throw notFound('Notification not found');
    await this.bus.publish(realtimeEvent('notifications', userId, 'notification.read', id));
  }

  async markAllRead(userId: string) {
    await this.repo.markAllRead(userId);
    await this.bus.publish(realtimeEvent('notifications', userId, 'notification.read', 'all'));
  }

  /** A group was created or moved (a follow, like, comment…): its owner's clients move it to the top. */
  async announce(userId: string, groupId: string) {
    await this.bus.publish(realtimeEvent('notifications', userId, 'notification.created', groupId));
    await this.delivered({ userId: userId, groupId: groupId });
  }

  async announceAll(groups: TouchedGroup[]) {
    for (const group of groups) await this.announce(group.userId, group.groupId);
  }

  /**
   * Called once for every group an event created or updated, after the realtime event: when its owner wants
   * this kind pushed, one push per group is queued with the group's words as they are now. Pushes of one
   * group within PUSH_GROUP_SECONDS are one push with the latest text, so a burst of 30 likes is one
   * "sofia_travels and 29 others liked your video" (decision 044). A chat mention says only that it happened.
   */
  async delivered(touched: TouchedGroup): Promise<void> {
    // Every like, follow and comment passes here: someone with no subscribed browser costs one index probe.
    if (!(await this.push.reaches(touched.userId))) return;
    const group = await this.repo.findWithActor(touched.groupId);
    // Popreel's own news (an export, a scheduled post) is for the list, not a push named after the reader.
    if (!group || isPopreelNews(group.type) || !(await this.wantsPush(group.userId, group.type))) return;
    const facts = {
      type: group.type, fromUserId: group.fromUserId, fromUsername: group.fromUsername, actorCount: group.actorCount,
      excerpt: group.excerpt, videoId: group.videoId, chatRoomId: group.chatRoomId,
    };
    await this.push.notify(group.userId, {
      ...pushWords(await this.languageOf(group.userId), facts),
      url: notificationPath(facts, group.userId) ?? '/notifications',
      tag: `notification:${group.id}`,
      icon: group.fromAvatarUrl,
      urgency: group.type === 'mention' || group.type === 'reply' ? 'high' : 'normal',
    });
  }

  /** Whether the person wants this kind pushed to a closed app (their setting, else the default). */
  wantsPush(userId: string, kind: string) {
    return this.settings.wants(userId, kind, 'push');
  }

  /** One row per kind, the saved choice or the default. */
  async settingsOf(userId: string) {
    const saved = new Map((await this.settings.saved(userId)).map((row) => [row.kind, row]));
    return { items: NOTIFICATION_KINDS.map((kind) => ({ kind, ...NOTIFICATION_KIND_DEFAULTS[kind], ...pick(saved.get(kind)) })) };
  }

  async saveSettings(userId: string, rows: Array<{ kind: NotificationSettingKind; inApp: boolean; push: boolean }>) {
    if (new Set(rows.map((row) => row.kind)).size !== rows.length) throw badRequest('Each kind can be listed once');
    await this.settings.save(userId, rows);
    return this.settingsOf(userId);
  }

  /**
   * Realtime loader: the group as the list shows it, so clients need no refetch. A group whose latest actor's
   * rule hides it is not delivered at all; a group that is gone sends its id, so clients read the list again.
   */
  async load(id: string) {
    const row = await this.repo.findWithActor(id);
    if (row) return this.present(row, await this.profilesOf(row.latestActorIds));
    return (await this.repo.exists(id)) ? null : { id };
  }

  private async profilesOf(userIds: string[]) {
    return new Map((await this.repo.profiles([...new Set(userIds)])).map((profile) => [profile.userId, profile]));
  }

  /** The group as clients see it: the latest actors' profiles, signed images, the time as an ISO string. */
  private async present({ latestActorIds, ...row }: GroupRow, profiles: Map<string, { userId: string; username: string; avatarUrl: string | null }>) {
    const actors = await Promise.all(
      latestActorIds.flatMap((id) => profiles.get(id) ?? []).map(async (actor) => ({ ...actor, avatarUrl: await this.media.sign(actor.avatarUrl) })),
    );
    return {
      ...row,
      createdAt: isoTime(new Date(row.createdAt)),
      fromAvatarUrl: await this.media.sign(row.fromAvatarUrl),
      thumbnailUrl: await this.media.sign(row.thumbnailUrl),
      actors,
    };
  }
}

const pick = (row: { inApp: boolean; push: boolean } | undefined) => (row ? { inApp: row.inApp, push: row.push } : {});
