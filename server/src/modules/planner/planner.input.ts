// The planner's requests as both transports' edges read them, with common's shapes: REST's bodies in
// dollars (the spec's shapes), GraphQL's arguments in cents (the deprecated dollar twins turned into
// cents by centsOrDollarTwin). The service takes the result, in cents.
import {
  CENT_REQUESTS,
  allocationRequestSchema,
  partsFromAllocationSchema,
  useCaseRequestSchema,
  type AllocationRequest,
  type MoneyUnit,
  type PartsFromAllocationRequest,
  type UseCaseRequest,
} from '@rigforge/common';
import { readInput, type FieldNaming } from '../../lib/read-input';

const REQUESTS = {
  dollars: {
    allocation: allocationRequestSchema,
    partsFromAllocation: partsFromAllocationSchema,
    useCase: useCaseRequestSchema,
  },
  cents: CENT_REQUESTS,
} as const;

/** The calculator's request: the allocation, and with `useCases` the use-case request for its picks. */
export interface CalculatorRequest {
  readonly allocation: AllocationRequest;
  readonly forUseCases: UseCaseRequest | null;
}

export function readCalculatorRequest(
  input: unknown,
  unit: MoneyUnit,
  naming: FieldNaming | true = true,
): CalculatorRequest {
  const allocation = readInput(REQUESTS[unit].allocation, input, naming);
  const uses = typeof input === 'object' && input !== null ? (input as { useCases?: unknown }).useCases : undefined;
  const forUseCases =
    uses === undefined || uses === null
      ? null
      : readInput(CENT_REQUESTS.useCase, { useCases: uses, budget: allocation.budgetCents }, naming);
  return { allocation, forUseCases };
}

export const readPartsFromAllocation = (
  input: unknown,
  unit: MoneyUnit,
  naming: FieldNaming | true = true,
): PartsFromAllocationRequest => readInput(REQUESTS[unit].partsFromAllocation, input, naming);

export const readUseCaseRequest = (
  input: unknown,
  unit: MoneyUnit,
  naming: FieldNaming | true = true,
): UseCaseRequest => readInput(REQUESTS[unit].useCase, input, naming);

/** The shapes' amount fields: GraphQL names each `<field>Cents`, with a deprecated dollar twin under the plain name. */
const AMOUNT_FIELDS = new Set(['budget', 'cpu', 'gpu', 'ram', 'storage', 'other']);

/**
 * The unit a GraphQL caller gave its amounts in: cents when it used any `...Cents` argument (a
 * dollar twin beside one is turned into cents), dollars when it used only the deprecated twins, so
 * that a refusal speaks of what the caller sent.
 */
export function amountUnit(cents: readonly unknown[]): MoneyUnit {
  return cents.some((c) => c !== undefined && c !== null) ? 'cents' : 'dollars';
}

/** Which of an enum argument and its deprecated string twin the caller gave (the enum when neither). */
export interface GivenTwins {
  readonly uses?: boolean;
  readonly kind?: boolean;
  readonly screen?: boolean;
}

/**
 * A GraphQL refusal's `field`, in the caller's names: `budgetCents` (or `budget` for a caller on
 * the dollar twin), `uses` or `useCases`, `kind` or `buildType`, `screen` or `resolution`, under
 * the input object `under` when there is one.
 */
export function graphqlNaming(unit: MoneyUnit, given: GivenTwins, under?: string): FieldNaming {
  const twin = (field: string): string => {
    if (AMOUNT_FIELDS.has(field)) return unit === 'cents' ? `${field}Cents` : field;
    if (field === 'useCases') return given.uses === false ? 'useCases' : 'uses';
    if (field === 'buildType') return given.kind === false ? 'buildType' : 'kind';
    if (field === 'resolution') return given.screen === false ? 'resolution' : 'screen';
    return field;
  };
  return { under, rename: twin };
}
