// Fixed-size bit sets over 32-bit words, for "compatible with which parts" sets in the index.

export type BitSet = Uint32Array;

export function bitSet(size: number): BitSet {
  return new Uint32Array(Math.max(1, Math.ceil(size / 32)));
}

export function setBit(set: BitSet, i: number): void {
  set[i >>> 5] |= 1 << (i & 31);
}

export function hasBit(set: BitSet, i: number): boolean {
  return (set[i >>> 5] & (1 << (i & 31))) !== 0;
}

/** Whether `a` contains every element of `b` (sets of the same size). */
export function isSuperset(a: BitSet, b: BitSet): boolean {
  for (let w = 0; w < a.length; w++) if ((a[w] & b[w]) >>> 0 !== b[w]) return false;
  return true;
}

/** A string key of the set, for grouping parts with identical sets. */
export function bitSetKey(set: BitSet): string {
  return Array.from(set, (w) => w.toString(36)).join('.');
}
