import type { ReactNode } from 'react';
import { TutorialContext, useTutorialState } from './useTutorial';

/** The page's one tutorial state, for the overlay, the floating 'Tutorial Help' button and the menu's entry. */
export function TutorialProvider({ children }: { children: ReactNode }) {
  const tutorial = useTutorialState();
  return <TutorialContext.Provider value={tutorial}>{children}</TutorialContext.Provider>;
}
