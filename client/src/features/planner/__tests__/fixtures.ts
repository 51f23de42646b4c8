import { GraphQLError } from 'graphql';
import { delay as wait, graphql, HttpResponse } from 'msw';
import { type ErrorCode } from '@rigforge/common';
import {
  BudgetAllocationDocument,
  CheckCompatibilityDocument,
  GeneratePartsDocument,
  GeneratePartsFromUseCasesDocument,
  type BudgetAllocationQuery,
  type BudgetAllocationQueryVariables,
  type CheckCompatibilityQuery,
  type GeneratedBuildFieldsFragment,
  type GeneratePartsFromUseCasesQuery,
  type GeneratePartsQuery,
  type GeneratePartsFromUseCasesQueryVariables,
} from '../planner.generated';
import { type AllocationInput } from '../../../generated/graphql';
import { networkError, serverError } from '../../../test/mocks/errors';

import { type PayloadPart } from '../payload';

/** Variables compared as the server reads them: key order aside, and without the undefined ones JSON drops. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/** Whether a request's variables are exactly `expected` (the answer is for that request only). */
export function sameVariables(variables: unknown, expected: unknown): boolean {
  return canonical(variables) === canonical(expected);
}

/** A failure as the page meets it: a refusal (its code and message) or no answer at all (a plain Error). */
export function failureAnswer(failure: GraphQLError | Error): Response {
  if (failure instanceof GraphQLError) {
    return serverError(failure.extensions.code as ErrorCode, failure.message);
  }
  return networkError();
}

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
        componentId: PART_IDS.cpu,
        slug: 'cpu-amd-ryzen-5-7600',
        name: 'AMD Ryzen 5 7600',
        type: 'CPU',
        priceCents: 19999,
        reason: 'Six fast cores for gaming within the CPU share.',
      },
      {
        componentId: PART_IDS.gpu,
        slug: 'gpu-nvidia-geforce-rtx-4060',
        name: 'NVIDIA GeForce RTX 4060',
        type: 'GPU',
        priceCents: 29999,
        reason: 'The best 1440p card for the money.',
      },
      {
        componentId: PART_IDS.ram,
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
  return build.parts.map(({ componentId, type, priceCents, ...part }) => ({
    id: componentId,
    ...part,
    category: type,
    price: priceCents / 100,
  }));
}

/** The result page's compatibility check of makeBuild()'s parts, for tests that end on the result page. */
export function resultPageHandlers() {
  return [compatibilityHandler([PART_IDS.cpu, PART_IDS.gpu, PART_IDS.ram], makeReport())];
}

/** The build as the server sends it, with the type names Apollo's cache expects. */
function asResponse(build: GeneratedBuildFieldsFragment) {
  return {
    __typename: 'GeneratedBuild' as const,
    ...build,
    parts: build.parts.map((p) => ({ __typename: 'BuildPart' as const, ...p })),
  };
}

/** Answers the use-case generation of exactly `variables` with `build` or the failure, after `delay` ms. */
export function useCasesHandler(
  variables: GeneratePartsFromUseCasesQueryVariables,
  build: GeneratedBuildFieldsFragment | Error | GraphQLError,
  delay = 0,
) {
  return graphql.query(GeneratePartsFromUseCasesDocument, async ({ variables: asked }) => {
    if (!sameVariables(asked, variables)) return undefined;
    if (delay) await wait(delay);
    if (build instanceof Error) return failureAnswer(build);
    return HttpResponse.json({
      data: {
        generatePartsFromUseCases: asResponse(build) as GeneratePartsFromUseCasesQuery['generatePartsFromUseCases'],
      },
    });
  });
}

/** Answers the generation from exactly `allocation` with `build` or the refusal, after `delay` ms. */
export function allocationPartsHandler(
  allocation: AllocationInput,
  build: GeneratedBuildFieldsFragment | GraphQLError,
  delay = 0,
) {
  return graphql.query(GeneratePartsDocument, async ({ variables }) => {
    if (!sameVariables(variables, { allocation })) return undefined;
    if (delay) await wait(delay);
    if (build instanceof Error) return failureAnswer(build);
    return HttpResponse.json({ data: { generateParts: asResponse(build) as GeneratePartsQuery['generateParts'] } });
  });
}

export type Breakdown = NonNullable<BudgetAllocationQuery['budgetAllocation']>;

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

/** Answers the budget split of exactly `variables` with `breakdown` or the refusal, after `delay` ms. */
export function breakdownHandler(
  variables: BudgetAllocationQueryVariables,
  breakdown: Breakdown | GraphQLError,
  delay = 0,
) {
  return graphql.query(BudgetAllocationDocument, async ({ variables: asked }) => {
    if (!sameVariables(asked, variables)) return undefined;
    if (delay) await wait(delay);
    if (breakdown instanceof Error) return failureAnswer(breakdown);
    const rec = breakdown.recommendations;
    return HttpResponse.json({
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
        } as Breakdown,
      },
    });
  });
}

export type Report = NonNullable<CheckCompatibilityQuery['checkCompatibility']>;

export function makeReport(overrides: Partial<Report> = {}): Report {
  return {
    compatible: true,
    estimatedWattage: 310,
    recommendedPsuWattage: 450,
    unchecked: [],
    checks: [
      { rule: 'cpu-socket', label: 'CPU socket', verdict: 'PASS', message: 'The AM5 CPU fits the AM5 board.' },
      { rule: 'memory-type', label: 'Memory type', verdict: 'PASS', message: 'DDR5 memory on a DDR5 board.' },
      { rule: 'psu-wattage', label: 'Power supply', verdict: 'WARN', message: 'The PSU has little headroom.' },
    ],
    ...overrides,
  };
}

/**
 * Answers the compatibility check of exactly `partIds` with `report` or the failure (a failure
 * answers once: the retry gets the next handler's answer).
 */
export function compatibilityHandler(partIds: string[], report: Report | Error | GraphQLError) {
  let failed = false;
  return graphql.query(CheckCompatibilityDocument, ({ variables }) => {
    if (!sameVariables(variables, { partIds })) return undefined;
    if (report instanceof Error) {
      if (failed) return undefined;
      failed = true;
      return failureAnswer(report);
    }
    return HttpResponse.json({
      data: {
        checkCompatibility: {
          __typename: 'CompatibilityReport',
          ...report,
          checks: report.checks.map((c) => ({ __typename: 'CompatibilityCheckResult', ...c })),
        } as Report,
      },
    });
  });
}

export function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });
}

export function internalError(): GraphQLError {
  return new GraphQLError('Something went wrong. Please try again.', {
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}
