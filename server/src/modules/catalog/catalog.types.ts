import { NodeInterface } from '../../lib/node';
import { connectionType } from '../../lib/connection';
import {
  priceBasisOf,
  DATA_SOURCES,
  KEY_SPECS,
  comparisonRows,
  formatSpec,
  powerEfficiency,
  specLabel,
  type DataSourceId,
  type PartType,
  type Winner,
  toDollars,
  type Cents,
} from '@rigforge/common';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BENCHMARK_SOURCES, CPU_GAMING_ABOUT } from './benchmarks';
import type { Component } from './component.entity';
import { PartTypeEnum } from './dto/catalog.args';

export enum Side {
  A = 'A',
  B = 'B',
}
registerEnumType(Side, {
  name: 'Side',
  description: 'The first (A) or second (B) part of a comparison',
  valuesConfig: { A: { description: 'The first part' }, B: { description: 'The second part' } },
});

@ObjectType({ description: 'One spec of a part, ready to show', simpleResolvers: true })
export class SpecEntry {
  @Field({ description: 'The spec key, e.g. baseClock' })
  key: string;

  @Field({ description: 'A label for people, e.g. "Base clock"' })
  label: string;

  @Field({ description: 'The value with its unit, e.g. "1830 MHz"' })
  value: string;
}

@ObjectType({
  description: `Relative performance from our curated benchmark table. ${BENCHMARK_SOURCES}`,
  simpleResolvers: true,
})
export class PerformanceIndices {
  @Field(() => Float, {
    description: 'Single-thread CPU score; null for graphics cards or when not benchmarked',
    nullable: true,
  })
  cpuSingle: number | null;
  @Field(() => Float, {
    description: 'Multi-thread CPU score; null for graphics cards or when not benchmarked',
    nullable: true,
  })
  cpuMulti: number | null;
  @Field(() => Float, {
    nullable: true,
    description: `Gaming index: averaged game frame rates at 1080p with a flagship card (Core i9-14900K = 100). ${CPU_GAMING_ABOUT}`,
  })
  cpuGaming: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when no review measured this CPU and the gaming index is its family estimate',
  })
  cpuGamingEstimated: boolean | null;
  @Field(() => Float, { description: 'Graphics score at 1080p; null for CPUs or when not benchmarked', nullable: true })
  gpu1080p: number | null;
  @Field(() => Float, { description: 'Graphics score at 1440p; null for CPUs or when not benchmarked', nullable: true })
  gpu1440p: number | null;
  @Field(() => Float, { description: 'Graphics score at 4K; null for CPUs or when not benchmarked', nullable: true })
  gpu4k: number | null;
}

@ObjectType({ description: 'Retailer identifiers of a part, where known', simpleResolvers: true })
export class RetailerIds {
  @Field(() => String, { description: "The part's Amazon ASIN, when known", nullable: true }) amazonAsin: string | null;
  @Field(() => String, { description: "The part's Newegg item number, when known", nullable: true }) neweggItem:
    string | null;
  @Field(() => String, { description: "The part's Best Buy SKU, when known", nullable: true }) bestBuySku:
    string | null;
}

@ObjectType({
  description: 'Where part data came from, with the attribution its licence asks for',
  simpleResolvers: true,
})
export class DataSourceInfo {
  @Field({ description: "The source's stable id" }) id: string;
  @Field({ description: "The source's name, for the attribution" }) name: string;
  @Field({ description: 'The licence its data is used under' }) licence: string;
  @Field(() => String, { description: "The source's home page; null when it has none", nullable: true }) url:
    string | null;
}

@ObjectType('PriceBasis', { description: 'Who set a catalog price and the day it is from', simpleResolvers: true })
export class PriceBasisInfo {
  @Field({ description: "'RigForge editors' (the seed's own prices) or 'PC Part Dataset'" }) source: string;
  @Field({ description: "The day the price is from, 'YYYY-MM-DD'" }) on: string;
}

@ObjectType({
  description: "A compatibility rule a part breaks beside the builder's chosen parts",
  simpleResolvers: true,
})
export class BuildExclusion {
  @Field({
    description:
      "A compatibility check's id (cpu-socket, gpu-length …), or unchecked for a part whose specs are incomplete",
  })
  rule: string;
  @Field({ description: 'The rule as the compatibility report names it' }) label: string;
  @Field({ description: 'Why the part does not fit, in a sentence' }) message: string;
}

@ObjectType('Component', {
  description: 'A part in the component database',
  simpleResolvers: true,
  implements: NodeInterface,
})
export class ComponentNode {
  @Field(() => ID, { description: 'The part (pass to component, or to node as its global id)' }) id: string;
  @Field({ description: 'Unique, URL-safe: its page is /components/{slug}' }) slug: string;
  @Field({ description: "The part's full name" }) name: string;
  @Field(() => PartTypeEnum, { description: 'The kind of part' }) type: PartType;
  @Field({ description: 'The maker' }) brand: string;
  @Field(() => Int, { nullable: true, description: 'Typical price in US cents; null when unknown' })
  priceCents: Cents | null;
  @Field(() => Int, {
    nullable: true,
    description: 'List price in US cents, only where a source gives one; null when unknown',
  })
  originalPriceCents: Cents | null;
  @Field(() => Float, { nullable: true, description: "Editors' rating, 0 to 5" })
  rating: number | null;
  @Field(() => Int, { nullable: true, description: 'Reviews behind the rating; null when we have no count' })
  reviewCount: number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: "In stock at a retailer, from its feed's offers; null when no source says",
  })
  inStock: boolean | null;
  @Field(() => String, { description: 'A picture of the part; null when none', nullable: true }) imageUrl:
    string | null;
  @Field(() => [SpecEntry], { description: 'Every spec, in a stable order' })
  specs: SpecEntry[];
  @Field(() => [SpecEntry], { description: 'The few specs a card shows (at most 4), most telling first' })
  keySpecs: SpecEntry[];
  @Field(() => PerformanceIndices, { nullable: true, description: 'For CPUs and GPUs in the benchmark table' })
  performance: PerformanceIndices | null;
  @Field(() => Float, { nullable: true, description: 'Value score: rating × 20 ÷ price × 1000' })
  valueScore: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'Power efficiency: GPU base clock or CPU cores ÷ price × 100',
  })
  powerEfficiency: number | null;
  @Field({ description: 'True when every spec the compatibility checks read is known' }) specsComplete: boolean;
  @Field(() => RetailerIds, { description: 'Its ids at the retailers, where known' }) retailerIds: RetailerIds;
  @Field(() => [String], { description: "The maker's part numbers (MPNs) it is sold under" }) partNumbers: string[];
  @Field(() => Int, { description: 'The year it came out; null when unknown', nullable: true }) releaseYear:
    number | null;
  @Field(() => [DataSourceInfo], { description: 'Attribution for this part' })
  sources: DataSourceInfo[];
  @Field(() => PriceBasisInfo, {
    nullable: true,
    description: 'Where the catalog price comes from and when; null when unpriced',
  })
  priceBasis: PriceBasisInfo | null;
  @Field(() => [BuildExclusion], {
    nullable: true,
    description:
      'In a list asked with compatibleWith: the rules this part breaks beside the chosen parts (empty: it fits); null elsewhere',
  })
  exclusions?: BuildExclusion[] | null;
}

export const ComponentConnection = connectionType(ComponentNode, {
  name: 'ComponentConnection',
  description: 'A page of components',
  totalCount: 'How many components match the filters',
});
export type ComponentConnection = InstanceType<typeof ComponentConnection>;

@ObjectType({ description: 'One row of a side-by-side comparison', simpleResolvers: true })
export class ComparisonRow {
  @Field({ description: 'The spec key, e.g. baseClock' }) key: string;
  @Field({ description: 'The spec for people, e.g. Base clock' }) label: string;
  @Field(() => String, { description: "The first part's value with its unit; null when unknown", nullable: true }) a:
    string | null;
  @Field(() => String, { description: "The second part's value with its unit; null when unknown", nullable: true }) b:
    string | null;
  @Field(() => Side, { nullable: true, description: 'The better side, or null when equal or not ranked' })
  better: Side | null;
}

@ObjectType({ description: 'Two parts side by side', simpleResolvers: true })
export class Comparison {
  @Field(() => ComponentNode, { description: 'The first part' }) a: ComponentNode;
  @Field(() => ComponentNode, { description: 'The second part' }) b: ComponentNode;
  @Field(() => [ComparisonRow], {
    description: 'Price, rating, value score, power efficiency and performance first, then every spec',
  })
  rows: ComparisonRow[];
}

/** Cached catalog pages hand out the same rows again and again: map each row once. */
const nodes = new WeakMap<Component, ComponentNode>();

export function toComponentNode(c: Component): ComponentNode {
  let node = nodes.get(c);
  if (!node) {
    node = mapComponent(c);
    nodes.set(c, node);
  }
  return node;
}

function mapComponent(c: Component): ComponentNode {
  const specs = Object.entries(c.specs).map(([key, value]) => ({
    key,
    label: specLabel(key),
    value: formatSpec(key, c.type, value),
  }));
  const price = c.priceCents === null ? null : toDollars(c.priceCents);
  const hasIndex = [c.cpuSingle, c.cpuMulti, c.cpuGaming, c.gpu1080, c.gpu1440, c.gpu4k].some((v) => v !== null);
  return {
    id: c.id,
    slug: c.slug,
    name: c.name,
    type: c.type,
    brand: c.brand,
    priceCents: c.priceCents,
    originalPriceCents: c.originalPriceCents,
    rating: c.rating,
    reviewCount: c.reviewCount,
    inStock: c.inStock,
    imageUrl: c.imageUrl,
    specs,
    keySpecs: KEY_SPECS[c.type].flatMap((key) => specs.filter((spec) => spec.key === key)),
    performance: hasIndex
      ? {
          cpuSingle: c.cpuSingle,
          cpuMulti: c.cpuMulti,
          cpuGaming: c.cpuGaming,
          cpuGamingEstimated: c.cpuGamingEstimated,
          gpu1080p: c.gpu1080,
          gpu1440p: c.gpu1440,
          gpu4k: c.gpu4k,
        }
      : null,
    valueScore: c.valueScore,
    powerEfficiency: powerEfficiency(c.type, c.specs, price),
    specsComplete: c.specsComplete,
    retailerIds: { amazonAsin: c.amazonAsin, neweggItem: c.neweggItem, bestBuySku: c.bestBuySku },
    partNumbers: c.partNumbers,
    releaseYear: c.releaseYear,
    sources: c.sources.map((id: DataSourceId) => ({ id, ...DATA_SOURCES[id] })),
    priceBasis: priceBasisOf(c),
  };
}

const side = (w: Winner): Side | null => (w === 'a' ? Side.A : w === 'b' ? Side.B : null);

/** The comparison of two parts (comparisonRows of @rigforge/common, which the static deployment runs too). */
export function toComparison(a: Component, b: Component): Comparison {
  const na = toComponentNode(a);
  const nb = toComponentNode(b);
  const rows = comparisonRows({ ...na, specs: a.specs }, { ...nb, specs: b.specs });
  return { a: na, b: nb, rows: rows.map((r) => ({ ...r, better: side(r.better) })) };
}

@ObjectType({ description: 'A brand and the number of parts its filter finds', simpleResolvers: true })
export class BrandCount {
  @Field({ description: 'The brand as the catalog spells it' }) brand: string;
  @Field(() => Int, { description: 'For graphics cards, the board maker and the chipset maker both count' })
  count: number;
}
