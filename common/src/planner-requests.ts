// The planner's request shapes (docs/requirements.md §7): the budget calculator, parts from its allocation, and
// parts from use cases; the same for POST /api/... and the GraphQL queries. Untrusted input: every
// refusal names its field (the error's `field`) with a sentence a person can act on.
import { z } from 'zod';
import { centsOrDollarTwin, floorToDollar, readAmount, sumCents, toCents, type Cents, type MoneyUnit } from './money';
import {
  ALLOCATION_KEYS,
  BUDGET_CENTS_RANGE_MESSAGE,
  BUDGET_RANGE_MESSAGE,
  BUILD_TYPES,
  BUILD_TYPE_MESSAGE,
  BUILD_TYPE_USE_CASES,
  DEFAULT_BUILD_TYPE,
  DEFAULT_RESOLUTION,
  RESOLUTIONS,
  RESOLUTION_MESSAGE,
  USE_CASES_REQUIRED_MESSAGE,
  USE_CASE_IDS,
  USE_CASE_UNKNOWN_MESSAGE,
  defaultBudgetForUseCases,
  isPlannerBudgetCents,
  normalizeUseCases,
  resolutionForUseCases,
  type AllocationKey,
  type BuildType,
  type Resolution,
  type UseCaseId,
} from './planner';
import { refuse } from './schema';

export interface AllocationRequest {
  budgetCents: Cents;
  buildType: BuildType;
  resolution: Resolution;
}

export interface UseCaseRequest {
  useCases: UseCaseId[];
  budgetCents: Cents;
  /** Whether the caller chose the budget (then the build carries the budget's tier). */
  strictBudget: boolean;
  resolution: Resolution;
}

export interface PartsFromAllocationRequest extends AllocationRequest {
  useCases: UseCaseId[];
}

export const ALLOCATION_OVER_BUDGET_MESSAGE = 'The allocation adds up to more than the budget.';

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';
/** Any body that is not an object reads as an empty one, so its first required field is what is missing. */
const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** An optional member of a closed list: absent (or empty) is `fallback`. */
function oneOf<T extends string>(values: readonly [T, ...T[]], fallback: T, message: string) {
  return z
    .preprocess((value) => (absent(value) ? undefined : value), z.enum(values, { error: message }).optional())
    .transform((value): T => value ?? fallback);
}

const buildType = oneOf(BUILD_TYPES, DEFAULT_BUILD_TYPE, BUILD_TYPE_MESSAGE);
const resolution = oneOf(RESOLUTIONS, DEFAULT_RESOLUTION, RESOLUTION_MESSAGE);

/** The three planner request shapes, reading their amounts in `unit`; what they give is in cents. */
export interface PlannerRequestSchemas {
  /** POST /api/budget-calculator and `budgetAllocation`: budget, buildType, resolution. */
  allocation: z.ZodType<AllocationRequest>;
  /**
   * POST /api/generate-parts-list and `generateParts`: the allocation the calculator produced. The
   * body may be the allocation itself ({cpu, gpu, ram, storage, other, budget?, buildType?,
   * resolution?}) or the calculator's whole response ({allocation: {...}, budget, ...}). The budget
   * is the one given, or else the sum of the shares; it must be from $500 to $5,000 and cover the shares.
   */
  partsFromAllocation: z.ZodType<PartsFromAllocationRequest>;
  /**
   * POST /api/generate-parts-from-usecases and `generatePartsFromUseCases`: useCases (ids), an
   * optional budget (docs/requirements.md §9 defaults without one) and strictBudget.
   */
  useCase: z.ZodType<UseCaseRequest>;
}

/**
 * The request shapes with amounts in `unit`: dollars for REST (the spec's shapes), cents for GraphQL
 * (its resolvers pass the `...Cents` arguments under the same names). Either way the rules, the
 * messages and the request they give, in cents, are the same.
 */
export function plannerRequestSchemas(unit: MoneyUnit): PlannerRequestSchemas {
  const budgetMessage = unit === 'dollars' ? BUDGET_RANGE_MESSAGE : BUDGET_CENTS_RANGE_MESSAGE;
  // Each message speaks of the amount in its own name and unit: REST's `cpu` in dollars, GraphQL's `cpuCents` in cents.
  const shareMessage = (key: AllocationKey): string =>
    unit === 'dollars'
      ? `The allocation needs an amount in dollars for ${key}, zero or more.`
      : `${key}Cents must be a whole number of cents, zero or more.`;

  /** From $500 to $5,000 (dollars as a number or a numeric string: forms send strings). */
  const budget = z
    .unknown()
    .optional()
    .transform((value, ctx): Cents => {
      const amount = readAmount(value, unit);
      return amount !== null && isPlannerBudgetCents(amount) ? amount : refuse(ctx, budgetMessage);
    });

  const share = (key: AllocationKey) =>
    z
      .unknown()
      .optional()
      .transform((value, ctx): Cents => {
        const amount = readAmount(value, unit);
        return amount !== null && amount >= 0 ? amount : refuse(ctx, shareMessage(key));
      });

  const allocation: z.ZodType<AllocationRequest> = z.preprocess(
    asRecord,
    z.object({ budget, buildType, resolution }).transform((body): AllocationRequest => ({
      budgetCents: body.budget,
      buildType: body.buildType,
      resolution: body.resolution,
    })),
  );

  const partsFromAllocation: z.ZodType<PartsFromAllocationRequest> = z
    .preprocess(
      (raw) => {
        const body = asRecord(raw);
        return { ...body, ...asRecord(body.allocation) };
      },
      z.object({
        cpu: share('cpu'),
        gpu: share('gpu'),
        ram: share('ram'),
        storage: share('storage'),
        other: share('other'),
        budget: z.preprocess((value) => value ?? undefined, budget.optional()),
        buildType,
        resolution,
      }),
    )
    .transform((body, ctx): PartsFromAllocationRequest => {
      const sum = sumCents(ALLOCATION_KEYS.map((key) => body[key]));
      // Without a budget, the shares' sum in whole dollars (the calculator's shares are whole dollars).
      const total = body.budget ?? floorToDollar(sum);
      if (!isPlannerBudgetCents(total)) return refuse(ctx, budgetMessage, ['budget']);
      if (sum > total + toCents(1)) return refuse(ctx, ALLOCATION_OVER_BUDGET_MESSAGE, ['allocation']);
      return {
        budgetCents: total,
        buildType: body.buildType,
        resolution: body.resolution,
        useCases: BUILD_TYPE_USE_CASES[body.buildType],
      };
    });

  const useCase: z.ZodType<UseCaseRequest> = z
    .preprocess(
      asRecord,
      z.object({
        useCases: z
          .array(z.unknown(), { error: USE_CASES_REQUIRED_MESSAGE })
          .min(1, { error: USE_CASES_REQUIRED_MESSAGE })
          .pipe(z.array(z.enum(USE_CASE_IDS, { error: USE_CASE_UNKNOWN_MESSAGE }))),
        strictBudget: z.preprocess(
          (value) => value ?? undefined,
          z.boolean({ error: 'strictBudget must be true or false.' }).optional(),
        ),
        budget: z.preprocess((value) => value ?? undefined, budget.optional()),
      }),
    )
    .transform(({ useCases, strictBudget, budget: chosen }): UseCaseRequest => {
      const ids = normalizeUseCases(useCases);
      return {
        useCases: ids,
        budgetCents: chosen ?? toCents(defaultBudgetForUseCases(ids)),
        strictBudget: chosen !== undefined && strictBudget === true,
        resolution: resolutionForUseCases(ids),
      };
    });

  return { allocation, partsFromAllocation, useCase };
}

/** An allocation's amounts as GraphQL gives them: each share's and the budget's cents, or their deprecated dollars. */
export type AllocationAmountArgs = Partial<
  Record<AllocationKey | `${AllocationKey}Cents` | 'budget' | 'budgetCents', unknown>
>;

/** GraphQL's allocation amounts as CENT_REQUESTS.partsFromAllocation reads them (cents, a dollar twin as cents). */
export function allocationAmountsInCents(a: AllocationAmountArgs): Record<AllocationKey | 'budget', unknown> {
  return {
    cpu: centsOrDollarTwin(a.cpuCents, a.cpu),
    gpu: centsOrDollarTwin(a.gpuCents, a.gpu),
    ram: centsOrDollarTwin(a.ramCents, a.ram),
    storage: centsOrDollarTwin(a.storageCents, a.storage),
    other: centsOrDollarTwin(a.otherCents, a.other),
    budget: centsOrDollarTwin(a.budgetCents, a.budget),
  };
}

/** The REST shapes' readers (amounts in dollars). */
const DOLLAR_REQUESTS = plannerRequestSchemas('dollars');
export const allocationRequestSchema = DOLLAR_REQUESTS.allocation;
export const partsFromAllocationSchema = DOLLAR_REQUESTS.partsFromAllocation;
export const useCaseRequestSchema = DOLLAR_REQUESTS.useCase;

/** GraphQL's readers (amounts in cents, under the REST shapes' names). */
export const CENT_REQUESTS = plannerRequestSchemas('cents');
