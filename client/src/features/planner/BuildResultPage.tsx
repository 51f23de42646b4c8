import { useEffect, useMemo } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { GENERATION_FAILED_TITLE, RESULT_PAGE_DEFAULTS, type UseCaseId } from '@rigforge/common';
import { useToast } from '../../components/ui/toast';
import { useDocumentTitle } from '../../lib/document-title';
import { BuildResultView } from './components/BuildResultView';
import { UseCaseStep } from './components/UseCaseStep';
import { generationFailureText } from './messages';
import { buildResultPath, parseBuildResultData, payloadFromBuild, type PayloadParseResult } from './payload';
import { targetBudget } from './UseCaseStepPage';
import { useGeneration } from './useGeneration';

export const RESULT_TITLE = 'Build Result';
export const RESULT_GENERATE_LABEL = 'Generate Parts List';

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
 * The use-case step of the result page (/build-result?budget=n&step=usecase, docs/requirements.md §2), the same step as
 * /guides?step=usecase with 'Generate Parts List'. The result replaces the step and the address is rewritten to
 * ?data=... without a new history entry; the payload carries the docs/requirements.md §9 defaults (Custom, 1440p).
 * Without a usable budget in the address the step plans around $800, shown as a default.
 */
function ResultUseCaseStep({ target }: { target: number | null }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { pending, run, requestFromUseCases } = useGeneration();
  const budget = target ?? RESULT_PAGE_DEFAULTS.budget;

  const onGenerate = (useCases: UseCaseId[]) =>
    void run(async () => {
      const outcome = await requestFromUseCases({ useCases, budget });
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

  return (
    <UseCaseStep
      target={target}
      defaultBudget={() => RESULT_PAGE_DEFAULTS.budget}
      generateLabel={() => RESULT_GENERATE_LABEL}
      pending={pending}
      onGenerate={onGenerate}
    />
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
    return <ResultUseCaseStep target={targetBudget(params.get('budget'))} />;
  }
  return <LeaveForCalculator result={result} />;
}
