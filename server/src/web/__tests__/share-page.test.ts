import { shareSummary } from '@rigforge/common';
import { escapeHtml } from '@rigforge/common';
import { withPageMeta, type PageMeta } from '../share-page';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The site's own description."
    />
    <title>RigForge - Build Your Ultimate Gaming PC</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const META: PageMeta = {
  title: 'RigForge - <b>"Fast" & $& cheap</b>',
  shortTitle: '<b>"Fast" & $& cheap</b>',
  description: "Budget Gaming PC build: 2 parts, $1,234.50. Shared by o'neil on RigForge.",
  noindex: false,
};

describe('share page previews', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('says what the build is, in one sentence', () => {
    expect(
      shareSummary({ category: 'Mid-Range Gaming', partCount: 8, totalPriceCents: 123_456, username: 'ana' }),
    ).toBe('Mid-Range Gaming PC build: 8 parts, $1,234.56. Shared by ana on RigForge.');
    expect(shareSummary({ category: 'Budget Gaming', partCount: 1, totalPriceCents: 5000, username: 'bo' })).toBe(
      'Budget Gaming PC build: 1 part, $50.00. Shared by bo on RigForge.',
    );
  });

  it("replaces the shell's title and description, escaped, and adds the Open Graph tags", () => {
    const html = withPageMeta(SHELL, META);
    expect(html).toContain('<title>RigForge - &lt;b&gt;&quot;Fast&quot; &amp; $&amp; cheap&lt;/b&gt;</title>');
    expect(html).not.toContain("The site's own description.");
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Budget Gaming PC build: 2 parts, $1,234.50. Shared by o&#39;neil on RigForge." />',
    );
    expect(html).toContain(
      '<meta property="og:title" content="&lt;b&gt;&quot;Fast&quot; &amp; $&amp; cheap&lt;/b&gt;" />',
    );
    expect(html).toContain('<meta property="og:description" content="Budget Gaming PC build: 2 parts');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('robots');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('keeps private builds out of search results, and adds the tags to a shell without a title', () => {
    const html = withPageMeta('<html><head></head><body></body></html>', { ...META, noindex: true });
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
  });
});
