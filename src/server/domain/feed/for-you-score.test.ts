import { expect, it } from 'vitest';
import { scoreForYou } from './for-you-score.ts';
import type { ForYouFeatures } from '../../data/repos/recommendation.repo.ts';

const base: ForYouFeatures = {
  fresh: 0.5, followed: false, popular: 0.3, quality: 0.2, creatorAffinity: 0, tagAffinity: 0, topTag: null, peers: 0,
  interestTag: null, interestCreator: false, newcomer: 1, unpopped: false, notInterested: false, skipped: 0, seenRecently: 0, seen: false,
};

it('names the two parts that raised a score most, with the tag they came through', () => {
  expect(scoreForYou({ ...base, followed: true, tagAffinity: 0.9, topTag: 'dance' }).reasons).toEqual(['follow', 'tag:dance']);
  expect(scoreForYou({ ...base, interestTag: 'cooking' }).reasons[0]).toBe('interest:cooking');
});

it('lets picked interests fade as the viewer’s own signals grow', () => {
  const fresh = scoreForYou({ ...base, interestTag: 'cooking', newcomer: 1 }).score;
  const settled = scoreForYou({ ...base, interestTag: 'cooking', newcomer: 0.05 }).score;
  expect(fresh).toBeGreaterThan(settled + 0.4);
});

it('ranks a quickly skipped video below the same video unskipped, and keeps it out of discovery', () => {
  const skipped = scoreForYou({ ...base, skipped: 1 });
  expect(skipped.score).toBeLessThan(scoreForYou(base).score - 0.5);
  expect(skipped.discovery).toBe(false);
  expect(scoreForYou(base).discovery).toBe(true);
  expect(scoreForYou({ ...base, followed: true }).discovery).toBe(false);
  // A creator the viewer turned away from is not a discovery either, whatever its merit.
  expect(scoreForYou({ ...base, creatorAffinity: -0.3 }).discovery).toBe(false);
  expect(scoreForYou({ ...base, notInterested: true }).discovery).toBe(false);
});
