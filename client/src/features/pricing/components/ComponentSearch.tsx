import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Plus, Search } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/Button';
import { usePricingSuggestionsQuery } from '../../../components/pricing/pricing.generated';
import { SEARCH_DEBOUNCE_MS, SUGGESTION_HIDE_DELAY_MS, SUGGESTION_LIMIT } from '../constants';
import { canonicalName, resolveEntry } from '../selection';
import { useDebouncedValue } from '../useDebouncedValue';

export interface ComponentSearchProps {
  /** Adds a component by name; returns false when it was not added (the caller says why). */
  onAdd: (name: string) => boolean;
}

/**
 * The search box of /price-comparison (docs/requirements.md §4 "Price comparison input"), an ARIA combobox:
 * suggestions come from the catalog 300 ms after typing stops, only for non-blank text, at most 8;
 * arrows move through them, Enter adds the highlighted (or first) one or else the typed text,
 * Escape closes them, and they hide 200 ms after the box loses focus (so a click on one lands).
 */
export function ComponentSearch({ onAdd }: ComponentSearchProps) {
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const debounced = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const blank = text.trim() === '';

  const { data, previousData } = usePricingSuggestionsQuery({
    variables: { q: debounced, limit: SUGGESTION_LIMIT },
    skip: debounced === '',
  });
  const suggestions =
    blank || debounced === '' ? [] : ((data ?? previousData)?.componentSuggestions?.slice(0, SUGGESTION_LIMIT) ?? []);
  const showList = open && !blank && suggestions.length > 0;

  useEffect(() => () => clearTimeout(hideTimer.current), []);

  function add(name: string) {
    if (onAdd(name)) {
      setText('');
      setOpen(false);
      setActiveIndex(-1);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'Enter': {
        event.preventDefault();
        if (blank) return;
        add(resolveEntry(text, suggestions, { open: showList, activeIndex }));
        return;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        return;
      case 'ArrowDown':
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex((i) => (i + 1) % suggestions.length);
        return;
      case 'ArrowUp':
        if (suggestions.length === 0) return;
        event.preventDefault();
        setOpen(true);
        setActiveIndex((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
        return;
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative min-w-0 flex-1">
        <label htmlFor={inputId} className="sr-only">
          Search for a component
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          aria-describedby={hintId}
          placeholder="Search components (e.g. RTX 4070, Ryzen 7)"
          value={text}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onFocus={() => {
            clearTimeout(hideTimer.current);
            setOpen(true);
          }}
          onBlur={() => {
            clearTimeout(hideTimer.current);
            hideTimer.current = setTimeout(() => setOpen(false), SUGGESTION_HIDE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
          className="h-12 w-full rounded-xl border border-line bg-surface-muted pr-3.5 pl-10 text-sm text-fg placeholder:text-muted hover:border-line-strong focus:border-ring"
        />
        <p id={hintId} className="sr-only">
          Suggestions appear as you type. Use the arrow keys to choose one and Enter to add it.
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Component suggestions"
          hidden={!showList}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-xl border border-line bg-surface p-1 shadow-2xl"
        >
          {suggestions.map((suggestion, index) => (
            // Keyboard users pick options from the combobox input (arrows and Enter), as ARIA's pattern says.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion}
              id={optionId(index)}
              role="option"
              aria-selected={index === activeIndex}
              // mousedown would blur the box first; the 200 ms hide delay lets the click land.
              onClick={() => add(suggestion)}
              onMouseEnter={() => setActiveIndex(index)}
              className={clsx(
                'cursor-pointer rounded-lg px-3 py-2 text-sm text-fg',
                index === activeIndex ? 'bg-accent-soft' : 'hover:bg-surface-muted',
              )}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      </div>
      <Button size="lg" disabled={blank} onClick={() => add(canonicalName(text, suggestions))} className="sm:w-auto">
        <Plus aria-hidden="true" className="size-4" />
        Add Component
      </Button>
    </div>
  );
}
