// The one place that says what each saved-build mutation does to the cached lists
// (docs/requirements.md §2 "Saved Builds", §7 the community gallery). A build's own fields update
// themselves (the cache is normalised by id); a list that gains a build, or whose order or
// membership changes, is updated here or evicted, so that the page refetches it the next time it
// shows.
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

/** Drops every cached page (all filters) of these lists: each is asked for again when it next shows. */
function evictLists(cache: ApolloCache, fields: readonly ('mySavedBuilds' | 'publicBuilds')[]): void {
  for (const fieldName of fields) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/**
 * A new build of the user's (saved from the planner, or a copy of a shared build): it heads their
 * saved builds, and the gallery when it is public. Where it falls in each cached page is the
 * server's to say, so the lists are asked for again.
 */
export function savedBuildCreated(cache: ApolloCache, build: { isPublic: boolean }): void {
  evictLists(cache, build.isPublic ? ['mySavedBuilds', 'publicBuilds'] : ['mySavedBuilds']);
}

/**
 * A build edited. Title, description and visibility update in place wherever the build is shown;
 * a build made public or private joins or leaves the gallery, so the gallery is asked for again.
 */
export function savedBuildUpdated(
  cache: ApolloCache,
  change: { wasPublic: boolean; build: { isPublic: boolean } },
): void {
  if (change.wasPublic !== change.build.isPublic) evictLists(cache, ['publicBuilds']);
}

/**
 * A build deleted: it leaves every cached page of builds (yours and the gallery), with the totals
 * one lower, then the build itself goes. The lists update without a refetch.
 */
export function savedBuildDeleted(cache: ApolloCache, id: string): void {
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
