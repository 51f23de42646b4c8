import { useId, useState } from 'react';
import { ChevronDown, ChevronUp } from 'lucide-react';
import {
  formatCents,
  iconCategoryOf,
  SAVED_BUILD_PREVIEW_COUNT,
  SAVED_BUILD_TEXT,
  showMoreComponentsText,
} from '@rigforge/common';
import { CategoryIcon } from '../../../components/build/CategoryIcon';

export interface SavedBuildPartItem {
  type: string;
  name: string;
  /** US cents. */
  priceCents: number;
  /** The owner typed the price (a part not in the catalog). */
  customPrice: boolean;
}

export interface SavedBuildPartsProps {
  parts: readonly SavedBuildPartItem[];
  /** The list's accessible name, e.g. 'Components of My Build'. */
  label: string;
}

/**
 * A saved build's components (docs/requirements.md §2 "Saved Builds"): the first SAVED_BUILD_PREVIEW_COUNT, then
 * 'Show N more components' opens the rest and 'Show less' closes them. Each row has the icon its type
 * label selects (a neutral one for unknown types), the name, the type and the price.
 */
export function SavedBuildParts({ parts, label }: SavedBuildPartsProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const hidden = Math.max(0, parts.length - SAVED_BUILD_PREVIEW_COUNT);
  const shown = expanded ? parts : parts.slice(0, SAVED_BUILD_PREVIEW_COUNT);
  if (parts.length === 0) return <p className="text-sm text-muted">No components saved.</p>;
  return (
    <div>
      <ul id={listId} aria-label={label} className="divide-y divide-line rounded-xl border border-line">
        {shown.map((part, index) => (
          <li key={`${index}-${part.name}`} className="flex items-center gap-3 px-3 py-2.5">
            <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-surface-muted text-accent">
              <CategoryIcon category={iconCategoryOf(part.type)} className="size-4" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="text-sm leading-snug font-medium break-words text-fg">{part.name}</p>
              <p className="text-xs text-muted">{part.type}</p>
            </div>
            <div className="shrink-0 text-right">
              <p className="text-sm font-semibold text-fg tabular-nums">{formatCents(part.priceCents)}</p>
              {part.customPrice ? (
                <p className="text-xs text-muted" title={SAVED_BUILD_TEXT.customPriceHint}>
                  {SAVED_BUILD_TEXT.customPrice}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          className="mt-2 inline-flex items-center gap-1 rounded-lg px-1 py-1 text-sm font-semibold text-accent hover:underline"
        >
          {expanded ? SAVED_BUILD_TEXT.showLess : showMoreComponentsText(hidden)}
          {expanded ? (
            <ChevronUp aria-hidden="true" className="size-4" />
          ) : (
            <ChevronDown aria-hidden="true" className="size-4" />
          )}
        </button>
      ) : null}
    </div>
  );
}
