// lib/cache/saved-builds.ts's updates, seen through the builds feature's own lists.
import { MySavedBuildsDocument, PublicBuildsDocument } from '../builds.generated';
import { createCache } from '../../../lib/apollo';
import { savedBuildCreated, savedBuildDeleted, savedBuildUpdated } from '../../../lib/cache/saved-builds';

const OWNER = { __typename: 'BuildAuthor', username: 'ana' };

function build(id: string, isPublic = false) {
  return {
    __typename: 'SavedBuild' as const,
    id,
    title: `Build ${id}`,
    description: null,
    category: 'Mid-Range Gaming',
    isPublic,
    shareToken: `token-${id}`,
    sharePath: `/shared/token-${id}`,
    totalPriceCents: 100000,
    budgetCents: null,
    buildType: null,
    screen: null,
    uses: [],
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    components: [],
  };
}

function page(ids: string[], endCursor: string | null, totalCount = 3) {
  return {
    mySavedBuilds: {
      __typename: 'SavedBuildConnection' as const,
      totalCount,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: endCursor !== null, endCursor },
      nodes: ids.map((id) => build(id)),
    },
  };
}

function galleryPage(id: string) {
  return {
    publicBuilds: {
      __typename: 'SavedBuildConnection' as const,
      totalCount: 1,
      pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
      nodes: [{ ...build(id, true), owner: OWNER }],
    },
  };
}

function write(cache: ReturnType<typeof createCache>, after: string | null, data: ReturnType<typeof page>) {
  cache.writeQuery({ query: MySavedBuildsDocument, variables: after ? { first: 2, after } : { first: 2 }, data });
}

const listed = (cache: ReturnType<typeof createCache>) =>
  cache.readQuery({ query: MySavedBuildsDocument, variables: { first: 2 } })?.mySavedBuilds?.nodes.map((n) => n.id);

describe('the cursor-connection field policy', () => {
  it('appends the page after the last cursor, once, without repeating a node', () => {
    const cache = createCache();
    write(cache, null, page(['a', 'b'], 'c1'));
    write(cache, 'c1', page(['b', 'c'], null));
    expect(listed(cache)).toEqual(['a', 'b', 'c']);
    const list = cache.readQuery({ query: MySavedBuildsDocument, variables: { first: 2 } })?.mySavedBuilds;
    expect(list?.pageInfo).toEqual({ __typename: 'PageInfo', hasNextPage: false, endCursor: null });
  });

  it('keeps the list when a page does not continue it, and starts again with a first page', () => {
    const cache = createCache();
    write(cache, null, page(['a', 'b'], 'c1'));
    write(cache, 'elsewhere', page(['x'], null));
    expect(listed(cache)).toEqual(['a', 'b']);
    write(cache, null, page(['z'], null, 1));
    expect(listed(cache)).toEqual(['z']);
  });

  it('keeps one list per filter', () => {
    const cache = createCache();
    const gallery = (tier: 'BUDGET_GAMING' | null, id: string) =>
      cache.writeQuery({ query: PublicBuildsDocument, variables: { tier, first: 24 }, data: galleryPage(id) });
    gallery(null, 'all');
    gallery('BUDGET_GAMING', 'cheap');
    const read = (tier: 'BUDGET_GAMING' | null) =>
      cache.readQuery({ query: PublicBuildsDocument, variables: { tier, first: 24 } })?.publicBuilds?.nodes[0]?.id;
    expect(read(null)).toBe('all');
    expect(read('BUDGET_GAMING')).toBe('cheap');
  });
});

describe('saved-build cache effects', () => {
  it('a new build drops the cached saved builds (and the gallery only when it is public)', () => {
    const cache = createCache();
    write(cache, null, page(['a'], null, 1));
    savedBuildCreated(cache, { isPublic: false });
    expect(cache.readQuery({ query: MySavedBuildsDocument, variables: { first: 2 } })).toBeNull();
  });

  it('a change of visibility drops the gallery; other edits keep it', () => {
    const cache = createCache();
    const gallery = () => cache.readQuery({ query: PublicBuildsDocument, variables: { tier: null, first: 24 } });
    cache.writeQuery({ query: PublicBuildsDocument, variables: { tier: null, first: 24 }, data: galleryPage('a') });
    savedBuildUpdated(cache, { wasPublic: true, build: { isPublic: true } });
    expect(gallery()?.publicBuilds?.nodes).toHaveLength(1);
    savedBuildUpdated(cache, { wasPublic: true, build: { isPublic: false } });
    expect(gallery()).toBeNull();
  });

  it('a deleted build leaves the cached pages, with the total one lower', () => {
    const cache = createCache();
    write(cache, null, page(['a', 'b'], null, 2));
    savedBuildDeleted(cache, 'a');
    expect(listed(cache)).toEqual(['b']);
    expect(cache.readQuery({ query: MySavedBuildsDocument, variables: { first: 2 } })?.mySavedBuilds?.totalCount).toBe(
      1,
    );
  });
});
