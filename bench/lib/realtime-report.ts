import type { ScenarioResult } from './realtime-scenario.ts';
import { ratio } from './stats.ts';

/** The q-quantile of sorted values (nearest rank below), NaN when there are none. */
export function quantile(sorted: number[], q: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : value === Infinity ? 'timeout' : '–');
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * One row per scenario. p50/p99/max are over every delivery (message × client); "first p50" and "last p50" are
 * the medians over messages of the fastest and the slowest client's latency (last: when the whole room had it),
 * so last − first is the fan-out's spread; "POST p50" is the sender's own round trip.
 */
export function printTable(results: ScenarioResult[]) {
  const width = Math.max('scenario'.length, ...results.map((r) => r.label.length));
  const columns = ['clients', 'messages', 'p50 ms', 'p99 ms', 'max ms', 'first p50', 'last p50', 'POST p50', 'received/expected'];
  console.log(`${'scenario'.padEnd(width)}  ${columns.map((c, i) => (i === columns.length - 1 ? c : c.padStart(9))).join('  ')}`);
  for (const r of results) {
    const cells = [
      String(r.clients), String(r.messages),
      ms(quantile(r.latencies, 0.5)), ms(quantile(r.latencies, 0.99)), ms(r.latencies.at(-1) ?? NaN),
      ms(quantile(sortedCopy(r.firstDelivery), 0.5)), ms(quantile(sortedCopy(r.lastDelivery), 0.5)), ms(quantile(sortedCopy(r.postMs), 0.5)),
    ];
    console.log(`${r.label.padEnd(width)}  ${cells.map((c) => c.padStart(9)).join('  ')}  ${r.received}/${r.expected}`);
  }
}

/** What each run cost besides latency: connect time, CPU per message on each side, dropped sockets. */
export function printDetails(results: ScenarioResult[]) {
  for (const r of results) {
    const cpu = (value: number | null) => (value === null ? 'n/a' : `${value.toFixed(0)} ms`);
    const limits = [...new Set(r.fileLimits)].join('/');
    console.log(
      `  ${r.label} @${r.clients}: connected and subscribed in ${r.connectSeconds.toFixed(1)} s; CPU per message: servers ${cpu(r.cpuPerMessage.servers)}, ` +
        `client processes ${cpu(r.cpuPerMessage.clients)}; open-files limit of clients ${limits}` +
        (r.closedEarly ? `; ${r.closedEarly} sockets closed by the server` : ''),
    );
  }
}

/**
 * Server CPU per extra listener between the smallest and the largest single-instance row: the hub's cost of one
 * more socket per message, whatever the client processes took (their time shows separately above).
 */
export function printFanOutCost(results: ScenarioResult[], singleLabel: string) {
  const singles = results.filter((r) => r.label === singleLabel).sort((a, b) => a.clients - b.clients);
  const [small, large] = [singles[0], singles.at(-1)];
  if (!small || !large || small === large || small.cpuPerMessage.servers === null || large.cpuPerMessage.servers === null) return;
  const perClient = ((large.cpuPerMessage.servers - small.cpuPerMessage.servers) / (large.clients - small.clients)) * 1000;
  const perClientOfClients = large.cpuPerMessage.clients === null ? null : (large.cpuPerMessage.clients / large.clients) * 1000;
  console.log(
    `  server CPU per extra listener per message: ${perClient.toFixed(1)} µs (${small.clients} → ${large.clients} clients)` +
      (perClientOfClients === null ? '' : `; client processes per received frame: ${perClientOfClients.toFixed(1)} µs`),
  );
}

/** Side-by-side ratios of the rows that exist in this run: fan-out on one instance, then each bus across two. */
export function printRatios(results: ScenarioResult[], singleLabel: string, crossLabels: string[]) {
  const find = (label: string, clients: number) => results.find((r) => r.label === label && r.clients === clients);
  const p50 = (r: ScenarioResult) => quantile(r.latencies, 0.5);
  const p99 = (r: ScenarioResult) => quantile(r.latencies, 0.99);
  const singles = results.filter((r) => r.label === singleLabel).sort((a, b) => a.clients - b.clients);
  if (singles.length >= 2) {
    const [small, large] = [singles[0], singles.at(-1)!];
    const goal = `${(large.clients / small.clients).toFixed(0)}× the clients; ≤ that: fan-out at most linear`;
    ratio(`${large.clients} clients p50 / ${small.clients} clients p50`, p50(large), p50(small), goal);
    ratio(`${large.clients} clients p99 / ${small.clients} clients p99`, p99(large), p99(small), goal);
  }
  for (const label of crossLabels) {
    for (const cross of results.filter((r) => r.label === label)) {
      const single = find(singleLabel, cross.clients);
      if (!single) continue;
      ratio(`${label} p50 / one instance p50 at ${cross.clients}`, p50(cross), p50(single), 'the bus round trip and a second instance: a few ms more');
      ratio(`${label} p99 / one instance p99 at ${cross.clients}`, p99(cross), p99(single), 'reported');
    }
  }
  const [first, second] = crossLabels;
  for (const row of results.filter((r) => r.label === second)) {
    const other = find(first, row.clients);
    if (other) ratio(`${second} p50 / ${first} p50 at ${row.clients}`, p50(row), p50(other), 'reported');
  }
}

/** Each bus alone: events one connection publishes and another receives per second. */
export function printThroughputs(rows: Array<{ kind: string; events: number; received: number; publishPerSecond: number; deliveredPerSecond: number }>) {
  for (const row of rows) {
    console.log(
      `${`${row.kind} bus alone`.padEnd(22)} published ${Math.round(row.publishPerSecond).toLocaleString('en')}/s, delivered ` +
        `${Math.round(row.deliveredPerSecond).toLocaleString('en')}/s (${row.received}/${row.events} events)`,
    );
  }
}

export function missingDeliveries(results: ScenarioResult[]) {
  return results.reduce((sum, r) => sum + (r.expected - r.received), 0);
}
