import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** A pair in the order the matches table keeps it. */
const pair = (a: string, b: string) => (a < b ? { user_a: a, user_b: b } : { user_a: b, user_b: a });

export type SwipeOutcome = { kind: 'duplicate' } | { kind: 'recorded'; roomId: string | null };

/** Swipes, matches and the private room a match owns. */
export class SwipeRepo {
  constructor(private readonly db: Db) {}

  /**
   * Records a swipe; a right swipe answered by the other's earlier right swipe opens a private room for the
   * two. Both directions of a pair take one advisory lock, so two right swipes at the same moment still
   * see each other and make exactly one match.
   */
  swipe(swiperId: string, swipedId: string, direction: 'left' | 'right', roomName: string): Promise<SwipeOutcome> {
    return this.db.transaction().execute(async (trx) => {
      const { user_a, user_b } = pair(swiperId, swipedId);
      await sql`select pg_advisory_xact_lock(hashtextextended(${`match:${user_a}:${user_b}`}, 0))`.execute(trx);
      const inserted = await trx
        .insertInto('swipes')
        .values({ swiper_id: swiperId, swiped_id: swipedId, direction })
        .onConflict((oc) => oc.doNothing())
        .returning('swiper_id')
        .executeTakeFirst();
      if (!inserted) return { kind: 'duplicate' };
      if (direction === 'left') return { kind: 'recorded', roomId: null };
      const answered = await trx
        .selectFrom('swipes')
        .select('swiper_id')
        .where('swiper_id', '=', swipedId)
        .where('swiped_id', '=', swiperId)
        .where('direction', '=', 'right')
        .executeTakeFirst();
      if (!answered) return { kind: 'recorded', roomId: null };
      const room = await trx.insertInto('chat_rooms').values({ name: roomName, created_by: null, is_private: true }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('chat_room_members').values([{ room_id: room.id, user_id: swiperId }, { room_id: room.id, user_id: swipedId }]).execute();
      await trx.insertInto('matches').values({ user_a, user_b, room_id: room.id }).execute();
      return { kind: 'recorded', roomId: room.id };
    });
  }

  /** Unmatching: the private room (and so the match and its messages) is gone for both; the unmatcher's swipe turns left. */
  unmatch(userId: string, otherId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const closed = await this.closeMatch(trx, userId, otherId);
      if (closed) await trx.updateTable('swipes').set({ direction: 'left' }).where('swiper_id', '=', userId).where('swiped_id', '=', otherId).execute();
      return closed;
    });
  }

  /** Closes the pair's match and private room, if any (used by unmatch and by a block). */
  async closeMatch(db: Db, a: string, b: string): Promise<boolean> {
    const { user_a, user_b } = pair(a, b);
    const match = await db.deleteFrom('matches').where('user_a', '=', user_a).where('user_b', '=', user_b).returning('room_id').executeTakeFirst();
    if (!match) return false;
    await db.deleteFrom('chat_rooms').where('id', '=', match.room_id).execute();
    return true;
  }
}
