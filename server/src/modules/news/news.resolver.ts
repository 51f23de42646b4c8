import { Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { clientIp } from '../../lib/client-ip';
import type { Page } from '../../lib/cursor';
import type { GraphQLContext } from '../context';
import type { NewsItem } from './news-item.entity';
import { NEWS_PAGE, NEWS_SOURCE_LABELS } from './news.rules';
import type { NewsStats } from './news.service';
import { NewsArgs, NewsConnection, NewsItemArgs, NewsItemType, NewsStatsType, RecordNewsViewArgs } from './news.types';
import { viewingVisitor } from './news.visitor';

@Resolver(() => NewsItemType)
export class NewsResolver {
  @Query(() => NewsConnection, {
    nullable: true,
    description: `News, newest first, optionally of one source (public; ${NEWS_PAGE.default} a page unless first or last says, at most ${NEWS_PAGE.max}); null with an error for arguments it refuses`,
  })
  news(@Args() { source, ...paging }: NewsArgs, @Ctx() ctx: GraphQLContext): Promise<Page<NewsItem>> {
    return ctx.services.news.list({ source: source ?? null, ...paging });
  }

  @Query(() => NewsItemType, { nullable: true, description: 'One news item by id or by slug; null when there is none' })
  newsItem(@Args() { id, slug }: NewsItemArgs, @Ctx() ctx: GraphQLContext): Promise<NewsItem | null> {
    return ctx.services.news.byIdOrSlug(id, slug);
  }

  @Query(() => NewsStatsType, {
    nullable: true,
    description: 'Total views, total comments, latest update and the count per source',
  })
  newsStats(@Ctx() ctx: GraphQLContext): Promise<NewsStats> {
    return ctx.services.news.stats();
  }

  @Mutation(() => NewsItemType, {
    nullable: true,
    description:
      'Records a view (at most one per visitor, item and UTC day: the signed-in user, else the rf_vid cookie) and returns the item',
  })
  recordNewsView(@Args() { newsId }: RecordNewsViewArgs, @Ctx() ctx: GraphQLContext): Promise<NewsItem> {
    return ctx.services.news.recordView(newsId, viewingVisitor(ctx.req, ctx.res, ctx.user), clientIp(ctx.req));
  }

  @FieldResolver(() => String)
  sourceLabel(@Root() item: NewsItem): string {
    return NEWS_SOURCE_LABELS[item.source];
  }
}
