import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { OutboxMessage } from '../lib/mail';
import { SESSION_COOKIE } from '../lib/session-cookie';
import type { TestServer } from './server';

/**
 * A browser: keeps the session cookie between requests (as a browser would) and sends the headers
 * Apollo's CSRF prevention expects.
 */
export interface Browser {
  graphql(query: string, variables?: Record<string, unknown>): Promise<request.Response>;
  get(path: string): Promise<request.Response>;
  send(method: 'post' | 'put' | 'patch' | 'delete', path: string, body?: object): Promise<request.Response>;
  /** The session cookie's value, or null. */
  sessionId: string | null;
  /** The raw Set-Cookie of the session cookie in the last response that set it. */
  lastSetCookie: string | null;
}

export function browser(server: TestServer): Browser {
  const http = request(server.app.httpServer);
  const b: Browser = {
    sessionId: null,
    lastSetCookie: null,
    graphql: (query, variables) =>
      run(http.post('/graphql').set('Content-Type', 'application/json').send({ query, variables })),
    get: (path) => run(http.get(path)),
    send: (method, path, body) => run(http[method](path).send(body ?? {})),
  };
  async function run(req: request.Test): Promise<request.Response> {
    if (b.sessionId !== null) req.set('Cookie', `${SESSION_COOKIE}=${b.sessionId}`);
    const res = await req;
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (session) {
      b.lastSetCookie = session;
      const value = session.slice(SESSION_COOKIE.length + 1).split(';')[0];
      const expired = /expires=Thu, 01 Jan 1970/i.test(session);
      b.sessionId = value === '' || expired ? null : value;
    }
    return res;
  }
  return b;
}

export const USER_FIELDS =
  'id email username firstName lastName profileImageUrl role createdAt preferences { theme notifications newsletter }';

export const SIGN_UP = `mutation SignUp($email: String!, $username: String!, $password: String!) {
  signUp(email: $email, username: $username, password: $password) { ${USER_FIELDS} }
}`;
export const SIGN_IN = `mutation SignIn($email: String!, $password: String!, $rememberMe: Boolean) {
  signIn(email: $email, password: $password, rememberMe: $rememberMe) { ${USER_FIELDS} }
}`;
export const ME = `{ me { ${USER_FIELDS} } }`;

let counter = 0;

/** A fresh, valid account's details. */
export function newAccount(prefix = 'user'): { email: string; username: string; password: string } {
  counter += 1;
  const n = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `${n}@example.com`, username: n.slice(0, 20), password: 'Tr1cky-Pangolin' };
}

/** Signs up a new account in `b` and returns its details. */
export async function signUp(b: Browser, prefix?: string) {
  const account = newAccount(prefix);
  const res = await b.graphql(SIGN_UP, account);
  if (res.body.errors) throw new Error(`sign-up failed: ${JSON.stringify(res.body.errors)}`);
  return { ...account, id: res.body.data.signUp.id as string };
}

/** The messages in the outbox, oldest first. */
export function outbox(server: TestServer): OutboxMessage[] {
  const dir = path.join(server.config.dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as OutboxMessage);
}

/** Waits (up to 10 s) for the `count`-th mail to `to` — reset mail is sent after the answer. */
export async function waitForMail(server: TestServer, to: string, count = 1): Promise<OutboxMessage> {
  for (let i = 0; i < 200; i += 1) {
    const mails = outbox(server).filter((m) => m.to === to);
    if (mails.length >= count) return mails[count - 1];
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail number ${count} to ${to} in the outbox`);
}

/** The token of the reset link in a mail. */
export function resetToken(mail: OutboxMessage): string {
  const match = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}
