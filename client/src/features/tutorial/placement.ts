// Where the tutorial card goes: pure geometry, so that it can be tested without a browser.
import type { TutorialPosition } from './steps';

export interface Box {
  top: number;
  left: number;
  width: number;
  height: number;
}

export interface Viewport {
  width: number;
  height: number;
}

/** Below this width the card docks to the top or bottom edge instead of following its target. */
export const DOCK_BELOW_WIDTH = 640;
/** Space kept between the card, its target and the screen edges. */
export const GAP = 12;
/** How far the highlight ring stands out from its target. */
export const HIGHLIGHT_PADDING = 6;

/** The highlight ring around a target, clipped to the viewport. */
export function highlightBox(target: Box, viewport: Viewport): Box {
  const top = Math.max(target.top - HIGHLIGHT_PADDING, 0);
  const left = Math.max(target.left - HIGHLIGHT_PADDING, 0);
  const bottom = Math.min(target.top + target.height + HIGHLIGHT_PADDING, viewport.height);
  const right = Math.min(target.left + target.width + HIGHLIGHT_PADDING, viewport.width);
  return { top, left, width: Math.max(right - left, 0), height: Math.max(bottom - top, 0) };
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), Math.max(min, max));

/**
 * The card's top-left corner. Without a target it is centred. On narrow screens it docks to the
 * bottom edge, or to the top one when the target is in the lower half. Otherwise it sits on the
 * preferred side of the target (`top` or `bottom`), the other side when that one has no room, and
 * docks to the bottom edge when neither has; horizontally it is centred on the target and kept on
 * screen.
 */
export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: Viewport,
  position: TutorialPosition,
): { top: number; left: number } {
  const centredLeft = Math.max((viewport.width - card.width) / 2, GAP);
  const bottomDock = Math.max(viewport.height - card.height - GAP, GAP);
  if (!target || position === 'center') {
    return { top: Math.max((viewport.height - card.height) / 2, GAP), left: centredLeft };
  }
  if (viewport.width < DOCK_BELOW_WIDTH) {
    const targetMiddle = target.top + target.height / 2;
    return { top: targetMiddle > viewport.height / 2 ? GAP : bottomDock, left: centredLeft };
  }
  const below = target.top + target.height + HIGHLIGHT_PADDING + GAP;
  const above = target.top - HIGHLIGHT_PADDING - GAP - card.height;
  const fitsBelow = below + card.height <= viewport.height - GAP;
  const fitsAbove = above >= GAP;
  const left = clamp(target.left + target.width / 2 - card.width / 2, GAP, viewport.width - card.width - GAP);
  if (position === 'bottom' ? fitsBelow : !fitsAbove && fitsBelow) return { top: below, left };
  if (fitsAbove) return { top: above, left };
  return { top: bottomDock, left };
}
