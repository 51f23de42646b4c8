import { useNavigate, useSearchParams } from 'react-router-dom';
import { defaultBudgetForUseCases, isPlannerBudget, type UseCaseId } from '@rigforge/common';
import { calculatorPathForUseCases } from './calculator-state';
import { UseCaseStep } from './components/UseCaseStep';
import { buildResultPath, payloadFromBuild } from './payload';
import { useGeneration } from './useGeneration';

/** The `budget` parameter when the planner takes it (a number from 500 to 5000), else null. */
export function targetBudget(value: string | null): number | null {
  const n = value === null || value.trim() === '' ? NaN : Number(value);
  return isPlannerBudget(n) ? n : null;
}

/**
 * /guides?step=usecase (docs/requirements.md §2 "Guides", use-case step) with 'Generate {tier} Build'. Without a
 * budget in the address the step plans around the selection's default budget (docs/requirements.md §9), so the heading
 * names the tier of the build the button will make. Generation goes to the build result; when it fails, to the
 * calculator with the chosen use cases (docs/requirements.md §4, §8).
 */
export function UseCaseStepPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = targetBudget(params.get('budget'));
  const { pending, run, requestFromUseCases } = useGeneration();

  const onGenerate = (useCases: UseCaseId[]) =>
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

  return (
    <UseCaseStep
      target={target}
      defaultBudget={defaultBudgetForUseCases}
      generateLabel={(tier) => `Generate ${tier} Build`}
      pending={pending}
      onGenerate={onGenerate}
    />
  );
}
