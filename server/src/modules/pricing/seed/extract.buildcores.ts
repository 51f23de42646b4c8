// The seed parts' retailer ids from BuildCores OpenDB (ODC-By 1.0), for the seed extract
// (extract.cli.ts): each record is mapped by the catalog importer's mapper and matched to the seed
// parts by the same MatchIndex as prices. A seed part that several records with different ids match
// keeps only the ids they agree on: a wrong product link is worse than a search link.
import path from 'node:path';
import {
  BUILDCORES_CATEGORIES,
  mapBuildcoresRecord,
  type BuildcoresCategory,
} from '../../catalog/import/buildcores.map';
import { readCategory } from '../../catalog/import/category-file';
import type { MatchIndex, MatchSubject } from '@rigforge/common';
import { newReport } from '../../catalog/import/report';
import type { SeedRetailerIds } from './seed-prices';

const KEYS = ['amazonAsin', 'neweggItem', 'bestBuySku'] as const;

export async function readBuildcoresRetailerIds<C extends MatchSubject & { id: string }>(
  dir: string,
  index: MatchIndex<C>,
): Promise<Map<string, SeedRetailerIds>> {
  // Every id seen per part and retailer; kept only when exactly one was seen.
  const seen = new Map<string, Record<(typeof KEYS)[number], Set<string>>>();
  for (const category of Object.keys(BUILDCORES_CATEGORIES) as BuildcoresCategory[]) {
    const read = await readCategory(path.resolve(dir), category, newReport('buildcores'));
    if (!read) continue;
    for (const { record } of read.records) {
      const mapped = mapBuildcoresRecord(category, record);
      if (!('part' in mapped)) continue;
      const { part } = mapped;
      const { retailer } = part;
      if (retailer === undefined) continue;
      const result = index.match({
        type: part.type,
        name: part.name,
        brand: part.brand,
        specs: part.specs,
        partNumbers: part.partNumbers,
      });
      if (result.kind !== 'matched') continue;
      for (const candidate of result.candidates) {
        const ids = seen.get(candidate.id) ?? { amazonAsin: new Set(), neweggItem: new Set(), bestBuySku: new Set() };
        for (const key of KEYS) {
          const id = retailer[key];
          if (id !== undefined) ids[key].add(id);
        }
        seen.set(candidate.id, ids);
      }
    }
  }
  const out = new Map<string, SeedRetailerIds>();
  for (const [id, sets] of seen) {
    const ids: SeedRetailerIds = {};
    for (const key of KEYS) if (sets[key].size === 1) ids[key] = [...sets[key]][0];
    if (Object.keys(ids).length > 0) out.set(id, ids);
  }
  return out;
}
