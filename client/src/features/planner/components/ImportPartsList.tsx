import { useId, useState } from 'react';
import { ClipboardPaste } from 'lucide-react';
import {
  CUSTOM_PRICE_LABEL,
  formatCents,
  PARTS_LIST_LIMITS,
  SLOT_LABELS,
  utf8Length,
  type BuilderState,
  type Cents,
  type PartType,
} from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { serverMessage } from '../../../lib/errors';
import { useParsePartsListLazyQuery, type ParsePartsListQuery } from '../planner.generated';

type Parsed = NonNullable<ParsePartsListQuery['parsePartsList']>;

/** The lines that go into the build: matched parts by id, the rest as custom parts ($0 when no price was pasted). */
export function importedState(parsed: Parsed): BuilderState {
  // A second CPU (board, card …) or a ninth drive is shown with its problem but stays out of the build.
  const inBuild = parsed.lines.filter((l) => l.problemCode !== 'EXTRA_PART' && l.problemCode !== 'TOO_MANY_DRIVES');
  return {
    parts: [...new Set(inBuild.flatMap((l) => (l.component && !l.custom ? [l.component.id] : [])))],
    locked: [],
    owned: [],
    custom: inBuild
      .filter((l) => !l.component || l.custom)
      .map((l) => ({ type: l.type as PartType, name: l.name, priceCents: (l.priceCents ?? 0) as Cents })),
  };
}

const percent = (confidence: number) => `${Math.round(confidence * 100)}%`;

/**
 * "Import a parts list": a pasted list (PCPartPicker's Markdown or Reddit table, "Type: Name $price"
 * lines, our own export) matched line by line to catalog parts, each with its confidence; lines
 * that match nothing become custom parts. Nothing changes until "Use these parts".
 */
export function ImportPartsList({ onImport }: { onImport: (state: BuilderState) => void }) {
  const textId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [parse, { data, loading }] = useParsePartsListLazyQuery({ fetchPolicy: 'no-cache' });
  const parsed = data?.parsePartsList ?? null;

  const read = async () => {
    if (!text.trim()) return setProblem('Paste a parts list first.');
    if (utf8Length(text) > PARTS_LIST_LIMITS.maxBytes) return setProblem('A parts list can be at most 20 KB.');
    setProblem(null);
    const result = await parse({ variables: { text } }).catch((error: unknown) => ({ data: undefined, error }));
    if (result.error) setProblem(serverMessage(result.error) ?? 'We couldn’t read that list. Please try again.');
  };

  return (
    <div className="space-y-3">
      <label htmlFor={textId} className="text-sm font-medium text-fg">
        Parts list
      </label>
      <textarea
        id={textId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={6}
        aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
        aria-invalid={problem !== null || undefined}
        className="block w-full rounded-lg border border-line-strong bg-surface p-3 font-mono text-sm text-fg"
      />
      <p id={hintId} className="text-xs text-muted">
        PCPartPicker Markdown or Reddit tables, “CPU: AMD Ryzen 7 7800X3D $449” lines, or our own export; at most{' '}
        {PARTS_LIST_LIMITS.maxLines} lines and 20 KB.
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {problem}
        </p>
      ) : null}
      <Button variant="outline" onClick={() => void read()} disabled={loading}>
        <ClipboardPaste aria-hidden="true" className="size-4" />
        {loading ? 'Reading...' : 'Read the list'}
      </Button>

      {parsed ? (
        <div className="space-y-3" aria-live="polite">
          <ul className="divide-y divide-line rounded-xl border border-line">
            {parsed.lines.map((line) => (
              <li key={line.lineNumber} className="flex flex-col gap-1 p-3 text-sm sm:flex-row sm:items-center">
                <span className="w-28 shrink-0 text-muted">{SLOT_LABELS[line.type as PartType] ?? line.type}</span>
                <span className="min-w-0 flex-1 text-fg">
                  {line.component && !line.custom ? (
                    <>
                      <span className="font-semibold">{line.component.name}</span>{' '}
                      <span className="text-muted">
                        ({percent(line.confidence)} match for “{line.name}”)
                      </span>
                    </>
                  ) : (
                    <>
                      <span className="font-semibold">{line.name}</span>{' '}
                      <span className="text-muted">
                        (no catalog match: a custom part
                        {line.priceCents === null ? ' at $0, no price given' : `, ${CUSTOM_PRICE_LABEL}`})
                      </span>
                    </>
                  )}
                  {line.problem ? (
                    <span className="block text-amber-800 dark:text-amber-200">{line.problem}</span>
                  ) : null}
                </span>
                {line.priceCents !== null ? (
                  <span className="shrink-0 font-semibold text-fg tabular-nums">{formatCents(line.priceCents)}</span>
                ) : null}
              </li>
            ))}
          </ul>
          {parsed.ignored.length > 0 ? (
            <details className="text-sm text-muted">
              <summary>
                {parsed.ignored.length} {parsed.ignored.length === 1 ? 'line was' : 'lines were'} left out
              </summary>
              <ul className="mt-2 space-y-1">
                {parsed.ignored.map((l) => (
                  <li key={l.lineNumber}>
                    Line {l.lineNumber}: {l.reason}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {parsed.lines.length > 0 ? (
            <Button onClick={() => onImport(importedState(parsed))}>Use these parts</Button>
          ) : (
            <p className="text-sm text-muted">No part lines were found in the list.</p>
          )}
        </div>
      ) : null}
    </div>
  );
}
