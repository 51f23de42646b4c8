import { readDollars, toCents, toDollars } from '@rigforge/common';
import { Router, type Request } from 'express';
import { badInput } from '../../lib/errors';
import { pricingPolicy } from './pricing.policy';
import type { PriceAlert } from './price-alert.entity';
import { RETAILER_KEY } from './pricing.rules';
import type { PriceComparisonResult } from './pricing.service';
import { PricingArgs, SetPriceAlertArgs } from './pricing.types';
import { validated } from '../../lib/rest-input';
import type { ServicesOf } from '../services';

type ComparedOffer = PriceComparisonResult['offers'][number];

const offerJson = (offer: ComparedOffer) => ({
  retailer: RETAILER_KEY[offer.retailer],
  price: toDollars(offer.priceCents),
  listPrice: offer.listPriceCents === null ? null : toDollars(offer.listPriceCents),
  inStock: offer.inStock,
  url: offer.url,
  observedAt: offer.observedAt.toISOString(),
  source: offer.source.toLowerCase(),
  isLowest: offer.isLowest,
  aboveLowest: toDollars(offer.aboveLowestCents),
});

/** docs/requirements.md §3 "Price data": `amazon` and `newegg` (and `bestbuy`) entries of price in dollars and url, plus the detail. */
export function toPricingJson(result: PriceComparisonResult) {
  const entries: Partial<Record<'amazon' | 'newegg' | 'bestbuy', { price: number; url: string }>> = {};
  for (const offer of result.offers)
    entries[RETAILER_KEY[offer.retailer]] = { price: toDollars(offer.priceCents), url: offer.url };
  return {
    ...entries,
    query: result.query,
    componentId: result.component?.id ?? null,
    componentName: result.component?.name ?? null,
    offers: result.offers.map(offerJson),
    lowest: result.lowest ? offerJson(result.lowest) : null,
    estimate: result.estimateCents === null ? null : toDollars(result.estimateCents),
    unavailable: result.unavailable,
    checkedAt: result.checkedAt.toISOString(),
  };
}

const alertJson = (alert: PriceAlert) => ({
  id: alert.id,
  componentId: alert.componentId,
  targetPrice: toDollars(alert.targetPriceCents),
  targetPriceCents: alert.targetPriceCents,
  triggeredAt: alert.triggeredAt?.toISOString() ?? null,
  triggeredPrice: alert.triggeredPriceCents === null ? null : toDollars(alert.triggeredPriceCents),
  triggeredRetailer: alert.triggeredRetailer === null ? null : RETAILER_KEY[alert.triggeredRetailer],
  createdAt: alert.createdAt.toISOString(),
  updatedAt: alert.updatedAt.toISOString(),
});

/** The target from a body: targetPriceCents (whole cents) or targetPrice (dollars, as the REST shapes use). */
function targetOf(body: unknown): number {
  const b = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (b.targetPriceCents !== undefined) {
    if (typeof b.targetPriceCents !== 'number' || !Number.isInteger(b.targetPriceCents)) {
      throw badInput('targetPriceCents must be a whole number of cents', { field: 'targetPriceCents' });
    }
    return b.targetPriceCents;
  }
  const dollars = readDollars(b.targetPrice);
  if (dollars === null) throw badInput('targetPrice must be a price in dollars, e.g. 199.99', { field: 'targetPrice' });
  return toCents(dollars);
}

/**
 * docs/requirements.md §7 GET /api/pricing/{componentName} (open to guests), and the price-alert shim
 * GET/POST /api/price-alerts, PATCH/DELETE /api/price-alerts/{id} (signed in; others' alerts are 404).
 */
export function pricingRouter(services: ServicesOf): Router {
  const router = Router();
  const currentUser = (req: Request) => pricingPolicy.authorize(req.user, 'use');

  router.get('/pricing/:componentName', async (req, res) => {
    const { componentName } = await validated(PricingArgs, { componentName: req.params.componentName });
    res.json(toPricingJson(await services(req).pricing.comparison(componentName, null)));
  });

  router.get('/price-alerts', async (req, res) => {
    const user = currentUser(req);
    res.json((await services(req).pricing.myAlerts(user)).map(alertJson));
  });

  router.post('/price-alerts', async (req, res) => {
    const user = currentUser(req);
    const body = req.body as Record<string, unknown> | undefined;
    const componentId = typeof body?.componentId === 'string' ? body.componentId : '';
    if (componentId === '') throw badInput('componentId is required', { field: 'componentId' });
    const args = await validated(SetPriceAlertArgs, { componentId, targetPriceCents: targetOf(body) });
    const alert = await services(req).pricing.setAlert(user, args.componentId, args.targetPriceCents);
    res.status(201).json(alertJson(alert));
  });

  router.patch('/price-alerts/:id', async (req, res) => {
    const user = currentUser(req);
    const pricing = services(req).pricing;
    const alert = await pricing.ownAlert(user, req.params.id);
    const args = await validated(SetPriceAlertArgs, {
      componentId: alert.componentId,
      targetPriceCents: targetOf(req.body),
    });
    res.json(alertJson(await pricing.setAlert(user, args.componentId, args.targetPriceCents)));
  });

  router.delete('/price-alerts/:id', async (req, res) => {
    const user = currentUser(req);
    await services(req).pricing.deleteAlert(user, req.params.id);
    res.status(204).end();
  });

  return router;
}
