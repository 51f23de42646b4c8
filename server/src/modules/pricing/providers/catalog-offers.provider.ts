// The prices we hold: offers from imported retailer feeds (price_offer). Always available; an offer
// older than PRICE_FEED_MAX_AGE_HOURS is shown as an estimate. (The catalog's own price, from the
// seed or the PC Part Dataset import, names no retailer: it is the comparison's estimate.)
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../lib/clock';
import { PriceOffer } from '../price-offer.entity';
import { ageSource, searchUrl, type Offer } from '../pricing.rules';
import type { PriceProvider, PriceSubject } from './provider';

export class CatalogOffersProvider implements PriceProvider {
  readonly name = 'catalog';
  readonly live = false;

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly maxAgeMs: number,
  ) {}

  async offers(subject: PriceSubject): Promise<Offer[]> {
    const repo = this.manager.getRepository(PriceOffer);
    const rows = subject.componentId
      ? await repo.find({ where: { componentId: subject.componentId } })
      : await repo.find({ where: { normName: subject.normName } });
    const now = this.clock.now();
    return rows.map((row) => {
      const offer: Offer = {
        retailer: row.retailer,
        priceCents: row.priceCents,
        listPriceCents: row.listPriceCents,
        inStock: row.inStock,
        url: row.url ?? searchUrl(row.retailer, subject.name),
        observedAt: row.observedAt,
        source: 'FEED',
      };
      return { ...offer, source: ageSource(offer, now, this.maxAgeMs) };
    });
  }
}
