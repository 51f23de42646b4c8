// The ingestion sanitiser: feed HTML in, plain text out. Policy (docs/news.md): no markup survives at
// all (no tags, so no scripts, event handlers, links, images, styles or data: URLs); block elements
// become paragraph breaks; entities are decoded, and text that decodes into markup is stripped again.
import sanitizeHtml from 'sanitize-html';

/** Tags whose end starts a new paragraph (or line, for br and li). */
const BLOCK_END = /<\/(p|div|h[1-6]|blockquote|pre|section|article|header|footer|ul|ol|table|tr)\s*>/gi;
const LINE_BREAK = /<(br|hr)\b[^>]*>|<\/li\s*>/gi;

const STRIP_ALL: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // The text inside these is code or form data, never prose: drop it with the tag.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
    'title',
    'head',
  ],
  disallowedTagsMode: 'discard',
};

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities sanitize-html writes, plus numeric ones and the common named ones. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // No NULs, no surrogates, nothing past Unicode: those decode to nothing.
      if (!Number.isFinite(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '';
      return String.fromCodePoint(code);
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** Removes every tag once and decodes the result. */
function stripOnce(html: string): string {
  const marked = html.replace(BLOCK_END, '\n\n').replace(LINE_BREAK, '\n');
  return decodeEntities(sanitizeHtml(marked, STRIP_ALL));
}

/**
 * Feed HTML (or text) as plain-text paragraphs separated by a blank line, at most `maxLength`
 * characters. Markup that was entity-encoded (`&lt;script&gt;`) decodes into markup, so the strip runs
 * again until nothing changes (a few rounds at most): no tag-shaped text survives any encoding depth.
 */
export function feedHtmlToText(html: string, maxLength = 20_000): string {
  let text = html;
  for (let round = 0; round < 5; round += 1) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  // Anything still shaped like a tag after five rounds (an absurdly deep encoding) loses its brackets.
  text = text.replace(/<(?=[a-z!/?])/gi, '‹');
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    // Control characters other than newline and tab are noise (and NUL is refused by PostgreSQL).
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split(/\n[ \t\u00a0]*\n+/)
    .map((p) => p.replace(/[ \t\u00a0\n]+/g, ' ').trim())
    .filter((p) => p !== '');
  let out = '';
  for (const p of paragraphs) {
    const next = out === '' ? p : `${out}\n\n${p}`;
    if (next.length > maxLength) {
      if (out === '') out = p.slice(0, maxLength);
      break;
    }
    out = next;
  }
  return out;
}

/** One line of plain text (a title, a tag) from feed HTML or text, at most `maxLength` characters. */
export function feedTextLine(html: string, maxLength: number): string {
  return feedHtmlToText(html, maxLength * 4)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim();
}

/** An http(s) link from a feed, or null (javascript:, data:, relative or malformed links are dropped). */
export function safeLink(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    if (u.username !== '' || u.password !== '') return null;
    return u.href.length <= 1000 ? u.href : null;
  } catch {
    return null;
  }
}
