import { appendPage } from '../useLoadMore';

const page = (ids: string[], endCursor: string | null) => ({
  totalCount: 3,
  hasNextPage: endCursor !== null,
  endCursor,
  nodes: ids.map((id) => ({ id })),
});

describe('appendPage', () => {
  it('appends the next page once, without repeating an item', () => {
    const merged = appendPage(page(['a', 'b'], 'c1'), page(['b', 'c'], null), 'c1');
    expect(merged.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(merged.hasNextPage).toBe(false);
    expect(merged.endCursor).toBeNull();
  });

  it('keeps the list when the cursor is no longer its end (a double click, or other filters)', () => {
    const current = page(['a', 'b', 'c'], null);
    expect(appendPage(current, page(['c'], null), 'c1')).toBe(current);
  });
});
