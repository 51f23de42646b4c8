import type { Cents } from '@rigforge/common';
import type { EntityManager } from 'typeorm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Component } from '../catalog/component.entity';
import { alertMessage, type Retailer } from './pricing.rules';

/** Sends one notification to a user (default: a `notification` row of kind `other`). */
export type Notify = (userId: string, message: string) => Promise<void>;

export interface ObservationDeps {
  clock: Clock;
  logger: Logger;
  /** Replaces the default notification insert (tests, or another notifications service). */
  notify?: Notify;
}

/** The default notify (the CLIs): a `notification` row of kind `other` for the user. */
export const insertNotification =
  (manager: EntityManager): Notify =>
  async (userId, message) => {
    // Like the notifications service: nothing for a user whose notifications preference is off.
    await manager.query(
      `INSERT INTO "notification" ("userId", "type", "message")
       SELECT u."id", 'other', $2 FROM "users" u WHERE u."id" = $1 AND u."notifications"`,
      [userId, message],
    );
  };

/** Records observed prices (from the APIs, feeds and dataset snapshots) and fires the price-drop alerts they reach. */
export class PriceObservations {
  private readonly notify: Notify;

  constructor(
    private readonly manager: EntityManager,
    private readonly deps: ObservationDeps,
  ) {
    this.notify = deps.notify ?? insertNotification(manager);
  }

  /**
   * Records an observed price once (the same part, time, source and retailer add nothing) and, when
   * `alert` is set and it is new, fires the part's armed alerts it reaches. Answers whether it was new.
   */
  async observe(
    component: Pick<Component, 'id' | 'name'>,
    retailer: Retailer | null,
    priceCents: Cents,
    observedAt: Date,
    source: string,
    alert: boolean,
  ): Promise<boolean> {
    const inserted = await this.manager.query<{ id: string }[]>(
      `INSERT INTO "price_observation" ("componentId", "retailer", "priceCents", "observedAt", "source")
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING "id"`,
      [component.id, retailer, priceCents, observedAt, source],
    );
    if (inserted.length > 0 && alert) await this.fireAlerts(component, retailer, priceCents);
    return inserted.length > 0;
  }

  /**
   * Marks the part's armed alerts whose target is at or above the price as triggered, in one
   * statement (so each fires once even under concurrent observations), and notifies their owners.
   */
  async fireAlerts(
    component: Pick<Component, 'id' | 'name'>,
    retailer: Retailer | null,
    priceCents: Cents,
  ): Promise<number> {
    const [rows] = await this.manager.query<[{ userId: string }[], number]>(
      `UPDATE "price_alert" SET "triggeredAt" = $1, "triggeredPriceCents" = $2, "triggeredRetailer" = $3, "updatedAt" = $1
       WHERE "componentId" = $4 AND "triggeredAt" IS NULL AND "targetPriceCents" >= $2
       RETURNING "userId"`,
      [this.deps.clock.now(), priceCents, retailer, component.id],
    );
    for (const { userId } of rows) {
      try {
        await this.notify(userId, alertMessage(component.name, retailer, priceCents));
      } catch (err) {
        this.deps.logger.error({ err, userId, componentId: component.id }, 'could not send a price-drop notification');
      }
    }
    return rows.length;
  }
}
