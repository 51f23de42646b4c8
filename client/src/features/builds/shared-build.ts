// Pure helpers of the shared-build page and the community gallery: the summary sentence, the
// planner address, the badges, part categories and the parts-list export.
import {
  BUDGET_SLIDER,
  formatGuideDate,
  iconCategoryOf,
  isBuildType,
  isPartType,
  isResolution,
  isUseCaseId,
  normalizeUseCases,
  shareSummary,
  tierOfCategory,
  type BuildExportFormat,
  type ExportableBuild,
  type PartType,
  type TierColor,
  cents,
  toDollars,
} from '@rigforge/common';
import { type SharedBuildQuery } from './builds.generated';

export type SharedBuild = NonNullable<SharedBuildQuery['sharedBuild']>;

/** What every saved build of the API carries, shared or listed. */
export interface BuildSummaryFields {
  title: string;
  category: string;
  totalPriceCents: number;
  owner: { username: string };
  components: readonly { type: string; name: string; priceCents: number }[];
}

export function partCountText(count: number): string {
  return `${count} ${count === 1 ? 'part' : 'parts'}`;
}

/** The page's description: '<category> PC build: <n> parts, $<total>. Shared by <username> on RigForge.' */
export function pageSummary(build: BuildSummaryFields): string {
  return shareSummary({
    category: build.category,
    partCount: build.components.length,
    totalPriceCents: build.totalPriceCents,
    username: build.owner.username,
  });
}

/**
 * The badge colour of a category (docs/requirements.md §4 "Tier labels"); anything else is neutral
 * (docs/requirements.md §3).
 */
export function tierToneOf(category: string): TierColor | 'neutral' {
  return tierOfCategory(category)?.color ?? 'neutral';
}

/** The part category a saved part's type names: the type itself, or the one its label points to. */
export function partCategoryOf(type: string): PartType | null {
  return isPartType(type) ? type : iconCategoryOf(type);
}

/** A budget the calculator's slider can show: 500 to 5000 in steps of 50. */
function isSliderBudget(budget: number | null): budget is number {
  return (
    budget !== null &&
    Number.isInteger(budget) &&
    budget >= BUDGET_SLIDER.min &&
    budget <= BUDGET_SLIDER.max &&
    (budget - BUDGET_SLIDER.min) % BUDGET_SLIDER.step === 0
  );
}

/**
 * The calculator's address pre-set with what the build was planned with (its parameters: usecases,
 * budget, buildType, resolution). A value the calculator would not take is left out, so its
 * default applies.
 */
export function plannerPathFor(build: {
  budgetCents: number | null;
  buildType: string | null;
  resolution: string | null;
  useCases: readonly string[];
}): string {
  const params: string[] = [];
  const budget = build.budgetCents === null ? null : toDollars(cents(build.budgetCents));
  const useCases = normalizeUseCases(build.useCases.filter(isUseCaseId));
  if (useCases.length > 0) params.push(`usecases=${useCases.join(',')}`);
  if (isSliderBudget(budget)) params.push(`budget=${budget}`);
  if (isBuildType(build.buildType)) params.push(`buildType=${build.buildType}`);
  if (isResolution(build.resolution)) params.push(`resolution=${build.resolution}`);
  return params.length > 0 ? `/calculator?${params.join('&')}` : '/calculator';
}

/** 'Saved Mar 3, 2025', or 'Updated …' once the build changed after the day it was saved. */
export function savedDateText(build: { createdAt: string; updatedAt: string }): { label: string; date: string } {
  const saved = formatGuideDate(build.createdAt);
  const updated = formatGuideDate(build.updatedAt);
  return updated !== saved && updated !== 'Recently'
    ? { label: 'Updated', date: updated }
    : { label: 'Saved', date: saved };
}

/** The build as the export formats read it, with its absolute share link. */
export function exportableBuild(build: SharedBuild, url: string): ExportableBuild {
  return {
    title: build.title,
    description: build.description,
    totalPrice: toDollars(cents(build.totalPriceCents)),
    components: build.components.map(({ type, name, priceCents }) => ({
      type,
      name,
      price: toDollars(cents(priceCents)),
    })),
    estimatedWattage: build.compatibility?.estimatedWattage ?? null,
    url,
  };
}

/** The toast after copying in each format. */
export const EXPORT_COPIED: Record<BuildExportFormat, string> = {
  markdown: 'Copied as Markdown',
  reddit: 'Copied as a Reddit table',
  text: 'Copied as plain text',
};
