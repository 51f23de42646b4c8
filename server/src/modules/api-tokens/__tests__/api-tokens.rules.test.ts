import crypto from 'node:crypto';
import {
  API_TOKEN_REFUSALS,
  expiryOf,
  expiryRefusal,
  graphqlAccess,
  hashSecret,
  lastUseDue,
  newSecret,
  parseAuthorization,
  restAccess,
  scopeRefusal,
  tokenInQuery,
} from '../api-tokens.rules';

const SECRET = newSecret(crypto.randomBytes);

describe('a secret', () => {
  it('is rf_pat_ and 32 random bytes in base64url, different every time', () => {
    expect(SECRET).toMatch(/^rf_pat_[A-Za-z0-9_-]{43}$/);
    expect(newSecret(crypto.randomBytes)).not.toBe(SECRET);
    expect(newSecret((size) => Buffer.alloc(size, 0xff))).toBe(`rf_pat_${'_'.repeat(42)}8`);
  });

  it('is kept as its SHA-256 in hex: 64 characters, the same for the same secret', () => {
    const hash = hashSecret(SECRET);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSecret(SECRET)).toBe(hash);
    expect(hash).toBe(crypto.createHash('sha256').update(SECRET).digest('hex'));
    expect(hashSecret(`${SECRET}x`)).not.toBe(hash);
  });
});

describe('the Authorization header', () => {
  it('is none when absent', () => {
    expect(parseAuthorization(undefined)).toEqual({ kind: 'none' });
  });

  it('takes "Bearer <token>" in any case of the scheme, with spaces around', () => {
    for (const header of [`Bearer ${SECRET}`, `bearer ${SECRET}`, `BEARER   ${SECRET}`, ` Bearer ${SECRET} `]) {
      expect(parseAuthorization(header)).toEqual({ kind: 'bearer', secret: SECRET });
    }
  });

  it('refuses every other header that is present, never reading it as a guest', () => {
    const malformed = { kind: 'refused', message: API_TOKEN_REFUSALS.malformedHeader };
    for (const header of [
      '',
      ' ',
      'Bearer',
      'Bearer ',
      `Basic ${SECRET}`,
      SECRET,
      `Bearer ${SECRET} extra`,
      `Token ${SECRET}`,
    ]) {
      expect([header, parseAuthorization(header)]).toEqual([header, malformed]);
    }
    const notOurs = { kind: 'refused', message: API_TOKEN_REFUSALS.notAToken };
    for (const header of [
      'Bearer garbage',
      'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x',
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}A`,
      `Bearer ${SECRET.replace('rf_pat_', 'rf_pak_')}`,
      `Bearer ${SECRET.slice(0, -1)}=`,
    ]) {
      expect([header, parseAuthorization(header)]).toEqual([header, notOurs]);
    }
  });
});

describe('a token in the URL', () => {
  it('is found under access_token or token, whatever its value', () => {
    expect(tokenInQuery({ access_token: SECRET })).toBe(true);
    expect(tokenInQuery({ token: '' })).toBe(true);
    expect(tokenInQuery({ query: '{ me { id } }' })).toBe(false);
    expect(tokenInQuery(Object.assign(Object.create(null) as object, { token: 'x' }) as Record<string, unknown>)).toBe(
      true,
    );
  });
});

describe('scopes', () => {
  it('need read for queries, subscriptions and REST GET/HEAD; write for mutations and other methods', () => {
    expect(graphqlAccess('query')).toBe('read');
    expect(graphqlAccess('subscription')).toBe('read');
    expect(graphqlAccess('mutation')).toBe('write');
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].map(restAccess)).toEqual([
      'read',
      'read',
      'write',
      'write',
      'write',
      'write',
    ]);
  });

  it('admit their own kind only, and name the missing scope', () => {
    expect(scopeRefusal(['read'], 'read', 'a query')).toBeNull();
    expect(scopeRefusal(['read', 'write'], 'write', 'a mutation')).toBeNull();
    expect(scopeRefusal(['read'], 'write', 'a mutation')).toBe(
      'This API token lacks the write scope, which a mutation needs. Create a token with the write scope in Settings → API tokens.',
    );
    expect(scopeRefusal(['write'], 'read', 'a query')).toBe(API_TOKEN_REFUSALS.missingScope('read', 'a query'));
  });
});

describe('expiry and last use', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('ends a token after its days, or never', () => {
    expect(expiryOf(now, 30)).toEqual(new Date('2026-03-31T12:00:00Z'));
    expect(expiryOf(now, null)).toBeNull();
    expect(expiryRefusal(null, now)).toBeNull();
    expect(expiryRefusal(new Date(now.getTime() + 1), now)).toBeNull();
    expect(expiryRefusal(now, now)).toBe(API_TOKEN_REFUSALS.expired(now));
    expect(API_TOKEN_REFUSALS.expired(now)).toBe(
      'This API token expired on 2026-03-01. Create a new one in Settings → API tokens.',
    );
  });

  it('writes the last use at most once a minute', () => {
    expect(lastUseDue(null, now)).toBe(true);
    expect(lastUseDue(new Date(now.getTime() - 59_999), now)).toBe(false);
    expect(lastUseDue(new Date(now.getTime() - 60_000), now)).toBe(true);
  });
});

describe('refusals over a socket', () => {
  it('fit a WebSocket close reason (123 bytes)', () => {
    for (const text of [
      API_TOKEN_REFUSALS.malformedHeader,
      API_TOKEN_REFUSALS.notAToken,
      API_TOKEN_REFUSALS.unknown,
      API_TOKEN_REFUSALS.expired(new Date()),
    ]) {
      expect([text, Buffer.byteLength(text) <= 123]).toEqual([text, true]);
    }
  });
});
