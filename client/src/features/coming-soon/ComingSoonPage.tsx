import { BookOpen, Construction, House } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * An honest placeholder for a screen of the SPEC that is not built yet (one component for all of
 * them; the route passes the feature name).
 */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-24 text-center">
      <div className="rounded-2xl bg-accent-soft p-4">
        <Construction aria-hidden="true" className="size-10 text-accent" />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance text-fg sm:text-4xl">{title} is on its way</h1>
      <p className="mt-3 text-muted">
        We&apos;re still building this part of RigForge. In the meantime, our build guides are ready to help you plan
        your next PC.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/guides">
          <BookOpen aria-hidden="true" className="size-4" />
          Browse Build Guides
        </ButtonLink>
        <ButtonLink to="/" variant="outline">
          <House aria-hidden="true" className="size-4" />
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
