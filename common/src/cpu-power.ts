// A processor's sustained boost power: what it draws, and what its cooler must remove, under a
// long all-core load with the maker's default limits. Intel calls it Maximum Turbo Power (PL2,
// listed on ark.intel.com); AMD's socket limit is the Package Power Tracking (PPT) limit, 1.35 ×
// TDP on AM4 and AM5. Base TDP is what a boosting CPU draws only when the boost budget is spent,
// so it is optimistic for power supplies and coolers alike. See docs/planner.md.
import type { CpuSpecs } from './catalog';

/** AMD's PPT on AM4 and AM5 is 1.35 × the TDP (65 W → 88 W, 105 W → 142 W, 120 W → 162 W, 170 W → 230 W). */
export const AMD_PPT_RATIO = 1.35;

/**
 * Intel's maximum turbo power by socket, base power and core count, where the maker lists none: the
 * highest PL2 Intel lists for processors of that socket, base power and at least that many cores
 * (first matching row wins). Rows are [socket, base power W (up to), minimum cores, PL2 W].
 */
export const INTEL_PL2_ESTIMATES: readonly (readonly [
  socket: string,
  maxTdp: number,
  minCores: number,
  watts: number,
])[] = [
  // Core 12th–14th gen: T-series (35 W) up to 106 W; i3 89–110 W; i5 117–154 W; i7/i9 non-K 180–219 W;
  // K-series i5 150–181 W, i7/i9 241–253 W.
  ['LGA1700', 35, 0, 106],
  ['LGA1700', 65, 16, 219],
  ['LGA1700', 65, 12, 180],
  ['LGA1700', 65, 10, 154],
  ['LGA1700', 65, 5, 117],
  ['LGA1700', 65, 0, 110],
  ['LGA1700', Infinity, 12, 253],
  ['LGA1700', Infinity, 0, 181],
  // Core Ultra 200S: 65 W 121–182 W; K-series 159–250 W.
  ['LGA1851', 35, 0, 114],
  ['LGA1851', 65, 20, 182],
  ['LGA1851', 65, 0, 121],
  ['LGA1851', Infinity, 20, 250],
  ['LGA1851', Infinity, 0, 159],
  // Core 10th–11th gen: 65 W 134–224 W; K-series 182–251 W.
  ['LGA1200', 35, 0, 123],
  ['LGA1200', 65, 8, 224],
  ['LGA1200', 65, 0, 154],
  ['LGA1200', Infinity, 8, 251],
  ['LGA1200', Infinity, 0, 182],
];

/** For an Intel socket the table does not cover: twice the base power (PL2 of past generations was 1.25–2.5 × PL1). */
export const INTEL_FALLBACK_RATIO = 2;

const isAmdSocket = (socket: string): boolean => /^(AM\d|FM\d|sTR|SP\d|TR4)/.test(socket);

/**
 * Our estimate of a processor's sustained boost power from its socket, TDP and cores, for parts
 * whose maker's figure the catalog does not have: AMD's PPT rule, or the Intel table above.
 */
export function estimateCpuBoostPower(specs: Pick<CpuSpecs, 'socket' | 'tdp' | 'cores'>): number {
  const { socket, tdp, cores } = specs;
  if (isAmdSocket(socket)) return Math.round(tdp * AMD_PPT_RATIO);
  const row = INTEL_PL2_ESTIMATES.find(([s, maxTdp, minCores]) => s === socket && tdp <= maxTdp && cores >= minCores);
  return row ? Math.max(row[3], tdp) : Math.round(tdp * INTEL_FALLBACK_RATIO);
}

/** The processor's sustained boost power in W: the catalog's figure, else our estimate. */
export function cpuSustainedWatts(specs: CpuSpecs): number {
  return typeof specs.boostPower === 'number' && specs.boostPower > 0 ? specs.boostPower : estimateCpuBoostPower(specs);
}

/** Whether cpuSustainedWatts is our estimate rather than the maker's figure. */
export function cpuSustainedWattsIsEstimated(specs: CpuSpecs): boolean {
  return !(typeof specs.boostPower === 'number' && specs.boostPower > 0) || specs.boostPowerEstimated === true;
}
