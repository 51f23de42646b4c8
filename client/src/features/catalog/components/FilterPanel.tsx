import { useId, useState, type ReactNode } from 'react';
import { ChevronDown, RotateCcw } from 'lucide-react';
import clsx from 'clsx';
import {
  formatUsd,
  MAX_PRICE_FILTER,
  MIN_PRICE_LIMIT,
  PART_TYPE_LABELS,
  PART_TYPES,
  type PartType,
} from '@rigforge/common';
import { Button } from '../../../components/ui/Button';
import { PART_TYPE_NAMES } from '../format';
import { useDraft } from '../useDraft';
import {
  SPEC_FILTERS,
  hasActiveFilters,
  minPriceConflicts,
  withType,
  type BrandOption,
  type CatalogFilters,
  type FiltersEdit,
  type SpecFilterDef,
} from '../url-state';

/** Brands shown before 'Show all brands'. */
export const BRANDS_SHOWN = 8;

export const FIELD_CLASS =
  'h-10 w-full rounded-xl border border-line bg-surface-muted px-3 text-sm text-fg hover:border-line-strong focus:border-ring';

export interface FilterPanelProps {
  filters: CatalogFilters;
  /** Each change is an edit applied to the filters as they are when it lands. */
  onChange: (edit: FiltersEdit) => void;
  /** The brands of docs/requirements.md §9, then the brands in the data, each with its count. */
  brandOptions: readonly BrandOption[];
  onClear: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-line pt-5 first:border-t-0 first:pt-0">
      <legend className="float-left mb-3 w-full text-sm font-semibold text-fg">{title}</legend>
      <div className="clear-left">{children}</div>
    </fieldset>
  );
}

function TypeFilter({ value, onChange }: { value: PartType | null; onChange: (type: PartType | null) => void }) {
  const name = useId();
  const options: { value: PartType | null; label: string }[] = [
    { value: null, label: 'All parts' },
    ...PART_TYPES.map((type) => ({ value: type, label: PART_TYPE_LABELS[type] })),
  ];
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.label}
            className={clsx(
              'relative inline-flex h-8 cursor-pointer items-center rounded-full border px-3 text-sm font-medium transition-colors select-none',
              'has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              checked
                ? 'border-transparent bg-brand text-white'
                : 'border-line text-muted hover:border-line-strong hover:text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              className="absolute inset-0 cursor-pointer appearance-none rounded-[inherit] opacity-0"
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

function SpecSelect({
  def,
  value,
  onChange,
}: {
  def: SpecFilterDef;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm text-muted">
        {def.label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          className={clsx(FIELD_CLASS, 'appearance-none pr-9')}
        >
          <option value="">{def.anyLabel}</option>
          {def.options.map((option) => (
            <option key={option.value} value={option.value}>
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

/** The slider's value as text: its top step means no upper limit. */
export function maxPriceText(dollars: number): string {
  return dollars >= MAX_PRICE_FILTER.max ? `${formatUsd(dollars)}+` : formatUsd(dollars);
}

function PriceFilter({ filters, onChange }: { filters: CatalogFilters; onChange: (edit: FiltersEdit) => void }) {
  const maxId = useId();
  const minId = useId();
  const hintId = useId();
  const [max, setMax] = useDraft(filters.maxPrice, (maxPrice) => onChange((f) => ({ ...f, maxPrice })));
  const [min, setMin] = useDraft(
    filters.minPrice === null ? '' : String(filters.minPrice),
    (text) => onChange((f) => ({ ...f, minPrice: text === '' ? null : Number(text) })),
    (text) => {
      const n = Number(text);
      return text.trim() === '' || !Number.isInteger(n) || n < 0 || n > MIN_PRICE_LIMIT ? '' : String(n);
    },
  );
  const conflict = minPriceConflicts({ ...filters, maxPrice: max, minPrice: min === '' ? null : Number(min) });
  return (
    <div className="space-y-5">
      <div>
        <div className="mb-2 flex items-baseline justify-between gap-3">
          <label htmlFor={maxId} className="text-sm text-muted">
            Max price
          </label>
          <span className="text-sm font-semibold text-fg tabular-nums">{maxPriceText(max)}</span>
        </div>
        <input
          id={maxId}
          type="range"
          min={MAX_PRICE_FILTER.min}
          max={MAX_PRICE_FILTER.max}
          step={MAX_PRICE_FILTER.step}
          value={max}
          aria-valuetext={max >= MAX_PRICE_FILTER.max ? `${formatUsd(max)} or more` : formatUsd(max)}
          onChange={(event) => setMax(Number(event.target.value))}
          className="h-2 w-full cursor-pointer accent-violet-500"
        />
        <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-muted">
          <span>{formatUsd(MAX_PRICE_FILTER.min)}</span>
          <span>{formatUsd(MAX_PRICE_FILTER.max)}+</span>
        </div>
      </div>
      <div>
        <label htmlFor={minId} className="mb-1.5 block text-sm text-muted">
          Min price (USD)
        </label>
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted"
          >
            $
          </span>
          <input
            id={minId}
            type="number"
            inputMode="numeric"
            min={0}
            max={MIN_PRICE_LIMIT}
            step={1}
            placeholder="0"
            value={min}
            aria-describedby={conflict ? hintId : undefined}
            aria-invalid={conflict || undefined}
            onChange={(event) => setMin(event.target.value)}
            className={clsx(FIELD_CLASS, 'pl-7 tabular-nums')}
          />
        </div>
        {conflict ? (
          <p id={hintId} className="mt-1.5 text-xs text-amber-700 dark:text-amber-300">
            The min price is above the max price, so it is not applied.
          </p>
        ) : null}
      </div>
    </div>
  );
}

function BrandFilter({
  options,
  selected,
  onChange,
}: {
  options: readonly BrandOption[];
  selected: readonly string[];
  onChange: (brands: string[]) => void;
}) {
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const isSelected = (brand: string) => selected.some((b) => b.toLowerCase() === brand.toLowerCase());
  // A chosen brand stays visible even when it is beyond the first few.
  const shown = expanded ? options : options.filter((o, i) => i < BRANDS_SHOWN || isSelected(o.brand));
  const toggle = (brand: string) =>
    onChange(
      isSelected(brand) ? selected.filter((b) => b.toLowerCase() !== brand.toLowerCase()) : [...selected, brand],
    );
  return (
    <div>
      <ul id={listId} className="grid grid-cols-2 gap-x-3 gap-y-1 lg:grid-cols-1">
        {shown.map(({ brand, count }) => (
          <li key={brand}>
            <label className="flex min-h-8 cursor-pointer items-center gap-2.5 rounded-lg py-1 text-sm text-fg">
              <input
                type="checkbox"
                checked={isSelected(brand)}
                aria-label={count === null ? brand : `${brand}, ${count} ${count === 1 ? 'part' : 'parts'}`}
                onChange={() => toggle(brand)}
                className="size-4 shrink-0 cursor-pointer rounded accent-violet-500"
              />
              <span className="truncate">{brand}</span>
              {count === null ? null : (
                <span aria-hidden="true" className="ml-auto text-xs text-muted tabular-nums">
                  {count}
                </span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {options.length > BRANDS_SHOWN ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((e) => !e)}
          className="mt-2 rounded text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          {expanded ? 'Show fewer brands' : `Show all brands (${options.length})`}
        </button>
      ) : null}
    </div>
  );
}

/** Every filter of the component database; each change applies at once (text-like ones after a pause). */
export function FilterPanel({ filters, onChange, brandOptions, onClear }: FilterPanelProps) {
  const stockId = useId();
  const specDefs = filters.type ? SPEC_FILTERS[filters.type] : [];
  return (
    <div className="space-y-5">
      <Section title="Part type">
        <TypeFilter value={filters.type} onChange={(type) => onChange((f) => withType(f, type))} />
      </Section>
      {filters.type && specDefs.length > 0 ? (
        <Section title={`${PART_TYPE_NAMES[filters.type]} specs`}>
          <div className="space-y-4">
            {specDefs.map((def) => (
              <SpecSelect
                key={def.key}
                def={def}
                value={filters.spec[def.key]}
                onChange={(value) => onChange((f) => ({ ...f, spec: { ...f.spec, [def.key]: value } }))}
              />
            ))}
          </div>
        </Section>
      ) : null}
      <Section title="Price">
        <PriceFilter filters={filters} onChange={onChange} />
      </Section>
      <Section title="Brand">
        <BrandFilter
          options={brandOptions}
          selected={filters.brands}
          onChange={(brands) => onChange((f) => ({ ...f, brands }))}
        />
      </Section>
      <Section title="Availability">
        <label htmlFor={stockId} className="flex cursor-pointer items-center gap-2.5 text-sm text-fg">
          <input
            id={stockId}
            type="checkbox"
            checked={filters.inStockOnly}
            aria-describedby={`${stockId}-note`}
            onChange={(event) => {
              const inStockOnly = event.target.checked;
              onChange((f) => ({ ...f, inStockOnly }));
            }}
            className="size-4 cursor-pointer accent-violet-500"
          />
          In stock only
        </label>
        {/* Issue 31: stock is never invented. Only a retailer feed says it, so the filter says what it keeps. */}
        <p id={`${stockId}-note`} className="mt-1.5 text-xs text-muted">
          Stock comes from retailer feeds only. Parts without feed data are left out.
        </p>
      </Section>
      <Button variant="outline" className="w-full" onClick={onClear} disabled={!hasActiveFilters(filters)}>
        <RotateCcw aria-hidden="true" className="size-4" />
        Clear filters
      </Button>
    </div>
  );
}
