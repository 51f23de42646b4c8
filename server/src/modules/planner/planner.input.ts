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
import { readInput } from '../../lib/read-input';

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

export function readCalculatorRequest(input: unknown, unit: MoneyUnit): CalculatorRequest {
  const allocation = readInput(REQUESTS[unit].allocation, input, true);
  const uses = typeof input === 'object' && input !== null ? (input as { useCases?: unknown }).useCases : undefined;
  const forUseCases =
    uses === undefined || uses === null
      ? null
      : readInput(CENT_REQUESTS.useCase, { useCases: uses, budget: allocation.budgetCents }, true);
  return { allocation, forUseCases };
}

export const readPartsFromAllocation = (input: unknown, unit: MoneyUnit): PartsFromAllocationRequest =>
  readInput(REQUESTS[unit].partsFromAllocation, input, true);

export const readUseCaseRequest = (input: unknown, unit: MoneyUnit): UseCaseRequest =>
  readInput(REQUESTS[unit].useCase, input, true);
