// Keyset cursors: one format for every cursor connection, shared with the static deployment (which
// must make and accept the same cursors), so it lives in @rigforge/common (common/src/lists/cursor.ts).
export {
  decodeCursor,
  encodeCursor,
  isInt32,
  isIsoInstant,
  paginate,
  type KeysetCursor,
  type Page,
} from '@rigforge/common';
