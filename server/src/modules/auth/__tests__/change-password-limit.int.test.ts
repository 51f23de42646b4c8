// Issue 27, item 4, written as the attack: a stolen session guessing the current password through
// change-password. Wrong guesses count per account (across sessions and addresses) and per
// address; past a limit the answer is RATE_LIMITED (REST: 429 with Retry-After) and costs no hash,
// and another user's sign-in keeps its turn at the hasher meanwhile.
import { AUTH_MESSAGES } from '@rigforge/common';
import { SESSION_COOKIE } from '../../../lib/session-cookie';
import { expectData, guestFrom, refusalOf } from '../../../test/graphql';
import { startTestServer, type TestServer } from '../../../test/server';
import { newAccount, SIGN_IN, SIGN_UP } from '../../../test/accounts';
import { argon2Hasher, limitConcurrency, type PasswordHasher } from '../password';

const CHANGE = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';
const PER_IP = 15;
const HASH_CONCURRENCY = 1;

/** argon2id behind the app's gate, counting verifications and the most that ran at once. */
const hashing = { verify: 0, running: 0, mostAtOnce: 0 };
const counted: PasswordHasher = {
  hash: (password) => argon2Hasher.hash(password),
  async verify(passwordHash, password) {
    hashing.verify += 1;
    hashing.running += 1;
    hashing.mostAtOnce = Math.max(hashing.mostAtOnce, hashing.running);
    try {
      return await argon2Hasher.verify(passwordHash, password);
    } finally {
      hashing.running -= 1;
    }
  },
  needsRehash: (passwordHash) => argon2Hasher.needsRehash(passwordHash),
};

let server: TestServer;

// Behind a trusted proxy the address comes from X-Forwarded-For, so one test acts from several.
beforeAll(async () => {
  server = await startTestServer(
    { TRUST_PROXY: 'true' },
    {
      hasher: limitConcurrency(counted, HASH_CONCURRENCY),
      limits: {
        changePasswordPerIp: { points: PER_IP, durationSeconds: 900 },
        signUpPerIp: { points: 1000, durationSeconds: 3600 },
      },
    },
  );
});

afterAll(async () => {
  await server.close();
});

/** A new account and one more signed-in session of it; each session id. */
async function accountWithTwoSessions(ip: string) {
  const account = newAccount('guessed');
  const sessions: string[] = [];
  for (const query of [SIGN_UP, SIGN_IN]) {
    const res = await guestFrom(server, ip).graphql(query, account);
    expect(res.body.errors).toBeUndefined();
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(SESSION_COOKIE));
    sessions.push(cookie!.slice(SESSION_COOKIE.length + 1).split(';')[0]);
  }
  return { ...account, sessions };
}

/** changePassword over GraphQL, in this session, from this address. */
const change = (sessionId: string, ip: string, current: string, next = 'Brand-New-Pangolin7') =>
  server.http
    .post('/graphql')
    .set('Content-Type', 'application/json')
    .set('X-Forwarded-For', ip)
    .set('Cookie', `${SESSION_COOKIE}=${sessionId}`)
    .send({ query: CHANGE, variables: { c: current, n: next } });

/** POST /api/user/change-password in this session, from this address. */
const changeOverRest = (sessionId: string, ip: string, current: string) =>
  server.http
    .post('/api/user/change-password')
    .set('X-Forwarded-For', ip)
    .set('Cookie', `${SESSION_COOKIE}=${sessionId}`)
    .send({ currentPassword: current, newPassword: 'Brand-New-Pangolin7' });

describe('guessing the current password through change-password', () => {
  it('refuses the 11th wrong guess for an account, from either of its sessions and any address', async () => {
    const victim = await accountWithTwoSessions('198.51.100.1');
    const attacker = '203.0.113.1';
    for (let i = 0; i < 10; i += 1) {
      const res = await change(victim.sessions[i % 2], attacker, `Guess-number${i}`);
      expect(refusalOf(res)).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.currentPasswordWrong });
    }
    const verifiesBefore = hashing.verify;
    const blocked = await change(victim.sessions[0], attacker, 'Guess-number10');
    expect(refusalOf(blocked)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many wrong current passwords for this account. Please try again in 15 minutes.',
    });
    expect(blocked.body.errors[0].extensions.retryAfter).toBeGreaterThan(890);

    // The other session, over REST, from another address, even with the right password: 429.
    const rest = await changeOverRest(victim.sessions[1], '203.0.113.2', victim.password);
    expect(rest.status).toBe(429);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(890);
    expect(rest.body).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many wrong current passwords for this account\. Please try again in/),
    });
    // Refused attempts cost no hash.
    expect(hashing.verify).toBe(verifiesBefore);
  });

  it('limits every attempt from one address, whatever the account', async () => {
    const attacker = '203.0.113.10';
    const accounts = [await accountWithTwoSessions('198.51.100.10'), await accountWithTwoSessions('198.51.100.11')];
    for (let i = 0; i < PER_IP; i += 1) {
      const res = await change(accounts[i % 2].sessions[0], attacker, `Guess-number${i}`);
      expect(refusalOf(res).code).toBe('BAD_USER_INPUT');
    }
    const third = await accountWithTwoSessions('198.51.100.12');
    const blocked = await changeOverRest(third.sessions[0], attacker, 'Guess-numberX');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.message).toMatch(/^Too many password change attempts from your network\./);
    // The same account from its owner's address still may.
    expect(refusalOf(await change(third.sessions[0], '198.51.100.12', 'Guess-numberY')).code).toBe('BAD_USER_INPUT');
  });

  it('forgets the wrong guesses once the right password is given', async () => {
    const owner = await accountWithTwoSessions('198.51.100.20');
    for (let i = 0; i < 9; i += 1) await change(owner.sessions[0], '198.51.100.20', `Typo-number${i}`);
    const ok = await change(owner.sessions[0], '198.51.100.20', owner.password);
    expect(ok.body).toEqual({ data: { changePassword: true }, extensions: { cost: expect.any(Object) } });
    const typo = await change(owner.sessions[0], '198.51.100.20', 'Typo-number9');
    expect(refusalOf(typo).code).toBe('BAD_USER_INPUT');
  });

  it('keeps other users’ sign-ins prompt during a guessing loop, hashing within HASH_CONCURRENCY', async () => {
    const victim = await accountWithTwoSessions('198.51.100.30');
    const bystander = newAccount('bystander');
    await expectData(guestFrom(server, '198.51.100.31'), SIGN_UP, bystander);
    hashing.mostAtOnce = 0;
    const verifiesBefore = hashing.verify;

    // The attack: four loops of guesses, two per session, as fast as the server answers.
    let attacking = true;
    const codes: string[] = [];
    const guess = async (sessionId: string): Promise<void> => {
      while (attacking) {
        codes.push(refusalOf(await change(sessionId, '203.0.113.30', `Guess-number${codes.length}`)).code);
      }
    };
    const started = Date.now();
    const loops = [0, 1, 0, 1].map((i) => guess(victim.sessions[i]));
    const signIns: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const signInStarted = Date.now();
      await expectData(guestFrom(server, '198.51.100.31'), SIGN_IN, bystander);
      signIns.push(Date.now() - signInStarted);
    }
    attacking = false;
    await Promise.all(loops);
    const seconds = (Date.now() - started) / 1000;

    expect(codes.filter((code) => code === 'BAD_USER_INPUT')).toHaveLength(10);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(codes.length - 10);
    // Ten guesses and five sign-ins were hashed, never more than HASH_CONCURRENCY at once.
    expect(hashing.verify - verifiesBefore).toBe(15);
    expect(hashing.mostAtOnce).toBeLessThanOrEqual(HASH_CONCURRENCY);
    expect(Math.max(...signIns)).toBeLessThan(1000);
    process.stdout.write(
      `change-password loop: ${codes.length} guesses in ${seconds} s (${Math.round(codes.length / seconds)}/s), 10 hashed; sign-ins meanwhile ${signIns.join(', ')} ms\n`,
    );
  });
});
