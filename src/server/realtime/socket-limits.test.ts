import { expect, it } from 'vitest';
import { FrameBudget, SocketCounts } from './socket-limits.ts';

it('lets a burst of subscribes through, then one every half second', () => {
  const budget = new FrameBudget(3, 2);
  const start = 1_000_000;
  expect([budget.take(start), budget.take(start), budget.take(start), budget.take(start)]).toEqual([true, true, true, false]);
  expect(budget.take(start + 400)).toBe(false);
  expect(budget.take(start + 600)).toBe(true);
  expect(budget.refused).toBe(2);
});

it('counts sockets per owner up to the cap, and frees a place when one closes', () => {
  const counts = new SocketCounts(2);
  expect([counts.tryAdd('user:a'), counts.tryAdd('user:a'), counts.tryAdd('user:a'), counts.tryAdd('user:b')]).toEqual([true, true, false, true]);
  counts.remove('user:a');
  expect(counts.tryAdd('user:a')).toBe(true);
});
