/**
 * What one client may ask of the realtime hub (issue 35, L6). A subscribe runs a query (may this viewer listen
 * there?), so subscribe and unsubscribe frames are budgeted per socket: a burst for a page that opens with a
 * few channels, then a steady pace. A socket that keeps going past its budget is closed. And one person (a
 * user, or a visitor's address) holds a bounded number of sockets on an instance.
 */
export const SUBSCRIBE_BURST = 20;
export const SUBSCRIBES_PER_SECOND = 2;
/** Refused frames past which the socket is closed (1008, policy violation) rather than answered. */
export const REFUSALS_BEFORE_CLOSE = 50;
export const POLICY_VIOLATION = 1008;

/** A token bucket: `take()` is true while the budget lasts, refilling at `perSecond`. */
export class FrameBudget {
  private tokens: number;
  private last: number | null = null;
  refused = 0;

  constructor(
    private readonly burst = SUBSCRIBE_BURST,
    private readonly perSecond = SUBSCRIBES_PER_SECOND,
  ) {
    this.tokens = burst;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - (this.last ?? now)) / 1000) * this.perSecond);
    this.last = now;
    if (this.tokens < 1) {
      this.refused += 1;
      return false;
    }
    this.tokens -= 1;
    return true;
  }
}

/** Counts sockets per owner (`user:<id>` or `ip:<client>`) and says whether one more fits. */
export class SocketCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly max: number) {}

  tryAdd(owner: string): boolean {
    const count = this.counts.get(owner) ?? 0;
    if (count >= this.max) return false;
    this.counts.set(owner, count + 1);
    return true;
  }

  clear() {
    this.counts.clear();
  }

  remove(owner: string) {
    const count = (this.counts.get(owner) ?? 1) - 1;
    if (count <= 0) this.counts.delete(owner);
    else this.counts.set(owner, count);
  }
}
