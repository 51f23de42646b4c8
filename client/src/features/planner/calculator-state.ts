// The calculator's bookmarkable state as URL search parameters: budget, buildType, resolution and
// the optional use cases (docs/requirements.md §2: usecases, comma-separated ids). Parsing never throws: a value
// the page cannot use is dropped and its default applies.
import {
  BUDGET_SLIDER,
  DEFAULT_BUILD_TYPE,
  DEFAULT_RESOLUTION,
  isBuildType,
  isResolution,
  parseUseCaseList,
  type BuildType,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';

export interface CalculatorInputs {
  budget: number;
  buildType: BuildType;
  resolution: Resolution;
}

export interface CalculatorState extends CalculatorInputs {
  /** From `usecases`; unknown ids are ignored. */
  useCases: UseCaseId[];
}

export const DEFAULT_CALCULATOR_INPUTS: CalculatorInputs = {
  budget: BUDGET_SLIDER.default,
  buildType: DEFAULT_BUILD_TYPE,
  resolution: DEFAULT_RESOLUTION,
};

/** A budget on the slider: a whole number from min to max on a step, or null. */
export function parseSliderBudget(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return null;
  const n = Number(value);
  if (n < BUDGET_SLIDER.min || n > BUDGET_SLIDER.max || (n - BUDGET_SLIDER.min) % BUDGET_SLIDER.step !== 0) {
    return null;
  }
  return n;
}

export function parseCalculatorParams(params: URLSearchParams): CalculatorState {
  const buildType = params.get('buildType');
  const resolution = params.get('resolution');
  return {
    budget: parseSliderBudget(params.get('budget')) ?? DEFAULT_CALCULATOR_INPUTS.budget,
    buildType: isBuildType(buildType) ? buildType : DEFAULT_CALCULATOR_INPUTS.buildType,
    resolution: isResolution(resolution) ? resolution : DEFAULT_CALCULATOR_INPUTS.resolution,
    useCases: parseUseCaseList(params.get('usecases')),
  };
}

/**
 * The query string for a state, '' for the defaults (so /calculator stays /calculator until
 * something changes). Every value is made of URL-safe characters, so the use-case list keeps its
 * plain commas (?usecases=gaming,work) rather than %2C.
 */
export function calculatorSearch(state: CalculatorState): string {
  const parts: string[] = [];
  if (state.useCases.length > 0) parts.push(`usecases=${state.useCases.join(',')}`);
  if (state.budget !== DEFAULT_CALCULATOR_INPUTS.budget) parts.push(`budget=${state.budget}`);
  if (state.buildType !== DEFAULT_CALCULATOR_INPUTS.buildType) parts.push(`buildType=${state.buildType}`);
  if (state.resolution !== DEFAULT_CALCULATOR_INPUTS.resolution) parts.push(`resolution=${state.resolution}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return a.budget === b.budget && a.buildType === b.buildType && a.resolution === b.resolution;
}

/** The calculator's address for use cases (where a failed use-case generation sends the visitor). */
export function calculatorPathForUseCases(useCases: readonly string[]): string {
  return useCases.length > 0 ? `/calculator?usecases=${useCases.join(',')}` : '/calculator';
}

/** Pages a slider's PageUp and PageDown move, as browsers do: a tenth of a typical range. */
const PAGE_STEPS = 10;

/**
 * The budget a key moves the slider to from `from` (arrows one step, PageUp/PageDown ten, Home/End the ends),
 * or null for any other key.
 */
export function budgetAfterKey(key: string, from: number): number | null {
  const { min, max, step } = BUDGET_SLIDER;
  const moves: Record<string, number> = {
    ArrowRight: step,
    ArrowUp: step,
    ArrowLeft: -step,
    ArrowDown: -step,
    PageUp: step * PAGE_STEPS,
    PageDown: -step * PAGE_STEPS,
    Home: min - from,
    End: max - from,
  };
  const move = moves[key];
  return move === undefined ? null : Math.min(max, Math.max(min, from + move));
}
