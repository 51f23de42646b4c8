import { ArgsType, Field, Int } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

export const MAX_GUIDE_PAGE = 100;

@ArgsType()
export class BuildGuidesArgs {
  @Field(() => String, { nullable: true, description: 'Only guides of this category (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Category must be at most 40 characters' })
  category?: string | null;

  @Field(() => Int, { defaultValue: MAX_GUIDE_PAGE, description: `How many guides, at most ${MAX_GUIDE_PAGE}` })
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(MAX_GUIDE_PAGE, { message: `limit must be at most ${MAX_GUIDE_PAGE}` })
  limit: number = MAX_GUIDE_PAGE;

  @Field(() => Int, { defaultValue: 0, description: 'How many guides to skip' })
  @IsInt({ message: 'offset must be a whole number' })
  @Min(0, { message: 'offset must not be negative' })
  offset: number = 0;
}

@ArgsType()
export class BuildGuideArgs {
  @Field()
  @IsString()
  @MaxLength(120, { message: 'Slug must be at most 120 characters' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Slug may contain only lowercase letters, digits and hyphens' })
  slug: string;
}
