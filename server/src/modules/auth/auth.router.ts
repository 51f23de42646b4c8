import { Router, type Request } from 'express';
import { AUTH_MESSAGES, safeReturnPath } from '@rigforge/common';
import { clientIp } from '../../lib/client-ip';
import { sessionOnlyRoute } from '../api-tokens/bearer';
import { authPolicy } from './auth.policy';
import {
  ChangePasswordArgs,
  RequestPasswordResetArgs,
  ResetPasswordArgs,
  SignInArgs,
  SignUpArgs,
} from './dto/auth.args';
import { endSession, startSession } from './session';
import { UpdateUsernameArgs } from '../users/dto/users.args';
import type { User } from '../users/user.entity';
import { usersPolicy } from '../users/users.policy';
import type { ServicesOf } from '../services';
import { validatedBody } from '../../lib/rest-input';

/** The user shape of docs/requirements.md §3, plus the preferences and the creation time. Never the password hash. */
export function toUserJson(u: User) {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    role: u.role,
    preferences: {
      theme: u.preferences.theme,
      notifications: u.preferences.notifications,
      newsletter: u.preferences.newsletter,
    },
    createdAt: u.createdAt.toISOString(),
  };
}

/**
 * The docs/requirements.md §7 account paths and the sign-up, sign-in, sign-out and forgot-password calls, over the
 * services GraphQL uses. A guest calling a signed-in-only path gets 401 with the docs/requirements.md §6 message;
 * the calls that start, end or guard a session refuse an API token (sessionOnlyRoute).
 */
export function authRouter(services: ServicesOf): Router {
  const router = Router();
  const currentUser = (req: Request): User => authPolicy.authorize(req.user, 'account');

  router.get('/auth/user', (req, res) => {
    res.json(req.user ? toUserJson(req.user) : null);
  });

  router.patch('/auth/user', async (req, res) => {
    const user = usersPolicy.authorize(req.user, 'use');
    const { username } = await validatedBody(UpdateUsernameArgs, req.body, ['username']);
    res.json(toUserJson(await services(req).users.updateUsername(user, username)));
  });

  router.post('/auth/sign-up', sessionOnlyRoute, async (req, res) => {
    const args = await validatedBody(SignUpArgs, req.body, ['email', 'username', 'password']);
    const user = await services(req).auth.signUp(args, clientIp(req));
    await startSession(req, user, false);
    res.status(201).json(toUserJson(user));
  });

  router.post('/auth/sign-in', sessionOnlyRoute, async (req, res) => {
    const args = await validatedBody(SignInArgs, req.body, ['email', 'password', 'rememberMe']);
    const user = await services(req).auth.signIn(args, clientIp(req));
    await startSession(req, user, args.rememberMe);
    res.json(toUserJson(user));
  });

  router.post('/auth/sign-out', sessionOnlyRoute, async (req, res) => {
    await endSession(req, res);
    res.json({ message: AUTH_MESSAGES.signedOut });
  });

  router.post('/auth/forgot-password', async (req, res) => {
    const { email } = await validatedBody(RequestPasswordResetArgs, req.body, ['email']);
    res.json({ message: await services(req).auth.requestPasswordReset(email, clientIp(req)) });
  });

  router.post('/auth/reset-password', async (req, res) => {
    const { token, password } = await validatedBody(ResetPasswordArgs, req.body, ['token', 'password']);
    await services(req).auth.resetPassword(token, password, clientIp(req));
    res.json({ message: AUTH_MESSAGES.passwordReset });
  });

  router.post('/user/change-password', sessionOnlyRoute, async (req, res) => {
    const user = currentUser(req);
    const args = await validatedBody(ChangePasswordArgs, req.body, ['currentPassword', 'newPassword']);
    await services(req).auth.changePassword(user, args, req.sessionID, clientIp(req));
    res.json({ message: AUTH_MESSAGES.passwordChanged });
  });

  router.delete('/user/delete-account', sessionOnlyRoute, async (req, res) => {
    const user = currentUser(req);
    await services(req).auth.deleteAccount(user);
    await endSession(req, res);
    res.json({ message: AUTH_MESSAGES.accountDeleted });
  });

  // Navigations (docs/requirements.md §2 "Other paths"): sign-in keeps a same-site return path; sign-out goes home.
  router.get('/login', (req, res) => {
    const returnTo = safeReturnPath(req.query.returnTo);
    if (req.user) {
      // Already signed in: straight back.
      res.redirect(302, returnTo ?? '/');
      return;
    }
    res.redirect(302, returnTo ? `/sign-in?returnTo=${encodeURIComponent(returnTo)}` : '/sign-in');
  });

  router.get('/logout', async (req, res) => {
    await endSession(req, res);
    res.redirect(302, '/');
  });

  return router;
}
