import { sql } from 'kysely';
import type { Db } from '../db.ts';

/** A pair in the order the matches table keeps it. */
const pair = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

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
      const { userA, userB } = pair(swiperId, swipedId);
      await sql`select pg_advisory_xact_lock(hashtextextended(${`match:${userA}:${userB}`}, 0))`.execute(trx);
      const inserted = await trx
        .insertInto('swipes')
        .values({ swiperId: swiperId, swipedId: swipedId, direction })
        .onConflict((oc) => oc.doNothing())
        .returning('swiperId')
        .executeTakeFirst();
      if (!inserted) return { kind: 'duplicate' };
      if (direction === 'left') return { kind: 'recorded', roomId: null };
      const answered = await trx
        .selectFrom('swipes')
        .select('swiperId')
        .where('swiperId', '=', swipedId)
        .where('swipedId', '=', swiperId)
        .where('direction', '=', 'right')
        .executeTakeFirst();
      if (!answered) return { kind: 'recorded', roomId: null };
      const room = await trx.insertInto('chatRooms').values({ name: roomName, createdBy: null, isPrivate: true }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('chatRoomMembers').values([{ roomId: room.id, userId: swiperId }, { roomId: room.id, userId: swipedId }]).execute();
      await trx.insertInto('matches').values({ userA, userB, roomId: room.id }).execute();
      return { kind: 'recorded', roomId: room.id };
    });
  }

  /** Unmatching: the private room (and so the match and its messages) is gone for both; the unmatcher's swipe turns left. */
  unmatch(userId: string, otherId: string): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const closed = await this.closeMatch(trx, userId, otherId);
      if (closed) await trx.updateTable('swipes').set({ direction: 'left' }).where('swiperId', '=', userId).where('swipedId', '=', otherId).execute();
      return closed;
    });
  }

  /** Closes the pair's match and private room, if any (used by unmatch and by a block). */
  async closeMatch(db: Db, a: string, b: string): Promise<boolean> {
    const { userA, userB } = pair(a, b);
    const match = await db.deleteFrom('matches').where('userA', '=', userA).where('userB', '=', userB).returning('roomId').executeTakeFirst();
    if (!match) return false;
    await db.deleteFrom('chatRooms').where('id', '=', match.roomId).execute();
    return true;
  }
}
