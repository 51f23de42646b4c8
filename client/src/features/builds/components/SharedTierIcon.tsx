import { Box, Gauge, PiggyBank, Rocket } from 'lucide-react';
import clsx from 'clsx';
import { tierOfCategory, type PriceTierLabel } from '@rigforge/common';

const ICONS: Record<PriceTierLabel, typeof Box> = {
  'Budget Gaming': PiggyBank,
  'Mid-Range Gaming': Gauge,
  'High-End Gaming': Rocket,
};

/* The badge palette's pairs (at least 4.5:1 in both themes; the icon is decorative anyway). */
const TONES = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-300',
  blue: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300',
  red: 'bg-red-100 text-red-800 dark:bg-red-400/15 dark:text-red-300',
  neutral: 'bg-surface-muted text-muted',
} as const;

/**
 * A decorative tile for a build's tier (docs/requirements.md §3, §4): an icon and colour per tier, a neutral box
 * for any other category. The category is always written beside it.
 */
export function SharedTierIcon({ category, className }: { category: string; className?: string }) {
  const tier = tierOfCategory(category);
  const Icon = tier ? ICONS[tier.label] : Box;
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'flex size-11 shrink-0 items-center justify-center rounded-xl',
        TONES[tier?.color ?? 'neutral'],
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
