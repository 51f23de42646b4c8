// What pricing keeps for the whole process: the live providers, a circuit breaker for each, and the
// single-flight that makes concurrent misses for one part share one upstream call per provider.
import CircuitBreaker from 'opossum';
import type { PricingConfig } from '../../config/pricing';
import type { Clock, Sleep } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { ReadCache } from '../../lib/read-cache';
import { SingleFlight } from '../../lib/single-flight';
import type { Component } from '../catalog/component.entity';
import type { HistoryPoint, Offer } from './pricing.rules';
import { AmazonProvider } from './providers/amazon.provider';
import { BestBuyProvider } from './providers/bestbuy.provider';
import type { FetchFn } from './providers/http';
import type { LiveProvider, PriceSubject } from './providers/provider';

export interface PricingRuntime {
  config: PricingConfig;
  live: readonly LiveProvider[];
  /** Calls the provider through its breaker: fails fast while the breaker is open. */
  call(provider: LiveProvider, subject: PriceSubject): Promise<Offer[]>;
  breakerState(provider: string): 'closed' | 'open' | 'half-open' | null;
  flight: SingleFlight<Offer[]>;
  /**
   * This process's copy of the cache rows it read or wrote (provider|subject → offers), so a fresh
   * answer costs no query; the price_cache table stays the shared truth for misses and other instances.
   */
  memo: Map<string, { offers: Offer[]; fetchedAt: Date }>;
  /** Feed offers read per part (subject key), reused while fresh like the live answers. */
  feeds: Map<string, { offers: Offer[]; readAt: Date }>;
  /** Price histories answered (componentId|days → rows), reused while fresh; dropped when this process observes the part. */
  histories: Map<string, { rows: HistoryPoint[]; readAt: Date }>;
  /** Parts looked up by id or name, kept like the catalog's reads (CATALOG_CACHE_TTL_MS). */
  parts: ReadCache<Component | null>;
  /** Background refreshes still running (tests and shutdown wait for them). */
  pending: Set<Promise<unknown>>;
  /** Upstream calls made per provider since start (the benchmark and the logs read them). */
  calls: Map<string, number>;
  shutdown(): void;
}

export interface RuntimeDeps {
  clock: Clock;
  sleep: Sleep;
  logger: Logger;
  fetch?: FetchFn;
  /** First backoff wait; tests shorten it. */
  backoffBaseMs?: number;
  /** How long part lookups are kept (the catalog's read cache TTL); 0: not kept. */
  partsTtlMs?: number;
  /** Extra providers (tests), or replacements for the configured ones. */
  providers?: LiveProvider[];
}

/** The live providers whose keys are configured. */
export function configuredProviders(config: PricingConfig, deps: RuntimeDeps): LiveProvider[] {
  const runtime = {
    clock: deps.clock,
    sleep: deps.sleep,
    fetch: deps.fetch ?? fetch,
    backoffBaseMs: deps.backoffBaseMs,
  };
  const providers: LiveProvider[] = [];
  const { bestBuy, amazon } = config;
  if (bestBuy.apiKey !== null) providers.push(new BestBuyProvider({ ...bestBuy, apiKey: bestBuy.apiKey }, runtime));
  if (amazon.accessKey !== null && amazon.secretKey !== null && amazon.partnerTag !== null) {
    providers.push(
      new AmazonProvider(
        { ...amazon, accessKey: amazon.accessKey, secretKey: amazon.secretKey, partnerTag: amazon.partnerTag },
        runtime,
      ),
    );
  }
  return providers;
}

export function createPricingRuntime(config: PricingConfig, deps: RuntimeDeps): PricingRuntime {
  const live = deps.providers ?? configuredProviders(config, deps);
  const calls = new Map<string, number>();
  const breakers = new Map<string, CircuitBreaker<[PriceSubject], Offer[]>>();
  for (const provider of live) {
    const breaker = new CircuitBreaker(
      (subject: PriceSubject) => {
        calls.set(provider.name, (calls.get(provider.name) ?? 0) + 1);
        return provider.offers(subject);
      },
      {
        name: provider.name,
        // Each adapter has its own request timeout (and backoff), so the breaker adds none.
        timeout: false,
        errorThresholdPercentage: config.breaker.errorThresholdPercentage,
        volumeThreshold: config.breaker.volumeThreshold,
        resetTimeout: config.breaker.resetTimeoutMs,
        rollingCountTimeout: 60_000,
        rollingCountBuckets: 12,
      },
    );
    breaker.on('open', () => deps.logger.warn({ provider: provider.name }, 'price provider failing: breaker opened'));
    breaker.on('close', () =>
      deps.logger.info({ provider: provider.name }, 'price provider recovered: breaker closed'),
    );
    breakers.set(provider.name, breaker);
  }
  return {
    config,
    live,
    call: (provider, subject) => {
      const breaker = breakers.get(provider.name);
      if (!breaker) throw new Error(`no breaker for provider ${provider.name}`);
      return breaker.fire(subject);
    },
    breakerState: (name) => {
      const breaker = breakers.get(name);
      if (!breaker) return null;
      return breaker.opened ? 'open' : breaker.halfOpen ? 'half-open' : 'closed';
    },
    flight: new SingleFlight<Offer[]>(),
    memo: new Map(),
    feeds: new Map(),
    histories: new Map(),
    parts: new ReadCache<Component | null>(deps.partsTtlMs ?? 60_000, 2000),
    pending: new Set(),
    calls,
    shutdown: () => {
      for (const breaker of breakers.values()) breaker.shutdown();
    },
  };
}
