// The planner's requests as both transports' edges read them, with common's shapes (the GraphQL
// resolver first turns its cents into the dollars those shapes read). The service takes the result.
import {
  allocationRequestSchema,
  partsFromAllocationSchema,
  useCaseRequestSchema,
  type AllocationRequest,
  type PartsFromAllocationRequest,
  type UseCaseRequest,
} from '@rigforge/common';
import { readInput } from '../../lib/read-input';

/** The calculator's request: the allocation, and with `useCases` the use-case request for its picks. */
export interface CalculatorRequest {
  readonly allocation: AllocationRequest;
  readonly forUseCases: UseCaseRequest | null;
}

export function readCalculatorRequest(input: unknown): CalculatorRequest {
  const allocation = readInput(allocationRequestSchema, input, true);
  const uses = typeof input === 'object' && input !== null ? (input as { useCases?: unknown }).useCases : undefined;
  const forUseCases =
    uses === undefined || uses === null
      ? null
      : readInput(useCaseRequestSchema, { useCases: uses, budget: allocation.budget }, true);
  return { allocation, forUseCases };
}

export const readPartsFromAllocation = (input: unknown): PartsFromAllocationRequest =>
  readInput(partsFromAllocationSchema, input, true);

export const readUseCaseRequest = (input: unknown): UseCaseRequest => readInput(useCaseRequestSchema, input, true);
