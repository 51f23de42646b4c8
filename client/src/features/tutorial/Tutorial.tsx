import { useEffect, useState } from 'react';
import { CircleHelp } from 'lucide-react';
import { useHydrated } from '../../lib/hydration';
import { useSession } from '../../lib/session/useSession';
import type { TutorialOverlay as OverlayComponent } from './TutorialOverlay';
import { useTutorial } from './useTutorial';

// The overlay is its own chunk: a returning visitor (flag set) only downloads it on 'Tutorial Help'.
type Overlay = typeof OverlayComponent;
const loadOverlay = () => import('./TutorialOverlay').then((m) => m.TutorialOverlay);

/**
 * The first-visit tutorial of the shared layout (docs/requirements.md §4 "Tutorial"): the overlay
 * 1.5 s after a first visit, then, once it is finished or skipped, the floating 'Tutorial Help'
 * button at the bottom right (from lg up; the menu's entry narrower) that starts it again from
 * step 1. Its state is the page's one (TutorialProvider).
 */
export function Tutorial() {
  const tutorial = useTutorial();
  const { user } = useSession();
  const hydrated = useHydrated();

  // A first visit fetches the overlay at once, so it is ready when the 1.5 s timer opens it; a
  // restart fetches it on the click. Held in state rather than React.lazy: the tour shows as soon
  // as the code is there, without Suspense's reveal delay.
  const { seen, open } = tutorial;
  const [TutorialOverlay, setOverlay] = useState<Overlay | null>(null);
  const needed = (!seen || open) && TutorialOverlay === null;
  useEffect(() => {
    if (!needed) return;
    let live = true;
    loadOverlay().then(
      (overlay) => {
        if (live) setOverlay(() => overlay);
      },
      (error: unknown) => console.error('The tutorial could not be loaded', error),
    );
    return () => {
      live = false;
    };
  }, [needed]);

  if (open) {
    if (!TutorialOverlay) return null;
    return (
      <TutorialOverlay
        index={tutorial.index}
        signedIn={user !== null}
        onNext={tutorial.next}
        onPrevious={tutorial.previous}
        onSkip={tutorial.skip}
      />
    );
  }
  // The flag is in browser storage: the prerendered page has no button until it is hydrated.
  if (!tutorial.seen || !hydrated) return null;
  // From lg up only, where the bar has no menu: a tab docked at the right edge, inside the page's
  // side margin (2rem from lg), so it covers none of the page. Narrower screens have no margin to
  // spare: the tour restarts from the menu there (TutorialMenuItem). The name shows on hover and focus.
  return (
    <button
      type="button"
      onClick={tutorial.restart}
      aria-label="Tutorial Help"
      className="group fixed right-0 bottom-24 z-30 hidden h-12 w-7 items-center justify-center rounded-l-xl bg-brand text-white shadow-lg shadow-violet-900/30 transition-colors hover:bg-brand-strong lg:inline-flex print:hidden"
    >
      <CircleHelp aria-hidden="true" className="size-4" />
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-full mr-2 rounded-lg bg-surface px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-fg opacity-0 shadow-card transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
      >
        Tutorial Help
      </span>
    </button>
  );
}
