import { BookOpen, Construction, House } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * An honest placeholder for a screen of docs/requirements.md §2 that is not built yet (one component for all of
 * them; the route passes the feature name).
 */
export function ComingSoonPage({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <MessagePanel
      Icon={Construction}
      title={`${title} is on its way`}
      actions={
        <>
          <ButtonLink to="/guides">
            <BookOpen aria-hidden="true" className="size-4" />
            Browse Build Guides
          </ButtonLink>
          <ButtonLink to="/" variant="outline">
            <House aria-hidden="true" className="size-4" />
            Back to Home
          </ButtonLink>
        </>
      }
    >
      We&apos;re still building this part of RigForge. In the meantime, our build guides are ready to help you plan your
      next PC.
    </MessagePanel>
  );
}
