import { describe, expect, it } from 'vitest';
import { HostRateLimiter } from './host-rate-limiter.ts';

describe('HostRateLimiter', () => {
  it('allows a burst, refuses the next, and refills with time, per host', () => {
    let now = 0;
    const limiter = new HostRateLimiter({ perSecond: 10, burst: 20 }, () => now);
    for (let i = 0; i < 20; i++) expect(limiter.take('peer.example')).toBe(true);
    expect(limiter.take('peer.example')).toBe(false);
    expect(limiter.take('PEER.example'), 'host names are case-insensitive').toBe(false);
    expect(limiter.take('other.example')).toBe(true);
    now += 100; // one token back at 10 per second
    expect(limiter.take('peer.example')).toBe(true);
    expect(limiter.take('peer.example')).toBe(false);
    now += 60_000;
    for (let i = 0; i < 20; i++) expect(limiter.take('peer.example')).toBe(true);
    expect(limiter.take('peer.example'), 'never more than the burst').toBe(false);
  });

  it('lends a token that refills soon enough, with the wait, and refuses one further off', () => {
    let now = 0;
    const limiter = new HostRateLimiter({ perSecond: 10, burst: 2 }, () => now);
    expect([limiter.reserve('peer.example', 500), limiter.reserve('peer.example', 500)]).toEqual([0, 0]);
    expect(limiter.reserve('peer.example', 500)).toBeCloseTo(100);
    expect(limiter.reserve('peer.example', 500)).toBeCloseTo(200);
    expect(limiter.reserve('peer.example', 150), 'the next token is 300 ms off').toBeNull();
    now += 200;
    expect(limiter.reserve('peer.example', 0), 'the lent tokens are paid back first').toBeNull();
    now += 100;
    expect(limiter.reserve('peer.example', 0)).toBe(0);
  });
});
