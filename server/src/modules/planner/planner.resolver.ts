import { Arg, Args, ArgsType, Ctx, Field, Float, ID, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { parseAllocationRequest, parsePartsFromAllocation, parseUseCaseRequest } from './planner.input';
import { PlannerService } from './planner.service';
import { AllocationInput, BudgetAllocation, CompatibilityReport, GeneratedBuild } from './planner.types';

@ArgsType()
class BudgetAllocationArgs {
  @Field(() => Float, { description: 'Dollars, 500 to 5000' }) budget: number;
  @Field(() => String, { nullable: true, description: 'gaming (default), content, streaming or workstation' })
  buildType?: string | null;
  @Field(() => String, { nullable: true, description: '1080p (default), 1440p or 4K' }) resolution?: string | null;
}

@ArgsType()
class UseCaseArgs {
  @Field(() => [String], {
    description: 'gaming, work, content-creation, music-production, server, workstation (one or more)',
  })
  useCases: string[];
  @Field(() => Float, { nullable: true, description: 'Dollars, 500 to 5000; without it the SPEC §9 default' })
  budget?: number | null;
  @Field(() => Boolean, { nullable: true, description: 'True when the user chose the budget' })
  strictBudget?: boolean | null;
}

/** Thin: parse, delegate. Every planner query is public (guests use the calculator). */
@Resolver()
export class PlannerResolver {
  @Query(() => BudgetAllocation, { description: 'Splits a budget across part categories, with real CPU and GPU picks' })
  budgetAllocation(@Args() args: BudgetAllocationArgs, @Ctx() ctx: GraphQLContext): Promise<BudgetAllocation> {
    return new PlannerService(ctx.db.manager).allocation(parseAllocationRequest(args));
  }

  @Query(() => GeneratedBuild, { description: 'A compatible parts list within the allocation’s budget' })
  generateParts(
    @Arg('allocation', () => AllocationInput) allocation: AllocationInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<GeneratedBuild> {
    return new PlannerService(ctx.db.manager).fromAllocation(parsePartsFromAllocation(allocation));
  }

  @Query(() => GeneratedBuild, { description: 'A compatible parts list for the use cases, within the budget' })
  generatePartsFromUseCases(@Args() args: UseCaseArgs, @Ctx() ctx: GraphQLContext): Promise<GeneratedBuild> {
    return new PlannerService(ctx.db.manager).fromUseCases(parseUseCaseRequest(args));
  }

  @Query(() => CompatibilityReport, { description: 'Every compatibility rule applied to the parts, with wattage' })
  checkCompatibility(
    @Arg('partIds', () => [ID]) partIds: string[],
    @Ctx() ctx: GraphQLContext,
  ): Promise<CompatibilityReport> {
    return new PlannerService(ctx.db.manager).check(partIds);
  }
}
