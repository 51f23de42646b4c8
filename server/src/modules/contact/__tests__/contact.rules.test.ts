import { encodeCursor } from '../../../lib/cursor';
import { decodeContactCursor, encodeContactCursor } from '../contact.rules';

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

describe('contact message cursors', () => {
  it('round-trip the microsecond time and the id', () => {
    const cursor = { at: '2026-11-24T23:30:41.123456Z', id: ID };
    expect(decodeContactCursor(encodeContactCursor(cursor))).toEqual(cursor);
  });

  it.each([
    ['not base64 JSON', '%%%'],
    ['another list’s cursor', encodeCursor('createdAt', '2026-11-24T23:30:41.123Z', ID)],
    ['a millisecond time', encodeCursor('contactMessages', '2026-11-24T23:30:41.123Z', ID)],
    ['an impossible date', encodeCursor('contactMessages', '2026-13-45T23:30:41.123456Z', ID)],
    // Date.parse takes these, PostgreSQL does not (as the fuzz suite found for the other lists' cursors).
    ['February 30', encodeCursor('contactMessages', '2024-02-30T00:00:00.000000Z', ID)],
    ['the year 0', encodeCursor('contactMessages', '0000-01-01T00:00:00.000000Z', ID)],
    ['a bad id', encodeCursor('contactMessages', '2026-11-24T23:30:41.123456Z', 'x')],
  ])('refuse %s (null: the list refuses it as bad input)', (_what, text) => {
    expect(decodeContactCursor(text)).toBeNull();
  });
});
