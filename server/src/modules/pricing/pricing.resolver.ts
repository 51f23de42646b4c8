import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Page } from '../../lib/cursor';
import { CurrentUser } from '../auth/current-user';
import { toComponentNode } from '../catalog/catalog.types';
import type { GraphQLContext } from '../context';
import type { User } from '../users/user.entity';
import type { PriceAlert } from './price-alert.entity';
import { pricingPolicy } from './pricing.policy';
import { ALERT_PAGE } from './pricing.rules';
import type { PriceComparisonResult } from './pricing.service';
import {
  PriceAlertConnection,
  PriceAlertType,
  PriceAlertsArgs,
  PriceComparison,
  PriceHistory,
  PriceHistoryArgs,
  PricingArgs,
  RetailerEnum,
  SetPriceAlertArgs,
  type PriceSourceEnum,
  type RetailerOffer,
} from './pricing.types';

const asOffer = (offer: PriceComparisonResult['offers'][number]): RetailerOffer => ({
  ...offer,
  retailer: offer.retailer as RetailerEnum,
  source: offer.source as PriceSourceEnum,
});

/** The alerts with their parts, read in one query. */
async function presentAlerts(alerts: PriceAlert[], ctx: GraphQLContext): Promise<PriceAlertType[]> {
  const parts = new Map((await ctx.services.catalog.byIds(alerts.map((a) => a.componentId))).map((c) => [c.id, c]));
  return alerts.flatMap((alert) => {
    const part = parts.get(alert.componentId);
    return part
      ? [
          {
            ...alert,
            component: toComponentNode(part),
            triggeredRetailer: alert.triggeredRetailer as RetailerEnum | null,
          },
        ]
      : [];
  });
}

/** A page of alerts presented (an alert whose part left the catalog meanwhile is left out). */
async function presentAlertPage(page: Page<PriceAlert>, ctx: GraphQLContext): Promise<Page<PriceAlertType>> {
  const presented = new Map((await presentAlerts(page.nodes, ctx)).map((alert) => [alert.id, alert]));
  const edges = page.edges.flatMap((edge) => {
    const node = presented.get(edge.node.id);
    return node ? [{ cursor: edge.cursor, node }] : [];
  });
  return { ...page, edges, nodes: edges.map((edge) => edge.node) };
}

/** Thin: parse, authorize, delegate to the pricing service. Alerts are their owner's alone. */
@Resolver()
export class PricingResolver {
  @Query(() => PriceComparison, {
    nullable: true,
    description:
      "Every retailer's offer for a part, lowest first; BAD_USER_INPUT without a name or id, NOT_FOUND for unknown parts",
  })
  async pricing(
    @Args() { componentName, componentId }: PricingArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceComparison> {
    const result = await ctx.services.pricing.comparison(componentName, componentId);
    const offers = result.offers.map(asOffer);
    return {
      ...result,
      component: result.component ? toComponentNode(result.component) : null,
      offers,
      lowest: offers[0] ?? null,
      links: result.links.map((link) => ({ ...link, retailer: link.retailer as RetailerEnum })),
    };
  }

  @Query(() => PriceHistory, {
    nullable: true,
    description: "A part's observed prices (last `days`, or all), with min, max, average and change",
  })
  async priceHistory(
    @Args() { componentId, days }: PriceHistoryArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceHistory> {
    const history = await ctx.services.pricing.history(componentId, days);
    return { ...history, points: history.points.map((p) => ({ ...p, retailer: p.retailer as RetailerEnum | null })) };
  }

  @pricingPolicy.Allowed('use')
  @Query(() => PriceAlertConnection, {
    nullable: true,
    description: `Your price-drop alerts, newest first (every one, at most ${ALERT_PAGE.max}, unless first or last says); null with UNAUTHENTICATED for a guest`,
  })
  async myPriceAlerts(
    @Args() paging: PriceAlertsArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Page<PriceAlertType>> {
    return presentAlertPage(await ctx.services.pricing.alertsPage(user, paging), ctx);
  }

  @pricingPolicy.Allowed('use')
  @Query(() => PriceAlertType, { nullable: true, description: 'Your alert on that part, or null (signed in)' })
  async priceAlertFor(
    @Arg('componentId', () => ID, { description: 'The part' }) componentId: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceAlertType | null> {
    const alert = await ctx.services.pricing.alertFor(user, componentId);
    return alert ? ((await presentAlerts([alert], ctx))[0] ?? null) : null;
  }

  @pricingPolicy.Allowed('use')
  @Mutation(() => PriceAlertType, {
    nullable: true,
    description:
      'Watches a part for a price at or below the target: creates your alert, or updates and re-arms it (at most 100)',
  })
  async setPriceAlert(
    @Args() { componentId, targetPriceCents }: SetPriceAlertArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<PriceAlertType> {
    const alert = await ctx.services.pricing.setAlert(user, componentId, targetPriceCents);
    return (await presentAlerts([alert], ctx))[0];
  }

  @pricingPolicy.Allowed('use')
  @Mutation(() => Boolean, { nullable: true, description: 'Deletes one of your alerts; NOT_FOUND for anyone else’s' })
  deletePriceAlert(
    @Arg('id', () => ID, { description: 'Your alert' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    return ctx.services.pricing.deleteAlert(user, id);
  }
}
