// The part-by-part builder's rules (issue 30, docs/builder.md): its slots, which catalog parts fit the
// parts already chosen (by the compatibility report's own rules), and its state in the address
// (/builder?part=…&lock=…&own=…&custom=…), so a build can be shared before it is saved. Pure: the
// server's catalog list, the static deployment's in-memory list and the builder page all use it.
import { PART_TYPES, type PartType } from './catalog';
import {
  CHECK_LABELS,
  checkCompatibility,
  type BuildSelection,
  type CheckId,
  type CompatPart,
  type CompatibilityCheck,
} from './compatibility';
import { z } from 'zod';
import { hasLoneSurrogate, isUuid } from './input';
import { toCents, type Cents } from './money';
import { normalizeUseCases, RESOLUTIONS, USE_CASE_IDS, type Resolution, type UseCaseId } from './planner';

/** The builder's slots in the order a builder fills them; RAM and Storage take several parts. */
export const BUILDER_SLOTS: readonly PartType[] = [
  'CPU',
  'Cooler',
  'Motherboard',
  'RAM',
  'Storage',
  'GPU',
  'Case',
  'PSU',
];

/** The most parts each slot takes (a board has at most 4 memory slots; at most 8 drives). */
export const BUILDER_SLOT_MAX: Readonly<Record<PartType, number>> = {
  CPU: 1,
  Cooler: 1,
  Motherboard: 1,
  RAM: 4,
  Storage: 8,
  GPU: 1,
  Case: 1,
  PSU: 1,
};

/** The most parts (catalog and custom) one builder state holds: every slot full. */
export const BUILDER_PARTS_MAX = Object.values(BUILDER_SLOT_MAX).reduce((a, b) => a + b, 0);
/** The longest custom part name, and the highest custom price in dollars (the saved builds' limits). */
export const CUSTOM_NAME_MAX = 200;
export const CUSTOM_PRICE_MAX_DOLLARS = 100_000;

/** How a slot is named in sentences and on its "Choose a …" button. */
export const SLOT_NOUNS: Readonly<Record<PartType, string>> = {
  CPU: 'CPU',
  Cooler: 'CPU cooler',
  Motherboard: 'motherboard',
  RAM: 'memory kit',
  Storage: 'drive',
  GPU: 'graphics card',
  Case: 'case',
  PSU: 'power supply',
};

/** The slot headings. */
export const SLOT_LABELS: Readonly<Record<PartType, string>> = {
  CPU: 'CPU',
  Cooler: 'CPU Cooler',
  Motherboard: 'Motherboard',
  RAM: 'Memory',
  Storage: 'Storage',
  GPU: 'Graphics Card',
  Case: 'Case',
  PSU: 'Power Supply',
};

/** "Choose a CPU", "Choose an …". */
export function chooseLabel(type: PartType): string {
  const noun = SLOT_NOUNS[type];
  return `Choose ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

// --- Which parts fit ---------------------------------------------------------------------------------

/** A catalog part as the filter reads it: its specs, and whether they are all known. */
export interface FitCandidate<T extends PartType = PartType> extends CompatPart<T> {
  specsComplete: boolean;
}

/** Why a part is left out of the compatible list: a compatibility rule and its sentence. */
export interface BuildExclusion {
  /** A compatibility check's id, or 'unchecked' for a part whose specs are incomplete. */
  rule: CheckId | 'unchecked';
  label: string;
  message: string;
}

export const UNCHECKED_EXCLUSION: BuildExclusion = {
  rule: 'unchecked',
  label: 'Specs incomplete',
  message: 'Its specs are incomplete, so we cannot check it against your parts.',
};

const SINGLE_KEYS = {
  CPU: 'cpu',
  Motherboard: 'motherboard',
  GPU: 'gpu',
  PSU: 'psu',
  Case: 'case',
  Cooler: 'cooler',
} as const satisfies Partial<Record<PartType, keyof BuildSelection>>;

/** The compatibility engine's selection of parts; a later part of a single slot replaces an earlier one. */
export function selectionFromParts(parts: readonly CompatPart[]): BuildSelection {
  const sel: BuildSelection = {};
  for (const part of parts) {
    if (part.type === 'RAM') sel.ram = [...(sel.ram ?? []), part as CompatPart<'RAM'>];
    else if (part.type === 'Storage') sel.storage = [...(sel.storage ?? []), part as CompatPart<'Storage'>];
    else (sel as Record<string, CompatPart>)[SINGLE_KEYS[part.type as keyof typeof SINGLE_KEYS]] = part;
  }
  return sel;
}

/**
 * Whether the compatibility rules can judge a part: its specs are all known, or, for a case, the
 * five the rules read of it are (form factor, boards, card length, cooler height, PSU sizes), as the
 * planner takes it; most imported cases lack a spec the rules never read.
 */
export function fitCheckable(type: string, partSpecs: object, specsComplete: boolean): boolean {
  if (specsComplete) return true;
  const specs = partSpecs as Readonly<Record<string, unknown>>;
  return (
    type === 'Case' &&
    typeof specs.formFactor === 'string' &&
    Array.isArray(specs.supportedFormFactors) &&
    typeof specs.maxGpuLength === 'number' &&
    typeof specs.maxCoolerHeight === 'number' &&
    Array.isArray(specs.psuFormFactors)
  );
}

/**
 * A catalog part as the filter reads it. A checkable case whose radiator support is unknown takes
 * no radiator, as the planner reads it (a liquid cooler beside it is then excluded, never waved through).
 */
export function fitCandidateOf(part: {
  name: string;
  type: PartType;
  specs: object;
  specsComplete: boolean;
}): FitCandidate {
  const checkable = fitCheckable(part.type, part.specs, part.specsComplete);
  const known = part.specs as Readonly<Record<string, unknown>>;
  const specs =
    part.type === 'Case' && checkable && typeof known.maxRadiatorSize !== 'number'
      ? { ...known, maxRadiatorSize: 0 }
      : known;
  return {
    name: part.name,
    type: part.type,
    specs: specs as unknown as FitCandidate['specs'],
    specsComplete: checkable,
  };
}

const failures = (sel: BuildSelection): CompatibilityCheck[] =>
  checkCompatibility(sel).checks.filter((c) => c.status === 'fail');

/**
 * The filter of one slot: for each candidate of `type`, the rules it would break beside the chosen
 * parts (a part of a single slot replaces the chosen one; a memory kit or a drive is added). Empty:
 * it fits. A rule the chosen parts already break without the candidate does not count against it.
 * Chosen parts with incomplete specs constrain nothing (the report names them unchecked).
 */
export function fitFilter(
  chosen: readonly FitCandidate[],
  type: PartType,
): (candidate: FitCandidate) => BuildExclusion[] {
  const kept = chosen.filter((p) => p.specsComplete && (BUILDER_SLOT_MAX[type] > 1 || p.type !== type));
  const base = selectionFromParts(kept);
  const already = new Set(failures(base).map((c) => `${c.id}\u0000${c.message}`));
  return (candidate) => {
    if (!candidate.specsComplete) return [UNCHECKED_EXCLUSION];
    // The sentences name the parts, so every candidate is checked on its own.
    return failures(selectionFromParts([...kept, candidate]))
      .filter((c) => !already.has(`${c.id}\u0000${c.message}`))
      .map((c) => ({ rule: c.id, label: CHECK_LABELS[c.id], message: c.message }));
  };
}

// --- The builder's state in the address ----------------------------------------------------------

/** A part the catalog does not hold: the user's own name, category and price. */
export interface CustomPart {
  type: PartType;
  name: string;
  priceCents: Cents;
}

export interface BuilderState {
  /** Catalog part ids, in slot order as the user arranged them. */
  parts: string[];
  /** Ids (of `parts`) kept by "Complete my build". */
  locked: string[];
  /** Ids (of `parts`) the user already has: $0, kept unless replacing them is allowed. */
  owned: string[];
  custom: CustomPart[];
}

export const EMPTY_BUILDER: BuilderState = { parts: [], locked: [], owned: [], custom: [] };

const uniq = (ids: readonly string[]) => [...new Set(ids)];

/** A custom part as one address value: "Type~price in cents~name". */
export function encodeCustomPart(p: CustomPart): string {
  return `${p.type}~${p.priceCents}~${p.name}`;
}

/** One custom value, or null when it is not one (hostile or stale addresses lose that part only). */
export function decodeCustomPart(value: string): CustomPart | null {
  const m = /^([A-Za-z]+)~(\d{1,8})~(.+)$/s.exec(value);
  if (!m) return null;
  const type = PART_TYPES.find((t) => t === m[1]);
  const name = m[3].trim();
  const priceCents = Number(m[2]);
  if (!type || !name || name.length > CUSTOM_NAME_MAX || customNameProblem(name)) return null;
  if (priceCents > toCents(CUSTOM_PRICE_MAX_DOLLARS)) return null;
  return { type, name, priceCents: priceCents as Cents };
}

/** The builder's address query (without "?"); empty for an empty build. */
export function builderQuery(state: BuilderState): string {
  const q = new URLSearchParams();
  for (const id of state.parts) q.append('part', id);
  for (const id of state.locked) q.append('lock', id);
  for (const id of state.owned) q.append('own', id);
  for (const c of state.custom) q.append('custom', encodeCustomPart(c));
  return q.toString();
}

/**
 * The state an address holds, tolerant of hand-edited links: ids that are not UUIDs, repeats, locks
 * and owned marks of parts not in the build and anything past the slot limits are dropped.
 */
export function readBuilderQuery(search: string | URLSearchParams): BuilderState {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const parts = uniq(q.getAll('part').filter(isUuid)).slice(0, BUILDER_PARTS_MAX);
  const inBuild = new Set(parts);
  const custom = q
    .getAll('custom')
    .map(decodeCustomPart)
    .filter((c): c is CustomPart => c !== null)
    .slice(0, BUILDER_PARTS_MAX - parts.length);
  return {
    parts,
    locked: uniq(q.getAll('lock')).filter((id) => inBuild.has(id)),
    owned: uniq(q.getAll('own')).filter((id) => inBuild.has(id)),
    custom,
  };
}

// --- Custom part input -------------------------------------------------------------------------------

export const CUSTOM_NAME_REQUIRED = 'Give the part a name.';
export const CUSTOM_NAME_TOO_LONG = `A part name can be at most ${CUSTOM_NAME_MAX} characters.`;
export const CUSTOM_NAME_BAD_TEXT = 'A part name cannot contain control characters or broken Unicode.';
export const CUSTOM_PRICE_BAD = 'Enter the price as an amount in dollars, 0 or more.';
export const CUSTOM_PRICE_TOO_HIGH = `A price can be at most $${CUSTOM_PRICE_MAX_DOLLARS.toLocaleString('en-US')}.`;

/** Control characters, NUL among them (a name is one line). */
const hasControlCharacter = (text: string): boolean => [...text].some((ch) => ch < ' ' || ch === '\u007f');

/** Why a custom part name is refused, or null. */
export function customNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return CUSTOM_NAME_REQUIRED;
  if (trimmed.length > CUSTOM_NAME_MAX) return CUSTOM_NAME_TOO_LONG;
  if (hasControlCharacter(trimmed) || hasLoneSurrogate(trimmed)) return CUSTOM_NAME_BAD_TEXT;
  return null;
}

/** A typed price in dollars ("149", "$1,299.99") as cents, or the reason it is refused. */
export function readCustomPrice(text: string): { cents: Cents } | { problem: string } {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) {
    return { problem: /^-/.test(cleaned) ? 'A price cannot be negative.' : CUSTOM_PRICE_BAD };
  }
  const dollars = Number(cleaned);
  if (dollars > CUSTOM_PRICE_MAX_DOLLARS) return { problem: CUSTOM_PRICE_TOO_HIGH };
  return { cents: toCents(dollars) };
}

/** How many more parts a slot takes, given the catalog types and the custom parts in it. */
export function slotRoom(type: PartType, catalogTypes: readonly PartType[], custom: readonly CustomPart[]): number {
  const used = catalogTypes.filter((t) => t === type).length + custom.filter((c) => c.type === type).length;
  return Math.max(0, BUILDER_SLOT_MAX[type] - used);
}

// --- Complete, better part, upgrade: the request -----------------------------------------------------

/** The most money a builder request plans with, in dollars. */
export const BUILDER_BUDGET_MAX_DOLLARS = 20_000;
export const BUILDER_BUDGET_MESSAGE = `budgetCents must be a whole number of cents from 0 to ${toCents(BUILDER_BUDGET_MAX_DOLLARS)} ($0 to $${BUILDER_BUDGET_MAX_DOLLARS.toLocaleString('en-US')}).`;
export const BUILDER_USES_MESSAGE = `Choose one or more use cases: ${USE_CASE_IDS.join(', ')}.`;
export const BUILDER_PARTS_MESSAGE = `Give at most ${BUILDER_PARTS_MAX} parts, each a catalog part id once.`;

/** "Complete my build", "Find a better …" and upgrade advice: the budget, the uses and the kept parts. */
export interface BuilderRequest {
  budgetCents: Cents;
  useCases: UseCaseId[];
  resolution: Resolution;
  locked: { id: string; owned: boolean }[];
}

/** The request in cents (GraphQL's input and the builder page alike); every refusal is a sentence. */
export const builderRequestSchema: z.ZodType<BuilderRequest> = z
  .object(
    {
      budgetCents: z
        .number({ error: BUILDER_BUDGET_MESSAGE })
        .int({ error: BUILDER_BUDGET_MESSAGE })
        .min(0, { error: BUILDER_BUDGET_MESSAGE })
        .max(toCents(BUILDER_BUDGET_MAX_DOLLARS), { error: BUILDER_BUDGET_MESSAGE }),
      uses: z
        .array(z.enum(USE_CASE_IDS, { error: BUILDER_USES_MESSAGE }), { error: BUILDER_USES_MESSAGE })
        .min(1, { error: BUILDER_USES_MESSAGE }),
      screen: z
        .enum(RESOLUTIONS, { error: `resolution must be one of ${RESOLUTIONS.join(', ')}.` })
        .nullish()
        .transform((r) => r ?? '1080p'),
      parts: z
        .array(z.object({ id: z.string(), owned: z.boolean().nullish() }), { error: BUILDER_PARTS_MESSAGE })
        .max(BUILDER_PARTS_MAX, { error: BUILDER_PARTS_MESSAGE })
        .refine((parts) => parts.every((p) => isUuid(p.id)), { error: BUILDER_PARTS_MESSAGE })
        .refine((parts) => new Set(parts.map((p) => p.id)).size === parts.length, { error: BUILDER_PARTS_MESSAGE }),
    },
    { error: 'The request must be an object.' },
  )
  .transform(({ budgetCents, uses, screen, parts }) => ({
    budgetCents: budgetCents as Cents,
    useCases: normalizeUseCases(uses),
    resolution: screen,
    locked: parts.map((p) => ({ id: p.id.toLowerCase(), owned: p.owned === true })),
  }));
