import { FeedParseError, parseFeedItems, toDrafts } from '../ingest/feed-items';

const NOW = new Date('2026-11-20T12:00:00.000Z');

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title><link>https://v.example/</link>${items}</channel></rss>`;

describe('parseFeedItems', () => {
  it('reads RSS and Atom', () => {
    expect(parseFeedItems(rss('<item><title>A</title><guid>g1</guid></item>')).map((i) => i.id)).toEqual(['g1']);
    const atom = `<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom"><title>F</title><id>f</id>
      <entry><title>E</title><id>urn:e:1</id><link href="https://a.example/e"/><updated>2026-01-01T00:00:00Z</updated></entry></feed>`;
    expect(parseFeedItems(atom).map((i) => [i.id, i.url])).toEqual([['urn:e:1', 'https://a.example/e']]);
  });

  it('refuses malformed XML, entity declarations and documents that are not feeds', () => {
    expect(() => parseFeedItems('<rss><channel><item><title>x</item>')).toThrow(FeedParseError);
    expect(() => parseFeedItems('<?xml version="1.0"?><!DOCTYPE r [<!ENTITY e "x">]><rss/>')).toThrow(/entities/);
    expect(() => parseFeedItems('<html><body>hi</body></html>')).toThrow(/not an RSS or Atom feed/);
    expect(() => parseFeedItems('')).toThrow(FeedParseError);
  });
});

describe('toDrafts', () => {
  const items = parseFeedItems(
    rss(`
      <item><title>One</title><guid>g1</guid><link>https://v.example/1</link><pubDate>Tue, 10 Nov 2026 09:00:00 GMT</pubDate>
        <category>GPU</category><category>gpu</category><description>&lt;p&gt;Para &lt;img src="https://v.example/i.png"&gt;&lt;/p&gt;</description></item>
      <item><title>No guid</title><link>https://v.example/2</link></item>
      <item><title></title><guid>untitled</guid></item>
      <item><title>No key</title></item>
      <item><title>One again</title><guid>g1</guid></item>
      <item><title>Bad link</title><guid>g3</guid><link>javascript:alert(1)</link><pubDate>Sat, 01 Jan 2100 00:00:00 GMT</pubDate></item>`),
  );
  const drafts = toDrafts(items, 'AMD', NOW);

  it('keys items by GUID, else link; skips untitled, keyless and repeated ones', () => {
    expect(drafts.map((d) => d.guid)).toEqual(['g1', 'https://v.example/2', 'g3']);
  });

  it('sanitises text, keeps only http(s) links, uses the local illustration and clamps future dates', () => {
    const [one, noGuid, bad] = drafts;
    expect(one).toMatchObject({
      title: 'One',
      content: 'Para',
      excerpt: 'Para',
      tags: ['gpu'],
      sourceUrl: 'https://v.example/1',
      imageUrl: '/images/news/source-amd.svg',
      source: 'AMD',
    });
    expect(one.publishedAt.toISOString()).toBe('2026-11-10T09:00:00.000Z');
    expect(noGuid.content).toBe('No guid');
    expect(noGuid.publishedAt).toBe(NOW);
    expect(bad.sourceUrl).toBeNull();
    expect(bad.publishedAt).toBe(NOW);
  });
});
