import { AUTH_MESSAGES } from '@rigforge/common';
import { expectData, expectRefusal, refusalOf, type GraphQLCaller, guestFrom } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { newAccount, SIGN_IN, SIGN_UP } from '../../../test/accounts';

let server: TestServer;

// Behind a trusted proxy the client address comes from X-Forwarded-For, so one test can act from
// several addresses. The per-account limits are the defaults; the per-address ones are lowered.
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true' },
    {
      limits: {
        signInPerIp: { points: 30, durationSeconds: 900 },
        signUpPerIp: { points: 3, durationSeconds: 3600 },
      },
      sleep: async () => undefined,
    },
  );
});

afterAll(async () => {
  await server.close();
});

/** GraphQL from this client address. */
const from = (ip: string): GraphQLCaller => guestFrom(server, ip);

const REQUEST_RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

async function createAccount(ip: string) {
  const account = newAccount('limited');
  await expectData(from(ip), SIGN_UP, account);
  return account;
}

describe('rate limits', () => {
  it('blocks an account from one address after 10 failed sign-ins, for 15 minutes', async () => {
    const account = await createAccount('198.51.100.1');
    for (let i = 0; i < 10; i += 1) {
      const res = await expectRefusal(from('198.51.100.2'), SIGN_IN, {
        email: account.email,
        password: `Wrong-pass${i}`,
      });
      expect(res.message).toBe(AUTH_MESSAGES.invalidCredentials);
    }
    const blocked = await from('198.51.100.2').graphql(SIGN_IN, { email: account.email, password: account.password });
    expect(refusalOf(blocked)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    });
    expect(blocked.body.errors[0].extensions.retryAfter).toBeGreaterThan(890);

    const rest = await server.http
      .post('/api/auth/sign-in')
      .set('X-Forwarded-For', '198.51.100.2')
      .send({ email: account.email.toUpperCase(), password: account.password });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(890);
    expect(rest.body.code).toBe('RATE_LIMITED');
    expect(rest.body.message).toMatch(/^Too many failed sign-in attempts for this account\. Please try again in/);

    // The same account from another address is not blocked.
    const elsewhere = await expectData<{ email: string }>(
      from('198.51.100.3'),
      SIGN_IN,
      { email: account.email, password: account.password },
      'signIn',
    );
    expect(elsewhere.email).toBe(account.email);
  });

  it('forgets the failures of an account after a successful sign-in', async () => {
    const account = await createAccount('198.51.100.10');
    const ip = '198.51.100.11';
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 9; i += 1) {
        await from(ip).graphql(SIGN_IN, { email: account.email, password: 'Wrong-pass1' });
      }
      await expectData(from(ip), SIGN_IN, { email: account.email, password: account.password });
    }
  });

  it('limits every sign-in attempt from one address, whatever the account', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < 30; i += 1) {
      const res = await expectRefusal(from(ip), SIGN_IN, { email: `someone${i}@example.com`, password: 'Wrong-pass1' });
      expect(res.code).toBe('BAD_USER_INPUT');
    }
    expect(
      await expectRefusal(from(ip), SIGN_IN, { email: 'someone-else@example.com', password: 'Wrong-pass1' }),
    ).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts from your network. Please try again in 15 minutes.',
    });
  });

  it('limits reset requests per account and address, the same for unknown accounts', async () => {
    const account = await createAccount('198.51.100.20');
    for (const email of [account.email, 'unknown-person@example.com']) {
      for (let i = 0; i < 5; i += 1) {
        const ok = await expectData(from('198.51.100.21'), REQUEST_RESET, { email }, 'requestPasswordReset');
        expect(ok).toBe(AUTH_MESSAGES.resetRequested);
      }
      expect(await expectRefusal(from('198.51.100.21'), REQUEST_RESET, { email })).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many password reset requests for this email address. Please try again in 1 hour.',
      });
    }
    const rest = await server.http
      .post('/api/auth/forgot-password')
      .set('X-Forwarded-For', '198.51.100.21')
      .send({ email: account.email });
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(3500);
  });

  it('limits reset requests from one address, whatever the e-mail', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 20; i += 1) {
      await expectData(from(ip), REQUEST_RESET, { email: `person${i}@example.com` });
    }
    const blocked = await expectRefusal(from(ip), REQUEST_RESET, { email: 'person-x@example.com' });
    expect(blocked.message).toBe('Too many password reset requests from your network. Please try again in 1 hour.');
  });

  it('limits sign-ups from one address', async () => {
    const ip = '198.51.100.40';
    for (let i = 0; i < 3; i += 1) await createAccount(ip);
    expect(await expectRefusal(from(ip), SIGN_UP, newAccount('fourth'))).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many accounts created from your network. Please try again in 1 hour.',
    });
  });
});
