/** Requests per second a host may receive from us, and how many may go at once after a quiet spell. */
export interface HostRateLimits {
  perSecond: number;
  burst: number;
}

export const DEFAULT_HOST_RATE_LIMITS: HostRateLimits = { perSecond: 10, burst: 20 };

/** Hosts remembered before idle ones (their bucket full again) are forgotten, so a crawl cannot grow the map forever. */
const HOSTS_KEPT = 10_000;

/**
 * A token bucket per host, in memory: one instance never floods another (issue 40), and a burst that finds the
 * bucket empty fails at once rather than queueing behind itself. Per process, so N processes allow N times the
 * rate: enough to keep a loop or a hostile redirect chain from hammering a peer.
 */
export class HostRateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly limits: HostRateLimits = DEFAULT_HOST_RATE_LIMITS,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes one request's token for `host`; false when its bucket is empty. */
  take(host: string): boolean {
    return this.reserve(host, 0) === 0;
  }

  /**
   * Takes one request's token for `host`, borrowing one that refills within `maxWaitMs`: the milliseconds to
   * wait before sending, or null (nothing taken) when the next token is further off. A server's activities
   * that each need one fetch (a reply's post) then queue a moment behind each other instead of failing.
   */
  reserve(host: string, maxWaitMs: number): number | null {
    const key = host.toLowerCase();
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: this.limits.burst, at: now };
    bucket.tokens = Math.min(this.limits.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond);
    bucket.at = now;
    const waitMs = bucket.tokens >= 1 ? 0 : ((1 - bucket.tokens) / this.limits.perSecond) * 1000;
    if (waitMs > maxWaitMs) return null;
    bucket.tokens -= 1;
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > HOSTS_KEPT) this.forgetIdle(now);
    return waitMs;
  }

  /** Drops the hosts whose buckets have refilled: remembering them changes nothing. */
  private forgetIdle(now: number) {
    for (const [host, bucket] of this.buckets) {
      const refilled = bucket.tokens + ((now - bucket.at) / 1000) * this.limits.perSecond;
      if (refilled >= this.limits.burst) this.buckets.delete(host);
    }
  }
}

/** The process's limiter, shared by every outbound fetch that is not given its own. */
export const sharedHostRateLimiter = new HostRateLimiter();
