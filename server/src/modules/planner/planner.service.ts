import {
  BUILD_TYPE_USE_CASES,
  PART_TYPES,
  guideTierForBudget,
  buildTypeForUseCases,
  checkCompatibility,
  dollarsText,
  priceTierFor,
  retailLinksFor,
  splitBudget,
  allocationRequestSchema,
  partsFromAllocationSchema,
  useCaseRequestSchema,
  toCents,
  toDollars,
  type BuildSelection,
  type CompatPart,
  type PartType,
  type SpecsByType,
} from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { badInput, notFound } from '../../lib/errors';
import { readInput } from '../../lib/read-input';
import { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';
import {
  budgetUpgrades,
  buildPlannerIndex,
  MIN_BUDGET_SHARE,
  planBuild,
  recommendForShares,
  type PlanDiagnostics,
  type PlannerIndex,
} from './engine';
import type { BuildUpgrade as EngineUpgrade } from './engine/upgrades';
import type { PickedPart, PlannerPart, PlanRequest } from './engine/types';
import { toPlannerCatalog } from './planner.catalog';
import type {
  BudgetAllocation,
  BuildPart,
  BuildUpgrade,
  CompatibilityReport,
  GeneratedBuild,
  RecommendedPart,
} from './planner.types';

/** The most parts one compatibility check takes (a full build has 8 to about 12). */
export const MAX_CHECK_PARTS = 24;

/** Indexes are built once per catalog snapshot (the catalog cache hands out the same array). */
const indexes = new WeakMap<readonly Component[], PlannerIndex>();

function recommended(part: PlannerPart | null): RecommendedPart | null {
  return part
    ? { id: part.id, slug: part.slug, name: part.name, category: part.type, price: toDollars(part.priceCents) }
    : null;
}

function toBuildPart({ part, reason }: PickedPart): BuildPart {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    category: part.type,
    price: toDollars(part.priceCents),
    reason,
    retailLinks: retailLinksFor(part.name, part.type),
  };
}

function toUpgrade({ part, extraCents, reason }: EngineUpgrade): BuildUpgrade {
  return {
    id: part.id,
    slug: part.slug,
    name: part.name,
    type: part.type,
    priceCents: part.priceCents,
    extraCents,
    reason,
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

  /** The calculator's split of a budget, from untrusted input (either transport). */
  async allocation(input: unknown): Promise<BudgetAllocation> {
    const req = readInput(allocationRequestSchema, input, true);
    const split = splitBudget(req.budget, req.buildType, req.resolution);
    const picks = recommendForShares(await this.index(), {
      cpuCents: toCents(split.allocation.cpu),
      gpuCents: toCents(split.allocation.gpu),
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
  async fromAllocation(input: unknown): Promise<GeneratedBuild> {
    const req = readInput(partsFromAllocationSchema, input, true);
    return this.generate(
      { budgetCents: toCents(req.budget), useCases: req.useCases, resolution: req.resolution },
      { budget: req.budget, buildType: req.buildType, buildTier: null },
    );
  }

  /** A parts list for use cases, from untrusted input (either transport). */
  async fromUseCases(input: unknown): Promise<GeneratedBuild> {
    const req = readInput(useCaseRequestSchema, input, true);
    return this.generate(
      { budgetCents: toCents(req.budget), useCases: req.useCases, resolution: req.resolution },
      {
        budget: req.budget,
        buildType: buildTypeForUseCases(req.useCases),
        buildTier: req.strictBudget ? guideTierForBudget(req.budget) : null,
      },
    );
  }

  private async generate(
    plan: PlanRequest,
    meta: { budget: number; buildType: string; buildTier: string | null },
  ): Promise<GeneratedBuild> {
    const diagnostics: PlanDiagnostics = { stats: null };
    const index = await this.index();
    const result = planBuild(index, plan, diagnostics);
    const chosen = result.status === 'ok' ? result : result.cheapest;
    const picks = chosen?.picks ?? [];
    const totalCents = chosen?.build.totalCents ?? 0;
    const total = toDollars(totalCents);
    const compatibility = report(picks.map((p) => p.part));
    const tier = priceTierFor(total);
    let message: string | null = null;
    let upgrades: BuildUpgrade[] = [];
    if (result.status === 'over-budget') {
      message = chosen
        ? `No compatible build fits $${meta.budget.toLocaleString('en-US')}. The cheapest compatible build we can make costs $${dollarsText(totalCents)}.`
        : 'The catalog has no parts that make a compatible build right now.';
    } else if (
      meta.buildTier !== null &&
      diagnostics.stats?.exact &&
      totalCents < MIN_BUDGET_SHARE * plan.budgetCents
    ) {
      // A strict budget (it carries its tier) left partly unspent. The search stopped on its bound:
      // no build within the budget scores higher, so the rest buys nothing better in this catalog.
      message = `The fastest build we can make costs $${Math.round(totalCents / 100).toLocaleString('en-US')}; the rest buys nothing faster.`;
      if (result.status === 'ok') upgrades = budgetUpgrades(index.all, result.build, plan).map(toUpgrade);
    }
    return {
      parts: picks.map(toBuildPart),
      total,
      budget: meta.budget,
      fitsBudget: result.status === 'ok',
      message,
      upgrades,
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
