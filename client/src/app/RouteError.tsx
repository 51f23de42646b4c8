import { TriangleAlert } from 'lucide-react';
import { Button, ButtonLink } from '../components/ui/Button';
import { useDocumentTitle } from '../lib/document-title';

/** Shown in place of a page that threw while loading or rendering. */
export function RouteError() {
  useDocumentTitle('Something went wrong');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-600 dark:text-amber-300" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-fg">Something went wrong</h1>
      <p className="mt-3 text-muted">
        This page could not be shown. Reloading usually fixes it; if it keeps happening, please try again later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload page</Button>
        <ButtonLink to="/" variant="outline">
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
