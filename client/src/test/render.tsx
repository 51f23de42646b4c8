import { type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { type MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MemoryRouter } from 'react-router-dom';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { MeDocument, type CurrentUserFieldsFragment } from '../generated/graphql';
import { ThemeProvider } from '../lib/theme';

/** A signed-in user as the server answers it (the cache needs the __typename fields the type leaves out). */
export const TEST_USER = {
  __typename: 'User',
  id: '00000000-0000-4000-8000-000000000001',
  email: 'gamer@example.com',
  username: 'gamer_one',
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  role: 'user',
  createdAt: '2025-01-01T00:00:00.000Z',
  preferences: { __typename: 'UserPreferences', theme: 'dark', notifications: true, newsletter: false },
} as CurrentUserFieldsFragment;

/** The answer to the `me` query: a guest (null) or a user. */
export function meMock(user: CurrentUserFieldsFragment | null = null): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me: user } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

/** Renders `ui` with the app's providers (Apollo mocks, theme, toasts, router) at `path`. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', mocks = [meMock()] }: { path?: string; mocks?: MockLink.MockedResponse[] } = {},
) {
  return render(
    <MockedProvider mocks={mocks}>
      <ThemeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
          <Toaster />
        </ToastProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
}
