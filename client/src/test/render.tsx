import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router-dom';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient } from '../lib/apollo';
import { ThemeProvider } from '../lib/theme';

/** A signed-in user as the server answers it (test/mocks/handlers/session.ts). */
export { TEST_USER } from './mocks/handlers/session';

/** Where the router is and how it got there (PUSH, REPLACE or POP), out of sight of queries by role. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const type = useNavigationType();
  return (
    <div hidden>
      <span data-testid="location">{pathname + search}</span>
      <span data-testid="navigation-type">{type}</span>
    </div>
  );
}

/** Route path → page, as the app's route table maps them. */
export type TestRoutes = Readonly<Record<string, ReactElement>>;

export interface RenderWithApiOptions {
  /** Where the router starts: a path with its query, or a location with history state. Default '/'. */
  at?: InitialEntry;
}

/**
 * Renders pages as the app does: the app's own Apollo Client (createApolloClient, its cache and
 * type policies) talking HTTP to the mocked API of test/mocks (msw), theme, toasts, tooltips and a
 * router starting at `at`. `routes` is a route table (path → page) or one element rendered whatever
 * the address; the address is readable with currentLocation(). The suite calls startMockApi(), and
 * a test changes an answer with server.use(...) (docs/testing.md).
 */
export function renderWithApi(routes: TestRoutes | ReactElement, { at = '/' }: RenderWithApiOptions = {}) {
  const client = createApolloClient(new URL('/graphql', window.location.href).href);
  return render(
    <ApolloProvider client={client}>
      <AppShell routes={routes} at={at} />
    </ApolloProvider>,
  );
}

/** Theme, toasts, tooltips and a router starting at `at`, around a route table or one element. */
function AppShell({ routes, at }: { routes: TestRoutes | ReactElement; at: InitialEntry }) {
  const content = isValidElement(routes) ? (
    routes
  ) : (
    <Routes>
      {Object.entries(routes).map(([path, element]) => (
        <Route key={path} path={path} element={element} />
      ))}
    </Routes>
  );
  return (
    <ThemeProvider>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          {content}
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </ToastProvider>
    </ThemeProvider>
  );
}

/** The router's address: path and query. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** The query of the router's address. */
export function currentSearch(): URLSearchParams {
  return new URLSearchParams(currentLocation().split('?')[1] ?? '');
}

/** How the router got to its address: PUSH, REPLACE or POP. */
export function navigationType(): string {
  return document.querySelector('[data-testid="navigation-type"]')?.textContent ?? '';
}
