// The GraphQL over HTTP audit of graphql-http (its serverAudits: the spec's MUST, SHOULD and MAY
// checks against /graphql), run twice: as a guest, then with an API token that a wrapping fetch adds to
// every request. Prints the counts and each warning and notice with its reason; exits 1 if any MUST
// failed (an `error`). Run: node examples/audit.mjs
import { serverAudits } from 'graphql-http';
import { GRAPHQL_URL, apiToken, run } from './lib/common.mjs';

/** Runs every audit one after the other; answers the results in the audits' order. */
async function audit(fetchFn) {
  const results = [];
  for (const { fn } of serverAudits({ url: GRAPHQL_URL, fetchFn })) results.push(await fn());
  return results;
}

/** What the server answered to a failed audit: its status and the first error's code and message. */
async function answer(response) {
  const body = await response.text().catch(() => '');
  let error;
  try {
    error = JSON.parse(body).errors?.[0];
  } catch {
    /* not JSON */
  }
  const text = error ? `${error.extensions?.code ?? 'ERROR'}: ${error.message}` : body.slice(0, 120);
  return `${response.status}${text ? ` ${text.trim().replace(/\s+/g, ' ')}` : ''}`;
}

async function report(title, results) {
  const count = (status) => results.filter((r) => r.status === status).length;
  console.log(`${title}: ${count('ok')} ok, ${count('warn')} warn, ${count('notice')} notice, ${count('error')} error`);
  for (const result of results.filter((r) => r.status !== 'ok')) {
    console.log(`  ${result.status} ${result.id} ${result.name}`);
    console.log(`    ${result.reason}; the answer: ${await answer(result.response)}`);
  }
  return count('error');
}

run('audit', async () => {
  const guest = await audit(fetch);
  const token = await apiToken('examples: audit');
  const withToken = await audit((input, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    return fetch(input, { ...init, headers });
  });
  const errors =
    (await report(`${GRAPHQL_URL}, no Authorization`, guest)) +
    (await report(`${GRAPHQL_URL}, Authorization: Bearer <token>`, withToken));
  if (errors > 0) throw new Error(`${errors} MUST audit(s) failed`);
});
