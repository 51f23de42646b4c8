import { notFound } from '../../lib/errors';
import { definePolicy, signedIn } from '../../lib/policy';

export const PRICE_ALERT_NOT_FOUND = 'Price alert not found.';

/** Pricing: prices and histories are open to everyone (no rule); price alerts are their owner's. */
export const pricingPolicy = definePolicy('pricing', {
  /** Setting alerts and listing one's own: any member. */
  use: signedIn,
  /** Changing or deleting one alert: its owner; to anyone else it does not exist. */
  alert: {
    allow: (actor, alert: { readonly userId: string }) => actor.id === alert.userId,
    refused: () => notFound(PRICE_ALERT_NOT_FOUND),
  },
});
