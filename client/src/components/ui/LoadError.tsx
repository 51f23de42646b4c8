import { type ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import clsx from 'clsx';
import { Button } from './Button';

export interface LoadErrorProps {
  /** What could not be loaded. */
  message: string;
  onRetry: () => void;
  retrying: boolean;
  /** More actions beside the retry button. */
  children?: ReactNode;
}

/** A friendly failure message with a retry button, for when data could not be fetched. */
export function LoadError({ message, onRetry, retrying, children }: LoadErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-line bg-surface px-6 py-10 text-center shadow-card"
    >
      <TriangleAlert aria-hidden="true" className="size-10 text-amber-600 dark:text-amber-300" />
      <p className="mt-4 text-lg font-semibold text-fg">{message}</p>
      <p className="mt-2 text-sm text-muted">Please check your connection and try again.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry} disabled={retrying} variant="outline">
          <RefreshCw
            aria-hidden="true"
            className={clsx('size-4', retrying && 'animate-spin motion-reduce:animate-none')}
          />
          {retrying ? 'Retrying...' : 'Try again'}
        </Button>
        {children}
      </div>
    </div>
  );
}
