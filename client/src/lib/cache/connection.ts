import { type FieldPolicy, type Reference } from '@apollo/client';

/** The paging fields every cursor connection of the API has. */
export interface PageCursor {
  endCursor: string | null;
  hasNextPage: boolean;
}

/** A connection as the cache stores it: its nodes are references to normalised objects. */
interface StoredConnection extends PageCursor {
  nodes: readonly Reference[];
  [field: string]: unknown;
}

/** The arguments that page through a connection rather than choose what it lists. */
const PAGING_ARGS: ReadonlySet<string> = new Set(['first', 'after']);

/**
 * The field policy of a cursor connection (`first`/`after` arguments; `nodes`, `endCursor`,
 * `hasNextPage` and `totalCount` fields). The cache keeps one list per set of filters (every
 * argument but `first` and `after`); the first page replaces that list (a refetch starts it again)
 * and the page after its last cursor is appended, without repeating a node already listed. A page
 * that does not continue the list (a double click, or an answer that arrives after the list was
 * refetched) leaves the list as it is.
 */
export function cursorConnection(): FieldPolicy<StoredConnection> {
  return {
    keyArgs: (args) => (args ? Object.keys(args).filter((name) => !PAGING_ARGS.has(name)) : false),
    merge(existing, incoming, { args, readField }) {
      const after = typeof args?.after === 'string' ? args.after : null;
      if (after === null || !existing) return incoming;
      if (existing.endCursor !== after) return existing;
      const known = new Set(existing.nodes.map((node) => readField<string>('id', node)));
      return {
        ...existing,
        ...incoming,
        nodes: [...existing.nodes, ...incoming.nodes.filter((node) => !known.has(readField<string>('id', node)))],
      };
    },
  };
}
