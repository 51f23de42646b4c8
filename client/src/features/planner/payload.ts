// The build-result page's address: a generated build as URL-encoded JSON in `data`, read with common's
// build-result shape (untrusted input: anyone can hand out a link).
import {
  buildResultPayloadSchema,
  cents,
  parseWith,
  payloadPath,
  sumCents,
  toCents,
  toDollars,
  type AllocationShares,
  type BuildResultPayload,
  type PartType,
} from '@rigforge/common';

export type { BuildResultPayload, PayloadPart, PayloadUpgrade } from '@rigforge/common';

export type PayloadParseResult =
  | { status: 'ok'; payload: BuildResultPayload }
  /** No `data` parameter at all. */
  | { status: 'missing' }
  /** `data` is not JSON. */
  | { status: 'malformed'; error: unknown }
  /** JSON, but not a build: `reason` says what is wrong. */
  | { status: 'invalid'; reason: string };

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
  const parsed = parseWith(buildResultPayloadSchema, json);
  return parsed.ok
    ? { status: 'ok', payload: parsed.value }
    : { status: 'invalid', reason: `${payloadPath(parsed.path)} ${parsed.message}` };
}

/** The sum of the part prices in dollars, to the cent. */
export function partsTotal(parts: BuildResultPayload['parts']): number {
  return toDollars(sumCents(parts.map((p) => toCents(p.price))));
}

/** The result page's address for a payload: /build-result?data=<URL-encoded JSON>. */
export function buildResultPath(payload: BuildResultPayload): string {
  return `/build-result?data=${encodeURIComponent(JSON.stringify(payload))}`;
}

/** The generated build fields the payload takes from a generate response. */
export interface GeneratedBuildLike {
  /** `componentId`: the catalog part (a generated part's own `id` is a content id, docs/api.md#ids). */
  parts: readonly {
    componentId: string;
    slug: string;
    name: string;
    type: string;
    priceCents: number;
    reason: string;
  }[];
  budgetCents: number;
  totalCents: number;
  fitsBudget: boolean;
  message?: string | null;
  upgrades?: readonly {
    componentId: string;
    slug: string;
    name: string;
    type: string;
    priceCents: number;
    extraCents: number;
    reason: string;
  }[];
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
      id: p.componentId,
      slug: p.slug,
      name: p.name,
      price: toDollars(cents(p.priceCents)),
      // The server only sends the eight types; the result page re-checks when it reads this.
      category: p.type as PartType,
      reason: p.reason,
    })),
    budget: toDollars(cents(build.budgetCents)),
  };
  if (options.withUseCases) payload.useCases = [...build.useCases];
  payload.buildType = options.buildType ?? build.buildType;
  payload.resolution = options.resolution ?? build.resolution;
  if (options.allocation) payload.allocation = { ...options.allocation };
  if (options.withBuildTier && build.buildTier) payload.buildTier = build.buildTier;
  payload.total = toDollars(cents(build.totalCents));
  payload.fitsBudget = build.fitsBudget;
  payload.message = build.message ?? null;
  if (build.upgrades?.length) {
    payload.upgrades = build.upgrades.map((u) => ({
      id: u.componentId,
      slug: u.slug,
      name: u.name,
      category: u.type as PartType,
      priceCents: u.priceCents,
      extraCents: u.extraCents,
      reason: u.reason,
    }));
  }
  return payload;
}
