// Keyset cursors and pages: one format for every cursor connection, shared with the static deployment
// (which must make and accept the same cursors), so it lives in @rigforge/common (common/src/lists/cursor.ts).
import { pageWindow, type PageArgs, type PageRefusal, type PageSizes, type PageWindow } from '@rigforge/common';
import { badInput } from './errors';

export {
  decodeCursor,
  encodeCursor,
  isInt32,
  isIsoInstant,
  mapPage,
  paginate,
  type KeysetCursor,
  type Page,
  type PageWindow,
} from '@rigforge/common';

/** A list's answer, or its refusal of the arguments as BAD_USER_INPUT naming the argument (`field`). */
export function orBadInput<T extends object>(result: T | PageRefusal): T {
  if ('error' in result && 'field' in result) throw badInput(result.error, { field: result.field });
  return result as T;
}

/** The page the arguments ask for (pageWindow of @rigforge/common); a refusal is BAD_USER_INPUT naming the argument. */
export function windowOf<C>(
  args: PageArgs,
  sizes: PageSizes,
  decode: (text: string) => C | null,
  badCursor: string,
): PageWindow<C> {
  return orBadInput(pageWindow(args, sizes, decode, badCursor));
}
