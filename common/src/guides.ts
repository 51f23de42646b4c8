export const FEATURED_GUIDE_COUNT = 3;
export const GUIDE_COMPONENT_PREVIEW = 2;

/** The first `GUIDE_COMPONENT_PREVIEW` names, plus '+N more components' when there are more. */
export function componentPreview(names: readonly string[]): { shown: string[]; moreLabel: string | null } {
  const shown = names.slice(0, GUIDE_COMPONENT_PREVIEW);
  const more = names.length - shown.length;
  return { shown, moreLabel: more > 0 ? `+${more} more components` : null };
}

export function estimatedTimeLabel(hours: number): string {
  return `${hours}h build`;
}

export function guideStartBuildPath(budget: number): string {
  return `/build-result?budget=${encodeURIComponent(String(budget))}&step=usecase`;
}

/** The home page's 'Start Build': the use-case step of /guides, with the card's budget like the guides grid passes. */
export function homeStartBuildPath(budget: number): string {
  return `/guides?step=usecase&budget=${encodeURIComponent(String(budget))}`;
}
