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
    refuseOver(await this.repo.hit(key, limit.windowSeconds), limit, message);
  }

  /**
   * consume(), and in the same statement a hit on a second counter that never refuses (to count something
   * once per window); returns that counter's hits.
   */
  async consumeCounting(key: string, limit: Limit, message: string, counted: { key: string; windowSeconds: number }): Promise<number> {
    const [limited, other] = await this.repo.hitAll([{ key, windowSeconds: limit.windowSeconds }, counted]);
    refuseOver(limited, limit, message);
    return other.hits;
  }

  /** Ended windows deleted: the next hit opens a new one anyway (hourly housekeeping). */
  async prune(): Promise<void> {
    await this.repo.prune();
  }
}

export function refuseOver({ hits, windowEndsAt }: { hits: number; windowEndsAt: Date }, limit: Limit, message: string) {
  if (hits > limit.max) {
    const retryAfter = Math.max(1, Math.ceil((windowEndsAt.getTime() - Date.now()) / 1000));
    throw new DomainError('rate_limited', message, 429, retryAfter);
  }
}
