import { PART_TYPES, ZERO_CENTS, type PartType, type SpecMap, type SpecsByType } from '@rigforge/common';
import type { PlannerCatalog, PlannerPart } from '@rigforge/planner';
import type { Component } from '../catalog/component.entity';

/** A catalog row as the planner sees it. The row must be one plannableParts() returned. */
export function toPlannerPart(row: Component): PlannerPart {
  const specs: SpecMap = { ...row.specs };
  // A case whose radiator support is unknown takes no radiator as far as the planner is concerned.
  if (row.type === 'Case' && typeof specs.maxRadiatorSize !== 'number') specs.maxRadiatorSize = 0;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    type: row.type,
    priceCents: row.priceCents ?? ZERO_CENTS,
    rating: row.rating,
    specs: specs as unknown as SpecsByType[PartType],
    perf: {
      cpuSingle: row.cpuSingle,
      cpuMulti: row.cpuMulti,
      cpuGaming: row.cpuGaming,
      gpu1080: row.gpu1080,
      gpu1440: row.gpu1440,
      gpu4k: row.gpu4k,
    },
  };
}

/** Groups plannable rows by type. */
export function toPlannerCatalog(rows: readonly Component[]): PlannerCatalog {
  const catalog = Object.fromEntries(PART_TYPES.map((t) => [t, [] as PlannerPart[]])) as Record<
    PartType,
    PlannerPart[]
  >;
  for (const row of rows) catalog[row.type].push(toPlannerPart(row));
  return catalog as unknown as PlannerCatalog;
}
