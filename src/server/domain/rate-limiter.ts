import type { RateLimitRepo } from '../data/repos/rate-limit.repo.ts';
import { DomainError } from './errors.ts';
import { AUTH_MESSAGES } from '../../shared/messages.ts';

export interface Limit {
  max: number;
  windowSeconds: number;
}

/** Counts a hit against `key` and refuses with 429 + Retry-After once the window's limit is passed. */
export class RateLimiter {
  constructor(private readonly repo: RateLimitRepo) {}

  async consume(key: string, limit: Limit, message: string = AUTH_MESSAGES.tooManyAttempts): Promise<void> {
    const { hits, windowEndsAt } = await this.repo.hit(key, limit.windowSeconds);
    if (hits > limit.max) {
      const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
      throw new DomainError('rate_limited', message, 429, retryAfter);
    }
  }

  /** Counts a hit and returns the window's count, without refusing (for counting things once). */
  async hits(key: string, windowSeconds: number): Promise<number> {
    return (await this.repo.hit(key, windowSeconds)).hits;
  }
}
