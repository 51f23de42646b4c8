// `npm run prices:import <file>`: a retailer feed's offers into price_offer, each matched to a catalog
// part by id or slug, the retailer's SKU/ASIN/item number, or the exact name; unmatched offers are kept
// by name. Every matched offer is also an observed price, which may fire price-drop alerts.
import { isUuid, normalizeName } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { Component } from '../../catalog/component.entity';
import { PriceObservations, type ObservationDeps } from '../price-observations';
import type { Retailer } from '../pricing.rules';
import { mapFeedRecord, readFeed, type FeedRow } from './feed.map';

export interface FeedReport {
  rows: number;
  /** Offers written (new, or newer than the one held). */
  imported: number;
  /** Offers already held at this price and date, or older than the one held. */
  unchanged: number;
  matched: number;
  nameOnly: number;
  alertsFired: number;
  skipped: { at: number; reason: string }[];
}

const SKU_COLUMN: Record<Retailer, 'amazonAsin' | 'neweggItem' | 'bestBuySku'> = {
  AMAZON: 'amazonAsin',
  NEWEGG: 'neweggItem',
  BESTBUY: 'bestBuySku',
};

async function findPart(manager: EntityManager, row: FeedRow): Promise<Component | null> {
  const repo = manager.getRepository(Component);
  if (row.component !== null) {
    const byRef = isUuid(row.component)
      ? await repo.findOne({ where: { id: row.component } })
      : await repo.findOne({ where: { slug: row.component.toLowerCase() } });
    if (byRef) return byRef;
  }
  if (row.sku !== null) {
    const bySku = await repo.find({ where: { [SKU_COLUMN[row.retailer]]: row.sku }, take: 2 });
    if (bySku.length === 1) return bySku[0];
  }
  if (row.name !== null) {
    const byName = await repo
      .createQueryBuilder('c')
      .where(`c."normName" = :n`, { n: normalizeName(row.name) })
      .take(2)
      .getMany();
    if (byName.length === 1) return byName[0];
  }
  return null;
}

export async function importFeed(
  manager: EntityManager,
  text: string,
  format: 'csv' | 'json',
  opts: { retailer: Retailer | null } & ObservationDeps,
): Promise<FeedReport | { error: string }> {
  const records = readFeed(text, format);
  if ('error' in records) return records;
  const importedAt = opts.clock.now();
  const observations = new PriceObservations(manager, opts);
  const report: FeedReport = {
    rows: records.length,
    imported: 0,
    unchanged: 0,
    matched: 0,
    nameOnly: 0,
    alertsFired: 0,
    skipped: [],
  };
  for (const { at, record } of records) {
    const row = mapFeedRecord(record, opts.retailer, importedAt);
    if ('skip' in row) {
      report.skipped.push({ at, reason: row.skip });
      continue;
    }
    const part = await findPart(manager, row);
    if (!part && row.name === null) {
      report.skipped.push({
        at,
        reason: 'no catalog part has that component or sku, and there is no name to keep it by',
      });
      continue;
    }
    const productName = (row.name ?? part?.name ?? '').slice(0, 300);
    const normName = normalizeName(part?.name ?? productName);
    const written = await manager.query<{ id: string }[]>(
      `INSERT INTO "price_offer" ("componentId", "productName", "normName", "retailer", "priceCents", "listPriceCents", "inStock", "url", "observedAt")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT ("retailer", "normName") DO UPDATE SET
         "componentId" = EXCLUDED."componentId", "productName" = EXCLUDED."productName", "priceCents" = EXCLUDED."priceCents",
         "listPriceCents" = EXCLUDED."listPriceCents", "inStock" = EXCLUDED."inStock", "url" = EXCLUDED."url",
         "observedAt" = EXCLUDED."observedAt", "updatedAt" = now()
       WHERE "price_offer"."observedAt" < EXCLUDED."observedAt"
          OR ("price_offer"."observedAt" = EXCLUDED."observedAt" AND "price_offer"."priceCents" <> EXCLUDED."priceCents")
       RETURNING "id"`,
      [
        part?.id ?? null,
        productName,
        normName,
        row.retailer,
        row.priceCents,
        row.listPriceCents,
        row.inStock,
        row.url,
        row.observedAt,
      ],
    );
    if (written.length > 0) report.imported += 1;
    else report.unchanged += 1;
    if (part) {
      report.matched += 1;
      // The part's stock is what its retailers' offers say: in stock at one of them, else out of
      // stock where one says so, else unknown. The only source of a catalog part's stock.
      if (written.length > 0) {
        await manager.query(
          `UPDATE "component" SET "inStock" =
             (SELECT bool_or("inStock") FROM "price_offer" WHERE "componentId" = $1)
           WHERE "id" = $1`,
          [part.id],
        );
      }
      if (await observations.observe(part, row.retailer, row.priceCents, row.observedAt, 'feed', false)) {
        report.alertsFired += await observations.fireAlerts(part, row.retailer, row.priceCents);
      }
    } else report.nameOnly += 1;
  }
  return report;
}
