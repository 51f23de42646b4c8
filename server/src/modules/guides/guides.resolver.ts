import { connectionType } from '../../lib/connection';
import { GUIDE_PAGE, toWholeDollars, type PartType } from '@rigforge/common';
import { Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { clientIp } from '../../lib/client-ip';
import type { GraphQLContext } from '../context';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import { BuildGuideArgs, BuildGuidesArgs, GuidePageArgs } from './dto/guides.args';
import { BuildGuide, GuideComponent } from './guide.entity';
import { viewingVisitor } from '../news/news.visitor';

export const BuildGuideConnection = connectionType(BuildGuide, {
  name: 'BuildGuideConnection',
  description: 'A page of build guides',
  totalCount: 'How many guides match the filter',
});
export type BuildGuideConnection = InstanceType<typeof BuildGuideConnection>;

@Resolver(() => BuildGuide)
export class GuidesResolver {
  @Query(() => BuildGuideConnection, {
    nullable: true,
    description: `Build guides in display order, optionally of one category, one page at a time (${GUIDE_PAGE.default} a page unless first or last says, at most ${GUIDE_PAGE.max}); null with an error for arguments it refuses`,
  })
  guides(@Args() args: GuidePageArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuideConnection> {
    return ctx.services.guides.page(args);
  }

  @Query(() => [BuildGuide], {
    nullable: true,
    description: 'Build guides in display order, optionally of one category',
    deprecationReason: 'Use guides (a cursor connection: first/after or last/before, edges, pageInfo).',
  })
  buildGuides(@Args() args: BuildGuidesArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuide[]> {
    return ctx.services.guides.list(args);
  }

  @Query(() => BuildGuide, { nullable: true, description: 'One build guide by its slug, or null' })
  buildGuide(@Args() { slug }: BuildGuideArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuide | null> {
    return ctx.services.guides.bySlug(slug);
  }

  @Mutation(() => BuildGuide, {
    nullable: true,
    description:
      'Counts a view of the guide (at most one per visitor and guide per UTC day); answers the guide with its count',
  })
  recordGuideView(@Args() { slug }: BuildGuideArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuide> {
    return ctx.services.guides.recordView(slug, viewingVisitor(ctx.req, ctx.res, ctx.user), clientIp(ctx.req));
  }

  @FieldResolver(() => Int, {
    description: 'Target budget in whole US dollars',
    deprecationReason: 'Use budgetCents (money is integer US cents everywhere).',
  })
  budget(@Root() guide: BuildGuide): number {
    return toWholeDollars(guide.budgetCents);
  }
}

@Resolver(() => GuideComponent)
export class GuideComponentResolver {
  @FieldResolver(() => Int, {
    description: 'Typical price in whole US dollars',
    deprecationReason: 'Use priceCents (money is integer US cents everywhere).',
  })
  price(@Root() part: GuideComponent): number {
    return toWholeDollars(part.priceCents);
  }

  @FieldResolver(() => PartTypeEnum, { description: 'The kind of part' })
  type(@Root() part: GuideComponent): PartType {
    return part.category as PartType;
  }

  @FieldResolver(() => ID, {
    nullable: true,
    description:
      'The catalog part of this name and type, or null when the catalog has none (the builder opens a guide with it)',
  })
  componentId(@Root() part: GuideComponent, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return ctx.loaders.guides.catalogIdByName.load(`${part.category}\n${part.name}`);
  }
}
