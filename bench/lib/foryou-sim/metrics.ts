/**
 * Offline ranking metrics, pure functions over video numbers (bench/foryou-quality.ts; unit-tested in
 * scripts/foryou-metrics.test.ts). A page is the ordered list shown; `grades` holds each relevant video's
 * grade (above 0), absent meaning 0.
 */

/** Whether any of the page's first k videos is relevant. */
export function hitAt(page: readonly number[], grades: ReadonlyMap<number, number>, k: number): boolean {
  return page.slice(0, k).some((video) => (grades.get(video) ?? 0) > 0);
}

/** The share of the page's first k places (k, not the page's length) holding a relevant video. */
export function precisionAt(page: readonly number[], grades: ReadonlyMap<number, number>, k: number): number {
  return page.slice(0, k).filter((video) => (grades.get(video) ?? 0) > 0).length / k;
}

/** Discounted cumulative gain with the exponential gain 2^grade − 1, first place undiscounted. */
function dcg(gradesInOrder: readonly number[]): number {
  return gradesInOrder.reduce((sum, grade, i) => sum + (Math.pow(2, grade) - 1) / Math.log2(i + 2), 0);
}

/**
 * nDCG@k: the page's gain over the best page possible from every graded video. null when nothing is
 * relevant (no page can score; averages leave such cases out).
 */
export function ndcgAt(page: readonly number[], grades: ReadonlyMap<number, number>, k: number): number | null {
  const ideal = dcg([...grades.values()].filter((grade) => grade > 0).sort((a, b) => b - a).slice(0, k));
  if (ideal === 0) return null;
  return dcg(page.slice(0, k).map((video) => grades.get(video) ?? 0)) / ideal;
}

/**
 * The Gini coefficient of non-negative amounts (exposure per creator): 0 when all are equal, (n − 1)/n when
 * one holds everything. Include the zeros: a creator never shown is the inequality.
 */
export function gini(amounts: readonly number[]): number {
  const sorted = [...amounts].sort((a, b) => a - b);
  const total = sorted.reduce((sum, value) => sum + value, 0);
  if (sorted.length === 0 || total === 0) return 0;
  const weighted = sorted.reduce((sum, value, i) => sum + (i + 1) * value, 0);
  const n = sorted.length;
  return (2 * weighted) / (n * total) - (n + 1) / n;
}

/**
 * Self-information of a video, −log2 of its share of all watches so far, add-one smoothed so a video nobody
 * watched yet has a finite (high) novelty: (watches + 1) / (all watches + catalogue size).
 */
export function selfInformation(watches: number, allWatches: number, catalogue: number): number {
  return -Math.log2((watches + 1) / (allWatches + catalogue));
}

/** The mean of the numbers, or NaN for none (printed as "n/a"). */
export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}
