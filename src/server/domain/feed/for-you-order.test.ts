import { expect, it } from 'vitest';
import { arrangeForYou } from './for-you-order.ts';

it('spaces creators even when one creator has every top score, and keeps seen videos after unseen ones', () => {
  const candidates = [
    ...Array.from({ length: 6 }, (_, i) => ({ id: `a${i}`, creator: 'a', score: 1 - i * 0.01, seen: false })),
    ...Array.from({ length: 4 }, (_, i) => ({ id: `b${i}`, creator: `b${i}`, score: 0.1 - i * 0.01, seen: false })),
    { id: 'old', creator: 'c', score: 2, seen: true },
  ];
  const order = arrangeForYou(candidates, 100);
  expect(order.map((video) => video.id)).toEqual(['a0', 'b0', 'b1', 'b2', 'b3', 'a1', 'a2', 'a3', 'a4', 'a5', 'old']);
  expect(order.every((video, i) => i === 0 || video.score < order[i - 1].score)).toBe(true);
  expect(arrangeForYou(candidates, 3)).toHaveLength(3);
});
