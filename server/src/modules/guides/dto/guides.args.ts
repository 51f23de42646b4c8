import { ArgsType, Field } from 'type-graphql';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

@ArgsType()
export class BuildGuidesArgs {
  @Field(() => String, { nullable: true, description: 'Only guides of this category (case-insensitive)' })
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: 'Category must be at most 40 characters' })
  category?: string | null;
}

@ArgsType()
export class BuildGuideArgs {
  @Field()
  @IsString()
  @MaxLength(120, { message: 'Slug must be at most 120 characters' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Slug may contain only lowercase letters, digits and hyphens' })
  slug: string;
}
