// The news module's GraphQL shapes (the contract in docs/news.md). GET /api/news answers the same
// items as JSON (news.router.ts).
import { NodeInterface } from '../../lib/node';
import { ConnectionArgs, connectionType } from '../../lib/connection';
import { Equals, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { NEWS_PAGE } from './news.rules';

/** GraphQL names on the left, the stored value (and label) on the right: INTEL is stored as 'Intel'. */
export enum NewsSourceEnum {
  NVIDIA = 'NVIDIA',
  AMD = 'AMD',
  INTEL = 'Intel',
  X = 'X',
}

registerEnumType(NewsSourceEnum, {
  name: 'NewsSource',
  description: "A news item's source: NVIDIA, AMD, Intel or X (sourceLabel gives the display text)",
  valuesConfig: {
    NVIDIA: { description: "NVIDIA's newsroom" },
    AMD: { description: "AMD's newsroom" },
    INTEL: { description: "Intel's newsroom" },
    X: { description: 'Posts on X' },
  },
});

@ObjectType('NewsItem', {
  description: 'A hardware news item: written by us, or ingested from a vendor newsroom feed',
  implements: NodeInterface,
})
export class NewsItemType {
  @Field(() => ID, { description: 'The news item (pass to newsItem, or to node as its global id)' }) id: string;
  @Field({ description: 'Unique, URL-safe' }) slug: string;
  @Field(() => NewsSourceEnum, { description: 'Where it came from' }) source: NewsSourceEnum;
  @Field({ description: "The source as displayed: 'NVIDIA', 'AMD', 'Intel' or 'X'" }) sourceLabel: string;
  @Field({ description: 'The headline' }) title: string;
  @Field({ description: 'A short summary for the card' }) excerpt: string;
  @Field({ description: 'One or two sentences describing the item' }) description: string;
  @Field({
    description:
      'Markdown for our own items; plain-text paragraphs (blank-line separated) for ingested ones. Render as Markdown, never as raw HTML',
  })
  content: string;
  @Field(() => [String], { description: 'Topic tags' }) tags: string[];
  @Field(() => String, { nullable: true, description: 'A local illustration (/images/news/...); never remote' })
  imageUrl: string | null;
  @Field(() => String, { nullable: true, description: "The illustration's alt text" })
  imageAlt: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The vendor's newsroom page or the feed item's link (View Source)",
  })
  sourceUrl: string | null;
  @Field(() => Date, { description: 'When the source published it' }) publishedAt: Date;
  @Field(() => Date, { description: 'When the item was added to RigForge' }) createdAt: Date;
  @Field(() => Int, { description: 'Views, at most one per visitor and item per UTC day' }) views: number;
  @Field(() => Int, { description: 'How many comments it has, replies included' }) commentCount: number;
}

export const NewsConnection = connectionType(NewsItemType, {
  name: 'NewsConnection',
  description: 'One page of news, newest first',
  totalCount: 'How many items the list (with its source filter) holds in all',
});
export type NewsConnection = InstanceType<typeof NewsConnection>;

@ObjectType('NewsSourceCount', { description: 'How many news items one source has' })
export class NewsSourceCountType {
  @Field(() => NewsSourceEnum, { description: 'The source' }) source: NewsSourceEnum;
  @Field({ description: "The source as displayed: 'NVIDIA', 'AMD', 'Intel' or 'X'" }) sourceLabel: string;
  @Field(() => Int, { description: 'How many news items it has' }) count: number;
}

@ObjectType('NewsStats', { description: "The news page's Quick Stats and News Sources" })
export class NewsStatsType {
  @Field(() => Int, { description: 'Views of all news items together' }) totalViews: number;
  @Field(() => Int, { description: 'Comments on all news items together' }) totalComments: number;
  @Field(() => Date, { nullable: true, description: 'When the newest item was published; null with no news' })
  latestUpdate: Date | null;
  @Field(() => [NewsSourceCountType], { description: 'Every source, in the order NVIDIA, AMD, Intel, X' })
  sources: NewsSourceCountType[];
}

@ArgsType()
export class NewsArgs extends ConnectionArgs(NEWS_PAGE, 'news items') {
  @Field(() => NewsSourceEnum, { nullable: true, description: 'Only this source' })
  @IsOptional()
  source?: NewsSourceEnum | null;
}

@ArgsType()
export class NewsItemArgs {
  @Field(() => ID, { description: "The item's id (give this or slug)", nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  id?: string | null;

  @Field(() => String, { description: "The item's slug (give this or id)", nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  slug?: string | null;

  /** How many of id and slug are given: exactly one (not an argument; checked with the others). */
  @Equals(1, { message: 'Give exactly one of id and slug.' })
  get given(): number {
    return [this.id, this.slug].filter((v) => v !== null && v !== undefined).length;
  }
}

@ArgsType()
export class RecordNewsViewArgs {
  @Field(() => ID, { description: 'The news item viewed' })
  @IsString()
  @MaxLength(200)
  newsId: string;
}
