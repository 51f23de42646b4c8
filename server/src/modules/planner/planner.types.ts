// The planner's GraphQL shapes, as @rigforge/planner makes them: money in integer cents. The deprecated
// dollar twins and `type` beside `category` are resolved in planner.resolver.ts; the REST shim makes the
// spec's dollar shapes at its edge (rest/planner.router.ts).
import type {
  BuildType,
  CheckStatus,
  PartType,
  PsuBasis,
  Resolution,
  Cents,
  TierColor,
  UseCaseId,
} from '@rigforge/common';
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import { BUILD_TYPE_ENUM, RESOLUTION_ENUM, USE_CASE_ENUM, enumTwin } from './dto/planner.enums';

/** Why a dollar field is deprecated: its integer-cents twin `<name>Cents`. */
export const cents = (name: string): string => `Use ${name}Cents (money is integer US cents everywhere).`;
/** Why a part's `category` is deprecated. */
export const PART_KIND = 'Use type (the PartType enum, the same values).';

@ObjectType({ description: 'Dollars (whole) or percent per category; "other" covers board, PSU, case and cooler' })
export class AllocationAmounts {
  @Field(() => Float, { description: 'The processor' }) cpu: number;
  @Field(() => Float, { description: 'The graphics card' }) gpu: number;
  @Field(() => Float, { description: 'The memory' }) ram: number;
  @Field(() => Float, { description: 'The drives' }) storage: number;
  @Field(() => Float, { description: 'Motherboard, power supply, case and cooler together' }) other: number;
}

@ObjectType({ description: 'A real catalog part named by a recommendation' })
export class RecommendedPart {
  @Field(() => ID, { description: 'The catalog part (Component.id)' }) id: string;
  @Field({ description: 'The catalog slug (/components/{slug})' }) slug: string;
  @Field({ description: 'The part name' }) name: string;
  @Field({ description: 'CPU or GPU', deprecationReason: PART_KIND }) category: string;
  @Field(() => Int, { description: 'Price in US cents' }) priceCents: Cents;
}

@ObjectType({ description: 'Catalog parts that fit the CPU and GPU shares of an allocation' })
export class AllocationRecommendations {
  @Field(() => RecommendedPart, { nullable: true, description: 'The best CPU priced within the CPU share' })
  cpu: RecommendedPart | null;
  @Field(() => RecommendedPart, { nullable: true, description: 'The best graphics card priced within the GPU share' })
  gpu: RecommendedPart | null;
}

@ObjectType({ description: 'US cents per category; "other" covers board, PSU, case and cooler' })
export class AllocationCents {
  @Field(() => Int, { description: 'The processor' }) cpu: Cents;
  @Field(() => Int, { description: 'The graphics card' }) gpu: Cents;
  @Field(() => Int, { description: 'The memory' }) ram: Cents;
  @Field(() => Int, { description: 'The drives' }) storage: Cents;
  @Field(() => Int, { description: 'Motherboard, power supply, case and cooler together' }) other: Cents;
}

@ObjectType({ description: 'A budget split across part categories' })
export class BudgetAllocation {
  @Field(() => AllocationCents, { description: 'US cents per category (whole dollars)' })
  allocationCents: AllocationCents;
  @Field(() => AllocationAmounts, { description: 'Percent of the budget per category' })
  percentages: AllocationAmounts;
  @Field(() => Int, { description: 'The budget in US cents' }) budgetCents: Cents;
  @Field(() => Int, { description: 'The sum of the allocation in US cents; never above the budget' })
  totalCents: Cents;
  @Field(() => String, {
    description: 'gaming, content, streaming or workstation',
  })
  buildType: BuildType;
  @Field(() => String, { description: '1080p, 1440p or 4K' })
  resolution: Resolution;
  @Field(() => AllocationRecommendations, { description: 'The best CPU and graphics card within their shares' })
  recommendations: AllocationRecommendations;
}

/**
 * Each share in cents (`cpuCents`) or, deprecated, in dollars (`cpu`); the build type and resolution
 * as enums or, deprecated, strings. Cents and enums win when both forms are given.
 */
@InputType({ description: 'An allocation as budgetAllocation returned it' })
export class AllocationInput {
  @Field(() => Int, { nullable: true, description: 'The processor share in US cents' }) cpuCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'The graphics card share in US cents' }) gpuCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'The memory share in US cents' }) ramCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'The drives share in US cents' }) storageCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'The board, PSU, case and cooler share in US cents' })
  otherCents?: number | null;
  @Field(() => Int, { nullable: true, description: 'Defaults to the sum of the shares' }) budgetCents?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The processor share in dollars',
    deprecationReason: cents('cpu'),
  })
  cpu?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The graphics card share in dollars',
    deprecationReason: cents('gpu'),
  })
  gpu?: number | null;
  @Field(() => Float, { nullable: true, description: 'The memory share in dollars', deprecationReason: cents('ram') })
  ram?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The drives share in dollars',
    deprecationReason: cents('storage'),
  })
  storage?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The board, PSU, case and cooler share in dollars',
    deprecationReason: cents('other'),
  })
  other?: number | null;
  @Field(() => Float, { nullable: true, description: 'The budget in dollars', deprecationReason: cents('budget') })
  budget?: number | null;
  @Field(() => BUILD_TYPE_ENUM, { nullable: true, description: 'Default GAMING' }) kind?: BuildType | null;
  @Field(() => RESOLUTION_ENUM, { nullable: true, description: 'Default RES_1080P' }) screen?: Resolution | null;
  @Field(() => String, {
    nullable: true,
    description: 'gaming, content, streaming or workstation',
    deprecationReason: enumTwin('kind', 'BuildType'),
  })
  buildType?: string | null;
  @Field(() => String, {
    nullable: true,
    description: '1080p, 1440p or 4K',
    deprecationReason: enumTwin('screen', 'Resolution'),
  })
  resolution?: string | null;
}

@ObjectType({ description: 'Search pages at three retailers for a part', simpleResolvers: true })
export class RetailLinks {
  @Field({ description: 'The large online retailer' }) amazon: string;
  @Field({ description: 'The PC-parts retailer' }) newegg: string;
  @Field({ description: 'The in-store retailer' }) bestBuy: string;
}

@ObjectType({ description: 'One rule of the compatibility engine applied to a build' })
export class CompatibilityCheckResult {
  /** The rule's id (GraphQL's `rule`; the field `id` is the content id, CompatibilityCheckResultResolver). */
  @Field(() => ID, {
    description: 'Unique to this check and what it says of these parts (a content id); the rule is `rule`',
  })
  id: string;
  @Field({ description: 'The rule in words, e.g. CPU socket' }) label: string;
  @Field(() => String, { description: 'pass, warn or fail', deprecationReason: enumTwin('verdict', 'CheckStatus') })
  status: CheckStatus;
  @Field({ description: 'A sentence about these parts' }) message: string;
}

@ObjectType({ description: "The compatibility engine's verdict on a set of parts, with the power it needs" })
export class CompatibilityReport {
  @Field(() => [CompatibilityCheckResult], { description: 'One check for each rule that applies to these parts' })
  checks: CompatibilityCheckResult[];
  @Field({ description: 'No check failed' }) compatible: boolean;
  @Field(() => Int, { description: 'Estimated load in W' }) estimatedWattage: number;
  @Field(() => Int, {
    description:
      "The larger of the estimated load × 1.3 (rounded up to 50 W) and the graphics card maker's recommended PSU",
  })
  recommendedPsuWattage: number;
  @Field(() => String, {
    description: "Which figure set recommendedPsuWattage: load (our formula) or graphics-card (the card maker's)",
    deprecationReason: enumTwin('psuBasis', 'PsuBasis'),
  })
  psuDecidedBy: PsuBasis;
  @Field(() => [String], { description: 'Parts whose specs are not all known, so some checks skipped them' })
  unchecked: string[];
}

@ObjectType({ description: 'A part of a generated build' })
export class BuildPart {
  /** The catalog part's id (GraphQL's componentId; the field `id` is the content id, BuildPartResolver). */
  @Field(() => ID, {
    description:
      'Unique to this object and what it says (a content id: the same part with another reason has another id); the catalog part is componentId',
  })
  id: string;
  @Field({ description: 'The catalog slug (/components/{slug})' }) slug: string;
  @Field({ description: 'The part name' }) name: string;
  @Field({ description: 'CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler', deprecationReason: PART_KIND })
  category: string;
  @Field(() => Int, { description: 'Price in US cents' }) priceCents: Cents;
  @Field({ description: 'Why it was chosen, in one sentence' }) reason: string;
  @Field(() => RetailLinks, { description: 'Where to buy it' }) retailLinks: RetailLinks;
  /** Set by the builder's requests (BuildPartResolver answers false elsewhere). */
  locked?: boolean;
  owned?: boolean;
}

@InputType({ description: 'A part the builder keeps: locked, or owned (it then costs the build $0)' })
export class BuilderPartInput {
  @Field(() => ID, { description: 'The catalog part (Component.id)' }) id: string;
  @Field(() => Boolean, { nullable: true, description: 'The user already has it (default false)' })
  owned?: boolean | null;
}

@InputType({
  description: 'Complete my build, Find a better part, Upgrade what you own: the money, the uses and the kept parts',
})
export class BuilderRequestInput {
  @Field(() => Int, {
    description: 'The money to spend, in US cents, $0 to $20,000 (owned parts count $0)',
  })
  budgetCents: number;
  @Field(() => [USE_CASE_ENUM], { description: 'One or more use cases' }) uses: UseCaseId[];
  @Field(() => RESOLUTION_ENUM, { nullable: true, description: 'Default RES_1080P' }) screen?: Resolution | null;
  @Field(() => [BuilderPartInput], {
    description: 'The parts to keep (at most 18): for upgradeAdvice, the parts the user owns',
  })
  parts: BuilderPartInput[];
}

@ObjectType({ description: 'An optional upgrade the unspent budget could buy: one catalog part swapped in' })
export class BuildUpgrade {
  /** The catalog part's id (GraphQL's componentId; the field `id` is the content id, BuildUpgradeResolver). */
  @Field(() => ID, {
    description:
      'Unique to this object and what it says (a content id: the same part with another reason has another id); the catalog part is componentId',
  })
  id: string;
  @Field({ description: 'The catalog slug (/components/{slug})' }) slug: string;
  @Field({ description: 'The part name' }) name: string;
  @Field(() => PartTypeEnum, { description: 'The kind of part' }) type: PartType;
  @Field(() => Int, { description: 'The part price in US cents' }) priceCents: Cents;
  @Field(() => Int, { description: 'What the swap adds to the total, in US cents; at most the unspent budget' })
  extraCents: Cents;
  @Field({ description: 'What it improves, in one sentence' }) reason: string;
}

@ObjectType({ description: 'A generated parts list' })
export class GeneratedBuild {
  @Field(() => [BuildPart], { description: 'The parts (memory and storage may take several)' }) parts: BuildPart[];
  @Field(() => Int, { description: 'The sum of the part prices, in US cents' }) totalCents: Cents;
  @Field(() => Int, { description: 'The budget in US cents' }) budgetCents: Cents;
  @Field({ description: 'False when no compatible build fits the budget; parts is then the cheapest that works' })
  fitsBudget: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      'Set when fitsBudget is false, or when the build spends under 90% of the budget because nothing more improves it',
  })
  message: string | null;
  @Field(() => [BuildUpgrade], {
    description:
      'When the build leaves budget unspent because nothing more is faster: what the rest could buy, in order (PSU efficiency, cooler, storage, memory)',
  })
  upgrades: BuildUpgrade[];
  @Field(() => [String], {
    description:
      'The use-case ids it was planned for (for a build from an allocation, those its build type stands for)',
  })
  useCases: string[];
  @Field({
    description: 'gaming, content, streaming, workstation, or gaming / productivity for use cases',
  })
  buildType: string;
  @Field(() => String, { description: '1080p, 1440p or 4K' })
  resolution: Resolution;
  @Field({
    description:
      'Tier label by total price: Budget, Mid-Range or High-End Gaming; a build not for gaming names its purpose instead ("Mid-Range Workstation")',
  })
  tier: string;
  @Field(() => String, { description: 'green, blue or red', deprecationReason: enumTwin('color', 'TierColor') })
  tierColor: TierColor;
  @Field(() => String, {
    nullable: true,
    description: 'Budget, Mid-Range or High-End, when the budget was chosen',
  })
  buildTier: string | null;
  @Field(() => Int, { description: 'The estimated load of the parts, in W' }) estimatedWattage: number;
  @Field(() => Int, { description: 'The power supply wattage the parts call for (CompatibilityReport)' })
  recommendedPsuWattage: number;
  @Field(() => CompatibilityReport, { description: 'Every compatibility rule applied to the parts' })
  compatibility: CompatibilityReport;
}

@ObjectType({ description: 'The best part for one slot of a build with the rest kept, within the budget' })
export class BetterPart {
  @Field(() => BuildPart, { nullable: true, description: 'The better part, or null when nothing better fits' })
  part: BuildPart | null;
  @Field(() => [BuildPart], { description: 'Every new part of the slot (memory and storage may take several)' })
  parts: BuildPart[];
  @Field(() => Int, { description: 'What the change adds to the money spent, in US cents' }) extraCents: Cents;
  @Field({ description: 'The answer in a sentence' }) message: string;
}

@ObjectType({ description: 'A part of the user’s build, by id, name and kind' })
export class OwnedPartRef {
  @Field(() => ID, { description: 'The catalog part (Component.id)' }) id: string;
  @Field({ description: 'The part name' }) name: string;
  @Field(() => PartTypeEnum, { description: 'The kind of part' }) type: PartType;
}

@ObjectType({ description: 'One replacement of the upgrade advice' })
export class PartReplacement {
  @Field(() => OwnedPartRef, { nullable: true, description: 'The owned part it replaces; null for a new slot' })
  from: OwnedPartRef | null;
  @Field(() => BuildPart, { description: 'The catalog part to buy' }) to: BuildPart;
  @Field(() => Int, { description: 'What it costs, in US cents' }) priceCents: Cents;
}

@ObjectType({ description: 'Which owned parts to replace for the largest gain by the use’s own measure' })
export class UpgradeAdvice {
  @Field(() => [PartReplacement], { description: 'The parts to buy, each for an owned part or a new slot' })
  replacements: PartReplacement[];
  @Field(() => [OwnedPartRef], { description: 'The owned parts that stay' }) keeps: OwnedPartRef[];
  @Field(() => Int, { description: 'The gain in the planner’s score for the uses and resolution, in whole percent' })
  gainPercent: number;
  @Field({ description: 'The advice in a sentence or two' }) summary: string;
  @Field(() => GeneratedBuild, { description: 'The build after the upgrade' }) build: GeneratedBuild;
}

@ObjectType({ description: "An expert builder's note on a build in the making: the planner rule it breaks" })
export class ExpertNote {
  @Field({ description: 'The rule, e.g. Balance (gaming), Power supply quality, PCIe link' }) rule: string;
  @Field({ description: 'What is wrong, in a sentence' }) message: string;
}
