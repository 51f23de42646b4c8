import { useCallback, useState } from 'react';
import { USE_CASE_ENUM, enumNameOf, type UseCaseId, toCents } from '@rigforge/common';
import {
  type GeneratedBuildFieldsFragment,
  useGeneratePartsFromUseCasesLazyQuery,
  useGeneratePartsLazyQuery,
} from './planner.generated';
import { type AllocationInput } from '../../generated/graphql';

/** The allocation input without its deprecated dollar and string twins (docs/api.md): cents and enums only. */
type AllocationToSend = Omit<
  AllocationInput,
  'cpu' | 'gpu' | 'ram' | 'storage' | 'other' | 'budget' | 'buildType' | 'resolution'
>;

export type GeneratedBuild = GeneratedBuildFieldsFragment;

export type GenerationOutcome = { ok: true; build: GeneratedBuild } | { ok: false; error: unknown };

/** Awaits a lazy query's result: a value, or the error (whether the promise rejected or resolved with one). */
async function settle<T>(
  run: () => Promise<{ data?: T | undefined; error?: unknown }>,
  pick: (data: T) => GeneratedBuild | null | undefined,
): Promise<GenerationOutcome> {
  try {
    const result = await run();
    const build = result.data ? pick(result.data) : undefined;
    if (result.error || !build) return { ok: false, error: result.error ?? new Error('No build in the response') };
    return { ok: true, build };
  } catch (error) {
    return { ok: false, error };
  }
}

export interface UseCaseGenerationRequest {
  useCases: readonly UseCaseId[];
  /** The chosen budget; without it the server picks the docs/requirements.md §9 default for the use cases. */
  budget?: number;
}

/**
 * Parts-list generation (docs/requirements.md §7): from use cases (with `strictBudget: true` whenever a budget is
 * given) or from the calculator's allocation. Each request asks the server afresh (no cache: a
 * part's reason belongs to one build). `run` wraps a whole user action (which may be more than one
 * request) and `pending` is true while one runs.
 */
export function useGeneration() {
  const [fromUseCases] = useGeneratePartsFromUseCasesLazyQuery({ fetchPolicy: 'no-cache' });
  const [fromAllocation] = useGeneratePartsLazyQuery({ fetchPolicy: 'no-cache' });
  const [pending, setPending] = useState(false);

  const run = useCallback(async <T>(work: () => Promise<T>): Promise<T> => {
    setPending(true);
    try {
      return await work();
    } finally {
      setPending(false);
    }
  }, []);

  const requestFromUseCases = useCallback(
    ({ useCases, budget }: UseCaseGenerationRequest) =>
      settle(
        () => {
          const uses = useCases.map((id) => enumNameOf(USE_CASE_ENUM, id));
          return fromUseCases({
            variables: budget === undefined ? { uses } : { uses, budgetCents: toCents(budget), strictBudget: true },
          }).retain();
        },
        (data) => data.generatePartsFromUseCases,
      ),
    [fromUseCases],
  );

  const requestFromAllocation = useCallback(
    (allocation: AllocationToSend) =>
      settle(
        () => fromAllocation({ variables: { allocation } }).retain(),
        (data) => data.generateParts,
      ),
    [fromAllocation],
  );

  return { pending, run, requestFromUseCases, requestFromAllocation };
}
