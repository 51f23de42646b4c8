// The prices we hold: offers from imported retailer feeds (price_offer). Always available; an offer
// older than PRICE_FEED_MAX_AGE_HOURS is shown as an estimate. (The catalog's own price, from the
// seed or the PC Part Dataset import, names no retailer: it is the comparison's estimate.)
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../../lib/clock';
import { PriceOffer } from '../price-offer.entity';
import { ageSource, searchUrl, type Offer } from '../pricing.rules';
import { subjectKey, type PriceProvider, type PriceSubject } from './provider';

export class CatalogOffersProvider implements PriceProvider {
  readonly name = 'catalog';
  readonly live = false;

  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly maxAgeMs: number,
    private readonly memo?: { map: Map<string, { offers: Offer[]; readAt: Date }>; freshMs: number },
  ) {}

  /**
   * The feed offers for the subject, aged against the clock. `memo` keeps each part's rows for
   * `freshMs` (a feed import, a separate process, shows within that time, like the live answers).
   */
  async offers(subject: PriceSubject): Promise<Offer[]> {
    const now = this.clock.now();
    const key = subjectKey(subject);
    const kept = this.memo?.map.get(key);
    let held: Offer[];
    if (kept && now.getTime() - kept.readAt.getTime() < (this.memo?.freshMs ?? 0) && kept.readAt <= now)
      held = kept.offers;
    else {
      held = await this.read(subject);
      if (this.memo) {
        this.memo.map.delete(key);
        this.memo.map.set(key, { offers: held, readAt: now });
        if (this.memo.map.size > 5000) this.memo.map.delete(this.memo.map.keys().next().value as string);
      }
    }
    return held.map((offer) => ({ ...offer, source: ageSource(offer, now, this.maxAgeMs) }));
  }

  private async read(subject: PriceSubject): Promise<Offer[]> {
    const repo = this.manager.getRepository(PriceOffer);
    const rows = subject.componentId
      ? await repo.find({ where: { componentId: subject.componentId } })
      : await repo.find({ where: { normName: subject.normName } });
    return rows.map((row) => ({
      retailer: row.retailer,
      priceCents: row.priceCents,
      listPriceCents: row.listPriceCents,
      inStock: row.inStock,
      url: row.url ?? searchUrl(row.retailer, subject.name),
      observedAt: row.observedAt,
      source: 'FEED',
    }));
  }
}
