import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChevronDown, ChartPie, ClipboardList, LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import {
  BUDGET_SLIDER,
  BUILD_TYPE_ENUM,
  BUILD_TYPE_LABELS,
  BUILD_TYPES,
  GENERATION_FAILED_TITLE,
  RESOLUTIONS,
  RESOLUTION_ENUM,
  SAVED_BUILD_TEXT,
  USE_CASE_ENUM,
  defaultBuildDescription,
  defaultBuildTitle,
  enumNameOf,
  formatUsd,
  buildPurpose,
  buildTierFor,
  isBuildType,
  type AllocationShares,
  type UseCaseId,
  cents,
  toCents,
  toDollars,
} from '@rigforge/common';
import { Alert } from '../../components/ui/Alert';
import { Badge } from '../../components/ui/Badge';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useToast } from '../../components/ui/toast';
import { useBudgetAllocationLazyQuery } from './planner.generated';
import { useDocumentTitle } from '../../lib/document-title';
import { budgetAfterKey, sameInputs, type CalculatorInputs } from './calculator-state';
import { BreakdownPanel, type Breakdown } from './components/BreakdownPanel';
import { CALCULATE_FAILED_MESSAGE, generationFailureText, serverMessageOf } from './messages';
import { buildResultPath, payloadFromBuild, type BuildResultPayload } from './payload';
import { SaveBuild } from './components/SaveBuild';
import { buildToSave } from './save';
import { namesOfUseCases } from './use-cases';
import { useCalculatorState } from './useCalculatorState';
import { useGeneration, type GenerationOutcome } from './useGeneration';

export const CALCULATOR_TITLE = 'PC Budget Calculator';

const FIELD_CLASS =
  'h-11 w-full rounded-xl border border-line bg-surface-muted px-3 text-sm text-fg hover:border-line-strong focus:border-ring';

interface Calculation {
  inputs: CalculatorInputs;
  breakdown: Breakdown;
}

/** The split in dollars, as the result page's payload carries it. */
function allocationOf(breakdown: Breakdown): AllocationShares {
  const { cpu, gpu, ram, storage, other } = breakdown.allocationCents;
  const dollars = (amount: number) => toDollars(cents(amount));
  return { cpu: dollars(cpu), gpu: dollars(gpu), ram: dollars(ram), storage: dollars(storage), other: dollars(other) };
}

/** The inputs as the planner's GraphQL arguments: cents and enum values. */
function plannerArguments({ budget, buildType, resolution }: CalculatorInputs) {
  return {
    budgetCents: toCents(budget),
    kind: enumNameOf(BUILD_TYPE_ENUM, buildType),
    screen: enumNameOf(RESOLUTION_ENUM, resolution),
  };
}

/**
 * The budget slider. Its keys are handled here, stepping from the value they last asked for until the page shows
 * it: with fast key repeats the browser would step from a value not yet rendered and drop steps.
 */
function BudgetSlider({ value, onChange }: { value: number; onChange: (budget: number) => void }) {
  const id = useId();
  const asked = useRef<number | null>(null);
  useEffect(() => {
    if (asked.current === value) asked.current = null;
  }, [value]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = budgetAfterKey(event.key, asked.current ?? value);
    if (next === null) return;
    event.preventDefault();
    asked.current = next;
    onChange(next);
  };
  return (
    <div>
      <div className="mb-2 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          Budget
        </label>
        <output htmlFor={id} aria-hidden="true" className="text-2xl font-bold text-fg tabular-nums">
          {formatUsd(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={BUDGET_SLIDER.min}
        max={BUDGET_SLIDER.max}
        step={BUDGET_SLIDER.step}
        value={value}
        aria-valuetext={formatUsd(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          asked.current = null;
        }}
        className="h-2 w-full cursor-pointer accent-violet-600 dark:accent-violet-400"
      />
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
        <span>{formatUsd(BUDGET_SLIDER.min)}</span>
        <span>{formatUsd(BUDGET_SLIDER.max)}</span>
      </div>
    </div>
  );
}

function BuildTypeSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block text-sm font-semibold text-fg">
        Build type
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={clsx(FIELD_CLASS, 'appearance-none pr-9')}
        >
          {BUILD_TYPES.map((type) => (
            <option key={type} value={type}>
              {BUILD_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}

/** The resolution buttons: a radio group (arrow keys move the choice, as in any radio group). */
function ResolutionPicker({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold text-fg">Resolution</legend>
      <div className="grid grid-cols-3 gap-2">
        {RESOLUTIONS.map((resolution) => {
          const checked = resolution === value;
          return (
            <label
              key={resolution}
              className={clsx(
                'relative flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold transition-colors select-none',
                'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                checked
                  ? 'border-transparent bg-brand text-white shadow-md shadow-violet-900/20'
                  : 'border-line bg-surface-muted text-fg hover:border-line-strong',
              )}
            >
              <input
                type="radio"
                name={name}
                value={resolution}
                checked={checked}
                onChange={() => onChange(resolution)}
                className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
              />
              {resolution}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * /calculator (docs/requirements.md §2 "Budget calculator"): budget, build type and resolution; Calculate Build
 * shows the split (budgetAllocation); Generate Parts List makes a parts list and opens the result.
 * With `usecases` in the address the parts are generated for those use cases within the budget
 * (generatePartsFromUseCases, strict budget); otherwise from the allocation (generateParts),
 * calculating first when the breakdown is missing or was made for other inputs.
 */
export function CalculatorPage() {
  useDocumentTitle(CALCULATOR_TITLE);
  const headingId = useId();
  const breakdownHeadingId = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [state, update] = useCalculatorState();
  const inputs: CalculatorInputs = { budget: state.budget, buildType: state.buildType, resolution: state.resolution };
  const [calculation, setCalculation] = useState<Calculation | null>(null);
  const [calculating, setCalculating] = useState(false);
  const [calculateError, setCalculateError] = useState<string | null>(null);
  const [fetchAllocation] = useBudgetAllocationLazyQuery();
  const { pending: generating, run, requestFromUseCases, requestFromAllocation } = useGeneration();

  const calculate = useCallback(
    async (
      wanted: CalculatorInputs,
      useCases: readonly UseCaseId[],
    ): Promise<{ ok: true; calculation: Calculation } | { ok: false; error: unknown }> => {
      setCalculating(true);
      setCalculateError(null);
      try {
        // With use cases Generate makes their list, so the recommended picks come from it too.
        const uses = useCases.length > 0 ? { uses: useCases.map((id) => enumNameOf(USE_CASE_ENUM, id)) } : {};
        const result = await fetchAllocation({ variables: { ...plannerArguments(wanted), ...uses } });
        const breakdown = result.data?.budgetAllocation;
        if (result.error || !breakdown) throw result.error ?? new Error('No breakdown in the response');
        const next = { inputs: wanted, breakdown };
        setCalculation(next);
        return { ok: true, calculation: next };
      } catch (error) {
        setCalculateError(serverMessageOf(error) ?? CALCULATE_FAILED_MESSAGE);
        return { ok: false, error };
      } finally {
        setCalculating(false);
      }
    },
    [fetchAllocation],
  );

  const fresh = calculation && sameInputs(calculation.inputs, inputs) ? calculation : null;
  const busy = calculating || generating;

  const onCalculate = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void calculate(inputs, state.useCases);
  };

  const failed = (error: unknown) => {
    toast({ variant: 'destructive', title: GENERATION_FAILED_TITLE, description: generationFailureText(error) });
  };

  /**
   * The parts list for the current inputs, as the result page's payload: for the use cases within
   * the budget, or from the allocation (calculated first when the breakdown is missing or stale).
   */
  const generate = async (): Promise<{ ok: true; payload: BuildResultPayload } | { ok: false; error: unknown }> => {
    let outcome: GenerationOutcome;
    let allocation = fresh ? allocationOf(fresh.breakdown) : undefined;
    if (state.useCases.length > 0) {
      outcome = await requestFromUseCases({ useCases: state.useCases, budget: inputs.budget });
    } else {
      let current = fresh;
      if (!current) {
        const calculated = await calculate(inputs, state.useCases);
        if (!calculated.ok) return calculated;
        current = calculated.calculation;
      }
      allocation = allocationOf(current.breakdown);
      const { cpu, gpu, ram, storage, other } = current.breakdown.allocationCents;
      outcome = await requestFromAllocation({
        cpuCents: cpu,
        gpuCents: gpu,
        ramCents: ram,
        storageCents: storage,
        otherCents: other,
        ...plannerArguments(current.inputs),
      });
    }
    if (!outcome.ok) return outcome;
    const withUseCases = state.useCases.length > 0;
    return {
      ok: true,
      payload: payloadFromBuild(outcome.build, { withUseCases, withBuildTier: withUseCases, allocation }),
    };
  };

  const onGenerate = () => {
    if (busy) return;
    void run(async () => {
      const generated = await generate();
      if (!generated.ok) return failed(generated.error);
      navigate(buildResultPath(generated.payload));
    });
  };

  /**
   * Saving from the calculator saves the parts list these inputs generate (docs/requirements.md §4 "Calculator flow").
   */
  const prepareSave = async () => {
    const generated = await generate();
    if (!generated.ok) throw generated.error;
    return buildToSave(generated.payload);
  };

  const names = namesOfUseCases(state.useCases);

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        <header className="mx-auto mb-10 max-w-3xl text-center">
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">Plan your build</p>
          <h1 id={headingId} className="mt-3 text-4xl font-extrabold tracking-tight text-fg sm:text-5xl">
            {CALCULATOR_TITLE}
          </h1>
          <p className="mt-4 text-lg leading-8 text-muted">
            Choose a budget, what you build for and your screen&apos;s resolution. We&apos;ll split the money across the
            parts and pick a compatible parts list.
          </p>
        </header>

        <div className="grid gap-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:items-start">
          <Card className="p-5 sm:p-6">
            {names.length > 0 ? (
              <div className="mb-6 rounded-xl border border-line bg-surface-muted/60 p-4">
                <p id={`${headingId}-usecases`} className="text-sm font-semibold text-fg">
                  Your use cases
                </p>
                <ul aria-labelledby={`${headingId}-usecases`} className="mt-2 flex flex-wrap gap-2">
                  {names.map((name) => (
                    <li key={name}>
                      <Badge tone="accent" size="md">
                        {name}
                      </Badge>
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-xs text-muted">
                  The parts list is generated for these use cases within your budget.
                </p>
              </div>
            ) : null}
            <form onSubmit={onCalculate} aria-labelledby={headingId} className="space-y-6">
              <BudgetSlider value={state.budget} onChange={(budget) => update({ budget })} />
              <BuildTypeSelect
                value={state.buildType}
                onChange={(value) => {
                  if (isBuildType(value)) update({ buildType: value });
                }}
              />
              <ResolutionPicker
                value={state.resolution}
                onChange={(value) => {
                  const resolution = RESOLUTIONS.find((r) => r === value);
                  if (resolution) update({ resolution });
                }}
              />
              <div className="grid gap-3 pt-2 sm:grid-cols-2 lg:grid-cols-1">
                <Button type="submit" variant="secondary" size="lg" disabled={busy} className="px-4">
                  {calculating ? (
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                  ) : (
                    <ChartPie aria-hidden="true" className="size-5" />
                  )}
                  {calculating ? 'Calculating...' : 'Calculate Build'}
                </Button>
                <Button size="lg" disabled={busy} onClick={onGenerate} className="px-4">
                  {generating ? (
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
                  ) : (
                    <ClipboardList aria-hidden="true" className="size-5" />
                  )}
                  {generating ? 'Generating...' : 'Generate Parts List'}
                </Button>
                <SaveBuild
                  label={SAVED_BUILD_TEXT.saveBuild}
                  defaults={{
                    title: defaultBuildTitle(
                      buildTierFor(inputs.budget, buildPurpose(state.useCases, inputs.buildType)).label,
                      inputs.budget,
                    ),
                    description: defaultBuildDescription({ ...inputs, useCases: state.useCases }),
                  }}
                  prepare={prepareSave}
                  disabled={busy}
                  variant="outline"
                  className="px-4 sm:col-span-2 lg:col-span-1"
                />
              </div>
            </form>
          </Card>

          <BreakdownPanel
            headingId={breakdownHeadingId}
            breakdown={calculation?.breakdown ?? null}
            calculating={calculating}
            stale={Boolean(calculation) && !fresh && !calculating}
            error={calculateError ? <Alert tone="error">{calculateError}</Alert> : null}
          />
        </div>
      </div>
    </div>
  );
}
