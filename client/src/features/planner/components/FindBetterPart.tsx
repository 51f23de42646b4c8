import { useState } from 'react';
import { formatCents, SLOT_NOUNS, type BuilderState, type PartType } from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { serverMessage } from '../../../lib/errors';
import { useBetterPartLazyQuery, type BetterPartQuery } from '../planner.generated';
import { builderRequest, type PlanSettings, type PlannedReasons } from './BuilderPlanner';

type Better = NonNullable<BetterPartQuery['betterPart']>;

/**
 * "Find a better {part}": the best part for this slot with every other part kept, within the
 * budget, offered as "Use it (+$N)"; or why there is none.
 */
export function FindBetterPart({
  type,
  state,
  partsOfSlot,
  settings,
  onUse,
}: {
  type: PartType;
  state: BuilderState;
  /** The slot's catalog parts now (they give way to the better ones). */
  partsOfSlot: readonly string[];
  settings: PlanSettings;
  onUse: (next: BuilderState, reasons: PlannedReasons) => void;
}) {
  const [find, { loading }] = useBetterPartLazyQuery({ fetchPolicy: 'no-cache' });
  const [answer, setAnswer] = useState<Better | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noun = SLOT_NOUNS[type];

  const ask = async () => {
    const built = builderRequest(
      settings,
      state.parts.map((id) => ({ id, owned: state.owned.includes(id) })),
    );
    if ('problem' in built) return setProblem(built.problem);
    const result = await find({ variables: { ...built, slot: type } }).catch((error: unknown) => ({
      data: undefined,
      error,
    }));
    const better = result.data?.betterPart;
    if (!better) {
      setAnswer(null);
      return setProblem(serverMessage(result.error) ?? 'We couldn’t look for a better part. Please try again.');
    }
    setProblem(null);
    setAnswer(better);
  };

  const use = (better: Better) => {
    const gone = new Set(partsOfSlot);
    const newIds = better.parts.map((p) => p.componentId);
    onUse(
      {
        ...state,
        parts: [...state.parts.filter((id) => !gone.has(id)), ...newIds],
        locked: state.locked.filter((id) => !gone.has(id)),
        owned: state.owned.filter((id) => !gone.has(id)),
      },
      new Map(better.parts.map((p) => [p.componentId, p.reason])),
    );
    setAnswer(null);
  };

  return (
    <div className="mt-2 space-y-2">
      <Button variant="ghost" size="sm" onClick={() => void ask()} disabled={loading}>
        {loading ? 'Looking...' : `Find a better ${noun}`}
      </Button>
      {problem ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      {answer ? (
        <div
          role="status"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-surface-muted p-3 text-sm text-fg"
        >
          <span className="min-w-0 flex-1">{answer.message}</span>
          {answer.parts.length > 0 ? (
            <Button size="sm" onClick={() => use(answer)}>
              Use it (+{formatCents(answer.extraCents)})
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
