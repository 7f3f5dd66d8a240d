/**
 * How well two people may get along, 0 to 1, with the reasons a person can read (spec §3 match_suggestions,
 * issue 9). Pure, so the weights are tested directly; the job feeds it profiles and engagement counts.
 */
export interface MatchPerson {
  age: number;
  interests: string[];
  location: string | null;
}

export interface Engagement {
  iFollow: boolean;
  followsMe: boolean;
  /** Likes the viewer gave the candidate's videos, and the other way round. */
  iLiked: number;
  likedMe: number;
}

export interface MatchScore {
  score: number;
  reasons: string[];
}

const WEIGHTS = { interests: 0.4, age: 0.25, place: 0.2, engagement: 0.15 } as const;
/** Ages this many years apart or more add nothing. */
const AGE_SPAN = 15;
/** Likes beyond this many in one direction count as much as this many. */
const LIKES_SATURATE = 3;

const normalisePlace = (place: string | null) => place?.trim().toLowerCase() || null;

function listOf(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

export function scoreMatch(me: MatchPerson, them: MatchPerson, engagement: Engagement): MatchScore {
  const reasons: string[] = [];
  const mine = new Set(me.interests.map((interest) => interest.toLowerCase()));
  const shared = them.interests.filter((interest) => mine.has(interest.toLowerCase()));
  const fewest = Math.min(me.interests.length, them.interests.length);
  const interestScore = fewest === 0 ? 0 : shared.length / fewest;
  if (shared.length > 0) reasons.push(`You both like ${listOf(shared.slice(0, 3))}`);

  const ageGap = Math.abs(me.age - them.age);
  const ageScore = Math.max(0, 1 - ageGap / AGE_SPAN);
  if (ageGap <= 3) reasons.push(ageGap === 0 ? 'You are the same age' : `Close in age (${ageGap} year${ageGap === 1 ? '' : 's'} apart)`);

  const place = normalisePlace(them.location);
  const samePlace = place !== null && place === normalisePlace(me.location);
  if (samePlace) reasons.push(`Both in ${them.location!.trim()}`);

  const follows = (engagement.iFollow ? 0.5 : 0) + (engagement.followsMe ? 0.5 : 0);
  const likes = (Math.min(engagement.iLiked, LIKES_SATURATE) + Math.min(engagement.likedMe, LIKES_SATURATE)) / (2 * LIKES_SATURATE);
  const engagementScore = Math.min(1, 0.6 * follows + 0.4 * likes);
  if (engagement.iFollow && engagement.followsMe) reasons.push('You follow each other');
  else if (engagement.followsMe) reasons.push('They follow you');
  else if (engagement.iFollow) reasons.push('You follow them');
  if (engagement.iLiked > 0 && engagement.likedMe > 0) reasons.push("You like each other's videos");
  else if (engagement.likedMe > 0) reasons.push('They like your videos');

  const score =
    WEIGHTS.interests * interestScore + WEIGHTS.age * ageScore + WEIGHTS.place * (samePlace ? 1 : 0) + WEIGHTS.engagement * engagementScore;
  return { score: Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000, reasons };
}
