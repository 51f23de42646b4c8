// Curated performance indices for CPUs and GPUs (the catalog's "performance indices"), with the key
// functions that find them. The table is data: benchmark-indices.json, read and checked once at start-up.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cpuIndexKey, gpuIndexKey, gpuTableRow } from '@rigforge/common';

// The key functions live in @rigforge/common (hardware/keys.ts), shared with the hardware fact tables.
export { cpuIndexKey, gpuIndexKey };

export interface CpuIndex {
  single: number;
  multi: number;
}

export interface GpuIndex {
  p1080: number;
  p1440: number;
  p4k: number;
}

/** What benchmark-indices.json holds. */
export interface BenchmarkTable {
  /** Where the figures come from and what they are relative to (shown with the catalog). */
  sources: string;
  /**
   * Keyed by CPU model in lowercase without the vendor, e.g. 'ryzen 5 7600', 'core i5-14600k',
   * 'core ultra 7 265k' (what cpuIndexKey makes of a name). Single and multi are relative scores
   * where Intel Core i9-14900K = 100 for both.
   */
  cpu: Record<string, CpuIndex>;
  /**
   * Keyed by GPU chipset in lowercase, e.g. 'geforce rtx 4060', 'radeon rx 7800 xt', 'arc b580'
   * (what gpuIndexKey makes of a chipset). Relative raster performance where GeForce RTX 4090 = 100
   * at each resolution. A key ending in a memory size (e.g. 'geforce rtx 3060 8gb') is a variant
   * that performs differently from the model's main configuration.
   */
  gpu: Record<string, GpuIndex>;
}

export function cpuIndexFor(name: string): CpuIndex | null {
  const key = cpuIndexKey(name);
  return (key && CPU_INDICES[key]) || null;
}

/**
 * The index of a chipset; a memory size in the chipset (or `vram` in GB) selects a variant entry such as
 * 'geforce rtx 3060 8gb' when one exists, else the model's main entry.
 */
export function gpuIndexFor(chipset: string, vram?: number): GpuIndex | null {
  return gpuTableRow(GPU_INDICES, chipset, vram);
}

/** The table's file is not a valid benchmark table. */
export class BenchmarkTableError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The benchmark table has ${problems.length} problem(s):\n${problems.join('\n')}`);
    this.name = 'BenchmarkTableError';
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The indices of one table row, or the problems with it: exactly these fields, each a positive number. */
function indexRow<K extends string>(where: string, value: unknown, fields: readonly K[], problems: string[]) {
  if (!isObject(value)) {
    problems.push(`${where}: must be an object of ${fields.join(', ')}`);
    return null;
  }
  const row = {} as Record<K, number>;
  const before = problems.length;
  for (const key of Object.keys(value))
    if (!(fields as readonly string[]).includes(key)) problems.push(`${where}: unknown field "${key}"`);
  for (const field of fields) {
    const n = value[field];
    if (typeof n === 'number' && Number.isFinite(n) && n > 0) row[field] = n;
    else problems.push(`${where}: ${field} must be a positive number`);
  }
  return problems.length === before ? row : null;
}

/**
 * Checks a parsed benchmark table: its three parts, positive indices, and keys that the key
 * functions make (so that every row can be found), memory variants of a GPU key included.
 */
export function parseBenchmarkTable(data: unknown): BenchmarkTable {
  const problems: string[] = [];
  if (!isObject(data)) throw new BenchmarkTableError(['the file must hold an object of sources, cpu and gpu']);
  for (const key of Object.keys(data))
    if (!['sources', 'cpu', 'gpu'].includes(key)) problems.push(`unknown field "${key}"`);
  const sources = typeof data.sources === 'string' && data.sources.trim() !== '' ? data.sources : '';
  if (sources === '') problems.push('sources must be a non-empty string');
  const cpu: Record<string, CpuIndex> = {};
  const gpu: Record<string, GpuIndex> = {};
  if (!isObject(data.cpu)) problems.push('cpu must be an object');
  else
    for (const [key, value] of Object.entries(data.cpu)) {
      if (cpuIndexKey(key) !== key) problems.push(`cpu "${key}": not a key cpuIndexKey makes ("${cpuIndexKey(key)}")`);
      const row = indexRow(`cpu "${key}"`, value, ['single', 'multi'], problems);
      if (row) cpu[key] = row;
    }
  if (!isObject(data.gpu)) problems.push('gpu must be an object');
  else {
    for (const [key, value] of Object.entries(data.gpu)) {
      const base = gpuIndexKey(key);
      if (base !== key && !Object.hasOwn(data.gpu, base)) {
        problems.push(`gpu "${key}": not a key gpuIndexKey makes, nor a memory variant of one ("${base}")`);
      }
      const row = indexRow(`gpu "${key}"`, value, ['p1080', 'p1440', 'p4k'], problems);
      if (row) gpu[key] = row;
    }
  }
  if (problems.length > 0) throw new BenchmarkTableError(problems);
  return { sources, cpu, gpu };
}

/** Reads and checks a benchmark table file. */
export function readBenchmarkTable(file: string): BenchmarkTable {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BenchmarkTableError([`${path.basename(file)}: ${(err as Error).message}`]);
  }
  return parseBenchmarkTable(data);
}

const TABLE = readBenchmarkTable(path.join(__dirname, 'benchmark-indices.json'));

// --- The CPU gaming index -------------------------------------------------------------------------

/** A CPU's gaming index (Core i9-14900K = 100) and where it comes from. */
export interface CpuGamingIndex {
  gaming: number;
  /** True when no review measured this CPU: its family's ratio times its single-thread index. */
  estimated: boolean;
  /** The review's id in cpu-gaming-index.json's sources, or the family whose ratio made the estimate. */
  basis: string;
}

/** What cpu-gaming-index.json holds. */
export interface CpuGamingTable {
  about: string;
  sources: Record<string, { title: string; url: string; published: string; what: string }>;
  /** Keyed as CPU_INDICES: the reviewed gaming index and its source's id. */
  reviewed: Record<string, { gaming: number; source: string }>;
  /** Families in match order (first match wins): an id and a pattern over the CPU_INDICES key. */
  families: { id: string; match: string }[];
}

/** Checks a parsed gaming table against the CPU table: every key known, every source named, every CPU in a family. */
export function parseCpuGamingTable(data: unknown, cpu: Readonly<Record<string, CpuIndex>>): CpuGamingTable {
  const problems: string[] = [];
  if (!isObject(data)) throw new BenchmarkTableError(['the gaming table must be an object']);
  const { about, sources, reviewed, families } = data;
  if (typeof about !== 'string' || about.trim() === '') problems.push('about must be a non-empty string');
  if (!isObject(sources)) problems.push('sources must be an object');
  else
    for (const [id, s] of Object.entries(sources)) {
      if (!isObject(s) || ['title', 'url', 'published', 'what'].some((k) => typeof s[k] !== 'string'))
        problems.push(`source "${id}": needs title, url, published and what`);
    }
  if (!isObject(reviewed)) problems.push('reviewed must be an object');
  else
    for (const [key, row] of Object.entries(reviewed)) {
      if (!Object.hasOwn(cpu, key)) problems.push(`reviewed "${key}": not in the CPU table`);
      if (!isObject(row) || typeof row.gaming !== 'number' || !(row.gaming > 0))
        problems.push(`reviewed "${key}": gaming must be a positive number`);
      else if (!isObject(sources) || typeof row.source !== 'string' || !Object.hasOwn(sources, row.source))
        problems.push(`reviewed "${key}": source must name one of sources`);
    }
  const fams: { id: string; match: string }[] = [];
  if (!Array.isArray(families)) problems.push('families must be a list');
  else
    for (const f of families as unknown[]) {
      if (!isObject(f) || typeof f.id !== 'string' || typeof f.match !== 'string')
        problems.push('each family needs an id and a match pattern');
      else fams.push({ id: f.id, match: f.match });
    }
  for (const key of Object.keys(cpu))
    if (!fams.some((f) => new RegExp(f.match).test(key))) problems.push(`cpu "${key}": in no family`);
  if (problems.length > 0) throw new BenchmarkTableError(problems);
  return data as unknown as CpuGamingTable;
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};

/**
 * Every CPU's gaming index: the reviewed figure, else an estimate from its single-thread index
 * times the median gaming/single ratio of its family's reviewed CPUs (or, for a family no review
 * measured, of every reviewed CPU without 3D V-Cache), rounded to a whole number.
 */
export function cpuGamingIndices(
  table: CpuGamingTable,
  cpu: Readonly<Record<string, CpuIndex>>,
): Record<string, CpuGamingIndex> {
  const familyOf = (key: string) => table.families.find((f) => new RegExp(f.match).test(key))?.id ?? '';
  const ratios = new Map<string, number[]>();
  const plain: number[] = [];
  for (const [key, row] of Object.entries(table.reviewed)) {
    const ratio = row.gaming / cpu[key].single;
    const fam = familyOf(key);
    ratios.set(fam, [...(ratios.get(fam) ?? []), ratio]);
    if (!key.includes('x3d')) plain.push(ratio);
  }
  const fallback = median(plain);
  const out: Record<string, CpuGamingIndex> = {};
  for (const [key, idx] of Object.entries(cpu)) {
    const reviewed = table.reviewed[key];
    if (reviewed) {
      out[key] = { gaming: reviewed.gaming, estimated: false, basis: reviewed.source };
      continue;
    }
    const fam = familyOf(key);
    const r = ratios.get(fam);
    out[key] = { gaming: Math.round(idx.single * (r ? median(r) : fallback)), estimated: true, basis: fam };
  }
  return out;
}

function readCpuGamingTable(file: string): CpuGamingTable {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new BenchmarkTableError([`${path.basename(file)}: ${(err as Error).message}`]);
  }
  return parseCpuGamingTable(data, TABLE.cpu);
}

const GAMING_TABLE = readCpuGamingTable(path.join(__dirname, 'cpu-gaming-index.json'));
const CPU_GAMING: Readonly<Record<string, CpuGamingIndex>> = cpuGamingIndices(GAMING_TABLE, TABLE.cpu);

/** Where the gaming index comes from (shown with the catalog's indices). */
export const CPU_GAMING_ABOUT: string = GAMING_TABLE.about;

/** The gaming index of a CPU name, or null when the CPU has no benchmark row. */
export function cpuGamingFor(name: string): CpuGamingIndex | null {
  const key = cpuIndexKey(name);
  return (key && CPU_GAMING[key]) || null;
}

export const BENCHMARK_SOURCES: string = TABLE.sources;
export const CPU_INDICES: Readonly<Record<string, CpuIndex>> = TABLE.cpu;
export const GPU_INDICES: Readonly<Record<string, GpuIndex>> = TABLE.gpu;
