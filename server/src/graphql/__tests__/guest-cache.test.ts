// The guest answer cache's bookkeeping, without a server: what is kept, for how long, and how much.
import type { Request, Response } from 'express';
import { GuestAnswerCache } from '../guest-cache';

interface Sent {
  status: number;
  type: string | null;
  body: unknown;
}

/** A fake request through the cache's middleware; `answer` is what Apollo would send on a miss. */
function ask(
  cache: GuestAnswerCache,
  body: unknown,
  {
    userId,
    answer = '{"data":{}}\n',
    keepable = true,
    fields = ['__typename'],
  }: { userId?: string; answer?: string; keepable?: boolean; fields?: string[] } = {},
): { hit: boolean; sent: Sent } {
  const req = { body, headers: {}, session: userId ? { userId } : {} } as unknown as Request;
  const sent: Sent = { status: 200, type: null, body: undefined };
  const headers = new Map<string, string>();
  const res = {
    locals: {},
    statusCode: 200,
    status(code: number) {
      sent.status = code;
      return res;
    },
    type(value: string) {
      sent.type = value;
      return res;
    },
    send(value: unknown) {
      sent.body = value;
      return res;
    },
    getHeader: (name: string) => headers.get(name),
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    hasHeader: (name: string) => headers.has(name),
    vary: (field: string) => headers.set('vary', [headers.get('vary'), field].filter(Boolean).join(', ')),
  };
  let hit = true;
  cache.middleware(req, res as unknown as Response, () => {
    hit = false;
    // Apollo answers: the plugin marks it, then the integration sends it.
    headers.set('content-type', 'application/json; charset=utf-8');
    if (keepable) res.locals = { guestAnswerKeepable: true, guestAnswerFields: fields };
    res.send(answer);
  });
  return { hit, sent };
}

const query = (n: number) => ({ query: `query Q${n} { __typename }` });

function deepList(levels: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

describe('GuestAnswerCache', () => {
  it('drops only the answers that read the given root fields (a counted news view), and those of unknown fields', () => {
    const cache = new GuestAnswerCache(60_000, () => 0);
    const stats = { query: 'query S { newsStats { totalViews } }' };
    const list = { query: 'query L { news { nodes { views } } guides { title } }' };
    const guides = { query: 'query G { guides { title } }' };
    const unknown = { query: 'query U { ...F } fragment F on Query { newsStats { totalViews } }' };
    ask(cache, stats, { fields: ['newsStats'] });
    ask(cache, list, { fields: ['news', 'guides'] });
    ask(cache, guides, { fields: ['guides'] });
    ask(cache, unknown, { fields: [] });
    cache.clearReading(['news', 'newsItem', 'newsStats']);
    expect(ask(cache, stats).hit).toBe(false);
    expect(ask(cache, list).hit).toBe(false);
    expect(ask(cache, unknown).hit).toBe(false);
    expect(ask(cache, guides).hit).toBe(true);
  });

  it('answers a repeat from memory until its lifetime ends, with the same text and type', () => {
    let now = 0;
    const cache = new GuestAnswerCache(1000, () => now);
    expect(ask(cache, query(1), { answer: 'first' }).hit).toBe(false);
    now = 999;
    const again = ask(cache, query(1), { answer: 'second' });
    expect(again).toEqual({ hit: true, sent: { status: 200, type: 'application/json; charset=utf-8', body: 'first' } });
    now = 1000;
    expect(ask(cache, query(1), { answer: 'third' }).hit).toBe(false);
    expect(ask(cache, query(1)).sent.body).toBe('third');
  });

  it('keys on the text, the operation name and the variables', () => {
    const cache = new GuestAnswerCache(1000, () => 0);
    ask(cache, { query: 'query A($x: Int) { __typename }', variables: { x: 1 } });
    expect(ask(cache, { query: 'query A($x: Int) { __typename }', variables: { x: 2 } }).hit).toBe(false);
    expect(ask(cache, { query: 'query A($x: Int) { __typename }', variables: { x: 1 }, operationName: 'A' }).hit).toBe(
      false,
    );
    expect(ask(cache, { query: 'query A($x: Int) { __typename }', variables: { x: 1 } }).hit).toBe(true);
  });

  it('never serves or keeps a signed-in request, a non-keepable answer, or a body without query text', () => {
    const cache = new GuestAnswerCache(1000, () => 0);
    ask(cache, query(1), { userId: 'u1' });
    expect(ask(cache, query(1), { keepable: false }).hit).toBe(false);
    expect(ask(cache, query(1), { keepable: false }).hit).toBe(false);
    ask(cache, query(2));
    expect(ask(cache, query(2), { userId: 'u1' }).hit).toBe(false);
    for (const body of [
      undefined,
      null,
      [],
      { query: 5 },
      { query: '{ a }', extensions: {} },
      { query: '{ a }', operationName: 3 },
      // 10,000 levels: JSON.stringify would overflow the stack (found by the fuzz suite).
      { query: 'query Q($v: [Int]) { __typename }', variables: { v: deepList(10_000) } },
    ]) {
      expect(ask(cache, body).hit).toBe(false);
      expect(ask(cache, body).hit).toBe(false);
    }
  });

  it('does not keep an answer that was being made when a write cleared the cache', () => {
    const cache = new GuestAnswerCache(1000, () => 0);
    const req = { body: query(1), headers: {}, session: {} } as unknown as Request;
    const res = {
      locals: {} as Record<string, unknown>,
      statusCode: 200,
      send: (value: unknown) => value,
      getHeader: () => 'application/json',
      hasHeader: () => false,
      setHeader: () => undefined,
    };
    cache.middleware(req, res as unknown as Response, () => undefined);
    cache.clear(); // a write lands while Apollo works
    res.locals.guestAnswerKeepable = true;
    res.send('made before the write');
    expect(ask(cache, query(1), { answer: 'after' }).hit).toBe(false);
  });

  it('keeps at most 16 MB of answers, forgetting the least recently used first', () => {
    const cache = new GuestAnswerCache(60_000, () => 0);
    const big = 'x'.repeat(200 * 1024);
    for (let n = 0; n < 100; n += 1) ask(cache, query(n), { answer: big });
    // 100 × 200 KB is more than 16 MB: the first ones are gone, the last ones kept.
    expect(ask(cache, query(99)).hit).toBe(true);
    expect(ask(cache, query(0)).hit).toBe(false);
    // An answer over 256 KB is never kept.
    ask(cache, query(1000), { answer: 'x'.repeat(300 * 1024) });
    expect(ask(cache, query(1000)).hit).toBe(false);
  });
});
