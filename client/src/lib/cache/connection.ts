import { type FieldPolicy, type Reference } from '@apollo/client';

/** The paging fields the site reads of every cursor connection (its `pageInfo`'s forward half). */
export interface PageCursor {
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

/** A connection as the cache stores it: its nodes are references to normalised objects. */
interface StoredConnection extends PageCursor {
  nodes: readonly Reference[];
  [field: string]: unknown;
}

/** The arguments that page through a connection rather than choose what it lists. */
const PAGING_ARGS: ReadonlySet<string> = new Set(['first', 'after', 'last', 'before']);

/**
 * The field policy of a cursor connection as the site reads it (`first`/`after` arguments; `nodes`,
 * `pageInfo { hasNextPage endCursor }` and `totalCount` fields): the site pages forward only, with
 * Load more. The cache keeps one list per set of filters (every argument but the paging ones); a
 * page asked without `after` replaces that list (a refetch starts it again) and the page after its
 * last cursor is appended, without repeating a node already listed, and brings its pageInfo. A page
 * that does not continue the list (a double click, or an answer that arrives after the list was
 * refetched) leaves the list as it is. (Apollo's relayStylePagination reads `edges` instead; the
 * API serves both: docs/api.md#pagination.)
 */
export function cursorConnection(): FieldPolicy<StoredConnection> {
  return {
    keyArgs: (args) => (args ? Object.keys(args).filter((name) => !PAGING_ARGS.has(name)) : false),
    merge(existing, incoming, { args, readField }) {
      const after = typeof args?.after === 'string' ? args.after : null;
      if (after === null || !existing) return incoming;
      if (existing.pageInfo.endCursor !== after) return existing;
      const known = new Set(existing.nodes.map((node) => readField<string>('id', node)));
      return {
        ...existing,
        ...incoming,
        pageInfo: { ...existing.pageInfo, ...incoming.pageInfo, ...startOf(existing.pageInfo) },
        nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !known.has(readField<string>('id', node)))],
      };
    },
  };
}

/** The start of a list's pageInfo (kept when a page is appended), as far as the query asked for it. */
function startOf(pageInfo: PageCursor['pageInfo'] & { startCursor?: unknown; hasPreviousPage?: unknown }) {
  return {
    ...('startCursor' in pageInfo ? { startCursor: pageInfo.startCursor } : {}),
    ...('hasPreviousPage' in pageInfo ? { hasPreviousPage: pageInfo.hasPreviousPage } : {}),
  };
}
