import {
  BUILD_TYPE_USE_CASES,
  PART_TYPES,
  buildTierForBudget,
  buildTypeForUseCases,
  centsToDollars,
  checkCompatibility,
  priceTierFor,
  retailLinksFor,
  splitBudget,
  type BuildSelection,
  type CompatPart,
  type PartType,
  type SpecsByType,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../../lib/errors';
import { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import { buildPlannerIndex, planBuild, recommendForShares, type PlannerIndex } from './engine';
import type { PickedPart, PlannerPart, PlanRequest } from './engine/types';
import { toPlannerCatalog } from './planner.catalog';
import type { AllocationRequest, PartsFromAllocationRequest, UseCaseRequest } from './planner.input';
import type {
  BudgetAllocation,
  BuildPart,
  CompatibilityReport,
  GeneratedBuild,
  RecommendedPart,
} from './planner.types';

/** The most parts one compatibility check takes (a full build has 8 to about 12). */
export const MAX_CHECK_PARTS = 24;

/** Indexes are built once per catalog snapshot (the catalog cache hands out the same array). */
const indexes = new WeakMap<readonly Component[], PlannerIndex>();

const dollars = (cents: number): number => Number(centsToDollars(cents));

function recommended(part: PlannerPart | null): RecommendedPart | null {
  return part
    ? { id: part.id, slug: part.slug, name: part.name, category: part.type, price: dollars(part.priceCents) }
    : null;
}

function toBuildPart({ part, reason }: PickedPart): BuildPart {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    category: part.type,
    price: dollars(part.priceCents),
    reason,
    retailLinks: retailLinksFor(part.name, part.type),
  };
}

/** Singles are the slots a build has one of; RAM kits and drives may be several. */
const SINGLE_SLOTS: Partial<Record<PartType, keyof BuildSelection>> = {
  CPU: 'cpu',
  Motherboard: 'motherboard',
  GPU: 'gpu',
  PSU: 'psu',
  Case: 'case',
  Cooler: 'cooler',
};

/** Puts parts into the engine's slots; a second CPU, board, GPU, PSU, case or cooler is bad input. */
export function toSelection(parts: readonly CompatPart[]): BuildSelection {
  const sel: BuildSelection = {};
  const put = <K extends keyof BuildSelection>(key: K, value: BuildSelection[K]) => {
    sel[key] = value;
  };
  for (const part of parts) {
    if (part.type === 'RAM') put('ram', [...(sel.ram ?? []), part as CompatPart<'RAM'>]);
    else if (part.type === 'Storage') put('storage', [...(sel.storage ?? []), part as CompatPart<'Storage'>]);
    else {
      const slot = SINGLE_SLOTS[part.type];
      if (!slot) continue;
      if (sel[slot]) throw badInput(`A build has one ${part.type}; more than one was given.`);
      put(slot, part as never);
    }
  }
  return sel;
}

function report(parts: readonly CompatPart[], unchecked: string[] = []): CompatibilityReport {
  const r = checkCompatibility(toSelection(parts));
  return { ...r, checks: r.checks.map((c) => ({ ...c })), unchecked };
}

/** The build planner: budget allocation, compatibility checks and parts-list generation. */
export class PlannerService {
  constructor(private readonly manager: EntityManager) {}

  private async index(): Promise<PlannerIndex> {
    const rows = await new CatalogService(this.manager).plannableParts();
    let index = indexes.get(rows);
    if (!index) {
      index = buildPlannerIndex(toPlannerCatalog(rows));
      indexes.set(rows, index);
    }
    return index;
  }

  async allocation(req: AllocationRequest): Promise<BudgetAllocation> {
    const split = splitBudget(req.budget, req.buildType, req.resolution);
    const picks = recommendForShares(await this.index(), {
      cpuCents: split.allocation.cpu * 100,
      gpuCents: split.allocation.gpu * 100,
      useCases: BUILD_TYPE_USE_CASES[req.buildType],
      resolution: req.resolution,
    });
    return {
      ...split,
      buildType: req.buildType,
      resolution: req.resolution,
      recommendations: { cpu: recommended(picks.cpu), gpu: recommended(picks.gpu) },
    };
  }

  /** A parts list for the calculator's allocation: the build type's use cases, the whole budget. */
  async fromAllocation(req: PartsFromAllocationRequest): Promise<GeneratedBuild> {
    return this.generate(
      { budgetCents: Math.round(req.budget * 100), useCases: req.useCases, resolution: req.resolution },
      { budget: req.budget, buildType: req.buildType, buildTier: null },
    );
  }

  async fromUseCases(req: UseCaseRequest): Promise<GeneratedBuild> {
    return this.generate(
      { budgetCents: Math.round(req.budget * 100), useCases: req.useCases, resolution: req.resolution },
      {
        budget: req.budget,
        buildType: buildTypeForUseCases(req.useCases),
        buildTier: req.strictBudget ? buildTierForBudget(req.budget) : null,
      },
    );
  }

  private async generate(
    plan: PlanRequest,
    meta: { budget: number; buildType: string; buildTier: string | null },
  ): Promise<GeneratedBuild> {
    const result = planBuild(await this.index(), plan);
    const chosen = result.status === 'ok' ? result : result.cheapest;
    const picks = chosen?.picks ?? [];
    const totalCents = chosen?.build.totalCents ?? 0;
    const total = dollars(totalCents);
    const compatibility = report(picks.map((p) => p.part));
    const tier = priceTierFor(total);
    let message: string | null = null;
    if (result.status === 'over-budget') {
      message = chosen
        ? `No compatible build fits $${meta.budget.toLocaleString('en-US')}. The cheapest compatible build we can make costs $${centsToDollars(totalCents)}.`
        : 'The catalog has no parts that make a compatible build right now.';
    }
    return {
      parts: picks.map(toBuildPart),
      total,
      budget: meta.budget,
      fitsBudget: result.status === 'ok',
      message,
      useCases: plan.useCases,
      buildType: meta.buildType,
      resolution: plan.resolution,
      tier: tier.label,
      tierColor: tier.color,
      buildTier: meta.buildTier,
      estimatedWattage: compatibility.estimatedWattage,
      recommendedPsuWattage: compatibility.recommendedPsuWattage,
      compatibility,
    };
  }

  /** Runs every rule on the given parts. Parts whose specs are not all known are named in `unchecked`. */
  async check(partIds: readonly string[]): Promise<CompatibilityReport> {
    if (partIds.length === 0) throw badInput('Give at least one part to check.');
    if (partIds.length > MAX_CHECK_PARTS) throw badInput(`Give at most ${MAX_CHECK_PARTS} parts to check.`);
    const rows = await new CatalogService(this.manager).byIds(partIds);
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
    return report(
      complete.map((p) => ({ name: p.name, type: p.type, specs: p.specs as unknown as SpecsByType[PartType] })),
      unchecked,
    );
  }
}
