import crypto from 'node:crypto';

/**
 * The server side of SCRAM-SHA-256 (RFC 5802 / RFC 7677), as PostgreSQL runs it, for the embedded
 * database's wire server: the client proves it knows the password without sending it, and the
 * server proves it knows the verifier. Only the verifier (salt, StoredKey, ServerKey) is kept.
 */

/** PostgreSQL's default (scram_iterations): the client pays it once per new connection. */
const ITERATIONS = 4096;

function hmac(key: Buffer, text: string): Buffer {
  return crypto.createHmac('sha256', key).update(text, 'utf8').digest();
}

function sha256(data: Buffer): Buffer {
  return crypto.createHash('sha256').update(data).digest();
}

export interface ScramVerifier {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

/**
 * The verifier of `password`. The password must be plain ASCII (the wire server's is hex), so
 * SASLprep leaves it as it is.
 */
export function scramVerifier(password: string): ScramVerifier {
  const salt = crypto.randomBytes(16);
  const salted = crypto.pbkdf2Sync(password, salt, ITERATIONS, 32, 'sha256');
  return {
    salt,
    iterations: ITERATIONS,
    storedKey: sha256(hmac(salted, 'Client Key')),
    serverKey: hmac(salted, 'Server Key'),
  };
}

/** `a=1,b=2` into its attributes; null for anything malformed. */
function attributes(text: string): Map<string, string> | null {
  const found = new Map<string, string>();
  for (const part of text.split(',')) {
    const match = /^([a-zA-Z])=(.*)$/s.exec(part);
    if (!match) return null;
    found.set(match[1], match[2]);
  }
  return found;
}

/** One authentication exchange: the client's first message, then its final one. */
export class ScramExchange {
  private clientFirstBare = '';
  private serverFirst = '';
  private gs2Header = '';
  private nonce = '';

  constructor(private readonly verifier: ScramVerifier) {}

  /** Answers the client-first-message with the server-first-message; null if it is malformed. */
  first(clientFirst: string): string | null {
    // gs2 header: 'n' (no channel binding) or 'y' (the client could, the server offers none), no authzid.
    const match = /^([ny]),,(.*)$/s.exec(clientFirst);
    if (!match) return null;
    const bare = attributes(match[2]);
    const clientNonce = bare?.get('r');
    if (!bare?.has('n') || !clientNonce || /[^\x21-\x2b\x2d-\x7e]/.test(clientNonce)) return null;
    this.gs2Header = `${match[1]},,`;
    this.clientFirstBare = match[2];
    this.nonce = clientNonce + crypto.randomBytes(18).toString('base64');
    this.serverFirst = `r=${this.nonce},s=${this.verifier.salt.toString('base64')},i=${this.verifier.iterations}`;
    return this.serverFirst;
  }

  /**
   * Checks the client-final-message's proof (timing-safe); returns the server-final-message when it
   * is right, null when it is wrong or malformed.
   */
  final(clientFinal: string): string | null {
    if (this.nonce === '') return null;
    const proofAt = clientFinal.lastIndexOf(',p=');
    if (proofAt < 0) return null;
    const withoutProof = clientFinal.slice(0, proofAt);
    const fields = attributes(withoutProof);
    const binding = Buffer.from(this.gs2Header, 'utf8').toString('base64');
    if (fields?.get('c') !== binding || fields.get('r') !== this.nonce) return null;
    const proof = Buffer.from(clientFinal.slice(proofAt + 3), 'base64');
    if (proof.length !== 32) return null;
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${withoutProof}`;
    const signature = hmac(this.verifier.storedKey, authMessage);
    const clientKey = Buffer.alloc(32);
    for (let i = 0; i < 32; i += 1) clientKey[i] = proof[i] ^ signature[i];
    if (!crypto.timingSafeEqual(sha256(clientKey), this.verifier.storedKey)) return null;
    return `v=${hmac(this.verifier.serverKey, authMessage).toString('base64')}`;
  }
}
