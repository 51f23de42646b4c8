import { useId, useState, type FormEvent } from 'react';
import { Search, SearchX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { SEARCH_MAX_LENGTH, formatGuideDate, normalizeSearchText } from '@rigforge/common';
import { Highlight } from '../../components/search/Highlight';
import { groupKey, hitPath, resultCount, type SearchGroupResult } from '../../components/search/search-results';
import { Button } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { Skeleton } from '../../components/ui/Skeleton';
import { useSearchPageQuery } from '../../lib/search.generated';
import { useDocumentTitle } from '../../lib/document-title';

export const SEARCH_LOAD_ERROR = "We couldn't search just now.";

function ResultGroup({ group }: { group: SearchGroupResult }) {
  const key = groupKey(group);
  const headingId = `results-${key}`;
  return (
    <section aria-labelledby={headingId} className="scroll-mt-24">
      <h2 id={headingId} className="flex items-baseline gap-3 text-xl font-bold tracking-tight text-fg">
        {group.label}
        <span className="text-sm font-medium text-muted">{resultCount(group.totalCount)}</span>
      </h2>
      <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface shadow-card">
        {group.hits.map((hit) => (
          <li key={hit.slug}>
            <Link
              to={hitPath(group, hit)}
              className="block rounded-2xl px-5 py-4 transition-colors hover:bg-surface-muted focus-visible:bg-surface-muted"
            >
              <Highlight text={hit.titleHighlight} className="block text-base font-semibold text-fg" />
              <span className="mt-1 block text-xs font-medium tracking-wide text-muted uppercase">
                {hit.date ? `${hit.label} · ${formatGuideDate(hit.date)}` : hit.label}
              </span>
              <Highlight text={hit.snippet} className="mt-2 block text-sm leading-6 text-muted" />
            </Link>
          </li>
        ))}
      </ul>
      {group.totalCount > group.hits.length ? (
        <p className="mt-2 text-sm text-muted">{`Showing the best ${group.hits.length} of ${group.totalCount}. Add words to narrow the search.`}</p>
      ) : null}
    </section>
  );
}

function Results({ q }: { q: string }) {
  const { data, loading, error, refetch } = useSearchPageQuery({ variables: { q } });
  const result = data?.search;
  if (error && !result) {
    return (
      <LoadError message={SEARCH_LOAD_ERROR} onRetry={() => void refetch().catch(() => undefined)} retrying={loading} />
    );
  }
  if (!result) {
    return (
      <>
        <p role="status" className="sr-only">
          Searching...
        </p>
        <div aria-hidden="true" className="space-y-4">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-24 w-full rounded-2xl" />
          <Skeleton className="h-24 w-full rounded-2xl" />
        </div>
      </>
    );
  }
  const found = result.groups.filter((g) => g.hits.length > 0);
  return (
    <>
      <p role="status" className="text-base text-muted">
        {result.totalCount > 0
          ? `${resultCount(result.totalCount)} for “${result.query}”`
          : `No results for “${result.query}”`}
      </p>
      {result.totalCount > 0 ? (
        <nav aria-label="Result groups" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {result.groups.map((group) => (
              <li key={group.kind}>
                {group.totalCount > 0 ? (
                  <a
                    href={`#results-${groupKey(group)}`}
                    className="inline-flex items-center gap-2 rounded-full border border-line bg-surface px-3 py-1 text-sm font-medium text-fg hover:border-line-strong"
                  >
                    {group.label}
                    <span className="text-muted tabular-nums">{group.totalCount}</span>
                  </a>
                ) : (
                  <span className="inline-flex items-center gap-2 rounded-full border border-line px-3 py-1 text-sm text-muted">
                    {group.label}
                    <span className="tabular-nums">0</span>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-2xl border border-line bg-surface px-6 py-12 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <p className="mt-4 max-w-md text-sm leading-6 text-muted">
            Try fewer or more general words, check the spelling, or browse the{' '}
            <Link to="/guides" className="font-semibold text-accent hover:underline">
              build guides
            </Link>{' '}
            and the{' '}
            <Link to="/components" className="font-semibold text-accent hover:underline">
              component database
            </Link>
            .
          </p>
        </div>
      )}
      <div className="mt-10 flex flex-col gap-12">
        {found.map((group) => (
          <ResultGroup key={group.kind} group={group} />
        ))}
      </div>
    </>
  );
}

/** The page's own search form; keyed by the address's text, so it starts from it. */
function SearchForm({ initial, onSearch }: { initial: string; onSearch: (text: string) => void }) {
  const [draft, setDraft] = useState(initial);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(normalizeSearchText(draft));
  };
  return (
    <form role="search" onSubmit={onSubmit} className="mt-6 flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search articles, news, build guides and components
      </label>
      <div className="relative min-w-0 flex-1">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted"
        />
        <input
          id={inputId}
          type="search"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Search articles, news, guides and components"
          autoComplete="off"
          className="h-12 w-full rounded-xl border border-line bg-surface pr-3 pl-10 text-base text-fg placeholder:text-muted hover:border-line-strong focus:border-ring"
        />
      </div>
      <Button type="submit" size="lg">
        Search
      </Button>
    </form>
  );
}

/** /search?q=: the combined search's full results, grouped with counts. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = normalizeSearchText(params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  useDocumentTitle(q ? `Search: ${q}` : 'Search');

  return (
    <div className="bg-hero">
      <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">Search</h1>
        <SearchForm key={q} initial={q} onSearch={(next) => setParams(next ? { q: next } : {})} />
        <div className="mt-8">
          {q ? (
            <Results q={q} />
          ) : (
            <p className="text-base text-muted">
              Type a few words to search the articles, hardware news, build guides and the component database.
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
