import { COMPONENT_PAGE } from '@rigforge/common';
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import { mapPage } from '../../lib/cursor';
import type { GraphQLContext } from '../context';
import {
  BrandCount,
  Comparison,
  ComponentConnection,
  ComponentNode,
  toComparison,
  toComponentNode,
} from './catalog.types';
import {
  BrandsArgs,
  CompareArgs,
  ComponentArgs,
  ComponentsArgs,
  ComponentsByIdsArgs,
  SuggestionsArgs,
} from './dto/catalog.args';

@Resolver()
export class CatalogResolver {
  @Query(() => ComponentConnection, {
    nullable: true,
    description: `Components matching the filters, one page at a time (${COMPONENT_PAGE.default} a page unless first or last says, at most ${COMPONENT_PAGE.max}); null with an error for arguments it refuses`,
  })
  async components(@Args() args: ComponentsArgs, @Ctx() ctx: GraphQLContext): Promise<ComponentConnection> {
    const { type, compatibleWith } = args;
    if (type && compatibleWith) {
      const page = await ctx.services.catalog.listFitting({ ...args, type, compatibleWith });
      return mapPage(page, (c) => ({ ...toComponentNode(c), exclusions: page.exclusions.get(c.id) ?? [] }));
    }
    return mapPage(await ctx.services.catalog.list(args), toComponentNode);
  }

  @Query(() => [ComponentNode], {
    nullable: true,
    description:
      'Components by id, in the order asked; ids not in the catalog are left out (the builder reads its parts)',
  })
  async componentsByIds(@Args() { ids }: ComponentsByIdsArgs, @Ctx() ctx: GraphQLContext): Promise<ComponentNode[]> {
    const byId = new Map((await ctx.services.catalog.byIds(ids)).map((c) => [c.id, c]));
    return ids.flatMap((id) => {
      const c = byId.get(id);
      return c ? [toComponentNode(c)] : [];
    });
  }

  @Query(() => ComponentNode, { nullable: true, description: 'One component by id or slug, or null' })
  async component(@Args() { id, slug }: ComponentArgs, @Ctx() ctx: GraphQLContext): Promise<ComponentNode | null> {
    const found = await ctx.services.catalog.one(id, slug);
    return found ? toComponentNode(found) : null;
  }

  @Query(() => [String], {
    nullable: true,
    description: 'Component names matching the text in name, type, brand or any spec value (at most 8)',
  })
  componentSuggestions(@Args() { q, limit }: SuggestionsArgs, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.catalog.suggestions(q, limit);
  }

  @Query(() => Comparison, {
    nullable: true,
    description: 'Two different components side by side; null with NOT_FOUND or BAD_USER_INPUT for bad ids',
  })
  async compareComponents(@Args() { ids }: CompareArgs, @Ctx() ctx: GraphQLContext): Promise<Comparison> {
    const [a, b] = await ctx.services.catalog.pair(ids);
    return toComparison(a, b);
  }

  @Query(() => [String], { nullable: true, description: 'Brands in the catalog, most parts first' })
  componentBrands(@Args() { type }: BrandsArgs, @Ctx() ctx: GraphQLContext): Promise<string[]> {
    return ctx.services.catalog.brands(type);
  }

  @Query(() => [BrandCount], {
    nullable: true,
    description:
      "Brands in the catalog with the number of parts the brands filter finds for each, most parts first; a graphics card counts for its board maker and its chipset's maker",
  })
  componentBrandCounts(@Args() { type }: BrandsArgs, @Ctx() ctx: GraphQLContext): Promise<BrandCount[]> {
    return ctx.services.catalog.brandCounts(type);
  }
}
