// The saved-build request shapes (docs/requirements.md §3 "Saved build payload"): what createSavedBuild and
// POST /api/saved-builds take, and the changes updateSavedBuild and PATCH /api/saved-builds/{id} take.
// Untrusted input from either transport; every refusal is a sentence a person can act on, nothing is clipped.
import { z } from 'zod';
import { SAVED_BUILD_LIMITS } from './builds';
import { PART_TYPES, parsePartType, type PartType } from './catalog';
import { isUuid } from './input';
import { readAmount, roundToDollar, toCents, type Cents, type MoneyUnit } from './money';
import {
  RESOLUTIONS,
  USE_CASE_IDS,
  USE_CASE_UNKNOWN_MESSAGE,
  normalizeUseCases,
  type Resolution,
  type UseCaseId,
} from './planner';
import { parseWith, refuse } from './schema';

export interface SavedPartDraft {
  type: PartType;
  name: string;
  priceCents: Cents;
  /** A catalog part id as given; the service keeps it only when the part exists. */
  componentId: string | null;
  /** The builder's marks: kept by "Complete my build"; already owned (saved at $0). */
  locked: boolean;
  owned: boolean;
}

export interface SavedBuildDraft {
  /** Null: the service makes the docs/requirements.md §5 default from the category and the total. */
  title: string | null;
  description: string | null;
  isPublic: boolean;
  /** The budget it was planned for, rounded to whole dollars. */
  budgetCents: Cents | null;
  buildType: string | null;
  resolution: Resolution | null;
  useCases: UseCaseId[];
  components: SavedPartDraft[];
}

export interface SavedBuildPatch {
  title?: string;
  description?: string | null;
  isPublic?: boolean;
}

const { titleMax, descriptionMax, componentsMax, componentNameMax, priceMax } = SAVED_BUILD_LIMITS;
/** A build has at most one of each of these. */
const SINGLE_TYPES: readonly PartType[] = ['CPU', 'Motherboard', 'GPU', 'PSU', 'Case', 'Cooler'];
const BUILD_TYPE_MAX = 40;

export const TITLE_TOO_LONG = `Title must be at most ${titleMax} characters.`;
export const TITLE_EMPTY = 'Title cannot be empty.';
export const DESCRIPTION_TOO_LONG = `Description must be at most ${descriptionMax} characters.`;
export const NO_COMPONENTS = 'A saved build needs at least one component.';
export const TOO_MANY_COMPONENTS = `A saved build can have at most ${componentsMax} components.`;
export const NOTHING_TO_CHANGE = 'Give a title, a description or isPublic to change.';

const absent = (value: unknown): value is null | undefined => value === undefined || value === null;
/** Null and undefined as undefined, so that `.optional()` lets both through. */
const orUndefined = (value: unknown): unknown => (absent(value) ? undefined : value);

/**
 * An amount in `unit` (dollars as a number or a numeric string as REST callers send them; whole cents
 * in GraphQL) as cents, from 0 to `max` dollars.
 */
function amount(what: string, max: number, unit: MoneyUnit) {
  const words = unit === 'dollars' ? 'an amount in dollars' : 'a whole number of cents';
  return z
    .unknown()
    .optional()
    .transform((value, ctx): Cents => {
      if (typeof value === 'number' && value < 0) return refuse(ctx, `${what} must not be negative.`);
      const read = readAmount(value, unit);
      if (read === null || read < 0) return refuse(ctx, `${what} must be ${words}, 0 or more.`);
      if (read > toCents(max)) return refuse(ctx, `${what} must be at most $${max.toLocaleString('en-US')}.`);
      return read;
    });
}

/** Optional text, trimmed; absent or blank is null. */
function text(what: string, max: number, tooLong: string) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx): string | null => {
      if (absent(value)) return null;
      if (typeof value !== 'string') return refuse(ctx, `${what} must be text.`);
      const trimmed = value.trim();
      if (trimmed.length > max) return refuse(ctx, tooLong);
      return trimmed === '' ? null : trimmed;
    });
}

const title = text('Title', titleMax, TITLE_TOO_LONG);
const description = text('Description', descriptionMax, DESCRIPTION_TOO_LONG);
const isPublic = z.preprocess(orUndefined, z.boolean({ error: 'isPublic must be true or false.' }).optional());

/** A true-or-false mark of a part; absent is false. */
const mark = (what: string) =>
  z
    .preprocess(orUndefined, z.boolean({ error: `${what} must be true or false.` }).optional())
    .transform((v) => v ?? false);

/** One part of the list; `at` ('Component 2') starts each message. `category` is read as an older name of `type`. */
function savedPartSchema(at: string, unit: MoneyUnit): z.ZodType<SavedPartDraft> {
  const typeMessage = `${at}: type must be one of ${PART_TYPES.join(', ')}.`;
  const idMessage = `${at}: componentId must be the id of a catalog part.`;
  return z
    .preprocess(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        !Array.isArray(value) &&
        absent((value as { type?: unknown }).type)
          ? { ...value, type: (value as { category?: unknown }).category }
          : value,
      z.object(
        {
          name: z
            .string({ error: `${at}: name is required.` })
            .transform((name) => name.trim().replace(/\s+/g, ' '))
            .refine((name) => name !== '', { error: `${at}: name is required.` })
            .refine((name) => name.length <= componentNameMax, {
              error: `${at}: name must be at most ${componentNameMax} characters.`,
            }),
          type: z
            .unknown()
            .optional()
            .transform((value, ctx): PartType => parsePartType(value) ?? refuse(ctx, typeMessage)),
          price: z
            .preprocess(orUndefined, amount(`${at}: price`, priceMax, unit).optional())
            .transform((priceCents, ctx): Cents => priceCents ?? refuse(ctx, `${at}: price is required.`)),
          componentId: z
            .preprocess(orUndefined, z.string({ error: idMessage }).refine(isUuid, { error: idMessage }).optional())
            .transform((id) => id?.toLowerCase() ?? null),
          locked: mark(`${at}: locked`),
          owned: mark(`${at}: owned`),
        },
        { error: `${at} must be an object.` },
      ),
    )
    .transform(({ price, ...part }) => ({ ...part, priceCents: price }));
}

const components = (unit: MoneyUnit) =>
  z
    .unknown()
    .optional()
    .transform((value, ctx): SavedPartDraft[] => {
      if (absent(value)) return refuse(ctx, NO_COMPONENTS);
      if (!Array.isArray(value)) return refuse(ctx, 'components must be a list of parts.');
      if (value.length === 0) return refuse(ctx, NO_COMPONENTS);
      if (value.length > componentsMax) return refuse(ctx, TOO_MANY_COMPONENTS);
      const parts: SavedPartDraft[] = [];
      for (const [index, item] of value.entries()) {
        const part = parseWith(savedPartSchema(`Component ${index + 1}`, unit), item);
        if (!part.ok) return refuse(ctx, part.message, [index]);
        parts.push(part.value);
      }
      for (const type of SINGLE_TYPES) {
        const count = parts.filter((p) => p.type === type).length;
        if (count > 1) return refuse(ctx, `A build has one ${type}; ${count} were given.`);
      }
      return parts;
    });

const totalLimit = priceMax * componentsMax;

/**
 * createSavedBuild and POST /api/saved-builds, with amounts in `unit` (dollars in the REST payload,
 * cents in GraphQL's input, under the payload's names). A given totalPrice and category are not
 * read: the service computes both from the parts.
 */
export const savedBuildInputSchemaIn = (unit: MoneyUnit): z.ZodType<SavedBuildDraft> =>
  z
    .preprocess(
      (body) => body ?? {},
      z.object(
        {
          title,
          description,
          isPublic: isPublic.transform((flag) => flag ?? false),
          budget: z.preprocess(
            orUndefined,
            amount('budget', totalLimit, unit)
              .transform((amount, ctx): Cents =>
                amount < toCents(1) ? refuse(ctx, 'budget must be at least $1.') : roundToDollar(amount),
              )
              .optional(),
          ),
          buildType: z.preprocess(
            (value) => (value === '' ? undefined : orUndefined(value)),
            z
              .string({ error: `buildType must be text of at most ${BUILD_TYPE_MAX} characters.` })
              .trim()
              .max(BUILD_TYPE_MAX, { error: `buildType must be text of at most ${BUILD_TYPE_MAX} characters.` })
              .optional(),
          ),
          resolution: z.preprocess(
            (value) => (value === '' ? undefined : orUndefined(value)),
            z.enum(RESOLUTIONS, { error: `resolution must be one of ${RESOLUTIONS.join(', ')}.` }).optional(),
          ),
          useCases: z.preprocess(
            orUndefined,
            z
              .array(z.enum(USE_CASE_IDS, { error: USE_CASE_UNKNOWN_MESSAGE }), { error: USE_CASE_UNKNOWN_MESSAGE })
              .optional(),
          ),
          components: components(unit),
        },
        { error: 'The saved build must be an object.' },
      ),
    )
    .transform(({ budget, ...input }) => ({
      ...input,
      budgetCents: budget ?? null,
      buildType: input.buildType || null,
      resolution: input.resolution ?? null,
      useCases: normalizeUseCases(input.useCases ?? []),
    }));

/** A saved build's new parts list (replaceSavedBuildParts, PUT /api/saved-builds/{id}/components). */
export const savedPartsSchemaIn = (unit: MoneyUnit): z.ZodType<SavedPartDraft[]> =>
  z
    .preprocess(
      (body) => body ?? {},
      z.object({ components: components(unit) }, { error: 'The parts must be an object.' }),
    )
    .transform(({ components: parts }) => parts);

export const savedPartsInCentsSchema = savedPartsSchemaIn('cents');
export const savedPartsSchema = savedPartsSchemaIn('dollars');

/** POST /api/saved-builds's payload (dollars). */
export const savedBuildInputSchema = savedBuildInputSchemaIn('dollars');
/** createSavedBuild's input (cents). */
export const savedBuildInputInCentsSchema = savedBuildInputSchemaIn('cents');

/** updateSavedBuild and PATCH /api/saved-builds/{id}: any of title, description and isPublic. */
export const savedBuildPatchSchema: z.ZodType<SavedBuildPatch> = z
  .preprocess(
    (body) => body ?? {},
    z.object(
      {
        title: title.transform((value, ctx): string => value ?? refuse(ctx, TITLE_EMPTY)).optional(),
        description: description.optional(),
        isPublic,
      },
      { error: 'The update must be an object.' },
    ),
  )
  .transform((input, ctx) => {
    const patch: SavedBuildPatch = {};
    if (input.title !== undefined) patch.title = input.title;
    if (input.description !== undefined) patch.description = input.description;
    if (input.isPublic !== undefined) patch.isPublic = input.isPublic;
    return Object.keys(patch).length === 0 ? refuse(ctx, NOTHING_TO_CHANGE) : patch;
  });
