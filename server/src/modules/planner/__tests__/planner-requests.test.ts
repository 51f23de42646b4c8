// common's planner request shapes as the server reads them (readInput): values, and refusals as BAD_USER_INPUT.
import {
  BUDGET_CENTS_RANGE_MESSAGE,
  BUDGET_RANGE_MESSAGE,
  BUILD_TYPE_MESSAGE,
  CENT_REQUESTS,
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
      budgetCents: 150_000,
      buildType: 'gaming',
      resolution: '1080p',
    });
    expect(parseAllocationRequest({ budget: '2500', buildType: 'content', resolution: '4K' })).toEqual({
      budgetCents: 250_000,
      buildType: 'content',
      resolution: '4K',
    });
  });

  it.each([
    [{ budget: 500 }, 50_000],
    [{ budget: 5000 }, 500_000],
  ])('accepts the bounds %j', (body, budgetCents) => {
    expect(parseAllocationRequest(body).budgetCents).toBe(budgetCents);
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
    ).toEqual({
      budgetCents: 100_000,
      buildType: 'streaming',
      resolution: '1080p',
      useCases: ['gaming', 'content-creation'],
    });
  });

  it('reads the calculator response shape', () => {
    const body = {
      allocation: { cpu: 330, gpu: 630, ram: 120, storage: 120, other: 300 },
      budget: 1500,
      buildType: 'gaming',
      resolution: '1440p',
    };
    expect(parsePartsFromAllocation(body)).toEqual({
      budgetCents: 150_000,
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

describe('the same shapes read in cents (GraphQL)', () => {
  it('give the same requests from cents as from dollars, and refuse a fraction of a cent', () => {
    expect(readInput(CENT_REQUESTS.allocation, { budget: 150_000, buildType: 'content' }, true)).toEqual(
      parseAllocationRequest({ budget: 1500, buildType: 'content' }),
    );
    expect(
      readInput(
        CENT_REQUESTS.partsFromAllocation,
        { cpu: 26_000, gpu: 34_000, ram: 10_000, storage: 9_000, other: 21_000 },
        true,
      ),
    ).toEqual(parsePartsFromAllocation({ cpu: 260, gpu: 340, ram: 100, storage: 90, other: 210 }));
    expect(readInput(CENT_REQUESTS.useCase, { useCases: ['work'], budget: 99_999, strictBudget: true }, true)).toEqual(
      parseUseCaseRequest({ useCases: ['work'], budget: 999.99, strictBudget: true }),
    );
    // In cents the refusal speaks of cents: GraphQL's argument is budgetCents.
    expect(thrownRefusal(() => readInput(CENT_REQUESTS.allocation, { budget: 150_000.5 }, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: BUDGET_CENTS_RANGE_MESSAGE,
    });
    expect(thrownRefusal(() => readInput(CENT_REQUESTS.allocation, { budget: 1500 }, true))).toEqual({
      code: 'BAD_USER_INPUT',
      message: BUDGET_CENTS_RANGE_MESSAGE,
    });
  });
});

describe('parseUseCaseRequest', () => {
  it('applies the docs/requirements.md §9 defaults without a budget and ignores strictBudget then', () => {
    expect(parseUseCaseRequest({ useCases: ['gaming'], strictBudget: true })).toEqual({
      useCases: ['gaming'],
      budgetCents: 140_000,
      strictBudget: false,
      resolution: '1440p',
    });
  });

  it('keeps a chosen budget, orders and de-duplicates the use cases', () => {
    expect(parseUseCaseRequest({ useCases: ['server', 'gaming', 'server'], budget: 700, strictBudget: true })).toEqual({
      useCases: ['gaming', 'server'],
      budgetCents: 70_000,
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
