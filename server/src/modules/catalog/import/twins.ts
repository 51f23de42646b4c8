// Twins: records of one source that are one real product (BuildCores lists some boards, kits and
// drives two or three times, under names that differ by word order, a colour the other omits or a
// packaging word), and records that are a hand-curated seed part under another name. Each product
// becomes one part: twins are merged into the record with the most specs, and a record that is a
// seed part is folded into it. Every spec the twins disagree on is logged (docs/import.md#catalog-hygiene).
import {
  type AnyPartInput,
  type SpecMap,
  type SpecValue,
  compactKey,
  colourFit,
  coloursOf,
  MatchIndex,
  specsAgree,
  type MatchSubject,
} from '@rigforge/common';
import { isPartNumber, plainName, specConflicts } from './hygiene';

/** A spec two twins give different values for, and which value the merged part keeps. */
export interface SpecConflict {
  /** The part kept (the merged part's name, or the seed part's). */
  kept: string;
  /** The twin whose value was dropped. */
  dropped: string;
  spec: string;
  keptValue: SpecValue;
  droppedValue: SpecValue;
  /** 'seed' when a seed part's curated value won; 'richer' when the record with more specs did. */
  rule: 'seed' | 'richer';
}

export interface Merged {
  part: AnyPartInput;
  /** The names of the records merged into it (not its own). */
  twins: string[];
  conflicts: SpecConflict[];
}

/** How many specs a part knows (the richer record wins a conflict). */
function knownSpecs(part: AnyPartInput): number {
  return Object.values(part.specs as SpecMap).filter((v) => v !== undefined && v !== null && v !== '').length;
}

/** A processor sold without box and cooler: its boxed twin stands for the product. */
function isTray(part: AnyPartInput): boolean {
  return /\b(oem|tray)\b/i.test(part.name);
}

/** Whether two records may be one product: same type and brand, no disagreeing key spec, colours that fit. */
function compatible(a: AnyPartInput, b: AnyPartInput): boolean {
  const subject = (p: AnyPartInput): MatchSubject => ({ ...p, specs: p.specs as SpecMap });
  return (
    a.type === b.type &&
    compactKey(a.brand) === compactKey(b.brand) &&
    specsAgree(a.type, a.specs as SpecMap, b.specs as SpecMap) &&
    colourFit(coloursOf(subject(a)), coloursOf(subject(b))) !== null
  );
}

/** The keys that make two records twins: the plain name (colour and packaging words dropped), a part number. */
function twinKeys(part: AnyPartInput): string[] {
  const brand = `${part.type}|${compactKey(part.brand)}`;
  const numbers = (part.partNumbers ?? []).filter(isPartNumber).map((pn) => `pn|${brand}|${compactKey(pn)}`);
  return [`name|${brand}|${plainName(part.name)}`, ...new Set(numbers)];
}

/**
 * Merges `others` into `base`: specs, part numbers, retailer ids and release year that base lacks are
 * taken from the others; where both know a spec and disagree, base's value stays and the conflict is
 * returned.
 */
export function mergeInto(base: AnyPartInput, others: readonly AnyPartInput[], rule: SpecConflict['rule']): Merged {
  const specs: SpecMap = { ...(base.specs as SpecMap) };
  const conflicts: SpecConflict[] = [];
  const partNumbers = [...(base.partNumbers ?? [])];
  let retailer = base.retailer;
  let releaseYear = base.releaseYear;
  for (const other of others) {
    const otherSpecs = other.specs as SpecMap;
    for (const spec of specConflicts(specs, otherSpecs)) {
      conflicts.push({
        kept: base.name,
        dropped: other.name,
        spec,
        keptValue: specs[spec],
        droppedValue: otherSpecs[spec],
        rule,
      });
    }
    for (const [key, value] of Object.entries(otherSpecs)) if (!(key in specs)) specs[key] = value;
    for (const pn of other.partNumbers ?? []) if (!partNumbers.includes(pn)) partNumbers.push(pn);
    if (other.retailer) retailer = { ...other.retailer, ...retailer };
    releaseYear ??= other.releaseYear;
  }
  const part = {
    ...base,
    specs,
    ...(partNumbers.length > 0 ? { partNumbers } : {}),
    ...(retailer ? { retailer } : {}),
    ...(releaseYear !== undefined ? { releaseYear } : {}),
  } as AnyPartInput;
  return { part, twins: others.map((o) => o.name), conflicts };
}

/**
 * Groups one source's records into products: a record joins the group of an earlier record it
 * shares a twin key with, when it is compatible with every record already in it (so that a wrong
 * part number cannot chain two products together). Each group is merged into its richest record
 * (the first of equals; a boxed processor before its OEM/tray twin). Groups keep the order of their first record.
 */
export function mergeTwins(parts: readonly AnyPartInput[]): Merged[] {
  const groups: AnyPartInput[][] = [];
  const byKey = new Map<string, AnyPartInput[][]>();
  for (const part of parts) {
    const keys = twinKeys(part);
    const candidates = [...new Set(keys.flatMap((k) => byKey.get(k) ?? []))];
    let group = candidates.find((g) => g.every((member) => compatible(member, part)));
    if (!group) {
      group = [];
      groups.push(group);
    }
    group.push(part);
    for (const key of keys) {
      const list = byKey.get(key) ?? [];
      if (!list.includes(group)) list.push(group);
      byKey.set(key, list);
    }
  }
  return groups.map((group) => {
    const rank = (p: AnyPartInput) => (isTray(p) ? 0 : 1000) + knownSpecs(p);
    const base = group.reduce((best, p) => (rank(p) > rank(best) ? p : best), group[0]);
    return mergeInto(
      base,
      group.filter((p) => p !== base),
      'richer',
    );
  });
}

/** A seed part as the seed-twin check reads it. */
export type SeedPart = MatchSubject & { partNumbers: string[] };

/**
 * Finds the seed part an imported part is, if any: one that shares a part number with it and is
 * compatible, or else the one the price import's matching finds (brand, model tokens, key specs and
 * colours; see matching.ts) when exactly one product fits.
 */
export class SeedTwins<S extends SeedPart> {
  private readonly index: MatchIndex<S>;
  private readonly byPartNumber = new Map<string, S[]>();

  constructor(seeds: readonly S[]) {
    this.index = new MatchIndex(seeds);
    for (const seed of seeds) {
      for (const pn of seed.partNumbers.filter(isPartNumber)) {
        const key = `${seed.type}|${compactKey(seed.brand)}|${compactKey(pn)}`;
        this.byPartNumber.set(key, [...(this.byPartNumber.get(key) ?? []), seed]);
      }
    }
  }

  find(part: AnyPartInput): S | null {
    const subject: MatchSubject = { type: part.type, name: part.name, brand: part.brand, specs: part.specs as SpecMap };
    const brand = `${part.type}|${compactKey(part.brand)}`;
    const byNumber = new Set(
      (part.partNumbers ?? [])
        .filter(isPartNumber)
        .flatMap((pn) => this.byPartNumber.get(`${brand}|${compactKey(pn)}`) ?? [])
        .filter(
          (seed) =>
            specsAgree(part.type, subject.specs, seed.specs) && colourFit(coloursOf(subject), coloursOf(seed)) !== null,
        ),
    );
    if (byNumber.size === 1) return [...byNumber][0];
    const result = this.index.match(subject);
    return result.kind === 'matched' && new Set(result.candidates).size === 1 ? result.candidates[0] : null;
  }
}
