import type { ChatRepo, MessageRow, RoomRow } from '../../data/repos/chat.repo.ts';
import type { Bus } from '../../bus/bus.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { NotificationEvents } from '../notifications/notification-events.ts';
import type { NotificationService } from '../notifications/notification.service.ts';
import type { ChatMessage, ChatMessagePage, ChatRoomPage, ChatRoomSummary } from '../../../shared/chat-answers.schema.ts';
import { CHAT_MESSAGES } from '../../../shared/chat-messages.ts';
import { chatMessageSchema, firstIssueMessage, roomSchema } from '../../../shared/content.schema.ts';
import { CHAT_PAGE_SIZE } from '../../../shared/constants.ts';
import { keysetPage, timeCursor, timeKey } from '../paging/page.ts';
import { badRequest, notFound } from '../errors.ts';
import { realtimeEvent } from '../../../shared/realtime-catalog.ts';

const ROOMS_PAGE_SIZE = 30;
/** A reconnecting client catches up this many messages per request, paging on while has_newer. */
const CATCH_UP_PAGE_SIZE = 100;

/** How long a posted message waits for this instance's realtime delivery to pick it up without a query. */
const JUST_POSTED_MS = 10_000;

/** Chat rooms and their messages: who may read and post is decided here and in the room channel rule. */
export class ChatService {
  private readonly justPosted = new Map<string, ChatMessage>();

  constructor(
    private readonly chat: ChatRepo,
    private readonly bus: Bus,
    private readonly media: MediaUrls,
    private readonly events: NotificationEvents,
    private readonly notifications: Pick<NotificationService, 'announceAll'>,
  ) {}

  async rooms(viewerId: string, cursor?: string): Promise<ChatRoomPage> {
    const rows = await this.chat.rooms(viewerId, { after: timeCursor(cursor), limit: ROOMS_PAGE_SIZE + 1 });
    return keysetPage(rows, ROOMS_PAGE_SIZE, timeKey, (row) => this.summary(row));
  }

  async room(viewerId: string, roomId: string): Promise<ChatRoomSummary> {
    const [row] = await this.chat.rooms(viewerId, { roomId, limit: 1 });
    if (!row) throw notFound(CHAT_MESSAGES.roomNotFound);
    return this.summary(row);
  }

  async createRoom(userId: string, input: unknown): Promise<ChatRoomSummary> {
    const parsed = roomSchema.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    const { id } = await this.chat.insertRoom(parsed.data.name, userId);
    return this.room(userId, id);
  }

  async messages(viewerId: string, roomId: string, page: { before?: number; after?: number }): Promise<ChatMessagePage> {
    if (page.before !== undefined && page.after !== undefined) throw badRequest('Use before or after, not both');
    await this.requireReadable(viewerId, roomId);
    const limit = page.after !== undefined ? CATCH_UP_PAGE_SIZE : CHAT_PAGE_SIZE;
    const rows = await this.chat.messages(viewerId, roomId, { ...page, limit: limit + 1 });
    const catchingUp = page.after !== undefined;
    // One extra row tells whether there is more; it sits at the far end from the cursor.
    const more = rows.length > limit;
    const items = more ? (catchingUp ? rows.slice(0, limit) : rows.slice(1)) : rows;
    return { items: await Promise.all(items.map((row) => this.toMessage(row))), hasOlder: !catchingUp && more, hasNewer: catchingUp && more };
  }

  async post(userId: string, roomId: string, input: unknown): Promise<ChatMessage> {
    const parsed = chatMessageSchema.safeParse({ ...(input as object), roomId: roomId });
    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    await this.requireReadable(userId, roomId);
    const { id } = await this.chat.insertMessage(roomId, userId, parsed.data.content);
    // The sender's own answer reads their message as they see it (load() is what everyone else gets).
    const message = await this.toMessage((await this.chat.sentMessage(id))!);
    // This instance's hub will load the same message for the room right away: hand it over instead.
    this.justPosted.set(id, message);
    setTimeout(() => this.justPosted.delete(id), JUST_POSTED_MS).unref();
    await this.bus.publish(realtimeEvent('room', roomId, 'chat.message', id));
    // After the message's own transaction (which also moves the sender's read mark): a mention is told once
    // the message is there to open, and a failure to tell never loses the message.
    const mentioned = await this.events.chatPosted({ id, roomId: roomId, senderId: userId, content: parsed.data.content });
    await this.notifications.announceAll(mentioned);
    return message;
  }

  async markRead(viewerId: string, roomId: string, seq: number) {
    await this.requireReadable(viewerId, roomId);
    await this.chat.markRead(viewerId, roomId, seq);
  }

  /** Realtime loader: the message with its sender, or none when the sender is banned (never delivered). */
  async load(id: string): Promise<ChatMessage | null> {
    const posted = this.justPosted.get(id);
    if (posted) return posted;
    const row = await this.chat.message(id);
    return row ? this.toMessage(row) : null;
  }

  private async requireReadable(viewerId: string, roomId: string) {
    if (!(await this.chat.canRead(viewerId, roomId))) throw notFound(CHAT_MESSAGES.roomNotFound);
  }

  private async toMessage(row: MessageRow): Promise<ChatMessage> {
    return { ...row, createdAt: row.createdAt.toISOString(), avatarUrl: await this.media.sign(row.avatarUrl) };
  }

  private async summary(row: RoomRow): Promise<ChatRoomSummary> {
    return {
      id: row.id,
      name: row.name,
      isPrivate: row.isPrivate,
      createdBy: row.createdBy,
      createdAt: row.createdAt.toISOString(),
      messageCount: row.messageCount,
      lastSeq: row.lastSeq,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      lastMessage: row.lastContent === null ? null : { content: row.lastContent, username: row.lastUsername ?? '' },
      unreadCount: row.unreadCount,
      partner: row.partnerId
        ? { userId: row.partnerId, username: row.partnerUsername!, avatarUrl: await this.media.sign(row.partnerAvatarUrl) }
        : null,
    };
  }
}
