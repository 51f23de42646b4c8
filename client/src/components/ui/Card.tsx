import { type ComponentProps } from 'react';
import clsx from 'clsx';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx('rounded-2xl border border-line bg-surface shadow-card', className)} {...props} />;
}
