// The price comparison's GraphQL shapes (the contract in docs/pricing.md). Money is integer US cents.
import {
  HISTORY_DAYS_MESSAGE,
  MAX_HISTORY_DAYS,
  PRICING_NAME_MESSAGES,
  validatePricingName,
  validateTargetCents,
  type Cents,
} from '@rigforge/common';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ArgsType, Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ConnectionArgs, connectionType } from '../../lib/connection';
import { ALERT_PAGE } from './pricing.rules';
import { Rule, WholeNumberRule } from '../../lib/rule';
import { ComponentNode } from '../catalog/catalog.types';

export enum RetailerEnum {
  AMAZON = 'AMAZON',
  NEWEGG = 'NEWEGG',
  BESTBUY = 'BESTBUY',
}
registerEnumType(RetailerEnum, {
  name: 'Retailer',
  description: 'A retailer: Amazon, Newegg, Best Buy',
  valuesConfig: {
    AMAZON: { description: 'Amazon (US)' },
    NEWEGG: { description: 'Newegg' },
    BESTBUY: { description: 'Best Buy' },
  },
});

export enum PriceSourceEnum {
  LIVE = 'LIVE',
  FEED = 'FEED',
  ESTIMATE = 'ESTIMATE',
}
registerEnumType(PriceSourceEnum, {
  name: 'PriceSource',
  description:
    'LIVE: from a retailer API now; FEED: an imported feed or dataset price; ESTIMATE: older than the configured age',
  valuesConfig: {
    LIVE: { description: 'From a retailer API now' },
    FEED: { description: 'From an imported feed or dataset' },
    ESTIMATE: { description: 'Older than the configured age' },
  },
});

@ArgsType()
export class PricingArgs {
  @Field(() => String, { nullable: true, description: 'The part name (as the suggestions give it)' })
  @IsOptional()
  @Rule(validatePricingName)
  componentName?: string | null;

  @Field(() => ID, { nullable: true, description: 'Or the catalog id' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  componentId?: string | null;

  /** What is looked up: the name, else the id, trimmed (not an argument; one of the two is required). */
  @MinLength(1, { message: PRICING_NAME_MESSAGES.required })
  get subject(): string {
    return this.componentName?.trim() || this.componentId?.trim() || '';
  }
}

@ArgsType()
export class PriceHistoryArgs {
  @Field(() => ID, { description: 'The part' })
  @IsString()
  @MaxLength(100)
  componentId: string;

  @Field(() => Int, { nullable: true, description: 'The last 90 or 365 days, say; null for all' })
  @IsOptional()
  @IsInt({ message: HISTORY_DAYS_MESSAGE })
  @Min(1, { message: HISTORY_DAYS_MESSAGE })
  @Max(MAX_HISTORY_DAYS, { message: HISTORY_DAYS_MESSAGE })
  days?: number | null;
}

@ArgsType()
export class SetPriceAlertArgs {
  @Field(() => ID, { description: 'The part to watch' })
  @IsString()
  @MaxLength(100)
  componentId: string;

  @Field(() => Int, { description: 'Notify me when a retailer offers it at or below this, in cents' })
  @WholeNumberRule(validateTargetCents)
  targetPriceCents: number;
}

@ObjectType({ description: "One retailer's offer", simpleResolvers: true })
export class RetailerOffer {
  @Field(() => RetailerEnum, { description: 'The retailer' }) retailer: RetailerEnum;
  @Field(() => Int, { description: 'Its price in US cents' }) priceCents: Cents;
  @Field(() => Int, { nullable: true, description: 'null when unknown' }) listPriceCents: Cents | null;
  @Field(() => Boolean, { nullable: true, description: 'null when unknown' }) inStock: boolean | null;
  @Field({ description: 'The product page when known, else the retailer search page' }) url: string;
  @Field(() => Date, { description: 'When we saw the price' }) observedAt: Date;
  @Field(() => PriceSourceEnum, { description: 'Where the price comes from and how fresh it is' })
  source: PriceSourceEnum;
  @Field({ description: 'True for the lowest offer (ties: each of them)' }) isLowest: boolean;
  @Field(() => Int, { description: '0 for the lowest' }) aboveLowestCents: Cents;
}

@ObjectType({ description: 'A retailer we hold no price from for the part: where to look', simpleResolvers: true })
export class RetailerLink {
  @Field(() => RetailerEnum, { description: 'The retailer' }) retailer: RetailerEnum;
  @Field({ description: "The retailer's product page when we know the part's id there, else its search page" })
  url: string;
  @Field({
    description: "true: a product page (from the part's Amazon ASIN, Newegg item or Best Buy SKU); false: a search",
  })
  productPage: boolean;
}

@ObjectType({ description: "A part's prices at every retailer", simpleResolvers: true })
export class PriceComparison {
  @Field({ description: 'The name asked for' }) query: string;
  @Field(() => ComponentNode, { nullable: true, description: 'The catalog part; null when known by feed name only' })
  component: ComponentNode | null;
  @Field(() => [RetailerOffer], { description: 'Lowest first' }) offers: RetailerOffer[];
  @Field(() => RetailerOffer, { description: 'The cheapest offer; null when there is none', nullable: true })
  lowest: RetailerOffer | null;
  @Field(() => [RetailerLink], { description: 'The retailers without an offer: price not checked, where to look' })
  links: RetailerLink[];
  @Field(() => Int, { nullable: true, description: "The catalog price ('Est.' badge) when above 0" })
  estimateCents: Cents | null;
  @Field({ description: 'No offers and no estimate' }) unavailable: boolean;
  @Field(() => Date, { description: 'When the prices were gathered' }) checkedAt: Date;
}

@ObjectType({ description: 'One observed price', simpleResolvers: true })
export class PricePoint {
  @Field(() => RetailerEnum, {
    nullable: true,
    description:
      'null for PC Part Dataset snapshots: their price is the lowest across retailers, which they do not name',
  })
  retailer: RetailerEnum | null;
  @Field(() => Int, { description: 'The price in US cents' }) priceCents: Cents;
  @Field(() => Date, { description: 'When it was seen' }) observedAt: Date;
}

@ObjectType({ description: "A part's observed prices over a range", simpleResolvers: true })
export class PriceHistory {
  @Field(() => ID, { description: 'The part' }) componentId: string;
  @Field(() => Int, { nullable: true, description: 'null: all' }) days: number | null;
  @Field(() => [PricePoint], { description: 'Oldest first' }) points: PricePoint[];
  @Field(() => Int, { description: 'The lowest price in the range, in US cents; null with no points', nullable: true })
  minCents: Cents | null;
  @Field(() => Int, { description: 'The highest price in the range, in US cents; null with no points', nullable: true })
  maxCents: Cents | null;
  @Field(() => Int, { description: 'The mean price in the range, in US cents; null with no points', nullable: true })
  averageCents: Cents | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Last minus first over the range (lowest per observation day); null with fewer than 2 days',
  })
  changeCents: Cents | null;
  @Field(() => Float, {
    description: 'changeCents as a percent of the first price; null when changeCents is',
    nullable: true,
  })
  changePercent: number | null;
}

@ObjectType('PriceAlert', { description: 'A price-drop alert on one part (yours only)', simpleResolvers: true })
export class PriceAlertType {
  @Field(() => ID, { description: 'The alert (pass to deletePriceAlert)' }) id: string;
  @Field(() => ComponentNode, { description: 'The part it watches' }) component: ComponentNode;
  @Field(() => Int, { description: 'Alert when a price is at or below this, in US cents' }) targetPriceCents: Cents;
  @Field(() => Date, { nullable: true, description: 'null while armed' }) triggeredAt: Date | null;
  @Field(() => Int, { description: 'The price that set it off, in US cents; null while armed', nullable: true })
  triggeredPriceCents: Cents | null;
  @Field(() => RetailerEnum, { description: 'The retailer whose price set it off; null while armed', nullable: true })
  triggeredRetailer: RetailerEnum | null;
  @Field(() => Date, { description: 'When it was set' }) createdAt: Date;
  @Field(() => Date, { description: 'When it last changed' }) updatedAt: Date;
}

export const PriceAlertConnection = connectionType(PriceAlertType, {
  name: 'PriceAlertConnection',
  description: 'A page of your price-drop alerts, newest first',
  totalCount: 'How many alerts you have in all',
});

/** The connection `myPriceAlerts`: paging only. */
@ArgsType()
export class PriceAlertsArgs extends ConnectionArgs(ALERT_PAGE, 'alerts') {}
