import {
  PART_TYPES,
  type BuildSelection,
  type CompatPart,
  type PartType,
  type BuilderRequest,
  type Resolution,
  type UseCaseId,
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
  betterPart,
  buildPlannerIndex,
  completeBuild,
  expertNotes,
  report as coreReport,
  upgradeAdvice,
  type LockRefused,
  toSelection as coreToSelection,
  type PlannerIndex,
} from '@rigforge/planner';
import { toPlannerCatalog } from './planner.catalog';
import type { CalculatorRequest } from './planner.input';
import type {
  BetterPart,
  BudgetAllocation,
  CompatibilityReport,
  ExpertNote,
  GeneratedBuild,
  UpgradeAdvice,
} from './planner.types';

/** Indexes are built once per catalog snapshot (the catalog cache hands out the same array). */
const indexes = new WeakMap<readonly Component[], PlannerIndex>();

/** Puts parts into the engine's slots; a second CPU, board, GPU, PSU, case or cooler is bad input. */
export function toSelection(parts: readonly CompatPart[]): BuildSelection {
  return coreToSelection(parts, badInput);
}

/** A builder answer, or its refusal as an error with the code in extensions.reason (an unknown part is NOT_FOUND). */
function answered<T extends { status: string }>(result: T | LockRefused): T {
  if (result.status !== 'refused') return result as T;
  const { code, message } = result as LockRefused;
  throw code === 'UNKNOWN_PART' ? notFound(message) : badInput(message, { reason: code });
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

  /** The builder's Complete my build (planner core completeBuild); a refusal is a coded error. */
  async complete(req: BuilderRequest): Promise<GeneratedBuild> {
    return answered(completeBuild(await this.index(), req)).build;
  }

  /** The builder's Find a better part for one slot, every other given part kept. */
  async better(req: BuilderRequest, slot: PartType): Promise<BetterPart> {
    const { status: _status, ...better } = answered(betterPart(await this.index(), req, slot));
    return better;
  }

  /** The builder panel's expert notes on the parts, for the use cases and resolution. */
  async notes(partIds: readonly string[], useCases: UseCaseId[], resolution: Resolution): Promise<ExpertNote[]> {
    return expertNotes(await this.index(), { partIds, useCases, resolution });
  }

  /** Upgrade what you own: the given parts are owned; which to replace with the budget. */
  async upgrade(req: BuilderRequest): Promise<UpgradeAdvice> {
    const { status: _status, ...advice } = answered(upgradeAdvice(await this.index(), req));
    return advice;
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
