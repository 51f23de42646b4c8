import { ArgsType, Field, Int } from 'type-graphql';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { GUIDE_PAGE, GUIDE_SLUG } from '@rigforge/common';
import { ConnectionArgs } from '../../../lib/connection';

export const MAX_GUIDE_PAGE = GUIDE_PAGE.max;

/** The guide lists' category argument: only guides of one category, any case. */
function CategoryFilter(): PropertyDecorator {
  const decorators: PropertyDecorator[] = [
    Field(() => String, { nullable: true, description: 'Only guides of this category (case-insensitive)' }),
    IsOptional(),
    IsString(),
    MaxLength(40, { message: 'Category must be at most 40 characters' }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
}

/** The deprecated offset paging of `buildGuides`, and GET /api/build-guides. */
@ArgsType()
export class BuildGuidesArgs {
  @CategoryFilter()
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

/** The cursor connection `guides`. */
@ArgsType()
export class GuidePageArgs extends ConnectionArgs(GUIDE_PAGE, 'guides') {
  @CategoryFilter()
  category?: string | null;
}

@ArgsType()
export class BuildGuideArgs {
  @Field({ description: "The guide's slug (lowercase letters, digits and hyphens)" })
  @IsString()
  @MaxLength(120, { message: 'Slug must be at most 120 characters' })
  @Matches(GUIDE_SLUG, { message: 'Slug may contain only lowercase letters, digits and hyphens' })
  slug: string;
}
