import {
  PART_TYPES,
  allocationRequestSchema,
  partsFromAllocationSchema,
  useCaseRequestSchema,
  type BuildSelection,
  type CompatPart,
  type PartType,
  type SpecsByType,
} from '@rigforge/common';
import { badInput, notFound } from '../../lib/errors';
import { readInput } from '../../lib/read-input';
import type { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import {
  allocationFor,
  buildFromAllocation,
  buildFromUseCases,
  buildPlannerIndex,
  report as coreReport,
  toSelection as coreToSelection,
  type PlannerIndex,
} from '@rigforge/planner';
import { toPlannerCatalog } from './planner.catalog';
import type { BudgetAllocation, CompatibilityReport, GeneratedBuild } from './planner.types';

/** The most parts one compatibility check takes (a full build has 8 to about 12). */
export const MAX_CHECK_PARTS = 24;

/** Indexes are built once per catalog snapshot (the catalog cache hands out the same array). */
const indexes = new WeakMap<readonly Component[], PlannerIndex>();

/** Puts parts into the engine's slots; a second CPU, board, GPU, PSU, case or cooler is bad input. */
export function toSelection(parts: readonly CompatPart[]): BuildSelection {
  return coreToSelection(parts, badInput);
}

/** The build planner: budget allocation, compatibility checks and parts-list generation. */
export class PlannerService {
  constructor(private readonly catalog: CatalogService) {}

  private async index(): Promise<PlannerIndex> {
    const rows = await this.catalog.plannableParts();
    let index = indexes.get(rows);
    if (!index) {
      index = buildPlannerIndex(toPlannerCatalog(rows));
      indexes.set(rows, index);
    }
    return index;
  }

  /**
   * The calculator's split of a budget, from untrusted input (either transport). With `useCases` the
   * recommended picks are those of the list generated for them within the budget (fromUseCases).
   */
  async allocation(input: unknown): Promise<BudgetAllocation> {
    const req = readInput(allocationRequestSchema, input, true);
    const uses = typeof input === 'object' && input !== null ? (input as { useCases?: unknown }).useCases : undefined;
    const forUseCases =
      uses === undefined || uses === null
        ? null
        : readInput(useCaseRequestSchema, { useCases: uses, budget: req.budget }, true);
    return allocationFor(await this.index(), req, forUseCases);
  }

  /** A parts list for the calculator's allocation: the build type's use cases, the whole budget. */
  async fromAllocation(input: unknown): Promise<GeneratedBuild> {
    const req = readInput(partsFromAllocationSchema, input, true);
    return buildFromAllocation(await this.index(), req);
  }

  /** A parts list for use cases, from untrusted input (either transport). */
  async fromUseCases(input: unknown): Promise<GeneratedBuild> {
    const req = readInput(useCaseRequestSchema, input, true);
    return buildFromUseCases(await this.index(), req);
  }

  /** Runs every rule on the given parts. Parts whose specs are not all known are named in `unchecked`. */
  async check(partIds: readonly string[]): Promise<CompatibilityReport> {
    if (partIds.length === 0) throw badInput('Give at least one part to check.');
    if (partIds.length > MAX_CHECK_PARTS) throw badInput(`Give at most ${MAX_CHECK_PARTS} parts to check.`);
    const rows = await this.catalog.byIds(partIds);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const missing = partIds.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      throw notFound(
        missing.length === 1
          ? `No component has the id ${missing[0]}.`
          : `${missing.length} of the components were not found.`,
      );
    }
    return this.checkParts(partIds.map((id) => byId.get(id) as Component));
  }

  /**
   * Every rule on catalog parts already loaded (a saved build's linked parts): no database work.
   * Parts with incomplete specs, and the names in `alsoUnchecked` (parts with no catalog row), are
   * reported in `unchecked`.
   */
  checkParts(parts: readonly Component[], alsoUnchecked: readonly string[] = []): CompatibilityReport {
    const complete = parts.filter((p) => p.specsComplete && (PART_TYPES as readonly string[]).includes(p.type));
    const unchecked = [...parts.filter((p) => !p.specsComplete).map((p) => p.name), ...alsoUnchecked];
    return coreReport(
      complete.map((p) => ({ name: p.name, type: p.type, specs: p.specs as unknown as SpecsByType[PartType] })),
      unchecked,
      badInput,
    );
  }
}
