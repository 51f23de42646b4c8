import { parse } from 'graphql';
import { setupServer } from 'msw/node';
import { handlers } from './handlers';
import { checkMockedAnswer, recordViolation, type MockedAnswer } from './schema-check';

/** The mocked API of the jest tests (Node's fetch, intercepted by msw). */
export const server = setupServer(...handlers);

/**
 * Starts the mocked API for the suite: unhandled requests fail the test, and each test's own
 * answers (server.use) are dropped after it.
 */
export function startMockApi(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  server.events.on('response:mocked', ({ request, response }) => {
    checkGraphQLAnswer(request, response).catch((e: unknown) =>
      recordViolation(`unreadable mocked answer: ${String(e)}`),
    );
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

interface GraphQLRequestBody {
  query?: unknown;
  operationName?: unknown;
  variables?: Record<string, unknown>;
}

/** A mocked /graphql answer, checked against the schema (test/mocks/schema-check.ts). */
async function checkGraphQLAnswer(request: Request, response: Response): Promise<void> {
  if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/graphql')) return;
  if (!response.headers.get('content-type')?.includes('json')) return;
  const body = (await request.clone().json()) as GraphQLRequestBody;
  if (typeof body.query !== 'string') return;
  const answer = (await response.clone().json()) as MockedAnswer;
  checkMockedAnswer(String(body.operationName ?? 'anonymous operation'), parse(body.query), body.variables, answer);
}
