// What guests see that a write changes is declared by each module (publicViews, guestNeutralMutations:
// modules/public-views.ts). A counted news view is narrower still: it drops only what shows view counts.

/** The root query fields whose answers show news view counts. */
export const NEWS_VIEW_FIELDS: readonly string[] = ['news', 'newsItem', 'newsStats'];

/**
 * This process's droppers of what shows news view counts, told at once when a view is counted here
 * (the service also publishes a `news-views` event for the other processes). At once, so the answer
 * that carried the new count is never followed by a kept page or answer with an older one.
 */
export class NewsViewDrops {
  private readonly droppers: (() => void)[] = [];

  listen(drop: () => void): void {
    this.droppers.push(drop);
  }

  counted(): void {
    for (const drop of this.droppers) drop();
  }
}
