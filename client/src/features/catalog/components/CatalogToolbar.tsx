import { useId } from 'react';
import { ChevronDown, LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/Button';
import { useDraft } from '../useDraft';
import {
  CATALOG_PAGE_SIZES,
  SEARCH_TEXT_LIMIT,
  type CatalogLayout,
  type CatalogPageSize,
  type CatalogSort,
} from '@rigforge/common';
import { SORT_OPTIONS } from '../url-state';
import { FIELD_CLASS } from './FilterPanel';
import { Tooltip, TooltipProvider } from '../../../components/ui/Tooltip';

export const FILTER_SHEET_ID = 'catalog-filters';

export interface CatalogToolbarProps {
  text: string;
  onTextChange: (text: string) => void;
  sort: CatalogSort;
  onSortChange: (sort: CatalogSort) => void;
  layout: CatalogLayout;
  onLayoutChange: (layout: CatalogLayout) => void;
  pageSize: CatalogPageSize;
  onPageSizeChange: (size: CatalogPageSize) => void;
  /** How many filters are set, shown on the phone's Filters button. */
  activeFilterCount: number;
  filtersOpen: boolean;
  onOpenFilters: () => void;
}

function LabelledSelect<T extends string | number>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={String(value)}
          onChange={(event) => {
            const chosen = options.find((o) => String(o.value) === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
          className={clsx(FIELD_CLASS, 'appearance-none pr-9')}
        >
          {options.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  );
}

const LAYOUT_BUTTONS: { layout: CatalogLayout; label: string; Icon: typeof List }[] = [
  { layout: 'grid', label: 'Grid view', Icon: LayoutGrid },
  { layout: 'list', label: 'List view', Icon: List },
];

const PAGE_SIZE_OPTIONS = CATALOG_PAGE_SIZES.map((size) => ({ value: size, label: String(size) }));

/** Search, sort, page size and grid/list above the results; on phones also the Filters button. */
export function CatalogToolbar(props: CatalogToolbarProps) {
  const searchId = useId();
  const [text, setText] = useDraft(props.text, props.onTextChange, (draft) => draft.trim().slice(0, SEARCH_TEXT_LIMIT));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div role="search" className="relative flex-1">
          <label htmlFor={searchId} className="sr-only">
            Search components
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={SEARCH_TEXT_LIMIT}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search components"
            autoComplete="off"
            className={clsx(FIELD_CLASS, 'pl-9')}
          />
        </div>
        <Button
          variant="outline"
          className="lg:hidden"
          onClick={props.onOpenFilters}
          aria-haspopup="dialog"
          aria-expanded={props.filtersOpen}
          aria-controls={props.filtersOpen ? FILTER_SHEET_ID : undefined}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Filters
          {props.activeFilterCount > 0 ? (
            <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-brand px-1.5 text-xs text-white">
              <span className="sr-only">(</span>
              {props.activeFilterCount}
              <span className="sr-only"> set)</span>
            </span>
          ) : null}
        </Button>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <LabelledSelect
          label="Sort by"
          value={props.sort}
          options={SORT_OPTIONS}
          onChange={props.onSortChange}
          className="min-w-56 flex-1 sm:flex-none"
        />
        <LabelledSelect
          label="Per page"
          value={props.pageSize}
          options={PAGE_SIZE_OPTIONS}
          onChange={props.onPageSizeChange}
          className="w-36"
        />
        <div
          role="group"
          aria-label="Layout"
          className="ml-auto flex rounded-xl border border-line bg-surface-muted p-0.5"
        >
          <TooltipProvider>
            {LAYOUT_BUTTONS.map(({ layout, label, Icon }) => (
              <Tooltip key={layout} label={label}>
                <button
                  type="button"
                  aria-pressed={props.layout === layout}
                  aria-label={label}
                  onClick={() => props.onLayoutChange(layout)}
                  className={clsx(
                    'inline-flex size-9 items-center justify-center rounded-[0.6rem] transition-colors',
                    props.layout === layout ? 'bg-surface text-fg shadow-card' : 'text-muted hover:text-fg',
                  )}
                >
                  <Icon aria-hidden="true" className="size-4" />
                </button>
              </Tooltip>
            ))}
          </TooltipProvider>
        </div>
      </div>
    </div>
  );
}
