/**
 * Rules for any text a caller sends, whatever the field. Two kinds of character are refused by every
 * transport before anything runs, with these rules and messages:
 * - the NUL character (U+0000): PostgreSQL's text types cannot hold it, so a query carrying one fails
 *   inside the database ('invalid byte sequence for encoding "UTF8": 0x00');
 * - a lone surrogate (U+D800 to U+DFFF not in a pair, e.g. JSON's "\ud83d" alone): it is no
 *   character at all, UTF-8 cannot encode it (the driver would store U+FFFD instead), and
 *   encodeURIComponent throws on it, so a name holding one broke the retail links after the write.
 */

/** True when the text holds a NUL character. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds half of a surrogate pair without the other half. */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text);
}

/** The refusal for a NUL character in the input named `where` ('Query parameter "q"', 'Variable "$email"'). */
export function nulCharacterMessage(where: string): string {
  return `${where} contains a NUL character (U+0000), which text may not contain.`;
}

/** The refusal for a lone surrogate in the input named `where`. */
export function loneSurrogateMessage(where: string): string {
  return `${where} contains a lone surrogate (half of a UTF-16 pair), which is not a character; send valid Unicode text.`;
}

/** The refusal for `text` in the input named `where`, or null when the text may be taken. */
export function textRefusal(text: string, where: string): string | null {
  if (hasNulCharacter(text)) return nulCharacterMessage(where);
  if (hasLoneSurrogate(text)) return loneSurrogateMessage(where);
  return null;
}

/** Where a string that textRefusal refuses is, and the message for it once named. */
export interface RefusedText {
  /** `root` itself, or a path under it such as `root.items[2].name`. */
  path: string;
  message(where: string): string;
}

function refusedText(text: string): RefusedText['message'] | null {
  if (hasNulCharacter(text)) return nulCharacterMessage;
  if (hasLoneSurrogate(text)) return loneSurrogateMessage;
  return null;
}

/**
 * The first string of a JSON-like value that textRefusal refuses (keys are checked too), or null.
 * The walk uses its own stack, so a deeply nested value cannot overflow the call stack.
 */
export function findRefusedText(value: unknown, root: string): RefusedText | null {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      const message = refusedText(item);
      if (message) return { path, message };
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) pending.push([item[i], `${path}[${i}]`]);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i];
        const childPath = `${path}.${key}`;
        const message = refusedText(key);
        if (message) return { path: childPath, message };
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

// The NUL character is what this pattern is for.
// eslint-disable-next-line no-control-regex
const SHOWN_ESCAPED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A path from findRefusedText (rooted at '') as the caller wrote it, the refused characters escaped (\u0000). */
export function shownPath(path: string): string {
  return path.replace(/^\./, '').replace(SHOWN_ESCAPED, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID (any version, either case): the form of every id the server hands out.
 * The one check for it: server and client call this rather than a regex of their own. A string
 * stays a string when it is not one (no narrowing to never); anything else is narrowed to string.
 */
export function isUuid(value: string): boolean;
export function isUuid(value: unknown): value is string;
export function isUuid(value: unknown): boolean {
  return typeof value === 'string' && UUID.test(value);
}
