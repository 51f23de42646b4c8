import { captureLogs } from '../../../test/server';
import { createLogger } from '../../../lib/logger';
import { RateLimiter, type LimitStore } from '../../../lib/rate-limiter';
import { AUTH_LIMITS, AuthRateLimiter } from '../rate-limits';

const LIMITS = { ...AUTH_LIMITS, resetPasswordPerIp: { ...AUTH_LIMITS.resetPasswordPerIp, points: 3 } };

// The generic limiter, through the auth module's limits and their counting (modules/auth/rate-limits.ts).
function limiterOver(store: LimitStore) {
  const logs = captureLogs();
  const limiter = new AuthRateLimiter(new RateLimiter(store, createLogger('warn', logs.stream), LIMITS));
  return { limiter, logs };
}

// Issue 12: five concurrent resets gave two 500s ("Cannot read properties of undefined (reading
// 'points')") when the store answered without its row.
describe.each<[string, LimitStore]>([
  ['a store that fails', { query: () => Promise.reject(new Error('connection terminated unexpectedly')) }],
  ['a store that answers without its row', { query: () => Promise.resolve({ rows: [], rowCount: 0 }) }],
])('with %s', (_name, store) => {
  it('keeps counting in memory, with a warning, and still limits', async () => {
    const { limiter, logs } = limiterOver(store);
    await Promise.all([limiter.resetPassword('192.0.2.1'), limiter.resetPassword('192.0.2.1')]);
    await limiter.resetPassword('192.0.2.1');
    await expect(limiter.resetPassword('192.0.2.1')).rejects.toMatchObject({
      message: 'Too many password reset attempts from your network. Please try again in 1 hour.',
      code: 'RATE_LIMITED',
    });
    // Another address has its own count.
    await expect(limiter.resetPassword('192.0.2.2')).resolves.toBeUndefined();
    const warnings = logs.lines().filter((line) => line.level === 40);
    expect(warnings).toHaveLength(5);
    expect(warnings[0]).toMatchObject({
      msg: 'rate-limit store failed; counting this attempt in memory',
      limit: 'resetPasswordPerIp',
    });
  });

  it('clears an account’s failures after a successful sign-in', async () => {
    const { limiter } = limiterOver(store);
    for (let i = 0; i < 10; i += 1) await limiter.signInAttempt('a@example.com', '192.0.2.3');
    await limiter.signInSucceeded('a@example.com', '192.0.2.3');
    await expect(limiter.signInAttempt('a@example.com', '192.0.2.3')).resolves.toBeUndefined();
  });
});

describe('with a store that works', () => {
  it('counts there and logs nothing', async () => {
    const rows = new Map<string, number>();
    const store: LimitStore = {
      query: (_text, values) => {
        const [key, points] = values as [string, number];
        rows.set(key, (rows.get(key) ?? 0) + points);
        return Promise.resolve({ rows: [{ points: rows.get(key), expire: Date.now() + 60_000 }], rowCount: 1 });
      },
    };
    const { limiter, logs } = limiterOver(store);
    await limiter.resetPassword('192.0.2.4');
    expect(rows.get('resetPasswordPerIp:192.0.2.4')).toBe(1);
    expect(logs.lines()).toHaveLength(0);
  });
});
