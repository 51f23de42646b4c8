import { ArgsType, Field, Int } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** An article's slug: lowercase words joined by hyphens. */
export const ARTICLE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ARTICLES = 100;
export const MAX_RELATED = 6;

@ArgsType()
export class ArticlesArgs {
  @Field(() => String, { nullable: true, description: 'Only articles of this category (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Category must be at most 40 characters' })
  category?: string | null;
}

@ArgsType()
export class ArticleArgs {
  @Field()
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
