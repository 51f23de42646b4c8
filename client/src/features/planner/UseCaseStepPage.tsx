import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, LoaderCircle, WandSparkles } from 'lucide-react';
import {
  SELECT_USE_CASE_HINT,
  defaultBudgetForUseCases,
  formatUsd,
  isPlannerBudget,
  type UseCaseId,
} from '@rigforge/common';
import { Badge } from '../../components/ui/Badge';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/document-title';
import { tierForBudget } from '../../lib/guide-tiers';
import { calculatorPathForUseCases } from './calculator-state';
import { UseCaseCards } from './components/UseCaseCards';
import { buildResultPath, payloadFromBuild } from './payload';
import { toggleUseCase } from './use-cases';
import { useGeneration } from './useGeneration';

export const USE_CASE_STEP_TITLE = 'Choose Your Use Cases';

/** The `budget` parameter when the planner takes it (a number from 500 to 5000), else null. */
export function targetBudget(value: string | null): number | null {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return isPlannerBudget(n) ? n : null;
}

/**
 * The budget the heading's tier is read from. With a target budget in the address, that budget.
 * Without one, the budget generation will use for the selection (docs/requirements.md §9 "Defaults for use-case
 * generation"), so the heading names the tier of the build the button will make: with nothing
 * selected that is 1000, Mid-Range ($800-1000); choosing Workstation makes it 2000, High-End
 * ($1200+).
 */
export function headingBudget(target: number | null, selected: readonly UseCaseId[]): number {
  return target ?? defaultBudgetForUseCases(selected);
}

/**
 * /guides?step=usecase (docs/requirements.md §2 "Guides", use-case step): '{tier} PC Build ({range})', the six
 * use-case cards and 'Generate {tier} Build'. Generation goes to the build result; when it fails,
 * to the calculator with the chosen use cases (docs/requirements.md §4, §8).
 */
export function UseCaseStepPage() {
  useDocumentTitle(USE_CASE_STEP_TITLE);
  const headingId = useId();
  const cardsHeadingId = useId();
  const hintId = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = targetBudget(params.get('budget'));
  const [selected, setSelected] = useState<UseCaseId[]>([]);
  const { pending, run, requestFromUseCases } = useGeneration();
  const budget = headingBudget(target, selected);
  const { tier, useCaseRangeLabel, color } = tierForBudget(budget);
  const nothingSelected = selected.length === 0;

  const onGenerate = () => {
    if (pending || nothingSelected) return;
    const useCases = selected;
    void run(async () => {
      const outcome = await requestFromUseCases({ useCases, budget: target ?? undefined });
      if (!outcome.ok) {
        console.error('Generating a parts list for the use cases failed.', outcome.error);
        navigate(calculatorPathForUseCases(useCases));
        return;
      }
      const payload = payloadFromBuild(outcome.build, { withUseCases: true, withBuildTier: target !== null });
      navigate(buildResultPath(payload));
    });
  };

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ButtonLink to="/guides" variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Build Guides
        </ButtonLink>
        <header className="mt-4 mb-8 max-w-3xl">
          <Badge tone={color} size="md">
            {target !== null ? `Target budget ${formatUsd(target)}` : `Planned around ${formatUsd(budget)}`}
          </Badge>
          <h1 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {`${tier} PC Build (${useCaseRangeLabel})`}
          </h1>
          <p className="mt-3 text-muted">
            What will you use this PC for? Pick every use case that applies and we&apos;ll generate a compatible parts
            list balanced for them.
          </p>
        </header>
        <h2 id={cardsHeadingId} className="sr-only">
          Use cases
        </h2>
        <UseCaseCards
          selected={selected}
          onToggle={(id) => setSelected((s) => toggleUseCase(s, id))}
          labelledBy={cardsHeadingId}
          disabled={pending}
        />
        <div className="mt-8 flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
          {nothingSelected ? (
            <p id={hintId} className="text-sm text-muted sm:mr-auto">
              {SELECT_USE_CASE_HINT}
            </p>
          ) : null}
          <Button
            size="lg"
            onClick={onGenerate}
            disabled={nothingSelected || pending}
            aria-describedby={nothingSelected ? hintId : undefined}
          >
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            ) : (
              <WandSparkles aria-hidden="true" className="size-5" />
            )}
            {pending ? 'Generating Components...' : `Generate ${tier} Build`}
          </Button>
        </div>
      </div>
    </div>
  );
}
