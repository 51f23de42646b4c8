import { normalizeUseCases, USE_CASES, type UseCaseId } from '@rigforge/common';

/** Adds the use case when it is not selected, else removes it; the result is in the cards' order. */
export function toggleUseCase(selected: readonly UseCaseId[], id: UseCaseId): UseCaseId[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : normalizeUseCases([...selected, id]);
}

/** The names of the known ids, in the order given; unknown ids are left out. */
export function namesOfUseCases(ids: readonly string[]): string[] {
  return ids.flatMap((id) => USE_CASES.find((u) => u.id === id)?.name ?? []);
}
