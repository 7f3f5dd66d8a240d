import { describe, expect, it } from 'vitest';
import { scoreMatch, type Engagement } from './match-score.ts';

const none: Engagement = { iFollow: false, followsMe: false, iLiked: 0, likedMe: 0 };

describe('scoreMatch', () => {
  it('gives a perfect pair 1 and a stranger with nothing in common 0', () => {
    const me = { age: 30, interests: ['jazz', 'hiking'], location: 'Bristol' };
    const twin = scoreMatch(me, { age: 30, interests: ['Jazz', 'hiking'], location: ' bristol' }, { iFollow: true, followsMe: true, iLiked: 3, likedMe: 5 });
    expect(twin.score).toBe(1);
    expect(twin.reasons).toEqual(['You both like Jazz and hiking', 'You are the same age', 'Both in bristol', 'You follow each other', "You like each other's videos"]);
    const stranger = scoreMatch(me, { age: 60, interests: ['golf'], location: null }, none);
    expect(stranger).toEqual({ score: 0, reasons: [] });
  });

  it('weighs shared interests against the shorter list, and age fades over 15 years', () => {
    const me = { age: 25, interests: ['a', 'b', 'c', 'd'], location: null };
    expect(scoreMatch(me, { age: 40, interests: ['a'], location: null }, none).score).toBe(0.4);
    expect(scoreMatch(me, { age: 28, interests: [], location: null }, none)).toEqual({ score: 0.2, reasons: ['Close in age (3 years apart)'] });
  });

  it('counts one-way engagement as less than mutual, and never scores outside 0–1', () => {
    const me = { age: 25, interests: [], location: 'Leeds' };
    const them = { age: 70, interests: [], location: 'York' };
    const oneWay = scoreMatch(me, them, { ...none, followsMe: true });
    const mutual = scoreMatch(me, them, { ...none, followsMe: true, iFollow: true });
    expect(oneWay.reasons).toEqual(['They follow you']);
    expect(oneWay.score).toBeLessThan(mutual.score);
    expect(scoreMatch(me, them, { iFollow: true, followsMe: true, iLiked: 1000, likedMe: 1000 }).score).toBeLessThanOrEqual(1);
  });
});
