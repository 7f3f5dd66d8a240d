import type { Db } from '../data/db.ts';
import { MatchRepo } from '../data/repos/match.repo.ts';
import { MatchSuggestionBuilder } from '../domain/matching/match-suggestions.ts';

/** Demo singles matching: who opted in, who already liked whom, and one matched pair with a private room. */
export const SEED_MATCHING = {
  /** Every demo user but the team account is an opted-in adult, so /match is alive on first start. */
  optedOut: ['popreel_admin'],
  /** Earlier right swipes: signing in as Maya and liking Kenji or Leo back makes a match at once. */
  rightSwipes: [
    ['kenji_beats', 'maya_moves'],
    ['leo_eats', 'maya_moves'],
    ['zara_style', 'omar_codes'],
  ] as [string, string][],
  match: {
    pair: ['maya_moves', 'noah_fit'] as [string, string],
    hoursAgo: 20,
    messages: [
      ['noah_fit', 'Hey Maya! Matched at last 😄 Still up for that 7-day challenge?'],
      ['maya_moves', 'Haha yes! Day one: your workout, my playlist 🎶'],
      ['noah_fit', 'Deal. Tomorrow 7am, no excuses 💪'],
    ] as [string, string][],
  },
};

/** Inside the seed's transaction: opt-ins, swipes, the match and its private conversation. */
export async function seedMatching(trx: Db, userId: (username: string) => string, nowMs: number) {
  const optedOut = SEED_MATCHING.optedOut.map(userId);
  await trx.updateTable('profiles').set({ matching_opt_in: true }).where('user_id', 'not in', optedOut).execute();
  await trx
    .insertInto('swipes')
    .values(SEED_MATCHING.rightSwipes.map(([from, to]) => ({ swiper_id: userId(from), swiped_id: userId(to), direction: 'right' as const })))
    .execute();

  const { pair, hoursAgo, messages } = SEED_MATCHING.match;
  const [a, b] = pair.map(userId);
  const matchedAt = nowMs - hoursAgo * 3600_000;
  await trx.insertInto('swipes').values([
    { swiper_id: a, swiped_id: b, direction: 'right', created_at: new Date(matchedAt - 3600_000) },
    { swiper_id: b, swiped_id: a, direction: 'right', created_at: new Date(matchedAt) },
  ]).execute();
  const room = await trx
    .insertInto('chat_rooms')
    .values({ name: `${pair[0]} & ${pair[1]}`, created_by: null, is_private: true, created_at: new Date(matchedAt) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx.insertInto('chat_room_members').values([{ room_id: room.id, user_id: a }, { room_id: room.id, user_id: b }]).execute();
  await trx.insertInto('matches').values({ user_a: a < b ? a : b, user_b: a < b ? b : a, room_id: room.id, created_at: new Date(matchedAt) }).execute();
  await trx.insertInto('chat_messages').values(messages.map(([sender, content], i) => ({
    room_id: room.id, sender_id: userId(sender), content, created_at: new Date(matchedAt + (i + 1) * 20 * 60_000),
  }))).execute();
}

/** After the seed commits: every demo user's AI Picks, as the build-match-suggestions job would make them. */
export async function seedMatchPicks(db: Db, userIds: string[]) {
  const builder = new MatchSuggestionBuilder(new MatchRepo(db), null, { warn: () => undefined });
  for (const id of userIds) await builder.build(id);
}
