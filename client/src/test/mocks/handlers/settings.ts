import { graphql, HttpResponse } from 'msw';
import {
  ChangePasswordDocument,
  DeleteAccountDocument,
  UpdateUsernameDocument,
} from '../../../features/settings/settings.generated';
import { TEST_USER } from './session';

/** Account settings: a new username, a password change and the deletion accepted (for TEST_USER's account). */
export const settingsHandlers = [
  graphql.mutation(UpdateUsernameDocument, ({ variables }) =>
    HttpResponse.json({ data: { updateUsername: { ...TEST_USER, username: variables.username.trim() } } }),
  ),
  graphql.mutation(ChangePasswordDocument, () => HttpResponse.json({ data: { changePassword: true } })),
  graphql.mutation(DeleteAccountDocument, () => HttpResponse.json({ data: { deleteAccount: true } })),
];
