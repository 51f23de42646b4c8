// Saved builds end to end: paging mySavedBuilds and the public gallery by cursor, and the fixed
// number of SQL statements a page costs.
import { CURSOR_MAX_LENGTH } from '@rigforge/common';
import { browser, type Browser } from '../../../test/accounts';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { BUILD_BAD_CURSOR } from '../builds.rules';
import { MINE, PUBLIC, UPDATE, componentsOf, quickBuild, type Page, type Saved, buildsSuite } from './builds-suite';

const suite = buildsSuite();
const { newUser, sqlOf } = suite;

// --- Lists ---------------------------------------------------------------------------------------

describe('pagination', () => {
  it('pages mySavedBuilds by cursor, most recently changed first', async () => {
    const { b } = await newUser('pager');
    const created: Saved[] = [];
    for (let i = 0; i < 5; i += 1) created.push(await quickBuild(b, { title: `Build ${i}` }));
    const newestFirst = created.map((c) => c.id).reverse();

    const seen: string[] = [];
    let after: string | null = null;
    const shapes: [number, boolean, number][] = [];
    for (;;) {
      const page: Page = await expectData(b, MINE, { first: 2, after }, 'mySavedBuilds');
      shapes.push([page.nodes.length, page.hasNextPage, page.totalCount]);
      seen.push(...page.nodes.map((n) => n.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(shapes).toEqual([
      [2, true, 5],
      [2, true, 5],
      [1, false, 5],
    ]);
    expect(seen).toEqual(newestFirst);

    // A change moves a build to the top; the REST list has the same order.
    await expectData(b, UPDATE, { id: created[0].id, title: 'Touched' }, 'updateSavedBuild');
    const top = await expectData<Page>(b, MINE, { first: 1 }, 'mySavedBuilds');
    expect(top.nodes[0]).toMatchObject({ id: created[0].id, title: 'Touched' });
    const rest = await b.get('/api/saved-builds');
    expect(rest.body.map((n: { id: string }) => n.id)).toEqual([created[0].id, ...newestFirst.slice(0, 4)]);

    // The last page's cursor gives an empty page; the default page size is 24.
    const all = await expectData<Page>(b, MINE, { first: 5 }, 'mySavedBuilds');
    expect(all.hasNextPage).toBe(false);
    const empty = await expectData<Page>(b, MINE, { first: 5, after: all.endCursor }, 'mySavedBuilds');
    expect(empty).toEqual({ totalCount: 5, hasNextPage: false, endCursor: null, nodes: [] });
    const byDefault = await expectData<{ nodes: unknown[] }>(
      b,
      'query { mySavedBuilds { nodes { id } } }',
      {},
      'mySavedBuilds',
    );
    expect(byDefault.nodes).toHaveLength(5);
  });

  it('refuses malformed cursors and page sizes with BAD_USER_INPUT', async () => {
    const { b } = await newUser('cursors');
    await quickBuild(b, { isPublic: true });
    await quickBuild(b, { isPublic: true });
    const mine = await expectData<Page>(b, MINE, { first: 1 }, 'mySavedBuilds');
    const gallery = await expectData<Page>(b, PUBLIC, { first: 1 }, 'publicBuilds');
    const malformed = BUILD_BAD_CURSOR;
    for (const after of [
      'garbage',
      Buffer.from('[1,2,3]').toString('base64url'),
      Buffer.from('["updatedAt","yesterday","00000000-0000-4000-8000-000000000000"]').toString('base64url'),
      gallery.endCursor,
    ]) {
      expect(await expectRefusal(b, MINE, { first: 5, after })).toEqual({ code: 'BAD_USER_INPUT', message: malformed });
    }
    // An empty cursor is no cursor: the first page.
    expect(await expectData<Page>(b, MINE, { first: 5, after: '' }, 'mySavedBuilds')).toMatchObject({ totalCount: 2 });
    expect(await expectRefusal(b, PUBLIC, { first: 5, after: mine.endCursor })).toEqual({
      code: 'BAD_USER_INPUT',
      message: malformed,
    });
    expect(await expectRefusal(b, MINE, { first: 5, after: 'c'.repeat(CURSOR_MAX_LENGTH + 1) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Malformed cursor in after',
    });
    expect(await expectRefusal(b, MINE, { first: 0 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be at least 1',
    });
    expect(await expectRefusal(b, PUBLIC, { first: 201 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'first must be at most 200',
    });
    expect((await expectRefusal(b, PUBLIC, { first: 5, tier: 'Ultra' })).code).toBe('BAD_USER_INPUT');
  });

  it('pages publicBuilds newest first, with the tier filter', async () => {
    const a = await newUser('galleryA');
    const c = await newUser('galleryC');
    // Public builds of every tier, from two users, and private ones in between.
    const tiers = [150, 1200, 3000, 500, 900, 2000, 700];
    for (const [i, price] of tiers.entries()) {
      const b = i % 2 ? a.b : c.b;
      await quickBuild(b, {
        title: `Gallery ${i}`,
        components: [{ type: 'GPU', name: `Card ${i}`, price }],
        isPublic: true,
      });
      await quickBuild(b, { title: `Private ${i}`, components: [{ type: 'GPU', name: `Card ${i}`, price }] });
    }
    // Changing an older public build does not move it: the gallery is ordered by creation.
    const oldest = await sql<{ id: string }>(
      suite.server,
      `SELECT id FROM saved_build WHERE "isPublic" AND title = 'Gallery 1'`,
    );
    await expectData(a.b, UPDATE, { id: oldest[0].id, description: 'Updated later' }, 'updateSavedBuild');

    const TIER_LABELS: Record<string, string> = {
      BUDGET_GAMING: 'Budget Gaming',
      MID_RANGE_GAMING: 'Mid-Range Gaming',
      HIGH_END_GAMING: 'High-End Gaming',
    };
    const walk = async (tier: string | null, first: number) => {
      const ids: string[] = [];
      const counts = new Set<number>();
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: Page<{ id: string; category: string; isPublic: boolean }> = await expectData(
          browser(suite.server),
          PUBLIC,
          { tier, first, after },
          'publicBuilds',
        );
        pages += 1;
        counts.add(page.totalCount);
        for (const n of page.nodes) {
          expect(n.isPublic).toBe(true);
          if (tier) expect(n.category).toBe(TIER_LABELS[tier]);
        }
        ids.push(...page.nodes.map((n) => n.id));
        if (!page.hasNextPage) return { ids, counts: [...counts], pages };
        expect(page.nodes).toHaveLength(first);
        after = page.endCursor;
      }
    };
    const expected = async (category: string | null) =>
      (
        await sql<{ id: string }>(
          suite.server,
          `SELECT id FROM saved_build WHERE "isPublic" AND ($1::text IS NULL OR category = $1)
           ORDER BY "createdAt" DESC, id DESC`,
          [category],
        )
      ).map((r) => r.id);

    const everything = await walk(null, 3);
    const all = await expected(null);
    expect(all.length).toBeGreaterThanOrEqual(7);
    expect(everything.ids).toEqual(all);
    expect(everything.counts).toEqual([all.length]);
    expect(everything.pages).toBe(Math.ceil(all.length / 3));
    // Our seven, in the order they were made (newest first).
    const ours = await sql<{ id: string; title: string }>(
      suite.server,
      `SELECT id, title FROM saved_build WHERE "isPublic" AND title LIKE 'Gallery %'`,
    );
    const titleOf = new Map(ours.map((r) => [r.id, r.title]));
    expect(everything.ids.filter((id) => titleOf.has(id)).map((id) => titleOf.get(id))).toEqual(
      tiers.map((_, i) => `Gallery ${i}`).reverse(),
    );

    for (const [tier, label] of Object.entries(TIER_LABELS)) {
      const filtered = await walk(tier, 2);
      const want = await expected(label);
      expect(want.length).toBeGreaterThanOrEqual(2);
      expect(filtered.ids).toEqual(want);
      expect(filtered.counts).toEqual([want.length]);
    }
  });
});

// --- SQL per request ---------------------------------------------------------------------------

describe('query counts', () => {
  const LIST = `query M($first: Int!) { mySavedBuilds(first: $first) {
    totalCount hasNextPage endCursor
    nodes { id title description category isPublic shareToken sharePath totalPrice updatedAt viewerIsOwner
      owner { username } components { type name price componentId retailLinks { amazon newegg bestBuy } } } } }`;
  const LIST_RICH = `query M($first: Int!, $after: String) { mySavedBuilds(first: $first, after: $after) {
    totalCount hasNextPage endCursor
    nodes { id title owner { username } components { type name price componentId slug }
      compatibility { compatible estimatedWattage unchecked } } } }`;

  it('costs a fixed number of statements to list a user’s builds with their parts, 3 builds or 25', async () => {
    const small = await newUser('few');
    const large = await newUser('many');
    const eight = componentsOf(suite.parts.slice(0, 8));
    for (let i = 0; i < 3; i += 1) await quickBuild(small.b, { components: eight });
    for (let i = 0; i < 25; i += 1) await quickBuild(large.b, { components: eight });

    const measure = async (user: { b: Browser }, builds: number) => {
      const graphql = await sqlOf(() => expectData<Page>(user.b, LIST, { first: 50 }, 'mySavedBuilds'));
      expect(graphql.result.nodes).toHaveLength(builds);
      for (const n of graphql.result.nodes) expect(n.components).toHaveLength(eight.length);
      const rest = await sqlOf(() => user.b.get('/api/saved-builds'));
      expect(rest.result.body).toHaveLength(builds);
      for (const n of rest.result.body) expect(n.components).toHaveLength(eight.length);
      const rich = await sqlOf(() => expectData<Page>(user.b, LIST_RICH, { first: 2 }, 'mySavedBuilds'));
      const later = await sqlOf(() =>
        expectData<Page>(user.b, LIST_RICH, { first: 50, after: rich.result.endCursor }, 'mySavedBuilds'),
      );
      expect(later.result.nodes).toHaveLength(builds - 2);
      return {
        graphql: graphql.statements,
        rest: rest.statements,
        rich: rich.statements.length,
        later: later.statements.length,
      };
    };
    const few = await measure(small, 3);
    const many = await measure(large, 25);

    // The session's user, the page (with its count) and every part of the page in one statement.
    expect(few.graphql).toHaveLength(3);
    expect(many.graphql).toHaveLength(3);
    expect(few.rest).toHaveLength(3);
    expect(many.rest).toHaveLength(3);
    expect(many.graphql.filter((s) => /saved_build_component/.test(s))).toHaveLength(1);
    expect(many.rest.filter((s) => /saved_build_component/.test(s))).toHaveLength(1);
    // Catalog slugs and compatibility add one statement; a later page adds its count.
    expect(few.rich).toBe(many.rich);
    expect(few.later).toBe(many.later);
    expect(many.rich).toBeLessThanOrEqual(4);
    expect(many.later).toBeLessThanOrEqual(5);
  });

  it('costs a fixed number of statements for a page of the public gallery, owners included', async () => {
    const GALLERY = `query P($first: Int!) { publicBuilds(first: $first) {
      totalCount nodes { id owner { username } viewerIsOwner components { type name price } } } }`;
    // A gallery of its own: three public builds from each of two owners.
    for (const prefix of ['showA', 'showB']) {
      const { b } = await newUser(prefix);
      for (let i = 0; i < 3; i += 1) await quickBuild(b, { isPublic: true });
    }
    const guest = browser(suite.server);
    const one = await sqlOf(() => expectData<Page>(guest, GALLERY, { first: 1 }, 'publicBuilds'));
    const many = await sqlOf(() => expectData<Page>(guest, GALLERY, { first: 200 }, 'publicBuilds'));
    expect(many.result.nodes.length).toBeGreaterThan(5);
    expect(new Set(many.result.nodes.map((n) => n.owner.username)).size).toBeGreaterThan(1);
    // A guest has no session to load: the page, the parts, the owners.
    expect(one.statements).toHaveLength(3);
    expect(many.statements).toHaveLength(3);
  });
});
