import {
  allocationAmountsInCents,
  BUILDER_PARTS_MAX,
  BUILDER_PARTS_MESSAGE,
  BUILDER_USES_MESSAGE,
  buildPartId,
  buildUpgradeId,
  builderRequestSchema,
  checkResultId,
  generatedBuildEnums,
  normalizeUseCases,
  toDollars,
  type BuildType,
  type CheckStatus,
  type GuideTier,
  type PartType,
  type PriceTierLabel,
  type PsuBasis,
  type Resolution,
  type TierColor,
  type UseCaseId,
} from '@rigforge/common';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, FieldResolver, Float, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import {
  BUILD_TYPE_ENUM,
  CHECK_STATUS_ENUM,
  GUIDE_TIER_ENUM,
  PSU_BASIS_ENUM,
  PriceTierEnum,
  RESOLUTION_ENUM,
  TIER_COLOR_ENUM,
  USE_CASE_ENUM,
  enumTwin,
} from './dto/planner.enums';
import {
  AllocationAmounts,
  AllocationInput,
  BetterPart,
  BudgetAllocation,
  BuilderRequestInput,
  BuildPart,
  BuildUpgrade,
  CompatibilityCheckResult,
  CompatibilityReport,
  ExpertNote,
  GeneratedBuild,
  RecommendedPart,
  UpgradeAdvice,
  cents,
} from './planner.types';
import { readInput } from '../../lib/read-input';
import { allocationDollars } from './planner.dollars';
import {
  amountUnit,
  graphqlNaming,
  readCalculatorRequest,
  readPartsFromAllocation,
  readUseCaseRequest,
} from './planner.input';

/** A builder request's refusals name the field under the `request` argument (`request.budgetCents`). */
const BUILDER_REQUEST_NAMING = { under: 'request' } as const;

@ArgsType()
class BudgetAllocationArgs {
  @Field(() => Int, { nullable: true, description: 'US cents, 50000 to 500000' }) budgetCents?: number | null;
  @Field(() => Float, { nullable: true, description: 'Dollars, 500 to 5000', deprecationReason: cents('budget') })
  budget?: number | null;
  @Field(() => BUILD_TYPE_ENUM, { nullable: true, description: 'Default GAMING' }) kind?: BuildType | null;
  @Field(() => RESOLUTION_ENUM, { nullable: true, description: 'Default RES_1080P' }) screen?: Resolution | null;
  @Field(() => String, {
    nullable: true,
    description: 'gaming (default), content, streaming or workstation',
    deprecationReason: enumTwin('kind', 'BuildType'),
  })
  buildType?: string | null;
  @Field(() => String, {
    nullable: true,
    description: '1080p (default), 1440p or 4K',
    deprecationReason: enumTwin('screen', 'Resolution'),
  })
  resolution?: string | null;
  @Field(() => [USE_CASE_ENUM], {
    nullable: true,
    description:
      'The use cases the parts list will be generated for (generatePartsFromUseCases), if any: the recommended picks then come from that list',
  })
  uses?: UseCaseId[] | null;
}

@ArgsType()
class UseCaseArgs {
  @Field(() => [USE_CASE_ENUM], { nullable: true, description: 'One or more (required unless useCases is given)' })
  uses?: UseCaseId[] | null;
  @Field(() => [String], {
    nullable: true,
    description: 'gaming, work, content-creation, music-production, server, workstation (one or more)',
    deprecationReason: enumTwin('uses', 'UseCase'),
  })
  useCases?: string[] | null;
  @Field(() => Int, {
    nullable: true,
    description: 'US cents, 50000 to 500000; without it a default picked from the use cases ($800 to $2,000)',
  })
  budgetCents?: number | null;
  @Field(() => Float, { nullable: true, description: 'Dollars, 500 to 5000', deprecationReason: cents('budget') })
  budget?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'True when the user chose the budget' })
  strictBudget?: boolean | null;
}

/** The most parts one compatibility check takes (a full build has 8 to about 12). */
const MAX_CHECK_PARTS = 24;

@ArgsType()
class CheckCompatibilityArgs {
  @Field(() => [ID], { description: 'The catalog parts to check together' })
  @ArrayMinSize(1, { message: 'Give at least one part to check.' })
  @ArrayMaxSize(MAX_CHECK_PARTS, { message: `Give at most ${MAX_CHECK_PARTS} parts to check.` })
  partIds: string[];
}

@ArgsType()
class BuilderNotesArgs {
  @Field(() => [ID], { description: `The build's catalog parts (at most ${BUILDER_PARTS_MAX})` })
  @ArrayMaxSize(BUILDER_PARTS_MAX, { message: BUILDER_PARTS_MESSAGE })
  @ArrayUnique({ message: BUILDER_PARTS_MESSAGE })
  partIds: string[];
  @Field(() => [USE_CASE_ENUM], { description: 'One or more use cases' })
  @ArrayMinSize(1, { message: BUILDER_USES_MESSAGE })
  uses: UseCaseId[];
  @Field(() => RESOLUTION_ENUM, { nullable: true, description: 'Default RES_1080P' }) screen?: Resolution | null;
}

/** Thin: read the input (in cents) with common's shapes (planner.input.ts), delegate. Every planner query is public (guests use the calculator). */
@Resolver()
export class PlannerResolver {
  @Query(() => BudgetAllocation, {
    nullable: true,
    description: 'Splits a budget across part categories, with real CPU and GPU picks',
  })
  budgetAllocation(
    @Args() { budgetCents, budget, kind, buildType, screen, resolution, uses }: BudgetAllocationArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BudgetAllocation> {
    const unit = amountUnit([budgetCents]);
    return ctx.services.planner.allocation(
      readCalculatorRequest(
        {
          budget: unit === 'cents' ? budgetCents : budget,
          buildType: kind ?? buildType,
          resolution: screen ?? resolution,
          useCases: uses,
        },
        unit,
        graphqlNaming(unit, { kind: kind != null || buildType == null, screen: screen != null || resolution == null }),
      ),
    );
  }

  @Query(() => GeneratedBuild, {
    nullable: true,
    description: 'A compatible parts list within the allocation’s budget',
  })
  generateParts(
    @Arg('allocation', () => AllocationInput, {
      description: 'The allocation, as budgetAllocation returned it (shares may be edited)',
    })
    a: AllocationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratedBuild> {
    const unit = amountUnit([a.cpuCents, a.gpuCents, a.ramCents, a.storageCents, a.otherCents, a.budgetCents]);
    const amounts = unit === 'cents' ? allocationAmountsInCents(a) : a;
    return ctx.services.planner.fromAllocation(
      readPartsFromAllocation(
        {
          cpu: amounts.cpu,
          gpu: amounts.gpu,
          ram: amounts.ram,
          storage: amounts.storage,
          other: amounts.other,
          budget: amounts.budget,
          buildType: a.kind ?? a.buildType,
          resolution: a.screen ?? a.resolution,
        },
        unit,
        graphqlNaming(
          unit,
          { kind: a.kind != null || a.buildType == null, screen: a.screen != null || a.resolution == null },
          'allocation',
        ),
      ),
    );
  }

  @Query(() => GeneratedBuild, {
    nullable: true,
    description: 'A compatible parts list for the use cases, within the budget',
  })
  generatePartsFromUseCases(
    @Args() { budgetCents, budget, uses, useCases, strictBudget }: UseCaseArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratedBuild> {
    return ctx.services.planner.fromUseCases(
      readUseCaseRequest(
        {
          useCases: uses ?? useCases,
          budget: amountUnit([budgetCents]) === 'cents' ? budgetCents : budget,
          strictBudget,
        },
        amountUnit([budgetCents]),
        graphqlNaming(amountUnit([budgetCents]), { uses: uses != null || useCases == null }),
      ),
    );
  }

  @Query(() => CompatibilityReport, {
    nullable: true,
    description: 'Every compatibility rule applied to the parts, with wattage; null with an error for bad ids',
  })
  checkCompatibility(
    @Args() { partIds }: CheckCompatibilityArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompatibilityReport> {
    return ctx.services.planner.check(partIds);
  }

  @Query(() => GeneratedBuild, {
    nullable: true,
    description:
      "The builder's Complete my build: the best build within the budget that keeps the given parts (owned ones cost $0); a refusal names the rule or the amount (extensions.reason: LOCKS_CONFLICT, LOCKS_OVER_BUDGET, NO_COMPLETION, UNKNOWN_PART, TOO_MANY_PARTS)",
  })
  completeBuild(
    @Arg('request', () => BuilderRequestInput, { description: 'The budget, uses, screen and the parts to keep' })
    request: BuilderRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratedBuild> {
    return ctx.services.planner.complete(readInput(builderRequestSchema, request, BUILDER_REQUEST_NAMING));
  }

  @Query(() => BetterPart, {
    nullable: true,
    description:
      "The builder's Find a better part: the best part for one slot with every other given part kept, within the budget",
  })
  betterPart(
    @Arg('request', () => BuilderRequestInput, {
      description: "The budget, uses, screen and the build's current parts",
    })
    request: BuilderRequestInput,
    @Arg('slot', () => PartTypeEnum, { description: 'The kind of part to find a better one for' }) slot: PartType,
    @Ctx() ctx: GraphQLContext,
  ): Promise<BetterPart> {
    return ctx.services.planner.better(readInput(builderRequestSchema, request, BUILDER_REQUEST_NAMING), slot);
  }

  @Query(() => [ExpertNote], {
    nullable: true,
    description:
      "The builder panel's expert notes: the planner's rules (balance, PSU quality, PCIe links, airflow, video memory, proportion) the parts break among themselves, for the use and resolution; parts the planner cannot use are left out",
  })
  builderNotes(@Args() { partIds, uses, screen }: BuilderNotesArgs, @Ctx() ctx: GraphQLContext): Promise<ExpertNote[]> {
    return ctx.services.planner.notes(partIds, normalizeUseCases(uses), screen ?? '1080p');
  }

  @Query(() => UpgradeAdvice, {
    nullable: true,
    description:
      'Upgrade what you own: which of the given (owned) parts to replace with the budget for the largest gain by the uses’ own measure',
  })
  upgradeAdvice(
    @Arg('request', () => BuilderRequestInput, { description: 'The budget, uses, screen and the parts the user owns' })
    request: BuilderRequestInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<UpgradeAdvice> {
    return ctx.services.planner.upgrade(readInput(builderRequestSchema, request, BUILDER_REQUEST_NAMING));
  }
}

@Resolver(() => BudgetAllocation)
export class BudgetAllocationResolver {
  @FieldResolver(() => Float, { description: 'The budget in dollars', deprecationReason: cents('budget') })
  budget(@Root() a: BudgetAllocation): number {
    return toDollars(a.budgetCents);
  }

  @FieldResolver(() => Float, {
    description: 'The sum of the allocation; never above the budget',
    deprecationReason: cents('total'),
  })
  total(@Root() a: BudgetAllocation): number {
    return toDollars(a.totalCents);
  }

  @FieldResolver(() => AllocationAmounts, {
    description: 'Whole dollars per category',
    deprecationReason: cents('allocation'),
  })
  allocation(@Root() a: BudgetAllocation): AllocationAmounts {
    return allocationDollars(a.allocationCents);
  }

  @FieldResolver(() => BUILD_TYPE_ENUM, { description: 'What the split is planned for' })
  kind(@Root() a: BudgetAllocation): BuildType {
    return a.buildType;
  }

  @FieldResolver(() => RESOLUTION_ENUM, { description: 'The screen resolution the split is planned for' })
  screen(@Root() a: BudgetAllocation): Resolution {
    return a.resolution;
  }
}

@Resolver(() => GeneratedBuild)
export class GeneratedBuildResolver {
  @FieldResolver(() => Float, { description: 'The budget in dollars', deprecationReason: cents('budget') })
  budget(@Root() build: GeneratedBuild): number {
    return toDollars(build.budgetCents);
  }

  @FieldResolver(() => Float, {
    description: 'The sum of the part prices, in dollars',
    deprecationReason: cents('total'),
  })
  total(@Root() build: GeneratedBuild): number {
    return toDollars(build.totalCents);
  }

  @FieldResolver(() => [USE_CASE_ENUM], {
    description: 'The use cases it was planned for (for a build from an allocation, those its build type stands for)',
  })
  uses(@Root() build: GeneratedBuild): UseCaseId[] {
    return generatedBuildEnums(build).uses;
  }

  @FieldResolver(() => BUILD_TYPE_ENUM, {
    nullable: true,
    description: 'The build type it was planned for; null for a use-case build without gaming (buildType productivity)',
  })
  kind(@Root() build: GeneratedBuild): BuildType | null {
    return generatedBuildEnums(build).kind;
  }

  @FieldResolver(() => RESOLUTION_ENUM, { description: 'The screen resolution it was planned for' })
  screen(@Root() build: GeneratedBuild): Resolution {
    return generatedBuildEnums(build).screen;
  }

  @FieldResolver(() => PriceTierEnum, {
    nullable: true,
    description: 'The price tier of its total, the first word of tier (tier keeps the label with the purpose)',
  })
  priceTier(@Root() build: GeneratedBuild): PriceTierLabel | null {
    return generatedBuildEnums(build).priceTier;
  }

  @FieldResolver(() => TIER_COLOR_ENUM, { description: "The colour of the tier's badge" })
  color(@Root() build: GeneratedBuild): TierColor {
    return generatedBuildEnums(build).color;
  }

  @FieldResolver(() => GUIDE_TIER_ENUM, {
    nullable: true,
    description: "The guides' tier of the budget, when the budget was chosen; null otherwise",
  })
  guideTier(@Root() build: GeneratedBuild): GuideTier | null {
    return generatedBuildEnums(build).guideTier;
  }
}

@Resolver(() => BuildPart)
export class BuildPartResolver {
  @FieldResolver(() => ID)
  id(@Root() part: BuildPart): string {
    return buildPartId(part);
  }

  @FieldResolver(() => ID, { description: 'The catalog part (Component.id)' })
  componentId(@Root() part: BuildPart): string {
    return part.id;
  }

  @FieldResolver(() => Float, { description: 'Price in dollars', deprecationReason: cents('price') })
  price(@Root() part: BuildPart): number {
    return toDollars(part.priceCents);
  }

  @FieldResolver(() => PartTypeEnum, { description: 'The kind of part' })
  type(@Root() part: BuildPart): PartType {
    return part.category as PartType;
  }

  @FieldResolver(() => Boolean, {
    description: 'Kept by the builder request (completeBuild, betterPart, upgradeAdvice); false in a generated build',
  })
  locked(@Root() part: BuildPart): boolean {
    return part.locked === true;
  }

  @FieldResolver(() => Boolean, {
    description: 'The user already has it: it costs the build $0 (its priceCents stays the list price)',
  })
  owned(@Root() part: BuildPart): boolean {
    return part.owned === true;
  }
}

@Resolver(() => RecommendedPart)
export class RecommendedPartResolver {
  @FieldResolver(() => Float, { description: 'Price in dollars', deprecationReason: cents('price') })
  price(@Root() part: RecommendedPart): number {
    return toDollars(part.priceCents);
  }

  @FieldResolver(() => PartTypeEnum, { description: 'CPU or GPU' })
  type(@Root() part: RecommendedPart): PartType {
    return part.category as PartType;
  }
}

@Resolver(() => BuildUpgrade)
export class BuildUpgradeResolver {
  @FieldResolver(() => ID)
  id(@Root() upgrade: BuildUpgrade): string {
    return buildUpgradeId(upgrade);
  }

  @FieldResolver(() => ID, { description: 'The catalog part (Component.id)' })
  componentId(@Root() upgrade: BuildUpgrade): string {
    return upgrade.id;
  }
}

@Resolver(() => CompatibilityCheckResult)
export class CompatibilityCheckResultResolver {
  @FieldResolver(() => ID)
  id(@Root() check: CompatibilityCheckResult): string {
    return checkResultId(check);
  }

  @FieldResolver(() => String, { description: "The rule's stable id, e.g. cpu-socket (the same in every report)" })
  rule(@Root() check: CompatibilityCheckResult): string {
    return check.id;
  }

  @FieldResolver(() => CHECK_STATUS_ENUM, { description: 'Whether the parts pass the rule, need a look, or fail it' })
  verdict(@Root() check: CompatibilityCheckResult): CheckStatus {
    return check.status;
  }
}

@Resolver(() => CompatibilityReport)
export class CompatibilityReportResolver {
  @FieldResolver(() => PSU_BASIS_ENUM, { description: 'Which figure set recommendedPsuWattage' })
  psuBasis(@Root() report: CompatibilityReport): PsuBasis {
    return report.psuDecidedBy;
  }
}
