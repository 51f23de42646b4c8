// Seed catalog parts for tests, by slug: a test names the part it needs instead of copying it.
import { partSlug, type AnyPartInput, type PartType } from '@rigforge/common';
import { seedParts } from '../db/seed/catalog';

let bySlug: Map<string, AnyPartInput> | null = null;

/** The seed part with this slug (e.g. 'cpu-amd-ryzen-5-7600'); throws for a slug the seed does not have. */
export function seedPart(slug: string): AnyPartInput {
  bySlug ??= new Map(seedParts().map((p) => [partSlug(p.type, p.name), p]));
  const part = bySlug.get(slug);
  if (!part) throw new Error(`The seed catalog has no part ${slug}.`);
  return part;
}

/** Every seed part of a type, in seed-file order. */
export function seedPartsOf<T extends PartType>(type: T): Extract<AnyPartInput, { type: T }>[] {
  return seedParts().filter((p): p is Extract<AnyPartInput, { type: T }> => p.type === type);
}
