// Per CPU family: the PCIe generation of the processor's graphics lanes and the lanes it gives the
// first x16 slot. Data: cpu-platforms.json (ordered rules on the CPU key, a source per rule).
import table from './cpu-platforms.json';
import type { HardwareSource } from './gpu-chipsets';
import { cpuIndexKey } from './keys';

export interface CpuPlatformRule {
  family: string;
  /** Regular expression on the CPU key cpuIndexKey makes ('ryzen 5 5600g', 'core i5-14600k'). */
  match: string;
  pcieGen: number;
  /** Lanes to the graphics slot; absent when not sourced. */
  gpuLanes?: number;
  source: HardwareSource;
  checked: boolean;
  note?: string;
}

export interface CpuPlatformFacts {
  family: string;
  pcieGen: number;
  gpuLanes?: number;
  source: HardwareSource;
}

export const CPU_PLATFORM_RULES: readonly CpuPlatformRule[] = table.rules as CpuPlatformRule[];
const COMPILED = CPU_PLATFORM_RULES.map((rule) => ({ rule, re: new RegExp(rule.match) }));

/**
 * The graphics link of a CPU by its family ("AMD Ryzen 5 5600G", "Intel Core i5-14600K"), or null
 * when no rule knows the model.
 */
export function cpuPlatformFacts(name: string): CpuPlatformFacts | null {
  const key = cpuIndexKey(name);
  if (!key) return null;
  const hit = COMPILED.find(({ re }) => re.test(key))?.rule;
  if (!hit) return null;
  return {
    family: hit.family,
    pcieGen: hit.pcieGen,
    ...(hit.gpuLanes !== undefined ? { gpuLanes: hit.gpuLanes } : {}),
    source: hit.source,
  };
}
