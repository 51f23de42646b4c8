import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocked API of the jest tests (Node's fetch, intercepted by msw). */
export const server = setupServer(...handlers);

/**
 * Starts the mocked API for the suite: unhandled requests fail the test, and each test's own
 * answers (server.use) are dropped after it.
 */
export function startMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
