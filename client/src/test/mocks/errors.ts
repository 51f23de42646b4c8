import { HttpResponse, type GraphQLResponseBody } from 'msw';
import type { ErrorCode } from '@rigforge/common';

/**
 * A GraphQL error answer as the server sends it: HTTP 200, no data, one error whose
 * extensions.code is one of the server's ERROR_CODES (a code the server never emits does not
 * type-check).
 */
export function serverError(code: ErrorCode, message: string) {
  return HttpResponse.json<GraphQLResponseBody<never>>({ data: null, errors: [{ message, extensions: { code } }] });
}

/** The request never gets an answer (offline, the server down): fetch fails. */
export function networkError() {
  return HttpResponse.error();
}
