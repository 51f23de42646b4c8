import type { DataSourceId, PartType, SpecMap } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { CatalogWriter, type WritePart } from '../catalog.writer';
import { normalizeName, validatePart } from '../component-row';
import { brandFromName } from './canonical';
import { malformed, readCategory } from './category-file';
import { MatchIndex, type MatchSubject } from './matching';
import { NOT_ADDABLE, PC_PART_CATEGORIES, mapPcPartRecord, type PcPartCategory } from './pc-part-dataset.map';
import { finishReport, newReport, skip, type CategoryReport, type ImportReport, type Progress } from './report';

const SOURCE: DataSourceId = 'pc-part-dataset';

/** A catalog part as matching and the stale-price check read it. */
interface CatalogPart extends MatchSubject {
  normName: string;
  partNumbers: string[];
  sources: DataSourceId[];
}

async function loadCatalog(manager: EntityManager): Promise<CatalogPart[]> {
  const rows: CatalogPart[] = await manager.query(
    `SELECT "type", "name", "normName", "brand", "partNumbers", "specs", "sources" FROM "component"`,
  );
  return rows.map((row) => ({ ...row, specs: row.specs as SpecMap }));
}

const key = (type: string, normName: string) => `${type}|${normName}`;

/**
 * Imports PC Part Dataset prices from `dir`. Each priced listing is matched to a catalog part by
 * brand, model tokens, part number and the specs both know (see matching.ts):
 * - matched: the part gets the listing's price (the lowest when several listings match one part);
 *   hand-curated seed parts keep their own price;
 * - ambiguous, or close to a catalog part without being certainly the same: skipped;
 * - no catalog part near it: added as a new part with the specs the listing has (specsComplete=false),
 *   unless they are invalid.
 * Listings without a price are skipped. Prices this source set earlier on parts no listing matches
 * any more are taken back, and parts only this source added that it no longer lists are removed, so
 * a re-run after importing BuildCores folds earlier stand-alone parts into the BuildCores ones.
 */
export async function importPcPartDataset(
  manager: EntityManager,
  dir: string,
  progress: Progress,
): Promise<ImportReport> {
  const started = performance.now();
  const report = newReport(SOURCE);
  const writer = await CatalogWriter.open(manager);
  const catalog = await loadCatalog(manager);
  const index = new MatchIndex(catalog.filter((part) => part.sources.some((s) => s !== SOURCE)));
  const brandOf = (name: string) => index.brandOf(name) ?? brandFromName(name);

  const prices = new Map<string, { type: PartType; normName: string; priceCents: number; counts: CategoryReport }>();
  const additions = new Map<string, { write: WritePart; counts: CategoryReport }>();
  const countsByType = new Map<PartType, CategoryReport>();
  for (const category of Object.keys(PC_PART_CATEGORIES) as PcPartCategory[]) {
    const read = await readCategory(dir, category, report);
    if (!read) continue;
    const c = read.report;
    countsByType.set(PC_PART_CATEGORIES[category], c);
    progress.start(`pc-part-dataset ${category}`, c.read);
    for (const { line, record } of read.records) {
      const listing = mapPcPartRecord(category, record, brandOf);
      if ('error' in listing) {
        malformed(report, c, read.file, line, listing.error);
        continue;
      }
      if ('skip' in listing.part) {
        skip(c, listing.part.skip);
        continue;
      }
      const { part } = listing.part;
      if (part.priceCents === null) {
        skip(c, 'no price');
        continue;
      }
      c.priced += 1;
      const result = index.match({ type: part.type, name: listing.modelName, brand: part.brand, specs: part.specs });
      if (result.kind === 'matched') {
        c.matched += 1;
        const priceable = result.candidates.filter((candidate) => !candidate.sources.includes('seed'));
        if (priceable.length === 0) c.curated += 1;
        for (const candidate of priceable) {
          const k = key(candidate.type, candidate.normName);
          const known = prices.get(k);
          if (!known || part.priceCents < known.priceCents) {
            prices.set(k, {
              type: candidate.type,
              normName: candidate.normName,
              priceCents: part.priceCents,
              counts: c,
            });
          }
        }
      } else if (result.kind === 'ambiguous') skip(c, 'several different catalog parts fit');
      else if (result.kind === 'near') skip(c, 'close to a catalog part, but not certainly the same');
      else {
        const { invalid } = validatePart(part);
        const normName = normalizeName(part.name);
        const existing = writer.find(part.type, normName);
        const notAddable = NOT_ADDABLE[part.type];
        if (notAddable) skip(c, notAddable);
        else if (invalid.length > 0) skip(c, invalid[0]);
        else if (existing && !(existing.sources.length === 1 && existing.sources[0] === SOURCE)) {
          skip(c, 'same name as a catalog part with other specs');
        } else {
          const k = key(part.type, normName);
          const known = additions.get(k);
          if (!known || part.priceCents < (known.write.part.priceCents ?? Infinity)) {
            additions.set(k, { write: { part, source: SOURCE, sourceId: part.sourceId ?? k }, counts: c });
          }
        }
      }
      progress.update(c.priced, `(${c.matched} of ${c.priced} priced listings matched)`);
    }
    progress.finish(`(${c.matched} of ${c.priced} priced listings matched)`);
  }

  const priceList = [...prices.values()];
  const changed = await writer.setPrices(priceList, SOURCE);
  priceList.forEach(({ counts }, i) => (changed[i] ? (counts.pricesSet += 1) : (counts.unchanged += 1)));

  const additionList = [...additions.values()];
  const outcomes = await writer.write(additionList.map(({ write }) => write));
  additionList.forEach(({ counts }, i) => (counts[outcomes[i]] += 1));

  // What this source set or added before and no longer does, in the categories read this time.
  const earlier = catalog.filter((part) => countsByType.has(part.type) && part.sources.includes(SOURCE));
  const stalePrices = earlier.filter((part) => part.sources.length > 1 && !prices.has(key(part.type, part.normName)));
  const staleParts = earlier.filter(
    (part) => part.sources.length === 1 && !additions.has(key(part.type, part.normName)),
  );
  await writer.withdrawPrices(stalePrices, SOURCE);
  await writer.remove(staleParts, SOURCE);
  for (const part of stalePrices) {
    const c = countsByType.get(part.type);
    if (c) c.pricesWithdrawn += 1;
  }
  for (const part of staleParts) {
    const c = countsByType.get(part.type);
    if (c) c.removed += 1;
  }

  return finishReport(report, started);
}
