import type { FastifyBaseLogger } from 'fastify';
import type { MatchRepo } from '../../data/repos/match.repo.ts';
import type { ReasonPhrasing } from '../../ai/openai-match-reasons.ts';
import { MATCHING_MIN_AGE } from '../../../shared/constants.ts';
import { scoreMatch } from './match-score.ts';

/** Candidates read and scored per build: shared interests first, so the best are among them. */
const SCORED_MAX = 500;
/** Suggestions kept per user; the tab shows the top one still available. */
const KEPT = 20;
/** Only the best few get AI phrasing: it is one request each. */
const PHRASED = 3;

/** The build-match-suggestions job (spec §7): scores every candidate of a user and keeps the best. */
export class MatchSuggestionBuilder {
  constructor(
    private readonly repo: MatchRepo,
    private readonly phrasing: ReasonPhrasing | null,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {}

  async build(userId: string): Promise<number> {
    const me = await this.repo.datingProfile(userId);
    if (!me?.optedIn || me.age === null || me.age < MATCHING_MIN_AGE) {
      await this.repo.replaceSuggestions(userId, []);
      return 0;
    }
    const rows = await this.repo.scoringCandidates(userId, me.interests, SCORED_MAX);
    const scored = rows
      .map((row) => ({
        candidateId: row.userId,
        ...scoreMatch({ age: me.age!, interests: me.interests, location: me.location }, row, {
          iFollow: row.iFollow,
          followsMe: row.followsMe,
          iLiked: row.iLiked,
          likedMe: row.likedMe,
        }),
      }))
      .sort((a, b) => b.score - a.score || a.candidateId.localeCompare(b.candidateId))
      .slice(0, KEPT);
    if (this.phrasing) await Promise.all(scored.slice(0, PHRASED).map((suggestion) => this.phrase(suggestion)));
    await this.repo.replaceSuggestions(userId, scored);
    return scored.length;
  }

  /** The score stays computed; only the words may change, and a failing model leaves them as they were. */
  private async phrase(suggestion: { reasons: string[] }) {
    try {
      suggestion.reasons = await this.phrasing!.phrase(suggestion.reasons);
    } catch (error) {
      this.log.warn({ err: error }, 'AI phrasing of match reasons failed; keeping the computed reasons');
    }
  }
}
