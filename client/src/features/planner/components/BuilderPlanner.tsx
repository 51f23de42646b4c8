import { useId, useState } from 'react';
import { Sparkles, TrendingUp } from 'lucide-react';
import {
  BUILDER_BUDGET_MAX_DOLLARS,
  enumNameOf,
  formatCents,
  readCustomPrice,
  RESOLUTION_ENUM,
  RESOLUTIONS,
  USE_CASE_ENUM,
  USE_CASES,
  type BuilderState,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { serverMessage } from '../../../lib/errors';
import { type BuilderRequestInput } from '../../../generated/graphql';
import { useCompleteBuildLazyQuery, useUpgradeAdviceLazyQuery } from '../planner.generated';

/** What the planner said about each part it chose, by part id (shown under the part). */
export type PlannedReasons = ReadonlyMap<string, string>;

export interface PlanSettings {
  budgetText: string;
  useCase: UseCaseId;
  resolution: Resolution;
}

export const DEFAULT_PLAN_SETTINGS: PlanSettings = { budgetText: '1500', useCase: 'gaming', resolution: '1440p' };

/** The request the planner's builder calls take, or the sentence refusing the budget. */
export function builderRequest(
  settings: PlanSettings,
  parts: readonly { id: string; owned: boolean }[],
): { request: BuilderRequestInput } | { problem: string } {
  const read = readCustomPrice(settings.budgetText);
  if ('problem' in read) return { problem: read.problem.replace('A price', 'The budget') };
  if (read.cents > BUILDER_BUDGET_MAX_DOLLARS * 100)
    return { problem: `The budget can be at most $${BUILDER_BUDGET_MAX_DOLLARS.toLocaleString('en-US')}.` };
  return {
    request: {
      budgetCents: read.cents,
      uses: [enumNameOf(USE_CASE_ENUM, settings.useCase)],
      screen: enumNameOf(RESOLUTION_ENUM, settings.resolution),
      parts: parts.map((p) => ({ id: p.id, owned: p.owned })),
    },
  };
}

interface BuilderPlannerProps {
  state: BuilderState;
  settings: PlanSettings;
  onSettings: (settings: PlanSettings) => void;
  /** The planner's build: the new state and each chosen part's reason. */
  onPlanned: (next: BuilderState, reasons: PlannedReasons) => void;
}

/**
 * "Complete my build" (fills every slot around the locked and owned parts within the budget) and
 * "Upgrade what I own" (which owned parts to replace with the budget for the largest gain): the
 * planner's answer, or its refusal naming the rule or the amount.
 */
export function BuilderPlanner({ state, settings, onSettings, onPlanned }: BuilderPlannerProps) {
  const budgetId = useId();
  const useId_ = useId();
  const resId = useId();
  const outcomeId = useId();
  const [outcome, setOutcome] = useState<{ tone: 'ok' | 'problem'; text: string } | null>(null);
  const [complete, completing] = useCompleteBuildLazyQuery({ fetchPolicy: 'no-cache' });
  const [upgrade, upgrading] = useUpgradeAdviceLazyQuery({ fetchPolicy: 'no-cache' });
  const busy = completing.loading || upgrading.loading;

  const kept = state.parts
    .filter((id) => state.locked.includes(id) || state.owned.includes(id))
    .map((id) => ({ id, owned: state.owned.includes(id) }));

  const runComplete = async () => {
    const built = builderRequest(settings, kept);
    if ('problem' in built) return setOutcome({ tone: 'problem', text: built.problem });
    const result = await complete({ variables: built }).catch((error: unknown) => ({ data: undefined, error }));
    const build = result.data?.completeBuild;
    if (!build) {
      return setOutcome({
        tone: 'problem',
        text: serverMessage(result.error) ?? 'We couldn’t plan that build. Please try again.',
      });
    }
    const types = new Set<string>(build.parts.map((p) => p.type));
    onPlanned(
      {
        parts: build.parts.map((p) => p.componentId),
        locked: build.parts.filter((p) => p.locked && !p.owned).map((p) => p.componentId),
        owned: build.parts.filter((p) => p.owned).map((p) => p.componentId),
        // Custom parts stay where the planner filled nothing.
        custom: state.custom.filter((c) => !types.has(c.type)),
      },
      new Map(build.parts.filter((p) => !p.locked).map((p) => [p.componentId, p.reason])),
    );
    setOutcome({
      tone: 'ok',
      text: `Planned around your ${kept.length === 1 ? 'part' : `${kept.length} parts`}: ${formatCents(build.totalCents)} to spend.${build.message ? ` ${build.message}` : ''}`,
    });
  };

  const runUpgrade = async () => {
    const owned = state.parts.filter((id) => state.owned.includes(id)).map((id) => ({ id, owned: true }));
    if (owned.length === 0)
      return setOutcome({ tone: 'problem', text: 'Mark the parts you have with “I own this” first.' });
    const built = builderRequest(settings, owned);
    if ('problem' in built) return setOutcome({ tone: 'problem', text: built.problem });
    const result = await upgrade({ variables: built }).catch((error: unknown) => ({ data: undefined, error }));
    const advice = result.data?.upgradeAdvice;
    if (!advice) {
      return setOutcome({
        tone: 'problem',
        text: serverMessage(result.error) ?? 'We couldn’t work out the upgrade. Please try again.',
      });
    }
    if (advice.replacements.length > 0) {
      onPlanned(
        {
          ...state,
          parts: advice.build.parts.map((p) => p.componentId),
          locked: [],
          owned: advice.build.parts.filter((p) => p.owned).map((p) => p.componentId),
          custom: state.custom,
        },
        new Map(advice.replacements.map((r) => [r.to.componentId, r.to.reason])),
      );
    }
    setOutcome({ tone: 'ok', text: advice.summary });
  };

  return (
    <div className="space-y-4">
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <label htmlFor={budgetId} className="text-sm font-medium text-fg">
            Budget ($)
          </label>
          <input
            id={budgetId}
            inputMode="decimal"
            value={settings.budgetText}
            onChange={(e) => onSettings({ ...settings, budgetText: e.target.value })}
            aria-describedby={outcome?.tone === 'problem' ? outcomeId : undefined}
            className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-3 text-sm text-fg"
          />
        </div>
        <div>
          <label htmlFor={useId_} className="text-sm font-medium text-fg">
            Use
          </label>
          <select
            id={useId_}
            value={settings.useCase}
            onChange={(e) => onSettings({ ...settings, useCase: e.target.value as UseCaseId })}
            className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-2 text-sm text-fg"
          >
            {USE_CASES.map((u) => (
              <option key={u.id} value={u.id}>
                {u.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={resId} className="text-sm font-medium text-fg">
            Resolution
          </label>
          <select
            id={resId}
            value={settings.resolution}
            onChange={(e) => onSettings({ ...settings, resolution: e.target.value as Resolution })}
            className="mt-1 h-10 w-full rounded-lg border border-line-strong bg-surface px-2 text-sm text-fg"
          >
            {RESOLUTIONS.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void runComplete()} disabled={busy}>
          <Sparkles aria-hidden="true" className="size-4" />
          {completing.loading ? 'Planning...' : 'Complete my build'}
        </Button>
        <Button variant="outline" onClick={() => void runUpgrade()} disabled={busy}>
          <TrendingUp aria-hidden="true" className="size-4" />
          {upgrading.loading ? 'Working it out...' : 'Upgrade what I own'}
        </Button>
      </div>
      <p className="text-xs text-muted">
        Complete my build keeps your locked and owned parts (owned ones count $0) and fills the other slots with the
        best parts that fit the budget. Upgrade what I own spends the budget on the replacements that gain the most.
      </p>
      {outcome ? (
        <p
          id={outcomeId}
          role={outcome.tone === 'problem' ? 'alert' : 'status'}
          className={
            outcome.tone === 'problem'
              ? 'rounded-lg border border-red-600/40 bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950/40 dark:text-red-100'
              : 'rounded-lg border border-line bg-surface-muted p-3 text-sm text-fg'
          }
        >
          {outcome.text}
        </p>
      ) : null}
    </div>
  );
}
