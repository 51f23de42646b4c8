import { type ComponentProps } from 'react';
import clsx from 'clsx';
import { type TierColor } from '@rigforge/common';

export type BadgeTone = 'neutral' | 'accent' | 'brand' | TierColor;

/* Text/background pairs chosen for at least 4.5:1 contrast in both themes. */
const TONES: Record<BadgeTone, string> = {
  neutral: 'bg-surface-muted text-fg ring-line-strong',
  accent: 'bg-accent-soft text-accent ring-violet-600/25 dark:ring-violet-300/25',
  brand: 'bg-brand text-white ring-transparent shadow-md shadow-violet-900/30',
  green:
    'bg-emerald-100 text-emerald-800 ring-emerald-700/20 dark:bg-emerald-400/15 dark:text-emerald-300 dark:ring-emerald-300/25',
  blue: 'bg-blue-100 text-blue-800 ring-blue-700/20 dark:bg-blue-400/15 dark:text-blue-300 dark:ring-blue-300/25',
  red: 'bg-red-100 text-red-800 ring-red-700/20 dark:bg-red-400/15 dark:text-red-300 dark:ring-red-300/25',
};

const SIZES = {
  sm: 'px-2.5 py-0.5 text-xs',
  md: 'px-3 py-1 text-xs',
} as const;

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
  size?: keyof typeof SIZES;
}

export function Badge({ tone = 'neutral', size = 'sm', className, ...props }: BadgeProps) {
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1 rounded-full font-semibold whitespace-nowrap ring-1 ring-inset',
        SIZES[size],
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}
