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
 * lands on all cases alike and the ratios stay fair.
 */
export async function measureInterleaved(cases: { name: string; fn: () => Promise<unknown>; every?: number }[], rounds = 200, warmupRounds = 30) {
  const times = cases.map(() => [] as number[]);
  for (let round = -warmupRounds; round < rounds; round++) {
    for (const [index, current] of cases.entries()) {
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
