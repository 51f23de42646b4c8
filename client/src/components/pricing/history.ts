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

/** One row of the chart: a day, and each retailer's price that day (dollars), when observed. */
export type ChartRow = { day: string; time: number } & Partial<Record<SeriesKey, number>>;

/** The UTC day of an instant, 'YYYY-MM-DD'. */
export function dayOf(iso: string): string {
  return new Date(iso).toISOString().slice(0, 10);
}

/**
 * The observed points as chart rows, oldest first: one row per day, each retailer's lowest price
 * that day. Nothing is interpolated: a retailer without an observation on a day has no value.
 */
export function chartRows(points: readonly HistoryPoint[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const point of points) {
    const day = dayOf(point.observedAt);
    const row = rows.get(day) ?? { day, time: Date.parse(`${day}T00:00:00Z`) };
    const dollars = toDollars(cents(point.priceCents));
    const series = seriesOf(point);
    const current = row[series];
    row[series] = current === undefined ? dollars : Math.min(current, dollars);
    rows.set(day, row);
  }
  return [...rows.values()].sort((a, b) => a.time - b.time);
}

export function seriesOf(point: Pick<HistoryPoint, 'retailer'>): SeriesKey {
  return point.retailer ?? 'LOWEST';
}

/** The series that have at least one point. */
export function seriesIn(points: readonly HistoryPoint[]): SeriesKey[] {
  return [...new Set(points.map(seriesOf))];
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
