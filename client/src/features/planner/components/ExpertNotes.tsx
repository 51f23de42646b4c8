import { TriangleAlert } from 'lucide-react';
import {
  enumNameOf,
  RESOLUTION_ENUM,
  USE_CASE_ENUM,
  USE_CASES,
  type Resolution,
  type UseCaseId,
} from '@rigforge/common';
import { useBuilderNotesQuery } from '../planner.generated';

/**
 * The planner's expert notes on the chosen parts (builderNotes): what an experienced builder would
 * point out beyond compatibility (balance, PSU quality, PCIe links, airflow, video memory,
 * proportion), for the use and resolution chosen in the planner section.
 */
export function ExpertNotes({
  partIds,
  useCase,
  resolution,
}: {
  partIds: string[];
  useCase: UseCaseId;
  resolution: Resolution;
}) {
  const { data, error } = useBuilderNotesQuery({
    variables: {
      partIds,
      uses: [enumNameOf(USE_CASE_ENUM, useCase)],
      screen: enumNameOf(RESOLUTION_ENUM, resolution),
    },
    skip: partIds.length === 0,
    fetchPolicy: 'no-cache',
  });
  if (partIds.length === 0 || error || !data) return null;
  const notes = data.builderNotes ?? [];
  const use = USE_CASES.find((u) => u.id === useCase)?.name ?? useCase;
  return (
    <section aria-labelledby="expert-notes" className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id="expert-notes" className="text-lg font-bold text-fg">
        Expert notes
      </h2>
      <p className="mt-1 text-xs text-muted">
        Our planner&apos;s rules for {use.toLowerCase()} at {resolution}, beyond compatibility.
      </p>
      {notes.length === 0 ? (
        <p className="mt-3 text-sm text-fg">Nothing an experienced builder would change in these parts.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {notes.map((n) => (
            <li
              key={`${n.rule}:${n.message}`}
              className="flex gap-2 rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-400/40 dark:bg-amber-400/10 dark:text-amber-50"
            >
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{n.rule}:</span> {n.message}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
