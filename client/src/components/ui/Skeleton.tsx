import { type ComponentProps } from 'react';
import clsx from 'clsx';

/** A decorative placeholder block; announce loading separately (e.g. with role="status"). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  // Callers may give their own radius; classes are not merged, so the default applies only without one.
  const radius = className?.includes('rounded') ? null : 'rounded-md';
  return <div aria-hidden="true" className={clsx('animate-pulse bg-surface-muted', radius, className)} {...props} />;
}
