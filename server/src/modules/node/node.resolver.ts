import { ArrayMaxSize, ArrayUnique } from 'class-validator';
import { Arg, Args, ArgsType, Ctx, Field, ID, Query, Resolver } from 'type-graphql';
import { NodeInterface } from '../../lib/node';
import type { GraphQLContext } from '../context';

/** The most ids one `nodes` call takes (a page of the largest list). */
export const MAX_NODE_IDS = 60;

@ArgsType()
class NodesArgs {
  @Field(() => [ID], { description: `The ids, at most ${MAX_NODE_IDS}, each once; the answer keeps their order` })
  @ArrayMaxSize(MAX_NODE_IDS, { message: `Give at most ${MAX_NODE_IDS} ids.` })
  @ArrayUnique({ message: 'Give each id once.' })
  ids: string[];
}

/** Thin: global object identification over the services (node.service.ts). */
@Resolver()
export class NodeResolver {
  @Query(() => NodeInterface, {
    nullable: true,
    description:
      'Any object that implements Node, by its id alone (a component, guide, article, news item, comment, or a saved build that is public or yours); null when there is none you may see',
  })
  node(
    @Arg('id', () => ID, { description: 'The object’s id, as any answer gave it' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<object | null> {
    return ctx.services.node.find(ctx.user, id);
  }

  @Query(() => [NodeInterface], {
    nullable: 'itemsAndList',
    description: 'Several objects by id, in the order asked; null in the place of an id naming nothing you may see',
  })
  nodes(@Args() { ids }: NodesArgs, @Ctx() ctx: GraphQLContext): Promise<(object | null)[]> {
    return Promise.all(ids.map((id) => ctx.services.node.find(ctx.user, id)));
  }
}
