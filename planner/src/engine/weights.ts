// The planner score's tables (weights, curves, ranges): data in score-weights.json, read and checked
// once when the engine loads. score.ts explains what each one means and exports them under their
// names. The checks hold the promises the engine relies on: a use case's weights sum to 1, and every
// term is non-decreasing in what a better part offers (the index prunes dominated parts on it).
import scoreWeights from './score-weights.json';
import {
  PSU_EFFICIENCIES,
  RESOLUTIONS,
  USE_CASE_IDS,
  type PsuEfficiency,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';

/** The terms a use case's score is made of; see score.ts. */
export interface UseCaseWeights {
  /** Gaming frame rate: min(GPU index at the resolution, CPU gaming index × CPU_FEED). */
  frames: number;
  /** CPU single-thread index. */
  cpuSingle: number;
  /** CPU multi-thread index. */
  cpuMulti: number;
  /** The CPU's gaming index beyond what the card needs: high-refresh play, 1% lows, the next card. */
  cpuGaming: number;
  /** GPU compute for editing and viewports: the 1440p index up to GPU_COMPUTE_FULL. */
  gpuCompute: number;
  /** Memory: capacity curve of the use case plus bandwidth (and ECC for a server). */
  memory: number;
  /** Storage: speed of the fastest drive plus the capacity curve of the use case. */
  storage: number;
  /** A quiet CPU cooler (quietScore). */
  quietCooling: number;
  /** Low power draw of processor and graphics card (lowPowerScore). */
  lowPower: number;
  /** Power supply efficiency rating (psuEfficiencyScore). */
  psuEfficiency: number;
}

/** The score terms, in a fixed order. */
export const WEIGHT_TERMS = [
  'frames',
  'cpuSingle',
  'cpuMulti',
  'cpuGaming',
  'gpuCompute',
  'memory',
  'storage',
  'quietCooling',
  'lowPower',
  'psuEfficiency',
] as const satisfies readonly (keyof UseCaseWeights)[];

/** [capacity in GB, value] points, interpolated in log2 of the capacity. */
export type Curve = readonly (readonly [number, number])[];

/** Everything the score knows of one use case. */
export interface UseCaseTable {
  /** Why the weights are what they are, for the people who tune them. */
  why: string;
  weights: UseCaseWeights;
  memoryCurve: Curve;
  memoryBandwidthShare: number;
  memoryEccShare: number;
  gpuComputeFull: number;
  storageCurve: Curve;
  hddCapacityWeight: number;
  storageSpeedShare: number;
}

export interface ScoreTables {
  cpuFeed: Record<Resolution, number>;
  vramFactors: Record<Resolution, [number, number][]>;
  useCases: Record<UseCaseId, UseCaseTable>;
  memorySpeedRange: { low: number; high: number };
  storageSpeedRange: { low: number; high: number };
  typicalReadSpeed: { hdd: number; sataSsd: number; nvmeByGen: Record<number, number>; nvmeUnknownGen: number };
  quietRange: { quiet: number; loud: number };
  powerRange: { low: number; high: number };
  psuEfficiencyScores: Record<PsuEfficiency, number>;
}

/** The weights file is not a valid set of score tables. */
export class ScoreTablesError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The planner's score tables have ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'ScoreTablesError';
  }
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads checked values out of parsed JSON, collecting every problem with its path. */
class Reader {
  readonly problems: string[] = [];

  /** The object at `where`, with exactly these keys; an empty object (and a problem) otherwise. */
  object(where: string, value: unknown, keys: readonly string[]): Json {
    if (!isObject(value)) {
      // A missing value was reported as missing by its parent.
      if (value !== undefined) this.problems.push(`${where} must be an object of ${keys.join(', ')}`);
      return {};
    }
    for (const key of Object.keys(value))
      if (!keys.includes(key)) this.problems.push(`${where}: unknown field "${key}"`);
    for (const key of keys) if (!(key in value)) this.problems.push(`${where}.${key} is missing`);
    return value;
  }

  /** A finite number in [min, max] (0 and a problem otherwise). */
  number(where: string, value: unknown, min = 0, max = Infinity): number {
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) return value;
    if (value !== undefined) {
      this.problems.push(
        `${where} must be a number${max === Infinity ? ` of at least ${min}` : ` from ${min} to ${max}`}`,
      );
    }
    return 0;
  }

  /** Numbers for each key, each in [min, max]. */
  numbers<K extends string>(
    where: string,
    value: unknown,
    keys: readonly K[],
    min = 0,
    max = Infinity,
  ): Record<K, number> {
    const obj = this.object(where, value, keys);
    const out = {} as Record<K, number>;
    for (const key of keys) out[key] = this.number(`${where}.${key}`, obj[key], min, max);
    return out;
  }

  /** A range with its low end below its high end. */
  range<L extends string, H extends string>(where: string, value: unknown, low: L, high: H): Record<L | H, number> {
    const r = this.numbers<L | H>(where, value, [low, high], Number.MIN_VALUE);
    if (!(r[low] < r[high])) this.problems.push(`${where}: ${low} must be below ${high}`);
    return r;
  }

  /** Values that must not fall along an ordered list (a better thing never scores less). */
  nonDecreasing(where: string, values: readonly number[]): void {
    for (let i = 1; i < values.length; i++) {
      if (values[i] < values[i - 1])
        this.problems.push(`${where} must not decrease (${values[i - 1]} then ${values[i]})`);
    }
  }

  /** A curve: at least one [capacity, value] point, capacities rising, values in [0, 1] and not falling. */
  curve(where: string, value: unknown): Curve {
    if (!Array.isArray(value) || value.length === 0) {
      this.problems.push(`${where} must be a list of [capacity, value] points`);
      return [[1, 0]];
    }
    const points = value.map((point: unknown, i): [number, number] => {
      if (!Array.isArray(point) || point.length !== 2) {
        this.problems.push(`${where}[${i}] must be a [capacity, value] pair`);
        return [1, 0];
      }
      return [
        this.number(`${where}[${i}][0]`, point[0], Number.MIN_VALUE),
        this.number(`${where}[${i}][1]`, point[1], 0, 1),
      ];
    });
    for (let i = 1; i < points.length; i++) {
      if (!(points[i][0] > points[i - 1][0])) this.problems.push(`${where}: capacities must rise`);
    }
    this.nonDecreasing(
      `${where} values`,
      points.map((p) => p[1]),
    );
    return points;
  }

  string(where: string, value: unknown): string {
    if (typeof value === 'string' && value.trim() !== '') return value;
    this.problems.push(`${where} must be a non-empty string`);
    return '';
  }
}

const USE_CASE_KEYS = [
  'why',
  'weights',
  'memoryCurve',
  'memoryBandwidthShare',
  'memoryEccShare',
  'gpuComputeFull',
  'storageCurve',
  'hddCapacityWeight',
  'storageSpeedShare',
] as const satisfies readonly (keyof UseCaseTable)[];

function useCaseTable(r: Reader, where: string, value: unknown): UseCaseTable {
  const u = r.object(where, value, USE_CASE_KEYS);
  const weights = r.numbers(`${where}.weights`, u.weights, WEIGHT_TERMS, 0, 1);
  const sum = WEIGHT_TERMS.reduce((s, t) => s + weights[t], 0);
  if (Math.abs(sum - 1) > 1e-9) r.problems.push(`${where}.weights must sum to 1 (they sum to ${sum})`);
  const table: UseCaseTable = {
    why: r.string(`${where}.why`, u.why),
    weights,
    memoryCurve: r.curve(`${where}.memoryCurve`, u.memoryCurve),
    memoryBandwidthShare: r.number(`${where}.memoryBandwidthShare`, u.memoryBandwidthShare, 0, 1),
    memoryEccShare: r.number(`${where}.memoryEccShare`, u.memoryEccShare, 0, 1),
    gpuComputeFull: r.number(`${where}.gpuComputeFull`, u.gpuComputeFull, Number.MIN_VALUE),
    storageCurve: r.curve(`${where}.storageCurve`, u.storageCurve),
    hddCapacityWeight: r.number(`${where}.hddCapacityWeight`, u.hddCapacityWeight, 0, 1),
    storageSpeedShare: r.number(`${where}.storageSpeedShare`, u.storageSpeedShare, 0, 1),
  };
  if (table.memoryBandwidthShare + table.memoryEccShare > 1) {
    r.problems.push(`${where}: memoryBandwidthShare + memoryEccShare must be at most 1`);
  }
  return table;
}

const TOP_KEYS = [
  'cpuFeed',
  'vramFactors',
  'useCases',
  'memorySpeedRange',
  'storageSpeedRange',
  'typicalReadSpeed',
  'quietRange',
  'powerRange',
  'psuEfficiencyScores',
] as const satisfies readonly (keyof ScoreTables)[];

/** Per resolution, [GB, factor] pairs with a factor in (0, 1]. */
function vramFactors(r: Reader, value: unknown): Record<Resolution, [number, number][]> {
  const obj = r.object('vramFactors', value, RESOLUTIONS);
  return Object.fromEntries(
    RESOLUTIONS.map((res) => {
      const list = obj[res];
      if (!Array.isArray(list)) {
        if (list !== undefined) r.problems.push(`vramFactors.${res} must be a list of [GB, factor] pairs`);
        return [res, []];
      }
      return [
        res,
        list.map((pair: unknown, i): [number, number] => {
          if (!Array.isArray(pair) || pair.length !== 2) {
            r.problems.push(`vramFactors.${res}[${i}] must be a [GB, factor] pair`);
            return [0, 1];
          }
          return [
            r.number(`vramFactors.${res}[${i}][0]`, pair[0], Number.MIN_VALUE),
            r.number(`vramFactors.${res}[${i}][1]`, pair[1], Number.MIN_VALUE, 1),
          ];
        }),
      ];
    }),
  ) as Record<Resolution, [number, number][]>;
}

/** Checks parsed score tables; throws a ScoreTablesError naming every problem. */
export function parseScoreTables(data: unknown): ScoreTables {
  if (!isObject(data)) throw new ScoreTablesError([`the file must be an object of ${TOP_KEYS.join(', ')}`]);
  const r = new Reader();
  const top = r.object('the file', data, TOP_KEYS);
  const useCasesJson = r.object('useCases', top.useCases, USE_CASE_IDS);
  const useCases = Object.fromEntries(
    USE_CASE_IDS.map((u) => [u, useCaseTable(r, `useCases.${u}`, useCasesJson[u])]),
  ) as Record<UseCaseId, UseCaseTable>;
  const read = r.object('typicalReadSpeed', top.typicalReadSpeed, ['hdd', 'sataSsd', 'nvmeByGen', 'nvmeUnknownGen']);
  const byGenJson = isObject(read.nvmeByGen) ? read.nvmeByGen : {};
  if (!isObject(read.nvmeByGen) && read.nvmeByGen !== undefined)
    r.problems.push('typicalReadSpeed.nvmeByGen must be an object of PCIe generations');
  const nvmeByGen: Record<number, number> = {};
  for (const [gen, mbps] of Object.entries(byGenJson)) {
    if (!/^[1-9]$/.test(gen)) r.problems.push(`typicalReadSpeed.nvmeByGen: "${gen}" is not a PCIe generation`);
    nvmeByGen[Number(gen)] = r.number(`typicalReadSpeed.nvmeByGen.${gen}`, mbps, Number.MIN_VALUE);
  }
  const psuEfficiencyScores = r.numbers('psuEfficiencyScores', top.psuEfficiencyScores, PSU_EFFICIENCIES, 0, 1);
  r.nonDecreasing(
    'psuEfficiencyScores, from 80+ to 80+ Titanium,',
    PSU_EFFICIENCIES.map((e) => psuEfficiencyScores[e]),
  );
  const tables: ScoreTables = {
    cpuFeed: r.numbers('cpuFeed', top.cpuFeed, RESOLUTIONS, Number.MIN_VALUE),
    vramFactors: vramFactors(r, top.vramFactors),
    useCases,
    memorySpeedRange: r.range('memorySpeedRange', top.memorySpeedRange, 'low', 'high'),
    storageSpeedRange: r.range('storageSpeedRange', top.storageSpeedRange, 'low', 'high'),
    typicalReadSpeed: {
      hdd: r.number('typicalReadSpeed.hdd', read.hdd, Number.MIN_VALUE),
      sataSsd: r.number('typicalReadSpeed.sataSsd', read.sataSsd, Number.MIN_VALUE),
      nvmeByGen,
      nvmeUnknownGen: r.number('typicalReadSpeed.nvmeUnknownGen', read.nvmeUnknownGen, Number.MIN_VALUE),
    },
    quietRange: r.range('quietRange', top.quietRange, 'quiet', 'loud'),
    powerRange: r.range('powerRange', top.powerRange, 'low', 'high'),
    psuEfficiencyScores,
  };
  if (r.problems.length > 0) throw new ScoreTablesError(r.problems);
  return tables;
}

/** Reads and checks a score tables file. */
/**
 * The tables, bundled with the code (a JSON import) so that the engine runs wherever the code does:
 * the server, and the browser in the static deployment (docs/static-deployment.md).
 */
export const SCORE_TABLES: ScoreTables = parseScoreTables(scoreWeights);
