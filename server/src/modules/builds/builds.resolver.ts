import {
  centsOrDollarTwin,
  dollarsText,
  enumValueOrNull,
  enumValuesIn,
  parsePartType,
  priceTierOfLabel,
  savedBuildInputInCentsSchema,
  savedPartsInCentsSchema,
  savedBuildPatchSchema,
  sharePath,
  toWholeDollars,
  type PartType,
  type PriceTierLabel,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { readInput } from '../../lib/read-input';
import { CurrentUser } from '../auth/current-user';
import type { GraphQLContext } from '../context';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import { PriceTierEnum, RESOLUTION_ENUM, USE_CASE_ENUM } from '../planner/dto/planner.enums';
import { CompatibilityReport, cents } from '../planner/planner.types';
import type { User } from '../users/user.entity';
import { buildsPolicy } from './builds.policy';
import { BUILD_PAGE } from './builds.rules';
import { presentSavedPart } from './builds.presenter';
import {
  BuildAuthor,
  BuildPageArgs,
  PublicBuildsArgs,
  SavedBuildComponentInput,
  SavedBuildConnection,
  SavedBuildInput,
  SavedBuildPart,
  SavedBuildType,
  UpdateSavedBuildArgs,
} from './builds.types';
import type { SavedPart } from './saved-build-component.entity';
import type { SavedBuild } from './saved-build.entity';

/**
 * createSavedBuild's input under the payload's names, in cents (savedBuildInputInCentsSchema reads it),
 * enums as their strings; the deprecated dollar twins as cents and string fields where a client still
 * sends them.
 */
function asPayload({ totalPriceCents, budgetCents, screen, uses, components, ...input }: SavedBuildInput) {
  return {
    ...input,
    totalPrice: centsOrDollarTwin(totalPriceCents, input.totalPrice),
    budget: centsOrDollarTwin(budgetCents, input.budget),
    resolution: screen ?? input.resolution,
    useCases: uses ?? input.useCases,
    components: components.map(asPayloadPart),
  };
}

/** A part of the GraphQL input under the payload's names (common's schema reads cents as `price`). */
function asPayloadPart({ priceCents, partType, ...part }: SavedBuildComponentInput) {
  return { ...part, type: partType ?? part.type, price: centsOrDollarTwin(priceCents, part.price) };
}

/** The parts of a build: those the service just wrote, else through the per-request loader. */
function partsOf(build: SavedBuild, ctx: GraphQLContext): Promise<SavedPart[]> {
  return build.components ? Promise.resolve(build.components) : ctx.loaders.builds.components.load(build.id);
}

/**
 * Thin: authorize (buildsPolicy), read the input with common's shapes, delegate. Reading by id and
 * every change are the owner's alone; anyone else gets NOT_FOUND, exactly as for a missing build.
 */
@Resolver(() => SavedBuildType)
export class BuildsResolver {
  @buildsPolicy.Allowed('use')
  @Query(() => SavedBuildConnection, {
    nullable: true,
    description: `The signed-in user's builds, most recently changed first (${BUILD_PAGE.default} a page unless first or last says, at most ${BUILD_PAGE.max}); null with UNAUTHENTICATED for a guest`,
  })
  mySavedBuilds(
    @Args() args: BuildPageArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuildConnection> {
    ctx.loaders.builds.owners.prime(user.id, user);
    return ctx.services.builds.ownerPage(user.id, args);
  }

  @buildsPolicy.Allowed('use')
  @Query(() => SavedBuildType, {
    nullable: true,
    description: 'One of your builds by id; null with NOT_FOUND for anyone else’s, UNAUTHENTICATED for a guest',
  })
  savedBuild(
    @Arg('id', () => ID, { description: 'Your build (or any public one)' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.owned(user, id);
  }

  @Query(() => SavedBuildType, {
    nullable: true,
    description: 'The build a share link opens, read-only; null for unknown or revoked tokens',
  })
  sharedBuild(
    @Arg('token', { description: 'The share token from the link /shared/{token}' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild | null> {
    return ctx.services.builds.byShareToken(token);
  }

  @Query(() => SavedBuildConnection, {
    nullable: true,
    description: `The community gallery: public builds, newest first (${BUILD_PAGE.default} a page unless first or last says, at most ${BUILD_PAGE.max}); null with an error for arguments it refuses`,
  })
  publicBuilds(@Args() { tier, ...page }: PublicBuildsArgs, @Ctx() ctx: GraphQLContext): Promise<SavedBuildConnection> {
    return ctx.services.builds.publicPage(tier ?? null, page);
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => SavedBuildType, { nullable: true, description: 'Saves a build for the signed-in user' })
  createSavedBuild(
    @Arg('input', () => SavedBuildInput, { description: 'The build to save' }) input: SavedBuildInput,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.create(user, readInput(savedBuildInputInCentsSchema, asPayload(input)));
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => SavedBuildType, {
    nullable: true,
    description: "Changes your build's title, description or visibility",
  })
  updateSavedBuild(
    @Args() { id, ...patch }: UpdateSavedBuildArgs,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.update(user, id, readInput(savedBuildPatchSchema, patch));
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => SavedBuildType, {
    nullable: true,
    description:
      "Replaces your build's parts (the builder's Update saved build): priced and totalled as a new build's; title, description, visibility and share link stay",
  })
  replaceSavedBuildParts(
    @Arg('id', () => ID, { description: 'Your build' }) id: string,
    @Arg('components', () => [SavedBuildComponentInput], {
      description: 'Its new parts, in list order (they replace all the old ones)',
    })
    components: SavedBuildComponentInput[],
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.replaceParts(
      user,
      id,
      readInput(savedPartsInCentsSchema, { components: components.map(asPayloadPart) }),
    );
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => ID, { nullable: true, description: 'Deletes your build; returns its id' })
  async deleteSavedBuild(
    @Arg('id', () => ID, { description: 'Your build' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    await ctx.services.builds.delete(user, id);
    return id;
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => SavedBuildType, {
    nullable: true,
    description: 'Gives your build a new share token; old links stop working',
  })
  regenerateShareToken(
    @Arg('id', () => ID, { description: 'Your build' }) id: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.regenerateShareToken(user, id);
  }

  @buildsPolicy.Allowed('use')
  @Mutation(() => SavedBuildType, { nullable: true, description: 'Copies a shared build into your builds (private)' })
  cloneSharedBuild(
    @Arg('token', { description: 'The share token from the link /shared/{token}' }) token: string,
    @CurrentUser() user: User,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedBuild> {
    return ctx.services.builds.cloneShared(user, token);
  }

  @FieldResolver(() => String, {
    description: 'The total in dollars with two decimals, e.g. "1234.50"',
    deprecationReason: cents('totalPrice'),
  })
  totalPrice(@Root() build: SavedBuild): string {
    return dollarsText(build.totalPriceCents);
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description: 'The budget it was planned for, in dollars',
    deprecationReason: cents('budget'),
  })
  budget(@Root() build: SavedBuild): number | null {
    return build.budgetCents === null ? null : toWholeDollars(build.budgetCents);
  }

  @FieldResolver(() => RESOLUTION_ENUM, {
    nullable: true,
    description: 'The screen resolution it was planned for; null when not saved',
  })
  screen(@Root() build: SavedBuild): Resolution | null {
    return enumValueOrNull(RESOLUTION_ENUM, build.resolution);
  }

  @FieldResolver(() => [USE_CASE_ENUM], { description: 'The use cases it was generated for' })
  uses(@Root() build: SavedBuild): UseCaseId[] {
    return enumValuesIn(USE_CASE_ENUM, build.useCases);
  }

  @FieldResolver(() => PriceTierEnum, {
    nullable: true,
    description: "The price tier its category names; null when the category is another text (an older build's)",
  })
  priceTier(@Root() build: SavedBuild): PriceTierLabel | null {
    return priceTierOfLabel(build.category);
  }

  @FieldResolver(() => String, { description: 'The path of the share link, /shared/{shareToken}' })
  sharePath(@Root() build: SavedBuild): string {
    return sharePath(build.shareToken);
  }

  @FieldResolver(() => [SavedBuildPart], { description: 'The parts, in list order' })
  async components(@Root() build: SavedBuild, @Ctx() ctx: GraphQLContext): Promise<SavedBuildPart[]> {
    return (await partsOf(build, ctx)).map((p) => ({ ...presentSavedPart(p), priceCents: p.priceCents }));
  }

  @FieldResolver(() => BuildAuthor, { description: 'Who saved it' })
  async owner(@Root() build: SavedBuild, @Ctx() ctx: GraphQLContext): Promise<BuildAuthor> {
    const owner = await ctx.loaders.builds.owners.load(build.ownerId);
    return { username: owner?.username ?? 'deleted user' };
  }

  @FieldResolver(() => Boolean, { description: 'Whether the signed-in user saved it' })
  viewerIsOwner(@Root() build: SavedBuild, @Ctx() ctx: GraphQLContext): boolean {
    return ctx.user?.id === build.ownerId;
  }

  @FieldResolver(() => CompatibilityReport, {
    nullable: true,
    description: 'Every compatibility rule on the parts still in the catalog; null when none is',
  })
  async compatibility(@Root() build: SavedBuild, @Ctx() ctx: GraphQLContext): Promise<CompatibilityReport | null> {
    const parts = await partsOf(build, ctx);
    return ctx.services.builds.compatibility(parts, (ids) => ctx.loaders.builds.catalogParts.loadMany(ids));
  }
}

/** A part's page in the component database, while the part is in the catalog. */
@Resolver(() => SavedBuildPart)
export class SavedBuildPartResolver {
  @FieldResolver(() => PartTypeEnum, {
    nullable: true,
    description: 'The kind of part; null for a type outside PartType (saved before types were checked)',
  })
  partType(@Root() part: SavedBuildPart): PartType | null {
    return parsePartType(part.type);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The catalog slug (/components/{slug}), or null' })
  async slug(@Root() part: SavedBuildPart, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    if (!part.componentId) return null;
    return (await ctx.loaders.builds.catalogParts.load(part.componentId))?.slug ?? null;
  }
}
