// Issue 12's security fixes, end to end over HTTP: the return path after signing in stays on this
// site; a NUL character is refused with a coded 400 wherever a string may reach SQL; an unknown
// e-mail costs a sign-in the same hashing as a known one; concurrent resets never answer 500.
import type request from 'supertest';
import { AUTH_MESSAGES, nulCharacterMessage } from '@rigforge/common';
import { refusalOf, sql } from '../test/graphql';
import { captureLogs, startTestServer, type CapturedLogs, type TestServer } from '../test/server';
import { browser, newAccount, resetToken, SIGN_IN, signUp, waitForMail, type Browser } from '../test/accounts';
import { argon2Hasher, type PasswordHasher } from '../modules/auth/password';

/** argon2id, counting its work. */
const hashing = { hash: 0, verify: 0 };
const countingHasher: PasswordHasher = {
  hash: (password) => {
    hashing.hash += 1;
    return argon2Hasher.hash(password);
  },
  verify: (passwordHash, password) => {
    hashing.verify += 1;
    return argon2Hasher.verify(passwordHash, password);
  },
  needsRehash: (passwordHash) => argon2Hasher.needsRehash(passwordHash),
};

let server: TestServer;
let logs: CapturedLogs;

beforeAll(async () => {
  logs = captureLogs();
  server = await startTestServer({ LOG_LEVEL: 'warn' }, { hasher: countingHasher, sleep: async () => undefined }, logs);
});

afterAll(async () => {
  await server?.close();
});

const OPEN_REDIRECTS = [
  '/..//evil.com',
  '/a/../..//evil.com/x',
  '/./%2F/evil.com',
  '/.//evil.com',
  '/%2e%2e//x',
  '/\\evil.com',
  '/%5C%5Cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '//evil.com',
  'https://evil.com',
  'https:evil.com',
];

describe('/api/login?returnTo=', () => {
  // Sent both as the attacker would type it (raw, the server's query parser decodes it once) and
  // fully encoded.
  const forms = OPEN_REDIRECTS.flatMap((evil) => [
    evil.replace(/[\t\n]/g, encodeURIComponent),
    encodeURIComponent(evil),
  ]);

  let signedIn: Browser;
  beforeAll(async () => {
    signedIn = browser(server);
    await signUp(signedIn, 'redirect');
  });

  it.each(forms)('sends a signed-in user home for %p', async (returnTo) => {
    const res = await signedIn.get(`/api/login?returnTo=${returnTo}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });

  it.each(forms)('sends a guest to the plain sign-in page for %p', async (returnTo) => {
    const res = await browser(server).get(`/api/login?returnTo=${returnTo}`);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/sign-in');
  });

  it('keeps a same-site path, normalised', async () => {
    expect((await signedIn.get('/api/login?returnTo=/guides/../settings?tab=1')).headers.location).toBe(
      '/settings?tab=1',
    );
  });
});

function expectNulRefusal(res: request.Response, where: string) {
  expect(res.status).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: nulCharacterMessage(where) });
}

/** A NUL in the document itself is refused by validation (GRAPHQL_VALIDATION_FAILED), in a variable's value as BAD_USER_INPUT. */
function expectGraphqlNulRefusal(res: request.Response, where: string) {
  expect(res.status).toBe(400);
  expect((res.body as { data?: unknown }).data).toBeUndefined();
  const code = where.startsWith('Variable') ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
  expect(refusalOf(res)).toEqual({ code, message: nulCharacterMessage(where) });
}

describe('a NUL character', () => {
  it.each([
    ['/api/components?q=a%00b', 'Query parameter "q"'],
    ['/api/components/search?q=a%00b', 'Query parameter "q"'],
    ['/api/components?brand=a%00b', 'Query parameter "brand"'],
    ['/api/components?brand=ok&brand=a%00b', 'Query parameter "brand[1]"'],
    ['/api/build-guides?category=a%00b', 'Query parameter "category"'],
    ['/api/build-guides/a%00b', 'The request path'],
    ['/api/components/a%00b', 'The request path'],
  ])('in GET %s answers 400', async (url, where) => {
    expectNulRefusal(await server.http.get(url), where);
  });

  it('answers 200 without it (the same requests)', async () => {
    for (const url of ['/api/components?q=ab', '/api/components/search?q=ab', '/api/build-guides?category=ab']) {
      expect((await server.http.get(url)).status).toBe(200);
    }
  });

  it('in a JSON body answers 400: sign-in, sign-up, nested fields', async () => {
    const signIn = await server.http
      .post('/api/auth/sign-in')
      .send({ email: 'a\u0000@example.com', password: 'Whatever-1' });
    expectNulRefusal(signIn, 'Field "email"');
    const signUpRes = await server.http.post('/api/auth/sign-up').send({ ...newAccount('nul'), username: 'a\u0000b' });
    expectNulRefusal(signUpRes, 'Field "username"');
    const nested = await server.http
      .post('/api/generate-parts-list')
      .send({ budget: 1000, useCases: ['gaming'], notes: [{ text: 'x\u0000' }] });
    expectNulRefusal(nested, 'Field "notes[0].text"');
  });

  it.each([
    ['{ components(text: "a\\u0000b") { totalCount } }', 'Argument "text"'],
    ['{ componentSuggestions(q: "a\\u0000b") }', 'Argument "q"'],
    ['{ components(brands: ["ok", "a\\u0000b"]) { totalCount } }', 'Argument "brands"'],
    ['{ buildGuides(category: "a\\u0000b") { title } }', 'Argument "category"'],
    ['query($q: String = "a\\u0000b") { componentSuggestions(q: $q) }', 'A string in the query'],
    ['mutation { signIn(email: "a\\u0000@example.com", password: "Whatever-1") { id } }', 'Argument "email"'],
  ])('in a GraphQL literal answers 400: %s', async (query, where) => {
    expectGraphqlNulRefusal(await server.graphql(query), where);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['query($t: String) { components(text: $t) { totalCount } }', { t: 'a\u0000b' }, 'Variable "$t"'],
    ['query($q: String!) { componentSuggestions(q: $q) }', { q: 'a\u0000b' }, 'Variable "$q"'],
    ['query($b: [String!]) { components(brands: $b) { totalCount } }', { b: ['ok', 'a\u0000'] }, 'Variable "$b[1]"'],
    [SIGN_IN, { email: 'a\u0000@example.com', password: 'Whatever-1' }, 'Variable "$email"'],
  ])('in a GraphQL variable answers 400: %s', async (query, variables, where) => {
    expectGraphqlNulRefusal(await server.graphql(query, variables), where);
  });

  it('in a GraphQL GET request answers 400 too', async () => {
    const res = await server.http
      .get('/graphql')
      .query({
        query: 'query($q: String!) { componentSuggestions(q: $q) }',
        variables: JSON.stringify({ q: 'a\u0000' }),
      })
      .set('Apollo-Require-Preflight', 'true');
    expectGraphqlNulRefusal(res, 'Variable "$q"');
  });

  it('is never logged as our fault', () => {
    expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});

describe('sign-in timing', () => {
  it('hashes the same for a known e-mail with a wrong password and for an unknown e-mail', async () => {
    const account = await signUp(browser(server), 'timing');
    const signIn = async (email: string) => {
      const res = await server.graphql(SIGN_IN, { email, password: 'Wrong-pass1' });
      expect(res.body.errors[0].message).toBe(AUTH_MESSAGES.invalidCredentials);
    };
    // The first unknown e-mail of the process makes the dummy hash; later ones reuse it.
    await signIn(newAccount('first-unknown').email);
    const counts = async (email: string) => {
      hashing.hash = 0;
      hashing.verify = 0;
      await signIn(email);
      return { ...hashing };
    };
    const known = await counts(account.email);
    expect(known).toEqual({ hash: 0, verify: 1 });
    for (let i = 0; i < 3; i += 1) expect(await counts(newAccount('unknown').email)).toEqual(known);
  });
});

describe('password reset', () => {
  it('answers five concurrent uses of one token with one success and four coded refusals', async () => {
    const b = browser(server);
    const account = await signUp(b, 'resets');
    const ask = await server.http.post('/api/auth/forgot-password').send({ email: account.email });
    expect(ask.status).toBe(200);
    const token = resetToken(await waitForMail(server, account.email));
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        server.http.post('/api/auth/reset-password').send({ token, password: `New-Pangolin${i}` }),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const res of answers.filter((r) => r.status === 400)) {
      expect(res.body).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.resetTokenExpired });
    }
  });
});

describe('rate limits', () => {
  it('keep answering, counted in memory with a warning, when their table is gone', async () => {
    const account = await signUp(browser(server), 'store');
    await sql(server, 'ALTER TABLE rate_limit RENAME TO rate_limit_away');
    try {
      const wrong = await server.http.post('/api/auth/sign-in').send({ email: account.email, password: 'Wrong-pass1' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toEqual({ code: 'BAD_USER_INPUT', message: AUTH_MESSAGES.invalidCredentials });
      const right = await server.http
        .post('/api/auth/sign-in')
        .send({ email: account.email, password: account.password });
      expect(right.status).toBe(200);
    } finally {
      await sql(server, 'ALTER TABLE rate_limit_away RENAME TO rate_limit');
    }
    const warnings = logs
      .lines()
      .filter((line) => line.msg === 'rate-limit store failed; counting this attempt in memory');
    expect(warnings.length).toBeGreaterThanOrEqual(2);
    expect(warnings.every((line) => line.level === 40)).toBe(true);
    expect(logs.lines().filter((line) => Number(line.level) >= 50)).toEqual([]);
  });
});
