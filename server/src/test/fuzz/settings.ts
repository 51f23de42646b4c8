// How long the fuzzer runs and from which seed: FUZZ_RUNS cases per property (default 30, bounded
// for `npm test`), FUZZ_SEED (default fixed, so a failure reproduces). Each property mixes its name
// into the seed so that properties do not draw the same cases.
import type fc from 'fast-check';

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a whole number (got "${raw}")`);
  return value;
}

export const DEFAULT_RUNS = 30;
export const FUZZ_RUNS = intFromEnv('FUZZ_RUNS', DEFAULT_RUNS);
export const FUZZ_SEED = intFromEnv('FUZZ_SEED', 20_250_601);
/** Print the per-operation table (always on for long runs). */
export const FUZZ_TABLE = process.env.FUZZ_TABLE === '1' || FUZZ_RUNS > 100;

/** A property's own seed: FUZZ_SEED mixed with its name (a 32-bit FNV-1a hash). */
export function seedFor(property: string): number {
  let hash = 0x811c9dc5;
  for (const char of property) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  return (FUZZ_SEED ^ hash) | 0;
}

/** fast-check's parameters for one property: FUZZ_RUNS cases from its seed. */
export function runParameters(property: string, runs = FUZZ_RUNS): fc.Parameters<unknown> {
  return { numRuns: runs, seed: seedFor(property) };
}

/** A jest timeout for a property of `runs` cases (each case is one or two requests). */
export const timeoutFor = (runs: number): number => 60_000 + runs * 1_000;
