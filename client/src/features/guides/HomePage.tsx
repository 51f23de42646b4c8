import { ArrowDown, ArrowRight, Calculator, ListChecks, Sparkles, Store, Trophy, Wrench } from 'lucide-react';
import { Link } from 'react-router-dom';
import { FEATURED_GUIDE_COUNT } from '@rigforge/common';
import { LearnSection } from '../../components/articles/ArticleLinks';
import { Button, ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/document-title';
import { scrollToElement } from '../../lib/motion';
import { GuideCard } from './components/GuideCard';
import { GuideCardSkeleton } from './components/GuideCardSkeleton';
import { LoadError } from '../../components/ui/LoadError';
import { GUIDES_LOAD_ERROR } from './messages';
import { useGuides } from './useGuides';

export const FEATURED_SECTION_ID = 'featured-guides';

const HIGHLIGHTS = [
  { Icon: Trophy, text: 'Budget, Mid-Range and High-End tiers' },
  { Icon: ListChecks, text: 'Complete parts lists' },
  { Icon: Store, text: 'Links to trusted retailers' },
];

function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[calc(100svh-4rem)] items-center overflow-hidden bg-hero"
    >
      <div className="mx-auto w-full max-w-5xl px-4 py-20 text-center sm:px-6 lg:px-8">
        <p className="inline-flex animate-fade-in items-center gap-2 rounded-full border border-line bg-surface/80 px-4 py-1.5 text-sm font-medium text-fg shadow-card backdrop-blur">
          <Sparkles aria-hidden="true" className="size-4 text-accent" />
          Budget-based PC planning for gamers
        </p>
        <h1
          id="hero-title"
          className="mt-8 animate-rise-in text-5xl leading-[1.05] font-extrabold tracking-tight text-balance text-fg sm:text-6xl lg:text-7xl"
        >
          Build Your Ultimate <span className="text-brand-gradient">Gaming PC</span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl animate-rise-in text-lg leading-8 text-pretty text-muted sm:text-xl">
          Pick a budget, follow a proven build guide and get a complete parts list, matched to the games and apps you
          actually use.
        </p>
        <div className="mt-10 flex animate-rise-in flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <Button size="lg" data-tutorial="start-building" onClick={() => scrollToElement(FEATURED_SECTION_ID)}>
            Start Building Now
            <ArrowDown aria-hidden="true" className="size-5" />
          </Button>
          <ButtonLink to="/calculator" size="lg" variant="secondary" data-tutorial="budget-calculator">
            <Calculator aria-hidden="true" className="size-5" />
            Budget Calculator
          </ButtonLink>
          <ButtonLink to="/builder" size="lg" variant="outline">
            <Wrench aria-hidden="true" className="size-5" />
            Build Part by Part
          </ButtonLink>
        </div>
        <ul className="mt-14 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm font-medium text-muted">
          {HIGHLIGHTS.map(({ Icon, text }) => (
            <li key={text} className="inline-flex items-center gap-2">
              <Icon aria-hidden="true" className="size-4 text-accent" />
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function FeaturedGuides() {
  const { guides, loading, failed, retry } = useGuides();
  const featured = guides.slice(0, FEATURED_GUIDE_COUNT);

  let body;
  if (failed) {
    body = <LoadError message={GUIDES_LOAD_ERROR} onRetry={retry} retrying={loading} />;
  } else if (loading) {
    body = (
      <>
        <p role="status" className="mb-6 text-center text-sm font-medium text-muted">
          Loading featured guides...
        </p>
        <div className="grid gap-8 md:grid-cols-3">
          {Array.from({ length: FEATURED_GUIDE_COUNT }, (_, i) => (
            <GuideCardSkeleton key={i} />
          ))}
        </div>
      </>
    );
  } else if (featured.length === 0) {
    body = <p className="text-center text-muted">No build guides available at the moment.</p>;
  } else {
    body = (
      <div className="grid items-stretch gap-8 md:grid-cols-3 md:gap-6 lg:gap-8">
        {featured.map((guide) => (
          <GuideCard key={guide.id} guide={guide} variant="featured" />
        ))}
      </div>
    );
  }

  return (
    <section
      id={FEATURED_SECTION_ID}
      tabIndex={-1}
      aria-labelledby="featured-guides-title"
      className="mx-auto max-w-7xl px-4 py-20 outline-none sm:px-6 sm:py-24 lg:px-8"
    >
      <div data-tutorial="featured-guides" className="mx-auto mb-12 max-w-2xl text-center">
        <h2 id="featured-guides-title" className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">
          Featured Build Guides
        </h2>
        <p className="mt-4 text-base leading-7 text-muted sm:text-lg">
          Start from a proven build at your budget, then tailor it to the way you play.
        </p>
      </div>
      {body}
      <div className="mt-12 text-center">
        <Link
          to="/guides"
          className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-accent hover:underline"
        >
          View all build guides
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </div>
    </section>
  );
}

export function HomePage() {
  useDocumentTitle('Build Your Ultimate Gaming PC');
  return (
    <>
      <Hero />
      <FeaturedGuides />
      <LearnSection />
    </>
  );
}
