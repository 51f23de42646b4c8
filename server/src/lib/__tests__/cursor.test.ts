import { paginate } from '../cursor';

describe('paginate', () => {
  const cursorOf = (last: { id: number }, index: number) => `${last.id}@${index}`;

  it('keeps the extra row out of the page and says there is a next page', () => {
    expect(paginate([{ id: 1 }, { id: 2 }, { id: 3 }], 2, 10, cursorOf)).toEqual({
      nodes: [{ id: 1 }, { id: 2 }],
      totalCount: 10,
      hasNextPage: true,
      endCursor: '2@1',
    });
  });

  it('ends the list on a page without the extra row, and an empty page has no cursor', () => {
    expect(paginate([{ id: 1 }], 2, 1, cursorOf)).toMatchObject({ hasNextPage: false, endCursor: '1@0' });
    expect(paginate([], 2, 0, cursorOf)).toEqual({ nodes: [], totalCount: 0, hasNextPage: false, endCursor: null });
  });

  it('maps the page rows to nodes, and only them', () => {
    const seen: number[] = [];
    const page = paginate([{ id: 1 }, { id: 2 }], 1, 2, cursorOf, (row) => {
      seen.push(row.id);
      return `node ${row.id}`;
    });
    expect(page.nodes).toEqual(['node 1']);
    expect(seen).toEqual([1]);
  });
});
