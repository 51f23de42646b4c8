// Pre-processing of a catalog, done once per catalog: features of every part, pruning of dominated
// parts, sorting, and the lookup tables the generator queries. Pure: the same catalog gives the
// same index, and nothing here reads a clock or a random source.
//
// Pruning is exact. A part is dropped only when another part of the same type
//   - costs no more,
//   - is at least as good on every attribute that enters the score (score.ts: every term is
//     non-decreasing in what a better part offers), and
//   - is at least as permissive on every compatibility attribute (its set of compatible parts of
//     every other type contains the dropped part's set, it draws no more power, it needs no more
//     slots or ports),
// with ties (identical offers) kept once, the first by price then id. Any build that uses a dropped
// part then stays compatible, within budget and at least as good when that part is swapped for its
// dominator, so the best build (and the cheapest one) can always be made of kept parts. Swaps in
// different slots can be made one after the other, because each keeps every other part compatible.
//
// Each part type has its indexer (indexers.ts); the lookup tables the search queries are built over
// the kept parts (lookup-tables.ts); the shapes are in index-types.ts.
import { PART_TYPES, RESOLUTIONS, type PartType } from '@rigforge/common';
import type { PlannerIndex } from './index-types';
import {
  indexBoards,
  indexCases,
  indexCoolers,
  indexCpus,
  indexGpus,
  indexPsus,
  indexRam,
  indexStorage,
  keeper,
  plannableParts,
} from './indexers';
import { caseCoolerBoundsOf, groupCpus, psuPriceByWattsOf, psuTablesOf } from './lookup-tables';
import type { PlannerCatalog } from './types';

export type { PlannerIndex } from './index-types';

export interface IndexOptions {
  /** Drop dominated parts (default). Off only to check, in tests, that pruning changes no answer. */
  prune?: boolean;
}

export function buildPlannerIndex(catalog: PlannerCatalog, options: IndexOptions = {}): PlannerIndex {
  const prune = options.prune !== false;
  const keep = keeper(prune);
  const input = Object.fromEntries(PART_TYPES.map((t) => [t, catalog[t]?.length ?? 0])) as Record<PartType, number>;
  const all = plannableParts(catalog);

  // Cases first: every other part is judged by the cases it fits. Boards and coolers are judged by
  // the CPUs they suit, and CPUs by the kept boards and coolers they take.
  const cases = indexCases(all.Case, keep);
  const { coolers, coolerCases } = indexCoolers(all.Cooler, cases, all.CPU, keep);
  const psus = indexPsus(all.PSU, cases, keep);
  const boards = indexBoards(all.Motherboard, all.CPU, cases, keep);
  const { cpus, cpuBoards, cpuCoolers } = indexCpus(all.CPU, boards, coolers, keep);
  const gpus = indexGpus(all.GPU, cases, keep);
  const { rams, ramClasses } = indexRam(all.RAM, keep);
  const { drives, storageClasses } = indexStorage(all.Storage, keep, prune);

  const { boardGroups, coolerGroups } = groupCpus(cpus, cpuBoards, cpuCoolers, {
    boards,
    coolers,
    cases,
    coolerCases,
    ramClasses,
    storageClasses,
  });

  const kept: Record<PartType, number> = {
    CPU: cpus.length,
    GPU: new Set(RESOLUTIONS.flatMap((r) => gpus[r].map((g) => g.part.id))).size,
    RAM: rams.length,
    Storage: drives.length,
    Motherboard: boards.length,
    PSU: psus.length,
    Case: cases.length,
    Cooler: coolers.length,
  };

  return {
    kind: 'planner-index',
    sizes: { input, kept },
    all,
    cpus,
    gpus,
    boards,
    ramClasses,
    rams,
    drives,
    storageClasses,
    coolers,
    psus,
    cases,
    boardGroups,
    coolerGroups,
    psuTables: psuTablesOf(psus),
    psuTables16: psuTablesOf(psus, true),
    psuPriceByWatts: psuPriceByWattsOf(psus),
    caseCoolerLB: caseCoolerBoundsOf(gpus, coolerGroups),
  };
}
