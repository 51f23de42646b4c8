import { GraphQLError } from 'graphql';
import { type MockLink } from '@apollo/client/testing';
import {
  BudgetAllocationDocument,
  CheckCompatibilityDocument,
  GeneratePartsDocument,
  GeneratePartsFromUseCasesDocument,
  type BudgetAllocationQuery,
  type BudgetAllocationQueryVariables,
  type CheckCompatibilityQuery,
  type GeneratedBuildFieldsFragment,
  type GeneratePartsFromUseCasesQueryVariables,
} from '../planner.generated';
import { type AllocationInput } from '../../../generated/graphql';

import { type PayloadPart } from '../payload';

type Mock = MockLink.MockedResponse;

/** How long a mocked answer takes when a test looks at the pending state (ample, even on a busy machine). */
export const PENDING_DELAY = 300;
/** How long to wait for what follows such an answer. */
export const SETTLE = { timeout: 3000 } as const;

export const PART_IDS = {
  cpu: '10000000-0000-4000-8000-000000000001',
  gpu: '10000000-0000-4000-8000-000000000002',
  ram: '10000000-0000-4000-8000-000000000003',
} as const;

export function makeBuild(overrides: Partial<GeneratedBuildFieldsFragment> = {}): GeneratedBuildFieldsFragment {
  return {
    parts: [
      {
        id: PART_IDS.cpu,
        slug: 'cpu-amd-ryzen-5-7600',
        name: 'AMD Ryzen 5 7600',
        type: 'CPU',
        priceCents: 19999,
        reason: 'Six fast cores for gaming within the CPU share.',
      },
      {
        id: PART_IDS.gpu,
        slug: 'gpu-nvidia-geforce-rtx-4060',
        name: 'NVIDIA GeForce RTX 4060',
        type: 'GPU',
        priceCents: 29999,
        reason: 'The best 1440p card for the money.',
      },
      {
        id: PART_IDS.ram,
        slug: 'ram-corsair-vengeance-32gb-ddr5-6000',
        name: 'Corsair Vengeance 32GB DDR5-6000',
        type: 'RAM',
        priceCents: 9450,
        reason: 'DDR5 for the AM5 board.',
      },
    ],
    totalCents: 59448,
    budgetCents: 80000,
    fitsBudget: true,
    message: null,
    upgrades: [],
    useCases: ['gaming'],
    buildType: 'gaming',
    resolution: '1440p',
    buildTier: 'Mid-Range',
    ...overrides,
  };
}

/** A generated build's parts as the result page's payload carries them: dollars and `category`. */
export function payloadPartsOf(build: GeneratedBuildFieldsFragment): PayloadPart[] {
  return build.parts.map(({ type, priceCents, ...part }) => ({ ...part, category: type, price: priceCents / 100 }));
}

/** The result page's compatibility check of makeBuild()'s parts, for tests that end on the result page. */
export function resultPageMocks(): Mock[] {
  return [compatibilityMock([PART_IDS.cpu, PART_IDS.gpu, PART_IDS.ram], makeReport())];
}

/** The build as the server sends it, with the type names Apollo's cache expects. */
function asResponse(build: GeneratedBuildFieldsFragment) {
  return {
    __typename: 'GeneratedBuild' as const,
    ...build,
    parts: build.parts.map((p) => ({ __typename: 'BuildPart' as const, ...p })),
  };
}

export function useCasesMock(
  variables: GeneratePartsFromUseCasesQueryVariables,
  build: GeneratedBuildFieldsFragment | Error | GraphQLError,
  delay = 0,
): Mock {
  return {
    request: { query: GeneratePartsFromUseCasesDocument, variables },
    delay,
    ...(build instanceof GraphQLError
      ? { result: { errors: [build] } }
      : build instanceof Error
        ? { error: build }
        : { result: { data: { generatePartsFromUseCases: asResponse(build) } } }),
  };
}

export function allocationPartsMock(
  allocation: AllocationInput,
  build: GeneratedBuildFieldsFragment | GraphQLError,
  delay = 0,
): Mock {
  return {
    request: { query: GeneratePartsDocument, variables: { allocation } },
    delay,
    ...(build instanceof GraphQLError
      ? { result: { errors: [build] } }
      : { result: { data: { generateParts: asResponse(build) } } }),
  };
}

export type Breakdown = BudgetAllocationQuery['budgetAllocation'];

export function makeBreakdown(overrides: Partial<Breakdown> = {}): Breakdown {
  return {
    budgetCents: 150000,
    totalCents: 150000,
    buildType: 'gaming',
    resolution: '1080p',
    allocationCents: { cpu: 33000, gpu: 57000, ram: 13500, storage: 13500, other: 33000 },
    percentages: { cpu: 22, gpu: 38, ram: 9, storage: 9, other: 22 },
    recommendations: {
      cpu: {
        id: PART_IDS.cpu,
        slug: 'cpu-amd-ryzen-7-7700x',
        name: 'AMD Ryzen 7 7700X',
        type: 'CPU',
        priceCents: 29900,
      },
      gpu: {
        id: PART_IDS.gpu,
        slug: 'gpu-amd-radeon-rx-7800-xt',
        name: 'AMD Radeon RX 7800 XT',
        type: 'GPU',
        priceCents: 49900,
      },
    },
    ...overrides,
  };
}

export function breakdownMock(
  variables: BudgetAllocationQueryVariables,
  breakdown: Breakdown | GraphQLError,
  delay = 0,
): Mock {
  if (breakdown instanceof GraphQLError) {
    return { request: { query: BudgetAllocationDocument, variables }, delay, result: { errors: [breakdown] } };
  }
  const rec = breakdown.recommendations;
  return {
    request: { query: BudgetAllocationDocument, variables },
    delay,
    result: {
      data: {
        budgetAllocation: {
          __typename: 'BudgetAllocation',
          ...breakdown,
          allocationCents: { __typename: 'AllocationCents', ...breakdown.allocationCents },
          percentages: { __typename: 'AllocationAmounts', ...breakdown.percentages },
          recommendations: {
            __typename: 'AllocationRecommendations',
            cpu: rec.cpu && { __typename: 'RecommendedPart', ...rec.cpu },
            gpu: rec.gpu && { __typename: 'RecommendedPart', ...rec.gpu },
          },
        },
      },
    },
  };
}

export type Report = NonNullable<CheckCompatibilityQuery['checkCompatibility']>;

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    compatible: true,
    estimatedWattage: 310,
    recommendedPsuWattage: 450,
    unchecked: [],
    checks: [
      { id: 'cpu-socket', label: 'CPU socket', status: 'pass', message: 'The AM5 CPU fits the AM5 board.' },
      { id: 'memory-type', label: 'Memory type', status: 'pass', message: 'DDR5 memory on a DDR5 board.' },
      { id: 'psu-wattage', label: 'Power supply', status: 'warn', message: 'The PSU has little headroom.' },
    ],
    ...overrides,
  };
}

export function compatibilityMock(partIds: string[], report: Report | Error | GraphQLError): Mock {
  return {
    request: { query: CheckCompatibilityDocument, variables: { partIds } },
    ...(report instanceof GraphQLError
      ? { result: { errors: [report] } }
      : report instanceof Error
        ? { error: report }
        : {
            result: {
              data: {
                checkCompatibility: {
                  __typename: 'CompatibilityReport',
                  ...report,
                  checks: report.checks.map((c) => ({ __typename: 'CompatibilityCheckResult', ...c })),
                },
              },
            },
          }),
  };
}

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function internalError(): GraphQLError {
  return new GraphQLError('Something went wrong. Please try again.', {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
