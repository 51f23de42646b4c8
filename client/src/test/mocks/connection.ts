/** The paging fields a connection answers with, for the mocks: the site reads `pageInfo`'s forward half. */
export interface MockPageOptions {
  totalCount?: number;
  hasNextPage?: boolean;
  endCursor?: string | null;
}

/**
 * One page of a connection as the server answers it (docs/api.md#pagination), with the type names
 * the cache needs (the generated types leave them out): `nodes`, `totalCount` and `pageInfo`.
 */
export function mockPage<T>(typename: string, nodes: T[], options: MockPageOptions = {}) {
  return {
    __typename: typename,
    nodes,
    totalCount: options.totalCount ?? nodes.length,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: options.hasNextPage ?? false,
      endCursor: options.endCursor ?? null,
    },
  };
}
