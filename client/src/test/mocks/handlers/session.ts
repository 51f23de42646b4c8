import { graphql, HttpResponse } from 'msw';
import { MeDocument, type CurrentUserFieldsFragment } from '../../../lib/session/session.generated';

/** Answers `me`: a guest (null) or a user. */
export function meHandler(user: CurrentUserFieldsFragment | null) {
  return graphql.query(MeDocument, () => HttpResponse.json({ data: { me: user } }));
}

/** The session: a guest unless a test signs in with server.use(meHandler(TEST_USER)). */
export const sessionHandlers = [meHandler(null)];
