// The contract between the planner service (which loads parts from the database) and the pure
// generator (which picks them). No I/O here.
import type { CompatPart, PartType, Resolution, UseCaseId, Cents } from '@rigforge/common';

/** Benchmark indices from the catalog; null where the part has none. */
export interface PartPerformance {
  cpuSingle: number | null;
  cpuMulti: number | null;
  /** Averaged game frame rates at 1080p (Core i9-14900K = 100); null in a catalog written before it existed. */
  cpuGaming?: number | null;
  gpu1080: number | null;
  gpu1440: number | null;
  gpu4k: number | null;
}

/** A part the planner may pick: priced, in stock, with every spec the compatibility rules read. */
export interface PlannerPart<T extends PartType = PartType> extends CompatPart<T> {
  id: string;
  slug: string;
  brand: string;
  priceCents: Cents;
  rating: number | null;
  perf: PartPerformance;
}

export type PlannerCatalog = { [T in PartType]: PlannerPart<T>[] };

export interface PlanRequest {
  /** The most the build may cost, in cents. */
  budgetCents: Cents;
  /** Non-empty, canonical order (normalizeUseCases). */
  useCases: UseCaseId[];
  resolution: Resolution;
}

/** One complete build: every slot but the GPU is required; storage holds one or more drives. */
export interface PlannedBuild {
  cpu: PlannerPart<'CPU'>;
  motherboard: PlannerPart<'Motherboard'>;
  ram: PlannerPart<'RAM'>;
  gpu: PlannerPart<'GPU'> | null;
  storage: PlannerPart<'Storage'>[];
  psu: PlannerPart<'PSU'>;
  case: PlannerPart<'Case'>;
  cooler: PlannerPart<'Cooler'>;
  totalCents: Cents;
  /** The use-case-weighted performance score the generator maximises. */
  score: number;
}

export interface PickedPart {
  part: PlannerPart;
  /** One true sentence about why this part was chosen. */
  reason: string;
}

export type PlanResult =
  | { status: 'ok'; build: PlannedBuild; picks: PickedPart[] }
  /** No compatible build fits the budget: the cheapest compatible build, or null when none exists. */
  | { status: 'over-budget'; cheapest: { build: PlannedBuild; picks: PickedPart[] } | null };
