import type { AutocannonResult } from 'autocannon';
import type { Sample } from './stats.ts';

interface Kind {
  times: number[];
  statuses: Map<number, number>;
}

const percentiles = (name: string, times: number[]): Sample => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { name, p50: at(0.5), p99: at(0.99), runs: sorted.length };
};
const describeStatuses = (statuses: Map<number, number>) =>
  [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ') || '-';

/** Every response of bench/load by request kind: its latency (ms, as autocannon timed it) and its status. */
export class LoadRecorder {
  private readonly kinds = new Map<string, Kind>();

  add(kind: string, status: number, milliseconds: number) {
    let entry = this.kinds.get(kind);
    if (!entry) this.kinds.set(kind, (entry = { times: [], statuses: new Map() }));
    entry.times.push(milliseconds);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
  }

  /** Every response so far: how many, their p50 and p99, and how many were 5xx. */
  totals() {
    const all = [...this.kinds.values()];
    const overall = percentiles('overall', all.flatMap((kind) => kind.times));
    const serverErrors = all.reduce((sum, kind) => sum + [...kind.statuses].filter(([status]) => status >= 500).reduce((n, [, count]) => n + count, 0), 0);
    return { responses: overall.runs, p50: overall.p50, p99: overall.p99, serverErrors };
  }

  /** Prints the summary and returns how many errors (5xx, timeouts, connection errors) there were. */
  report(result: AutocannonResult): number {
    const all = [...this.kinds.values()];
    const total = all.reduce((sum, kind) => sum + kind.times.length, 0);
    const statuses = new Map<number, number>();
    for (const kind of all) for (const [status, count] of kind.statuses) statuses.set(status, (statuses.get(status) ?? 0) + count);
    const count = (test: (status: number) => boolean) => [...statuses].filter(([s]) => test(s)).reduce((sum, [, n]) => sum + n, 0);
    const overall = percentiles('overall', all.flatMap((kind) => kind.times));

    const rows = [...this.kinds].sort(([a], [b]) => a.localeCompare(b)).map(([name, kind]) => ({ name, kind, sample: percentiles(name, kind.times) }));
    const width = Math.max(12, ...rows.map((row) => row.name.length));
    const line = (name: string, sample: Sample, share: string, limited: number, other: string) =>
      `${name.padEnd(width)}  ${String(sample.runs).padStart(7)}  ${share.padStart(5)}  ${sample.p50.toFixed(1).padStart(7)}  ${sample.p99.toFixed(1).padStart(7)}  ${String(limited).padStart(6)}  ${other}`;
    console.log(`${'request'.padEnd(width)}  ${'count'.padStart(7)}  ${'share'.padStart(5)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  ${'429'.padStart(6)}  other non-2xx`);
    for (const { name, kind, sample } of rows) {
      const other = new Map([...kind.statuses].filter(([status]) => status !== 429 && (status < 200 || status > 299)));
      console.log(line(name, sample, `${((100 * sample.runs) / total).toFixed(1)}%`, kind.statuses.get(429) ?? 0, describeStatuses(other)));
    }
    console.log(line('all requests', overall, '100%', statuses.get(429) ?? 0, describeStatuses(new Map([...statuses].filter(([s]) => s !== 429 && (s < 200 || s > 299))))));

    const serverErrors = count((s) => s >= 500);
    const connectionErrors = result.errors - result.timeouts;
    const errors = serverErrors + result.errors;
    console.log('');
    console.log(`throughput          ${(total / result.duration).toFixed(1)} requests/s (${total} responses in ${result.duration} s)`);
    console.log(`latency, all        p50 ${overall.p50.toFixed(1)} ms, p99 ${overall.p99.toFixed(1)} ms`);
    console.log(`2xx                 ${count((s) => s >= 200 && s <= 299)}`);
    console.log(`rate limited (429)  ${statuses.get(429) ?? 0}   (per-user write limits; not errors)`);
    console.log(`other 4xx           ${describeStatuses(new Map([...statuses].filter(([s]) => s >= 400 && s <= 499 && s !== 429)))}`);
    console.log(`errors              ${errors}   (5xx ${serverErrors}${serverErrors ? `: ${describeStatuses(new Map([...statuses].filter(([s]) => s >= 500)))}` : ''}, timeouts ${result.timeouts}, connection errors ${connectionErrors})`);
    return errors;
  }
}
