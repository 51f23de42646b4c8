// The ingestion sanitiser against XSS payloads: whatever comes in, what goes out is plain text with
// no tag, no event handler, no script, no link and no image, at any encoding depth.
import { feedHtmlToText, feedTextLine, safeLink } from '../ingest/sanitize';

const PAYLOADS: [string, string][] = [
  ['script tag', '<p>Hello</p><script>alert(1)</script><p>World</p>'],
  ['script, upper case and spaced', '<SCRIPT >alert(1)</SCRIPT >text'],
  ['img onerror', '<img src=x onerror="alert(1)">caption'],
  ['javascript: href', '<a href="javascript:alert(1)">click me</a>'],
  ['javascript: href, entity-obfuscated', '<a href="jav&#x09;ascript:alert(1)">click</a>'],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>after'],
  ['svg with script', '<svg><script>alert(1)</script></svg>ok'],
  ['style expression', '<div style="width: expression(alert(1))">styled</div>'],
  ['style tag', '<style>body{background:url("javascript:alert(1)")}</style>plain'],
  ['data: URL image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">pic'],
  ['data: URL link', '<a href="data:text/html,<script>alert(1)</script>">x</a>'],
  ['iframe', '<iframe src="https://evil.example/"></iframe>framed'],
  ['object/embed', '<object data="x.swf"></object><embed src="x.swf">embedded'],
  ['body onload', '<body onload="alert(1)">body text</body>'],
  ['nested broken tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['encoded script', '&lt;script&gt;alert(1)&lt;/script&gt;visible'],
  ['double-encoded script', '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;visible'],
  ['triple-encoded img', '&amp;amp;lt;img src=x onerror=alert(1)&amp;amp;gt;visible'],
  ['numeric-encoded tag', '&#60;img src=x onerror=alert(1)&#62;visible'],
  ['hex-encoded tag', '&#x3c;svg/onload=alert(1)&#x3e;visible'],
  ['comment trick', '<!--<img src=x onerror=alert(1)>-->after comment'],
  ['CDATA trick', '<![CDATA[<script>alert(1)</script>]]>after'],
  ['unclosed attribute', '<a href="javascript:alert(1)" onmouseover="alert(1)'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">meta'],
  ['form action', '<form action="javascript:alert(1)"><input type=submit></form>form'],
  ['math/href', '<math><mtext><a xlink:href="javascript:alert(1)">m</a></mtext></math>'],
  ['template', '<template><img src=x onerror=alert(1)></template>tpl'],
  ['null byte in tag', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['base tag', '<base href="javascript:alert(1)//">base'],
  ['link stylesheet', '<link rel=stylesheet href="javascript:alert(1)">linked'],
];

describe('feedHtmlToText', () => {
  it.each(PAYLOADS)('neutralises %s', (_name, payload) => {
    const out = feedHtmlToText(payload);
    expect(out).not.toMatch(/<\s*[a-z!/?]/i); // no tag, comment or declaration of any kind
    expect(out).not.toMatch(/\bon[a-z]+\s*=/i); // no event handler attribute
    expect(out).not.toMatch(/javascript\s*:/i);
    expect(out).not.toMatch(/data\s*:\s*(text|image)/i);
    expect(out).not.toMatch(/expression\s*\(/i);
    expect(out).not.toContain('\u0000');
  });

  it('keeps the prose: visible text survives, script text does not', () => {
    expect(feedHtmlToText('<p>Hello</p><script>alert(1)</script><p>World</p>')).toBe('Hello\n\nWorld');
    expect(feedHtmlToText('<a href="javascript:alert(1)">click me</a>')).toBe('click me');
    expect(feedHtmlToText('&lt;script&gt;alert(1)&lt;/script&gt;visible')).toBe('visible');
    expect(feedHtmlToText('<div style="width: expression(alert(1))">styled</div>')).toBe('styled');
  });

  it('turns blocks into paragraphs and decodes entities in ordinary text', () => {
    expect(feedHtmlToText('<h2>Title</h2><p>One &amp; two</p><ul><li>a</li><li>b</li></ul>')).toBe(
      'Title\n\nOne & two\n\na b',
    );
    expect(feedHtmlToText('Line one<br>line two')).toBe('Line one line two');
    expect(feedHtmlToText('5 &lt; 6 and 7 &gt; 3')).toBe('5 < 6 and 7 > 3');
    expect(feedHtmlToText('caf&eacute; &#8212; &#x2014;')).toBe('café — —');
  });

  it('caps the length at a paragraph boundary', () => {
    const html = `<p>${'a'.repeat(60)}</p><p>${'b'.repeat(60)}</p>`;
    expect(feedHtmlToText(html, 100)).toBe('a'.repeat(60));
    expect(feedHtmlToText('x'.repeat(300), 100)).toHaveLength(100);
  });
});

describe('feedTextLine and safeLink', () => {
  it('makes one line of text from a title with markup', () => {
    expect(feedTextLine('<b>New</b>\n driver <img src=x onerror=alert(1)> out', 300)).toBe('New driver out');
    expect(feedTextLine('x'.repeat(500), 300)).toHaveLength(300);
  });

  it('keeps http(s) links only', () => {
    expect(safeLink('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeLink('http://example.com/')).toBe('http://example.com/');
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '/relative',
      'https://u:p@example.com/',
      '',
      null,
    ]) {
      expect(safeLink(bad)).toBeNull();
    }
  });
});
