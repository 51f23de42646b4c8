// The planner index's lookup tables, built over the kept parts (indexers.ts) so that the search
// answers "cheapest compatible X for this need" without scanning: CPUs grouped by the boards and
// coolers they take, with the cheapest board per memory and storage need and the coolers per case;
// the cheapest power supply per wattage; and lower bounds of case + cooler prices.
import {
  BOARD_FORM_FACTORS,
  MEMORY_TYPES,
  PSU_EFFICIENCIES,
  PSU_FORM_FACTORS,
  RESOLUTIONS,
  type Resolution,
} from '@rigforge/common';
import { bitSetKey, hasBit, type BitSet } from './bitset';
import type {
  BoardGroup,
  BoardItem,
  CaseItem,
  CoolerGroup,
  CoolerItem,
  CpuItem,
  GpuItem,
  PsuItem,
  PsuTable,
  RamClass,
  StorageClass,
} from './index-types';
import { gpuFits } from './rules';
import type { PlannerPart } from './types';

export interface CpuGroups {
  boardGroups: BoardGroup[];
  coolerGroups: CoolerGroup[];
}

/**
 * Groups the CPUs by the boards they take and by the coolers they take (CPUs of a group share one
 * table), and sets each CPU's boardGroup and coolerGroup.
 */
export function groupCpus(
  cpus: readonly CpuItem[],
  cpuBoards: Map<PlannerPart<'CPU'>, BitSet>,
  cpuCoolers: Map<PlannerPart<'CPU'>, BitSet>,
  parts: {
    boards: BoardItem[];
    coolers: CoolerItem[];
    cases: CaseItem[];
    coolerCases: Map<PlannerPart<'Cooler'>, BitSet>;
    ramClasses: RamClass[];
    storageClasses: StorageClass[];
  },
): CpuGroups {
  const boardGroups: BoardGroup[] = [];
  const boardGroupKeys = new Map<string, number>();
  const coolerGroups: CoolerGroup[] = [];
  const coolerGroupKeys = new Map<string, number>();
  for (const c of cpus) {
    const bs = cpuBoards.get(c.part)!;
    const bKey = bitSetKey(bs);
    let bg = boardGroupKeys.get(bKey);
    if (bg === undefined) {
      bg = boardGroups.length;
      boardGroupKeys.set(bKey, bg);
      boardGroups.push(buildBoardGroup(parts.boards, bs, parts.ramClasses, parts.storageClasses));
    }
    c.boardGroup = bg;
    const cs = cpuCoolers.get(c.part)!;
    const cKey = bitSetKey(cs);
    let cg = coolerGroupKeys.get(cKey);
    if (cg === undefined) {
      cg = coolerGroups.length;
      coolerGroupKeys.set(cKey, cg);
      coolerGroups.push(buildCoolerGroup(parts.coolers, cs, parts.cases, parts.coolerCases));
    }
    c.coolerGroup = cg;
  }
  return { boardGroups, coolerGroups };
}

function buildBoardGroup(
  boards: BoardItem[],
  compatible: BitSet,
  ramClasses: RamClass[],
  storageClasses: StorageClass[],
): BoardGroup {
  const list: number[] = [];
  boards.forEach((_, i) => {
    if (hasBit(compatible, i)) list.push(i);
  });
  const nS = storageClasses.length;
  const vecOf = new Int32Array(ramClasses.length * nS).fill(-1);
  const vecs: Int32Array[] = [];
  const vecKeys = new Map<string, number>();
  const pairs: number[] = [];
  const anyByFf = new Int32Array(BOARD_FORM_FACTORS.length).fill(-1);
  for (const i of list) if (anyByFf[boards[i].ff] < 0) anyByFf[boards[i].ff] = i;
  for (const r of ramClasses) {
    for (const s of storageClasses) {
      const vec = new Int32Array(BOARD_FORM_FACTORS.length).fill(-1);
      let any = false;
      for (const i of list) {
        const b = boards[i];
        if (vec[b.ff] >= 0) continue;
        if (b.memType !== r.type || b.slots < r.modules || b.maxMem < r.capacity) continue;
        if (b.m2 < s.nvme || b.sata < s.sata) continue;
        vec[b.ff] = i;
        any = true;
      }
      if (!any) continue;
      const key = vec.join(',');
      let id = vecKeys.get(key);
      if (id === undefined) {
        id = vecs.length;
        vecKeys.set(key, id);
        vecs.push(vec);
      }
      vecOf[r.id * nS + s.id] = id;
      pairs.push(r.id, s.id);
    }
  }
  let memMask = 0;
  for (const i of list) memMask |= 1 << Math.max(0, MEMORY_TYPES.indexOf(boards[i].memType));
  return {
    memMask,
    boards: list,
    vecOf,
    vecs,
    pairs: Int32Array.from(pairs),
    anyByFf,
    minPrice: list.length ? boards[list[0]].price : Infinity,
  };
}

function buildCoolerGroup(
  coolers: CoolerItem[],
  compatible: BitSet,
  cases: CaseItem[],
  coolerCases: Map<PlannerPart<'Cooler'>, BitSet>,
): CoolerGroup {
  const list: number[] = [];
  coolers.forEach((_, i) => {
    if (hasBit(compatible, i)) list.push(i);
  });
  const cheapestByCase = new Int32Array(cases.length).fill(-1);
  const quietByCase: Int32Array[] = [];
  let maxQuiet = 0;
  for (const i of list) maxQuiet = Math.max(maxQuiet, coolers[i].quiet);
  cases.forEach((_, k) => {
    const quiet: number[] = [];
    let best = -1;
    for (const i of list) {
      if (!hasBit(coolerCases.get(coolers[i].part)!, k)) continue;
      if (cheapestByCase[k] < 0) cheapestByCase[k] = i;
      if (coolers[i].quiet > best) {
        best = coolers[i].quiet;
        quiet.push(i);
      }
    }
    quietByCase.push(Int32Array.from(quiet));
  });
  // Lower bound of case + cooler for a card that needs maxGpu >= x: cases by maxGpu descending.
  const order = cases.map((_, k) => k).sort((a, b) => cases[b].maxGpu - cases[a].maxGpu || a - b);
  const lbMaxGpu = new Float64Array(order.length);
  const lbCaseCooler = new Float64Array(order.length);
  let run = Infinity;
  order.forEach((k, j) => {
    const o = cheapestByCase[k];
    if (o >= 0) run = Math.min(run, cases[k].price + coolers[o].price);
    lbMaxGpu[j] = cases[k].maxGpu;
    lbCaseCooler[j] = run;
  });
  return { coolers: list, cheapestByCase, quietByCase, maxQuiet, lbMaxGpu, lbCaseCooler };
}

/** [psuMask][efficiency level]: the PSU table of the PSUs of those form factors at that efficiency or better (with a native 16-pin cable: native16). */
export function psuTablesOf(psus: PsuItem[], native16 = false): PsuTable[][] {
  const tables: PsuTable[][] = [];
  for (let mask = 0; mask < 1 << PSU_FORM_FACTORS.length; mask++) {
    tables.push(
      PSU_EFFICIENCIES.map((_, level) =>
        buildPsuTable(psus, (p) => (p.ffBit & mask) !== 0 && p.effLevel >= level && (!native16 || p.native16)),
      ),
    );
  }
  return tables;
}

/** At w: the price of the cheapest PSU of at least w watts (any form factor). */
export function psuPriceByWattsOf(psus: readonly PsuItem[]): Float64Array {
  const maxWatts = psus.reduce((m, p) => Math.max(m, Math.floor(p.watts)), 0);
  const byWatts = new Float64Array(maxWatts + 1).fill(Infinity);
  for (const p of psus) {
    const top = Math.min(maxWatts, Math.floor(p.watts));
    for (let w = 0; w <= top; w++) if (p.price < byWatts[w]) byWatts[w] = p.price;
  }
  return byWatts;
}

/** [resolution][cooler group][position in gpus[resolution], or gpus.length for no card]: case + cooler lower bounds. */
export function caseCoolerBoundsOf(
  gpus: Record<Resolution, GpuItem[]>,
  coolerGroups: readonly CoolerGroup[],
  resolutions: readonly Resolution[] = RESOLUTIONS,
): Record<Resolution, Float64Array[]> {
  return Object.fromEntries(
    resolutions.map((res) => [
      res,
      coolerGroups.map((cg) =>
        Float64Array.from([
          ...gpus[res].map((g) => caseCoolerLowerBound(cg, g.length)),
          caseCoolerLowerBound(cg, null),
        ]),
      ),
    ]),
  ) as Record<Resolution, Float64Array[]>;
}

function buildPsuTable(psus: PsuItem[], include: (p: PsuItem) => boolean): PsuTable {
  const idx = psus.map((_, i) => i).filter((i) => include(psus[i]));
  const wattsList = [...new Set(idx.map((i) => psus[i].watts))].sort((a, b) => a - b);
  const watts = Float64Array.from(wattsList);
  const cheapest = new Int32Array(wattsList.length).fill(-1);
  // psus are sorted by price then id, so the first PSU met with enough watts is the cheapest.
  for (let w = 0; w < wattsList.length; w++) {
    for (const i of idx) {
      if (psus[i].watts >= wattsList[w]) {
        cheapest[w] = i;
        break;
      }
    }
  }
  return { watts, cheapest };
}

/** The cheapest PSU in the table with at least `need` watts (index into psus), or -1. */
export function cheapestPsu(table: PsuTable, need: number): number {
  const w = table.watts;
  let lo = 0;
  let hi = w.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (w[mid] >= need) hi = mid;
    else lo = mid + 1;
  }
  return lo < w.length ? table.cheapest[lo] : -1;
}

/** Lower bound of case + cooler price for a CPU's cooler group and a card of this length (null: none). */
export function caseCoolerLowerBound(group: CoolerGroup, gpuLength: number | null): number {
  const n = group.lbMaxGpu.length;
  if (n === 0) return Infinity;
  if (gpuLength === null) return group.lbCaseCooler[n - 1];
  // The last position j with lbMaxGpu[j] - length >= clearance (maxGpu descending).
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (gpuFits(gpuLength, group.lbMaxGpu[mid])) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? Infinity : group.lbCaseCooler[lo - 1];
}
