import { graphql, HttpResponse } from 'msw';
import { AUTH_MESSAGES } from '@rigforge/common';
import {
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  SignInDocument,
  SignUpDocument,
} from '../../../features/auth/auth.generated';
import { TEST_USER } from './session';

/** Signing in and up: TEST_USER's account (the username as given on sign-up); reset requests and resets accepted. */
export const authHandlers = [
  graphql.mutation(SignInDocument, () => HttpResponse.json({ data: { signIn: TEST_USER } })),
  graphql.mutation(SignUpDocument, ({ variables }) =>
    HttpResponse.json({
      data: { signUp: { ...TEST_USER, email: variables.email, username: variables.username } },
    }),
  ),
  graphql.mutation(RequestPasswordResetDocument, () =>
    HttpResponse.json({ data: { requestPasswordReset: AUTH_MESSAGES.resetRequested } }),
  ),
  graphql.mutation(ResetPasswordDocument, () => HttpResponse.json({ data: { resetPassword: true } })),
];
