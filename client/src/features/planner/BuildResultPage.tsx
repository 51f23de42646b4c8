import { useEffect, useId, useMemo, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { ArrowLeft, ClipboardList, LoaderCircle } from 'lucide-react';
import {
  GENERATION_FAILED_TITLE,
  RESULT_PAGE_DEFAULTS,
  SELECT_USE_CASES_MESSAGE,
  SELECT_USE_CASES_TITLE,
  formatUsd,
  isPlannerBudget,
  type UseCaseId,
} from '@rigforge/common';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useToast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/document-title';
import { tierForBudget } from '../../lib/guide-tiers';
import { BuildResultView } from './components/BuildResultView';
import { UseCaseCards } from './components/UseCaseCards';
import { generationFailureText } from './messages';
import { buildResultPath, parseBuildResultData, payloadFromBuild, type PayloadParseResult } from './payload';
import { toggleUseCase } from './use-cases';
import { useGeneration } from './useGeneration';

export const RESULT_TITLE = 'Build Result';
export const RESULT_STEP_TITLE = 'Choose Your Use Cases';
export const RESULT_STEP_HEADING = 'What will you use your PC for?';

/** The step's budget: the `budget` parameter when it is one the planner takes (500 to 5000), else 800. */
export function resultStepBudget(value: string | null): number {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return isPlannerBudget(n) ? n : RESULT_PAGE_DEFAULTS.budget;
}

/** Missing or unreadable data: logged, then the visitor goes to the calculator (docs/requirements.md §2, §8). */
function LeaveForCalculator({ result }: { result: Exclude<PayloadParseResult, { status: 'ok' }> }) {
  useEffect(() => {
    if (result.status === 'malformed')
      console.error('Build result: the data in the address is not JSON.', result.error);
    else if (result.status === 'invalid')
      console.error(`Build result: the data in the address is not a build (${result.reason}).`);
    else console.warn('Build result: no build data in the address.');
  }, [result]);
  return <Navigate to="/calculator" replace />;
}

/**
 * The use-case step of the result page (/build-result?budget=n&step=usecase, docs/requirements.md §2): six cards,
 * Generate Parts List. The result replaces the step and the address is rewritten to ?data=...
 * without a new history entry; the payload carries the docs/requirements.md §9 defaults (Custom, 1440p).
 */
function ResultUseCaseStep({ budget }: { budget: number }) {
  useDocumentTitle(RESULT_STEP_TITLE);
  const headingId = useId();
  const cardsHeadingId = useId();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [selected, setSelected] = useState<UseCaseId[]>([]);
  const { pending, run, requestFromUseCases } = useGeneration();
  const tier = tierForBudget(budget);

  const onGenerate = () => {
    if (pending) return;
    if (selected.length === 0) {
      toast({ variant: 'destructive', title: SELECT_USE_CASES_TITLE, description: SELECT_USE_CASES_MESSAGE });
      return;
    }
    void run(async () => {
      const outcome = await requestFromUseCases({ useCases: selected, budget });
      if (!outcome.ok) {
        toast({
          variant: 'destructive',
          title: GENERATION_FAILED_TITLE,
          description: generationFailureText(outcome.error),
        });
        return;
      }
      const payload = payloadFromBuild(outcome.build, {
        withUseCases: true,
        withBuildTier: true,
        buildType: RESULT_PAGE_DEFAULTS.buildType,
        resolution: RESULT_PAGE_DEFAULTS.resolution,
      });
      navigate(buildResultPath(payload), { replace: true });
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
          <p className="text-sm font-semibold tracking-wider text-accent uppercase">
            {tier.tier} build · {formatUsd(budget)}
          </p>
          <h1 id={headingId} className="mt-2 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {RESULT_STEP_HEADING}
          </h1>
          <p className="mt-3 text-muted">
            Pick every use case that applies. We&apos;ll generate a compatible parts list for them within{' '}
            {formatUsd(budget)}.
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
          <p aria-live="polite" className="text-sm text-muted sm:mr-auto">
            {selected.length === 0
              ? 'No use case selected yet.'
              : `${selected.length} use ${selected.length === 1 ? 'case' : 'cases'} selected.`}
          </p>
          <Button size="lg" onClick={onGenerate} disabled={pending}>
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            ) : (
              <ClipboardList aria-hidden="true" className="size-5" />
            )}
            {pending ? 'Generating...' : 'Generate Parts List'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function ResultWithData({ payload }: { payload: Extract<PayloadParseResult, { status: 'ok' }>['payload'] }) {
  useDocumentTitle(RESULT_TITLE);
  return <BuildResultView payload={payload} />;
}

/**
 * /build-result (docs/requirements.md §2 "Build result"): the build in `data`; else the use-case step with
 * step=usecase; else (or with data we cannot read) back to the calculator.
 */
export function BuildResultPage() {
  const [params] = useSearchParams();
  const data = params.get('data');
  const result = useMemo(() => parseBuildResultData(data), [data]);
  if (result.status === 'ok') return <ResultWithData payload={result.payload} />;
  if (result.status === 'missing' && params.get('step') === 'usecase') {
    return <ResultUseCaseStep budget={resultStepBudget(params.get('budget'))} />;
  }
  return <LeaveForCalculator result={result} />;
}
