// Optional upgrades for a build that leaves money unspent (docs/planner.md "Budget use"): once more
// money buys nothing faster, what the rest could buy, in the documented order: a power supply of a
// better efficiency tier, a better-rated cooler, more storage, more memory. Each upgrade is one real
// catalog part that keeps the build one the planner may return and costs at most the unspent money.
import {
  cents,
  coolerCapacityIsRated,
  coolerCapacityWatts,
  PSU_EFFICIENCIES,
  sumCents,
  type Cents,
  type PartType,
} from '@rigforge/common';
import { buildProblems } from './build';
import type { PlanRequest, PlannedBuild, PlannerCatalog, PlannerPart } from './types';

export interface BuildUpgrade {
  part: PlannerPart;
  /** What the swap adds to the build's total, in cents (at most the unspent money). */
  extraCents: Cents;
  /** One sentence: what the upgrade improves over the build's part. */
  reason: string;
}

const tier = (p: PlannerPart<'PSU'>): number => PSU_EFFICIENCIES.indexOf(p.specs.efficiency);
const gb = (capacity: number): string =>
  capacity >= 1000 ? `${Number((capacity / 1000).toFixed(1))} TB` : `${capacity} GB`;
/** '270 W (rated)', or 'about 220 W (estimated by size)' for an unrated cooler. */
const coolingText = (c: PlannerPart<'Cooler'>): string =>
  coolerCapacityIsRated(c.specs)
    ? `${coolerCapacityWatts(c.specs)} W (rated)`
    : `about ${coolerCapacityWatts(c.specs)} W (estimated by size)`;
const storageGb = (build: PlannedBuild): number => build.storage.reduce((s, d) => s + d.specs.capacity, 0);

interface UpgradeRule<T extends PartType> {
  type: T;
  /** The parts this one replaces, summed for the extra cost. */
  replaced(build: PlannedBuild): PlannerPart[];
  /** Whether the candidate improves on the build (false when it is no better). */
  better(candidate: PlannerPart<T>, build: PlannedBuild): boolean;
  swap(build: PlannedBuild, candidate: PlannerPart<T>): PlannedBuild;
  reason(candidate: PlannerPart<T>, build: PlannedBuild): string;
}

/** The documented order: efficiency tier, cooling headroom, storage, memory. */
const RULES: readonly UpgradeRule<PartType>[] = [
  {
    type: 'PSU',
    replaced: (b) => [b.psu],
    better: (c: PlannerPart<'PSU'>, b) => tier(c) > tier(b.psu) && c.specs.wattage >= b.psu.specs.wattage,
    swap: (b, c: PlannerPart<'PSU'>) => ({ ...b, psu: c }),
    reason: (c: PlannerPart<'PSU'>, b) =>
      `${c.specs.efficiency} efficiency at ${c.specs.wattage} W, up from ${b.psu.specs.efficiency}: less heat and noise.`,
  } satisfies UpgradeRule<'PSU'>,
  {
    type: 'Cooler',
    replaced: (b) => [b.cooler],
    better: (c: PlannerPart<'Cooler'>, b) => coolerCapacityWatts(c.specs) > coolerCapacityWatts(b.cooler.specs),
    swap: (b, c: PlannerPart<'Cooler'>) => ({ ...b, cooler: c }),
    reason: (c: PlannerPart<'Cooler'>, b) =>
      `Cooling capacity ${coolingText(c)}, up from ${coolingText(b.cooler)}: more headroom, quieter under load.`,
  } satisfies UpgradeRule<'Cooler'>,
  {
    type: 'Storage',
    replaced: (b) => b.storage,
    better: (c: PlannerPart<'Storage'>, b) => c.specs.storageType !== 'HDD' && c.specs.capacity > storageGb(b),
    swap: (b, c: PlannerPart<'Storage'>) => ({ ...b, storage: [c] }),
    reason: (c: PlannerPart<'Storage'>, b) =>
      `${gb(c.specs.capacity)} of ${c.specs.storageType} storage, up from ${gb(storageGb(b))}.`,
  } satisfies UpgradeRule<'Storage'>,
  {
    type: 'RAM',
    replaced: (b) => [b.ram],
    better: (c: PlannerPart<'RAM'>, b) => c.specs.capacity > b.ram.specs.capacity,
    swap: (b, c: PlannerPart<'RAM'>) => ({ ...b, ram: c }),
    reason: (c: PlannerPart<'RAM'>, b) => `${c.specs.capacity} GB of memory, up from ${b.ram.specs.capacity} GB.`,
  } satisfies UpgradeRule<'RAM'>,
] as unknown as readonly UpgradeRule<PartType>[];

/**
 * Per rule, the cheapest catalog part that improves on the build, costs at most the unspent budget
 * more, and leaves a build with no problems (compatible, within budget, the planner's own rules).
 * Ties go to the lower id, so the answer is deterministic.
 */
export function budgetUpgrades(catalog: PlannerCatalog, build: PlannedBuild, req: PlanRequest): BuildUpgrade[] {
  const leftover = req.budgetCents - build.totalCents;
  if (leftover <= 0) return [];
  const upgrades: BuildUpgrade[] = [];
  for (const rule of RULES) {
    const replacedCents = rule.replaced(build).reduce((s, p) => s + p.priceCents, 0);
    const candidates = (catalog[rule.type] as PlannerPart[])
      .filter((c) => c.priceCents - replacedCents <= leftover && rule.better(c, build))
      .sort((a, b) => a.priceCents - b.priceCents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    for (const candidate of candidates) {
      const extraCents = cents(candidate.priceCents - replacedCents);
      const swapped = { ...rule.swap(build, candidate), totalCents: sumCents([build.totalCents, extraCents]) };
      if (buildProblems(swapped, req).length > 0) continue;
      upgrades.push({ part: candidate, extraCents, reason: rule.reason(candidate, build) });
      break;
    }
  }
  return upgrades;
}
