import { CircleHelp } from 'lucide-react';
import { useTutorial } from './useTutorial';

/**
 * 'Tutorial Help' in the menu, which the bar has below Tailwind's lg breakpoint. There the floating
 * button would sit over the page's own controls (a phone or tablet has no free corner), so the
 * tour restarts from here instead.
 */
export function TutorialMenuItem({ onNavigate }: { onNavigate: () => void }) {
  const { restart } = useTutorial();
  return (
    <button
      type="button"
      onClick={() => {
        onNavigate();
        restart();
      }}
      className="flex h-12 w-full items-center gap-3 rounded-xl px-4 text-base font-medium text-fg hover:bg-surface-muted"
    >
      <CircleHelp aria-hidden="true" className="size-5 text-muted" />
      Tutorial Help
    </button>
  );
}
