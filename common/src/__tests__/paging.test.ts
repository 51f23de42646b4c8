import {
  CURSOR_MAX_LENGTH,
  FIRST_AND_LAST,
  decodeCursor,
  encodeCursor,
  keysetPage,
  pageArgRules,
  pageWindow,
  paginate,
  type KeysetCursor,
  type PageArgs,
  type PageWindow,
} from '../index';

// The connections' paging, once for the server and the static deployment: forward (first/after) and
// backward (last/before) through a keyset list, the edges' cursors and the two page flags.

const sizes = { default: 3, max: 5 };
const ID = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
/** Rows 1..7 with their number as the sort key; the list is ascending. */
const rows = [4, 7, 1, 3, 6, 2, 5].map((n) => ({ n, id: ID(n) }));
const order = { key: (r: { n: number }) => r.n, id: (r: { id: string }) => r.id, dir: 'ASC' as const };
const encode = (key: number, id: string) => encodeCursor('test', key, id);
const decode = (text: string) => decodeCursor(text, 'test', (v): v is number => typeof v === 'number');
const cursorOf = (n: number) => encode(n, ID(n));

function page(args: PageArgs, list = rows) {
  const window = pageWindow(args, sizes, decode, 'bad cursor');
  if ('error' in window) throw new Error(window.error);
  return keysetPage(list, order, window, encode);
}
const numbers = (p: ReturnType<typeof page>) => p.nodes.map((r) => r.n);
const flags = (p: ReturnType<typeof page>) => [p.pageInfo.hasPreviousPage, p.pageInfo.hasNextPage];

describe('pageWindow: what the paging arguments ask for', () => {
  const window = (args: PageArgs) => pageWindow(args, sizes, decode, 'bad cursor');

  it('pages forward by default, backward for last or for before without first', () => {
    expect(window({})).toEqual({ size: 3, backward: false, after: null, before: null });
    expect(window({ first: 2, after: cursorOf(1) })).toEqual({
      size: 2,
      backward: false,
      after: { value: 1, id: ID(1) },
      before: null,
    });
    expect(window({ last: 4 })).toMatchObject({ size: 4, backward: true });
    expect(window({ before: cursorOf(5) })).toMatchObject({ size: 3, backward: true, before: { value: 5 } });
    expect(window({ first: 2, before: cursorOf(5) })).toMatchObject({ size: 2, backward: false });
    // null is absent, as GraphQL passes an argument given as null.
    expect(window({ first: null, last: null, after: null, before: null })).toMatchObject({ size: 3, backward: false });
  });

  it('refuses first with last, a size out of range and a cursor it cannot read, naming the argument', () => {
    expect(window({ first: 2, last: 2 })).toEqual({ error: FIRST_AND_LAST, field: 'last' });
    expect(window({ first: 0 })).toEqual({ error: 'first must be at least 1', field: 'first' });
    expect(window({ first: 6 })).toEqual({ error: 'first must be at most 5', field: 'first' });
    expect(window({ last: 2.5 })).toEqual({ error: 'last must be a whole number', field: 'last' });
    expect(window({ last: 6 })).toEqual({ error: 'last must be at most 5', field: 'last' });
    expect(window({ before: 'nope' })).toEqual({ error: 'bad cursor', field: 'before' });
    expect(window({ after: encodeCursor('other', 1, ID(1)) })).toEqual({ error: 'bad cursor', field: 'after' });
    expect(window({ after: 'x'.repeat(CURSOR_MAX_LENGTH + 1) })).toEqual({
      error: 'Malformed cursor in after',
      field: 'after',
    });
  });

  it('has the same rules for the server’s argument classes, each naming its argument', () => {
    const rules = pageArgRules(sizes);
    expect(rules.first(5, {})).toBeNull();
    expect(rules.last(1, { first: 1 })).toBe(FIRST_AND_LAST);
    expect(rules.last(1, { first: null })).toBeNull();
    expect(rules.before(42, {})).toBe('before must be a cursor');
  });
});

describe('keysetPage: forward paging', () => {
  it('reads the list from the start, then after each endCursor, to the end', () => {
    const p1 = page({ first: 3 });
    expect(numbers(p1)).toEqual([1, 2, 3]);
    expect(flags(p1)).toEqual([false, true]);
    const p2 = page({ first: 3, after: p1.pageInfo.endCursor });
    expect(numbers(p2)).toEqual([4, 5, 6]);
    expect(flags(p2)).toEqual([true, true]);
    const p3 = page({ first: 3, after: p2.pageInfo.endCursor });
    expect(numbers(p3)).toEqual([7]);
    expect(flags(p3)).toEqual([true, false]);
    expect(p3.totalCount).toBe(7);
  });

  it('gives every edge its own cursor: after any of them the list goes on from that item', () => {
    const p = page({ first: 5 });
    expect(p.edges.map((e) => e.node.n)).toEqual([1, 2, 3, 4, 5]);
    expect(p.pageInfo.startCursor).toBe(p.edges[0].cursor);
    expect(p.pageInfo.endCursor).toBe(p.edges[4].cursor);
    for (const edge of p.edges) expect(numbers(page({ first: 1, after: edge.cursor }))).toEqual([edge.node.n + 1]);
  });

  it('says hasPreviousPage only when items lie at or before `after`, not merely because it was given', () => {
    // A cursor below every item (its item is gone): nothing before it.
    expect(flags(page({ first: 3, after: encode(0, ID(0)) }))).toEqual([false, true]);
    // The cursor's own item is gone, others before it remain.
    const without4 = rows.filter((r) => r.n !== 4);
    const p = page({ first: 2, after: cursorOf(4) }, without4);
    expect(numbers(p)).toEqual([5, 6]);
    expect(flags(p)).toEqual([true, true]);
  });

  it('keeps the deprecated flat fields equal to pageInfo’s', () => {
    const p = page({ first: 2 });
    expect(p.endCursor).toBe(p.pageInfo.endCursor);
    expect(p.hasNextPage).toBe(p.pageInfo.hasNextPage);
  });
});

describe('keysetPage: backward paging', () => {
  it('reads the list from the end, then before each startCursor, to the start, each page in list order', () => {
    const p1 = page({ last: 3 });
    expect(numbers(p1)).toEqual([5, 6, 7]);
    expect(flags(p1)).toEqual([true, false]);
    const p2 = page({ last: 3, before: p1.pageInfo.startCursor });
    expect(numbers(p2)).toEqual([2, 3, 4]);
    expect(flags(p2)).toEqual([true, true]);
    const p3 = page({ last: 3, before: p2.pageInfo.startCursor });
    expect(numbers(p3)).toEqual([1]);
    expect(flags(p3)).toEqual([false, true]);
    expect(p3.pageInfo.startCursor).toBe(p3.pageInfo.endCursor);
  });

  it('says hasNextPage only when items lie at or after `before`', () => {
    expect(flags(page({ last: 2, before: encode(99, ID(99)) }))).toEqual([true, false]);
    expect(numbers(page({ last: 2, before: encode(99, ID(99)) }))).toEqual([6, 7]);
  });

  it('walks a descending list backward the same way', () => {
    const desc = { ...order, dir: 'DESC' as const };
    const window = pageWindow({ last: 2 }, sizes, decode, 'bad cursor') as PageWindow<KeysetCursor<number>>;
    const p = keysetPage(rows, desc, window, encode);
    expect(p.nodes.map((r) => r.n)).toEqual([2, 1]);
    expect([p.pageInfo.hasPreviousPage, p.pageInfo.hasNextPage]).toEqual([true, false]);
  });

  it('pages between two cursors either way (the Relay algorithm: both cursors, then first or last)', () => {
    const between = { after: cursorOf(2), before: cursorOf(6) };
    expect(numbers(page({ ...between, first: 5 }))).toEqual([3, 4, 5]);
    expect(flags(page({ ...between, first: 5 }))).toEqual([true, false]);
    expect(numbers(page({ ...between, first: 2 }))).toEqual([3, 4]);
    expect(flags(page({ ...between, first: 2 }))).toEqual([true, true]);
    expect(numbers(page({ ...between, last: 2 }))).toEqual([4, 5]);
    expect(flags(page({ ...between, last: 2 }))).toEqual([true, true]);
  });
});

describe('paginate: a page from the rows a query fetched', () => {
  const cursor = (r: { id: number }, index: number) => `${r.id}@${index}`;

  it('keeps the extra row out of the page; an empty page has no cursors', () => {
    const p = paginate([{ id: 1 }, { id: 2 }, { id: 3 }], { size: 2, backward: false }, 10, cursor);
    expect(p.edges).toEqual([
      { cursor: '1@0', node: { id: 1 } },
      { cursor: '2@1', node: { id: 2 } },
    ]);
    expect(p.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: false, startCursor: '1@0', endCursor: '2@1' });
    expect(paginate([], { size: 2, backward: false }, 0, cursor)).toEqual({
      edges: [],
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
      totalCount: 0,
      endCursor: null,
      hasNextPage: false,
    });
  });

  it('turns a backward fetch (newest of the window first) into list order; the extra row means a previous page', () => {
    const p = paginate([{ id: 5 }, { id: 4 }, { id: 3 }], { size: 2, backward: true }, 5, cursor, { beyond: true });
    expect(p.nodes).toEqual([{ id: 4 }, { id: 5 }]);
    expect(p.pageInfo).toEqual({ hasNextPage: true, hasPreviousPage: true, startCursor: '4@1', endCursor: '5@0' });
  });

  it('maps the page rows to nodes, and only them', () => {
    const seen: number[] = [];
    const p = paginate([{ id: 1 }, { id: 2 }], { size: 1, backward: false }, 2, cursor, {
      toNode: (row) => {
        seen.push(row.id);
        return `node ${row.id}`;
      },
    });
    expect(p.nodes).toEqual(['node 1']);
    expect(seen).toEqual([1]);
  });
});
