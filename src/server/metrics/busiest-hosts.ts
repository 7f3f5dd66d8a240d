/** What one remote host was sent. */
export interface HostTally {
  host: string;
  delivered: number;
  failed: number;
}

/** Hosts remembered at most: past this, the quietest half is folded into `other` (its counts are kept). */
const REMEMBERED = 5_000;

/**
 * Deliveries per remote host with bounded labels (issue 60): a fediverse server talks to thousands of hosts, and
 * a Prometheus label per host would grow without end. It keeps counts for the hosts it has seen (itself bounded),
 * and a scrape names only the `named` busiest, every other host summed as `other`.
 */
export class BusiestHosts {
  private readonly tallies = new Map<string, HostTally>();
  private readonly folded: HostTally = { host: 'other', delivered: 0, failed: 0 };

  constructor(private readonly named: number) {}

  add(host: string, delivered: boolean) {
    let tally = this.tallies.get(host);
    if (!tally) {
      if (this.tallies.size >= REMEMBERED) this.foldQuietest();
      this.tallies.set(host, (tally = { host, delivered: 0, failed: 0 }));
    }
    if (delivered) tally.delivered++;
    else tally.failed++;
  }

  /** The busiest hosts by deliveries tried, then `other` with the rest (present once any host is folded). */
  top(): HostTally[] {
    const all = [...this.tallies.values()].sort((a, b) => b.delivered + b.failed - (a.delivered + a.failed));
    const other = { ...this.folded };
    for (const rest of all.slice(this.named)) {
      other.delivered += rest.delivered;
      other.failed += rest.failed;
    }
    const shown = all.slice(0, this.named);
    return other.delivered + other.failed > 0 ? [...shown, other] : shown;
  }

  private foldQuietest() {
    const quietest = [...this.tallies.values()].sort((a, b) => a.delivered + a.failed - (b.delivered + b.failed)).slice(0, REMEMBERED / 2);
    for (const tally of quietest) {
      this.folded.delivered += tally.delivered;
      this.folded.failed += tally.failed;
      this.tallies.delete(tally.host);
    }
  }
}
