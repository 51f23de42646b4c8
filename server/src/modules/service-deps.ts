import type { CacheRegistry } from '../lib/cache-registry';
import type { RateLimiter } from '../lib/rate-limiter';
import type { AuthDeps } from './auth/auth.deps';
import type { BuildDeps } from './builds/builds.service';
import type { NewsDeps } from './news/news.service';
import type { CommunityDeps } from './notifications/notifications.service';
import type { PricingDeps } from './pricing/pricing.service';

/**
 * What the services need from outside (time, randomness, mail, hashing, rate limits, the event bus,
 * the caches), made once per app (app.ts) and shared by every composition.
 */
export type ServiceDeps = Omit<AuthDeps, 'limiter'> &
  BuildDeps &
  PricingDeps &
  CommunityDeps &
  Pick<NewsDeps, 'newsViews'> & {
    /** Every module's limits (each module's service sees its own). */
    limiter: RateLimiter;
    /** The caches the modules own (each module's factory takes its own). */
    caches: CacheRegistry;
  };
