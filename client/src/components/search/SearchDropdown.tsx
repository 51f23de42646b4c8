import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { searchPagePath } from '@rigforge/common';
import { Highlight } from './Highlight';
import { hitPath, resultCount, type SearchGroupResult } from './search-results';
import type { SiteSearchQuery } from '../../lib/search.generated';

interface SearchDropdownProps {
  listboxId: string;
  optionPrefix: string;
  variant: 'bar' | 'drawer';
  /** The list is open (focused, with text). */
  expanded: boolean;
  /** A search for the current text is pending. */
  searching: boolean;
  /** The normalised text in the box. */
  query: string;
  result: SiteSearchQuery['search'] | undefined;
  /** The groups with hits. */
  groups: SearchGroupResult[];
  /** The highlighted option's id. */
  activeId: string | undefined;
  onChoose: (path: string) => void;
}

/**
 * The search box's results panel (SiteSearch): the status line, the listbox with the grouped hits
 * and the "See all" option. Loaded lazily, on the box's first focus; SiteSearch keeps the
 * combobox state and the keyboard handling.
 */
export function SearchDropdown({
  listboxId,
  optionPrefix,
  variant,
  expanded,
  searching,
  query,
  result,
  groups,
  activeId,
  onChoose,
}: SearchDropdownProps) {
  return (
    <div
      hidden={!expanded}
      className={clsx(
        'absolute top-full z-50 mt-2 rounded-2xl border border-line bg-surface p-2 shadow-card',
        variant === 'bar' ? 'right-0 w-[min(30rem,calc(100vw-2rem))]' : 'inset-x-0',
      )}
    >
      {expanded && result && result.totalCount === 0 && !searching ? (
        <p className="px-3 py-2 text-sm text-muted">{`No matches for “${result.query}”.`}</p>
      ) : null}
      {expanded && !result && searching ? <p className="px-3 py-2 text-sm text-muted">Searching...</p> : null}
      {/* The list scrolls when it is taller than the window; tabIndex lets a keyboard user scroll it too. */}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Search results"
        tabIndex={0}
        className="max-h-[min(calc(100svh-7rem),36rem)] overflow-y-auto"
      >
        {groups.map((group) => (
          <ResultGroup
            key={group.kind}
            group={group}
            activeId={activeId}
            optionPrefix={optionPrefix}
            onChoose={onChoose}
          />
        ))}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard works through the combobox (aria-activedescendant) */}
        <div
          id={`${optionPrefix}-all`}
          role="option"
          aria-selected={activeId === `${optionPrefix}-all`}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(searchPagePath(query))}
          className={clsx(
            'mt-1 flex cursor-pointer items-center justify-between gap-2 rounded-xl px-3 py-2.5 text-sm font-semibold text-accent',
            activeId === `${optionPrefix}-all` ? 'bg-accent-soft' : 'hover:bg-surface-muted',
          )}
        >
          <span className="min-w-0 truncate">
            {result && result.totalCount > 0
              ? `See all ${resultCount(result.totalCount)} for “${query}”`
              : `Search for “${query}”`}
          </span>
          <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
        </div>
      </div>
    </div>
  );
}

interface ResultGroupProps {
  group: SearchGroupResult;
  activeId: string | undefined;
  optionPrefix: string;
  onChoose: (path: string) => void;
}

function ResultGroup({ group, activeId, optionPrefix, onChoose }: ResultGroupProps) {
  const headingId = `${optionPrefix}-${group.kind}-heading`;
  return (
    <div role="group" aria-labelledby={headingId} className="py-1">
      <div
        id={headingId}
        role="presentation"
        className="flex items-center justify-between px-3 pt-2 pb-1 text-xs font-semibold tracking-wider text-muted uppercase"
      >
        <span>{group.label}</span>
        <span className="tabular-nums">{group.totalCount}</span>
      </div>
      {group.hits.map((hit, index) => {
        const optionId = `${optionPrefix}-${group.kind}-${index}`;
        const selected = activeId === optionId;
        return (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keyboard works through the combobox (aria-activedescendant)
          <div
            key={optionId}
            id={optionId}
            role="option"
            aria-selected={selected}
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(hitPath(group, hit))}
            className={clsx(
              'block cursor-pointer rounded-xl px-3 py-2 text-sm',
              selected ? 'bg-accent-soft' : 'hover:bg-surface-muted',
            )}
          >
            <Highlight text={hit.titleHighlight} className="block font-medium text-fg" />
            <Highlight text={hit.snippet} className="mt-0.5 line-clamp-2 text-xs leading-5 text-muted" />
          </div>
        );
      })}
    </div>
  );
}
