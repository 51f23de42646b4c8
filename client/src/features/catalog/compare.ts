// The compare tray's rules (docs/requirements.md §4 "Compare tray", §5 "Comparison"): at most COMPARE_LIMIT parts,
// no duplicates, and the comparison opens only with exactly COMPARE_LIMIT chosen.
import { COMPARE_LIMIT } from '@rigforge/common';

export const COMPARE_FULL_TITLE = 'Compare tray is full';
export const COMPARE_FULL_HINT = `You can compare ${COMPARE_LIMIT} components at a time. Remove one to add another.`;

export type CompareOutcome = 'added' | 'removed' | 'full';

export interface CompareToggle {
  selection: string[];
  outcome: CompareOutcome;
}

/** Adds a part to the selection, or removes it when it is already there; a full tray is left as it is. */
export function toggleCompare(selection: readonly string[], id: string): CompareToggle {
  if (selection.includes(id)) return { selection: selection.filter((x) => x !== id), outcome: 'removed' };
  if (selection.length >= COMPARE_LIMIT) return { selection: [...selection], outcome: 'full' };
  return { selection: [...selection, id], outcome: 'added' };
}

export function removeFromCompare(selection: readonly string[], id: string): string[] {
  return selection.filter((x) => x !== id);
}

/** Whether the 'Compare Components' button shows and the comparison can open. */
export function canCompare(selection: readonly string[]): boolean {
  return selection.length === COMPARE_LIMIT && new Set(selection).size === COMPARE_LIMIT;
}

/** Whether one more part can be added (a part already chosen can always be removed). */
export function isCompareFull(selection: readonly string[]): boolean {
  return selection.length >= COMPARE_LIMIT;
}
