import { CircleAlert, House } from 'lucide-react';
import { ButtonLink } from '../../components/ui/Button';
import { MessagePanel } from '../../components/ui/MessagePanel';
import { useDocumentTitle } from '../../lib/document-title';

export const NOT_FOUND_TITLE = '404 Page Not Found';
export const NOT_FOUND_HINT = 'Did you forget to add the page to the router?';

/** Any path the router does not know (docs/requirements.md §2). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  return (
    <MessagePanel
      Icon={CircleAlert}
      tone="danger"
      title={NOT_FOUND_TITLE}
      actions={
        <ButtonLink to="/">
          <House aria-hidden="true" className="size-4" />
          Back to Home
        </ButtonLink>
      }
    >
      {NOT_FOUND_HINT}
    </MessagePanel>
  );
}
