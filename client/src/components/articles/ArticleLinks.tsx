import { useId } from 'react';
import { ArrowRight, BookOpen, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import clsx from 'clsx';
import type { ArticleLinksQuery } from '../../lib/articles.generated';
import { useArticleLinksQuery } from '../../lib/articles.generated';
import { Badge } from '../ui/Badge';
import { Skeleton } from '../ui/Skeleton';

export type ArticleLink = NonNullable<ArticleLinksQuery['articles']>['nodes'][number];

/** Where an article lives. */
export function articlePath(slug: string): string {
  return `/articles/${encodeURIComponent(slug)}`;
}

/** The chosen articles first (in that order), then the rest; at most `limit`. */
export function pickArticles(
  articles: readonly ArticleLink[],
  prefer: readonly string[],
  limit: number,
): ArticleLink[] {
  const rank = (a: ArticleLink) => {
    const at = prefer.indexOf(a.slug);
    return at === -1 ? prefer.length : at;
  };
  return [...articles].sort((a, b) => rank(a) - rank(b)).slice(0, limit);
}

export const READING_TIME = (minutes: number) => `${minutes} min read`;

/** One article as a card: category, title, description, reading time. */
export function ArticleCard({ article, className }: { article: ArticleLink; className?: string }) {
  return (
    <Link
      to={articlePath(article.slug)}
      className={clsx(
        'group flex h-full flex-col rounded-2xl border border-line bg-surface p-5 shadow-card transition-colors hover:border-line-strong',
        className,
      )}
    >
      <Badge tone="accent" className="self-start">
        {article.category}
      </Badge>
      <span className="mt-3 text-base font-bold tracking-tight text-fg group-hover:text-accent">{article.title}</span>
      <span className="mt-2 line-clamp-3 text-sm leading-6 text-muted">{article.description}</span>
      <span className="mt-auto inline-flex items-center gap-1.5 pt-4 text-xs font-medium text-muted">
        <Clock aria-hidden="true" className="size-3.5" />
        {READING_TIME(article.readingMinutes)}
      </span>
    </Link>
  );
}

interface ArticleListProps {
  title: string;
  /** Slugs to show first. */
  prefer?: readonly string[];
  limit?: number;
  className?: string;
}

/** A compact "further reading" list of article links (guides' pages). */
export function ArticleList({ title, prefer = [], limit = 4, className }: ArticleListProps) {
  const headingId = useId();
  const { data, loading, error } = useArticleLinksQuery();
  const articles = pickArticles(data?.articles?.nodes ?? [], prefer, limit);
  if (error || (!loading && articles.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className={clsx('rounded-2xl border border-line bg-surface p-5', className)}>
      <h2 id={headingId} className="flex items-center gap-2 text-base font-bold tracking-tight text-fg">
        <BookOpen aria-hidden="true" className="size-4 text-accent" />
        {title}
      </h2>
      {loading && articles.length === 0 ? (
        <div aria-hidden="true" className="mt-3 space-y-2">
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      ) : (
        <ul className="mt-3 space-y-2">
          {articles.map((article) => (
            <li key={article.id}>
              <Link
                to={articlePath(article.slug)}
                className="inline-flex items-start gap-1.5 rounded text-sm font-medium text-accent underline-offset-4 hover:underline"
              >
                <ArrowRight aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {article.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The Learn section's reading order: planning and power first, then cooling, then assembly. */
export const LEARN_ORDER = [
  'how-to-choose-a-power-supply',
  'cpu-coolers-and-boost-power',
  'memory-speed-and-timings',
  'nvme-ssds-and-pcie-generations',
  'airflow-and-fan-placement',
  'thermal-paste-and-cooler-mounting',
  'cable-management-and-12v-2x6-care',
  'first-boot-and-bios-updates',
];

/** The home page's "Learn" section: every article as a card, in LEARN_ORDER (others after). */
export function LearnSection() {
  const headingId = useId();
  const { data, loading, error } = useArticleLinksQuery();
  const articles = pickArticles(data?.articles?.nodes ?? [], LEARN_ORDER, Number.MAX_SAFE_INTEGER);
  let body;
  if (error && articles.length === 0) {
    body = <p className="text-center text-muted">The articles could not be loaded. Please try again later.</p>;
  } else if (loading && articles.length === 0) {
    body = (
      <>
        <p role="status" className="sr-only">
          Loading articles...
        </p>
        <div aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="h-48 rounded-2xl" />
          ))}
        </div>
      </>
    );
  } else {
    body = (
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="mx-auto mb-10 max-w-2xl text-center">
        <h2 id={headingId} className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          Learn
        </h2>
        <p className="mt-4 text-base leading-7 text-muted sm:text-lg">
          Short, practical articles on power, cooling, memory and assembly, written by the RigForge team.
        </p>
      </div>
      {body}
    </section>
  );
}
