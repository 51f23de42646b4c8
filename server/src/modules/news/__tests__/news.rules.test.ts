import {
  decodeNewsCursor,
  encodeNewsCursor,
  excerptOf,
  parseNewsSource,
  slugify,
  uniqueSlug,
  utcDay,
  visitorKey,
} from '../news.rules';
import { encodeCursor } from '../../../lib/cursor';

const ID = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

describe('parseNewsSource', () => {
  it('reads the four sources in any case, and nothing else', () => {
    expect(parseNewsSource('nvidia')).toBe('NVIDIA');
    expect(parseNewsSource('INTEL')).toBe('Intel');
    expect(parseNewsSource(' Amd ')).toBe('AMD');
    expect(parseNewsSource('x')).toBe('X');
    expect(parseNewsSource('Acme')).toBeNull();
    expect(parseNewsSource('')).toBeNull();
  });
});

describe('the news cursor', () => {
  it('round-trips the publish time and id', () => {
    const cursor = encodeNewsCursor({ publishedAt: new Date('2026-03-04T12:00:00.123Z'), id: ID });
    expect(decodeNewsCursor(cursor)).toEqual({ value: '2026-03-04T12:00:00.123Z', id: ID });
  });

  it("refuses another list's cursor, a bad time, a bad id or junk", () => {
    expect(decodeNewsCursor(encodeCursor('builds', '2026-03-04T12:00:00.123Z', ID))).toBeNull();
    expect(decodeNewsCursor(encodeCursor('news', 'yesterday', ID))).toBeNull();
    expect(decodeNewsCursor(encodeCursor('news', '2026-13-45T99:00:00.000Z', ID))).toBeNull();
    // Found by the fuzz suite: Date.parse takes these, PostgreSQL does not (news(after:) answered 500).
    expect(decodeNewsCursor(encodeCursor('news', '2024-02-30T00:00:00.000Z', ID))).toBeNull();
    expect(decodeNewsCursor(encodeCursor('news', '0000-01-01T00:00:00.000Z', ID))).toBeNull();
    expect(decodeNewsCursor(encodeCursor('news', '2026-03-04T12:00:00.123Z', 'not-a-uuid'))).toBeNull();
    expect(decodeNewsCursor('%%%')).toBeNull();
  });
});

describe('the view rule', () => {
  it('counts per UTC calendar day', () => {
    expect(utcDay(new Date('2026-11-20T23:59:59.999Z'))).toBe('2026-11-20');
    expect(utcDay(new Date('2026-11-21T00:00:00.000Z'))).toBe('2026-11-21');
    expect(utcDay(new Date('2026-11-21T01:30:00+02:00'))).toBe('2026-11-20');
  });

  it('keys a visitor by a hash: stable, 64 hex characters, users and cookies never collide', () => {
    const user = visitorKey({ userId: ID });
    expect(user).toMatch(/^[0-9a-f]{64}$/);
    expect(visitorKey({ userId: ID })).toBe(user);
    expect(visitorKey({ cookieId: ID })).not.toBe(user);
    expect(visitorKey({ cookieId: 'a' })).not.toBe(visitorKey({ cookieId: 'b' }));
    expect(user).not.toContain(ID.replace(/-/g, ''));
  });
});

describe('slugs and excerpts', () => {
  it('slugifies titles to lowercase ASCII words', () => {
    expect(slugify('Driver 1.2 adds NEW features!')).toBe('driver-1-2-adds-new-features');
    expect(slugify('Café — Ünïcode & more')).toBe('cafe-unicode-more');
    expect(slugify('!!!')).toBe('news');
    expect(slugify('a'.repeat(50) + ' ' + 'b'.repeat(50), 60)).toBe('a'.repeat(50) + '-' + 'b'.repeat(9));
    expect(slugify('word '.repeat(40), 12)).toBe('word-word-wo');
  });

  it('numbers a slug that is taken', () => {
    expect(uniqueSlug('Same title', new Set())).toBe('same-title');
    expect(uniqueSlug('Same title', new Set(['same-title']))).toBe('same-title-2');
    expect(uniqueSlug('Same title', new Set(['same-title', 'same-title-2']))).toBe('same-title-3');
    expect(uniqueSlug('x'.repeat(300), new Set()).length).toBeLessThanOrEqual(160);
  });

  it('cuts excerpts at a word boundary with an ellipsis', () => {
    expect(excerptOf('short  text\n here', 50)).toBe('short text here');
    expect(excerptOf('one two three four five six', 15)).toBe('one two three…');
    expect(excerptOf('x'.repeat(40), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
