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
 * button at the bottom right that starts it again from step 1.
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
  return (
    <button
      type="button"
      onClick={tutorial.restart}
      className="fixed right-4 bottom-4 z-30 inline-flex h-11 items-center gap-2 rounded-full bg-brand px-4 text-sm font-semibold text-white shadow-lg shadow-violet-900/30 transition-colors hover:bg-brand-strong print:hidden"
    >
      <CircleHelp aria-hidden="true" className="size-5" />
      Tutorial Help
    </button>
  );
}
