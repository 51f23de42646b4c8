import { type ComponentType } from 'react';
import { Gauge, Monitor, PiggyBank, Rocket } from 'lucide-react';
import clsx from 'clsx';
import { tierOfCategory, type TierColor } from '@rigforge/common';

type IconComponent = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

const TIER_ICONS: Record<TierColor, { Icon: IconComponent; box: string }> = {
  green: {
    Icon: PiggyBank,
    box: 'bg-emerald-100 text-emerald-700 ring-emerald-700/20 dark:bg-emerald-400/15 dark:text-emerald-300 dark:ring-emerald-300/25',
  },
  blue: {
    Icon: Gauge,
    box: 'bg-blue-100 text-blue-700 ring-blue-700/20 dark:bg-blue-400/15 dark:text-blue-300 dark:ring-blue-300/25',
  },
  red: {
    Icon: Rocket,
    box: 'bg-red-100 text-red-700 ring-red-700/20 dark:bg-red-400/15 dark:text-red-300 dark:ring-red-300/25',
  },
};

const NEUTRAL = { Icon: Monitor as IconComponent, box: 'bg-surface-muted text-muted ring-line-strong' };

/**
 * The decorative icon of a saved build's category (docs/requirements.md §3): Budget, Mid-Range and High-End Gaming
 * get their tier's colour (green, blue, red); any other category a neutral icon. The category is
 * always written beside it.
 */
export function SavedBuildTierIcon({ category, className }: { category: string; className?: string }) {
  const tier = tierOfCategory(category);
  const { Icon, box } = tier ? TIER_ICONS[tier.color] : NEUTRAL;
  return (
    <span
      aria-hidden="true"
      data-tier={tier?.color ?? 'neutral'}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ring-inset',
        box,
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
