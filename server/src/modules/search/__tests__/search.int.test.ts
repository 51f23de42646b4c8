import { SNIPPET_START, SNIPPET_STOP, snippetText } from '@rigforge/common';
import { expectData, expectRefusal, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';

let server: TestServer;

/** Fixture words that appear nowhere in the seed content, so only the fixtures match them. */
beforeAll(async () => {
  server = await startTestServer();
  await sql(
    server,
    `INSERT INTO "article" ("slug", "category", "title", "description", "excerpt", "content", "tags", "publishedAt") VALUES
      ('fixture-body', 'Test', 'Fixture about fans', '', '', $1, '{}', '2025-01-02T00:00:00Z'),
      ('fixture-title', 'Test', 'Zorblat radiators explained', '', '', 'Nothing here names the word.', '{}', '2025-01-01T00:00:00Z'),
      ('fixture-tag', 'Test', 'Tagged fixture', '', '', 'Plain body text.', '{zorblat}', '2025-01-01T00:00:00Z'),
      ('fixture-markup', 'Test', 'Markup <b>fixture</b>', '', '', 'A <script>alert(1)</script> qwyxlo here, **bold** [link](http://example.invalid).', '{}', '2025-01-01T00:00:00Z')`,
    [`Long body. ${'Zorblat zorblat zorblat is mentioned many times in the body. '.repeat(20)}`],
  );
  await sql(
    server,
    `INSERT INTO "news_item" ("slug", "source", "title", "excerpt", "description", "content", "tags", "publishedAt") VALUES
      ('fixture-news', 'AMD', 'Zorblat chips announced', 'Short.', 'A longer description of zorblat chips.', 'Body.', '{cpu}', now())`,
  );
});

afterAll(async () => {
  await server.close();
});

const SEARCH = `query($q: String!, $limit: Int) {
  search(q: $q, limit: $limit) {
    query totalCount
    groups { kind label totalCount hits { slug title titleHighlight snippet label date } }
  }
}`;

interface Hit {
  slug: string;
  title: string;
  titleHighlight: string;
  snippet: string;
  label: string;
}
interface Result {
  query: string;
  totalCount: number;
  groups: { kind: string; label: string; totalCount: number; hits: Hit[] }[];
}

const search = (q: string, limit?: number) => expectData<Result>(server, SEARCH, { q, limit }, 'search');
const group = (r: Result, kind: string) => r.groups.find((g) => g.kind === kind)!;

describe('combined search', () => {
  it('ranks a title match above a tag match above a body match, however often the body repeats it', async () => {
    const result = await search('zorblat');
    const articles = group(result, 'ARTICLES');
    expect(articles.hits.map((h) => h.slug)).toEqual(['fixture-title', 'fixture-tag', 'fixture-body']);
    expect(articles.totalCount).toBe(3);
    expect(articles.hits[0].titleHighlight).toBe(`${SNIPPET_START}Zorblat${SNIPPET_STOP} radiators explained`);
    expect(articles.hits[2].snippet).toContain(`${SNIPPET_START}Zorblat${SNIPPET_STOP}`);
  });

  it('always answers the four groups in order, and covers news items', async () => {
    const result = await search('zorblat');
    expect(result.groups.map((g) => [g.kind, g.label])).toEqual([
      ['ARTICLES', 'Articles'],
      ['NEWS', 'News'],
      ['GUIDES', 'Build Guides'],
      ['COMPONENTS', 'Components'],
    ]);
    const news = group(result, 'NEWS');
    expect(news.hits.map((h) => h.slug)).toEqual(['fixture-news']);
    expect(news.hits[0].label).toBe('AMD');
    expect(result.totalCount).toBe(result.groups.reduce((n, g) => n + g.totalCount, 0));
  });

  it('matches the last word as a prefix, stemmed or as typed', async () => {
    expect(group(await search('zorbl'), 'ARTICLES').totalCount).toBe(3);
    const power = await search('power sup');
    expect(group(power, 'ARTICLES').hits[0].slug).toBe('how-to-choose-a-power-supply');
    const memory = await search('memory timin');
    expect(group(memory, 'ARTICLES').hits[0].slug).toBe('memory-speed-and-timings');
    // The earlier words match whole words only: "zorbl" alone before another word finds nothing.
    expect(group(await search('zorbl radiators'), 'ARTICLES').totalCount).toBe(0);
  });

  it('searches the seeded guides and articles, and limits each group', async () => {
    const result = await search('gaming', 2);
    expect(group(result, 'GUIDES').hits.length).toBeLessThanOrEqual(2);
    expect(group(result, 'GUIDES').totalCount).toBeGreaterThan(0);
    const nvme = await search('nvme');
    expect(group(nvme, 'ARTICLES').hits[0].slug).toBe('nvme-ssds-and-pcie-generations');
  });

  it('honours quotes and exclusions (websearch syntax)', async () => {
    const phrase = await search('"zorblat radiators"');
    expect(group(phrase, 'ARTICLES').hits.map((h) => h.slug)).toEqual(['fixture-title']);
    const excluded = await search('zorblat -radiators');
    expect(group(excluded, 'ARTICLES').hits.map((h) => h.slug)).not.toContain('fixture-title');
  });

  it('answers empty groups when nothing matches or the text is blank', async () => {
    const none = await search('qqqxxyyzz');
    expect(none.totalCount).toBe(0);
    expect(none.groups.every((g) => g.hits.length === 0 && g.totalCount === 0)).toBe(true);
    const blank = await search('   ');
    expect(blank).toMatchObject({ query: '', totalCount: 0 });
  });

  it('never fails on punctuation, quotes, operators or markup in the text', async () => {
    for (const q of [
      '"',
      '"unterminated phrase',
      "it's",
      '\\',
      ':*',
      '& | ! ( ) <-> :* *',
      "'; DROP TABLE article; --",
      '-',
      'or',
      '12V-2x6',
      'ddr5-6000 cl30',
      '%_%',
      '<script>alert(1)</script>',
      '\u0002\u0003',
      'émigré naïve 日本語',
      '🙂🙂',
    ]) {
      const res = await server.graphql(SEARCH, { q });
      expect({ q, errors: res.body.errors }).toEqual({ q, errors: undefined });
    }
  });

  it('strips Markdown syntax and link targets from snippets, and keeps titles as plain text', async () => {
    const hit = group(await search('qwyxlo'), 'ARTICLES').hits[0];
    expect(hit.slug).toBe('fixture-markup');
    expect(snippetText(hit.snippet)).toContain('qwyxlo here, bold link');
    expect(hit.snippet).not.toContain('**');
    expect(hit.snippet).not.toContain('http://example.invalid');
    expect(hit.title).toBe('Markup <b>fixture</b>');
  });

  it('refuses NUL characters, over-long text and bad limits with BAD_USER_INPUT', async () => {
    const nul = await expectRefusal(server, SEARCH, { q: 'psu\u0000' });
    expect(nul.code).toBe('BAD_USER_INPUT');
    expect(await expectRefusal(server, SEARCH, { q: 'x'.repeat(201) })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Search text must be at most 200 characters',
    });
    expect(await expectRefusal(server, SEARCH, { q: 'psu', limit: 21 })).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'limit must be at most 20',
    });
    // The longest accepted text, full of words and operators, still answers.
    const long = await server.graphql(SEARCH, { q: 'power supply -- "" or ! '.repeat(9).slice(0, 200) });
    expect(long.body.errors).toBeUndefined();
  });
});

describe('GET /api/search', () => {
  it('answers the grouped result as JSON', async () => {
    const res = await server.http.get('/api/search').query({ q: 'zorblat', limit: 2 }).expect(200);
    expect(res.body.query).toBe('zorblat');
    expect(res.body.groups.map((g: { kind: string }) => g.kind)).toEqual(['articles', 'news', 'guides', 'components']);
    expect(res.body.groups[0].hits).toHaveLength(2);
    expect(res.body.groups[0].totalCount).toBe(3);
  });

  it('refuses a missing q, NUL characters and over-long text with 400', async () => {
    expect((await server.http.get('/api/search').expect(400)).body.code).toBe('BAD_USER_INPUT');
    expect((await server.http.get('/api/search').query({ q: 'a\u0000b' }).expect(400)).body.code).toBe(
      'BAD_USER_INPUT',
    );
    const long = await server.http
      .get('/api/search')
      .query({ q: 'y'.repeat(5000) })
      .expect(400);
    expect(long.body.message).toBe('Search text must be at most 200 characters');
    expect((await server.http.get('/api/search').query({ q: 'psu', limit: 'x' }).expect(400)).body.code).toBe(
      'BAD_USER_INPUT',
    );
  });
});
