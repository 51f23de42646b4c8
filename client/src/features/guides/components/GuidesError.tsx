import { RefreshCw, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Button } from '../../../components/ui/Button';

export interface GuidesErrorProps {
  onRetry: () => void;
  retrying: boolean;
  /** What could not be loaded; the guides list unless told. */
  message?: string;
}

/** A friendly failure message with a retry button, for when the guides could not be fetched. */
export function GuidesError({ onRetry, retrying, message = "We couldn't load the build guides." }: GuidesErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-card"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-300" />
      <p className="mt-4 text-lg font-semibold text-fg">{message}</p>
      <p className="mt-2 text-sm text-muted">Please check your connection and try again.</p>
      <Button onClick={onRetry} disabled={retrying} variant="outline" className="mt-6">
        <RefreshCw
          aria-hidden="true"
          className={clsx('size-4', retrying && 'animate-spin motion-reduce:animate-none')}
        />
        {retrying ? 'Retrying...' : 'Try again'}
      </Button>
    </div>
  );
}
