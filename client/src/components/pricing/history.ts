import { cents, toDollars } from '@rigforge/common';
import { type Retailer } from '../../generated/graphql';

/**
 * A chart series: a retailer, or LOWEST for points that name none (the PC Part Dataset snapshots
 * record the lowest price across retailers without saying where).
 */
export type SeriesKey = Retailer | 'LOWEST';

export interface HistoryPoint {
  retailer: Retailer | null;
  priceCents: number;
  observedAt: string;
}

/** One row of the chart: a day, and each line's price that day (dollars), when observed. */
export interface ChartRow {
  day: string;
  time: number;
  /** By line key (ChartLine.key). */
  values: Partial<Record<string, number>>;
}

/** A line of the chart: one stretch of a series without a gap (a series with gaps is drawn in pieces). */
export interface ChartLine {
  key: string;
  series: SeriesKey;
  /** The series' first piece (the one the legend names). */
  first: boolean;
}

/** A stretch of time with no observation of a series, drawn as a break in its line. */
export interface HistoryGap {
  series: SeriesKey;
  from: string;
  to: string;
}

/**
 * Observations of a series further apart than this are not joined by a line: the PC Part Dataset
 * snapshots come every month or so, then none from May 2024 to July 2025.
 */
export const GAP_DAYS = 120;
const DAY_MS = 86_400_000;

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export function dayOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/** Each series' observation days, oldest first, and its lowest price (dollars) on each. */
function perSeries(points: readonly HistoryPoint[]): Map<SeriesKey, Map<string, number>> {
  const out = new Map<SeriesKey, Map<string, number>>();
  for (const point of points) {
    const days = out.get(seriesOf(point)) ?? new Map<string, number>();
    const day = dayOf(point.observedAt);
    const dollars = toDollars(cents(point.priceCents));
    const known = days.get(day);
    days.set(day, known === undefined ? dollars : Math.min(known, dollars));
    out.set(seriesOf(point), days);
  }
  return out;
}

const timeOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The gaps of more than GAP_DAYS between a series' consecutive observation days. */
export function historyGaps(points: readonly HistoryPoint[]): HistoryGap[] {
  const gaps: HistoryGap[] = [];
  for (const [series, days] of perSeries(points)) {
    const sorted = [...days.keys()].sort();
    for (let i = 1; i < sorted.length; i += 1) {
      if (timeOf(sorted[i]) - timeOf(sorted[i - 1]) > GAP_DAYS * DAY_MS) {
        gaps.push({ series, from: sorted[i - 1], to: sorted[i] });
      }
    }
  }
  return gaps;
}

/**
 * The observed points as chart rows, oldest first (one row per day), and the lines to draw: each
 * series is cut into pieces at its gaps, each piece its own line, so no line crosses a gap. Nothing
 * is interpolated: a line without an observation on a day has no value that day.
 */
export function chartData(points: readonly HistoryPoint[]): { rows: ChartRow[]; lines: ChartLine[] } {
  const rows = new Map<string, ChartRow>();
  const lines: ChartLine[] = [];
  for (const [series, days] of perSeries(points)) {
    let piece = 0;
    let previous: string | null = null;
    for (const day of [...days.keys()].sort()) {
      if (previous !== null && timeOf(day) - timeOf(previous) > GAP_DAYS * DAY_MS) piece += 1;
      const key = piece === 0 ? series : `${series} ${piece + 1}`;
      if (!lines.some((l) => l.key === key)) lines.push({ key, series, first: piece === 0 });
      const row = rows.get(day) ?? { day, time: timeOf(day), values: {} };
      row.values[key] = days.get(day);
      rows.set(day, row);
      previous = day;
    }
  }
  return { rows: [...rows.values()].sort((a, b) => a.time - b.time), lines };
}

export function seriesOf(point: Pick<HistoryPoint, 'retailer'>): SeriesKey {
  return point.retailer ?? 'LOWEST';
}

const DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const SHORT = new Intl.DateTimeFormat('en-US', { month: 'short', year: '2-digit', timeZone: 'UTC' });

/** 'Jul 4, 2023'. */
export function formatDay(iso: string | number): string {
  return DAY.format(new Date(iso));
}

/** "Jul '23", for the chart's axis. */
export function formatAxisMonth(time: number): string {
  return SHORT.format(new Date(time)).replace(' ', " '");
}

/** How long ago an observation was: 'just now', '5 min ago', '3 h ago', else the date. */
export function formatObserved(iso: string, now = Date.now()): string {
  const age = now - Date.parse(iso);
  if (!Number.isFinite(age)) return 'unknown time';
  if (age < 60_000) return 'just now';
  if (age < 3_600_000) return `${Math.floor(age / 60_000)} min ago`;
  if (age < 86_400_000) return `${Math.floor(age / 3_600_000)} h ago`;
  return formatDay(iso);
}
