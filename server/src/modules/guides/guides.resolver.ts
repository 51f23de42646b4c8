import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { BuildGuideArgs, BuildGuidesArgs } from './dto/guides.args';
import { BuildGuide } from './guide.entity';
import { GuidesService } from './guides.service';

@Resolver(() => BuildGuide)
export class GuidesResolver {
  @Query(() => [BuildGuide], { description: 'Build guides in display order, optionally of one category' })
  buildGuides(@Args() args: BuildGuidesArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuide[]> {
    return new GuidesService(ctx.db.manager).list(args);
  }

  @Query(() => BuildGuide, { nullable: true, description: 'One build guide by its slug, or null' })
  buildGuide(@Args() { slug }: BuildGuideArgs, @Ctx() ctx: GraphQLContext): Promise<BuildGuide | null> {
    return new GuidesService(ctx.db.manager).bySlug(slug);
  }
}
