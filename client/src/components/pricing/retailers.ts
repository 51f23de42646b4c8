import { type LucideIcon, Cpu, ShoppingCart, Store } from 'lucide-react';
import { type PriceSource, type Retailer } from '../../generated/graphql';

export interface RetailerDisplay {
  name: string;
  Icon: LucideIcon;
  /** docs/requirements.md §3 "Price data": the two benefit phrases. */
  benefits: readonly [string, string];
  /** Tailwind classes of the retailer's colour: the icon tile and the row's edge (AA contrast in both themes). */
  tile: string;
  edge: string;
  /** The chart line's colour per theme. */
  line: { light: string; dark: string };
}

/** docs/requirements.md §3: the display config of the three retailers. */
export const RETAILERS: Record<Retailer, RetailerDisplay> = {
  AMAZON: {
    name: 'Amazon',
    Icon: ShoppingCart,
    benefits: ['Prime shipping', 'Easy returns'],
    tile: 'bg-amber-100 text-amber-800 dark:bg-amber-400/15 dark:text-amber-300',
    edge: 'border-l-amber-500',
    line: { light: '#b45309', dark: '#fbbf24' },
  },
  NEWEGG: {
    name: 'Newegg',
    Icon: Cpu,
    benefits: ['PC specialist', 'Tech support'],
    tile: 'bg-orange-100 text-orange-800 dark:bg-orange-400/15 dark:text-orange-300',
    edge: 'border-l-orange-600',
    line: { light: '#c2410c', dark: '#fb923c' },
  },
  BESTBUY: {
    name: 'Best Buy',
    Icon: Store,
    benefits: ['In-store pickup', 'Local service'],
    tile: 'bg-blue-100 text-blue-800 dark:bg-blue-400/15 dark:text-blue-300',
    edge: 'border-l-blue-600',
    line: { light: '#1d4ed8', dark: '#60a5fa' },
  },
};

/** A history series' name and line colour: a retailer's, or the dataset's lowest-across-retailers. */
export const SERIES: Record<Retailer | 'LOWEST', { name: string; line: { light: string; dark: string } }> = {
  AMAZON: RETAILERS.AMAZON,
  NEWEGG: RETAILERS.NEWEGG,
  BESTBUY: RETAILERS.BESTBUY,
  LOWEST: { name: 'Lowest across retailers', line: { light: '#6d28d9', dark: '#c4b5fd' } },
};

export const SOURCE_LABELS: Record<PriceSource, string> = {
  LIVE: 'Live price',
  FEED: 'Retailer feed',
  ESTIMATE: 'Estimate',
};
