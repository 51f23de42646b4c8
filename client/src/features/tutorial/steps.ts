// The six tutorial steps (docs/requirements.md §3 "Tutorial step"), in order. A step's targets are
// `data-tutorial` values on the page or navigation bar, tried in order: the first one on screen is
// highlighted. Targets that exist only inside the closed phone drawer are not highlighted: the step
// says where to find them (`inMenu`) and points at the menu button instead.

export type TutorialStepId =
  'welcome' | 'use-cases' | 'build-generation' | 'build-guides' | 'news-updates' | 'account-features';

/** Where the card prefers to sit relative to its target; `center` when there is none. */
export type TutorialPosition = 'center' | 'top' | 'bottom';

export interface TutorialStep {
  id: TutorialStepId;
  title: string;
  description: string;
  /** `data-tutorial` values, best first; none for a step about the whole site. */
  targets: readonly string[];
  position: TutorialPosition;
  /** What to do next, shown under the description. */
  actionHint: string;
  /** The action hint for a signed-in user, when it differs. */
  signedInActionHint?: string;
  /** Said when the step's target sits in the closed phone menu (the menu button is highlighted). */
  inMenu?: string;
}

/** The `data-tutorial` value of the phone layout's menu button. */
export const MENU_BUTTON_TARGET = 'menu-button';

export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to RigForge!',
    description:
      'RigForge takes you from a budget to a complete, compatible parts list. This short tour shows you around in six steps.',
    targets: [],
    position: 'center',
    actionHint: "Press Next to begin, or Skip Tour if you'd rather explore on your own.",
  },
  {
    id: 'use-cases',
    title: 'Tell Us What You Use Your PC For',
    description:
      'Gaming, streaming, video editing, 3D work or programming: pick one or more use cases and every recommendation is matched to them.',
    targets: ['start-building', 'nav-guides'],
    position: 'bottom',
    actionHint: "Choose 'Start Building Now', then 'Start Build' on a guide to pick your use cases.",
    inMenu: "Guides is in the menu: tap the menu button at the top right, then 'Guides'.",
  },
  {
    id: 'build-generation',
    title: 'Generate a Complete Build',
    description:
      'Enter your budget in the Budget Calculator and RigForge generates a compatible parts list, with a price for every part and links to trusted retailers.',
    targets: ['budget-calculator', 'nav-calculator'],
    position: 'bottom',
    actionHint: 'Open the Budget Calculator and enter the amount you want to spend.',
    inMenu: "The Calculator is in the menu: tap the menu button at the top right, then 'Calculator'.",
  },
  {
    id: 'build-guides',
    title: 'Follow a Proven Build Guide',
    description:
      'Build guides for every budget tier, from Budget to High-End, each with a full parts list, its difficulty and the time the build takes.',
    targets: ['featured-guides', 'nav-guides'],
    position: 'top',
    actionHint: 'Browse the featured guides, or open Guides to see them all.',
    inMenu: "Guides is in the menu: tap the menu button at the top right, then 'Guides'.",
  },
  {
    id: 'news-updates',
    title: 'Stay Up to Date',
    description: 'Hardware news, new releases and price changes in one place, so your build stays current.',
    targets: ['nav-news'],
    position: 'bottom',
    actionHint: 'Open News in the navigation bar to read the latest stories.',
    inMenu: "News is in the menu: tap the menu button at the top right, then 'News'.",
  },
  {
    id: 'account-features',
    title: 'Save and Share Your Builds',
    description:
      'With an account you can save builds, share them with a link and keep your settings, such as the theme, on every device.',
    targets: ['account-menu', 'sign-in'],
    position: 'bottom',
    actionHint: 'Sign in or create a free account to start saving builds.',
    signedInActionHint: 'Open your account menu for Saved Builds and Settings.',
    inMenu: 'Your account is in the menu: tap the menu button at the top right.',
  },
];

/** docs/requirements.md §9: the tutorial opens 1.5 s after a first visit. */
export const TUTORIAL_START_DELAY_MS = 1500;

/** The note the last step shows a signed-in user. */
export const SIGNED_IN_NOTE = "You're already signed in, so saving builds and your settings are ready to use.";

/** 'n of 6' and the percentage done (step n of `total` counts as n/total). */
export function progressOf(index: number, total: number): { label: string; percent: number } {
  const n = Math.min(Math.max(index, 0), total - 1) + 1;
  return { label: `${n} of ${total}`, percent: Math.round((n / total) * 100) };
}
