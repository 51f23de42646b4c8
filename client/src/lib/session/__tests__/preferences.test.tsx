import { waitFor } from '@testing-library/react';
import { THEME_CHANGED_AT_STORAGE_KEY, THEME_STORAGE_KEY, type Theme } from '@rigforge/common';
import { type CurrentUserFieldsFragment, type UpdatePreferencesMutationVariables } from '../session.generated';
import { meHandler, updatePreferencesHandler } from '../../../test/mocks/handlers/session';
import { server, startMockApi } from '../../../test/mocks/server';
import { renderWithApi, TEST_USER } from '../../../test/render';
import { AccountPreferencesSync } from '../preferences';

startMockApi();

const PICKED_AT = Date.parse('2026-12-01T12:00:00.000Z');

function account(theme: Theme, themeUpdatedAt: string | null) {
  return { ...TEST_USER, preferences: { ...TEST_USER.preferences, theme, themeUpdatedAt } };
}

/** Signed in as `user`; the preferences mutation records what it was asked to save and answers the account with `theme`. */
function signedInAs(user: CurrentUserFieldsFragment, seen: UpdatePreferencesMutationVariables[], theme: Theme) {
  server.use(
    meHandler(user),
    updatePreferencesHandler(() => account(theme, new Date(PICKED_AT + 1).toISOString()), seen),
  );
}

/** A guest picked `theme` on this device at PICKED_AT. */
function pickedOnDevice(theme: Theme) {
  localStorage.setItem(THEME_STORAGE_KEY, theme);
  localStorage.setItem(THEME_CHANGED_AT_STORAGE_KEY, String(PICKED_AT));
}

const shown = () => (document.documentElement.classList.contains('light') ? 'light' : 'dark');

describe('the theme when signed in', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.classList.remove('light', 'dark');
  });

  it('keeps the light theme a visitor picked before signing in to a new account, and saves it to the account', async () => {
    pickedOnDevice('light');
    const seen: UpdatePreferencesMutationVariables[] = [];
    signedInAs(account('dark', null), seen, 'light');
    renderWithApi(<AccountPreferencesSync />);
    await waitFor(() => expect(seen).toEqual([{ theme: 'light' }]));
    expect(shown()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it("keeps the device's pick made after the account's theme was saved", async () => {
    pickedOnDevice('light');
    const seen: UpdatePreferencesMutationVariables[] = [];
    signedInAs(account('dark', new Date(PICKED_AT - 60_000).toISOString()), seen, 'light');
    renderWithApi(<AccountPreferencesSync />);
    await waitFor(() => expect(seen).toEqual([{ theme: 'light' }]));
    expect(shown()).toBe('light');
  });

  it("applies the account's theme when it was saved after the device's pick, and saves nothing", async () => {
    pickedOnDevice('light');
    const seen: UpdatePreferencesMutationVariables[] = [];
    signedInAs(account('dark', new Date(PICKED_AT + 60_000).toISOString()), seen, 'dark');
    renderWithApi(<AccountPreferencesSync />);
    await waitFor(() => expect(shown()).toBe('dark'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    // Showing the account's theme is not a pick of the visitor's on this device.
    expect(localStorage.getItem(THEME_CHANGED_AT_STORAGE_KEY)).toBe(String(PICKED_AT));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });

  it("applies the account's theme on a device where no theme was ever picked", async () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const seen: UpdatePreferencesMutationVariables[] = [];
    signedInAs(account('light', new Date(PICKED_AT).toISOString()), seen, 'light');
    renderWithApi(<AccountPreferencesSync />);
    await waitFor(() => expect(shown()).toBe('light'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
