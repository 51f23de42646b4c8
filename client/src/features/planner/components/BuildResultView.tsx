import { useId } from 'react';
import { ArrowLeft, Info, TriangleAlert, Wrench } from 'lucide-react';
import {
  ALLOCATION_KEYS,
  ALLOCATION_LABELS,
  formatCents,
  formatUsd,
  buildPurpose,
  buildTierFor,
  SAVED_BUILD_TEXT,
  toCents,
} from '@rigforge/common';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { builderHrefFor } from '../../../lib/builder-link';
import { partsTotal, type BuildResultPayload } from '../payload';
import { buildToSave, saveDefaults } from '../save';
import { SaveBuild } from './SaveBuild';
import { CompatibilityPanel } from './CompatibilityPanel';
import { BuildFactBadges, buildFacts, type BuildFact } from '../../../components/build/BuildFacts';
import { PartCard } from '../../../components/build/PartCard';

export const RESULT_HEADING = 'Your PC Build';
export const OVER_BUDGET_HEADING = 'This build is over your budget';
export const UPGRADES_HEADING = 'Optional upgrades';

export const TOTAL_TIER_CAPTION = 'Tier by total price';

/**
 * Whether the budget was the use-case default rather than one the visitor chose: a use-case build without a target
 * budget carries no budget tier (docs/requirements.md §3 "buildTier (strict-budget case only)").
 */
export function budgetWasDefault(payload: BuildResultPayload): boolean {
  return payload.useCases !== undefined && payload.buildTier === undefined && payload.allocation === undefined;
}

/** The facts under the heading; a default budget reads 'Planned around $1,400', not as a budget the visitor set. */
function resultFacts(payload: BuildResultPayload): BuildFact[] {
  const facts = buildFacts({ ...payload, budgetCents: payload.budget === undefined ? null : toCents(payload.budget) });
  if (!budgetWasDefault(payload) || payload.budget === undefined) return facts;
  const planned = `Planned around ${formatUsd(payload.budget)}`;
  return facts.map((f) => (f.key === 'budget' ? { ...f, text: planned } : f));
}

/**
 * A generated build. It names one tier, the total's (docs/requirements.md §4), captioned as such; the budget shows as
 * an amount only, so the budget's tier (which may differ) never stands beside it.
 */
export function BuildResultView({ payload }: { payload: BuildResultPayload }) {
  const headingId = useId();
  const partsHeadingId = useId();
  const total = partsTotal(payload.parts);
  const tier = buildTierFor(total, buildPurpose(payload.useCases, payload.buildType));
  const partIds = payload.parts.flatMap((p) => (p.id ? [p.id] : []));
  const overBudget = payload.fitsBudget === false;
  const facts = resultFacts(payload);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <ButtonLink to="/calculator" variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Calculator
      </ButtonLink>

      <header className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 id={headingId} className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">
            {RESULT_HEADING}
          </h1>
          <BuildFactBadges facts={facts} className="mt-3 flex flex-wrap gap-2" />
        </div>
        <div className="flex shrink-0 flex-col items-start gap-1 sm:items-end">
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">{TOTAL_TIER_CAPTION}</p>
          <Badge tone={tier.color} size="md" className="text-sm">
            {tier.label}
          </Badge>
          <p className="text-3xl font-extrabold text-fg tabular-nums">
            <span className="sr-only">Total price: </span>
            {formatCents(toCents(total))}
          </p>
        </div>
      </header>

      {overBudget ? (
        <div
          role="status"
          className="mt-6 flex items-start gap-3 rounded-2xl border border-amber-600/50 bg-amber-50 px-4 py-4 text-amber-950 dark:border-amber-400/50 dark:bg-amber-400/10 dark:text-amber-50"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700 dark:text-amber-300" />
          <div>
            <p className="font-semibold">{OVER_BUDGET_HEADING}</p>
            <p className="mt-1 text-sm">
              {payload.message ?? 'No compatible build fits the budget.'} The parts below are the cheapest compatible
              build.
            </p>
          </div>
        </div>
      ) : payload.message ? (
        <BudgetNote payload={payload} total={total} />
      ) : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <section aria-labelledby={partsHeadingId}>
          <h2 id={partsHeadingId} className="text-xl font-bold tracking-tight text-fg">
            Parts ({payload.parts.length})
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2">
            {payload.parts.map((part, index) => (
              <li key={`${part.id ?? part.name}-${index}`}>
                <PartCard part={{ ...part, priceCents: toCents(part.price) }} />
              </li>
            ))}
          </ul>
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row sm:justify-start">
            <SaveBuild
              label={SAVED_BUILD_TEXT.saveThisBuild}
              defaults={saveDefaults(payload)}
              prepare={() => Promise.resolve(buildToSave(payload))}
              className="w-full sm:w-auto"
            />
            <ButtonLink
              to={builderHrefFor(
                payload.parts.map((p) => ({
                  componentId: p.id ?? null,
                  type: p.category,
                  name: p.name,
                  priceCents: toCents(p.price),
                })),
              )}
              variant="outline"
              size="lg"
              className="w-full sm:w-auto"
            >
              <Wrench aria-hidden="true" className="size-5" />
              Customize these parts
            </ButtonLink>
          </div>
        </section>
        <div className="space-y-6">
          <CompatibilityPanel partIds={partIds} partCount={payload.parts.length} />
          {payload.allocation ? <AllocationSummary allocation={payload.allocation} /> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * A build that fits but leaves budget unspent because nothing more is faster: the planner's sentence, the amount
 * left, and what it could buy instead (docs/planner.md "Budget use"). Informational, not a warning.
 */
function BudgetNote({ payload, total }: { payload: BuildResultPayload; total: number }) {
  const headingId = useId();
  const unspentCents = payload.budget === undefined ? 0 : toCents(payload.budget) - toCents(total);
  const upgrades = payload.upgrades ?? [];
  return (
    <div
      role="note"
      className="mt-6 flex items-start gap-3 rounded-2xl border border-line bg-surface px-4 py-4 text-fg shadow-card"
    >
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted" />
      <div className="min-w-0">
        <p className="text-sm">{payload.message}</p>
        {unspentCents > 0 ? (
          <p className="mt-1 text-sm font-semibold tabular-nums">Unspent: {formatCents(unspentCents)}</p>
        ) : null}
        {upgrades.length > 0 ? (
          <section aria-labelledby={headingId} className="mt-3">
            <h2 id={headingId} className="text-sm font-bold text-fg">
              {UPGRADES_HEADING}
            </h2>
            <ul className="mt-2 space-y-2 text-sm">
              {upgrades.map((u) => (
                <li key={`${u.category}-${u.id ?? u.name}`}>
                  <span className="font-semibold">
                    {u.category}: {u.name}
                  </span>{' '}
                  <span className="tabular-nums">
                    ({u.extraCents > 0 ? `+${formatCents(u.extraCents)}` : 'no extra cost'})
                  </span>
                  <span className="block text-muted">{u.reason}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}

function AllocationSummary({ allocation }: { allocation: NonNullable<BuildResultPayload['allocation']> }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-card sm:p-6">
      <h2 id={headingId} className="text-lg font-bold tracking-tight text-fg">
        Your budget split
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        {ALLOCATION_KEYS.map((key) => (
          <div key={key} className="flex justify-between gap-3 py-2">
            <dt className="text-muted">{ALLOCATION_LABELS[key]}</dt>
            <dd className="font-semibold text-fg tabular-nums">{formatUsd(allocation[key])}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
