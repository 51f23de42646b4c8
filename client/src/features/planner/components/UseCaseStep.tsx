import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, LoaderCircle, WandSparkles } from 'lucide-react';
import { SELECT_USE_CASE_HINT, formatUsd, type GuideTier, type UseCaseId } from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { useDocumentTitle } from '../../../lib/document-title';
import { rangeLabelForBudget, tierForBudget } from '../../../lib/guide-tiers';
import { calculatorPathForUseCases } from '../calculator-state';
import { toggleUseCase } from '../use-cases';
import { UseCaseCards } from './UseCaseCards';

export const USE_CASE_STEP_TITLE = 'Choose Your Use Cases';
export const GENERATING_LABEL = 'Generating Components...';

/** Says that the heading's tier is the budget's, and that the finished build is labelled by its total. */
export const BUDGET_TIER_NOTE = 'This tier comes from the budget. The finished build is labelled by its total price.';

export interface UseCaseStepProps {
  /** The budget the visitor chose (from the address), or null. */
  target: number | null;
  /** The budget used without a target, for the selection; it is shown as a default the visitor can change. */
  defaultBudget: (selected: readonly UseCaseId[]) => number;
  /** The Generate button's text for the budget's tier. */
  generateLabel: (tier: GuideTier) => string;
  pending: boolean;
  /** Called only with at least one use case chosen. */
  onGenerate: (useCases: UseCaseId[]) => void;
}

/**
 * The use-case step, the same on /guides?step=usecase and /build-result?…&step=usecase (docs/requirements.md §2, §5):
 * '{tier} PC Build ({range})' for the budget, the six cards, and Generate, disabled with the hint until a use case is
 * chosen. The budget shows as chosen ('Budget $800') or as a default ('Planned around $1,400 — change').
 */
export function UseCaseStep({ target, defaultBudget, generateLabel, pending, onGenerate }: UseCaseStepProps) {
  useDocumentTitle(USE_CASE_STEP_TITLE);
  const headingId = useId();
  const cardsHeadingId = useId();
  const hintId = useId();
  const [selected, setSelected] = useState<UseCaseId[]>([]);
  const budget = target ?? defaultBudget(selected);
  const { tier, color } = tierForBudget(budget);
  const nothingSelected = selected.length === 0;

  return (
    <div className="bg-hero">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <ButtonLink to="/guides" variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Build Guides
        </ButtonLink>
        <header className="mt-4 mb-8 max-w-3xl">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            <Badge tone={color} size="md">
              {target !== null ? `Budget ${formatUsd(target)}` : `Planned around ${formatUsd(budget)}`}
            </Badge>
            {target === null ? (
              <span>
                —{' '}
                <Link
                  to={calculatorPathForUseCases(selected)}
                  className="rounded font-semibold text-accent underline underline-offset-4"
                  aria-label="Change the budget"
                >
                  change
                </Link>
              </span>
            ) : null}
          </p>
          <h1 id={headingId} className="mt-3 text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {`${tier} PC Build (${rangeLabelForBudget(budget, 'useCase')})`}
          </h1>
          <p className="mt-2 text-sm text-muted">{BUDGET_TIER_NOTE}</p>
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
            onClick={() => {
              if (!pending && !nothingSelected) onGenerate(selected);
            }}
            disabled={nothingSelected || pending}
            aria-describedby={nothingSelected ? hintId : undefined}
          >
            {pending ? (
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            ) : (
              <WandSparkles aria-hidden="true" className="size-5" />
            )}
            {pending ? GENERATING_LABEL : generateLabel(tier)}
          </Button>
        </div>
      </div>
    </div>
  );
}
