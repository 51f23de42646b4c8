// Keyset pages in SQL: the conditions and order of one page of a connection (PageWindow of
// @rigforge/common), for the services' queries. keysetPage of @rigforge/common is the same reading
// in memory; paginate turns the fetched rows into the page.
import type { PageWindow } from '@rigforge/common';

/** A list's order in SQL: the row value it sorts by (its sort keys, then the tie-breaker) and the direction. */
export interface SqlOrder {
  /** A row value, e.g. `(n."publishedAt", n."id")`. */
  row: string;
  dir: 'ASC' | 'DESC';
}

type Side = 'after' | 'before' | 'atOrBefore' | 'atOrAfter';

/** Each side's comparison operator for an ascending and a descending list. */
const OPERATORS: Record<Side, readonly [string, string]> = {
  after: ['>', '<'],
  before: ['<', '>'],
  atOrBefore: ['<=', '>='],
  atOrAfter: ['>=', '<='],
};

function condition(order: SqlOrder, side: Side, values: string): string {
  return `${order.row} ${OPERATORS[side][order.dir === 'ASC' ? 0 : 1]} ${values}`;
}

/** Renders a cursor as the SQL of its row value, adding its parameters to the query at hand. */
export type CursorValues<C> = (cursor: C, name: 'after' | 'before') => string;

/** The conditions keeping the rows between the window's cursors (none without cursors). */
export function betweenConditions<C>(window: PageWindow<C>, order: SqlOrder, values: CursorValues<C>): string[] {
  return [
    ...(window.after ? [condition(order, 'after', values(window.after, 'after'))] : []),
    ...(window.before ? [condition(order, 'before', values(window.before, 'before'))] : []),
  ];
}

/**
 * The condition of paginate's `beyond`: rows at or before `after` for a forward page, at or after
 * `before` for a backward one; null when the page has no cursor on that side (then `beyond` is false).
 */
export function beyondCondition<C>(window: PageWindow<C>, order: SqlOrder, values: CursorValues<C>): string | null {
  if (!window.backward && window.after) return condition(order, 'atOrBefore', values(window.after, 'after'));
  if (window.backward && window.before) return condition(order, 'atOrAfter', values(window.before, 'before'));
  return null;
}

/** The direction a page's query reads in: the list's, or its reverse for a backward page (LIMIT takes its end). */
export function readDirection(order: Pick<SqlOrder, 'dir'>, window: Pick<PageWindow<unknown>, 'backward'>) {
  return window.backward === (order.dir === 'ASC') ? 'DESC' : 'ASC';
}
