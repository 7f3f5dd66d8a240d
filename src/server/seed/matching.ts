import { sql } from 'kysely';
import type { Db } from '../data/db.ts';
import { MatchRepo } from '../data/repos/match.repo.ts';
import { MatchSuggestionBuilder } from '../domain/matching/match-suggestions.ts';

/** Demo singles matching on top of the social graph's swipes (social.ts). */
export const SEED_MATCHING = {
  /** Every demo user but the team account is an opted-in adult, so /match is alive on first start. */
  optedOut: ['popreel_admin'],
  /** What the demo user's match has said so far (other matches start with an empty room). */
  conversation: {
    pair: ['maya_moves', 'noah_fit'] as [string, string],
    messages: [
      ['noah_fit', 'Hey Maya! Matched at last 😄 Still up for that 7-day challenge?'],
      ['maya_moves', 'Haha yes! Day one: your workout, my playlist 🎶'],
      ['noah_fit', 'Deal. Tomorrow 7am, no excuses 💪'],
    ] as [string, string][],
  },
};

/**
 * Inside the seed's transaction, after the swipes: opt-ins, and for every pair that swiped right on each
 * other the private room a match opens, as the swipe route would have made it.
 */
export async function seedMatching(trx: Db, userId: (username: string) => string) {
  await trx.updateTable('profiles').set({ matchingOptIn: true }).where('userId', 'not in', SEED_MATCHING.optedOut.map(userId)).execute();
  const pairs = await sql<{ userA: string; userB: string; name: string; matchedAt: Date }>`
    select a.swiper_id as user_a, a.swiped_id as user_b, pa.username || ' & ' || pb.username as name,
           greatest(a.created_at, b.created_at) as matched_at
      from swipes a
      join swipes b on b.swiper_id = a.swiped_id and b.swiped_id = a.swiper_id and b.direction = 'right'
      join profiles pa on pa.user_id = a.swiper_id
      join profiles pb on pb.user_id = a.swiped_id
     where a.direction = 'right' and a.swiper_id < a.swiped_id`.execute(trx);
  const [talkA, talkB] = SEED_MATCHING.conversation.pair.map(userId);
  for (const pair of pairs.rows) {
    const room = await trx
      .insertInto('chatRooms')
      .values({ name: pair.name, createdBy: null, isPrivate: true, createdAt: pair.matchedAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('chatRoomMembers').values([{ roomId: room.id, userId: pair.userA }, { roomId: room.id, userId: pair.userB }]).execute();
    await trx.insertInto('matches').values({ userA: pair.userA, userB: pair.userB, roomId: room.id, createdAt: pair.matchedAt }).execute();
    const members = [pair.userA, pair.userB];
    if (!members.includes(talkA) || !members.includes(talkB)) continue;
    await trx.insertInto('chatMessages').values(SEED_MATCHING.conversation.messages.map(([sender, content], i) => ({
      roomId: room.id, senderId: userId(sender), content, createdAt: new Date(pair.matchedAt.getTime() + (i + 1) * 10 * 60_000),
    }))).execute();
  }
}

/** After the seed commits: every demo user's AI Picks, as the build-match-suggestions job makes them. */
export async function seedMatchPicks(db: Db, userIds: string[]) {
  const builder = new MatchSuggestionBuilder(new MatchRepo(db), null, { warn: () => undefined });
  for (const id of userIds) await builder.build(id);
}
