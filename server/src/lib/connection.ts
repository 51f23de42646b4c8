import { pageArgRules, type PageSizes } from '@rigforge/common';
import { IsOptional } from 'class-validator';
import { ArgsType, Field, Int, ObjectType, type ClassType } from 'type-graphql';
import { ArgRule } from './rule';

const FLAT_FIELD = (field: string) => `Use pageInfo.${field} (the connection's PageInfo, as Relay reads it).`;

@ObjectType('PageInfo', {
  description: "Where a connection's page sits in its list (Relay's PageInfo: docs/api.md#pagination)",
  simpleResolvers: true,
})
export class PageInfoType {
  @Field({
    description:
      'More items follow this page: from the extra item read when paging forward (first); when paging backward (last), true only when `before` was given and items lie at or after it',
  })
  hasNextPage: boolean;

  @Field({
    description:
      'More items come before this page: from the extra item read when paging backward (last); when paging forward (first), true only when `after` was given and items lie at or before it',
  })
  hasPreviousPage: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The first edge's cursor (pass as `before`); null on an empty page",
  })
  startCursor: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The last edge's cursor (pass as `after`); null on an empty page",
  })
  endCursor: string | null;
}

/**
 * The one connection type of the API's lists (docs/api.md#pagination), made for a node type under
 * the list's own name: `edges { cursor node }` and `pageInfo` as Relay reads them, `totalCount`,
 * `nodes` for callers that need no cursors, and the flat `endCursor` and `hasNextPage` of the shape
 * before pageInfo, deprecated. The edge type is named after the connection (`FooConnection` →
 * `FooEdge`). The services answer this shape as it is (Page of @rigforge/common).
 */
export function connectionType<T extends object>(
  node: ClassType<T>,
  options: { name: string; description: string; totalCount: string },
) {
  const item = options.name.replace(/Connection$/, '');

  @ObjectType(`${item}Edge`, {
    description: `One item of a page of ${options.name}, with its cursor`,
    simpleResolvers: true,
  })
  class Edge {
    @Field({
      description: 'This item’s place in the list: pass as `after` (items after it) or `before` (items before it)',
    })
    cursor: string;

    @Field(() => node, { description: 'The item' })
    node: T;
  }

  @ObjectType(options.name, { description: options.description, simpleResolvers: true })
  class Connection {
    @Field(() => [Edge], { description: 'The page’s items with their cursors, in list order' })
    edges: Edge[];

    @Field(() => [node], { description: 'The page’s items, in list order (the edges’ nodes, without cursors)' })
    nodes: T[];

    @Field(() => PageInfoType, {
      description: 'Where the page sits: its first and last cursors, and whether more lie either way',
    })
    pageInfo: PageInfoType;

    @Field(() => Int, { description: options.totalCount })
    totalCount: number;

    @Field(() => String, {
      nullable: true,
      description: 'The last item’s cursor (pass as `after` for the next page); null on an empty page',
      deprecationReason: FLAT_FIELD('endCursor'),
    })
    endCursor: string | null;

    @Field({ description: 'More items follow this page', deprecationReason: FLAT_FIELD('hasNextPage') })
    hasNextPage: boolean;
  }
  return Connection;
}

/**
 * The paging arguments of a list with these page sizes (`what`: its items, for the descriptions):
 * `first`/`after` page forward, `last`/`before` backward, with common's rules (pageArgRules: the
 * static deployment refuses the same values with the same messages). A list's argument class
 * extends it: `class FooArgs extends ConnectionArgs(FOO_PAGE, 'foos') { …filters }`.
 */
export function ConnectionArgs(sizes: PageSizes, what: string) {
  const rules = pageArgRules(sizes);
  const range = `1 to ${sizes.max}; with neither first nor last, ${sizes.default}`;

  @ArgsType()
  class PagingArgs {
    @Field(() => Int, {
      nullable: true,
      description: `Page forward: the first this many ${what} (after \`after\`, when given): ${range}. Not with last`,
    })
    @IsOptional()
    @ArgRule(rules.first)
    first?: number | null;

    @Field(() => String, {
      nullable: true,
      description: `Only ${what} after this cursor (an edge's cursor or pageInfo.endCursor of the same list)`,
    })
    @IsOptional()
    @ArgRule(rules.after)
    after?: string | null;

    @Field(() => Int, {
      nullable: true,
      description: `Page backward: the last this many ${what} (before \`before\`, when given): ${range}. Not with first`,
    })
    @IsOptional()
    @ArgRule(rules.last)
    last?: number | null;

    @Field(() => String, {
      nullable: true,
      description: `Only ${what} before this cursor (an edge's cursor or pageInfo.startCursor of the same list); without first, pages backward`,
    })
    @IsOptional()
    @ArgRule(rules.before)
    before?: string | null;
  }
  return PagingArgs;
}
