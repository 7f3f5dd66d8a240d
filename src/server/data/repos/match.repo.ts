import { sql } from 'kysely';
import type { Db } from '../db.ts';
import { authorShown } from './visibility.ts';
import { MATCHING_MIN_AGE } from '../../../shared/constants.ts';
import type { MatchCandidate } from '../../../shared/match-answers.schema.ts';

/** A candidate's card as the database has it (avatar_url not signed yet). */
export type CandidateRow = MatchCandidate;

export interface ScoringRow extends CandidateRow {
  iFollow: boolean;
  followsMe: boolean;
  iLiked: number;
  likedMe: number;
}

/**
 * Who may ever be shown to `viewerId` in matching: opted-in adults who are not banned, not the viewer, and
 * not blocked either way. `p` is the candidate's profile. Opting out or a block takes effect on the next read.
 */
const candidateFor = (viewerId: string) => sql<boolean>`(
  p.matching_opt_in and p.age >= ${MATCHING_MIN_AGE} and ${authorShown('p')} and p.user_id <> ${viewerId}
  and not exists (select 1 from blocks b
                   where (b.blocker_id = ${viewerId} and b.blocked_id = p.user_id)
                      or (b.blocker_id = p.user_id and b.blocked_id = ${viewerId})))`;

const notSwipedBy = (viewerId: string) =>
  sql<boolean>`not exists (select 1 from swipes s where s.swiper_id = ${viewerId} and s.swiped_id = p.user_id)`;

const CARD_COLUMNS = sql`p.user_id, p.username, p.avatar_url, p.bio, p.age, p.gender, p.location, p.interests`;

export class MatchRepo {
  constructor(private readonly db: Db) {}

  /** Candidates not swiped yet, the most recently updated profiles first. */
  async candidates(viewerId: string, limit: number): Promise<CandidateRow[]> {
    const result = await sql<CandidateRow>`
      select ${CARD_COLUMNS} from profiles p
       where ${candidateFor(viewerId)} and ${notSwipedBy(viewerId)}
       order by p.updated_at desc, p.user_id
       limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** The person, if they may be shown to the viewer (their username names a match's room). */
  async candidate(viewerId: string, userId: string): Promise<{ username: string } | undefined> {
    const result = await sql<{ username: string }>`select p.username from profiles p where p.user_id = ${userId} and ${candidateFor(viewerId)}`.execute(this.db);
    return result.rows[0];
  }

  /** Candidates with what the score needs: shared interests first, so the cap keeps the likeliest. */
  async scoringCandidates(viewerId: string, interests: string[], limit: number): Promise<ScoringRow[]> {
    const result = await sql<ScoringRow>`
      select ${CARD_COLUMNS},
             exists (select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = p.user_id) as i_follow,
             exists (select 1 from follows f where f.follower_id = p.user_id and f.followee_id = ${viewerId}) as follows_me,
             (select count(*)::int from video_likes l join videos v on v.id = l.video_id where l.user_id = ${viewerId} and v.user_id = p.user_id) as i_liked,
             (select count(*)::int from video_likes l join videos v on v.id = l.video_id where l.user_id = p.user_id and v.user_id = ${viewerId}) as liked_me
        from profiles p
       where ${candidateFor(viewerId)} and ${notSwipedBy(viewerId)}
       order by cardinality(array(select unnest(p.interests) intersect select unnest(${interests}::text[]))) desc, p.updated_at desc
       limit ${limit}`.execute(this.db);
    return result.rows;
  }

  /** The best stored suggestion that is still a candidate the viewer has not swiped. */
  async topPick(viewerId: string) {
    const result = await sql<CandidateRow & { score: number; reasons: string[] }>`
      select ${CARD_COLUMNS}, ms.score, ms.reasons from match_suggestions ms join profiles p on p.user_id = ms.candidate_id
       where ms.user_id = ${viewerId} and ${candidateFor(viewerId)} and ${notSwipedBy(viewerId)}
       order by ms.score desc, ms.candidate_id limit 1`.execute(this.db);
    return result.rows[0];
  }

  replaceSuggestions(userId: string, suggestions: { candidateId: string; score: number; reasons: string[] }[]) {
    return this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('matchSuggestions').where('userId', '=', userId).execute();
      if (suggestions.length) await trx.insertInto('matchSuggestions').values(suggestions.map((s) => ({ ...s, userId: userId }))).execute();
    });
  }

  datingProfile(userId: string) {
    return this.db
      .selectFrom('profiles')
      .select(['gender', 'age', 'interests', 'location', 'matchingOptIn as optedIn', 'username'])
      .where('userId', '=', userId)
      .executeTakeFirst();
  }

  updateDatingProfile(userId: string, profile: { gender: string | null; age: number | null; interests: string[]; location: string | null; optedIn: boolean }) {
    return this.db
      .updateTable('profiles')
      .set({ gender: profile.gender, age: profile.age, interests: profile.interests, location: profile.location, matchingOptIn: profile.optedIn, updatedAt: new Date() })
      .where('userId', '=', userId)
      .execute();
  }
}
