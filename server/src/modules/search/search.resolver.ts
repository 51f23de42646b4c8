import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { SearchArgs, SearchResult } from './search.types';

@Resolver()
export class SearchResolver {
  @Query(() => SearchResult, {
    nullable: true,
    description:
      'Searches articles, news and build guides (full text, best first) and components (the suggestions), grouped',
  })
  search(@Args() { q, limit }: SearchArgs, @Ctx() ctx: GraphQLContext): Promise<SearchResult> {
    return ctx.services.search.search(q, limit);
  }
}
