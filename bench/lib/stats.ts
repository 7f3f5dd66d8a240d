/** Timing helpers for benchmarks: warm up, then sample and report percentiles in milliseconds. */
export interface Sample {
  name: string;
  p50: number;
  p99: number;
  runs: number;
}

export async function measure(name: string, fn: () => Promise<unknown>, runs = 200, warmup = 20): Promise<Sample> {
  for (let i = 0; i < warmup; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { name, p50: at(0.5), p99: at(0.99), runs };
}

/**
 * Runs every case once per round, in turn, so drift on a busy machine (JIT warm-up, other processes)
 * lands on all cases alike and the ratios stay fair. The order is shuffled each round (a fixed seed, so
 * runs are comparable): a case that always ran right after another would inherit its warm or cold state
 * (a database backend just woken, a collection the other left behind).
 */
export async function measureInterleaved(cases: { name: string; fn: () => Promise<unknown>; every?: number }[], rounds = 200, warmupRounds = 30) {
  const times = cases.map(() => [] as number[]);
  const random = seededRandom(20261124);
  const order = cases.map((_, index) => index);
  for (let round = -warmupRounds; round < rounds; round++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const index of order) {
      const current = cases[index];
      if (current.every && round % current.every !== 0) continue;
      const start = process.hrtime.bigint();
      await current.fn();
      if (round >= 0) times[index].push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  return cases.map((current, index): Sample => {
    const sorted = times[index].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
    return { name: current.name, p50: at(0.5), p99: at(0.99), runs: sorted.length };
  });
}

export function printTable(samples: Sample[]) {
  const width = Math.max(...samples.map((s) => s.name.length));
  console.log(`${'measurement'.padEnd(width)}  ${'p50 ms'.padStart(8)}  ${'p99 ms'.padStart(8)}  runs`);
  for (const s of samples) console.log(`${s.name.padEnd(width)}  ${s.p50.toFixed(2).padStart(8)}  ${s.p99.toFixed(2).padStart(8)}  ${s.runs}`);
}

export function ratio(label: string, numerator: number, denominator: number, goal: string) {
  console.log(`${label.padEnd(58)} ${(numerator / denominator).toFixed(2)}×   (${goal})`);
}

/** mulberry32: a small seeded generator, so a bench shuffles the same way on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
