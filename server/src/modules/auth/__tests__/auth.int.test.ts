import { AUTH_MESSAGES, isSignInRequiredMessage, SIGN_IN_REQUIRED_MESSAGE } from '@rigforge/common';
import { expectData, refusalOf, sql } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import {
  browser,
  ME,
  newAccount,
  outbox,
  resetToken,
  SIGN_IN,
  SIGN_UP,
  signUp,
  waitForMail,
  type Browser,
} from '../../../test/accounts';
import { realSleep } from '../../../lib/clock';
import { hashToken, RESET_REQUEST_MIN_MS } from '../auth.service';

let server: TestServer;
/** Added to the real time by the app's clock: lets a test make reset links expire. */
let clockOffsetMs = 0;
/** Every wait the app asked its injected sleep for. */
const sleeps: number[] = [];

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      clock: { now: () => new Date(Date.now() + clockOffsetMs) },
      sleep: (ms) => {
        sleeps.push(ms);
        return realSleep(ms);
      },
      // This file creates more accounts than one address may in an hour (rate-limits.int.test.ts tests that).
      limits: { signUpPerIp: { points: 1000, durationSeconds: 3600 } },
    },
  );
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  clockOffsetMs = 0;
});

const SIGN_OUT = 'mutation { signOut }';
const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
const RESET = 'mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
const CHANGE_PASSWORD = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

const me = (b: Browser) => expectData<{ id: string; email: string; username: string } | null>(b, ME, {}, 'me');

describe('sign-up, me, sign-out, sign-in', () => {
  it('goes round the whole cycle', async () => {
    const b = browser(server);
    expect(await me(b)).toBeNull();
    const account = newAccount('cycle');
    const up = await b.graphql(SIGN_UP, { ...account, email: `  ${account.email.toUpperCase()} ` });
    expect(up.body.errors).toBeUndefined();
    expect(up.body.data.signUp).toMatchObject({
      email: account.email.toUpperCase(),
      username: account.username,
      role: 'user',
      firstName: null,
      lastName: null,
      profileImageUrl: null,
      preferences: { theme: 'dark', notifications: true, newsletter: false },
    });
    expect(b.sessionId).not.toBeNull();
    expect((await me(b))?.username).toBe(account.username);

    const [row] = await sql(server, 'SELECT "passwordHash" FROM users WHERE id = $1', [up.body.data.signUp.id]);
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(JSON.stringify(up.body)).not.toContain('argon2');

    const out = await b.graphql(SIGN_OUT);
    expect(out.body.data.signOut).toBe(true);
    expect(b.sessionId).toBeNull();
    expect(await me(b)).toBeNull();

    // The e-mail matches regardless of case.
    const inRes = await b.graphql(SIGN_IN, { email: account.email, password: account.password });
    expect(inRes.body.errors).toBeUndefined();
    expect(inRes.body.data.signIn.username).toBe(account.username);
    expect((await me(b))?.email).toBe(account.email.toUpperCase());
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const b = browser(server);
    const account = await signUp(b, 'wrongpw');
    const guest = browser(server);
    const wrong = await guest.graphql(SIGN_IN, { email: account.email, password: 'Tr1cky-Pangolim' });
    expect(refusalOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.invalidCredentials });
    expect(wrong.body.data).toEqual({ signIn: null });
    expect(guest.sessionId).toBeNull();
    const unknown = await guest.graphql(SIGN_IN, { email: 'nobody@example.com', password: 'Tr1cky-Pangolin' });
    expect(refusalOf(unknown)).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.invalidCredentials });
    const rest = await guest.send('post', '/api/auth/sign-in', { email: account.email, password: 'nope' });
    expect(rest.status).toBe(400);
    expect(rest.body).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid email or password. Please try again.' });
  });

  it('refuses a taken e-mail (any case) or username (any case) with a clear message', async () => {
    const b = browser(server);
    const taken = await signUp(b, 'taken');
    const other = newAccount('other');
    const email = await browser(server).graphql(SIGN_UP, { ...other, email: taken.email.toUpperCase() });
    expect(refusalOf(email)).toEqual({ code: 'CONFLICT', message: 'An account with this email already exists' });
    const username = await browser(server).graphql(SIGN_UP, { ...other, username: taken.username.toUpperCase() });
    expect(refusalOf(username)).toEqual({ code: 'CONFLICT', message: 'This username is already taken' });
    const rest = await browser(server).send('post', '/api/auth/sign-up', { ...other, email: taken.email });
    expect(rest.status).toBe(409);
    expect(rest.body.message).toBe('An account with this email already exists');
  });

  it('applies the shared rules and refuses very common passwords', async () => {
    const g = browser(server);
    const base = newAccount('rules');
    const cases: [Record<string, string>, string][] = [
      [{ username: 'ab' }, 'Username must be at least 3 characters'],
      [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
      [{ username: '<script>' }, 'Username can only contain letters, numbers, underscores, and hyphens'],
      [{ email: 'not-an-email' }, 'Please enter a valid email address'],
      [{ password: 'Short1' }, 'Password must be at least 8 characters'],
      [{ password: 'alllowercase1' }, AUTH_MESSAGES.passwordComplexity],
      [{ password: `Aa1${'x'.repeat(130)}` }, 'Password must be at most 128 characters'],
      [{ password: 'Password1' }, AUTH_MESSAGES.passwordTooCommon],
      [{ password: 'Qwerty123' }, AUTH_MESSAGES.passwordTooCommon],
    ];
    for (const [change, message] of cases) {
      const res = await g.graphql(SIGN_UP, { ...base, ...change });
      expect(refusalOf(res)).toEqual({ code: 'BAD_USER_INPUT', message });
    }
    const rest = await g.send('post', '/api/auth/sign-up', { ...base, password: 'Password1' });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(AUTH_MESSAGES.passwordTooCommon);
    const notText = await g.send('post', '/api/auth/sign-up', { ...base, email: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.code).toBe('BAD_USER_INPUT');
    const malformed = await server.http
      .post('/api/auth/sign-up')
      .set('Content-Type', 'application/json')
      .send('{"email": ');
    expect(malformed.status).toBe(400);
    expect((await sql(server, 'SELECT count(*)::int AS n FROM users WHERE email = $1', [base.email]))[0].n).toBe(0);
  });
});

describe('sessions', () => {
  it('gives a new session id on sign-in and forgets the old one', async () => {
    const b = browser(server);
    const account = await signUp(b, 'fixation');
    const first = b.sessionId;
    expect(first).not.toBeNull();
    await b.graphql(SIGN_IN, { email: account.email, password: account.password });
    const second = b.sessionId;
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    // A copy of the old cookie no longer signs anyone in.
    const stale = browser(server);
    stale.sessionId = first;
    expect(await me(stale)).toBeNull();
    expect((await me(b))?.email).toBe(account.email);
  });

  it('keeps the cookie 30 days with remember me, and for the browser session without', async () => {
    const b = browser(server);
    const account = await signUp(b, 'remember');
    expect(b.lastSetCookie).toMatch(/HttpOnly/);
    expect(b.lastSetCookie).toMatch(/SameSite=Lax/);
    expect(b.lastSetCookie).not.toMatch(/Expires=/);
    await b.graphql(SIGN_IN, { email: account.email, password: account.password, rememberMe: false });
    expect(b.lastSetCookie).not.toMatch(/Expires=/);
    await b.graphql(SIGN_IN, { email: account.email, password: account.password, rememberMe: true });
    const expires = /Expires=([^;]+)/.exec(b.lastSetCookie ?? '')?.[1];
    expect(expires).toBeDefined();
    const days = (new Date(expires!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(b.lastSetCookie).toMatch(/HttpOnly/);
  });

  it('ends the other sessions after a password change, and keeps this one', async () => {
    const laptop = browser(server);
    const account = await signUp(laptop, 'change');
    const phone = browser(server);
    await phone.graphql(SIGN_IN, { email: account.email, password: account.password, rememberMe: true });
    expect((await me(phone))?.email).toBe(account.email);

    const wrong = await laptop.graphql(CHANGE_PASSWORD, { c: 'Not-the-one1', n: 'Another-Pangolin9' });
    expect(refusalOf(wrong)).toEqual({ code: 'BAD_USER_INPUT', message: 'Your current password is incorrect' });
    const common = await laptop.graphql(CHANGE_PASSWORD, { c: account.password, n: 'Password123' });
    expect(refusalOf(common).message).toBe(AUTH_MESSAGES.passwordTooCommon);
    expect((await me(phone))?.email).toBe(account.email);

    const ok = await laptop.graphql(CHANGE_PASSWORD, { c: account.password, n: 'Another-Pangolin9' });
    expect(ok.body).toEqual({ data: { changePassword: true }, extensions: { cost: expect.any(Object) } });
    expect((await me(laptop))?.email).toBe(account.email);
    expect(await me(phone)).toBeNull();

    const old = await browser(server).graphql(SIGN_IN, { email: account.email, password: account.password });
    expect(refusalOf(old).message).toBe(AUTH_MESSAGES.invalidCredentials);
    const rest = await laptop.send('post', '/api/user/change-password', {
      currentPassword: 'Another-Pangolin9',
      newPassword: 'Third-Pangolin42',
    });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ message: 'Your password has been updated' });
    const restWrong = await laptop.send('post', '/api/user/change-password', {
      currentPassword: 'Another-Pangolin9',
      newPassword: 'Fourth-Pangolin42',
    });
    expect(restWrong.status).toBe(400);
    expect(restWrong.body.message).toBe('Your current password is incorrect');
  });
});

describe('password reset', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const owner = browser(server);
    const account = await signUp(owner, 'reset');
    const guest = browser(server);
    const asked = await guest.graphql(REQUEST_RESET, { email: account.email.toUpperCase() });
    expect(asked.body).toEqual({
      data: { requestPasswordReset: AUTH_MESSAGES.resetRequested },
      extensions: { cost: expect.any(Object) },
    });

    const mail = await waitForMail(server, account.email);
    expect(mail.subject).toBe('Reset your RigForge password');
    expect(mail.text).toContain(`Hi ${account.username},`);
    expect(mail.html).toContain(`<a href="${server.config.publicUrl}/reset-password?token=`);
    const token = resetToken(mail);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only a hash of the token is stored.
    const rows = await sql(
      server,
      'SELECT t."tokenHash" FROM password_reset_token t JOIN users u ON u.id = t."userId" WHERE u.email = $1',
      [account.email],
    );
    expect(rows).toEqual([{ tokenHash: hashToken(token) }]);
    expect(JSON.stringify(await sql(server, 'SELECT * FROM password_reset_token'))).not.toContain(token);

    const common = await guest.graphql(RESET, { token, password: 'Password1' });
    expect(refusalOf(common).message).toBe(AUTH_MESSAGES.passwordTooCommon);
    const done = await guest.graphql(RESET, { token, password: 'Reset-Pangolin7' });
    expect(done.body).toEqual({ data: { resetPassword: true }, extensions: { cost: expect.any(Object) } });
    expect(await me(owner)).toBeNull();

    const reused = await guest.graphql(RESET, { token, password: 'Again-Pangolin7' });
    expect(refusalOf(reused)).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.resetTokenExpired });
    const signIn = await guest.graphql(SIGN_IN, { email: account.email, password: 'Reset-Pangolin7' });
    expect(signIn.body.data.signIn.email).toBe(account.email);
  });

  it('refuses a link after 30 minutes, and a made-up or missing token', async () => {
    const owner = browser(server);
    const account = await signUp(owner, 'expired');
    await browser(server).send('post', '/api/auth/forgot-password', { email: account.email });
    const token = resetToken(await waitForMail(server, account.email));

    clockOffsetMs = 30 * 60_000 + 1000;
    const late = await browser(server).send('post', '/api/auth/reset-password', { token, password: 'Late-Pangolin7' });
    expect(late.status).toBe(400);
    expect(late.body).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.resetTokenExpired });
    clockOffsetMs = 0;

    const madeUp = await browser(server).graphql(RESET, { token: 'A'.repeat(43), password: 'Made-Pangolin7' });
    expect(refusalOf(madeUp).message).toBe(AUTH_MESSAGES.resetTokenExpired);
    const missing = await browser(server).send('post', '/api/auth/reset-password', { password: 'Made-Pangolin7' });
    expect(missing.status).toBe(400);
    const empty = await browser(server).graphql(RESET, { token: '', password: 'Made-Pangolin7' });
    expect(refusalOf(empty).message).toBe('Invalid reset token');

    // The old password still works: nothing was changed.
    const signIn = await browser(server).graphql(SIGN_IN, { email: account.email, password: account.password });
    expect(signIn.body.data.signIn.email).toBe(account.email);
  });

  it('answers the same for known and unknown e-mails', async () => {
    const account = await signUp(browser(server), 'known');
    const before = outbox(server).length;
    const strip = (res: { status: number; headers: Record<string, unknown>; body: unknown }) => {
      const { date: _d, 'x-request-id': _r, etag: _e, ...headers } = res.headers;
      return { status: res.status, headers, body: res.body };
    };
    sleeps.length = 0;
    const known = await browser(server).graphql(REQUEST_RESET, { email: account.email });
    const unknown = await browser(server).graphql(REQUEST_RESET, { email: 'nobody-here@example.com' });
    expect(strip(known)).toEqual(strip(unknown));
    // Both answers waited for the same floor (the mail itself goes out after the answer).
    expect(sleeps).toEqual([RESET_REQUEST_MIN_MS, RESET_REQUEST_MIN_MS]);
    expect(known.headers['set-cookie']).toBeUndefined();

    const knownRest = await browser(server).send('post', '/api/auth/forgot-password', { email: account.email });
    const unknownRest = await browser(server).send('post', '/api/auth/forgot-password', { email: 'nope@example.com' });
    expect(strip(knownRest)).toEqual(strip(unknownRest));
    expect(knownRest.body).toEqual({ message: AUTH_MESSAGES.resetRequested });

    await waitForMail(server, account.email, 2);
    expect(outbox(server).length).toBe(before + 2);
    expect(outbox(server).some((m) => m.to.startsWith('nobody') || m.to.startsWith('nope'))).toBe(false);
  });
});

describe('authorization', () => {
  it('gives a guest UNAUTHENTICATED (401 on REST) with the sign-in-required message', async () => {
    const guest = browser(server);
    const calls = [
      'mutation { updateUsername(username: "newname") { id } }',
      'mutation { updatePreferences(theme: light) { id } }',
      'mutation { changePassword(currentPassword: "a", newPassword: "Tr1cky-Pangolin2") }',
      'mutation { deleteAccount }',
      'mutation { setUserRole(email: "a@b.co", role: admin) { id } }',
    ];
    for (const call of calls) {
      const res = await guest.graphql(call);
      expect(refusalOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
      expect(isSignInRequiredMessage(res.body.errors[0].message)).toBe(true);
    }
    const rest = [
      await guest.send('patch', '/api/auth/user', { username: 'newname' }),
      await guest.send('post', '/api/user/change-password', { currentPassword: 'a', newPassword: 'b' }),
      await guest.send('delete', '/api/user/delete-account'),
    ];
    for (const res of rest) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'UNAUTHENTICATED', message: SIGN_IN_REQUIRED_MESSAGE });
      expect(isSignInRequiredMessage(`${res.status}: ${res.body.message}`)).toBe(true);
    }
    const user = await guest.get('/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body).toBeNull();
  });

  it("never lets a user change another user's data", async () => {
    const alice = browser(server);
    const a = await signUp(alice, 'alice');
    const bob = browser(server);
    const b = await signUp(bob, 'bob');

    // The mutations take no user id: they act on the caller only.
    const withId = await bob.graphql(`mutation { updateUsername(username: "hijack", id: "${a.id}") { id } }`);
    expect(refusalOf(withId).code).toBe('GRAPHQL_VALIDATION_FAILED');
    const patched = await bob.send('patch', '/api/auth/user', { id: a.id, email: a.email, username: 'bob-renamed' });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: b.id, username: 'bob-renamed', email: b.email });
    expect((await me(alice))?.username).toBe(a.username);

    // Taking someone else's username is a conflict.
    const clash = await bob.graphql('mutation($u: String!) { updateUsername(username: $u) { id } }', {
      u: a.username.toUpperCase(),
    });
    expect(refusalOf(clash)).toEqual({ code: 'CONFLICT', message: 'This username is already taken' });

    // Roles: only an admin may change them, and not their own.
    const promote = 'mutation($e: String!, $r: Role!) { setUserRole(email: $e, role: $r) { email role } }';
    const forbidden = await bob.graphql(promote, { e: b.email, r: 'admin' });
    expect(refusalOf(forbidden)).toEqual({ code: 'FORBIDDEN', message: 'You do not have permission to do that.' });
    await sql(server, `UPDATE users SET role = 'admin' WHERE id = $1`, [a.id]);
    const promoted = await alice.graphql(promote, { e: b.email, r: 'moderator' });
    expect(promoted.body.data.setUserRole).toEqual({ email: b.email, role: 'moderator' });
    const self = await alice.graphql(promote, { e: a.email, r: 'user' });
    expect(refusalOf(self)).toEqual({ code: 'FORBIDDEN', message: 'You cannot change your own role.' });
    const nobody = await alice.graphql(promote, { e: 'nobody@example.com', r: 'user' });
    expect(refusalOf(nobody).code).toBe('NOT_FOUND');
    const moderatorTries = await bob.graphql(promote, { e: a.email, r: 'user' });
    expect(refusalOf(moderatorTries).code).toBe('FORBIDDEN');
  });
});

describe('profile and preferences', () => {
  it('updates the username and the preferences over GraphQL and REST', async () => {
    const b = browser(server);
    await signUp(b, 'prefs');
    const renamed = await b.graphql('mutation { updateUsername(username: "  Renamed_1  ") { username } }');
    expect(renamed.body.data.updateUsername.username).toBe('Renamed_1');
    const bad = await b.graphql('mutation { updateUsername(username: "a b") { username } }');
    expect(refusalOf(bad).message).toBe('Username can only contain letters, numbers, underscores, and hyphens');
    const restBad = await b.send('patch', '/api/auth/user', { username: '' });
    expect(restBad.status).toBe(400);
    expect(restBad.body.message).toBe('Username must be at least 3 characters');

    const prefs = await b.graphql(
      'mutation { updatePreferences(theme: light, notifications: false) { preferences { theme notifications newsletter } } }',
    );
    expect(prefs.body.data.updatePreferences.preferences).toEqual({
      theme: 'light',
      notifications: false,
      newsletter: false,
    });
    const none = await b.graphql('mutation { updatePreferences { id } }');
    expect(refusalOf(none).message).toBe('Give at least one preference to change');
    const badTheme = await b.graphql('mutation { updatePreferences(theme: purple) { id } }');
    expect(refusalOf(badTheme).code).toBe('GRAPHQL_VALIDATION_FAILED');
    const rest = await b.get('/api/auth/user');
    expect(rest.body).toMatchObject({ username: 'Renamed_1', preferences: { theme: 'light', notifications: false } });
    expect(Object.keys(rest.body).sort()).toEqual(
      [
        'createdAt',
        'email',
        'firstName',
        'id',
        'lastName',
        'preferences',
        'profileImageUrl',
        'role',
        'username',
      ].sort(),
    );
  });
});

describe('account deletion', () => {
  it('removes the personal data, the reset links and every session of the user only', async () => {
    const laptop = browser(server);
    const account = await signUp(laptop, 'delete');
    const phone = browser(server);
    await phone.graphql(SIGN_IN, { email: account.email, password: account.password });
    await browser(server).graphql(REQUEST_RESET, { email: account.email });
    await waitForMail(server, account.email);
    const bystander = browser(server);
    const other = await signUp(bystander, 'stays');

    const sessionsOf = async (id: string) =>
      (await sql(server, `SELECT count(*)::int AS n FROM "session" WHERE ("sess" ->> 'userId') = $1`, [id]))[0].n;
    expect(await sessionsOf(account.id)).toBe(2);
    expect(
      (await sql(server, 'SELECT count(*)::int AS n FROM password_reset_token WHERE "userId" = $1', [account.id]))[0].n,
    ).toBe(1);

    const res = await laptop.graphql('mutation { deleteAccount }');
    expect(res.body).toEqual({ data: { deleteAccount: true }, extensions: { cost: expect.any(Object) } });
    expect(laptop.sessionId).toBeNull();
    expect(await sql(server, 'SELECT * FROM users WHERE id = $1', [account.id])).toEqual([]);
    expect(await sql(server, 'SELECT * FROM password_reset_token WHERE "userId" = $1', [account.id])).toEqual([]);
    expect(await sessionsOf(account.id)).toBe(0);
    expect(await me(phone)).toBeNull();
    expect((await me(bystander))?.id).toBe(other.id);

    const signIn = await browser(server).graphql(SIGN_IN, { email: account.email, password: account.password });
    expect(refusalOf(signIn).message).toBe(AUTH_MESSAGES.invalidCredentials);
    // The e-mail and username are free again.
    const again = await browser(server).graphql(SIGN_UP, account);
    expect(again.body.errors).toBeUndefined();
  });

  it('works over REST too', async () => {
    const b = browser(server);
    const account = await signUp(b, 'restdel');
    const res = await b.send('delete', '/api/user/delete-account');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Your account has been permanently deleted' });
    expect(await sql(server, 'SELECT * FROM users WHERE id = $1', [account.id])).toEqual([]);
    expect((await b.get('/api/auth/user')).body).toBeNull();
  });
});

describe('REST navigations and calls', () => {
  it('signs up, in and out under /api/auth', async () => {
    const b = browser(server);
    const account = newAccount('rest');
    const up = await b.send('post', '/api/auth/sign-up', account);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ email: account.email, username: account.username, role: 'user' });
    expect(up.body.passwordHash).toBeUndefined();
    expect((await b.get('/api/auth/user')).body.id).toBe(up.body.id);
    const out = await b.send('post', '/api/auth/sign-out');
    expect(out.body).toEqual({ message: 'You have been signed out' });
    expect((await b.get('/api/auth/user')).body).toBeNull();
    const signIn = await b.send('post', '/api/auth/sign-in', { ...account, rememberMe: true });
    expect(signIn.status).toBe(200);
    expect(b.lastSetCookie).toMatch(/Expires=/);
    const badRemember = await b.send('post', '/api/auth/sign-in', { ...account, rememberMe: 'yes' });
    expect(badRemember.status).toBe(400);
  });

  it('redirects /api/login to the sign-in page with a safe return path only', async () => {
    const g = browser(server);
    const plain = await g.get('/api/login');
    expect(plain.status).toBe(302);
    expect(plain.headers.location).toBe('/sign-in');
    const back = await g.get('/api/login?returnTo=%2Fsettings%3Ftab%3D1');
    expect(back.headers.location).toBe('/sign-in?returnTo=%2Fsettings%3Ftab%3D1');
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await g.get(`/api/login?returnTo=${encodeURIComponent(evil)}`);
      expect(res.headers.location).toBe('/sign-in');
    }
    const signedIn = browser(server);
    await signUp(signedIn, 'login');
    expect((await signedIn.get('/api/login?returnTo=%2Fsettings')).headers.location).toBe('/settings');
    expect((await signedIn.get('/api/login')).headers.location).toBe('/');
  });

  it('ends the session at /api/logout and goes home', async () => {
    const b = browser(server);
    await signUp(b, 'logout');
    const res = await b.get('/api/logout');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
    expect(b.sessionId).toBeNull();
    expect(await me(b)).toBeNull();
  });
});
