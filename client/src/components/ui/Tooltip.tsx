import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import * as TooltipPrimitive from '@radix-ui/react-tooltip';

/** docs/requirements.md §9 "Toast and tooltip": open delay, skip delay (moving between tooltips) and offset. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TOOLTIP_OFFSET_PX = 4;

/** Whether a tooltip sits inside a TooltipProvider (a group sharing the delays). */
const InGroup = createContext(false);

/**
 * Shares the delays among a group of tooltips (a toolbar's), so that moving from one to the next
 * skips the wait. A tooltip closes as soon as the pointer leaves its control (its text is not meant
 * to be hovered or selected). There is none in the app's shell: a tooltip outside a group has its
 * own, so the tooltip's code and its positioning library load only with the pages that show one.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider
      delayDuration={TOOLTIP_DELAY_MS}
      skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}
      disableHoverableContent
    >
      <InGroup.Provider value>{children}</InGroup.Provider>
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip on Radix Tooltip (docs/requirements.md §4 "Tooltip"): it opens when the pointer rests on
 * the control or the control gets keyboard focus, after the delay; it closes on pointer leave, blur,
 * click, Escape or when the page scrolls. `children` is one focusable element (it becomes the
 * trigger: it must hold its own accessible name, the tooltip only describes it).
 */
export function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  const tooltip = (
    <TooltipPrimitive.Root>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          sideOffset={TOOLTIP_OFFSET_PX}
          className="z-[70] max-w-xs rounded-md bg-fg px-2.5 py-1.5 text-xs font-medium text-bg shadow-card animate-fade-in"
        >
          {label}
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
  return useContext(InGroup) ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
