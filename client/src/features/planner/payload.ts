// The build-result payload (docs/requirements.md §3 "Build-result payload"): a generated build carried in the
// address of /build-result as URL-encoded JSON. The address is untrusted input: anyone can hand out
// a link, so parsing checks every field, keeps only the fields we know, and never keeps anything
// the page would turn into a URL (retail links are always rebuilt from the part name and category).
import { ALLOCATION_KEYS, PART_TYPES, type AllocationShares, type PartType } from '@rigforge/common';

/** One part of a generated build, as the result page shows it. */
export interface PayloadPart {
  /** The catalog id, when the part came from the catalog (the compatibility check needs it). */
  id?: string;
  /** The catalog slug, for a link to the part's page. */
  slug?: string;
  name: string;
  /** Dollars. */
  price: number;
  category: PartType;
  reason: string;
}

export interface BuildResultPayload {
  parts: PayloadPart[];
  /** The budget the build was planned for, in dollars. */
  budget?: number;
  useCases?: string[];
  buildType?: string;
  resolution?: string;
  /** The calculator's split, in dollars (calculator flow). */
  allocation?: AllocationShares;
  /** Budget, Mid-Range or High-End (strict-budget generation only). */
  buildTier?: string;
  /** The sum of the part prices as the server computed it (the page recomputes it from the parts). */
  total?: number;
  /** False when no compatible build fits the budget; `message` then says so. */
  fitsBudget?: boolean;
  message?: string | null;
}

export type PayloadParseResult =
  | { status: 'ok'; payload: BuildResultPayload }
  /** No `data` parameter at all. */
  | { status: 'missing' }
  /** `data` is not JSON. */
  | { status: 'malformed'; error: unknown }
  /** JSON, but not a build: `reason` says what is wrong. */
  | { status: 'invalid'; reason: string };

/** A generated build has 8 to about 12 parts; anything far beyond that is not one of ours. */
export const MAX_PAYLOAD_PARTS = 24;
/** Longest text field we keep (names, reasons, messages); longer means a tampered address. */
const MAX_TEXT = 2000;

class InvalidPayload extends Error {}

function fail(reason: string): never {
  throw new InvalidPayload(reason);
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_TEXT;
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An optional field: undefined when absent (or null), else checked. */
function optional<T>(obj: Json, key: string, check: (value: unknown) => value is T, what: string): T | undefined {
  const value = obj[key];
  if (value === undefined || value === null) return undefined;
  if (!check(value)) fail(`${key} must be ${what}`);
  return value;
}

function isPartCategory(value: unknown): value is PartType {
  return typeof value === 'string' && (PART_TYPES as readonly string[]).includes(value);
}

function parsePart(value: unknown, index: number): PayloadPart {
  if (!isObject(value)) fail(`parts[${index}] must be an object`);
  const { name, price, category, reason } = value;
  if (!isText(name) || name.trim() === '') fail(`parts[${index}].name must be a non-empty string`);
  if (!isFiniteNumber(price) || price < 0) fail(`parts[${index}].price must be a number of dollars`);
  if (!isPartCategory(category)) fail(`parts[${index}].category must be one of ${PART_TYPES.join(', ')}`);
  if (!isText(reason)) fail(`parts[${index}].reason must be a string`);
  const part: PayloadPart = { name, price, category, reason };
  const id = optional(value, 'id', isText, 'a string');
  const slug = optional(value, 'slug', isText, 'a string');
  if (id !== undefined) part.id = id;
  if (slug !== undefined) part.slug = slug;
  return part;
}

function isAllocation(value: unknown): value is AllocationShares {
  return isObject(value) && ALLOCATION_KEYS.every((key) => isFiniteNumber(value[key]) && value[key] >= 0);
}

function isTextList(value: unknown): value is string[] {
  return Array.isArray(value) && value.length <= 20 && value.every(isText);
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/**
 * Checks a decoded payload. Required: `parts`, a non-empty array of parts with a string name, a
 * finite price, a known category and a string reason. Every other field is optional, but a field
 * that is present must have its type: a wrong type anywhere makes the whole payload invalid (an
 * address we did not write is not worth half-showing). Unknown fields are dropped.
 */
export function validatePayload(value: unknown): BuildResultPayload {
  if (!isObject(value)) fail('the payload must be an object');
  const { parts } = value;
  if (!Array.isArray(parts) || parts.length === 0) fail('parts must be a non-empty array');
  if (parts.length > MAX_PAYLOAD_PARTS) fail(`parts may hold at most ${MAX_PAYLOAD_PARTS} parts`);
  const payload: BuildResultPayload = { parts: parts.map(parsePart) };

  const budget = optional(value, 'budget', isFiniteNumber, 'a number');
  const useCases = optional(value, 'useCases', isTextList, 'a list of strings');
  const buildType = optional(value, 'buildType', isText, 'a string');
  const resolution = optional(value, 'resolution', isText, 'a string');
  const allocation = optional(value, 'allocation', isAllocation, 'an allocation of dollar amounts');
  const buildTier = optional(value, 'buildTier', isText, 'a string');
  const total = optional(value, 'total', isFiniteNumber, 'a number');
  const fitsBudget = optional(value, 'fitsBudget', isBoolean, 'true or false');
  const message = optional(value, 'message', isText, 'a string');

  if (budget !== undefined) payload.budget = budget;
  if (useCases !== undefined) payload.useCases = useCases;
  if (buildType !== undefined) payload.buildType = buildType;
  if (resolution !== undefined) payload.resolution = resolution;
  if (allocation !== undefined) {
    payload.allocation = Object.fromEntries(ALLOCATION_KEYS.map((k) => [k, allocation[k]])) as AllocationShares;
  }
  if (buildTier !== undefined) payload.buildTier = buildTier;
  if (total !== undefined) payload.total = total;
  if (fitsBudget !== undefined) payload.fitsBudget = fitsBudget;
  if (message !== undefined) payload.message = message;
  return payload;
}

/**
 * Reads the `data` parameter (already percent-decoded, as URLSearchParams hands it out). Never
 * throws.
 */
export function parseBuildResultData(data: string | null): PayloadParseResult {
  if (data === null || data.trim() === '') return { status: 'missing' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch (error) {
    return { status: 'malformed', error };
  }
  try {
    return { status: 'ok', payload: validatePayload(json) };
  } catch (error) {
    if (error instanceof InvalidPayload) return { status: 'invalid', reason: error.message };
    throw error;
  }
}

/** The sum of the part prices in dollars, to the cent. */
export function partsTotal(parts: BuildResultPayload['parts']): number {
  return Math.round(parts.reduce((sum, p) => sum + Math.round(p.price * 100), 0)) / 100;
}

/** The result page's address for a payload: /build-result?data=<URL-encoded JSON>. */
export function buildResultPath(payload: BuildResultPayload): string {
  return `/build-result?data=${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The generated build fields the payload takes from a generate response. */
export interface GeneratedBuildLike {
  parts: readonly { id: string; slug: string; name: string; type: string; priceCents: number; reason: string }[];
  budgetCents: number;
  totalCents: number;
  fitsBudget: boolean;
  message?: string | null;
  useCases: readonly string[];
  buildType: string;
  resolution: string;
  buildTier?: string | null;
}

/**
 * The payload for a generated build. The caller says which optional fields the flow carries:
 * `useCases` (use-case flows), `allocation` (calculator flow), `buildTier` (strict budget only);
 * `buildType` and `resolution` override the response's (the result page's use-case step uses its
 * own defaults, docs/requirements.md §9).
 */
export function payloadFromBuild(
  build: GeneratedBuildLike,
  options: {
    withUseCases: boolean;
    allocation?: AllocationShares;
    withBuildTier: boolean;
    buildType?: string;
    resolution?: string;
  },
): BuildResultPayload {
  const payload: BuildResultPayload = {
    parts: build.parts.map((p) => ({
      id: p.id,
      slug: p.slug,
      name: p.name,
      price: p.priceCents / 100,
      // The server only sends the eight types; the result page re-checks when it reads this.
      category: p.type as PartType,
      reason: p.reason,
    })),
    budget: build.budgetCents / 100,
  };
  if (options.withUseCases) payload.useCases = [...build.useCases];
  payload.buildType = options.buildType ?? build.buildType;
  payload.resolution = options.resolution ?? build.resolution;
  if (options.allocation) payload.allocation = { ...options.allocation };
  if (options.withBuildTier && build.buildTier) payload.buildTier = build.buildTier;
  payload.total = build.totalCents / 100;
  payload.fitsBudget = build.fitsBudget;
  payload.message = build.message ?? null;
  return payload;
}
