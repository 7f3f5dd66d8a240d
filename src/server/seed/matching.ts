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
  await trx.updateTable('profiles').set({ matching_opt_in: true }).where('user_id', 'not in', SEED_MATCHING.optedOut.map(userId)).execute();
  const pairs = await sql<{ user_a: string; user_b: string; name: string; matched_at: Date }>`
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
      .insertInto('chat_rooms')
      .values({ name: pair.name, created_by: null, is_private: true, created_at: pair.matched_at })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('chat_room_members').values([{ room_id: room.id, user_id: pair.user_a }, { room_id: room.id, user_id: pair.user_b }]).execute();
    await trx.insertInto('matches').values({ user_a: pair.user_a, user_b: pair.user_b, room_id: room.id, created_at: pair.matched_at }).execute();
    const members = [pair.user_a, pair.user_b];
    if (!members.includes(talkA) || !members.includes(talkB)) continue;
    await trx.insertInto('chat_messages').values(SEED_MATCHING.conversation.messages.map(([sender, content], i) => ({
      room_id: room.id, sender_id: userId(sender), content, created_at: new Date(pair.matched_at.getTime() + (i + 1) * 10 * 60_000),
    }))).execute();
  }
}

/** After the seed commits: every demo user's AI Picks, as the build-match-suggestions job makes them. */
export async function seedMatchPicks(db: Db, userIds: string[]) {
  const builder = new MatchSuggestionBuilder(new MatchRepo(db), null, { warn: () => undefined });
  for (const id of userIds) await builder.build(id);
}
