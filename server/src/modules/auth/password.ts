import { Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum parameters (19 MiB of memory, 2 passes, 1 lane). @node-rs/argon2
 * runs each hash on libuv's thread pool, so hashing never blocks the event loop.
 */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

const CURRENT_PARAMS = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password and for a malformed hash. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** True when the hash was made with other parameters and should be replaced at the next sign-in. */
  needsRehash(passwordHash: string): boolean;
}

export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, ARGON2_OPTIONS),
  async verify(passwordHash, password) {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  },
  needsRehash: (passwordHash) => !passwordHash.startsWith(CURRENT_PARAMS),
};
