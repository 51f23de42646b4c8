import type { GraphQLCaller } from '../test/graphql';
import { guestFrom, refusalOf } from '../test/graphql';
import { newAccount, SIGN_UP } from '../test/accounts';
import { startTestServer } from '../test/server';

/**
 * Whose address the rate limits count behind a proxy (TRUST_PROXY), written as the attack (issue
 * 27): a client writes addresses of its choice into X-Forwarded-For, and the proxy in front appends
 * the address it really came from. Sign-ups are limited to 2 an hour per address here.
 */

const PROXY_SAW = '198.51.100.7';

/** A sign-up from a client that forged `forged` before the proxy appended what it saw. */
const throughProxy = (server: Parameters<typeof guestFrom>[0], forged: string): GraphQLCaller =>
  guestFrom(server, `${forged}, ${PROXY_SAW}`);

/** Three sign-ups, each forging another address: how each was answered ('ok' or the refusal's code). */
async function forgingThree(env: NodeJS.ProcessEnv): Promise<string[]> {
  const server = await startTestServer(env, {
    limits: { signUpPerIp: { points: 2, durationSeconds: 3600 } },
    sleep: async () => undefined,
  });
  try {
    const answers: string[] = [];
    for (let i = 1; i <= 3; i += 1) {
      const res = await throughProxy(server, `203.0.113.${i}`).graphql(SIGN_UP, newAccount('proxy'));
      answers.push(res.body.data?.signUp ? 'ok' : refusalOf(res).code);
    }
    // Another client behind the same proxy is counted on its own address.
    if (env.TRUST_PROXY === '1') {
      const other = await guestFrom(server, `203.0.113.1, 198.51.100.8`).graphql(SIGN_UP, newAccount('proxy'));
      answers.push(other.body.data?.signUp ? 'ok' : refusalOf(other).code);
    }
    return answers;
  } finally {
    await server.close();
  }
}

describe('X-Forwarded-For and the rate limits', () => {
  it('with a hop count (TRUST_PROXY=1) counts the address the proxy saw: forging the header gains nothing', async () => {
    expect(await forgingThree({ TRUST_PROXY: '1' })).toEqual(['ok', 'ok', 'RATE_LIMITED', 'ok']);
  });

  it('with TRUST_PROXY=true a client picks its own address (why it is only for a proxy that overwrites the header)', async () => {
    expect(await forgingThree({ TRUST_PROXY: 'true' })).toEqual(['ok', 'ok', 'ok']);
  });

  it('without TRUST_PROXY ignores the header and counts the connection’s address', async () => {
    expect(await forgingThree({})).toEqual(['ok', 'ok', 'RATE_LIMITED']);
  });
});
