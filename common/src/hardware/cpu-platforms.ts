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

export interface ChipsetGraphicsCap {
  chipset: string;
  /** Regular expression on the board's chipset name ("AMD B840"). */
  match: string;
  maxGen: number;
  source: HardwareSource;
  checked: boolean;
  note?: string;
}

export const CHIPSET_GRAPHICS_CAPS: readonly ChipsetGraphicsCap[] = table.chipsetGraphicsCaps as ChipsetGraphicsCap[];
const COMPILED_CAPS = CHIPSET_GRAPHICS_CAPS.map((cap) => ({ cap, re: new RegExp(cap.match, 'i') }));

/**
 * The generation a board's graphics slot runs at: the listed one, capped by its chipset where the
 * chipset runs the slot slower (an AMD B840 board at PCIe 3.0 whatever its listing says).
 */
export function boardGraphicsGen(chipset: string | undefined, listedGen: number | undefined): number | undefined {
  const cap = chipset === undefined ? undefined : COMPILED_CAPS.find(({ re }) => re.test(chipset))?.cap.maxGen;
  if (cap === undefined) return listedGen;
  return listedGen === undefined ? cap : Math.min(listedGen, cap);
}
