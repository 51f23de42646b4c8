// Feed ingestion against fixtures served on loopback: well-formed RSS and Atom, malformed XML, a huge
// feed, a slow server, duplicates; one poll at a time (the advisory lock); the onNewItems hook.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { createLogger } from '../../../lib/logger';
import type { NewsItem } from '../news-item.entity';
import { NEWS_POLL_LOCK_KEY, NewsPoller, type NewsFeed, type OnNewItems } from '../ingest/news-poller';

const NOW = new Date('2026-11-20T12:00:00.000Z');
const MAX_BYTES = 64_000;
const TIMEOUT_MS = 600;

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel>
  <title>Vendor newsroom</title><link>https://vendor.example/</link><description>News</description>
  <item>
    <title>Driver 1.2 adds &lt;b&gt;new&lt;/b&gt; features</title>
    <link>https://vendor.example/news/driver-1-2</link>
    <guid isPermaLink="false">vendor-001</guid>
    <pubDate>Tue, 10 Nov 2026 09:00:00 GMT</pubDate>
    <category>Drivers</category><category>Software</category>
    <description><![CDATA[<p>First paragraph.</p><script>alert(1)</script><p>Second <a href="javascript:alert(1)">link</a>.</p><img src="https://vendor.example/hero.jpg" onerror="alert(1)">]]></description>
  </item>
  <item>
    <title>Firmware update for boards</title>
    <link>javascript:alert(1)</link>
    <guid>vendor-002</guid>
    <pubDate>Wed, 11 Nov 2026 09:00:00 GMT</pubDate>
    <description>Plain text description.</description>
    <enclosure url="https://vendor.example/board.png" type="image/png" length="1000"/>
  </item>
  <item>
    <title>From the future</title>
    <link>https://vendor.example/news/future</link>
    <pubDate>Fri, 01 Jan 2100 00:00:00 GMT</pubDate>
    <description>Dated ahead.</description>
  </item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title>Chip newsroom</title><id>urn:chip:feed</id><updated>2026-11-12T10:00:00Z</updated>
  <entry>
    <title type="html">Memory support list &amp;amp; notes</title>
    <id>urn:chip:entry:1</id>
    <link href="https://chip.example/news/memory"/>
    <updated>2026-11-12T10:00:00Z</updated>
    <content type="html">&lt;p&gt;Supported kits.&lt;/p&gt;&lt;svg onload="alert(1)"&gt;&lt;/svg&gt;</content>
  </entry>
  <entry>
    <title>Same title twice</title>
    <id>urn:chip:entry:2</id>
    <link href="https://chip.example/news/a"/>
    <updated>2026-11-13T10:00:00Z</updated>
    <summary>A.</summary>
  </entry>
  <entry>
    <title>Same title twice</title>
    <id>urn:chip:entry:3</id>
    <link href="https://chip.example/news/b"/>
    <updated>2026-11-14T10:00:00Z</updated>
    <summary>B.</summary>
  </entry>
</feed>`;

const MALFORMED = `<?xml version="1.0"?><rss version="2.0"><channel><title>Broken</title>
  <item><title>Half an item</title><guid>broken-1</guid><description>text</item></channel>`;

const ENTITY_BOMB = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>
<rss version="2.0"><channel><title>&b;</title><item><title>&b;</title><guid>bomb-1</guid></item></channel></rss>`;

/** The same item twice in one feed, plus the link of an item of RSS under another GUID. */
const DUPLICATES = `<?xml version="1.0"?><rss version="2.0"><channel><title>Dup</title>
  <item><title>Twice in one feed</title><guid>dup-1</guid><link>https://dup.example/1</link></item>
  <item><title>Twice in one feed</title><guid>dup-1</guid><link>https://dup.example/1</link></item>
  <item><title>Driver 1.2 again</title><guid>other-guid</guid><link>https://vendor.example/news/driver-1-2</link></item>
</channel></rss>`;

function rssWith(items: number, prefix: string): string {
  const body = Array.from(
    { length: items },
    (_, i) =>
      `<item><title>${prefix} item ${i}</title><guid>${prefix}-${i}</guid><description>${'x'.repeat(400)}</description></item>`,
  ).join('');
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>${prefix}</title>${body}</channel></rss>`;
}

let feeds: http.Server;
let base = '';
let server: TestServer;
const logger = createLogger('silent');

beforeAll(async () => {
  feeds = http.createServer((req, res) => {
    const send = (body: string, type = 'application/rss+xml') => {
      res.writeHead(200, { 'Content-Type': type });
      res.end(body);
    };
    switch (req.url ?? '') {
      case '/rss.xml':
        return send(RSS);
      case '/atom.xml':
        return send(ATOM, 'application/atom+xml');
      case '/malformed.xml':
        return send(MALFORMED);
      case '/entities.xml':
        return send(ENTITY_BOMB);
      case '/dup.xml':
        return send(DUPLICATES);
      case '/error.xml':
        res.writeHead(500);
        return res.end('oops');
      case '/huge.xml': {
        // Streamed without a Content-Length: the cap must hold as the body arrives.
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        const chunk = rssWith(50, 'huge');
        let sent = 0;
        const pump = () => {
          while (sent < MAX_BYTES * 20) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        return pump();
      }
      case '/huge-declared.xml': {
        const big = rssWith(400, 'declared');
        res.writeHead(200, { 'Content-Type': 'application/rss+xml', 'Content-Length': Buffer.byteLength(big) });
        return res.end(big);
      }
      case '/slow.xml': {
        // Headers at once, then a trickle that would take far longer than the timeout.
        res.writeHead(200, { 'Content-Type': 'application/rss+xml' });
        res.write('<?xml version="1.0"?><rss version="2.0"><channel>');
        const timer = setInterval(() => res.write(' '), 100);
        const stop = setTimeout(() => {
          clearInterval(timer);
          res.end(`<item><title>late</title><guid>late-1</guid></item></channel></rss>`);
        }, 30_000);
        res.on('close', () => {
          clearInterval(timer);
          clearTimeout(stop);
        });
        return;
      }
      case '/lagging.xml':
        // A normal feed that takes a moment: long enough for two polls to overlap.
        return void setTimeout(() => send(rssWith(2, 'lagging')), 300);
      default:
        res.writeHead(404);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
  feeds.closeAllConnections();
  await new Promise((resolve) => feeds.close(resolve));
});

function poller(list: NewsFeed[], onNewItems?: OnNewItems): NewsPoller {
  return new NewsPoller({
    dataSource: server.db.dataSource,
    feeds: list,
    limits: { timeoutMs: TIMEOUT_MS, maxBytes: MAX_BYTES },
    clock: { now: () => NOW },
    logger,
    onNewItems,
  });
}

const feed = (source: NewsFeed['source'], path: string): NewsFeed => ({ source, url: `${base}${path}` });

async function ingested(prefix: string): Promise<NewsItem[]> {
  return sql<NewsItem>(server, `SELECT * FROM "news_item" WHERE "guid" LIKE $1 ORDER BY "publishedAt"`, [`${prefix}%`]);
}

async function guidCount(): Promise<number> {
  const [{ n }] = await sql<{ n: number }>(
    server,
    `SELECT count(*)::int AS n FROM "news_item" WHERE "guid" IS NOT NULL`,
  );
  return n;
}

describe('well-formed feeds', () => {
  it('stores RSS and Atom items sanitised, with local illustrations, and hands them to onNewItems', async () => {
    const announced: NewsItem[][] = [];
    const result = await poller([feed('NVIDIA', '/rss.xml'), feed('Intel', '/atom.xml')], (items) => {
      announced.push(items);
    }).poll();
    expect(result.ran).toBe(true);
    expect(result.feeds.map((f) => [f.ok, f.found, f.inserted])).toEqual([
      [true, 3, 3],
      [true, 3, 3],
    ]);
    expect(announced).toHaveLength(1);
    expect(announced[0].map((i) => i.guid).sort()).toEqual(
      [
        'vendor-001',
        'vendor-002',
        'https://vendor.example/news/future',
        'urn:chip:entry:1',
        'urn:chip:entry:2',
        'urn:chip:entry:3',
      ].sort(),
    );

    const [driver, firmware] = await ingested('vendor-');
    expect(driver).toMatchObject({
      source: 'NVIDIA',
      title: 'Driver 1.2 adds new features',
      content: 'First paragraph.\n\nSecond link.',
      tags: ['drivers', 'software'],
      sourceUrl: 'https://vendor.example/news/driver-1-2',
      imageUrl: '/images/news/source-nvidia.svg',
      slug: 'driver-1-2-adds-new-features',
    });
    expect(driver.imageAlt).toBeTruthy();
    expect(new Date(driver.publishedAt).toISOString()).toBe('2026-11-10T09:00:00.000Z');
    // A javascript: link is dropped; the feed's images are never used.
    expect(firmware.sourceUrl).toBeNull();
    expect(firmware.imageUrl).toBe('/images/news/source-nvidia.svg');
    const [future] = await ingested('https://vendor.example/news/future');
    expect(new Date(future.publishedAt).toISOString()).toBe(NOW.toISOString());

    const atom = await ingested('urn:chip:entry:');
    expect(atom[0]).toMatchObject({
      source: 'Intel',
      title: 'Memory support list & notes',
      content: 'Supported kits.',
      imageUrl: '/images/news/source-intel.svg',
    });
    // Two items with one title get distinct slugs.
    expect(atom.slice(1).map((i) => i.slug)).toEqual(['same-title-twice', 'same-title-twice-2']);
    for (const item of [...(await ingested('vendor-')), ...atom]) {
      expect(item.content).not.toMatch(/<|javascript:|onerror|onload/i);
    }
  });

  it('stores nothing twice: a second poll of the same feeds inserts nothing and announces nothing', async () => {
    const before = await guidCount();
    const hook = jest.fn();
    const result = await poller([feed('NVIDIA', '/rss.xml'), feed('Intel', '/atom.xml')], hook).poll();
    expect(result.ran).toBe(true);
    expect(result.feeds.map((f) => f.inserted)).toEqual([0, 0]);
    expect(hook).not.toHaveBeenCalled();
    expect(await guidCount()).toBe(before);
  });

  it('inserts a duplicated item once, and skips an item whose link is already stored', async () => {
    const result = await poller([feed('AMD', '/dup.xml')]).poll();
    expect(result.feeds[0]).toMatchObject({ ok: true, found: 2, inserted: 1 });
    expect(await ingested('dup-')).toHaveLength(1);
    expect(await ingested('other-guid')).toHaveLength(0);
  });
});

describe('broken feeds are reported, insert nothing, and never stop the others', () => {
  it.each([
    ['malformed XML', '/malformed.xml', /not well-formed XML/],
    ['entity declarations', '/entities.xml', /declares XML entities/],
    ['a huge streamed feed', '/huge.xml', new RegExp(`larger than ${MAX_BYTES} bytes`)],
    ['a huge declared feed', '/huge-declared.xml', /larger than .* declared/],
    ['a slow server', '/slow.xml', new RegExp(`within ${TIMEOUT_MS} ms`)],
    ['an HTTP error', '/error.xml', /HTTP 500/],
    ['an unreachable server', '/nothing-here', /HTTP 404/],
  ])('%s', async (_name, path, message) => {
    const before = await guidCount();
    const started = Date.now();
    const result = await poller([feed('X', path), feed('AMD', '/dup.xml')]).poll();
    // Not a performance figure: the slow server would hold the poll for 30 s without the timeout.
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(result.ran).toBe(true);
    expect(result.feeds[0].ok).toBe(false);
    expect(result.feeds[0].error).toMatch(message);
    expect(result.feeds[0].inserted).toBe(0);
    expect(result.feeds[1].ok).toBe(true);
    expect(await guidCount()).toBe(before);
  });

  it('a failing onNewItems hook is logged, not thrown', async () => {
    const result = await poller([feed('X', '/lagging.xml')], () => {
      throw new Error('hook broke');
    }).poll();
    expect(result.ran).toBe(true);
    expect(result.inserted).toHaveLength(2);
  });
});

describe('one poll at a time', () => {
  it('two concurrent polls: one runs, the other skips at once', async () => {
    await sql(server, `DELETE FROM "news_item" WHERE "guid" LIKE 'lagging-%'`);
    const results = await Promise.all([
      poller([feed('X', '/lagging.xml')]).poll(),
      poller([feed('X', '/lagging.xml')]).poll(),
    ]);
    expect(results.map((r) => r.ran).sort()).toEqual([false, true]);
    expect(results.find((r) => r.ran)!.inserted).toHaveLength(2);
    expect(await ingested('lagging-')).toHaveLength(2);
  });

  // The embedded database is a single session, where advisory locks are re-entrant: another
  // connection's lock shows only on a real PostgreSQL (the in-process guard covers the embedded case).
  (process.env.TEST_DATABASE_URL ? it : it.skip)(
    'skips while another instance (another connection) holds the lock, and runs once it is released',
    async () => {
      const other = new Client({ connectionString: server.db.url });
      await other.connect();
      try {
        const [{ locked }] = (await other.query(`SELECT pg_try_advisory_lock($1) AS locked`, [NEWS_POLL_LOCK_KEY]))
          .rows;
        expect(locked).toBe(true);
        expect((await poller([feed('X', '/lagging.xml')]).poll()).ran).toBe(false);
        await other.query(`SELECT pg_advisory_unlock($1)`, [NEWS_POLL_LOCK_KEY]);
        expect((await poller([feed('X', '/lagging.xml')]).poll()).ran).toBe(true);
      } finally {
        await other.end();
      }
    },
  );

  it('releases the lock after a poll, even one whose feeds all failed', async () => {
    expect((await poller([feed('X', '/malformed.xml')]).poll()).ran).toBe(true);
    expect((await poller([feed('X', '/malformed.xml')]).poll()).ran).toBe(true);
    const held = await sql<{ n: number }>(
      server,
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`,
      [NEWS_POLL_LOCK_KEY],
    );
    expect(held[0].n).toBe(0);
  });
});
