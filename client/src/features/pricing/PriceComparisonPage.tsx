import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { BadgeDollarSign, ChartNoAxesCombined, RotateCw, Search, Store, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { useDocumentTitle } from '../../lib/document-title';
import { EMPTY_PROMPT_TITLE, PAGE_TITLE, POPULAR_COMPONENTS, PRICE_REFETCH_MS, PRICE_SOURCES_INTRO } from './constants';
import { ComponentSearch } from './components/ComponentSearch';
import { PriceWidget } from './components/PriceWidget';
import { addToSelection, isSelected, parseSelection, removeFromSelection, writeSelection } from './selection';

const INFO_CARDS = [
  {
    Icon: RotateCw,
    title: 'Real-Time Updates',
    text: 'Prices refresh every 5 minutes while you watch, and on demand with each card’s refresh button.',
  },
  {
    Icon: BadgeDollarSign,
    title: 'Best Deal Finder',
    text: 'The lowest price is marked Best Deal; every other retailer shows how much more it costs.',
  },
  {
    Icon: Store,
    title: 'Multi-Retailer Support',
    text: 'Amazon, Newegg and Best Buy side by side, each with its source and when we saw the price.',
  },
] as const;

/** Re-renders every minute so that "observed 3 min ago" stays true. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * /price-comparison (docs/requirements.md §2 "Price comparison"): search or quick-add components, each shown as a
 * removable badge and a price widget. The selection lives in the address (?c=…) so the page can
 * be reloaded and shared.
 */
export function PriceComparisonPage() {
  useDocumentTitle(PAGE_TITLE);
  const [params, setParams] = useSearchParams();
  const selected = useMemo(() => parseSelection(params), [params]);
  const [message, setMessage] = useState('');
  const now = useMinuteClock();

  function setSelected(next: readonly string[]) {
    setParams((current) => writeSelection(current, next), { replace: true });
  }

  function add(name: string): boolean {
    const result = addToSelection(selected, name);
    if (!result.added) {
      setMessage(
        result.reason === 'duplicate'
          ? `${name.trim()} is already selected.`
          : result.reason === 'full'
            ? 'You can compare up to 12 components at once. Remove one to add another.'
            : 'Type a component name first.',
      );
      return false;
    }
    setMessage(`${result.name} added.`);
    setSelected(result.selected);
    return true;
  }

  function remove(name: string) {
    setSelected(removeFromSelection(selected, name));
    setMessage(`${name} removed.`);
  }

  return (
    <div className="bg-hero">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12 lg:px-8">
        <header className="text-center">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">{PAGE_TITLE}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-muted">
            Compare prices across major retailers and find the best deal on every part. Prices refresh every{' '}
            {PRICE_REFETCH_MS / 60_000} minutes.
          </p>
          <p className="mx-auto mt-2 max-w-2xl text-sm text-muted">{PRICE_SOURCES_INTRO}</p>
        </header>

        <Card className="mt-8 p-4 sm:p-6">
          <h2 className="sr-only">Choose components</h2>
          <ComponentSearch onAdd={add} />
          <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-muted">
            {message}
          </p>
          <div className="mt-2">
            <h3 className="text-sm font-semibold text-fg">Popular components</h3>
            <ul className="mt-2 flex flex-wrap gap-2">
              {POPULAR_COMPONENTS.map(({ name }) => {
                const already = isSelected(selected, name);
                return (
                  <li key={name}>
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={already}
                      onClick={() => add(name)}
                      aria-label={already ? `${name} (already selected)` : `Add ${name}`}
                      className="h-auto min-h-9 max-w-full py-1.5 text-left"
                    >
                      {/* Long names wrap at phone width instead of running out of the card. */}
                      <span className="whitespace-normal">{name}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
          {selected.length > 0 ? (
            <div className="mt-5">
              <h3 className="text-sm font-semibold text-fg">Selected ({selected.length})</h3>
              <ul className="mt-2 flex flex-wrap gap-2">
                {selected.map((name) => (
                  <li
                    key={name}
                    className="inline-flex max-w-full items-center gap-1 rounded-full bg-accent-soft py-1 pr-1 pl-3 text-sm font-semibold text-accent"
                  >
                    <span className="truncate">{name}</span>
                    <button
                      type="button"
                      onClick={() => remove(name)}
                      aria-label={`Remove ${name}`}
                      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-surface-muted"
                    >
                      <X aria-hidden="true" className="size-4" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </Card>

        {selected.length === 0 ? (
          <Card className="mt-8 flex flex-col items-center px-6 py-12 text-center">
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-accent-soft">
              <Search aria-hidden="true" className="size-7 text-accent" />
            </span>
            <h2 className="mt-4 text-xl font-semibold text-fg">{EMPTY_PROMPT_TITLE}</h2>
            <p className="mt-2 max-w-md text-muted">
              Search for a component above or pick a popular one to see prices from every retailer.
            </p>
          </Card>
        ) : (
          <section aria-label="Price comparison results" className="mt-8 grid gap-6 lg:grid-cols-2">
            <h2 className="sr-only">Prices</h2>
            {selected.map((name) => (
              <PriceWidget key={name} name={name} now={now} />
            ))}
          </section>
        )}

        <section aria-labelledby="pricing-info" className="mt-12">
          <h2 id="pricing-info" className="sr-only">
            How price comparison works
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {INFO_CARDS.map(({ Icon, title, text }) => (
              <li key={title}>
                <Card className="h-full p-6">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-accent-soft">
                    <Icon aria-hidden="true" className="size-5 text-accent" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-fg">{title}</h3>
                  <p className="mt-2 text-sm text-muted">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-xs text-muted">
          <ChartNoAxesCombined aria-hidden="true" className="size-4" />
          Prices marked Estimate come from our catalog or an older observation, not a live retailer answer.
        </p>
      </div>
    </div>
  );
}
