import { ARTICLE_PAGE } from '@rigforge/common';
import { Args, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { connectionType } from '../../lib/connection';
import type { Page } from '../../lib/cursor';
import type { GraphQLContext } from '../context';
import { Article } from './article.entity';
import { readingMinutes } from './articles.service';
import { ArticleArgs, ArticlesArgs, RelatedArticlesArgs } from './dto/articles.args';

export const ArticleConnection = connectionType(Article, {
  name: 'ArticleConnection',
  description: 'A page of articles, newest first',
  totalCount: 'How many articles the list (with its category filter) holds',
});

@Resolver(() => Article)
export class ArticlesResolver {
  @Query(() => ArticleConnection, {
    nullable: true,
    description: `Hardware articles, newest first, optionally of one category (every one, ${ARTICLE_PAGE.default} at most, unless first or last says); null with an error for arguments it refuses`,
  })
  articles(@Args() { category, ...paging }: ArticlesArgs, @Ctx() ctx: GraphQLContext): Promise<Page<Article>> {
    return ctx.services.articles.page(category, paging);
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
