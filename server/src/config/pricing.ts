// Price comparison settings (docs/pricing.md): the cache, the catalog offers' age limit, the circuit
// breakers and each retailer API. A provider whose keys are absent is simply off.

export interface BreakerConfig {
  /** Failures (in %) over the rolling window that open the breaker. */
  errorThresholdPercentage: number;
  /** Calls in the window before the percentage counts. */
  volumeThreshold: number;
  /** How long an open breaker fails fast before letting one trial call through, in ms. */
  resetTimeoutMs: number;
}

export interface BestBuyConfig {
  /** BESTBUY_API_KEY; null turns the adapter off. */
  apiKey: string | null;
  /** BESTBUY_BASE_URL, default https://api.bestbuy.com (tests point it at a loopback fake). */
  baseUrl: string;
  /** BESTBUY_REQUESTS_PER_SECOND (the API's default allowance is 5). */
  requestsPerSecond: number;
  /** BESTBUY_TIMEOUT_MS per request. */
  timeoutMs: number;
  /** Retries after a 403/429 before the call counts as failed. */
  maxRetries: number;
}

export interface AmazonConfig {
  /** AMAZON_ACCESS_KEY, AMAZON_SECRET_KEY and AMAZON_PARTNER_TAG: all three turn the adapter on. */
  accessKey: string | null;
  secretKey: string | null;
  partnerTag: string | null;
  /** AMAZON_HOST (default webservices.amazon.com) and AMAZON_REGION (default us-east-1). */
  host: string;
  region: string;
  /** AMAZON_MARKETPLACE, default www.amazon.com. */
  marketplace: string;
  /** AMAZON_BASE_URL: default https://{host}; tests point it at a loopback fake. */
  baseUrl: string;
  /** AMAZON_REQUESTS_PER_SECOND (PA-API 5.0 starts accounts at 1). */
  requestsPerSecond: number;
  timeoutMs: number;
  maxRetries: number;
}

export interface PricingConfig {
  /** PRICE_CACHE_FRESH_MS: a cached answer is served as is for this long (docs/requirements.md §9: stale after 2 min). */
  cacheFreshMs: number;
  /** PRICE_CACHE_REFRESH_MS: after this an answer is fetched again before it is served (docs/requirements.md §9: refetch 5 min). */
  cacheRefreshMs: number;
  /** PRICE_FEED_MAX_AGE_HOURS: a feed or catalog offer older than this is shown as an estimate. */
  feedMaxAgeMs: number;
  breaker: BreakerConfig;
  bestBuy: BestBuyConfig;
  amazon: AmazonConfig;
}

type IntVar = (name: string, fallback: number, min: number, max: number) => number;

function text(env: NodeJS.ProcessEnv, name: string): string | null {
  const value = env[name];
  return value !== undefined && value.trim() !== '' ? value.trim() : null;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string, problems: string[]): string {
  const value = text(env, name);
  if (value === null) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
    return value.replace(/\/+$/, '');
  } catch {
    problems.push(`${name} must be an http:// or https:// URL (got "${value}")`);
    return fallback;
  }
}

/** Reads the pricing settings; problems are added to the boot's list. */
export function loadPricingConfig(env: NodeJS.ProcessEnv, intVar: IntVar, problems: string[]): PricingConfig {
  const accessKey = text(env, 'AMAZON_ACCESS_KEY');
  const secretKey = text(env, 'AMAZON_SECRET_KEY');
  const partnerTag = text(env, 'AMAZON_PARTNER_TAG');
  const amazonKeys = [accessKey, secretKey, partnerTag].filter((v) => v !== null).length;
  if (amazonKeys > 0 && amazonKeys < 3) {
    problems.push('AMAZON_ACCESS_KEY, AMAZON_SECRET_KEY and AMAZON_PARTNER_TAG must be set together');
  }
  const host = text(env, 'AMAZON_HOST') ?? 'webservices.amazon.com';
  const cacheFreshMs = intVar('PRICE_CACHE_FRESH_MS', 120_000, 0, 86_400_000);
  const cacheRefreshMs = intVar('PRICE_CACHE_REFRESH_MS', 300_000, 0, 86_400_000);
  if (cacheRefreshMs < cacheFreshMs) problems.push('PRICE_CACHE_REFRESH_MS must not be less than PRICE_CACHE_FRESH_MS');
  return {
    cacheFreshMs,
    cacheRefreshMs,
    feedMaxAgeMs: intVar('PRICE_FEED_MAX_AGE_HOURS', 72, 1, 24 * 365) * 3_600_000,
    breaker: {
      errorThresholdPercentage: intVar('PRICE_BREAKER_ERROR_PERCENT', 50, 1, 100),
      volumeThreshold: intVar('PRICE_BREAKER_VOLUME', 3, 1, 1000),
      resetTimeoutMs: intVar('PRICE_BREAKER_RESET_MS', 30_000, 10, 3_600_000),
    },
    bestBuy: {
      apiKey: text(env, 'BESTBUY_API_KEY'),
      baseUrl: httpUrl(env, 'BESTBUY_BASE_URL', 'https://api.bestbuy.com', problems),
      requestsPerSecond: intVar('BESTBUY_REQUESTS_PER_SECOND', 5, 1, 100),
      timeoutMs: intVar('BESTBUY_TIMEOUT_MS', 4000, 50, 60_000),
      maxRetries: intVar('BESTBUY_MAX_RETRIES', 2, 0, 10),
    },
    amazon: {
      accessKey,
      secretKey,
      partnerTag,
      host,
      region: text(env, 'AMAZON_REGION') ?? 'us-east-1',
      marketplace: text(env, 'AMAZON_MARKETPLACE') ?? 'www.amazon.com',
      baseUrl: httpUrl(env, 'AMAZON_BASE_URL', `https://${host}`, problems),
      requestsPerSecond: intVar('AMAZON_REQUESTS_PER_SECOND', 1, 1, 100),
      timeoutMs: intVar('AMAZON_TIMEOUT_MS', 4000, 50, 60_000),
      maxRetries: intVar('AMAZON_MAX_RETRIES', 2, 0, 10),
    },
  };
}
