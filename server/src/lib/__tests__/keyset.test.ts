import { betweenConditions, beyondCondition, readDirection, type SqlOrder } from '../keyset';

describe('keyset pages in SQL', () => {
  const asc: SqlOrder = { row: '(a."k", a."id")', dir: 'ASC' };
  const desc: SqlOrder = { row: '(a."k", a."id")', dir: 'DESC' };
  const values = (cursor: string, name: string) => `(:${name}:${cursor})`;
  const window = (over: Partial<{ backward: boolean; after: string | null; before: string | null }>) => ({
    size: 10,
    backward: false,
    after: null,
    before: null,
    ...over,
  });

  it('keeps the rows between the cursors, in the list’s own order', () => {
    expect(betweenConditions(window({}), asc, values)).toEqual([]);
    expect(betweenConditions(window({ after: 'x', before: 'y' }), asc, values)).toEqual([
      '(a."k", a."id") > (:after:x)',
      '(a."k", a."id") < (:before:y)',
    ]);
    expect(betweenConditions(window({ after: 'x', before: 'y' }), desc, values)).toEqual([
      '(a."k", a."id") < (:after:x)',
      '(a."k", a."id") > (:before:y)',
    ]);
  });

  it('asks beyond a forward page’s after and a backward page’s before, else nothing', () => {
    expect(beyondCondition(window({ after: 'x' }), asc, values)).toBe('(a."k", a."id") <= (:after:x)');
    expect(beyondCondition(window({ after: 'x' }), desc, values)).toBe('(a."k", a."id") >= (:after:x)');
    expect(beyondCondition(window({ backward: true, before: 'y' }), asc, values)).toBe(
      '(a."k", a."id") >= (:before:y)',
    );
    expect(beyondCondition(window({ backward: true, before: 'y' }), desc, values)).toBe(
      '(a."k", a."id") <= (:before:y)',
    );
    expect(beyondCondition(window({ before: 'y' }), asc, values)).toBeNull();
    expect(beyondCondition(window({ backward: true, after: 'x' }), asc, values)).toBeNull();
  });

  it('reads a backward page in the reverse order, so that LIMIT takes the end of the window', () => {
    expect(readDirection(asc, { backward: false })).toBe('ASC');
    expect(readDirection(asc, { backward: true })).toBe('DESC');
    expect(readDirection(desc, { backward: false })).toBe('DESC');
    expect(readDirection(desc, { backward: true })).toBe('ASC');
  });
});
