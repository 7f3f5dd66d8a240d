import { expect, it } from 'vitest';
import { arrangeForYou, type ScoredVideo } from './for-you-order.ts';
import { DISCOVERY_EVERY } from '../../../shared/for-you.ts';

const video = (id: string, creator: string, score: number, extra: Partial<ScoredVideo> = {}): ScoredVideo => ({
  id, creator, score, seen: false, reasons: [], discovery: false, merit: 0, ...extra,
});

it('spaces creators even when one creator has every top score, and keeps seen videos after unseen ones', () => {
  const candidates = [
    ...Array.from({ length: 6 }, (_, i) => video(`a${i}`, 'a', 1 - i * 0.01)),
    ...Array.from({ length: 4 }, (_, i) => video(`b${i}`, `b${i}`, 0.1 - i * 0.01)),
    video('old', 'c', 2, { seen: true }),
  ];
  const order = arrangeForYou(candidates, 100);
  expect(order.map((item) => item.id)).toEqual(['a0', 'b0', 'b1', 'b2', 'b3', 'a1', 'a2', 'a3', 'a4', 'a5', 'old']);
  expect(order.every((item, i) => i === 0 || item.score < order[i - 1].score)).toBe(true);
  expect(arrangeForYou(candidates, 3)).toHaveLength(3);
});

it('gives every fifth place to the discovery of most merit, and says so in its reasons', () => {
  const candidates = [
    ...Array.from({ length: 12 }, (_, i) => video(`t${i}`, `t${i}`, 1 - i * 0.01, { reasons: ['creator'] })),
    video('low-merit', 'x', 0.5, { discovery: true, merit: 0.1 }),
    video('high-merit', 'y', 0.2, { discovery: true, merit: 0.3, reasons: ['quality'] }),
  ];
  const order = arrangeForYou(candidates, 100);
  expect(order[DISCOVERY_EVERY - 1].id).toBe('high-merit');
  expect(order[DISCOVERY_EVERY - 1].reasons).toEqual(['discovery', 'quality']);
  expect(order[2 * DISCOVERY_EVERY - 1].id).toBe('low-merit');
  expect(order.map((item) => item.id).slice(0, 4)).toEqual(['t0', 't1', 't2', 't3']);
  expect(new Set(order.map((item) => item.id)).size).toBe(candidates.length);
});
