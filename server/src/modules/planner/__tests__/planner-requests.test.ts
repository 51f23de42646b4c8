// common's planner request shapes as the server reads them (readInput): values, and refusals as BAD_USER_INPUT.
import {
  BUDGET_RANGE_MESSAGE,
  BUILD_TYPE_MESSAGE,
  RESOLUTION_MESSAGE,
  USE_CASES_REQUIRED_MESSAGE,
  allocationRequestSchema,
  partsFromAllocationSchema,
  useCaseRequestSchema,
} from '@rigforge/common';
import { readInput } from '../../../lib/read-input';
import { thrownRefusal } from '../../../test/refusal';

const parseAllocationRequest = (input: unknown) => readInput(allocationRequestSchema, input, true);
const parsePartsFromAllocation = (input: unknown) => readInput(partsFromAllocationSchema, input, true);
const parseUseCaseRequest = (input: unknown) => readInput(useCaseRequestSchema, input, true);

describe('parseAllocationRequest', () => {
  it('reads budget, build type and resolution, with the required defaults', () => {
    expect(parseAllocationRequest({ budget: 1500 })).toEqual({
      budget: 1500,
      buildType: 'gaming',
      resolution: '1080p',
    });
    expect(parseAllocationRequest({ budget: '2500', buildType: 'content', resolution: '4K' })).toEqual({
      budget: 2500,
      buildType: 'content',
      resolution: '4K',
    });
  });

  it.each([
    [{ budget: 500 }, 500],
    [{ budget: 5000 }, 5000],
  ])('accepts the bounds %j', (body, budget) => {
    expect(parseAllocationRequest(body).budget).toBe(budget);
  });

  it.each([
    [null, BUDGET_RANGE_MESSAGE],
    [{ budget: 499.99 }, BUDGET_RANGE_MESSAGE],
    [{ budget: Number.NaN }, BUDGET_RANGE_MESSAGE],
    [{ budget: '1e3' }, BUDGET_RANGE_MESSAGE],
    [{ budget: true }, BUDGET_RANGE_MESSAGE],
    [{ budget: 1000, buildType: 'Gaming' }, BUILD_TYPE_MESSAGE],
    [{ budget: 1000, resolution: '4k' }, RESOLUTION_MESSAGE],
  ])('refuses %j', (body, message) => {
    expect(thrownRefusal(() => parseAllocationRequest(body))).toEqual({ code: 'BAD_USER_INPUT', message });
  });
});

describe('parsePartsFromAllocation', () => {
  it('takes the use cases of the build type and the budget as the sum of the shares', () => {
    expect(
      parsePartsFromAllocation({ cpu: 260, gpu: 340, ram: 100, storage: 90, other: 210, buildType: 'streaming' }),
    ).toEqual({ budget: 1000, buildType: 'streaming', resolution: '1080p', useCases: ['gaming', 'content-creation'] });
  });

  it('reads the calculator response shape', () => {
    const body = {
      allocation: { cpu: 330, gpu: 630, ram: 120, storage: 120, other: 300 },
      budget: 1500,
      buildType: 'gaming',
      resolution: '1440p',
    };
    expect(parsePartsFromAllocation(body)).toEqual({
      budget: 1500,
      buildType: 'gaming',
      resolution: '1440p',
      useCases: ['gaming'],
    });
  });

  it('refuses shares above the budget', () => {
    expect(
      thrownRefusal(() => parsePartsFromAllocation({ cpu: 600, gpu: 600, ram: 0, storage: 0, other: 0, budget: 1000 })),
    ).toEqual({ code: 'BAD_USER_INPUT', message: 'The allocation adds up to more than the budget.' });
  });
});

describe('parseUseCaseRequest', () => {
  it('applies the docs/requirements.md §9 defaults without a budget and ignores strictBudget then', () => {
    expect(parseUseCaseRequest({ useCases: ['gaming'], strictBudget: true })).toEqual({
      useCases: ['gaming'],
      budget: 1400,
      strictBudget: false,
      resolution: '1440p',
    });
  });

  it('keeps a chosen budget, orders and de-duplicates the use cases', () => {
    expect(parseUseCaseRequest({ useCases: ['server', 'gaming', 'server'], budget: 700, strictBudget: true })).toEqual({
      useCases: ['gaming', 'server'],
      budget: 700,
      strictBudget: true,
      resolution: '1440p',
    });
  });

  it('refuses no use cases with the required message', () => {
    expect(thrownRefusal(() => parseUseCaseRequest({ useCases: [] }))).toEqual({
      code: 'BAD_USER_INPUT',
      message: USE_CASES_REQUIRED_MESSAGE,
    });
  });
});
