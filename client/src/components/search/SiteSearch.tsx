import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Search } from 'lucide-react';
import clsx from 'clsx';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH, normalizeSearchText, searchPagePath } from '@rigforge/common';
import { useSiteSearchQuery } from '../../lib/search.generated';
import { hitPath, resultCount, type SearchGroupResult, type SearchHitResult } from './search-results';

const loadDropdown = () => import('./SearchDropdown');
const SearchDropdown = lazy(() => loadDropdown().then((m) => ({ default: m.SearchDropdown })));

interface SiteSearchProps {
  /** The input's id (the bar and the drawer each have one). */
  id: string;
  className?: string;
  /** 'bar': a wide dropdown under a narrow box; 'drawer': full width. */
  variant?: 'bar' | 'drawer';
  /** Called after a result or the results page was opened (the drawer closes itself). */
  onNavigate?: () => void;
}

interface Option {
  id: string;
  path: string;
  group?: SearchGroupResult;
  hit?: SearchHitResult;
}

/**
 * The navigation bar's search box: an ARIA 1.2 combobox whose listbox shows grouped results
 * (articles, news, build guides, components) as you type, 3 per group (lib/search.graphql), searched once typing pauses
 * (SEARCH_DEBOUNCE_MS). ArrowDown/ArrowUp move through the options, Enter opens the highlighted
 * one (or, with none highlighted, the full results page /search?q=), Escape closes the list (and
 * clears the box when it is already closed). Matched words are highlighted without rendering HTML.
 */
export function SiteSearch({ id, className, variant = 'bar', onNavigate }: SiteSearchProps) {
  const navigate = useNavigate();
  const listboxId = useId();
  const optionPrefix = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // Set on the first focus: from then on the dropdown's code is loaded and it stays mounted.
  const [wanted, setWanted] = useState(false);
  const query = normalizeSearchText(text);
  const settled = useDebouncedQuery(query);
  const { data, previousData, loading } = useSiteSearchQuery({
    variables: { q: settled },
    skip: settled === '',
  });
  const result = settled === '' ? undefined : (data ?? previousData)?.search;
  const groups = useMemo(() => (result?.groups ?? []).filter((g) => g.hits.length > 0), [result]);

  const options = useMemo<Option[]>(() => {
    const list: Option[] = groups.flatMap((group) =>
      group.hits.map((hit, index) => ({
        id: `${optionPrefix}-${group.kind}-${index}`,
        path: hitPath(group, hit),
        group,
        hit,
      })),
    );
    list.push({ id: `${optionPrefix}-all`, path: searchPagePath(query) });
    return list;
  }, [groups, optionPrefix, query]);

  // New results: nothing is highlighted until the user moves (reset during render, not in an effect).
  const [activeFor, setActiveFor] = useState(result);
  if (activeFor !== result) {
    setActiveFor(result);
    setActive(-1);
  }

  const expanded = open && query !== '';
  const activeOption = expanded && active >= 0 ? options[active] : undefined;

  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setText('');
    navigate(path);
    onNavigate?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (query === '') return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (!expanded) {
          setOpen(true);
          setActive(step === 1 ? 0 : options.length - 1);
          return;
        }
        setActive((current) => {
          if (current === -1) return step === 1 ? 0 : options.length - 1;
          return (current + step + options.length) % options.length;
        });
        return;
      }
      case 'Enter': {
        if (query === '') return;
        event.preventDefault();
        go(activeOption ? activeOption.path : searchPagePath(query));
        return;
      }
      case 'Escape': {
        if (expanded) {
          // The drawer also closes on Escape: the first Escape only closes the list.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        } else if (text !== '') {
          event.preventDefault();
          event.stopPropagation();
          setText('');
        }
        return;
      }
      default:
        return;
    }
  };

  const searching = settled !== query || loading;
  const status =
    query === ''
      ? ''
      : searching && !result
        ? 'Searching...'
        : result && result.totalCount > 0
          ? `${resultCount(result.totalCount)} for “${result.query}”`
          : result
            ? `No results for “${result.query}”`
            : '';

  return (
    <div
      ref={wrapper}
      role="search"
      className={clsx('relative', className)}
      onBlur={(event) => {
        if (!wrapper.current?.contains(event.relatedTarget as Node | null)) {
          setOpen(false);
          setActive(-1);
        }
      }}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
      />
      <input
        id={id}
        type="search"
        role="combobox"
        placeholder="Search..."
        aria-label="Search RigForge"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption?.id}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setWanted(true);
        }}
        onFocus={() => {
          setOpen(true);
          setWanted(true);
        }}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-xl border border-line bg-surface-muted pr-3 pl-9 text-sm text-fg placeholder:text-muted hover:border-line-strong focus:border-ring [&::-webkit-search-cancel-button]:hidden"
      />
      <p role="status" className="sr-only">
        {expanded ? status : ''}
      </p>
      {/* The dropdown is its own chunk, fetched when the box is first focused. */}
      {wanted ? (
        <Suspense fallback={null}>
          <SearchDropdown
            listboxId={listboxId}
            optionPrefix={optionPrefix}
            variant={variant}
            expanded={expanded}
            searching={searching}
            query={query}
            result={result}
            groups={groups}
            activeId={activeOption?.id}
            onChoose={go}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The query once typing has paused for SEARCH_DEBOUNCE_MS; an empty box is empty at once. */
function useDebouncedQuery(query: string): string {
  const [settled, setSettled] = useState(query);
  useEffect(() => {
    if (query === '') return;
    const timer = setTimeout(() => setSettled(query), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [query]);
  return query === '' ? '' : settled;
}
