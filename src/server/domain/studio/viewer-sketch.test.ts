import { describe, expect, it } from 'vitest';
import { addViewer, emptySketch, estimateViewers, mergeStored, mergeStoredSketches, SKETCH_REGISTERS, storedSketch } from './viewer-sketch.ts';

/** splitmix64 from a fixed seed: viewer hashes as uniform as the keyed hash, and the same on every run. */
function viewerHashes(count: number, seed: bigint): bigint[] {
  const hashes: bigint[] = [];
  let state = seed;
  for (let i = 0; i < count; i++) {
    state = BigInt.asUintN(64, state + 0x9e3779b97f4a7c15n);
    let z = state;
    z = BigInt.asUintN(64, (z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n);
    z = BigInt.asUintN(64, (z ^ (z >> 27n)) * 0x94d049bb133111ebn);
    hashes.push(BigInt.asIntN(64, z ^ (z >> 31n)));
  }
  return hashes;
}

const sketchOf = (hashes: bigint[]) => {
  const sketch = emptySketch();
  for (const hash of hashes) addViewer(sketch, hash);
  return sketch;
};

describe('viewer sketch', () => {
  it('counts 0, 1, 3 and 100 viewers as the page shows them, exactly', () => {
    for (const count of [0, 1, 3, 100]) expect(Math.round(estimateViewers(sketchOf(viewerHashes(count, 7n))))).toBe(count);
  });

  it('counts a viewer twice as one, whether a bigint or the text PostgreSQL sends', () => {
    const [hash] = viewerHashes(1, 11n);
    const sketch = sketchOf([hash, hash]);
    addViewer(sketch, hash.toString());
    expect(Math.round(estimateViewers(sketch))).toBe(1);
  });

  it('places a viewer by the low 14 bits and ranks the other 50 by their leading zeros', () => {
    const sketch = emptySketch();
    addViewer(sketch, (1n << 63n) | 5n);
    addViewer(sketch, 6n);
    addViewer(sketch, '-1');
    expect([sketch[5], sketch[6], sketch[SKETCH_REGISTERS - 1]]).toEqual([1, 51, 1]);
  });

  it('estimates 1,000,000 viewers within 2 %, and within 2 % at sizes around the small-count switch', () => {
    for (const count of [1_000_000, 41_000, 60_000]) {
      const estimate = estimateViewers(sketchOf(viewerHashes(count, BigInt(count))));
      expect(Math.abs(estimate / count - 1)).toBeLessThan(0.02);
    }
  });

  it('merges days as one sketch of all their viewers: a viewer on two days counts once', () => {
    const hashes = viewerHashes(30_000, 3n);
    const monday = sketchOf(hashes.slice(0, 20_000));
    const tuesday = sketchOf(hashes.slice(10_000));
    const merged = mergeStored(mergeStored(emptySketch(), storedSketch(monday)), storedSketch(tuesday));
    expect(merged).toEqual(sketchOf(hashes));
  });

  it('merges a rollup batch into a stored day as the dense merge would, sparse while small, dense once larger', () => {
    const hashes = viewerHashes(8_000, 9n);
    for (const [day, batch] of [
      [hashes.slice(0, 40), hashes.slice(30, 90)],
      [hashes.slice(0, 3_000), hashes.slice(2_000, 8_000)],
      [hashes.slice(0, 7_000), hashes.slice(6_000, 6_010)],
      [[], hashes.slice(0, 5)],
    ]) {
      const merged = mergeStoredSketches(storedSketch(sketchOf(day)), storedSketch(sketchOf(batch)));
      expect(merged).toEqual(storedSketch(sketchOf([...day, ...batch])));
    }
  });

  it('stores a small day sparse, a large one dense, and reads both back unchanged', () => {
    const small = sketchOf(viewerHashes(50, 5n));
    const large = sketchOf(viewerHashes(20_000, 5n));
    expect(storedSketch(small)).toHaveLength(50 * 3);
    expect(storedSketch(large)).toHaveLength(SKETCH_REGISTERS);
    expect(storedSketch(emptySketch())).toHaveLength(0);
    expect(mergeStored(emptySketch(), storedSketch(small))).toEqual(small);
    expect(mergeStored(emptySketch(), storedSketch(large))).toEqual(large);
  });
});
