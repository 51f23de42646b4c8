// Reads planner requests from untrusted input (GraphQL arguments or a REST body) into checked
// values. Every refusal is BAD_USER_INPUT with a message a person can act on.
import {
  BUDGET_RANGE_MESSAGE,
  BUILD_TYPE_MESSAGE,
  BUILD_TYPE_USE_CASES,
  DEFAULT_BUILD_TYPE,
  DEFAULT_RESOLUTION,
  RESOLUTION_MESSAGE,
  USE_CASES_REQUIRED_MESSAGE,
  USE_CASE_UNKNOWN_MESSAGE,
  defaultBudgetForUseCases,
  isBuildType,
  isPlannerBudget,
  isResolution,
  isUseCaseId,
  normalizeUseCases,
  resolutionForUseCases,
  type BuildType,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { badInput } from '../../lib/errors';

export interface AllocationRequest {
  budget: number;
  buildType: BuildType;
  resolution: Resolution;
}

export interface UseCaseRequest {
  useCases: UseCaseId[];
  budget: number;
  /** Whether the caller chose the budget (then the build carries the budget's tier). */
  strictBudget: boolean;
  resolution: Resolution;
}

export interface PartsFromAllocationRequest extends AllocationRequest {
  useCases: UseCaseId[];
}

const ALLOCATION_KEYS = ['cpu', 'gpu', 'ram', 'storage', 'other'] as const;

/** Numbers may arrive as numeric strings from forms; anything else is not a number. */
function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return undefined;
}

export function parseBudget(value: unknown): number {
  const n = toNumber(value);
  if (n === undefined || !isPlannerBudget(n)) throw badInput(BUDGET_RANGE_MESSAGE, { field: 'budget' });
  return n;
}

export function parseBuildType(value: unknown): BuildType {
  if (value === undefined || value === null || value === '') return DEFAULT_BUILD_TYPE;
  if (!isBuildType(value)) throw badInput(BUILD_TYPE_MESSAGE, { field: 'buildType' });
  return value;
}

export function parseResolution(value: unknown, fallback: Resolution = DEFAULT_RESOLUTION): Resolution {
  if (value === undefined || value === null || value === '') return fallback;
  if (!isResolution(value)) throw badInput(RESOLUTION_MESSAGE, { field: 'resolution' });
  return value;
}

export function parseUseCases(value: unknown): UseCaseId[] {
  if (!Array.isArray(value) || value.length === 0) throw badInput(USE_CASES_REQUIRED_MESSAGE, { field: 'useCases' });
  if (!value.every(isUseCaseId)) throw badInput(USE_CASE_UNKNOWN_MESSAGE, { field: 'useCases' });
  return normalizeUseCases(value);
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** POST /api/budget-calculator and `budgetAllocation`: budget, buildType, resolution. */
export function parseAllocationRequest(raw: unknown): AllocationRequest {
  const body = asRecord(raw);
  return {
    budget: parseBudget(body.budget),
    buildType: parseBuildType(body.buildType),
    resolution: parseResolution(body.resolution),
  };
}

/**
 * POST /api/generate-parts-list and `generateParts`: the allocation the calculator produced. The
 * body may be the allocation itself ({cpu, gpu, ram, storage, other, budget?, buildType?,
 * resolution?}) or the calculator's whole response ({allocation: {...}, budget, ...}). The budget
 * is the one given, or else the sum of the shares; it must be from $500 to $5,000.
 */
export function parsePartsFromAllocation(raw: unknown): PartsFromAllocationRequest {
  const body = asRecord(raw);
  const shares = { ...body, ...asRecord(body.allocation) };
  let sum = 0;
  for (const key of ALLOCATION_KEYS) {
    const n = toNumber(shares[key]);
    if (n === undefined || !Number.isFinite(n) || n < 0) {
      throw badInput(`The allocation needs an amount in dollars for ${key}, zero or more.`, { field: key });
    }
    sum += n;
  }
  const budget = body.budget === undefined || body.budget === null ? Math.floor(sum) : parseBudget(body.budget);
  if (!isPlannerBudget(budget)) throw badInput(BUDGET_RANGE_MESSAGE, { field: 'budget' });
  if (sum > budget + 1) {
    throw badInput('The allocation adds up to more than the budget.', { field: 'allocation' });
  }
  const buildType = parseBuildType(body.buildType);
  return {
    budget,
    buildType,
    resolution: parseResolution(body.resolution),
    useCases: BUILD_TYPE_USE_CASES[buildType],
  };
}

/**
 * POST /api/generate-parts-from-usecases and `generatePartsFromUseCases`: useCases (ids), an
 * optional budget (docs/requirements.md §9 defaults without one) and strictBudget.
 */
export function parseUseCaseRequest(raw: unknown): UseCaseRequest {
  const body = asRecord(raw);
  const useCases = parseUseCases(body.useCases);
  const given = body.budget !== undefined && body.budget !== null;
  if (body.strictBudget !== undefined && body.strictBudget !== null && typeof body.strictBudget !== 'boolean') {
    throw badInput('strictBudget must be true or false.', { field: 'strictBudget' });
  }
  return {
    useCases,
    budget: given ? parseBudget(body.budget) : defaultBudgetForUseCases(useCases),
    strictBudget: given && body.strictBudget === true,
    resolution: resolutionForUseCases(useCases),
  };
}
