import type { ApolloServerPlugin } from '@apollo/server';

/** The request errors the GraphQL-over-HTTP spec answers 200 for a client that accepts only `application/json`. */
const REQUEST_ERRORS = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

/** Whether an Accept header asks for `application/json` and not the newer `application/graphql-response+json`. */
export function acceptsOnlyLegacyJson(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const types = accept.split(',').map((part) => part.split(';')[0].trim().toLowerCase());
  return types.includes('application/json') && !types.includes('application/graphql-response+json');
}

/**
 * The GraphQL-over-HTTP spec's status for `application/json` answers: a client that asks only for
 * `application/json` (the legacy type, which cannot tell a GraphQL error from an HTTP one) gets its
 * request errors (a document that does not parse or validate, variables that do not coerce) with
 * 200, as the spec says it SHOULD; a client that accepts `application/graphql-response+json`
 * (Apollo Client, urql, graphql-request) or sends no Accept header gets 400 (docs/api.md#errors).
 * Only requests refused before execution are concerned: they have no `data`.
 */
export const legacyJsonStatus: ApolloServerPlugin = {
  async requestDidStart({ request }) {
    if (!acceptsOnlyLegacyJson(request.http?.headers.get('accept') ?? undefined)) return;
    return {
      async willSendResponse({ response }) {
        if (response.http.status !== 400 || response.body.kind !== 'single') return;
        const { data, errors } = response.body.singleResult;
        if (data !== undefined || !errors?.length) return;
        if (errors.every((e) => REQUEST_ERRORS.has(String(e.extensions?.code)))) response.http.status = 200;
      },
    };
  },
};
