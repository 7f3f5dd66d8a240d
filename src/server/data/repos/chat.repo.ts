import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorAvatar, authorName, authorNotBanned, userNotBanned } from './visibility.ts';
import { afterCursor, type TimeCursor } from './keyset.ts';

export interface RoomRow {
  id: string;
  name: string;
  isPrivate: boolean;
  createdBy: string | null;
  createdAt: Date;
  /** created_at as PostgreSQL prints it (microseconds kept), for the list's cursor. */
  sortTime: string;
  messageCount: number;
  lastSeq: number;
  lastMessageAt: Date | null;
  lastContent: string | null;
  lastUsername: string | null;
  unreadCount: number;
  partnerId: string | null;
  partnerUsername: string | null;
  partnerAvatarUrl: string | null;
}

export interface MessageRow {
  id: string;
  roomId: string;
  senderId: string;
  content: string;
  createdAt: Date;
  seq: number;
  username: string;
  avatarUrl: string | null;
}

/** Counting unread stops here: the badge shows "99+" long before anyone reads that many. */
const UNREAD_COUNT_CAP = 100;

/** A room the viewer may read: every public room, and private rooms they are a member of. */
export const readableBy = (viewerId: string) =>
  sql<boolean>`(not r.is_private or exists (select 1 from chat_room_members mem where mem.room_id = r.id and mem.user_id = ${viewerId}))`;

/** Messages whose sender the viewer has blocked are never shown to them. */
const notBlockedBy = (viewerId: string, alias: string) =>
  sql`not exists (select 1 from blocks b where b.blocker_id = ${viewerId} and b.blocked_id = ${sql.ref(`${alias}.sender_id`)})`;

export class ChatRepo {
  constructor(private readonly db: Db) {}

  /** Rooms as the list shows them, newest first; `after` is the last row of the previous page. */
  async rooms(viewerId: string, options: { after?: TimeCursor | null; roomId?: string; limit: number }) {
    const after = afterCursor(['r.created_at', 'r.id'], options.after ?? null);
    const only = options.roomId ? sql`and r.id = ${options.roomId}` : sql``;
    const result = await sql<RoomRow>`
      select r.id, r.name, r.is_private, r.created_by, r.created_at, r.created_at::text as sort_time, r.message_count, r.last_seq, r.last_message_at,
             last.content as last_content, last.username as last_username,
             (select count(*)::int from (
                select 1 from chat_messages m
                 where m.room_id = r.id and m.seq > coalesce(rd.last_read_seq, 0) and m.sender_id <> ${viewerId}
                   and ${notBlockedBy(viewerId, 'm')} and ${userNotBanned('m.sender_id')}
                 limit ${UNREAD_COUNT_CAP}) unread) as unread_count,
             partner.user_id as partner_id, partner.username as partner_username, partner.avatar_url as partner_avatar_url
        from chat_rooms r
        left join chat_reads rd on rd.room_id = r.id and rd.user_id = ${viewerId}
        left join lateral (
          select m.content, ${authorName('p')} as username from chat_messages m join profiles p on p.user_id = m.sender_id
           where m.room_id = r.id and ${notBlockedBy(viewerId, 'm')} and ${authorNotBanned('p')}
           order by m.seq desc limit 1) last on true
        left join lateral (
          select p.user_id, ${authorName('p')} as username, ${authorAvatar('p')} as avatar_url from chat_room_members mem join profiles p on p.user_id = mem.user_id
           where r.is_private and mem.room_id = r.id and mem.user_id <> ${viewerId} limit 1) partner on true
       where ${readableBy(viewerId)} ${after} ${only}
       order by r.created_at desc, r.id desc
       limit ${options.limit}`.execute(this.db);
    return result.rows;
  }

  async canRead(viewerId: string, roomId: string): Promise<boolean> {
    const result = await sql`select 1 from chat_rooms r where r.id = ${roomId} and ${readableBy(viewerId)}`.execute(this.db);
    return result.rows.length > 0;
  }

  insertRoom(name: string, createdBy: string) {
    return this.db.insertInto('chatRooms').values({ name, createdBy: createdBy, isPrivate: false }).returning('id').executeTakeFirstOrThrow();
  }

  /**
   * A page of messages, newest `limit` before `before`, or oldest `limit` after `after`; returned oldest
   * first. History and catch-up both come through here, so neither holds a banned sender's messages.
   */
  async messages(viewerId: string, roomId: string, page: { before?: number; after?: number; limit: number }): Promise<MessageRow[]> {
    let query = this.withSender()
      .where('m.roomId', '=', roomId)
      .where(authorNotBanned('p'))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('blocks as b').select('b.blockerId').where('b.blockerId', '=', viewerId).whereRef('b.blockedId', '=', 'm.senderId'))),
      )
      .limit(page.limit);
    if (page.after !== undefined) return query.where('m.seq', '>', page.after).orderBy('m.seq', 'asc').execute();
    if (page.before !== undefined) query = query.where('m.seq', '<', page.before);
    return (await query.orderBy('m.seq', 'desc').execute()).reverse();
  }

  /** One message as others may see it (the realtime delivery): none when its sender is banned. */
  message(id: string) {
    return this.withSender().where('m.id', '=', id).where(authorNotBanned('p')).executeTakeFirst();
  }

  /** One message as its sender sees it, the answer to their post. */
  sentMessage(id: string) {
    return this.withSender().where('m.id', '=', id).executeTakeFirst();
  }

  private withSender() {
    return this.db
      .selectFrom('chatMessages as m')
      .innerJoin('profiles as p', 'p.userId', 'm.senderId')
      .select(['m.id', 'm.roomId', 'm.senderId', 'm.content', 'm.createdAt', 'm.seq'])
      // A deleted account's messages stay in the conversation, as 'deleted user' (decision 025).
      .select([authorName('p').as('username'), authorAvatar('p').as('avatarUrl')]);
  }

  /** Inserts a message and marks the room read up to it for its sender, in one transaction. */
  insertMessage(roomId: string, senderId: string, content: string) {
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('chatMessages').values({ roomId: roomId, senderId: senderId, content }).returning(['id', 'seq']).executeTakeFirstOrThrow();
      await this.markReadIn(trx, senderId, roomId, row.seq);
      return row;
    });
  }

  markRead(viewerId: string, roomId: string, seq: number) {
    return this.markReadIn(this.db, viewerId, roomId, seq);
  }

  /** Never moves backwards, and never past the room's newest message. */
  private async markReadIn(db: Db, viewerId: string, roomId: string, seq: number) {
    await sql`
      insert into chat_reads (room_id, user_id, last_read_seq)
      select id, ${viewerId}, least(${seq}::bigint, last_seq) from chat_rooms where id = ${roomId}
      on conflict (user_id, room_id) do update set last_read_seq = greatest(chat_reads.last_read_seq, excluded.last_read_seq)`.execute(db);
  }
}
