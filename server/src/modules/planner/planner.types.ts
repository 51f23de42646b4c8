// The planner's GraphQL shapes. The REST shim sends the same objects as JSON.
import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Dollars (whole) or percent per category; "other" covers board, PSU, case and cooler' })
export class AllocationAmounts {
  @Field(() => Float) cpu: number;
  @Field(() => Float) gpu: number;
  @Field(() => Float) ram: number;
  @Field(() => Float) storage: number;
  @Field(() => Float) other: number;
}

@ObjectType({ description: 'A real catalog part named by a recommendation' })
export class RecommendedPart {
  @Field(() => ID) id: string;
  @Field() slug: string;
  @Field() name: string;
  @Field({ description: 'CPU or GPU' }) category: string;
  @Field(() => Float, { description: 'Price in dollars' }) price: number;
}

@ObjectType()
export class AllocationRecommendations {
  @Field(() => RecommendedPart, { nullable: true, description: 'The best CPU priced within the CPU share' })
  cpu: RecommendedPart | null;
  @Field(() => RecommendedPart, { nullable: true, description: 'The best graphics card priced within the GPU share' })
  gpu: RecommendedPart | null;
}

@ObjectType({ description: 'A budget split across part categories (SPEC §3 "Budget allocation")' })
export class BudgetAllocation {
  @Field(() => AllocationAmounts, { description: 'Whole dollars per category' }) allocation: AllocationAmounts;
  @Field(() => AllocationAmounts, { description: 'Percent of the budget per category' })
  percentages: AllocationAmounts;
  @Field(() => Float) budget: number;
  @Field(() => Float, { description: 'The sum of the allocation; never above the budget' }) total: number;
  @Field() buildType: string;
  @Field() resolution: string;
  @Field(() => AllocationRecommendations) recommendations: AllocationRecommendations;
}

@InputType({ description: 'An allocation as budgetAllocation returned it' })
export class AllocationInput {
  @Field(() => Float) cpu: number;
  @Field(() => Float) gpu: number;
  @Field(() => Float) ram: number;
  @Field(() => Float) storage: number;
  @Field(() => Float) other: number;
  @Field(() => Float, { nullable: true, description: 'Defaults to the sum of the shares' }) budget?: number | null;
  @Field(() => String, { nullable: true, description: 'gaming, content, streaming or workstation' })
  buildType?: string | null;
  @Field(() => String, { nullable: true, description: '1080p, 1440p or 4K' }) resolution?: string | null;
}

@ObjectType({ description: 'Search pages at three retailers for a part', simpleResolvers: true })
export class RetailLinks {
  @Field({ description: 'The large online retailer' }) amazon: string;
  @Field({ description: 'The PC-parts retailer' }) newegg: string;
  @Field({ description: 'The in-store retailer' }) bestBuy: string;
}

@ObjectType({ description: 'One rule of the compatibility engine applied to a build' })
export class CompatibilityCheckResult {
  @Field({ description: 'A stable rule id, e.g. cpu-socket' }) id: string;
  @Field() label: string;
  @Field({ description: 'pass, warn or fail' }) status: string;
  @Field({ description: 'A sentence about these parts' }) message: string;
}

@ObjectType()
export class CompatibilityReport {
  @Field(() => [CompatibilityCheckResult]) checks: CompatibilityCheckResult[];
  @Field({ description: 'No check failed' }) compatible: boolean;
  @Field(() => Int, { description: 'Estimated load in W' }) estimatedWattage: number;
  @Field(() => Int, { description: 'Estimated load × 1.3, rounded up to 50 W' }) recommendedPsuWattage: number;
  @Field(() => [String], { description: 'Parts whose specs are not all known, so some checks skipped them' })
  unchecked: string[];
}

@ObjectType({ description: 'A part of a generated build (SPEC §3 "Part")' })
export class BuildPart {
  @Field(() => ID) id: string;
  @Field() slug: string;
  @Field() name: string;
  @Field({ description: 'CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler' }) category: string;
  @Field(() => Float, { description: 'Price in dollars' }) price: number;
  @Field({ description: 'Why it was chosen, in one sentence' }) reason: string;
  @Field(() => RetailLinks) retailLinks: RetailLinks;
}

@ObjectType({ description: 'A generated parts list (SPEC §3 "Generated parts response")' })
export class GeneratedBuild {
  @Field(() => [BuildPart]) parts: BuildPart[];
  @Field(() => Float, { description: 'The sum of the part prices, in dollars' }) total: number;
  @Field(() => Float) budget: number;
  @Field({ description: 'False when no compatible build fits the budget; parts is then the cheapest that works' })
  fitsBudget: boolean;
  @Field(() => String, { nullable: true, description: 'Set when fitsBudget is false' }) message: string | null;
  @Field(() => [String]) useCases: string[];
  @Field({ description: 'gaming, content, streaming, workstation, or gaming / productivity for use cases' })
  buildType: string;
  @Field() resolution: string;
  @Field({ description: 'Tier label by total price: Budget Gaming, Mid-Range Gaming or High-End Gaming' })
  tier: string;
  @Field({ description: 'green, blue or red' }) tierColor: string;
  @Field(() => String, { nullable: true, description: 'Budget, Mid-Range or High-End, when the budget was chosen' })
  buildTier: string | null;
  @Field(() => Int) estimatedWattage: number;
  @Field(() => Int) recommendedPsuWattage: number;
  @Field(() => CompatibilityReport) compatibility: CompatibilityReport;
}
