import { useLayoutEffect, useRef, useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ArrowLeft, ArrowRight, CheckCircle2, Lightbulb, Menu, X } from 'lucide-react';
import { Button } from '../../components/ui/Button';
import { useRestoreFocus } from '../../components/ui/restore-focus';
import { scrollBehavior } from '../../lib/motion';
import { highlightBox, placeCard, type Box } from './placement';
import { MENU_BUTTON_TARGET, SIGNED_IN_NOTE, TUTORIAL_STEPS, progressOf, type TutorialStep } from './steps';

/** Whether an element is on screen: laid out, not zero-sized and not hidden (the closed drawer is visibility: hidden). */
function isShown(element: Element): boolean {
  if (element.getClientRects().length === 0) return false;
  const { width, height } = element.getBoundingClientRect();
  if (width === 0 || height === 0) return false;
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return getComputedStyle(element).visibility !== 'hidden';
}

const byTarget = (name: string): Element[] =>
  Array.from(document.querySelectorAll(`[data-tutorial="${CSS.escape(name)}"]`));

export interface ResolvedTarget {
  /** The element to highlight, or null (a step without target, or nothing of it on screen). */
  element: Element | null;
  /** The step's targets exist but only where they cannot be seen (the closed phone menu). */
  inMenu: boolean;
}

/**
 * The first of the step's targets on screen. When none is but one exists (in the closed phone
 * drawer), the step is explained with its `inMenu` text and the menu button is highlighted instead.
 */
export function resolveTarget(step: TutorialStep): ResolvedTarget {
  const candidates = step.targets.flatMap(byTarget);
  const shown = candidates.find(isShown);
  if (shown) return { element: shown, inMenu: false };
  if (candidates.length === 0 || !step.inMenu) return { element: null, inMenu: false };
  return { element: byTarget(MENU_BUTTON_TARGET).find(isShown) ?? null, inMenu: true };
}

interface StepLayout {
  stepId: TutorialStep['id'];
  inMenu: boolean;
  highlight: Box | null;
  card: { top: number; left: number };
}

const toBox = (rect: DOMRect): Box => ({ top: rect.top, left: rect.left, width: rect.width, height: rect.height });
const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

export interface TutorialOverlayProps {
  index: number;
  signedIn: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
}

/**
 * The tutorial overlay (docs/requirements.md §4 "Tutorial"): a modal dialog over the page with the
 * current step, its target highlighted and scrolled into view, progress, and Previous / Next
 * (Finish) / Skip Tour / close. Focus moves in (to Next) and is trapped; Escape skips.
 */
export function TutorialOverlay({ index, signedIn, onNext, onPrevious, onSkip }: TutorialOverlayProps) {
  const step = TUTORIAL_STEPS[index];
  const total = TUTORIAL_STEPS.length;
  const last = index === total - 1;
  const { label, percent } = progressOf(index, total);
  const panelRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focus = useRestoreFocus();

  // Where things are for the current step: measured after each render that moves them (a new step,
  // the page scrolling smoothly to the target, the window changing size).
  const [layout, setLayout] = useState<StepLayout | null>(null);
  // Whether the visitor has moved from the step the tour opened at (set during render).
  const [openedAt] = useState(index);
  const [navigated, setNavigated] = useState(false);
  if (!navigated && index !== openedAt) setNavigated(true);
  useLayoutEffect(() => {
    const resolved = resolveTarget(step);
    const element = resolved.element;
    if (element) {
      const tall = element.getBoundingClientRect().height > window.innerHeight * 0.6;
      element.scrollIntoView?.({ behavior: scrollBehavior(), block: tall ? 'start' : 'center', inline: 'nearest' });
    }
    const measure = () => {
      const box = element ? toBox(element.getBoundingClientRect()) : null;
      const card = panelRef.current;
      const size = { width: card?.offsetWidth ?? 0, height: card?.offsetHeight ?? 0 };
      setLayout({
        stepId: step.id,
        inMenu: resolved.inMenu,
        highlight: box ? highlightBox(box, viewport()) : null,
        card: placeCard(box, size, viewport(), box ? step.position : 'center'),
      });
    };
    let frame = requestAnimationFrame(measure);
    const onChange = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onChange, { capture: true, passive: true });
    window.addEventListener('resize', onChange);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onChange, { capture: true });
      window.removeEventListener('resize', onChange);
    };
  }, [step, signedIn]);

  // Until a new step is measured (the next frame), the card and the ring stay where they were, so
  // that they glide to the new place rather than jump through the middle of the screen.
  const highlight = layout?.highlight ?? null;
  const inMenu = layout?.stepId === step.id && layout.inMenu;
  const actionHint = signedIn && step.signedInActionHint ? step.signedInActionHint : step.actionHint;

  // A Radix modal dialog: focus moves in (to Next) and is trapped, the page behind is inert and
  // still, Escape skips. A click beside the card does nothing (the tour is left with its buttons).
  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(next) => {
        if (!next) onSkip();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-[60]" data-testid="tutorial-overlay">
          {/* Holds the page still behind the tour; the dim comes from the highlight's shadow when there is one. */}
          <div aria-hidden="true" className={highlight ? 'absolute inset-0' : 'absolute inset-0 bg-slate-950/60'} />
          {highlight ? (
            <div
              aria-hidden="true"
              data-testid="tutorial-highlight"
              className="pointer-events-none fixed rounded-xl ring-2 ring-ring transition-[top,left,width,height] duration-200 motion-reduce:transition-none"
              style={{ ...highlight, boxShadow: '0 0 0 9999px rgb(2 6 23 / 0.6)' }}
            />
          ) : null}
        </DialogPrimitive.Overlay>
        <DialogPrimitive.Content
          ref={panelRef}
          aria-modal="true"
          data-step={step.id}
          onOpenAutoFocus={(event) => {
            focus.remember();
            event.preventDefault();
            nextRef.current?.focus();
          }}
          onCloseAutoFocus={focus.restore}
          onInteractOutside={(event) => event.preventDefault()}
          // It glides between steps, but not into its first place: that move would be a layout
          // shift nobody asked for (the tour opens by itself).
          className={`fixed z-[60] w-[min(26rem,calc(100vw-1.5rem))] rounded-2xl ${navigated ? 'transition-[top,left] duration-200 motion-reduce:transition-none' : ''} border border-line bg-surface p-5 text-fg shadow-2xl outline-none`}
          style={layout?.card ?? { top: '50%', left: '50%', transform: 'translate(-50%, -50%)' }}
        >
          <div className="flex items-center justify-between gap-3">
            <p className="text-sm font-medium text-muted">{`Step ${label} · ${percent}%`}</p>
            {/* A title, not a tooltip: the tour opens on a first visit, whose download stays small. */}
            <button
              type="button"
              onClick={onSkip}
              aria-label="Close tutorial"
              title="Close tutorial"
              className="-mr-2 inline-flex size-9 items-center justify-center rounded-lg text-muted transition-colors hover:bg-surface-muted hover:text-fg"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div
            role="progressbar"
            aria-label="Tutorial progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={`${label} (${percent}%)`}
            className="mt-2 h-1.5 w-full overflow-hidden rounded-full bg-surface-muted"
          >
            <div
              className="h-full rounded-full bg-brand transition-[width] duration-300 motion-reduce:transition-none"
              style={{ width: `${percent}%` }}
            />
          </div>
          <div aria-live="polite">
            <DialogPrimitive.Title className="mt-4 text-lg font-semibold">{step.title}</DialogPrimitive.Title>
            <DialogPrimitive.Description className="mt-2 text-sm leading-6 text-muted">
              {step.description}
            </DialogPrimitive.Description>
            <p className="mt-3 flex gap-2 text-sm font-medium text-fg">
              <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{actionHint}</span>
            </p>
            {inMenu && step.inMenu ? (
              <p className="mt-3 flex gap-2 text-sm text-muted" data-testid="tutorial-menu-hint">
                <Menu aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{step.inMenu}</span>
              </p>
            ) : null}
            {last && signedIn ? (
              <p className="mt-3 flex gap-2 rounded-lg bg-accent-soft px-3 py-2 text-sm font-medium text-fg">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                <span>{SIGNED_IN_NOTE}</span>
              </p>
            ) : null}
          </div>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-2">
            <Button variant="ghost" size="sm" onClick={onSkip}>
              Skip Tour
            </Button>
            <div className="flex gap-2">
              <Button variant="outline" size="sm" onClick={onPrevious} disabled={index === 0}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Previous
              </Button>
              <Button ref={nextRef} size="sm" onClick={onNext}>
                {last ? 'Finish' : 'Next'}
                {last ? null : <ArrowRight aria-hidden="true" className="size-4" />}
              </Button>
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
