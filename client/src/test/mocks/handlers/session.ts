import { graphql, HttpResponse } from 'msw';
import {
  MeDocument,
  SignOutDocument,
  UpdatePreferencesDocument,
  type CurrentUserFieldsFragment,
  type UpdatePreferencesMutationVariables,
} from '../../../lib/session/session.generated';

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

/** The session: a guest unless a test signs in with server.use(meHandler(TEST_USER)); signing out is accepted. */
export const sessionHandlers = [
  meHandler(null),
  graphql.mutation(SignOutDocument, () => HttpResponse.json({ data: { signOut: true } })),
];
