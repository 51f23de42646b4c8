// The planner's constraints: fast pass-level mirrors of the compatibility rules in
// @rigforge/common (a build the planner accepts gets PASS on every check, no warning), plus the
// planner's own rules. The final build is still verified with checkCompatibility.
import {
  GPU_CLEARANCE_MM,
  HDD_WATTS,
  PLATFORM_WATTS,
  PSU_HEADROOM,
  RAM_MODULE_WATTS,
  SSD_WATTS,
  mayNeedBiosUpdate,
  type CaseSpecs,
  type CoolerSpecs,
  type PsuFormFactor,
  type StorageSpecs,
} from '@rigforge/common';
import type { PlannerPart } from './types';

// Constants of the common package, read once (its CommonJS build re-exports through getters, and
// some of these functions run in the search's inner loops).
const CLEARANCE = GPU_CLEARANCE_MM;
const HEADROOM = PSU_HEADROOM;

// --- The planner's own rules ----------------------------------------------------------------------

/** A build has one or two drives, and the fastest of them is an SSD (no build boots from a hard drive). */
export const MAX_DRIVES = 2;

/**
 * Cooling capacity (W) the planner assumes for a cooler that lists no tdpRating, by kind and size.
 * Most catalog coolers list none; without an estimate a 170 W processor would get a 65 mm
 * low-profile cooler, which passes every check but throttles. These are conservative figures for
 * typical coolers of each size. A cooler that lists a tdpRating is held to that figure instead.
 */
export const AIR_COOLER_CAPACITY: readonly (readonly [maxHeightMm: number, watts: number])[] = [
  [60, 65], // low-profile, under 60 mm
  [100, 95], // small top-flow or short tower
  [140, 130], // compact 92–120 mm tower
  [Infinity, 180], // full-height tower
];
export const LIQUID_COOLER_CAPACITY: readonly (readonly [maxRadiatorMm: number, watts: number])[] = [
  [120, 150],
  [140, 165],
  [240, 220],
  [280, 250],
  [Infinity, 300],
];

/** The capacity the planner holds a cooler to: its tdpRating when listed, else the estimate above. */
export function coolerCapacityWatts(specs: CoolerSpecs): number {
  if (specs.tdpRating) return specs.tdpRating;
  const table = specs.coolerType === 'Liquid' ? LIQUID_COOLER_CAPACITY : AIR_COOLER_CAPACITY;
  const size = specs.coolerType === 'Liquid' ? specs.radiatorSize : specs.height;
  for (const [max, watts] of table) if (size <= max) return watts;
  return table[table.length - 1][1];
}

/** Whether the cooler's capacity is the listed tdpRating (true) or the planner's estimate (false). */
export function coolerCapacityIsRated(specs: CoolerSpecs): boolean {
  return Boolean(specs.tdpRating);
}

// --- Mirrors of the compatibility rules (pass level) ---------------------------------------------

/** Socket, BIOS support out of the box (no "may need a BIOS update" warning), memory type. */
export function boardFitsCpu(board: PlannerPart<'Motherboard'>, cpu: PlannerPart<'CPU'>): boolean {
  if (board.specs.socket !== cpu.specs.socket) return false;
  if (mayNeedBiosUpdate(cpu, board) === true) return false;
  const types = cpu.specs.memoryTypes;
  return types.length === 0 || (types as string[]).includes(board.specs.memoryType);
}

/** Mounting kit for the socket, and capacity for the processor's TDP (see coolerCapacityWatts). */
export function coolerFitsCpu(cooler: PlannerPart<'Cooler'>, cpu: PlannerPart<'CPU'>): boolean {
  return cooler.specs.sockets.includes(cpu.specs.socket) && coolerCapacityWatts(cooler.specs) >= cpu.specs.tdp;
}

export function coolerFitsCase(cooler: CoolerSpecs, pcCase: CaseSpecs): boolean {
  if (cooler.coolerType === 'Liquid') return cooler.radiatorSize <= 0 || cooler.radiatorSize <= pcCase.maxRadiatorSize;
  return cooler.height <= pcCase.maxCoolerHeight;
}

/** The card fits a case taking cards up to maxGpuLength with more than GPU_CLEARANCE_MM to spare (less warns). */
export function gpuFits(lengthMm: number, maxGpuLength: number): boolean {
  return !(lengthMm > maxGpuLength) && maxGpuLength - lengthMm > CLEARANCE;
}

/** An SFX or SFX-L unit fits an ATX bay with a bracket (as in psuFormFactorRule). */
export function psuFitsCase(formFactor: PsuFormFactor, pcCase: CaseSpecs): boolean {
  const allowed = pcCase.psuFormFactors;
  return allowed.includes(formFactor) || (allowed.includes('ATX') && formFactor !== 'ATX');
}

export function driveWatts(specs: StorageSpecs): number {
  return specs.storageType === 'HDD' ? HDD_WATTS : SSD_WATTS;
}

/** The estimated load of estimateLoad, from its parts' figures. */
export function loadWatts(cpuTdp: number, gpuTdp: number, driveW: number, ramModules: number): number {
  return cpuTdp + gpuTdp + PLATFORM_WATTS + driveW + ramModules * RAM_MODULE_WATTS;
}

/** Whether a power supply passes psuWattageRule for a load (at least load × PSU_HEADROOM). */
export function psuCoversLoad(watts: number, load: number): boolean {
  return !(watts < load) && !(watts < load * HEADROOM);
}
