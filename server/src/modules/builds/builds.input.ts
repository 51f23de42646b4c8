// Reads saved-build requests from untrusted input (GraphQL arguments or a REST body) into checked
// values. Every refusal is BAD_USER_INPUT with a message a person can act on; nothing is clipped.
import {
  PART_TYPES,
  RESOLUTIONS,
  SAVED_BUILD_LIMITS,
  USE_CASE_UNKNOWN_MESSAGE,
  isResolution,
  isUseCaseId,
  normalizeUseCases,
  priceTierFor,
  type PartType,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { badInput } from '../../lib/errors';

export interface SavedPartDraft {
  type: PartType;
  name: string;
  priceCents: number;
  /** A catalog part id as given; the service keeps it only when the part exists. */
  componentId: string | null;
}

export interface SavedBuildDraft {
  /** Null: the service makes the docs/requirements.md §5 default from the category and the total. */
  title: string | null;
  description: string | null;
  isPublic: boolean;
  /** Null: the sum of the part prices. */
  totalPriceCents: number | null;
  /** Null: the tier label of the total. */
  category: string | null;
  budget: number | null;
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const AMOUNT = /^\s*\d{1,9}(\.\d+)?\s*$/;
const CATEGORY_LABELS = [priceTierFor(0).label, priceTierFor(1000).label, priceTierFor(10_000).label];
const SINGLE_TYPES: readonly PartType[] = ['CPU', 'Motherboard', 'GPU', 'PSU', 'Case', 'Cooler'];
const { titleMax, descriptionMax, componentsMax, componentNameMax, priceMax } = SAVED_BUILD_LIMITS;

export const TITLE_TOO_LONG = `Title must be at most ${titleMax} characters.`;
export const TITLE_EMPTY = 'Title cannot be empty.';
export const DESCRIPTION_TOO_LONG = `Description must be at most ${descriptionMax} characters.`;
export const NO_COMPONENTS = 'A saved build needs at least one component.';
export const TOO_MANY_COMPONENTS = `A saved build can have at most ${componentsMax} components.`;

const absent = (value: unknown): boolean => value === undefined || value === null;

function asRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badInput(`${what} must be an object.`);
  return value as Record<string, unknown>;
}

/** Dollars (a number or a numeric string, as REST callers send them) to whole cents. */
function toCents(value: unknown, what: string, max: number): number {
  let n: number | undefined;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && AMOUNT.test(value)) n = Number(value);
  if (typeof n === 'number' && n < 0) throw badInput(`${what} must not be negative.`);
  if (n === undefined || !Number.isFinite(n)) throw badInput(`${what} must be an amount in dollars, 0 or more.`);
  if (n > max) throw badInput(`${what} must be at most $${max.toLocaleString('en-US')}.`);
  return Math.round(n * 100);
}

function parseTitle(value: unknown): string | null {
  if (absent(value)) return null;
  if (typeof value !== 'string') throw badInput('Title must be text.');
  const title = value.trim();
  if (title.length > titleMax) throw badInput(TITLE_TOO_LONG);
  return title === '' ? null : title;
}

function parseDescription(value: unknown): string | null {
  if (absent(value)) return null;
  if (typeof value !== 'string') throw badInput('Description must be text.');
  const description = value.trim();
  if (description.length > descriptionMax) throw badInput(DESCRIPTION_TOO_LONG);
  return description === '' ? null : description;
}

function parseIsPublic(value: unknown): boolean | undefined {
  if (absent(value)) return undefined;
  if (typeof value !== 'boolean') throw badInput('isPublic must be true or false.');
  return value;
}

function parsePartType(value: unknown, at: string): PartType {
  const found =
    typeof value === 'string' ? PART_TYPES.find((t) => t.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (!found) throw badInput(`${at}: type must be one of ${PART_TYPES.join(', ')}.`);
  return found;
}

function parsePart(value: unknown, index: number): SavedPartDraft {
  const at = `Component ${index + 1}`;
  const part = asRecord(value, at);
  if (typeof part.name !== 'string' || part.name.trim() === '') throw badInput(`${at}: name is required.`);
  const name = part.name.trim().replace(/\s+/g, ' ');
  if (name.length > componentNameMax) throw badInput(`${at}: name must be at most ${componentNameMax} characters.`);
  const type = parsePartType(part.type ?? part.category, at);
  if (absent(part.price)) throw badInput(`${at}: price is required.`);
  const priceCents = toCents(part.price, `${at}: price`, priceMax);
  let componentId: string | null = null;
  if (!absent(part.componentId)) {
    if (typeof part.componentId !== 'string' || !UUID.test(part.componentId)) {
      throw badInput(`${at}: componentId must be the id of a catalog part.`);
    }
    componentId = part.componentId.toLowerCase();
  }
  return { type, name, priceCents, componentId };
}

function parseComponents(value: unknown): SavedPartDraft[] {
  if (absent(value)) throw badInput(NO_COMPONENTS);
  if (!Array.isArray(value)) throw badInput('components must be a list of parts.');
  if (value.length === 0) throw badInput(NO_COMPONENTS);
  if (value.length > componentsMax) throw badInput(TOO_MANY_COMPONENTS);
  const parts = value.map(parsePart);
  for (const type of SINGLE_TYPES) {
    const count = parts.filter((p) => p.type === type).length;
    if (count > 1) throw badInput(`A build has one ${type}; ${count} were given.`);
  }
  return parts;
}

function parseCategory(value: unknown): string | null {
  if (absent(value) || value === '') return null;
  const found =
    typeof value === 'string' ? CATEGORY_LABELS.find((l) => l.toLowerCase() === value.trim().toLowerCase()) : undefined;
  if (!found) throw badInput(`category must be one of ${CATEGORY_LABELS.join(', ')}.`);
  return found;
}

function parseBudget(value: unknown): number | null {
  if (absent(value)) return null;
  const cents = toCents(value, 'budget', priceMax * componentsMax);
  if (cents < 100) throw badInput('budget must be at least $1.');
  return Math.round(cents / 100);
}

function parseBuildType(value: unknown): string | null {
  if (absent(value) || value === '') return null;
  if (typeof value !== 'string' || value.trim().length > 40)
    throw badInput('buildType must be text of at most 40 characters.');
  return value.trim() || null;
}

function parseResolution(value: unknown): Resolution | null {
  if (absent(value) || value === '') return null;
  if (!isResolution(value)) throw badInput(`resolution must be one of ${RESOLUTIONS.join(', ')}.`);
  return value;
}

function parseUseCases(value: unknown): UseCaseId[] {
  if (absent(value)) return [];
  if (!Array.isArray(value) || !value.every(isUseCaseId)) throw badInput(USE_CASE_UNKNOWN_MESSAGE);
  return normalizeUseCases(value);
}

/** createSavedBuild and POST /api/saved-builds (docs/requirements.md §3 "Saved build payload"). */
export function parseSavedBuildInput(body: unknown): SavedBuildDraft {
  const input = asRecord(body ?? {}, 'The saved build');
  return {
    title: parseTitle(input.title),
    description: parseDescription(input.description),
    isPublic: parseIsPublic(input.isPublic) ?? false,
    totalPriceCents: absent(input.totalPrice)
      ? null
      : toCents(input.totalPrice, 'totalPrice', priceMax * componentsMax),
    category: parseCategory(input.category),
    budget: parseBudget(input.budget),
    buildType: parseBuildType(input.buildType),
    resolution: parseResolution(input.resolution),
    useCases: parseUseCases(input.useCases),
    components: parseComponents(input.components),
  };
}

/** updateSavedBuild and PATCH /api/saved-builds/{id}: any of title, description and isPublic. */
export function parseSavedBuildPatch(body: unknown): SavedBuildPatch {
  const input = asRecord(body ?? {}, 'The update');
  const patch: SavedBuildPatch = {};
  if (input.title !== undefined) {
    const title = parseTitle(input.title);
    if (title === null) throw badInput(TITLE_EMPTY);
    patch.title = title;
  }
  if (input.description !== undefined) patch.description = parseDescription(input.description);
  const isPublic = parseIsPublic(input.isPublic);
  if (isPublic !== undefined) patch.isPublic = isPublic;
  if (Object.keys(patch).length === 0) throw badInput('Give a title, a description or isPublic to change.');
  return patch;
}

/** Any text that is not a well-formed id cannot name a build: callers answer it like an unknown id. */
export function isBuildId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
