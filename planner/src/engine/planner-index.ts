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
import { PART_TYPES, RESOLUTIONS, type PartType, type Resolution } from '@rigforge/common';
import type { GpuItem, PlannerIndex } from './index-types';
import {
  indexBoards,
  indexCases,
  indexCoolers,
  indexCpus,
  indexGpus,
  indexPsus,
  indexRam,
  indexStorage,
  extendStorage,
  keeper,
  plannableParts,
  type PriceOf,
} from './indexers';
import { withFitMemo } from './rules';
import { caseCoolerBoundsOf, groupCpus, psuPriceByWattsOf, psuTablesOf } from './lookup-tables';
import type { PlannerCatalog, PlannerPart } from './types';

export type { PlannerIndex } from './index-types';

export interface IndexOptions {
  /** Drop dominated parts (default). Off only to check, in tests, that pruning changes no answer. */
  prune?: boolean;
  /**
   * For the indexes of locks.ts: what some parts cost the build, by id ($0 for a part the user
   * owns; its priceCents stays the list price); `plannable`: the catalog is already plannable (a
   * subset of that catalog, another index's `all`, which the reasons' claims are checked against);
   * and a drive set the storage is exactly.
   */
  costs?: ReadonlyMap<string, number>;
  /** What a drive costs a second time in one set (a mirror), by id; the list price when absent. */
  repeatCosts?: ReadonlyMap<string, number>;
  plannable?: PlannerCatalog;
  fixedStorage?: readonly PlannerPart<'Storage'>[] | null;
  /**
   * For locks.ts: the catalog's index, whose stages are reused for the part types whose lists are
   * its kept parts unchanged (every type not in `changed`, nor judged by a changed one); only the
   * cards of `resolution` are indexed.
   */
  reuse?: {
    base: PlannerIndex;
    changed: ReadonlySet<PartType>;
    resolution: Resolution;
    /** The storage is the base's drives and these (the drive sets are extended, not rebuilt). */
    addedDrives?: readonly PlannerPart<'Storage'>[];
  };
}

export function buildPlannerIndex(catalog: PlannerCatalog, options: IndexOptions = {}): PlannerIndex {
  // A lock index (locks.ts) is one of many over the same kept parts: their pairs' fits are kept.
  return options.reuse ? withFitMemo(() => buildIndex(catalog, options)) : buildIndex(catalog, options);
}

function buildIndex(catalog: PlannerCatalog, options: IndexOptions): PlannerIndex {
  const prune = options.prune !== false;
  const keep = keeper(prune);
  const input = Object.fromEntries(PART_TYPES.map((t) => [t, catalog[t]?.length ?? 0])) as Record<PartType, number>;
  const parts = options.plannable ? catalog : plannableParts(catalog);
  const all = options.plannable ?? parts;
  const costs = options.costs;
  const priceOf: PriceOf = costs?.size ? (p) => costs.get(p.id) ?? p.priceCents : (p) => p.priceCents;
  const reuse = options.reuse && options.reuse.base.stages ? options.reuse : null;
  const base = reuse?.base;
  const stages = base?.stages;
  const changed = (t: PartType) => !reuse || reuse.changed.has(t);
  // A stage is rebuilt when its own parts or the parts it is judged by changed (see the order below).
  const casesNew = changed('Case');
  const coolersNew = casesNew || changed('Cooler') || changed('CPU');
  const psusNew = casesNew || changed('PSU');
  const boardsNew = casesNew || changed('Motherboard') || changed('CPU');
  const cpusNew = boardsNew || coolersNew;
  const gpusNew = casesNew || changed('GPU');
  const ramNew = changed('RAM');
  const storageNew = changed('Storage');
  const groupsNew = cpusNew || ramNew || storageNew;

  // Cases first: every other part is judged by the cases it fits. Boards and coolers are judged by
  // the CPUs they suit, and CPUs by the kept boards and coolers they take.
  const cases = casesNew || !base ? indexCases(parts.Case, keep, priceOf) : base.cases;
  const { coolers, coolerCases } =
    coolersNew || !base || !stages
      ? indexCoolers(parts.Cooler, cases, parts.CPU, keep, priceOf)
      : { coolers: base.coolers, coolerCases: stages.coolerCases };
  const psus = psusNew || !base ? indexPsus(parts.PSU, cases, keep, priceOf) : base.psus;
  const boards = boardsNew || !base ? indexBoards(parts.Motherboard, parts.CPU, cases, keep, priceOf) : base.boards;
  const { cpus, cpuBoards, cpuCoolers } =
    cpusNew || !base || !stages
      ? indexCpus(parts.CPU, boards, coolers, keep, priceOf)
      : // groupCpus sets each item's groups: the base's items are copied, never written.
        {
          cpus: base.cpus.map((c) => ({ ...c })),
          cpuBoards: stages.cpuBoards,
          cpuCoolers: stages.cpuCoolers,
        };
  const gpus = !base
    ? indexGpus(parts.GPU, cases, keep, priceOf)
    : onlyAt(
        reuse.resolution,
        gpusNew
          ? indexGpus(parts.GPU, cases, keep, priceOf, [reuse.resolution])[reuse.resolution]
          : base.gpus[reuse.resolution],
      );
  const { rams, ramClasses } = ramNew || !base ? indexRam(parts.RAM, keep, priceOf) : base;
  const repeatOf: PriceOf = (p) => options.repeatCosts?.get(p.id) ?? p.priceCents;
  const { drives, storageClasses } =
    !storageNew && base
      ? base
      : base && reuse?.addedDrives && !options.fixedStorage
        ? extendStorage(base, reuse.addedDrives, prune, priceOf, repeatOf)
        : indexStorage(parts.Storage, keep, prune, priceOf, options.fixedStorage ?? null, repeatOf);

  const { boardGroups, coolerGroups } =
    groupsNew || !base
      ? groupCpus(cpus, cpuBoards, cpuCoolers, {
          boards,
          coolers,
          cases,
          coolerCases,
          ramClasses,
          storageClasses,
        })
      : base;

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
    psuTables: psusNew || !base ? psuTablesOf(psus) : base.psuTables,
    psuTables16: psusNew || !base ? psuTablesOf(psus, true) : base.psuTables16,
    psuPriceByWatts: psusNew || !base ? psuPriceByWattsOf(psus) : base.psuPriceByWatts,
    caseCoolerLB:
      gpusNew || groupsNew || !base
        ? caseCoolerBoundsOf(gpus, coolerGroups, reuse ? [reuse.resolution] : RESOLUTIONS)
        : base.caseCoolerLB,
    stages: { coolerCases, cpuBoards, cpuCoolers },
  };
}

/** The cards of one resolution (a lock index plans at one). */
function onlyAt(res: Resolution, list: GpuItem[]): Record<Resolution, GpuItem[]> {
  return { '1080p': [], '1440p': [], '4K': [], [res]: list };
}
