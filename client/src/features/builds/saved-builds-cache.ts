import { type ApolloCache, type Reference } from '@apollo/client';
import { isReference } from '@apollo/client/utilities';

interface CachedBuildPage {
  totalCount: number;
  nodes: Reference[];
}

type ReadId = (node: Reference) => unknown;

/** The page without the build, and its total one lower; the same page when it does not hold it. */
function withoutBuild<T extends Partial<CachedBuildPage>>(page: T, id: string, readId: ReadId): T {
  const nodes = page.nodes ?? [];
  const kept = nodes.filter((node) => readId(node) !== id);
  if (kept.length === nodes.length) return page;
  const next: T = { ...page, nodes: kept };
  if (typeof page.totalCount === 'number') next.totalCount = Math.max(0, page.totalCount - 1);
  return next;
}

/**
 * Takes a deleted build out of every cached page of builds (yours and the gallery), with the
 * totals one lower, then drops the build itself: the lists update without a refetch.
 */
export function removeSavedBuildFromCache(cache: ApolloCache, id: string): void {
  cache.modify<{ mySavedBuilds: CachedBuildPage; publicBuilds: CachedBuildPage }>({
    id: 'ROOT_QUERY',
    fields: {
      mySavedBuilds: (existing, { readField }) =>
        isReference(existing) ? existing : withoutBuild(existing, id, (node) => readField('id', node)),
      publicBuilds: (existing, { readField }) =>
        isReference(existing) ? existing : withoutBuild(existing, id, (node) => readField('id', node)),
    },
  });
  const entity = cache.identify({ __typename: 'SavedBuild', id });
  if (entity) cache.evict({ id: entity });
  cache.gc();
}
