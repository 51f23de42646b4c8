import { cents, isUuid, type Cents, normalizeName, type PageArgs } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import { orBadInput, type Page } from '../../lib/cursor';
import { conflict, notFound } from '../../lib/errors';
import { Component } from '../catalog/component.entity';
import type { User } from '../users/user.entity';
import { PriceAlert } from './price-alert.entity';
import { PRICE_ALERT_NOT_FOUND, pricingPolicy } from './pricing.policy';
import { PriceObservations, type ObservationDeps } from './price-observations';
import { PriceCacheEntry } from './price-cache.entity';
import {
  alertPage,
  cacheState,
  compareOffers,
  historyStats,
  MAX_ALERTS_PER_USER,
  retailerLinks,
  type ComparedOffer,
  type HistoryPoint,
  type HistoryStats,
  type Offer,
  type Retailer,
  type RetailerLink,
} from './pricing.rules';
import type { PricingRuntime } from './pricing.runtime';
import { CatalogOffersProvider } from './providers/catalog-offers.provider';
import { subjectKey, type LiveProvider, type PriceSubject } from './providers/provider';

export interface PricingDeps extends ObservationDeps {
  pricing: PricingRuntime;
}

export interface PriceComparisonResult {
  query: string;
  component: Component | null;
  offers: ComparedOffer[];
  lowest: ComparedOffer | null;
  links: RetailerLink[];
  estimateCents: Cents | null;
  unavailable: boolean;
  checkedAt: Date;
}

export interface PriceHistoryResult extends HistoryStats {
  componentId: string;
  days: number | null;
  points: HistoryPoint[];
}

export const COMPONENT_NOT_FOUND = 'No component with that id.';
export const unknownComponent = (name: string): string =>
  `No component named "${name.length > 80 ? `${name.slice(0, 80)}...` : name}" in the catalog; pick one from the suggestions.`;
export const TOO_MANY_ALERTS = `You can watch at most ${MAX_ALERTS_PER_USER} parts; delete an alert first.`;

const PART_TYPES = ['CPU', 'GPU', 'Motherboard', 'RAM', 'Storage', 'PSU', 'Case', 'Cooler'];
/** Cache rows this process keeps a copy of. */
const MEMO_ENTRIES = 5000;

interface CachedOffer extends Omit<Offer, 'observedAt'> {
  observedAt: string;
}

const fromCache = (offers: unknown): Offer[] =>
  Array.isArray(offers) ? (offers as CachedOffer[]).map((o) => ({ ...o, observedAt: new Date(o.observedAt) })) : [];

/** Price comparison, history and alerts over one EntityManager; the process-wide parts live in the runtime. */
export class PricingService {
  /** Records observed prices and fires the alerts they reach. */
  readonly observations: PriceObservations;

  constructor(
    private readonly manager: EntityManager,
    private readonly deps: PricingDeps,
  ) {
    this.observations = new PriceObservations(manager, deps);
  }

  // --- Comparison ---

  /** Every retailer's offer for a part named or identified (one of them given: the edge's PricingArgs); NOT_FOUND for unknown parts. */
  async comparison(
    componentName: string | null | undefined,
    componentId: string | null | undefined,
  ): Promise<PriceComparisonResult> {
    const { subject, component, query } = await this.subjectFor(componentName, componentId);
    const { config, feeds } = this.deps.pricing;
    const catalog = new CatalogOffersProvider(this.manager, this.deps.clock, config.feedMaxAgeMs, {
      map: feeds,
      freshMs: config.cacheFreshMs,
    });
    const [held, ...live] = await Promise.all([
      catalog.offers(subject),
      ...this.deps.pricing.live.map((provider) => this.liveOffers(provider, subject, component)),
    ]);
    const offers = compareOffers([...held, ...live.flat()]);
    const estimateCents = component?.priceCents && component.priceCents > 0 ? component.priceCents : null;
    return {
      query,
      component,
      offers,
      lowest: offers[0] ?? null,
      links: retailerLinks(component?.name ?? query, component, offers),
      estimateCents,
      unavailable: offers.length === 0 && estimateCents === null,
      checkedAt: this.deps.clock.now(),
    };
  }

  private async subjectFor(
    componentName: string | null | undefined,
    componentId: string | null | undefined,
  ): Promise<{ subject: PriceSubject; component: Component | null; query: string }> {
    const name = componentName?.trim() ?? '';
    const id = componentId?.trim() ?? '';
    const repo = this.manager.getRepository(Component);
    let component: Component | null = null;
    const parts = this.deps.pricing.parts;
    if (id !== '') {
      component = isUuid(id) ? await parts.get(`id:${id}`, () => repo.findOne({ where: { id } })) : null;
      if (!component) throw notFound(COMPONENT_NOT_FOUND);
    } else {
      component = await parts.get(`name:${name.toLowerCase()}`, () => this.byName(name));
    }
    const query = name !== '' ? name : (component?.name ?? id);
    if (component) {
      return {
        query,
        component,
        subject: {
          componentId: component.id,
          name: component.name,
          normName: normalizeName(component.name),
          amazonAsin: component.amazonAsin,
          bestBuySku: component.bestBuySku,
          neweggItem: component.neweggItem,
        },
      };
    }
    // Not in the catalog: a feed may still list it by name.
    const normName = normalizeName(name);
    const listed = await this.manager.query<{ n: number }[]>(
      `SELECT 1 AS n FROM "price_offer" WHERE "normName" = $1 AND "componentId" IS NULL LIMIT 1`,
      [normName],
    );
    if (listed.length === 0 || normName === '') throw notFound(unknownComponent(name));
    return {
      query,
      component: null,
      subject: { componentId: null, name, normName, amazonAsin: null, bestBuySku: null, neweggItem: null },
    };
  }

  /** The catalog part with this name, ignoring case, else the same normalized name (priced first). */
  private async byName(name: string): Promise<Component | null> {
    const repo = this.manager.getRepository(Component);
    const exact = await repo
      .createQueryBuilder('c')
      .where(`lower(c.name) COLLATE "C" = lower(:name) COLLATE "C"`, { name })
      .orderBy(`c."priceCents" IS NULL`)
      .addOrderBy('c.name')
      .getOne();
    if (exact) return exact;
    const normName = normalizeName(name);
    if (normName === '') return null;
    return repo
      .createQueryBuilder('c')
      .where(`c.type IN (:...types) AND c."normName" = :normName`, { types: PART_TYPES, normName })
      .orderBy(`c."priceCents" IS NULL`)
      .addOrderBy('c.name')
      .getOne();
  }

  /**
   * A live provider's offers through the shared cache: fresh → as is; stale → as is, refreshed in
   * the background; expired or absent → fetched first. A failed fetch (or an open breaker) answers
   * the last cached offers, if any.
   */
  private async liveOffers(
    provider: LiveProvider,
    subject: PriceSubject,
    component: Component | null,
  ): Promise<Offer[]> {
    const { cacheFreshMs, cacheRefreshMs } = this.deps.pricing.config;
    const key = subjectKey(subject);
    const cached = await this.cached(provider.name, key);
    const state = cacheState(cached?.fetchedAt ?? null, this.deps.clock.now(), cacheFreshMs, cacheRefreshMs);
    if (state === 'fresh' && cached) return cached.offers;
    const refresh = this.refresh(provider, subject, key, component);
    if (state === 'stale' && cached) {
      const background = refresh.catch(() => undefined);
      this.deps.pricing.pending.add(background);
      void background.finally(() => this.deps.pricing.pending.delete(background));
      return cached.offers;
    }
    try {
      return await refresh;
    } catch (err) {
      this.deps.logger.warn(
        { err, provider: provider.name, subject: key },
        'price provider failed; answering the cached offers',
      );
      return cached?.offers ?? [];
    }
  }

  /** The cached answer: this process's copy while fresh, else the shared table's row. */
  private async cached(provider: string, subject: string): Promise<{ offers: Offer[]; fetchedAt: Date } | null> {
    const { memo, config } = this.deps.pricing;
    const key = `${provider}|${subject}`;
    const copy = memo.get(key);
    if (
      copy &&
      cacheState(copy.fetchedAt, this.deps.clock.now(), config.cacheFreshMs, config.cacheRefreshMs) === 'fresh'
    ) {
      return copy;
    }
    const row = await this.manager.getRepository(PriceCacheEntry).findOne({ where: { provider, subject } });
    if (!row) {
      memo.delete(key);
      return null;
    }
    const entry = { offers: fromCache(row.offers), fetchedAt: row.fetchedAt };
    this.remember(key, entry);
    return entry;
  }

  private remember(key: string, entry: { offers: Offer[]; fetchedAt: Date }): void {
    const { memo } = this.deps.pricing;
    memo.delete(key);
    memo.set(key, entry);
    if (memo.size > MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  }

  /** One upstream call per provider and part at a time; a caller that arrives after it ended reads the cache it wrote. */
  private refresh(
    provider: LiveProvider,
    subject: PriceSubject,
    key: string,
    component: Component | null,
  ): Promise<Offer[]> {
    const { cacheFreshMs, cacheRefreshMs } = this.deps.pricing.config;
    return this.deps.pricing.flight.run(`${provider.name}|${key}`, async () => {
      const again = await this.cached(provider.name, key);
      if (again && cacheState(again.fetchedAt, this.deps.clock.now(), cacheFreshMs, cacheRefreshMs) === 'fresh') {
        return again.offers;
      }
      const offers = await this.deps.pricing.call(provider, subject);
      const fetchedAt = this.deps.clock.now();
      await this.manager.query(
        `INSERT INTO "price_cache" ("provider", "subject", "offers", "fetchedAt") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("provider", "subject") DO UPDATE SET "offers" = EXCLUDED."offers", "fetchedAt" = EXCLUDED."fetchedAt"`,
        [provider.name, key, JSON.stringify(offers), fetchedAt],
      );
      this.remember(`${provider.name}|${key}`, { offers, fetchedAt });
      if (component) {
        for (const key of [...this.deps.pricing.histories.keys()]) {
          if (key.startsWith(`${component.id}|`)) this.deps.pricing.histories.delete(key);
        }
        for (const offer of offers) {
          await this.observations.observe(
            component,
            offer.retailer,
            offer.priceCents,
            offer.observedAt,
            `${provider.name}-api`,
            true,
          );
        }
      }
      return offers;
    });
  }

  // --- History ---

  /** The part's observed prices over the last `days` (null: all), oldest first, with min, max, average and change. */
  async history(componentId: string, days: number | null | undefined): Promise<PriceHistoryResult> {
    if (!isUuid(componentId)) throw notFound(COMPONENT_NOT_FOUND);
    const points = await this.historyPoints(componentId, days ?? null);
    return { componentId, days: days ?? null, points, ...historyStats(points) };
  }

  /**
   * The observations in range, oldest first (NOT_FOUND for an unknown part). Kept per part and range
   * for `cacheFreshMs` (an import in another process shows within that time); an observation this
   * process records drops the part's entries.
   */
  private async historyPoints(componentId: string, days: number | null): Promise<HistoryPoint[]> {
    const now = this.deps.clock.now();
    const { histories, config } = this.deps.pricing;
    const key = `${componentId}|${days ?? 'all'}`;
    const kept = histories.get(key);
    if (kept && kept.readAt <= now && now.getTime() - kept.readAt.getTime() < config.cacheFreshMs) return kept.rows;
    const since = days ? new Date(now.getTime() - days * 86_400_000) : null;
    const rows = await this.manager.query<
      { retailer: Retailer | null; priceCents: Cents; observedAt: Date; known: boolean }[]
    >(
      `SELECT o."retailer", o."priceCents", o."observedAt", true AS known
         FROM "price_observation" o
        WHERE o."componentId" = $1 AND ($2::timestamptz IS NULL OR o."observedAt" >= $2)
       UNION ALL
       SELECT NULL, NULL, NULL, false FROM "component" c WHERE c."id" = $1
       ORDER BY 3 NULLS FIRST, 1 NULLS FIRST`,
      [componentId, since],
    );
    if (!rows.some((r) => !r.known)) throw notFound(COMPONENT_NOT_FOUND);
    const points = rows
      .filter((r) => r.known)
      .map((r) => ({ retailer: r.retailer, priceCents: r.priceCents, observedAt: new Date(r.observedAt) }));
    histories.delete(key);
    histories.set(key, { rows: points, readAt: now });
    if (histories.size > MEMO_ENTRIES) histories.delete(histories.keys().next().value as string);
    return points;
  }

  // --- Alerts ---

  /** One page of the user's alerts (alertPage over all of them); a refusal of the arguments is BAD_USER_INPUT. */
  async alertsPage(user: User, paging: PageArgs): Promise<Page<PriceAlert>> {
    return orBadInput(alertPage(await this.myAlerts(user), paging));
  }

  myAlerts(user: User): Promise<PriceAlert[]> {
    return this.manager
      .getRepository(PriceAlert)
      .find({ where: { userId: user.id }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  async alertFor(user: User, componentId: string): Promise<PriceAlert | null> {
    if (!isUuid(componentId)) return null;
    return this.manager.getRepository(PriceAlert).findOne({ where: { userId: user.id, componentId } });
  }

  /**
   * Creates the user's alert on a part, or updates it (which re-arms it); at most 100 per account.
   * The target passed the edge's rule (SetPriceAlertArgs: common's validateTargetCents).
   */
  async setAlert(user: User, componentId: string, target: number): Promise<PriceAlert> {
    const targetPriceCents = cents(target);
    const component = isUuid(componentId)
      ? await this.manager.getRepository(Component).findOne({ where: { id: componentId }, select: { id: true } })
      : null;
    if (!component) throw notFound(COMPONENT_NOT_FOUND);
    return this.manager.transaction(async (tx) => {
      // One account's alert writes in turn, so the limit holds under concurrent requests.
      await tx.query(`SELECT 1 FROM "users" WHERE "id" = $1 FOR UPDATE`, [user.id]);
      const repo = tx.getRepository(PriceAlert);
      const existing = await repo.findOne({ where: { userId: user.id, componentId } });
      if (existing) {
        existing.targetPriceCents = targetPriceCents;
        existing.triggeredAt = null;
        existing.triggeredPriceCents = null;
        existing.triggeredRetailer = null;
        return repo.save(existing);
      }
      if ((await repo.count({ where: { userId: user.id } })) >= MAX_ALERTS_PER_USER) throw conflict(TOO_MANY_ALERTS);
      return repo.save(
        repo.create({
          userId: user.id,
          componentId,
          targetPriceCents,
          triggeredAt: null,
          triggeredPriceCents: null,
          triggeredRetailer: null,
        }),
      );
    });
  }

  /** The user's own alert by id, for the REST PATCH; NOT_FOUND for anyone else's (pricingPolicy). */
  async ownAlert(user: User, id: string): Promise<PriceAlert> {
    const alert = isUuid(id) ? await this.manager.getRepository(PriceAlert).findOne({ where: { id } }) : null;
    if (!alert) throw notFound(PRICE_ALERT_NOT_FOUND);
    pricingPolicy.authorize(user, 'alert', alert);
    return alert;
  }

  async deleteAlert(user: User, id: string): Promise<true> {
    const alert = await this.ownAlert(user, id);
    const result = await this.manager.getRepository(PriceAlert).delete({ id: alert.id });
    if (!result.affected) throw notFound(PRICE_ALERT_NOT_FOUND);
    return true;
  }
}
