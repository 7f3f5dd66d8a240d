import { describe, expect, it } from 'vitest';
import { gini, hitAt, mean, ndcgAt, precisionAt, selfInformation } from '../bench/lib/foryou-sim/metrics.ts';

// The metrics of bench/foryou-quality.ts on inputs small enough to work out by hand.
const grades = new Map([
  [1, 3],
  [2, 1],
]);

describe('hit rate and precision', () => {
  it('counts a hit only within the first k places', () => {
    expect(hitAt([5, 6, 2], grades, 3)).toBe(true);
    expect(hitAt([5, 6, 2], grades, 2)).toBe(false);
    expect(hitAt([], grades, 10)).toBe(false);
  });
  it('divides by k, not by the page length', () => {
    expect(precisionAt([1, 2, 9], grades, 10)).toBeCloseTo(0.2);
  });
});

describe('nDCG', () => {
  it('is 1 for the ideal order and less when the best video comes second', () => {
    expect(ndcgAt([1, 2, 7], grades, 10)).toBeCloseTo(1);
    // DCG of [2, 1] = 1 + 7/log2(3); ideal = 7 + 1/log2(3).
    const expected = (1 + 7 / Math.log2(3)) / (7 + 1 / Math.log2(3));
    expect(ndcgAt([2, 1], grades, 10)).toBeCloseTo(expected);
  });
  it('is 0 for a page of irrelevant videos and null when nothing is relevant', () => {
    expect(ndcgAt([7, 8], grades, 10)).toBe(0);
    expect(ndcgAt([1], new Map(), 10)).toBeNull();
  });
  it('compares with the best page of k, not with every relevant video', () => {
    // Only one place: the ideal is the grade-3 video alone, and the page has it.
    expect(ndcgAt([1, 2], grades, 1)).toBeCloseTo(1);
  });
});

describe('Gini', () => {
  it('is 0 for equal exposure and (n − 1)/n when one creator has it all', () => {
    expect(gini([4, 4, 4, 4])).toBeCloseTo(0);
    expect(gini([0, 0, 0, 10])).toBeCloseTo(3 / 4);
    expect(gini([])).toBe(0);
    expect(gini([0, 0])).toBe(0);
  });
  it('matches the mean absolute difference formula on a small case', () => {
    // [1, 2, 3]: Σ|xi − xj| over ordered pairs = 8, / (2 n² mean) = 8 / (2·9·2) = 2/9.
    expect(gini([3, 1, 2])).toBeCloseTo(2 / 9);
  });
});

describe('novelty and mean', () => {
  it('gives an unwatched video more self-information than a watched one', () => {
    expect(selfInformation(0, 6, 2)).toBeCloseTo(3);
    expect(selfInformation(3, 6, 2)).toBeCloseTo(1);
  });
  it('averages, NaN for nothing', () => {
    expect(mean([1, 2, 3])).toBe(2);
    expect(mean([])).toBeNaN();
  });
});
