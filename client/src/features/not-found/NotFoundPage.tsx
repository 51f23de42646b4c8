import { CircleAlert, House } from 'lucide-react';
import { NOT_FOUND_HINT, NOT_FOUND_TITLE } from '@rigforge/common';
import { ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/document-title';

/** Any path the router does not know (SPEC §2). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <div className="rounded-2xl bg-red-100 p-4 dark:bg-red-400/15">
        <CircleAlert aria-hidden="true" className="size-10 text-red-700 dark:text-red-300" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-fg sm:text-4xl">{NOT_FOUND_TITLE}</h1>
      <p className="mt-3 text-muted">{NOT_FOUND_HINT}</p>
      <ButtonLink to="/" className="mt-8">
        <House aria-hidden="true" className="size-4" />
        Back to Home
      </ButtonLink>
    </section>
  );
}
