import type { AutocannonInstance } from 'autocannon';
import { LoadRecorder } from './load-report.ts';
import { prepareLoadServer, runLoad, type LoadServer } from './load-run.ts';

/** How many turns each server gets; the one that starts swaps every turn, so drift lands on both alike. */
const TURNS = 8;
/** Prometheus's usual scrape interval: the cost of being scraped is part of the cost of metrics. */
const SCRAPE_EVERY_MS = 15_000;
const TOKEN = 'bench-metrics-token-0123456789';

/**
 * Issue 60: the same load against two servers on their own embedded databases, one with METRICS_TOKEN unset and
 * one with it set and scraped every 15 s, in alternating turns of the same length. Prints both side by side with
 * the ratios the issue sets (throughput within 5 %, p99 within 10 %) and what a scrape costs. Returns the errors.
 */
export async function compareMetricsCost(options: { dataDirs: [string, string]; users: number; connections: number; seconds: number; servers: LoadServer[]; running: (instance: AutocannonInstance) => void; control: boolean }) {
  // Both at once, so neither is the older: an A/A run (BENCH_METRICS=control) found the second of two servers
  // made one after the other 16 % faster (requests/s) than the first, with nothing else different.
  // The control: the second server with metrics off too, to show how far two alike servers differ.
  const [off, on] = await Promise.all([
    prepareLoadServer(options.dataDirs[0], {}, options.users),
    prepareLoadServer(options.dataDirs[1], options.control ? {} : { METRICS_TOKEN: TOKEN }, options.users),
  ]);
  options.servers.push(off, on);
  console.log(`setup (each): ${off.summary}`);
  const sides = [
    { name: 'metrics off', target: off, recorder: new LoadRecorder(), seconds: 0, errors: 0 },
    { name: options.control ? 'metrics off (the second server)' : 'metrics on, scraped every 15 s', target: on, recorder: new LoadRecorder(), seconds: 0, errors: 0 },
  ];
  const scrapes: number[] = [];
  let scrapeBytes = 0;
  const scrape = async () => {
    const started = performance.now();
    const answer = await fetch(`${on.base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`/metrics answered ${answer.status}: ${text}`);
    scrapes.push(performance.now() - started);
    scrapeBytes = text.length;
    return text;
  };
  const turnSeconds = Math.max(1, Math.round(options.seconds / TURNS));
  for (let turn = 0; turn < TURNS; turn++) {
    for (const side of turn % 2 === 0 ? sides : [...sides].reverse()) {
      console.log(`turn ${turn + 1}/${TURNS}: ${side.name}, ${turnSeconds} s`);
      const scraper = side.target === on && !options.control ? setInterval(() => void scrape().catch((error: unknown) => console.error(error)), SCRAPE_EVERY_MS) : null;
      const result = await runLoad(side.target, options.connections, turnSeconds, side.recorder, options.running);
      if (scraper) clearInterval(scraper);
      side.seconds += result.duration;
      side.errors += result.errors;
    }
  }
  const finalScrape = options.control ? '' : await scrape();
  const [a, b] = sides.map((side) => ({ ...side.recorder.totals(), seconds: side.seconds, errors: side.errors }));
  const row = (label: string, x: string, y: string, ratio: string) => console.log(`${label.padEnd(22)} ${x.padStart(12)} ${y.padStart(12)} ${ratio.padStart(8)}`);
  console.log('');
  row('', 'metrics off', options.control ? 'off again' : 'metrics on', 'on/off');
  row('requests/s', (a.responses / a.seconds).toFixed(1), (b.responses / b.seconds).toFixed(1), (b.responses / b.seconds / (a.responses / a.seconds)).toFixed(3));
  row('p50 ms', a.p50.toFixed(1), b.p50.toFixed(1), (b.p50 / a.p50).toFixed(3));
  row('p99 ms', a.p99.toFixed(1), b.p99.toFixed(1), (b.p99 / a.p99).toFixed(3));
  row('errors (5xx, timeouts)', String(a.serverErrors + a.errors), String(b.serverErrors + b.errors), '');
  console.log('');
  console.log(options.control ? 'control: both servers alike, so any distance from 1 is the bench\'s own' : 'goals: requests/s on/off ≥ 0.95, p99 on/off ≤ 1.10 (issue 60)');
  if (options.control) return a.serverErrors + a.errors + b.serverErrors + b.errors;
  const sorted = [...scrapes].sort((x, y) => x - y);
  const series = finalScrape.split('\n').filter((line) => line && !line.startsWith('#')).length;
  console.log(`a scrape: ${scrapes.length} taken, p50 ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ${(scrapeBytes / 1024).toFixed(1)} KB, ${series} series`);
  return a.serverErrors + a.errors + b.serverErrors + b.errors;
}
