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

export const BENCHMARK_SOURCES: string = TABLE.sources;
export const CPU_INDICES: Readonly<Record<string, CpuIndex>> = TABLE.cpu;
export const GPU_INDICES: Readonly<Record<string, GpuIndex>> = TABLE.gpu;
