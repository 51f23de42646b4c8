import { isValidElement, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { tap } from 'rxjs';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type InitialEntry } from 'react-router-dom';
import { Toaster, ToastProvider } from '../components/ui/toast';
import { BellNewsDocument, UnreadNotificationCountDocument } from '../features/notifications/notifications.generated';
import { MeDocument, type CurrentUserFieldsFragment } from '../lib/session/session.generated';
import { UnreadNotificationCountChangedDocument } from '../features/notifications/menu.generated';
import { ApolloProvider } from '@apollo/client/react';
import { createApolloClient, createCache } from '../lib/apollo';
import { ThemeProvider } from '../lib/theme';
import { checkMockedAnswer, type MockedAnswer } from './mocks/schema-check';

/** A signed-in user as the server answers it (test/mocks/handlers/session.ts). */
export { TEST_USER } from './mocks/handlers/session';

/** The answer to the `me` query: a guest (null) or a user. */
export function meMock(user: CurrentUserFieldsFragment | null = null): MockLink.MockedResponse {
  return { request: { query: MeDocument }, result: { data: { me: user } }, maxUsageCount: Number.POSITIVE_INFINITY };
}

const always = { maxUsageCount: Number.POSITIVE_INFINITY, variables: () => true } as const;

/**
 * What the navigation bar's bell asks on every page, answered "nothing" unless a test answers it
 * itself (its own mocks come first): no news, no unread notifications.
 */
export const QUIET_BELL_MOCKS: readonly MockLink.MockedResponse[] = [
  {
    request: { query: BellNewsDocument, variables: always.variables },
    maxUsageCount: always.maxUsageCount,
    result: {
      data: { news: { __typename: 'NewsConnection', totalCount: 0, endCursor: null, hasNextPage: false, nodes: [] } },
    },
  },
  {
    request: { query: UnreadNotificationCountDocument, variables: always.variables },
    maxUsageCount: always.maxUsageCount,
    result: { data: { unreadNotificationCount: 0 } },
  },
  {
    request: { query: UnreadNotificationCountChangedDocument, variables: always.variables },
    maxUsageCount: always.maxUsageCount,
    result: { data: { unreadNotificationCount: 0 } },
  },
];

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

export interface RenderAppOptions {
  /** Where the router starts: a path with its query, or a location with history state. Default '/'. */
  at?: InitialEntry;
  /** The API's answers; default: a guest (`me` is null). */
  mocks?: readonly MockLink.MockedResponse[];
}

/**
 * Renders pages as the app does: the app's Apollo cache (its type policies) over mocked answers,
 * theme, toasts and a router starting at `at`. `routes` is a route table (path → page) or one
 * element rendered whatever the address. The address is readable with currentLocation().
 */
export function renderApp(routes: TestRoutes | ReactElement, { at = '/', mocks = [meMock()] }: RenderAppOptions = {}) {
  // Each mocked answer is checked against the schema on its way to the cache (test/mocks/schema-check.ts).
  const checked = new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((answer) =>
        checkMockedAnswer(
          operation.operationName ?? 'anonymous operation',
          operation.query,
          operation.variables,
          answer as MockedAnswer,
        ),
      ),
    ),
  );
  return render(
    <MockedProvider link={checked.concat(new MockLink([...mocks, ...QUIET_BELL_MOCKS]))} cache={createCache()}>
      <AppShell routes={routes} at={at} />
    </MockedProvider>,
  );
}

/**
 * Renders pages as renderApp does, over the app's own Apollo Client (createApolloClient) talking
 * HTTP to the mocked API of test/mocks (msw): the suite calls startMockApi(), and a test changes an
 * answer with server.use(...) (docs/testing.md).
 */
export function renderWithApi(routes: TestRoutes | ReactElement, { at = '/' }: Pick<RenderAppOptions, 'at'> = {}) {
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
