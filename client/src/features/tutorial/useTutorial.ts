import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { TUTORIAL_STORAGE_KEY } from '@rigforge/common';
import { readStorage, removeStorage, writeStorage } from '../../lib/storage';
import { TUTORIAL_START_DELAY_MS, TUTORIAL_STEPS } from './steps';

export interface TutorialState {
  /** The overlay is showing. */
  open: boolean;
  /** The current step's index (0 to 5). */
  index: number;
  /** The seen flag is set: the floating 'Tutorial Help' button shows. */
  seen: boolean;
  next: () => void;
  previous: () => void;
  /** Skip Tour, the close icon and Escape: closes and sets the flag. */
  skip: () => void;
  /** 'Tutorial Help': clears the flag and starts again at step 1. */
  restart: () => void;
}

const hasSeen = (): boolean => readStorage(TUTORIAL_STORAGE_KEY) === 'true';

/**
 * The tutorial's state (docs/requirements.md §4 "Tutorial"): on a first visit (no flag in browser
 * storage) it opens after 1.5 s; finishing or skipping sets the flag. Storage failures are only
 * logged (lib/storage.ts): the tour then simply shows again on the next visit.
 */
export function useTutorialState(): TutorialState {
  const [seen, setSeen] = useState(hasSeen);
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);

  // Only on arrival (a restart opens at once).
  useEffect(() => {
    if (hasSeen()) return;
    const timer = window.setTimeout(() => setOpen(true), TUTORIAL_START_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const close = useCallback(() => {
    writeStorage(TUTORIAL_STORAGE_KEY, 'true');
    setSeen(true);
    setOpen(false);
  }, []);

  const next = useCallback(() => {
    if (index >= TUTORIAL_STEPS.length - 1) close();
    else setIndex(index + 1);
  }, [close, index]);

  const previous = useCallback(() => setIndex((i) => Math.max(i - 1, 0)), []);

  const restart = useCallback(() => {
    removeStorage(TUTORIAL_STORAGE_KEY);
    setSeen(false);
    setIndex(0);
    setOpen(true);
  }, []);

  return useMemo(
    () => ({ open, index, seen, next, previous, skip: close, restart }),
    [open, index, seen, next, previous, close, restart],
  );
}

/** One tutorial per page: the overlay, the floating button and the menu's entry share it (TutorialProvider). */
export const TutorialContext = createContext<TutorialState | null>(null);

export function useTutorial(): TutorialState {
  const value = useContext(TutorialContext);
  if (!value) throw new Error('useTutorial must be used inside <TutorialProvider>');
  return value;
}
