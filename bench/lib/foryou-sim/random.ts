import { createHash } from 'node:crypto';

/**
 * The simulation's randomness, all of it derived from one seed (FORYOU_SEED), so a run can be repeated exactly
 * and two rankers compared in one run see the same world and the same log.
 *
 * Two kinds: a stream (mulberry32) for what is drawn once in a fixed order (the world, the logging policy's
 * picks), and a hash of integers for what must not depend on the order of questions (a viewer's reaction to a
 * video on a day): the log and the evaluation ask about the same (viewer, video, day) in different orders and
 * must get the same answer.
 */

/** mulberry32, the generator bench/lib/stats.ts shuffles with: small, fast and good enough for a simulation. */
export { seededRandom as seededStream } from '../stats.ts';

/** The finaliser of MurmurHash3: every input bit reaches every output bit. */
function mix(value: number): number {
  let h = value >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) fixed by its integer arguments: the same question always gets the same draw. */
export function hashUniform(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) h = mix(h ^ mix((part | 0) + 0x7f4a7c15));
  return h / 4294967296;
}

/** A standard normal draw from two uniforms (Box–Muller). */
export function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** An index drawn with probability proportional to its weight; -1 when every weight is 0. */
export function weightedIndex(weights: readonly number[], random: () => number): number {
  let total = 0;
  for (const weight of weights) total += weight;
  if (total <= 0) return -1;
  let left = random() * total;
  for (let i = 0; i < weights.length; i++) {
    left -= weights[i];
    if (left < 0) return i;
  }
  return weights.length - 1;
}

/** Fisher–Yates on a copy. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A uuid fixed by the seed and a name ("video:17"): the ranker breaks score ties by id, so random uuids would
 * make two runs on one seed rank differently, and the drift test's golden file could never hold.
 */
export function stableUuid(seed: number, name: string): string {
  const hex = createHash('sha256').update(`${seed}:${name}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
