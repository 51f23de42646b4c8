import type { ApolloServerPlugin } from '@apollo/server';
import type { GraphQLContext } from '../modules/context';

/** How long a shared cache (a CDN, a proxy, the browser) may keep a guest's GET answer, in seconds. */
export const PUBLIC_ANSWER_MAX_AGE = 30;

/** What a GET answer may be kept as: a guest's answer without errors is public data for a short time; anything else is not. */
export function cacheControlFor(answer: { viewer: boolean; errors: boolean }): string {
  if (answer.errors) return 'no-store';
  return answer.viewer ? 'private, no-store' : `public, max-age=${PUBLIC_ANSWER_MAX_AGE}`;
}

/**
 * HTTP caching of GraphQL answers (docs/api.md#caching): every answer varies by `Cookie` and
 * `Authorization` (a member's or a token's answer is never a guest's); a query sent by GET is
 * `public, max-age=30` for a guest, `private, no-store` for a signed-in user or a token, and
 * `no-store` with errors. POST answers are not cacheable by HTTP's rules and get no header.
 */
export const httpCaching: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async willSendResponse({ request, response, contextValue }) {
        contextValue.res.vary('Cookie');
        contextValue.res.vary('Authorization');
        if (request.http?.method !== 'GET') return;
        const errors = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
        const viewer = contextValue.user !== null || request.http.headers.has('authorization');
        response.http.headers.set('cache-control', cacheControlFor({ viewer, errors }));
      },
    };
  },
};
