import { AUTH_MESSAGES } from '@rigforge/common';
import { newPasswordProblem } from '../password-policy';
import { argon2Hasher, limitConcurrency, type PasswordHasher } from '../password';

describe('newPasswordProblem', () => {
  it("applies common's rules first", () => {
    expect(newPasswordProblem('short')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('alllowercase1')).toBe(AUTH_MESSAGES.passwordComplexity);
  });

  it.each(['Password1', 'Qwerty123', 'Passw0rd', 'Welcome1', 'Iloveyou1', 'Monkey123', 'Summer2024', 'Abcdefg1'])(
    'refuses the very common %p',
    (password) => {
      expect(newPasswordProblem(password)).toBe(AUTH_MESSAGES.passwordTooCommon);
    },
  );

  it.each(['Tr1cky-Pangolin', 'Correct-Horse7', 'Zq8mWv3Lp', `Ab1${'kx9Q'.repeat(30)}`])('accepts %p', (password) => {
    expect(newPasswordProblem(password)).toBeNull();
  });

  it("counts the user's own e-mail and username as known words", () => {
    expect(newPasswordProblem('Pangolina77', [])).toBeNull();
    expect(newPasswordProblem('Pangolina77', ['pangolina@example.com', 'pangolina'])).toBe(
      AUTH_MESSAGES.passwordTooCommon,
    );
  });
});

describe('argon2Hasher', () => {
  it('hashes with argon2id and the OWASP parameters, and verifies', async () => {
    const hash = await argon2Hasher.hash('Tr1cky-Pangolin');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(argon2Hasher.needsRehash(hash)).toBe(false);
    await expect(argon2Hasher.verify(hash, 'Tr1cky-Pangolin')).resolves.toBe(true);
    await expect(argon2Hasher.verify(hash, 'tr1cky-pangolin')).resolves.toBe(false);
    await expect(argon2Hasher.verify('not a hash', 'x')).resolves.toBe(false);
    expect(argon2Hasher.needsRehash('$argon2id$v=19$m=4096,t=3,p=1$abc$def')).toBe(true);
  });
});

describe('limitConcurrency', () => {
  it('runs at most `max` hashes at a time, in order', async () => {
    let running = 0;
    let peak = 0;
    const order: string[] = [];
    const releases: (() => void)[] = [];
    const slow: PasswordHasher = {
      hash: async (password) => {
        running += 1;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
        order.push(password);
        return `hash:${password}`;
      },
      verify: async () => true,
      needsRehash: () => false,
    };
    const limited = limitConcurrency(slow, 2);
    const all = Promise.all(['a', 'b', 'c', 'd'].map((p) => limited.hash(p)));
    for (let i = 0; i < 4; i += 1) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    await expect(all).resolves.toEqual(['hash:a', 'hash:b', 'hash:c', 'hash:d']);
    expect(peak).toBe(2);
    expect(order).toEqual(['a', 'b', 'c', 'd']);
  });
});
