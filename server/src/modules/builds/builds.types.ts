// The saved builds' GraphQL shapes. The REST shim sends the same fields as JSON (saved-builds.router.ts).
import { NodeInterface } from '../../lib/node';
import { ConnectionArgs, connectionType } from '../../lib/connection';
import { SAVED_BUILD_LIMITS, type PartType, type Resolution, type UseCaseId, type Cents } from '@rigforge/common';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import { PriceTierEnum, RESOLUTION_ENUM, USE_CASE_ENUM, enumTwin } from '../planner/dto/planner.enums';
import { RetailLinks, cents } from '../planner/planner.types';
import { BUILD_PAGE } from './builds.rules';

@ObjectType('SavedBuild', { description: 'A build a user saved', simpleResolvers: true, implements: NodeInterface })
export class SavedBuildType {
  @Field(() => ID, { description: 'The build (pass to savedBuild, or to node as its global id)' }) id: string;
  @Field({ description: 'The title its owner gave it' }) title: string;
  @Field(() => String, { nullable: true, description: "The owner's notes on it; null when none" })
  description: string | null;
  @Field({
    description:
      'The total-price tier label: Budget, Mid-Range or High-End Gaming; a build not for gaming names its purpose instead ("High-End Workstation")',
  })
  category: string;
  @Field({ description: 'Listed in the community gallery (publicBuilds); any build opens with its share link' })
  isPublic: boolean;
  @Field({ description: 'Opens the build read-only at /shared/{shareToken}; regenerating it revokes old links' })
  shareToken: string;
  @Field(() => Int, { description: 'The total in US cents' }) totalPriceCents: Cents;
  @Field(() => Int, { nullable: true, description: 'The budget it was planned for, in US cents' })
  budgetCents: Cents | null;
  @Field(() => String, {
    nullable: true,
    description:
      'What it was planned for, as saved (free text: a build type such as gaming, or Custom); null when not saved',
  })
  buildType: string | null;
  @Field(() => String, {
    nullable: true,
    description: '1080p, 1440p or 4K; null when not saved',
    deprecationReason: enumTwin('screen', 'Resolution'),
  })
  resolution: string | null;
  @Field(() => [String], {
    description: 'Use-case ids it was generated for',
    deprecationReason: enumTwin('uses', 'UseCase'),
  })
  useCases: string[];
  @Field(() => Date, { description: 'When it was saved' }) createdAt: Date;
  @Field(() => Date, { description: 'When it last changed' }) updatedAt: Date;
}

@ObjectType({
  description: 'One part of a saved build: what was saved, and the catalog part while it exists',
  simpleResolvers: true,
})
export class SavedBuildPart {
  @Field({
    description:
      'The type as saved: CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler (partType is the PartType enum)',
  })
  type: string;
  @Field({ description: 'The part name as saved' }) name: string;
  @Field(() => Float, { description: 'Price in dollars when saved', deprecationReason: cents('price') }) price: number;
  @Field(() => Int, { description: 'Price in US cents when saved' }) priceCents: Cents;
  @Field(() => RetailLinks, { description: 'Where to buy it, searched by its name and type' }) retailLinks: RetailLinks;
  @Field(() => ID, { nullable: true, description: 'The catalog part, or null when it has left the catalog' })
  componentId: string | null;
  @Field({
    description:
      "True when the price is the owner's own figure: a part not in the catalog (or one it held no price for). A catalog part is saved at the catalog's price.",
  })
  customPrice: boolean;
  @Field({ description: 'Kept by the builder\'s "Complete my build"' }) locked: boolean;
  @Field({ description: 'The owner already has it: saved at $0' }) owned: boolean;
}

@ObjectType({ description: "The public face of a build's owner", simpleResolvers: true })
export class BuildAuthor {
  @Field({ description: "The owner's username ('deleted user' once the account is gone)" }) username: string;
}

export const SavedBuildConnection = connectionType(SavedBuildType, {
  name: 'SavedBuildConnection',
  description: 'A page of saved builds',
  totalCount: 'How many builds the list holds in all',
});
export type SavedBuildConnection = InstanceType<typeof SavedBuildConnection>;

@InputType({ description: 'One part to save; retail links are built by the server' })
export class SavedBuildComponentInput {
  @Field(() => PartTypeEnum, { nullable: true, description: 'Required unless type is given' })
  partType?: PartType | null;
  @Field(() => String, {
    nullable: true,
    description: 'CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler',
    deprecationReason: enumTwin('partType', 'PartType'),
  })
  type?: string | null;
  @Field({ description: 'The part name (a catalog part is matched by exact name and type)' }) name: string;
  @Field(() => Int, {
    nullable: true,
    description:
      "US cents, 0 or more: kept only for a part the catalog does not hold; a catalog part (by componentId, or by exact name and type) is saved at the catalog's price",
  })
  priceCents?: number | null;
  @Field(() => Float, { nullable: true, description: 'Dollars, 0 or more', deprecationReason: cents('price') })
  price?: number | null;
  @Field(() => ID, { nullable: true, description: 'The catalog part, when the part came from the catalog' })
  componentId?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Kept by the builder\'s "Complete my build" (default false)' })
  locked?: boolean | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'The owner already has it: saved at $0, whatever the catalog price (default false)',
  })
  owned?: boolean | null;
}

/** The saved total and tier are the server's, from the stored parts; what a caller sends is not read. */
const COMPUTED = 'Ignored: the server computes the total and its tier from the parts';

@InputType({ description: 'A build to save' })
export class SavedBuildInput {
  @Field(() => String, {
    nullable: true,
    description: `At most ${SAVED_BUILD_LIMITS.titleMax} characters; default '<tier> Build - $<budget>'`,
  })
  title?: string | null;
  @Field(() => String, { nullable: true, description: `At most ${SAVED_BUILD_LIMITS.descriptionMax} characters` })
  description?: string | null;
  @Field(() => Int, { nullable: true, description: 'US cents', deprecationReason: COMPUTED })
  totalPriceCents?: number | null;
  @Field(() => String, { nullable: true, description: 'Dollars', deprecationReason: COMPUTED })
  totalPrice?: string | null;
  @Field(() => String, { nullable: true, description: 'The tier label', deprecationReason: COMPUTED })
  category?: string | null;
  @Field(() => [SavedBuildComponentInput], {
    description: `1 to ${SAVED_BUILD_LIMITS.componentsMax} parts`,
  })
  components: SavedBuildComponentInput[];
  @Field(() => Boolean, { nullable: true, description: 'Default false' }) isPublic?: boolean | null;
  @Field(() => Int, { nullable: true, description: 'The budget it was planned for, in US cents' })
  budgetCents?: number | null;
  @Field(() => Float, {
    nullable: true,
    description: 'The budget it was planned for, in dollars',
    deprecationReason: cents('budget'),
  })
  budget?: number | null;
  @Field(() => String, { nullable: true, description: 'What it was planned for: free text, e.g. gaming' })
  buildType?: string | null;
  @Field(() => RESOLUTION_ENUM, { nullable: true, description: 'The screen resolution it was planned for' })
  screen?: Resolution | null;
  @Field(() => [USE_CASE_ENUM], { nullable: true, description: 'The use cases it was generated for' })
  uses?: UseCaseId[] | null;
  @Field(() => String, {
    nullable: true,
    description: '1080p, 1440p or 4K',
    deprecationReason: enumTwin('screen', 'Resolution'),
  })
  resolution?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'Use-case ids',
    deprecationReason: enumTwin('uses', 'UseCase'),
  })
  useCases?: string[] | null;
}

@ArgsType()
export class UpdateSavedBuildArgs {
  @Field(() => ID, { description: 'Your build' }) id: string;
  @Field(() => String, { nullable: true, description: 'A new title (not empty)' }) title?: string | null;
  @Field(() => String, { nullable: true, description: 'A new description; empty or null clears it' })
  description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'List it in the community gallery (true) or not (false)' })
  isPublic?: boolean | null;
}

@ArgsType()
export class BuildPageArgs extends ConnectionArgs(BUILD_PAGE, 'builds') {}

@ArgsType()
export class PublicBuildsArgs extends BuildPageArgs {
  @Field(() => PriceTierEnum, { nullable: true, description: 'Only builds of this tier' })
  @IsOptional()
  tier?: PriceTierEnum | null;
}
