// The build-result payload (docs/requirements.md §3 "Build-result payload"): a generated build carried in the
// address of /build-result as URL-encoded JSON. The address is untrusted input: anyone can hand out
// a link, so reading it checks every field, keeps only the fields we know, and never keeps anything
// the page would turn into a URL (retail links are always rebuilt from the part name and category).
import { z } from 'zod';
import { PART_TYPES, type PartType } from './catalog';
import { ALLOCATION_KEYS, type AllocationShares } from './planner';
import { refuse } from './schema';

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

/** An optional upgrade the unspent budget could buy: one catalog part to swap in. */
export interface PayloadUpgrade {
  id?: string;
  slug?: string;
  name: string;
  category: PartType;
  /** The part price, in US cents. */
  priceCents: number;
  /** What the swap adds to the total, in US cents. */
  extraCents: number;
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
  /** What the unspent budget could buy, in the planner's order (a strict budget left partly unspent). */
  upgrades?: PayloadUpgrade[];
}

/** A generated build has 8 to about 12 parts; anything far beyond that is not one of ours. */
export const MAX_PAYLOAD_PARTS = 24;
/** Longest text field we keep (names, reasons, messages); longer means a tampered address. */
const MAX_TEXT = 2000;
const MAX_USE_CASES = 20;

// Messages say what the value at their path must be: the reader prefixes the path ('parts[0].price').
const STRING = 'must be a string';
const text = z.string({ error: STRING }).max(MAX_TEXT, { error: STRING });
/** z.number() refuses NaN and the infinities too. */
const number = z.number({ error: 'must be a number' });

/** An optional field: absent or null is left out; present, it must have its type. */
const optional = <T>(schema: z.ZodType<T>) => schema.nullish().transform((value) => value ?? undefined);

const part: z.ZodType<PayloadPart> = z.object(
  {
    name: z
      .string({ error: 'must be a non-empty string' })
      .max(MAX_TEXT, { error: 'must be a non-empty string' })
      .refine((name) => name.trim() !== '', { error: 'must be a non-empty string' }),
    price: z.number({ error: 'must be a number of dollars' }).min(0, { error: 'must be a number of dollars' }),
    category: z.enum(PART_TYPES, { error: `must be one of ${PART_TYPES.join(', ')}` }),
    reason: text,
    id: optional(text),
    slug: optional(text),
  },
  { error: 'must be an object' },
);

/** A generated build offers at most one upgrade per kind of part. */
const MAX_UPGRADES = 8;
const cents = z.number({ error: 'must be whole US cents' }).int({ error: 'must be whole US cents' });

const upgrade: z.ZodType<PayloadUpgrade> = z.object(
  {
    name: text.refine((name) => name.trim() !== '', { error: 'must be a non-empty string' }),
    category: z.enum(PART_TYPES, { error: `must be one of ${PART_TYPES.join(', ')}` }),
    priceCents: cents.min(0, { error: 'must be whole US cents' }),
    extraCents: cents,
    reason: text,
    id: optional(text),
    slug: optional(text),
  },
  { error: 'must be an object' },
);

const allocation = z.unknown().transform((value, ctx): AllocationShares => {
  const shares = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const ok = ALLOCATION_KEYS.every((key) => {
    const share = shares[key];
    return typeof share === 'number' && Number.isFinite(share) && share >= 0;
  });
  if (!ok || Array.isArray(value)) return refuse(ctx, 'must be an allocation of dollar amounts');
  return Object.fromEntries(ALLOCATION_KEYS.map((key) => [key, shares[key]])) as AllocationShares;
});

const useCases = z
  .unknown()
  .transform((value, ctx): string[] =>
    Array.isArray(value) && value.length <= MAX_USE_CASES && value.every((id) => text.safeParse(id).success)
      ? (value as string[])
      : refuse(ctx, 'must be a list of strings'),
  );

/**
 * A decoded payload. Required: `parts`, a non-empty array of parts with a string name, a finite
 * price, a known category and a string reason. Every other field is optional, but a field that is
 * present must have its type: a wrong type anywhere makes the whole payload invalid (an address we
 * did not write is not worth half-showing). Unknown fields are dropped.
 */
export const buildResultPayloadSchema: z.ZodType<BuildResultPayload> = z
  .object(
    {
      parts: z
        .array(part, { error: 'must be a non-empty array' })
        .min(1, { error: 'must be a non-empty array' })
        .max(MAX_PAYLOAD_PARTS, { error: `may hold at most ${MAX_PAYLOAD_PARTS} parts` }),
      budget: optional(number),
      useCases: optional(useCases),
      buildType: optional(text),
      resolution: optional(text),
      allocation: optional(allocation),
      buildTier: optional(text),
      total: optional(number),
      fitsBudget: optional(z.boolean({ error: 'must be true or false' })),
      message: optional(text),
      upgrades: optional(
        z
          .array(upgrade, { error: 'must be an array' })
          .max(MAX_UPGRADES, { error: `may hold at most ${MAX_UPGRADES} upgrades` }),
      ),
    },
    { error: 'must be an object' },
  )
  .transform(withoutAbsent);

/** The fields that are there: a payload written back to an address carries no empty keys. */
function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** Where an issue is, as a reader writes it: 'the payload', 'parts', 'parts[0].price'. */
export function payloadPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return 'the payload';
  return path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i === 0 ? '' : '.'}${String(key)}`)).join('');
}
