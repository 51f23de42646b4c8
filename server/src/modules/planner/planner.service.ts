import {
  PART_TYPES,
  type BuildSelection,
  type CompatPart,
  type PartType,
  type PartsFromAllocationRequest,
  type SpecsByType,
  type UseCaseRequest,
} from '@rigforge/common';
import { badInput, notFound } from '../../lib/errors';
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
import type { CalculatorRequest } from './planner.input';
import type { BudgetAllocation, CompatibilityReport, GeneratedBuild } from './planner.types';

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
   * The calculator's split of a budget (the request read at the edge: planner.input.ts). With use
   * cases the recommended picks are those of the list generated for them within the budget.
   */
  async allocation({ allocation, forUseCases }: CalculatorRequest): Promise<BudgetAllocation> {
    return allocationFor(await this.index(), allocation, forUseCases);
  }

  /** A parts list for the calculator's allocation: the build type's use cases, the whole budget. */
  async fromAllocation(req: PartsFromAllocationRequest): Promise<GeneratedBuild> {
    return buildFromAllocation(await this.index(), req);
  }

  /** A parts list for use cases. */
  async fromUseCases(req: UseCaseRequest): Promise<GeneratedBuild> {
    return buildFromUseCases(await this.index(), req);
  }

  /**
   * Runs every rule on the given parts (1 to MAX_CHECK_PARTS: the edge's CheckCompatibilityArgs).
   * Parts whose specs are not all known are named in `unchecked`.
   */
  async check(partIds: readonly string[]): Promise<CompatibilityReport> {
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
