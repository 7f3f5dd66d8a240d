import type { CandidateRow, MatchRepo } from '../../data/repos/match.repo.ts';
import type { SwipeRepo } from '../../data/repos/swipe.repo.ts';
import type { JobQueue } from '../../queue/queue.ts';
import type { MediaUrls } from '../media-urls.ts';
import type { DatingProfile, MatchCandidate, MatchPick, SwipeResult } from '../../../shared/match-answers.schema.ts';
import { MATCH_MESSAGES } from '../../../shared/chat-messages.ts';
import { datingProfileSchema, firstIssueMessage, swipeSchema } from '../../../shared/content.schema.ts';
import { INTERESTS_PER_CARD, MATCHING_MIN_AGE, SWIPE_CANDIDATES_MAX } from '../../../shared/constants.ts';
import { badRequest, DomainError, forbidden, notFound } from '../errors.ts';

/** How long a refresh waits for its rescoring job before answering with the pick it has. */
const REFRESH_WAIT_MS = 20_000;

/** Singles matching (spec §2 Singles Match, §4 Swipe): opt-in, candidates, swipes, matches and AI picks. */
export class MatchService {
  constructor(
    private readonly matches: MatchRepo,
    private readonly swipes: SwipeRepo,
    private readonly jobs: JobQueue,
    private readonly media: MediaUrls,
  ) {}

  async profile(userId: string): Promise<DatingProfile> {
    const row = await this.matches.datingProfile(userId);
    if (!row) throw notFound('Profile not found');
    return { gender: row.gender, age: row.age, interests: row.interests, location: row.location, optedIn: row.optedIn };
  }

  async updateProfile(userId: string, input: unknown): Promise<DatingProfile> {
    const parsed = datingProfileSchema.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    await this.matches.updateDatingProfile(userId, parsed.data);
    // Fresh picks for the new profile, built in the background; the tab can also ask for them at once.
    if (parsed.data.optedIn) await this.jobs.enqueueOnce('build-match-suggestions', { userId });
    return this.profile(userId);
  }

  async candidates(userId: string): Promise<MatchCandidate[]> {
    await this.requireOptedIn(userId);
    const rows = await this.matches.candidates(userId, SWIPE_CANDIDATES_MAX);
    return Promise.all(rows.map((row) => this.card(row)));
  }

  async swipe(userId: string, input: unknown): Promise<SwipeResult> {
    const parsed = swipeSchema.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
    const me = await this.requireOptedIn(userId);
    const { swipedId, direction } = parsed.data;
    const other = await this.matches.candidate(userId, swipedId);
    if (!other) throw notFound(MATCH_MESSAGES.profileNotFound);
    const outcome = await this.swipes.swipe(userId, swipedId, direction, `${me.username} & ${other.username}`);
    if (outcome.kind === 'duplicate') throw new DomainError('conflict', MATCH_MESSAGES.alreadySwiped);
    return { matched: outcome.roomId !== null, roomId: outcome.roomId };
  }

  async unmatch(userId: string, otherId: string) {
    if (!(await this.swipes.unmatch(userId, otherId))) throw notFound(MATCH_MESSAGES.matchNotFound);
  }

  async topPick(userId: string): Promise<MatchPick | null> {
    await this.requireOptedIn(userId);
    const row = await this.matches.topPick(userId);
    if (!row) return null;
    const { score, reasons, ...candidate } = row;
    return { candidate: await this.card(candidate), score, vibe: Math.round(score * 100), reasons };
  }

  /** The AI Picks refresh control: rescore now (what the job does), then answer with the new top pick. */
  async refreshPicks(userId: string): Promise<MatchPick | null> {
    await this.requireOptedIn(userId);
    // Scoring may call the AI endpoint, so it runs in the job (decision 023); the request waits for it.
    const job = await this.jobs.enqueue('build-match-suggestions', { userId }, { maxAttempts: 2 });
    await this.jobs.waitFor(job, REFRESH_WAIT_MS);
    return this.topPick(userId);
  }

  private async requireOptedIn(userId: string) {
    const me = await this.matches.datingProfile(userId);
    if (!me?.optedIn || (me.age ?? 0) < MATCHING_MIN_AGE) throw forbidden(MATCH_MESSAGES.optInFirst);
    return me;
  }

  private async card(row: CandidateRow): Promise<MatchCandidate> {
    return { ...row, interests: row.interests.slice(0, INTERESTS_PER_CARD), avatarUrl: await this.media.sign(row.avatarUrl) };
  }
}
