import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../../tests/setup/spawn-server.ts';

export interface CheckoutServer {
  label: string;
  url: string;
  stop(): Promise<void>;
}

/**
 * A built checkout's server on its own fresh demo content: this one (`checkout` null), or another working copy
 * with its own build (src and dist), such as a `git worktree` of the commit before a change, so an A/B bench
 * can alternate its runs between the two on the same machine.
 */
export async function startCheckoutServer(checkout: string | null): Promise<CheckoutServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'popreel-checkout-'));
  const command = checkout ? { file: process.execPath, args: ['--import', 'tsx', join(checkout, 'src/server/main.ts')] } : undefined;
  const server = await spawnServer({ env: { DATA_DIR: dataDir, SEED_DEMO: 'true', AUTH_RATE_LIMIT_MAX: '1000', LADDER_BACKFILL_PER_HOUR: '0' }, command });
  return {
    label: checkout ? `before (${checkout})` : 'this checkout',
    url: server.url,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** This checkout, then the one an A/B bench's `…_BEFORE` variable names, when it names one. */
export async function startCheckouts(before: string | undefined): Promise<CheckoutServer[]> {
  const servers = [await startCheckoutServer(null)];
  if (before) servers.push(await startCheckoutServer(before));
  return servers;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One unmeasured run per checkout (the first after start-up pays for cold database pages and compiled routes),
 * then `rounds` rounds that alternate between the checkouts, so a busy machine slows each alike. `told` hears
 * each measured run as it ends; the result is each checkout's runs, in the order of `checkouts`.
 */
export async function alternateRuns<T>(
  checkouts: CheckoutServer[],
  rounds: number,
  measure: (checkout: CheckoutServer) => Promise<T>,
  told: (checkout: CheckoutServer, round: number, result: T) => void,
): Promise<T[][]> {
  for (const checkout of checkouts) await measure(checkout);
  const results = checkouts.map(() => [] as T[]);
  for (let round = 1; round <= rounds; round++) {
    for (const [index, checkout] of checkouts.entries()) {
      const result = await measure(checkout);
      results[index].push(result);
      told(checkout, round, result);
    }
  }
  return results;
}
