// What the Playwright config and the specs agree on: the admin account made before the server starts
// (scripts/e2e-admin.mjs) and the browser storage every page starts with.

/** TUTORIAL_STORAGE_KEY of common/src/ui.ts (the config loads as ESM and cannot import the CommonJS build; a unit test keeps them equal). */
export const TUTORIAL_STORAGE_KEY = 'hasSeenTutorial';

export const E2E_ADMIN = { email: 'e2e-admin@example.com', username: 'e2e_admin', password: 'Tr1cky-Pangolin' };

/**
 * The first-visit tutorial opens 1.5 s after a page loads unless its flag is set; every spec starts
 * with the flag set so that the overlay never covers their clicks. The tutorial's own spec starts
 * with empty storage (`test.use({ storageState: EMPTY_STORAGE })`).
 */
export function tutorialSeenState(baseURL: string) {
  return {
    cookies: [],
    origins: [{ origin: baseURL, localStorage: [{ name: TUTORIAL_STORAGE_KEY, value: 'true' }] }],
  };
}

export const EMPTY_STORAGE = { cookies: [], origins: [] };
