/**
 * Ids for objects that are not rows: a generated build's part, an upgrade, a compatibility check.
 * Such an object's `id` is made from everything it holds, so two different objects never share an
 * id (a normalised client cache such as Apollo's InMemoryCache merges objects by type and id) and
 * the same object always gets the same one. Pure and synchronous, so the server and the static
 * deployment give the same ids (docs/api.md#ids).
 */

/** One 53-bit round of cyrb53 over `text` with `seed` (a well-spread string hash, not a cryptographic one). */
function cyrb53(text: string, seed: number): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** A value an object holds, as its id reads it. */
export type ContentValue = string | number | boolean | null | undefined;

/**
 * The id of an object of `typename` holding `values` (in a fixed order): the type's name, then two
 * 53-bit hashes of the values in base 36, e.g. `BuildPart:1x2k…`. The values are joined as JSON, so
 * no two different lists read alike.
 */
export function contentId(typename: string, values: readonly ContentValue[]): string {
  const text = JSON.stringify([typename, ...values.map((v) => (v === undefined ? null : v))]);
  return `${typename}:${cyrb53(text, 1).toString(36)}${cyrb53(text, 2).toString(36)}`;
}

/** A generated build's part (BuildPart): its catalog part, and what this build says of it. */
export interface BuildPartContent {
  id: string;
  slug: string;
  name: string;
  category: string;
  priceCents: number;
  reason: string;
  locked?: boolean;
  owned?: boolean;
}

export const buildPartId = (p: BuildPartContent): string =>
  contentId('BuildPart', [
    p.id,
    p.slug,
    p.name,
    p.category,
    p.priceCents,
    p.reason,
    p.locked === true,
    p.owned === true,
  ]);

/** An optional upgrade (BuildUpgrade): its catalog part, and what the swap adds. */
export interface BuildUpgradeContent {
  id: string;
  slug: string;
  name: string;
  type: string;
  priceCents: number;
  extraCents: number;
  reason: string;
}

export const buildUpgradeId = (u: BuildUpgradeContent): string =>
  contentId('BuildUpgrade', [u.id, u.slug, u.name, u.type, u.priceCents, u.extraCents, u.reason]);

/** One check of a compatibility report (CompatibilityCheckResult): its rule, and what it says of these parts. */
export interface CheckContent {
  id: string;
  label: string;
  status: string;
  message: string;
}

export const checkResultId = (c: CheckContent): string =>
  contentId('CompatibilityCheckResult', [c.id, c.label, c.status, c.message]);
