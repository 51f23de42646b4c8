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
  coolerCapacityWatts,
  coolingNeedWatts,
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

// --- Mirrors of the compatibility rules (pass level) ---------------------------------------------

/** Socket, BIOS support out of the box (no "may need a BIOS update" warning), memory type. */
export function boardFitsCpu(board: PlannerPart<'Motherboard'>, cpu: PlannerPart<'CPU'>): boolean {
  if (board.specs.socket !== cpu.specs.socket) return false;
  if (mayNeedBiosUpdate(cpu, board) === true) return false;
  const types = cpu.specs.memoryTypes;
  return types.length === 0 || (types as string[]).includes(board.specs.memoryType);
}

/** Mounting kit for the socket, and capacity for the processor's sustained boost power (coolingNeedWatts). */
export function coolerFitsCpu(cooler: PlannerPart<'Cooler'>, cpu: PlannerPart<'CPU'>): boolean {
  return (
    cooler.specs.sockets.includes(cpu.specs.socket) && coolerCapacityWatts(cooler.specs) >= coolingNeedWatts(cpu.specs)
  );
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

/** The estimated load of estimateLoad, from its parts' figures (the CPU's sustained boost power). */
export function loadWatts(cpuPower: number, gpuTdp: number, driveW: number, ramModules: number): number {
  return cpuPower + gpuTdp + PLATFORM_WATTS + driveW + ramModules * RAM_MODULE_WATTS;
}

/** The wattage psuWattageRule passes for a load and card: psuRequirement's minimum. */
export function psuNeed(load: number, gpuRecommended: number): number {
  return Math.max(load * HEADROOM, gpuRecommended);
}

/**
 * Whether a power supply passes psuWattageRule for a load and the card maker's recommendation (at
 * least load × PSU_HEADROOM and at least the recommendation).
 */
export function psuCoversLoad(watts: number, load: number, gpuRecommended: number): boolean {
  return !(watts < load) && !(watts < psuNeed(load, gpuRecommended));
}
