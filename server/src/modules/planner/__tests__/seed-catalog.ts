// The seed catalog as the planner sees it: seedParts() through toComponentRow (as the catalog
// writer stores them), filtered like CatalogService.plannableParts() filters rows in SQL, then
// toPlannerCatalog. Ids are the slugs (the database gives UUIDs).
import { partSlug } from '@rigforge/common';
import type { PlannerCatalog } from '@rigforge/planner';
import { seedParts } from '../../../db/seed/catalog';
import type { Component } from '../../catalog/component.entity';
import { toComponentRow } from '../../catalog/component-row';
import { toPlannerCatalog } from '../planner.catalog';

/** The WHERE clause of plannableParts(), row by row. */
export function isPlannable(c: Component): boolean {
  if (c.priceCents === null || c.inStock === false) return false;
  const caseOk =
    c.type === 'Case' &&
    c.formFactor !== null &&
    c.supportedFormFactors !== null &&
    c.maxGpuLengthMm !== null &&
    c.maxCoolerHeightMm !== null &&
    c.psuFormFactors !== null;
  if (!c.specsComplete && !caseOk) return false;
  if (c.type === 'CPU' && (c.cpuSingle === null || c.cpuMulti === null)) return false;
  if (c.type === 'GPU' && (c.gpu1080 === null || c.gpu1440 === null || c.gpu4k === null)) return false;
  return true;
}

export function seedRows(): Component[] {
  const epoch = new Date(0);
  return seedParts().map((part) => {
    const slug = partSlug(part.type, part.name);
    return {
      ...toComponentRow(part, ['seed'], slug),
      pricedOn: null,
      id: slug,
      slug,
      createdAt: epoch,
      updatedAt: epoch,
    };
  });
}

/** ORDER BY type, priceCents, id, as plannableParts() returns them. */
export function seedPlannerCatalog(): PlannerCatalog {
  const rows = seedRows()
    .filter(isPlannable)
    .sort(
      (a, b) =>
        (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) ||
        (a.priceCents ?? 0) - (b.priceCents ?? 0) ||
        (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  return toPlannerCatalog(rows);
}
