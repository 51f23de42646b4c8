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

/**
 * At most `max` hashes at a time; the others wait their turn. Each hash keeps a core busy for tens
 * of milliseconds: leaving a core free for the event loop keeps every other request fast during a
 * sign-in storm (npm run bench:auth), at the cost of queueing sign-ins.
 */
export function limitConcurrency(hasher: PasswordHasher, max: number): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];
  const run = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
  return {
    hash: (password) => run(() => hasher.hash(password)),
    verify: (passwordHash, password) => run(() => hasher.verify(passwordHash, password)),
    needsRehash: (passwordHash) => hasher.needsRehash(passwordHash),
  };
}
