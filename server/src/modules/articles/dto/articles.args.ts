import { ARTICLE_PAGE, ARTICLE_SLUG } from '@rigforge/common';
import { ArgsType, Field, Int } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { ConnectionArgs } from '../../../lib/connection';

export const MAX_RELATED = 6;

/** `articles` (GET /api/articles reads only the category). */
@ArgsType()
export class ArticlesArgs extends ConnectionArgs(ARTICLE_PAGE, 'articles') {
  @Field(() => String, { nullable: true, description: 'Only articles of this category (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Category must be at most 40 characters' })
  category?: string | null;
}

@ArgsType()
export class ArticleArgs {
  @Field({ description: "The article's slug (lowercase letters, digits and hyphens)" })
  @IsString()
  @MaxLength(120, { message: 'Slug must be at most 120 characters' })
  @Matches(ARTICLE_SLUG, { message: 'Slug may contain only lowercase letters, digits and hyphens' })
  slug: string;
}

@ArgsType()
export class RelatedArticlesArgs {
  @Field(() => Int, { defaultValue: 3, description: `How many, at most ${MAX_RELATED}` })
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_RELATED, { message: `limit must be at most ${MAX_RELATED}` })
  limit: number = 3;
}
