// Retailer product feeds for `npm run prices:import <file>` (CSV or JSON): parsing and the column
// mapping (docs/pricing.md "Feed columns"). Pure functions, unit-tested.
import { toCents, type Cents } from '@rigforge/common';
import { parseRetailer, type Retailer } from '../pricing.rules';

/** Each field's accepted column names (compared ignoring case, spaces, dashes and underscores). */
export const FEED_COLUMNS = {
  retailer: ['retailer', 'store', 'seller', 'merchant'],
  name: ['name', 'product', 'productname', 'title'],
  component: ['component', 'componentid', 'slug'],
  sku: ['sku', 'asin', 'item', 'itemnumber', 'retailersku'],
  price: ['price', 'saleprice', 'priceusd', 'currentprice'],
  listPrice: ['listprice', 'regularprice', 'msrp', 'wasprice'],
  inStock: ['instock', 'availability', 'stock', 'available'],
  url: ['url', 'link', 'producturl'],
  observedAt: ['observedat', 'date', 'updatedat', 'lastupdated', 'timestamp'],
} as const;
export type FeedField = keyof typeof FEED_COLUMNS;

export interface FeedRow {
  retailer: Retailer;
  name: string | null;
  component: string | null;
  sku: string | null;
  priceCents: Cents;
  listPriceCents: Cents | null;
  inStock: boolean | null;
  url: string | null;
  observedAt: Date;
}

const columnKey = (name: string): string => name.toLowerCase().replace(/[\s_\-.]/g, '');

/** RFC 4180 CSV: quoted fields may hold commas, quotes ("") and line breaks. Rows of strings, with their line numbers. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line += 1;
        cell += c;
      }
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      cells.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i += 1;
      cells.push(cell);
      if (cells.some((x) => x.trim() !== '')) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line += 1;
      rowLine = line;
    } else cell += c;
  }
  cells.push(cell);
  if (cells.some((x) => x.trim() !== '')) rows.push({ line: rowLine, cells });
  return rows;
}

/** A feed file's records as column → value, with their line (CSV) or index (JSON) for the report. */
export function readFeed(
  text: string,
  format: 'csv' | 'json',
): { at: number; record: Record<string, unknown> }[] | { error: string } {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (err) {
      return { error: `not valid JSON: ${err instanceof Error ? err.message : String(err)}` };
    }
    const list = Array.isArray(data)
      ? data
      : typeof data === 'object' && data !== null && Array.isArray((data as { offers?: unknown }).offers)
        ? (data as { offers: unknown[] }).offers
        : null;
    if (!list) return { error: 'a JSON feed is an array of offers, or an object with an "offers" array' };
    return list.map((record, i) => ({
      at: i + 1,
      record:
        typeof record === 'object' && record !== null && !Array.isArray(record)
          ? (record as Record<string, unknown>)
          : {},
    }));
  }
  const rows = parseCsv(text);
  if (rows.length === 0) return { error: 'the CSV file is empty' };
  const header = rows[0].cells.map((h) => h.trim());
  return rows.slice(1).map(({ line, cells }) => ({
    at: line,
    record: Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])),
  }));
}

function field(record: Record<string, unknown>, name: FeedField): unknown {
  const accepted: readonly string[] = FEED_COLUMNS[name];
  for (const [key, value] of Object.entries(record)) {
    if (accepted.includes(columnKey(key)) && value !== '' && value !== null && value !== undefined) return value;
  }
  return undefined;
}

const textOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : typeof value === 'number' ? String(value) : null;

/** "$1,299.99", "1299.99" or 1299.99 → cents; null when not a positive amount. */
export function feedCents(value: unknown): Cents | null {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(/[$,\s]|USD/gi, '')) : NaN;
  return Number.isFinite(amount) && amount > 0 && amount < 1_000_000 ? toCents(amount) : null;
}

/** true/false, yes/no, 1/0, "in stock"/"out of stock"; null when unknown. */
export function feedStock(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  const t = textOf(value)
    ?.toLowerCase()
    .replace(/[\s_-]/g, '');
  if (t === undefined || t === null) return null;
  if (['true', 'yes', 'y', '1', 'instock', 'available', 'now'].includes(t)) return true;
  if (['false', 'no', 'n', '0', 'outofstock', 'soldout', 'unavailable'].includes(t)) return false;
  return null;
}

/** One record → a feed row, or why it is skipped. `retailer` is the file's when the rows name none. */
export function mapFeedRecord(
  record: Record<string, unknown>,
  fallbackRetailer: Retailer | null,
  importedAt: Date,
): FeedRow | { skip: string } {
  const rawRetailer = textOf(field(record, 'retailer'));
  const retailer = rawRetailer === null ? fallbackRetailer : parseRetailer(rawRetailer);
  if (retailer === null) {
    return {
      skip:
        rawRetailer === null
          ? 'no retailer (add a retailer column or --retailer)'
          : `unknown retailer "${rawRetailer}"`,
    };
  }
  const priceCents = feedCents(field(record, 'price'));
  if (priceCents === null) return { skip: 'no price, or not a positive amount' };
  const name = textOf(field(record, 'name'));
  const component = textOf(field(record, 'component'));
  const sku = textOf(field(record, 'sku'));
  if (name === null && component === null && sku === null) return { skip: 'no name, component or sku' };
  if (name !== null && name.length > 300) return { skip: 'name longer than 300 characters' };
  const listPriceCents = feedCents(field(record, 'listPrice'));
  const rawUrl = textOf(field(record, 'url'));
  let url: string | null = null;
  if (rawUrl !== null) {
    if (!/^https:\/\/[^\s]+$/.test(rawUrl) || rawUrl.length > 1000) return { skip: 'url must be an https:// address' };
    url = rawUrl;
  }
  const rawDate = textOf(field(record, 'observedAt'));
  let observedAt = importedAt;
  if (rawDate !== null) {
    const time = Date.parse(rawDate);
    if (!Number.isFinite(time)) return { skip: `observed_at "${rawDate}" is not a date (use ISO 8601)` };
    if (time > importedAt.getTime() + 86_400_000) return { skip: 'observed_at is in the future' };
    observedAt = new Date(time);
  }
  return {
    retailer,
    name,
    component,
    sku,
    priceCents,
    listPriceCents: listPriceCents !== null && listPriceCents >= priceCents ? listPriceCents : null,
    inStock: feedStock(field(record, 'inStock')),
    url,
    observedAt,
  };
}
