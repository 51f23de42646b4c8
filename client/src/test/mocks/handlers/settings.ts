import { graphql, HttpResponse } from 'msw';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  UpdateUsernameDocument,
} from '../../../features/settings/settings.generated';
import {
  CreateApiTokenDocument,
  MyApiTokensDocument,
  RevokeApiTokenDocument,
  type ApiTokenFieldsFragment,
  type CreateApiTokenMutation,
} from '../../../features/settings/api-tokens.generated';
import { TEST_USER } from './session';

/** The secret the mocked API gives a new token. */
export const NEW_TOKEN_SECRET = `rf_pat_${'s'.repeat(43)}`;

/** An API token as the server lists it (never its secret). */
export function apiToken(overrides: Partial<ApiTokenFieldsFragment> = {}): ApiTokenFieldsFragment {
  return {
    __typename: 'ApiToken',
    id: 'token-1',
    name: 'Home server',
    scopes: ['READ'],
    createdAt: '2026-03-01T12:00:00.000Z',
    lastUsedAt: null,
    expiresAt: null,
    expired: false,
    ...overrides,
  } as ApiTokenFieldsFragment;
}

/** A new token as createApiToken answers it: the token as listed, and its secret (shown once). */
export function createdApiToken(token: ApiTokenFieldsFragment): CreateApiTokenMutation['createApiToken'] {
  return { __typename: 'CreatedApiToken', secret: NEW_TOKEN_SECRET, token } as CreateApiTokenMutation['createApiToken'];
}

/**
 * Account settings: a new username, a password change and the deletion accepted (for TEST_USER's
 * account); no API tokens, a new one created, any revoked.
 */
export const settingsHandlers = [
  graphql.query(MyApiTokensDocument, () => HttpResponse.json({ data: { myApiTokens: [] } })),
  graphql.mutation(CreateApiTokenDocument, ({ variables }) =>
    HttpResponse.json({
      data: {
        createApiToken: createdApiToken(
          apiToken({ id: 'token-new', name: variables.input.name, scopes: variables.input.scopes }),
        ),
      },
    }),
  ),
  graphql.mutation(RevokeApiTokenDocument, () => HttpResponse.json({ data: { revokeApiToken: true } })),
  graphql.mutation(UpdateUsernameDocument, ({ variables }) =>
    HttpResponse.json({ data: { updateUsername: { ...TEST_USER, username: variables.username.trim() } } }),
  ),
  graphql.mutation(ChangePasswordDocument, () => HttpResponse.json({ data: { changePassword: true } })),
  graphql.mutation(DeleteAccountDocument, () => HttpResponse.json({ data: { deleteAccount: true } })),
];
