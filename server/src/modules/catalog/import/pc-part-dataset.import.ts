import {
  type AnyPartInput,
  type DataSourceId,
  type PartType,
  type Cents,
  normalizeName,
  brandFromName,
  MatchIndex,
  type MatchSubject,
} from '@rigforge/common';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from 'typeorm';
import { CatalogWriter, type PriceUpdate, type WritePart } from '../catalog.writer';
import { validatePart } from '../component-row';
import { malformed, readCategory } from './category-file';
import { NOT_ADDABLE, PC_PART_CATEGORIES, mapPcPartRecord, type PcPartCategory } from './pc-part-dataset.map';
import { PriceCheck } from './plausibility';
import { sourceCommitDate } from './source-commit';
import { finishReport, newReport, skip, type CategoryReport, type ImportReport, type Progress } from './report';

const SOURCE: DataSourceId = 'pc-part-dataset';

/** A catalog part as matching and the stale-price check read it. */
interface CatalogPart extends MatchSubject {
  normName: string;
  partNumbers: string[];
  sources: DataSourceId[];
}

async function loadCatalog(manager: EntityManager): Promise<CatalogPart[]> {
  return manager.query(
    `SELECT "type", "name", "normName", "brand", "partNumbers", "specs", "sources" FROM "component"`,
  );
}

const key = (type: string, normName: string) => `${type}|${normName}`;

/** What a run decides, before it writes: the price per matched part, and the parts to add. */
interface Plan {
  prices: Map<string, PriceUpdate & { counts: CategoryReport }>;
  additions: Map<string, { write: WritePart; counts: CategoryReport }>;
}

/** Keeps the lowest price a part is offered at. */
function offerPrice(plan: Plan, parts: CatalogPart[], priceCents: Cents, counts: CategoryReport): void {
  for (const part of parts) {
    const k = key(part.type, part.normName);
    const known = plan.prices.get(k);
    if (!known || priceCents < known.priceCents) {
      plan.prices.set(k, { type: part.type, normName: part.normName, priceCents, counts });
    }
  }
}

/** Plans to add a listing that matches no catalog part, or says why it is not added. */
function offerAddition(plan: Plan, writer: CatalogWriter, part: AnyPartInput, counts: CategoryReport): string | null {
  const notAddable = NOT_ADDABLE[part.type];
  if (notAddable) return notAddable;
  const { invalid } = validatePart(part);
  if (invalid.length > 0) return invalid[0];
  const normName = normalizeName(part.name);
  const existing = writer.find(part.type, normName);
  if (existing && !(existing.sources.length === 1 && existing.sources[0] === SOURCE)) {
    return 'same name as a catalog part with other specs';
  }
  const k = key(part.type, normName);
  const known = plan.additions.get(k)?.write.part.priceCents;
  if (part.priceCents !== null && (known == null || part.priceCents < known)) {
    plan.additions.set(k, { write: { part, source: SOURCE, sourceId: part.sourceId ?? k }, counts });
  }
  return null;
}

/**
 * What one listing does: price the catalog part it matches, become a new part, or be skipped with
 * the reason.
 */
function place(
  plan: Plan,
  index: MatchIndex<CatalogPart>,
  writer: CatalogWriter,
  modelName: string,
  part: AnyPartInput,
  counts: CategoryReport,
): void {
  if (part.priceCents === null) {
    skip(counts, 'no price');
    return;
  }
  counts.priced += 1;
  const result = index.match({ type: part.type, name: modelName, brand: part.brand, specs: part.specs });
  if (result.kind === 'matched') {
    counts.matched += 1;
    const priceable = result.candidates.filter((candidate) => !candidate.sources.includes('seed'));
    if (priceable.length === 0) counts.curated += 1;
    offerPrice(plan, priceable, part.priceCents, counts);
  } else if (result.kind === 'ambiguous') skip(counts, 'several different catalog parts fit');
  else if (result.kind === 'near') skip(counts, 'close to a catalog part, but not certainly the same');
  else {
    const notAdded = offerAddition(plan, writer, part, counts);
    if (notAdded) skip(counts, notAdded);
  }
}

/**
 * Imports PC Part Dataset prices from `dir`. Each priced listing is matched to a catalog part by
 * brand, model tokens, part number and the specs both know (see matching.ts):
 * - matched: the part gets the listing's price (the lowest when several listings match one part);
 *   hand-curated seed parts keep their own price;
 * - ambiguous, or close to a catalog part without being certainly the same: skipped;
 * - no catalog part near it: added as a new part with the specs the listing has (specsComplete=false),
 *   unless they are invalid or it is a CPU or motherboard (see NOT_ADDABLE).
 * Listings without a price are skipped, and so are the prices refused as implausible (far above the
 * part's launch price, or an outlier for its class: see plausibility.ts), each named in the report. Prices this source set earlier on parts no listing matches
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
  const plan: Plan = { prices: new Map(), additions: new Map() };
  const countsByType = new Map<PartType, CategoryReport>();

  // The day of the snapshot the prices are from (its SOURCE_COMMIT), shown beside every price it set.
  const commitFile = path.join(dir, 'SOURCE_COMMIT');
  const pricedOn = existsSync(commitFile) ? sourceCommitDate(readFileSync(commitFile, 'utf8')) : null;

  // Every listing first, so that a price can be checked against its class (plausibility.ts).
  const listings: { category: PcPartCategory; modelName: string; part: AnyPartInput; counts: CategoryReport }[] = [];
  for (const category of Object.keys(PC_PART_CATEGORIES) as PcPartCategory[]) {
    const read = await readCategory(dir, category, report);
    if (!read) continue;
    const c = read.report;
    countsByType.set(PC_PART_CATEGORIES[category], c);
    progress.start(`pc-part-dataset ${category}`, read.records.length);
    for (const [done, { line, record }] of read.records.entries()) {
      progress.update(done, '');
      const listing = mapPcPartRecord(category, record, brandOf);
      if ('error' in listing) malformed(report, c, read.file, line, listing.error);
      else if ('skip' in listing.part) skip(c, listing.part.skip);
      else listings.push({ category, modelName: listing.modelName, part: listing.part.part, counts: c });
    }
    progress.finish('');
  }
  const check = new PriceCheck(
    listings.map((l) => l.part),
    pricedOn === null ? new Date() : new Date(`${pricedOn}T00:00:00Z`),
  );
  for (const { category, modelName, part, counts } of listings) {
    const refusal = part.priceCents === null ? null : check.refusal(part);
    if (refusal !== null && part.priceCents !== null) {
      counts.refused += 1;
      report.refusedPrices.push({ category, name: part.name, priceCents: part.priceCents, reason: refusal });
      place(plan, index, writer, modelName, { ...part, priceCents: null } as AnyPartInput, counts);
    } else place(plan, index, writer, modelName, part, counts);
  }

  const prices = [...plan.prices.values()];
  const changed = await writer.setPrices(prices, SOURCE);
  prices.forEach(({ counts }, i) => (changed[i] ? (counts.pricesSet += 1) : (counts.unchanged += 1)));
  const additions = [...plan.additions.values()];
  const outcomes = await writer.write(additions.map(({ write }) => write));
  additions.forEach(({ counts }, i) => (counts[outcomes[i]] += 1));

  // What this source priced or added before and no longer does, in the categories read this time.
  const earlier = catalog.flatMap((part) => {
    const counts = countsByType.get(part.type);
    return counts && part.sources.includes(SOURCE) ? [{ part, counts }] : [];
  });
  const stalePrices = earlier.filter(
    ({ part }) => part.sources.length > 1 && !plan.prices.has(key(part.type, part.normName)),
  );
  const staleParts = earlier.filter(
    ({ part }) => part.sources.length === 1 && !plan.additions.has(key(part.type, part.normName)),
  );
  await writer.withdrawPrices(
    stalePrices.map(({ part }) => part),
    SOURCE,
  );
  await writer.remove(
    staleParts.map(({ part }) => part),
    SOURCE,
  );
  for (const { counts } of stalePrices) counts.pricesWithdrawn += 1;
  for (const { counts } of staleParts) counts.removed += 1;

  await manager.query(
    `UPDATE "component" SET "pricedOn" = $2::date
      WHERE $1 = ANY("sources") AND NOT ('seed' = ANY("sources")) AND "priceCents" IS NOT NULL
        AND "pricedOn" IS DISTINCT FROM $2::date`,
    [SOURCE, pricedOn],
  );

  return finishReport(report, started);
}
