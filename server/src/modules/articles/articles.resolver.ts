import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../context';
import { Article } from './article.entity';
import { readingMinutes } from './articles.service';
import { ArticleArgs, ArticlesArgs, RelatedArticlesArgs } from './dto/articles.args';

@Resolver(() => Article)
export class ArticlesResolver {
  @Query(() => [Article], {
    nullable: true,
    description: 'Hardware articles, newest first, optionally of one category',
  })
  articles(@Args() { category }: ArticlesArgs, @Ctx() ctx: GraphQLContext): Promise<Article[]> {
    return ctx.services.articles.list(category);
  }

  @Query(() => Article, { nullable: true, description: 'One article by its slug, or null' })
  article(@Args() { slug }: ArticleArgs, @Ctx() ctx: GraphQLContext): Promise<Article | null> {
    return ctx.services.articles.bySlug(slug);
  }

  @FieldResolver(() => Int, { description: 'Estimated reading time in whole minutes' })
  readingMinutes(@Root() article: Article): number {
    return readingMinutes(article.content);
  }

  @FieldResolver(() => [Article], { description: 'Other articles on related topics (shared tags first)' })
  related(@Root() article: Article, @Args() { limit }: RelatedArticlesArgs, @Ctx() ctx: GraphQLContext) {
    return ctx.services.articles.related(article, limit);
  }
}
