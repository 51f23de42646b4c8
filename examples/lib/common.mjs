// What every example shares: where the server is, the API token, and how a script ends.
// Plain Node (20 or later: its global fetch), no dependencies.
import { randomBytes } from 'node:crypto';

/** The RigForge server: RIGFORGE_URL, else a local development server. */
export const BASE_URL = (process.env.RIGFORGE_URL || 'http://localhost:3000').replace(/\/+$/, '');
export const GRAPHQL_URL = `${BASE_URL}/graphql`;
/** graphql-ws listens on the same path as HTTP, as ws:// (or wss:// for https://). */
export const WS_URL = GRAPHQL_URL.replace(/^http/, 'ws');

/**
 * The API token the example signs in with: RIGFORGE_TOKEN when it is set (an rf_pat_… secret made in
 * Settings → API tokens, with the READ and WRITE scopes), else a new one for a throwaway account.
 *
 * Making a token needs the cookie session (a token cannot make tokens), so this is the one place that
 * signs in the way a browser does: signUp answers a session cookie, which we keep by hand (Node's fetch
 * keeps no cookies) and send back once, with createApiToken. Everything after that sends only the token.
 */
export async function apiToken(name) {
  if (process.env.RIGFORGE_TOKEN) {
    console.log('Using the API token in RIGFORGE_TOKEN');
    return process.env.RIGFORGE_TOKEN;
  }
  const username = `ex_${randomBytes(6).toString('hex')}`;
  const password = `Rf7-${randomBytes(12).toString('base64url')}`;
  const signUp = await postWithCookie(null, {
    query: `mutation SignUp($email: String!, $username: String!, $password: String!) {
      signUp(email: $email, username: $username, password: $password) { id username }
    }`,
    variables: { email: `${username}@example.com`, username, password },
  });
  const cookie = signUp.response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .find((pair) => pair.startsWith('rigforge.sid='));
  if (!cookie) throw new Error('signUp answered no session cookie (rigforge.sid)');

  const created = await postWithCookie(cookie, {
    query: `mutation CreateToken($input: CreateApiTokenInput!) {
      createApiToken(input: $input) { secret token { id name scopes expiresAt } }
    }`,
    variables: { input: { name, scopes: ['READ', 'WRITE'], expiresInDays: 1 } },
  });
  const { secret, token } = created.data.createApiToken;
  console.log(
    `Signed up ${username}; created API token "${token.name}" (${token.scopes.join(', ')}), expires ${token.expiresAt}`,
  );
  return secret;
}

/** A GraphQL request over the cookie session (or none yet): only for signing up and making the token. */
async function postWithCookie(cookie, body) {
  const response = await fetch(GRAPHQL_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok || json.errors) {
    const message = json.errors?.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('; ');
    throw new Error(`${GRAPHQL_URL} answered ${response.status}${message ? ` (${message})` : ''}`);
  }
  return { response, data: json.data };
}

/** A generated part as createSavedBuild takes it (priceCents counts only for parts not in the catalog). */
export const toSavedPart = ({ componentId, name, type, priceCents }) => ({
  componentId,
  name,
  partType: type,
  priceCents,
});

/** Integer US cents (as the API answers money) for printing: 149491 → $1,494.91. */
export const dollars = (cents) => (cents / 100).toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** Throws with `message` unless `condition` holds: the examples check what they print. */
export function check(condition, message) {
  if (!condition) throw new Error(message);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once graphql-ws's client has its socket open and acknowledged (connection_ack: the token
 * was accepted), or rejects if the socket closes first (4401: a refused token). Call it before the
 * first subscribe, which is what opens the socket.
 */
export function connected(ws) {
  return new Promise((resolve, reject) => {
    ws.on('connected', resolve);
    ws.on('closed', (event) => reject(new Error(`the socket closed: ${event.code} ${event.reason}`)));
  });
}

/**
 * Posts comments until the subscription delivers one of them, and answers it. A graphql-ws subscription
 * listens only once the server has handled its `subscribe` message, which the protocol does not
 * acknowledge, so a comment posted at once could go out before it listens: post again after `waitMs`.
 *
 * `post(attempt)` posts one comment and answers it; `received` is the subscription's first comment.
 */
export async function postUntilReceived(post, received, { tries = 10, waitMs = 500 } = {}) {
  const posted = new Set();
  received.catch(() => {}); // a failed subscription is reported by the race below, not as unhandled
  for (let attempt = 1; attempt <= tries; attempt++) {
    posted.add((await post(attempt)).id);
    const comment = await Promise.race([received, sleep(waitMs).then(() => null)]);
    if (comment) {
      check(posted.has(comment.id), `the subscription delivered a comment this script did not post (${comment.id})`);
      return comment;
    }
  }
  throw new Error(`the subscription delivered none of ${tries} comments in ${(tries * waitMs) / 1000} s`);
}

/**
 * Runs an example: exit 0 when `main` resolves, else print why and exit 1. It exits explicitly, so a
 * socket or timer left open cannot keep a finished example alive.
 */
export function run(name, main) {
  const timeout = setTimeout(() => {
    console.error(`${name}: FAILED: still running after 60 s`);
    process.exit(1);
  }, 60_000);
  main().then(
    () => {
      clearTimeout(timeout);
      console.log(`${name}: OK`);
      process.exit(0);
    },
    (error) => {
      clearTimeout(timeout);
      console.error(`${name}: FAILED: ${describe(error)}`);
      if (error?.cause?.code === 'ECONNREFUSED')
        console.error(`Is a RigForge server running at ${BASE_URL}? (RIGFORGE_URL)`);
      process.exit(1);
    },
  );
}

function describe(error) {
  if (!(error instanceof Error)) return String(error);
  // GraphQL errors from the clients (Apollo's CombinedGraphQLErrors, graphql-request's ClientError, urql's
  // CombinedError) carry the server's errors: show their codes too.
  let errors = error.errors ?? error.graphQLErrors ?? error.response?.errors;
  if (!errors && typeof error.bodyText === 'string') {
    // Apollo Client's ServerError (a 4xx or 5xx answer) keeps the body as text.
    try {
      errors = JSON.parse(error.bodyText).errors;
    } catch {
      /* not JSON: the message says the status */
    }
  }
  if (Array.isArray(errors) && errors.length) {
    return errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('; ');
  }
  return error.cause ? `${error.message} (${error.cause.message ?? error.cause})` : error.message;
}
