/**
 * Rules for any text a caller sends, whatever the field. PostgreSQL's text types cannot hold the
 * NUL character (U+0000): a query carrying one fails inside the database ('invalid byte sequence
 * for encoding "UTF8": 0x00'), so every transport refuses it first, with this rule and message.
 */

/** True when the text holds a NUL character. */
export function hasNulCharacter(text: string): boolean {
  return text.includes('\u0000');
}

/** The refusal for a NUL character in the input named `where` ('Query parameter "q"', 'Variable "$email"'). */
export function nulCharacterMessage(where: string): string {
  return `${where} contains a NUL character (U+0000), which text may not contain.`;
}

/**
 * Where a NUL character of a JSON-like value is, or null: `root` itself, or a path under it
 * such as `root.items[2].name` (keys are checked too). The walk uses its own stack, so a deeply
 * nested value cannot overflow the call stack.
 */
export function findNulCharacter(value: unknown, root: string): string | null {
  const pending: [unknown, string][] = [[value, root]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === 'string') {
      if (hasNulCharacter(item)) return path;
    } else if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i -= 1) pending.push([item[i], `${path}[${i}]`]);
    } else if (typeof item === 'object' && item !== null) {
      const entries = Object.entries(item);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i];
        const childPath = `${path}.${key}`;
        if (hasNulCharacter(key)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value is a UUID (any version, either case): the form of every id the server hands out. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
