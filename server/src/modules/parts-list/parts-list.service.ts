import {
  PartsListMatcher,
  isBuildLine,
  matchPartsListLines,
  parsePartsList,
  sumCents,
  type Cents,
  type IgnoredPartsListLine,
  type MatchedPartsListLine,
} from '@rigforge/common';
import { badInput } from '../../lib/errors';
import type { CatalogService } from '../catalog/catalog.service';
import type { Component } from '../catalog/component.entity';

/**
 * The matcher of the last catalog snapshot. Building one takes 1.3–1.9 s on the full catalog
 * (docs/parts-list.md), so it is kept across the catalog cache's reloads while the catalog's content
 * is the same: same number of parts, same latest updatedAt (every catalog write sets it).
 */
let built: { rows: readonly Component[]; version: string; matcher: PartsListMatcher<Component> } | null = null;

function catalogVersion(rows: readonly Component[]): string {
  let latest = 0;
  for (const row of rows) latest = Math.max(latest, row.updatedAt.getTime());
  return `${rows.length}|${latest}`;
}

/** A parsed line with its catalog part, loaded in full (null for a custom part). */
export type PartsListLineResult = Omit<MatchedPartsListLine<Component>, 'part'> & { component: Component | null };

export interface PartsListResult {
  lines: PartsListLineResult[];
  ignored: IgnoredPartsListLine[];
  /** The prices the list gives, summed over the lines that count in the build (no extra part, no bad price). */
  totalCents: Cents;
}

/** Importing a pasted parts list: common's parser, then common's matcher over every catalog part. */
export class PartsListService {
  constructor(private readonly catalog: CatalogService) {}

  /** The list's lines matched to the catalog. `text` was checked at the edge (partsListRequestSchema). */
  async parse(text: string): Promise<PartsListResult> {
    const parsed = parsePartsList(text);
    if (!parsed.ok) throw badInput(parsed.message, { field: 'text', reason: parsed.code });
    const matched = parsed.lines.length > 0 ? matchPartsListLines(await this.matcher(), parsed.lines) : [];
    const ids = matched.flatMap((line) => (line.part ? [line.part.id] : []));
    // The index holds only the matching columns; the answer shows the parts in full.
    const full = new Map((await this.catalog.byIds(ids)).map((c) => [c.id, c]));
    const lines = matched.map(({ part, ...line }) => {
      const component = part ? (full.get(part.id) ?? null) : null;
      // A part removed since the snapshot leaves the line custom.
      return component ? { ...line, component } : { ...line, component, confidence: 0, custom: true };
    });
    return {
      lines,
      ignored: parsed.ignored,
      totalCents: sumCents(lines.filter(isBuildLine).map((l) => l.priceCents ?? 0)),
    };
  }

  private async matcher(): Promise<PartsListMatcher<Component>> {
    const rows = await this.catalog.matchableParts();
    if (built?.rows === rows) return built.matcher;
    const version = catalogVersion(rows);
    built = built?.version === version ? { ...built, rows } : { rows, version, matcher: new PartsListMatcher(rows) };
    return built.matcher;
  }
}
