import type { ForYouChoicesRepo } from '../../data/repos/for-you-choices.repo.ts';
import type { RecommendationRepo } from '../../data/repos/recommendation.repo.ts';
import type { ForYouRefreshRepo } from '../../data/repos/for-you-refresh.repo.ts';
import type { MediaUrls } from '../media-urls.ts';
import { FOR_YOU_REASON_KINDS, type ForYouReason, type ForYouReasonKind } from '../../../shared/for-you.ts';
import { badRequest, notFound } from '../errors.ts';
import { rebuildForYou } from './for-you-order.ts';
import { scoreCandidate } from './for-you-score.ts';

/**
 * A person's say over their own For You (issue 56, decision 075): the interests they start from, creators they
 * hide, and why a video is there.
 */
export class ForYouService {
  constructor(
    private readonly choices: ForYouChoicesRepo,
    private readonly recommendations: RecommendationRepo,
    private readonly refreshes: Pick<ForYouRefreshRepo, 'ask'>,
    private readonly media: Pick<MediaUrls, 'sign'>,
  ) {}

  async interestChoices(userId: string) {
    const { tags, creators } = await this.choices.choices(userId, { tags: 24, creators: 12 });
    return { tags, creators: await this.signAvatars(creators) };
  }

  /** Stored avatars are storage keys; a page gets them as URLs it may load. */
  private signAvatars<T extends { avatarUrl: string | null }>(people: T[]) {
    return Promise.all(people.map(async (person) => ({ ...person, avatarUrl: await this.media.sign(person.avatarUrl) })));
  }

  interests(userId: string) {
    return this.choices.interests(userId);
  }

  /** Replaces the interests, then ranks For You again at once, so the very next page leads with them. */
  async setInterests(userId: string, tags: string[], creators: string[]) {
    const uniqueTags = [...new Set(tags)];
    const uniqueCreators = [...new Set(creators)];
    const known = await this.choices.known(userId, uniqueTags, uniqueCreators);
    const unknownTag = uniqueTags.find((tag) => !known.tags.has(tag));
    if (unknownTag) throw badRequest('No videos carry one of these tags');
    if (uniqueCreators.some((id) => !known.creators.has(id))) throw badRequest('That creator cannot be picked');
    await this.choices.setInterests(userId, uniqueTags, uniqueCreators);
    await rebuildForYou(this.recommendations, userId);
    return this.choices.interests(userId);
  }

  async hideCreator(userId: string, creatorId: string) {
    if (creatorId === userId) throw badRequest('You cannot hide yourself');
    if (!(await this.choices.hide(userId, creatorId))) throw notFound('User not found');
    await this.refreshes.ask(userId);
    return { hidden: true };
  }

  async unhideCreator(userId: string, creatorId: string) {
    await this.choices.unhide(userId, creatorId);
    await this.refreshes.ask(userId);
    return { hidden: false };
  }

  async hiddenCreators(userId: string) {
    return { items: await this.signAvatars(await this.choices.hiddenCreators(userId)) };
  }

  /** The two strongest reasons the ranking has for this video, in words the app can say. */
  async reasons(userId: string, videoId: string): Promise<{ reasons: ForYouReason[] }> {
    const username = await this.choices.watchableAuthor(userId, videoId);
    if (username === null) throw notFound('Video not found');
    const candidate = async () => {
      const found = await this.recommendations.candidate(userId, videoId);
      return found ? scoreCandidate(found).reasons : [];
    };
    const stored = (await this.recommendations.storedReasons(userId, videoId)) ?? (await candidate());
    const reasons = stored.flatMap((code): ForYouReason[] => {
      const [kind, tag] = code.split(':') as [ForYouReasonKind, string | undefined];
      if (!FOR_YOU_REASON_KINDS.includes(kind)) return [];
      if (tag) return [{ kind, tag }];
      return kind === 'follow' || kind === 'creator' || kind === 'interest' ? [{ kind, username }] : [{ kind }];
    });
    // A video with nothing personal behind it (one's own, or one far from every signal) is there because it is new.
    return { reasons: reasons.length > 0 ? reasons.slice(0, 2) : [{ kind: 'new' }] };
  }
}
