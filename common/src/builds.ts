// Saved builds (docs/requirements.md §2 "Saved Builds", §3 "Saved build", §5 "Save build", §8 "Saving builds"):
// limits, the dialog's defaults, user-facing strings, share links, icons and the parts-list export.
import { formatCents, toCents } from './money';
import { BUILD_TYPE_LABELS, PRICE_TIERS, isBuildType, useCaseName, isUseCaseId, type PriceTier } from './planner';
import type { PartType } from './catalog';

/** Input limits a saved build is checked against (server) and that the forms enforce (client). */
export const SAVED_BUILD_LIMITS = {
  titleMax: 100,
  descriptionMax: 1000,
  componentsMax: 30,
  componentNameMax: 200,
  /** Dollars, per part. */
  priceMax: 100_000,
  /** How many builds one account may keep. */
  perUser: 500,
} as const;

/** docs/requirements.md §9 "Saved builds": the collapsed preview and the loading placeholders. */
export const SAVED_BUILD_PREVIEW_COUNT = 3;
export const SAVED_BUILD_PLACEHOLDERS = 6;

/** The strings docs/requirements.md §2, §5 and §8 give for saving, editing, sharing and deleting builds. */
export const SAVED_BUILD_TEXT = {
  saveThisBuild: 'Save This Build',
  saveBuild: 'Save Build',
  signInToSave: 'Sign In to Save Build',
  saving: 'Saving...',
  saved: 'Build Saved Successfully!',
  saveFailed: 'Save Failed',
  saveFailedFallback: 'Failed to save build',
  updated: 'Build Updated',
  updatedDescription: 'Your build has been updated successfully',
  updateFailed: 'Update Failed',
  updateFailedFallback: 'Failed to update build',
  deleted: 'Build Deleted',
  deletedDescription: 'Your build has been deleted successfully',
  deleteFailed: 'Delete Failed',
  deleteFailedFallback: 'Failed to delete build',
  shareCopied: 'Share Link Copied',
  shareCopiedDescription: 'The share link has been copied to your clipboard',
  pageHeading: 'Saved Builds',
  pageSubtitle: 'Manage your custom PC builds',
  signInRequiredTitle: 'Sign In Required',
  signInRequiredText: 'You need to sign in to view your saved builds',
  emptyTitle: 'No Saved Builds Yet',
  emptyText: 'Create your first build using the PC Builder Calculator',
  startBuilding: 'Start Building',
  showLess: 'Show less',
  /** Beside the price of a saved part the catalog does not hold: its owner typed the price. */
  customPrice: 'custom price',
  customPriceHint: "The owner's own price: this part is not in our component database.",
} as const;

/** 'Show N more components' under a collapsed component list. */
export function showMoreComponentsText(hidden: number): string {
  return `Show ${hidden} more ${hidden === 1 ? 'component' : 'components'}`;
}

/** docs/requirements.md §5: the title's default, '<tier> Build - $<budget>'. */
export function defaultBuildTitle(tierLabel: string, budget: number): string {
  return `${tierLabel} Build - $${Math.round(budget)}`;
}

/**
 * docs/requirements.md §5: the description's default names the use cases when there are any, else the build type
 * and the resolution.
 */
export function defaultBuildDescription(build: {
  buildType?: string | null;
  resolution?: string | null;
  useCases?: readonly string[] | null;
}): string {
  const useCases = (build.useCases ?? []).filter(isUseCaseId).map(useCaseName);
  if (useCases.length > 0) return `Built for ${joinWords(useCases)}.`;
  const type = build.buildType
    ? isBuildType(build.buildType)
      ? BUILD_TYPE_LABELS[build.buildType]
      : capitalize(build.buildType)
    : 'Custom';
  return build.resolution ? `${type} build for ${build.resolution} resolution.` : `${type} build.`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

// --- Share links -----------------------------------------------------------------------------------

/** Share tokens are 32 base64url characters (24 random bytes, 192 bits). */
export const SHARE_TOKEN_BYTES = 24;
const SHARE_TOKEN = /^[A-Za-z0-9_-]{32}$/;

export function isShareToken(value: unknown): value is string {
  return typeof value === 'string' && SHARE_TOKEN.test(value);
}

/** The path of a build's share link. */
export function sharePath(token: string): string {
  return `/shared/${encodeURIComponent(token)}`;
}

/** The one-line description of a shared build's page and link preview. */
export function shareSummary(build: {
  category: string;
  partCount: number;
  totalPriceCents: number;
  username: string;
}): string {
  const parts = `${build.partCount} ${build.partCount === 1 ? 'part' : 'parts'}`;
  return `${build.category} PC build: ${parts}, ${formatCents(build.totalPriceCents)}. Shared by ${build.username} on RigForge.`;
}

// --- Categories and icons --------------------------------------------------------------------------

/** The tier of a saved build's category label, or null for any other text (docs/requirements.md §3: a neutral icon). */
export function tierOfCategory(category: string | null | undefined): PriceTier | null {
  const tier = PRICE_TIERS.find((t) => t.label === category);
  return tier ? { label: tier.label, color: tier.color } : null;
}

const TYPE_ICON_RULES: readonly [RegExp, PartType][] = [
  // docs/requirements.md §3, in its order: cpu/processor, gpu/graphics, ram/memory, storage/ssd/hdd, power/psu.
  [/cpu|processor/i, 'CPU'],
  [/gpu|graphics/i, 'GPU'],
  [/ram|memory/i, 'RAM'],
  [/storage|ssd|hdd/i, 'Storage'],
  [/power|psu/i, 'PSU'],
  // The other categories of our parts lists.
  [/motherboard|mainboard/i, 'Motherboard'],
  [/cooler|cooling/i, 'Cooler'],
  [/case|chassis/i, 'Case'],
];

/** The part category whose icon a component's type label selects, or null for a neutral icon. */
export function iconCategoryOf(typeLabel: string): PartType | null {
  return TYPE_ICON_RULES.find(([pattern]) => pattern.test(typeLabel))?.[1] ?? null;
}

// --- Export ----------------------------------------------------------------------------------------

export type BuildExportFormat = 'markdown' | 'reddit' | 'text';

export const BUILD_EXPORT_FORMATS: readonly { id: BuildExportFormat; label: string }[] = [
  { id: 'markdown', label: 'Markdown' },
  { id: 'reddit', label: 'Reddit table' },
  { id: 'text', label: 'Plain text' },
];

export interface ExportableBuild {
  title: string;
  description?: string | null;
  /** Dollars. */
  totalPrice: number;
  components: readonly { type: string; name: string; price: number }[];
  estimatedWattage?: number | null;
  /** The absolute share link. */
  url?: string | null;
}

const cents = (dollars: number): string => formatCents(toCents(dollars));

/** Table cells: pipes would end the cell, line breaks the row. */
function cell(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/\\/g, '\\\\').replace(/\|/g, '\\|').trim();
}

/**
 * A part name or title in Markdown: pipes and line breaks as in cell(), and brackets escaped, so a
 * name such as `x [deal](https://...)` stays text rather than becoming a link in the pasted post.
 */
function linkText(text: string): string {
  return cell(text).replace(/[[\]]/g, (c) => `\\${c}`);
}

function footer(build: ExportableBuild, style: 'markdown' | 'text'): string[] {
  const lines: string[] = [];
  if (build.estimatedWattage) lines.push(`Estimated wattage: ${build.estimatedWattage} W`);
  if (build.url) lines.push(style === 'markdown' ? `[View this build on RigForge](${build.url})` : build.url);
  return lines;
}

/** The parts list as Markdown, plain text or a Reddit table, ready for the clipboard. */
export function exportBuild(build: ExportableBuild, format: BuildExportFormat): string {
  const total = cents(build.totalPrice);
  if (format === 'text') {
    const lines = [build.title.trim(), ''];
    for (const c of build.components) lines.push(`${c.type}: ${c.name.trim()} - ${cents(c.price)}`);
    lines.push('', `Total: ${total}`, ...footer(build, 'text'));
    return lines.join('\n');
  }
  if (format === 'reddit') {
    const lines = ['Type|Item|Price', ':----|:----|:----'];
    for (const c of build.components) lines.push(`**${cell(c.type)}** | ${linkText(c.name)} | ${cents(c.price)}`);
    lines.push(`| *Total* | | **${total}**`);
    const title = build.url ? `[${linkText(build.title)}](${build.url})` : `**${cell(build.title)}**`;
    const wattage = build.estimatedWattage ? ` | Estimated wattage: ${build.estimatedWattage} W` : '';
    return [title, '', ...lines, '', `*Generated by RigForge${wattage}*`].join('\n');
  }
  const lines = [`# ${linkText(build.title)}`, ''];
  const description = build.description?.trim().replace(/[[\]]/g, (c) => `\\${c}`);
  if (description) lines.push(description, '');
  lines.push('| Type | Part | Price |', '| --- | --- | ---: |');
  for (const c of build.components) lines.push(`| ${cell(c.type)} | ${linkText(c.name)} | ${cents(c.price)} |`);
  lines.push(`| **Total** | | **${total}** |`);
  const tail = footer(build, 'markdown');
  if (tail.length > 0) lines.push('', ...tail);
  return lines.join('\n');
}
