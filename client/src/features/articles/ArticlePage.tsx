import { useId } from 'react';
import { ArrowLeft, ArrowRight, CalendarDays, Calculator, Clock, FileQuestion, Tag, UserRound } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatGuideDate } from '@rigforge/common';
import { ArticleCard, READING_TIME } from '../../components/articles/ArticleLinks';
import { Badge } from '../../components/ui/Badge';
import { ButtonLink } from '../../components/ui/Button';
import { LoadError } from '../../components/ui/LoadError';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { Skeleton } from '../../components/ui/Skeleton';
import { useDocumentTitle, useMetaDescription } from '../../lib/document-title';
import { Markdown } from '../../lib/markdown';
import { type ArticleDetail, type ArticleState, useArticle } from './useArticle';

export const ARTICLE_NOT_FOUND_TITLE = 'Article not found';
export const ARTICLE_NOT_FOUND_TEXT = 'We could not find an article at this address.';
export const ARTICLE_LOAD_ERROR = "We couldn't load this article.";

const LINK =
  'inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:underline underline-offset-4';

function Meta({ Icon, children }: { Icon: typeof Clock; children: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </span>
  );
}

function Related({ article }: { article: ArticleDetail }) {
  const headingId = useId();
  if (article.related.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-16 border-t border-line pt-10">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-fg">
        Related articles
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {article.related.map((related) => (
          <li key={related.id}>
            <ArticleCard article={related} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where to go from an article: the guides and the calculator. */
function NextSteps() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-surface p-5 shadow-card">
      <h2 id={headingId} className="text-base font-bold tracking-tight text-fg">
        Put it into practice
      </h2>
      <p className="mt-1 text-sm text-muted">Start from a proven parts list, or split your own budget.</p>
      <div className="mt-4 flex flex-col gap-2">
        <ButtonLink to="/guides" size="md">
          Browse build guides
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
        <ButtonLink to="/calculator" size="md" variant="secondary">
          <Calculator aria-hidden="true" className="size-4" />
          Budget Calculator
        </ButtonLink>
      </div>
    </section>
  );
}

function ArticleView({ article }: { article: ArticleDetail }) {
  const titleId = useId();
  return (
    <>
      <article aria-labelledby={titleId}>
        <header className="max-w-3xl">
          <Badge tone="accent">{article.category}</Badge>
          <h1
            id={titleId}
            className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-fg sm:text-4xl"
          >
            {article.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-pretty text-muted">{article.excerpt}</p>
          <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm font-medium text-muted">
            <Meta Icon={UserRound}>{article.author}</Meta>
            <Meta Icon={CalendarDays}>{`Updated ${formatGuideDate(article.updatedAt)}`}</Meta>
            <Meta Icon={Clock}>{READING_TIME(article.readingMinutes)}</Meta>
          </div>
        </header>
        <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-12">
          <Markdown source={article.content} className="max-w-[70ch] min-w-0" />
          <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
            {article.tags.length > 0 ? (
              <div className="flex flex-wrap items-center gap-2">
                <Tag aria-hidden="true" className="size-4 text-muted" />
                <ul aria-label="Tags" className="flex flex-wrap gap-2">
                  {article.tags.map((tag) => (
                    <li key={tag}>
                      <Badge>{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <NextSteps />
          </aside>
        </div>
      </article>
      <Related article={article} />
    </>
  );
}

function ArticleSkeleton() {
  return (
    <>
      <p role="status" className="sr-only">
        Loading article...
      </p>
      <div aria-hidden="true" className="max-w-3xl">
        <Skeleton className="h-5 w-20 rounded-full" />
        <Skeleton className="mt-5 h-10 w-4/5" />
        <Skeleton className="mt-5 h-5 w-full" />
        <Skeleton className="mt-2 h-5 w-3/4" />
        <div className="mt-10 space-y-3">
          <Skeleton className="h-7 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
    </>
  );
}

function titleOf(state: ArticleState): string {
  switch (state.status) {
    case 'found':
      return state.article.title;
    case 'not-found':
      return ARTICLE_NOT_FOUND_TITLE;
    case 'loading':
    case 'failed':
      return 'Article';
  }
}

/** /articles/:slug: one hardware article (reached from search, the home page and guides). */
export function ArticlePage() {
  const { slug = '' } = useParams();
  const state = useArticle(slug);
  useDocumentTitle(titleOf(state));
  useMetaDescription(state.status === 'found' ? state.article.description : null);

  let body;
  switch (state.status) {
    case 'found':
      body = <ArticleView article={state.article} />;
      break;
    case 'not-found':
      body = (
        <MessagePanel
          Icon={FileQuestion}
          title={ARTICLE_NOT_FOUND_TITLE}
          className="min-h-[50vh] py-12"
          actions={
            <ButtonLink to="/">
              Back to the home page
              <ArrowRight aria-hidden="true" className="size-4" />
            </ButtonLink>
          }
        >
          {ARTICLE_NOT_FOUND_TEXT}
        </MessagePanel>
      );
      break;
    case 'failed':
      body = (
        <div className="py-12">
          <LoadError message={ARTICLE_LOAD_ERROR} onRetry={state.retry} retrying={state.retrying} />
        </div>
      );
      break;
    case 'loading':
      body = <ArticleSkeleton />;
  }

  return (
    <div className="bg-hero">
      <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
        {state.status === 'not-found' ? null : (
          <div className="mb-8">
            <Link to="/guides" className={LINK}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Build Guides
            </Link>
          </div>
        )}
        {body}
      </div>
    </div>
  );
}
