import { graphql, HttpResponse } from 'msw';
import {
  MeDocument,
  SignOutDocument,
  UpdatePreferencesDocument,
  type CurrentUserFieldsFragment,
  type UpdatePreferencesMutationVariables,
} from '../../../lib/session/session.generated';

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
  preferences: {
    __typename: 'UserPreferences',
    theme: 'dark',
    notifications: true,
    newsletter: false,
    themeUpdatedAt: null,
  },
} as CurrentUserFieldsFragment;

/** Answers `me`: a guest (null) or a user. */
export function meHandler(user: CurrentUserFieldsFragment | null) {
  return graphql.query(MeDocument, () => HttpResponse.json({ data: { me: user } }));
}

/**
 * Answers the preferences mutation with the account `saved` gives for what was asked (the
 * account after the change, as the server answers); `seen` records each request's variables.
 */
export function updatePreferencesHandler(
  saved: (variables: UpdatePreferencesMutationVariables) => CurrentUserFieldsFragment,
  seen: UpdatePreferencesMutationVariables[] = [],
) {
  return graphql.mutation(UpdatePreferencesDocument, ({ variables }) => {
    seen.push(variables);
    return HttpResponse.json({ data: { updatePreferences: saved(variables) } });
  });
}

/**
 * The session: a guest unless a test signs in with server.use(meHandler(TEST_USER)); preference
 * changes saved to TEST_USER's account; signing out accepted.
 */
export const sessionHandlers = [
  meHandler(null),
  updatePreferencesHandler(({ theme, notifications, newsletter }) => ({
    ...TEST_USER,
    preferences: {
      ...TEST_USER.preferences,
      ...(theme != null && { theme, themeUpdatedAt: new Date().toISOString() }),
      ...(notifications != null && { notifications }),
      ...(newsletter != null && { newsletter }),
    },
  })),
  graphql.mutation(SignOutDocument, () => HttpResponse.json({ data: { signOut: true } })),
];
