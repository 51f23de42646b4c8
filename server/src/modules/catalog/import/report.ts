// What an import did, per category: counts, skip reasons grouped, malformed lines with their place,
// the specs merged twins disagreed on and the prices refused as implausible.
import type { SpecConflict } from './twins';

export interface MalformedLine {
  file: string;
  line: number;
  error: string;
}

export interface CategoryReport {
  /** The upstream file name without .jsonl. */
  category: string;
  /** Records read (malformed lines included). */
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  /** Records that are a hand-curated seed part, which imports leave alone. */
  curated: number;
  /** Skipped records by reason. */
  skipped: Map<string, number>;
  malformed: number;
  /** Price imports: records with a price, and those matched to a catalog part. */
  priced: number;
  matched: number;
  /** Price imports: catalog parts whose price was set or changed. */
  pricesSet: number;
  /** Price imports: prices taken back from parts no record matches any more. */
  pricesWithdrawn: number;
  /** Price imports: parts only this source had added and no longer lists. */
  removed: number;
  /** Records merged into a twin of the same source (one product listed more than once). */
  merged: number;
  /** Records that are a seed part under another name, folded into it. */
  seedTwins: number;
  /** Price imports: listings whose price was refused as implausible. */
  refused: number;
}

/** A listing's price refused at import, and why. */
export interface RefusedPrice {
  category: string;
  name: string;
  priceCents: number;
  reason: string;
}

export interface ImportReport {
  source: string;
  categories: CategoryReport[];
  malformed: MalformedLine[];
  /** Category files that were not in the folder. */
  missingFiles: string[];
  /** Every spec merged twins (or a record and its seed part) disagreed on. */
  conflicts: (SpecConflict & { category: string })[];
  /** Every price refused as implausible. */
  refusedPrices: RefusedPrice[];
  elapsedMs: number;
}

export function newReport(source: string): ImportReport {
  return { source, categories: [], malformed: [], missingFiles: [], conflicts: [], refusedPrices: [], elapsedMs: 0 };
}

/** Closes a report: malformed lines in file and line order, and the time taken since `started`. */
export function finishReport(report: ImportReport, started: number): ImportReport {
  report.malformed.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  report.elapsedMs = performance.now() - started;
  return report;
}

export function emptyCategory(category: string): CategoryReport {
  return {
    category,
    read: 0,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    curated: 0,
    skipped: new Map(),
    malformed: 0,
    priced: 0,
    matched: 0,
    pricesSet: 0,
    pricesWithdrawn: 0,
    removed: 0,
    merged: 0,
    seedTwins: 0,
    refused: 0,
  };
}

const COUNTS = [
  'read',
  'inserted',
  'updated',
  'unchanged',
  'curated',
  'malformed',
  'priced',
  'matched',
  'pricesSet',
  'pricesWithdrawn',
  'removed',
  'merged',
  'seedTwins',
  'refused',
] as const;

function totals(categories: CategoryReport[]): CategoryReport {
  const total = emptyCategory('total');
  for (const c of categories) {
    for (const key of COUNTS) total[key] += c[key];
    for (const [reason, count] of c.skipped) total.skipped.set(reason, (total.skipped.get(reason) ?? 0) + count);
  }
  return total;
}

export function skip(report: CategoryReport, reason: string): void {
  report.skipped.set(reason, (report.skipped.get(reason) ?? 0) + 1);
}

export function skippedCount(report: CategoryReport): number {
  let total = 0;
  for (const count of report.skipped.values()) total += count;
  return total;
}

/** The share of priced records that matched a catalog part, as "72.4%", or "-" when none had a price. */
export function matchRate(report: Pick<CategoryReport, 'priced' | 'matched'>): string {
  return report.priced === 0 ? '-' : `${((report.matched / report.priced) * 100).toFixed(1)}%`;
}

function show(value: unknown): string {
  return Array.isArray(value) ? `[${value.join(', ')}]` : String(value);
}

function table(header: string[], rows: (string | number)[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(header), ...rows.map(line)];
}

const MALFORMED_SHOWN = 20;
const REASONS_SHOWN = 5;

/**
 * The summary printed at the end of an import: malformed lines, skip reasons (the most frequent per
 * category), then one table row per category and the elapsed time, last so that they stay in view.
 */
export function formatReport(report: ImportReport, prices: boolean): string[] {
  const out: string[] = [];
  if (report.missingFiles.length > 0) out.push(`Not in the folder (skipped): ${report.missingFiles.join(', ')}`);
  if (report.malformed.length > 0) {
    out.push(`Malformed lines, skipped (${report.malformed.length}):`);
    for (const m of report.malformed.slice(0, MALFORMED_SHOWN)) out.push(`  ${m.file}:${m.line}: ${m.error}`);
    if (report.malformed.length > MALFORMED_SHOWN)
      out.push(`  ... and ${report.malformed.length - MALFORMED_SHOWN} more`);
  }
  if (report.conflicts.length > 0) {
    out.push(`Twins merged with conflicting specs, the kept value first (${report.conflicts.length}):`);
    for (const c of report.conflicts) {
      const kept = c.rule === 'seed' ? 'seed part' : 'richer record';
      out.push(
        `  ${c.category}: ${c.spec} ${show(c.keptValue)} (${kept} ${c.kept}) over ${show(c.droppedValue)} (${c.dropped})`,
      );
    }
  }
  if (report.refusedPrices.length > 0) {
    out.push(`Prices refused as implausible (${report.refusedPrices.length}):`);
    for (const r of report.refusedPrices) {
      out.push(`  ${r.category}: ${r.name} $${(r.priceCents / 100).toFixed(2)}: ${r.reason}`);
    }
  }
  const withSkips = report.categories.filter((c) => c.skipped.size > 0);
  if (withSkips.length > 0) out.push('Skipped, by reason:');
  for (const c of withSkips) {
    const reasons = [...c.skipped].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    const shown = reasons.slice(0, REASONS_SHOWN).map(([reason, count]) => `${reason} ${count}`);
    const rest = reasons.slice(REASONS_SHOWN).reduce((sum, [, count]) => sum + count, 0);
    out.push(`  ${c.category}: ${shown.join('; ')}${rest > 0 ? `; other reasons ${rest}` : ''}`);
  }
  const columns = prices
    ? [
        'category',
        'read',
        'priced',
        'matched',
        'match rate',
        'prices set',
        'refused',
        'withdrawn',
        'inserted',
        'updated',
        'unchanged',
        'removed',
        'curated',
        'skipped',
        'malformed',
      ]
    : [
        'category',
        'read',
        'inserted',
        'updated',
        'unchanged',
        'merged',
        'seed twins',
        'removed',
        'curated',
        'skipped',
        'malformed',
      ];
  const total = totals(report.categories);
  const row = (c: CategoryReport) =>
    prices
      ? [
          c.category,
          c.read,
          c.priced,
          c.matched,
          matchRate(c),
          c.pricesSet,
          c.refused,
          c.pricesWithdrawn,
          c.inserted,
          c.updated,
          c.unchanged,
          c.removed,
          c.curated,
          skippedCount(c),
          c.malformed,
        ]
      : [
          c.category,
          c.read,
          c.inserted,
          c.updated,
          c.unchanged,
          c.merged,
          c.seedTwins,
          c.removed,
          c.curated,
          skippedCount(c),
          c.malformed,
        ];
  out.push(...table(columns, [...report.categories, total].map(row)));
  out.push(`${report.source}: done in ${(report.elapsedMs / 1000).toFixed(1)} s`);
  return out;
}

/** Where progress goes: stderr, or anything with write() and isTTY (a test's sink). */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

/**
 * Progress on stderr, so that stdout keeps only the summary: a bar redrawn in place on a terminal
 * (at most every `interval` ms), or a line per category (and every `interval` ms on long ones)
 * when the output is a file or a pipe.
 */
export class Progress {
  private category = '';
  private total = 0;
  private last = 0;

  constructor(
    private readonly stream: ProgressStream = process.stderr,
    private readonly interval = { terminal: 100, lines: 2000 },
  ) {}

  start(category: string, total: number): void {
    this.category = category;
    this.total = total;
    this.last = Date.now();
    if (this.stream.isTTY) this.draw(0, '');
  }

  update(done: number, counts: string): void {
    const now = Date.now();
    if (now - this.last < (this.stream.isTTY ? this.interval.terminal : this.interval.lines)) return;
    this.last = now;
    if (this.stream.isTTY) this.draw(done, counts);
    else this.stream.write(`${this.category}: ${done}/${this.total} ${counts}\n`);
  }

  finish(counts: string): void {
    if (this.stream.isTTY) {
      this.draw(this.total, counts);
      this.stream.write('\n');
    } else this.stream.write(`${this.category}: ${this.total}/${this.total} ${counts}\n`);
  }

  private draw(done: number, counts: string): void {
    const width = 30;
    const filled = this.total === 0 ? width : Math.round((done / this.total) * width);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(width - filled)}`;
    this.stream.write(`\r${this.category.padEnd(20)} [${bar}] ${done}/${this.total} ${counts}\u001b[K`);
  }
}
