import { defineModule } from '../module';
import { notificationsModule } from '../notifications/notifications.module';
import { PriceAlert } from './price-alert.entity';
import { PriceCacheEntry } from './price-cache.entity';
import { PriceObservation } from './price-observation.entity';
import { PriceOffer } from './price-offer.entity';
import { PricingResolver } from './pricing.resolver';
import { pricingRouter } from './pricing.router';
import { PricingService } from './pricing.service';
import { pricingPolicy } from './pricing.policy';
import { seedPriceRows } from './seed/seed-prices';

/** Price comparison across retailers, price history and price-drop alerts. */
export const pricingModule = defineModule({
  name: 'pricing',
  policy: pricingPolicy,
  entities: [PriceOffer, PriceCacheEntry, PriceObservation, PriceAlert],
  resolvers: [PricingResolver],
  rest: pricingRouter,
  service: (scope) =>
    new PricingService(scope.manager, {
      ...scope.deps,
      // Price-drop alerts go through the notifications service, so they honour the user's preference
      // and reach their live unread count.
      notify:
        scope.deps.notify ??
        (async (userId, message) => {
          await scope.service(notificationsModule).notify(userId, message);
        }),
    }),
  guestNeutralMutations: ['setPriceAlert', 'deletePriceAlert'],
  // The seed parts' real price history and retailer ids (seed/README.md); after the catalog's seed.
  seed: seedPriceRows,
});
