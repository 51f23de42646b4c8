import { CircleHelp } from 'lucide-react';
import { useSession } from '../../lib/session/useSession';
import { TutorialOverlay } from './TutorialOverlay';
import { useTutorial } from './useTutorial';

/**
 * The first-visit tutorial of the shared layout (docs/requirements.md §4 "Tutorial"): the overlay
 * 1.5 s after a first visit, then, once it is finished or skipped, the floating 'Tutorial Help'
 * button at the bottom right that starts it again from step 1.
 */
export function Tutorial() {
  const tutorial = useTutorial();
  const { user } = useSession();

  if (tutorial.open) {
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
  if (!tutorial.seen) return null;
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
