// The fuzz harness: the callers (a guest, a user, a moderator, an admin), each request sent and
// checked, the pools filled from the answers, the totals, and the repair of callers a fuzzed call
// broke (signed out, deleted, demoted, password changed): a destructive call never ends the run's
// coverage. The harness's own requests come from addresses of their own, so the fuzzer's traffic
// meets the default rate limits without locking the harness out.
import { listen } from '../live';
import { outbox, resetToken } from '../accounts';
import { sql } from '../graphql';
import type { TestServer } from '../server';
import { SESSION_COOKIE } from '../../lib/session-cookie';
import { checkGraphql, checkRest, checkWs, type GraphqlVerdict, type RestVerdict } from './checks';
import { HttpClient, type RawRequest, type RawResponse } from './http';
import { describeLogLine, type LogWatch } from './logs';
import { Pools } from './pools';
import { Tally } from './tally';
import { WsSession, type WsOutcome } from './ws';

export const CALLERS = ['guest', 'user', 'moderator', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

const ROLE: Record<Exclude<CallerName, 'guest'>, string> = { user: 'user', moderator: 'moderator', admin: 'admin' };

/** Every harness account's password (and a pool value, so the fuzzer can sign in and change it). */
export const PASSWORD = 'Tr1cky-Pangolin';

interface Account {
  id: string;
  email: string;
  /** As signed up: a fuzzed password change is undone with it. */
  passwordHash: string;
}

interface Caller {
  name: CallerName;
  account: Account | null;
  sessionId: string | null;
  /** A fuzzed call may have changed this caller's session or account since it was last checked. */
  suspect: boolean;
}

const ACCOUNT_FIELDS = '__typename id email username role';

/**
 * Where a fuzzed request comes from: its X-Forwarded-For (null: the socket's own address) and
 * cookies of its own (null: none), sent beside the caller's session cookie.
 */
export interface Source {
  address: string | null;
  cookie: string | null;
}

/** A source for reports: `from 1.2.3.4 with Cookie …`. */
export function describeSource({ address, cookie }: Source): string {
  return `from ${address ?? 'the socket'}${cookie ? ` with Cookie ${cookie.slice(0, 80)}` : ''}`;
}

export interface SentRequest {
  requestId: string;
  response: RawResponse;
}

export class FuzzHarness {
  readonly pools = new Pools();
  readonly tally = new Tally();
  private readonly callers: Record<CallerName, Caller>;
  private requestCount = 0;
  private harnessAddresses = 0;
  private accounts = 0;
  /** Requests the harness itself sent (sign-ins, checks, repairs, seeding). */
  harnessRequests = 0;
  repairs = 0;

  /** Each caller's graphql-ws connection, and the session it was opened with. */
  private readonly sockets = new Map<CallerName, { socket: WsSession; sessionId: string | null }>();

  private constructor(
    readonly server: TestServer,
    readonly logs: LogWatch,
    private readonly client: HttpClient,
    private readonly wsUrl: string,
  ) {
    this.callers = Object.fromEntries(
      CALLERS.map((name) => [name, { name, account: null, sessionId: null, suspect: false }]),
    ) as Record<CallerName, Caller>;
  }

  /** Listens on a loopback port, signs the callers up and gives them their roles. */
  static async start(server: TestServer, logs: LogWatch): Promise<FuzzHarness> {
    const wsUrl = await listen(server.app.httpServer);
    const url = new URL(wsUrl);
    const harness = new FuzzHarness(server, logs, new HttpClient(url.hostname, Number(url.port)), wsUrl);
    harness.pools.add('User.password', PASSWORD);
    for (const name of ['user', 'moderator', 'admin'] as const) await harness.newAccount(harness.callers[name]);
    return harness;
  }

  close(): void {
    this.client.close();
    for (const { socket } of this.sockets.values()) socket.close();
  }

  /** A new address for each harness request: the harness never meets a rate limit. */
  private harnessAddress(): string {
    this.harnessAddresses += 1;
    const n = this.harnessAddresses;
    return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }

  /** Sends one request as `caller` from `source` and keeps its session cookie. */
  async send(request: RawRequest, callerName: CallerName, { address, cookie }: Source): Promise<SentRequest> {
    const caller = this.callers[callerName];
    this.requestCount += 1;
    const requestId = `fuzz-${this.requestCount}`;
    const headers: Record<string, string> = { ...request.headers, 'X-Request-Id': requestId };
    const cookies = [caller.sessionId === null ? null : `${SESSION_COOKIE}=${caller.sessionId}`, cookie];
    if (cookies.some((c) => c !== null)) headers.Cookie = cookies.filter((c) => c !== null).join('; ');
    if (address !== null) headers['X-Forwarded-For'] = address;
    const response = await this.client.send({ ...request, headers });
    this.keepSession(caller, response);
    return { requestId, response };
  }

  /** A guest stays a guest; a signed-in caller follows its cookie (a new session, or none after signing out). */
  private keepSession(caller: Caller, response: RawResponse): void {
    const cookies = ([] as string[]).concat(response.headers['set-cookie'] ?? []);
    const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    if (!session || caller.name === 'guest') return;
    const value = session.slice(SESSION_COOKIE.length + 1).split(';')[0];
    caller.sessionId = value === '' || /expires=Thu, 01 Jan 1970/i.test(session) ? null : value;
    caller.suspect = true;
  }

  /** After a call that may have changed accounts (a mutation or REST write that went through): check every caller before its next use. */
  suspectAll(): void {
    for (const caller of Object.values(this.callers)) caller.suspect = caller.account !== null;
  }

  /** The error lines the request wrote to the log. */
  logProblems(requestId: string): string[] {
    return this.logs
      .errorsOf(requestId)
      .map((line) => `log line at level ${String(line.level)}: ${describeLogLine(line)}`);
  }

  /** Posts an operation as the harness (from an address of its own); its data, harvested; throws on errors. */
  async harnessGraphql(
    callerName: CallerName,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<Record<string, unknown>> {
    this.harnessRequests += 1;
    const { response } = await this.send(
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      },
      callerName,
      { address: this.harnessAddress(), cookie: null },
    );
    const body = JSON.parse(response.text) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors || !body.data) {
      throw new Error(`harness call failed (${response.status}): ${query}\n${response.text.slice(0, 500)}`);
    }
    this.pools.harvest(body.data);
    return body.data;
  }

  /** Signs a new account up for the caller (from a harness address) and gives it the caller's role. */
  private async newAccount(caller: Caller): Promise<void> {
    this.accounts += 1;
    const username = `fz${caller.name.slice(0, 3)}${this.accounts}${Date.now().toString(36).slice(-4)}`;
    caller.sessionId = null;
    const data = await this.harnessGraphql(
      caller.name,
      `mutation($email: String!, $username: String!, $password: String!) {
        signUp(email: $email, username: $username, password: $password) { ${ACCOUNT_FIELDS} } }`,
      { email: `${username}@example.com`, username, password: PASSWORD },
    );
    const user = data.signUp as { id: string; email: string };
    const [row] = await sql<{ passwordHash: string }>(this.server, 'SELECT "passwordHash" FROM users WHERE id = $1', [
      user.id,
    ]);
    caller.account = { id: user.id, email: user.email, passwordHash: row.passwordHash };
    if (caller.name !== 'guest' && caller.name !== 'user') {
      await sql(this.server, 'UPDATE users SET role = $1 WHERE id = $2', [ROLE[caller.name], user.id]);
    }
    caller.suspect = false;
  }

  /**
   * Makes sure a caller is who it should be before a fuzzed request: the guest has no session; a
   * signed-in caller's account gets its role and password back if a fuzzed call changed them, is
   * replaced by a new one if it was deleted, and is signed in again if its session ended or now
   * belongs to another account.
   */
  async prepare(callerName: CallerName): Promise<void> {
    const caller = this.callers[callerName];
    const account = caller.account;
    if (callerName === 'guest' || !caller.suspect || !account) return;
    const expected = ROLE[callerName];
    const [row] = await sql<{ role: string; passwordHash: string }>(
      this.server,
      'SELECT role, "passwordHash" FROM users WHERE id = $1',
      [account.id],
    );
    if (!row) {
      this.repairs += 1;
      this.pools.forget(account.email);
      await this.newAccount(caller);
      return;
    }
    if (row.role !== expected || row.passwordHash !== account.passwordHash) {
      this.repairs += 1;
      await sql(this.server, 'UPDATE users SET role = $1, "passwordHash" = $2 WHERE id = $3', [
        expected,
        account.passwordHash,
        account.id,
      ]);
    }
    const me = (await this.harnessGraphql(callerName, '{ me { __typename id } }')).me as { id: string } | null;
    if (me?.id !== account.id) {
      this.repairs += 1;
      caller.sessionId = null;
      if (!(await this.signIn(caller))) await this.newAccount(caller);
    }
    caller.suspect = false;
  }

  /** Signs the caller's account in again; false when the account is gone or its password changed. */
  private async signIn(caller: Caller): Promise<boolean> {
    this.harnessRequests += 1;
    const { response } = await this.send(
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: `mutation($email: String!, $password: String!) { signIn(email: $email, password: $password) { id } }`,
          variables: { email: caller.account!.email, password: PASSWORD },
        }),
      },
      caller.name,
      { address: this.harnessAddress(), cookie: null },
    );
    const body = JSON.parse(response.text) as { data?: { signIn?: { id: string } | null } };
    return body.data?.signIn?.id === caller.account!.id && caller.sessionId !== null;
  }

  /** Sends a GraphQL body as the fuzzer; the answer checked against the properties and counted. */
  async fuzzGraphql(
    target: string,
    transport: string,
    callerName: CallerName,
    source: Source,
    request: RawRequest,
    responseKey: string | null,
  ): Promise<GraphqlVerdict & SentRequest> {
    await this.prepare(callerName);
    const sent = await this.send(request, callerName, source);
    const verdict = checkGraphql(sent.response, responseKey);
    verdict.problems.push(...this.logProblems(sent.requestId));
    this.tally.record(transport, target, sent.response.status, verdict.codes);
    if (verdict.data) this.pools.harvest(verdict.data);
    return { ...verdict, ...sent };
  }

  /** Sends a request to a REST route as the fuzzer; the answer checked against the properties and counted. */
  async fuzzRest(
    target: string,
    transport: string,
    callerName: CallerName,
    source: Source,
    request: RawRequest,
  ): Promise<RestVerdict & SentRequest> {
    await this.prepare(callerName);
    const sent = await this.send(request, callerName, source);
    const verdict = checkRest(sent.response, request.method);
    verdict.problems.push(...this.logProblems(sent.requestId));
    this.tally.record(transport, target, sent.response.status, verdict.codes);
    if (sent.response.status < 300 && request.method !== 'GET' && request.method !== 'HEAD') this.suspectAll();
    return { ...verdict, ...sent };
  }

  /**
   * Subscribes over graphql-ws as the fuzzer (on the caller's connection, opened again when its
   * session changed or the server closed it); the answer checked against the properties and counted
   * (its "status" is 101 while the socket stays open, else the close code).
   */
  async fuzzWs(
    target: string,
    callerName: CallerName,
    payload: string,
    waitMs: number,
  ): Promise<{ problems: string[]; outcome: WsOutcome }> {
    await this.prepare(callerName);
    const sessionId = this.callers[callerName].sessionId;
    let open = this.sockets.get(callerName);
    if (!open || open.sessionId !== sessionId || !open.socket.isOpen) {
      open?.socket.close();
      open = { socket: await WsSession.open(this.wsUrl, sessionId), sessionId };
      this.sockets.set(callerName, open);
    }
    const errorsBefore = this.logs.errorLines.length;
    const outcome = await open.socket.subscribe(payload, waitMs);
    const { problems, codes } = checkWs(outcome);
    problems.push(
      ...this.logs.errorLines
        .slice(errorsBefore)
        .map((line) => `log line at level ${String(line.level)}: ${describeLogLine(line)}`),
    );
    this.tally.record('graphql-ws', target, outcome.closed ? outcome.closed.code : 101, codes);
    return { problems, outcome };
  }

  /** A generated build's parts, as saved-build components (from `seed`). */
  private buildComponents: Record<string, unknown>[] = [];

  /**
   * The fixtures the pools need beyond the seed catalog: the catalog's ids and slugs, a contact
   * message, a password-reset token, then what `refresh` makes.
   */
  async seed(): Promise<void> {
    await this.harnessGraphql(
      'guest',
      `{ components(first: 30) { __typename endCursor nodes { __typename id slug name brand } }
         news(first: 20) { __typename endCursor nodes { __typename id slug } }
         guides(first: 24) { __typename endCursor nodes { __typename id slug category } }
         articles { __typename nodes { __typename slug category } } }`,
    );
    const generated = (
      await this.harnessGraphql(
        'user',
        '{ generatePartsFromUseCases(uses: [GAMING]) { parts { componentId name type priceCents } } }',
      )
    ).generatePartsFromUseCases as { parts: { componentId: string; name: string; type: string; priceCents: number }[] };
    this.buildComponents = generated.parts.map((p) => ({
      componentId: p.componentId,
      name: p.name,
      partType: p.type,
      priceCents: p.priceCents,
    }));
    await this.harnessGraphql(
      'guest',
      `mutation { sendContactMessage(name: "Ada", email: "ada@example.com", subject: "Hello",
         message: "A question about builds.", fillTimeMs: 5000) }`,
    );
    await this.harnessGraphql(
      'admin',
      '{ contactMessages(first: 5) { __typename nodes { __typename id name email subject } } }',
    );
    // A reset token of an account of its own (using it ends that account's sessions only).
    const email = `fzreset${Date.now().toString(36)}@example.com`;
    await this.harnessGraphql(
      'guest',
      'mutation($e: String!, $u: String!, $p: String!) { signUp(email: $e, username: $u, password: $p) { __typename id } }',
      { e: email, u: `fzreset${this.accounts}`, p: PASSWORD },
    );
    await this.harnessGraphql('guest', 'mutation($e: String!) { requestPasswordReset(email: $e) }', { e: email });
    for (let i = 0; i < 200 && this.pools.size('PasswordReset.token') === 0; i += 1) {
      const mail = outbox(this.server).find((m) => m.to === email);
      if (mail) this.pools.add('PasswordReset.token', resetToken(mail));
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await this.refresh(true);
  }

  /**
   * Makes again what fuzzed calls delete or use up: a public and a private build, a comment with a
   * reply and a like (a notification for the user) and a price alert, all the user's. Before each
   * property, so that one deleting them (or the user's account) does not leave the next without.
   * Unless `strict`, a step that is refused (a rate limit the fuzzer met) is skipped.
   */
  async refresh(strict = false): Promise<void> {
    const step = async (caller: CallerName, query: string, variables: Record<string, unknown>) => {
      try {
        return await this.harnessGraphql(caller, query, variables);
      } catch (err) {
        if (strict) throw err;
        return null;
      }
    };
    await this.prepare('user');
    for (const isPublic of [true, false]) {
      await step(
        'user',
        'mutation($input: SavedBuildInput!) { createSavedBuild(input: $input) { __typename id shareToken title } }',
        { input: { title: `Fuzz build ${String(isPublic)}`, isPublic, components: this.buildComponents } },
      );
    }
    const newsId = this.pools.lookup({ kind: 'pool', name: 'newsId', hints: [], index: 0, fallback: '' });
    const posted = (
      await step(
        'user',
        'mutation($n: ID!) { postComment(newsId: $n, content: "A fine article.") { __typename id } }',
        {
          n: newsId,
        },
      )
    )?.postComment as { id: string } | undefined;
    if (posted) {
      await this.prepare('moderator');
      await step(
        'moderator',
        'mutation($n: ID!, $p: ID) { postComment(newsId: $n, parentId: $p, content: "Agreed.") { __typename id } }',
        { n: newsId, p: posted.id },
      );
      await this.prepare('admin');
      await step(
        'admin',
        'mutation($id: ID!) { likeComment(commentId: $id, isLike: true) { __typename viewerLike } }',
        {
          id: posted.id,
        },
      );
    }
    await step('user', '{ notifications(first: 10) { __typename nodes { __typename id type } } }', {});
    await step(
      'user',
      'mutation($id: ID!) { setPriceAlert(componentId: $id, targetPriceCents: 10000) { __typename id } }',
      {
        id: this.buildComponents[0]?.componentId,
      },
    );
  }

  /** Text for the end of the run: the totals, and the harness's own work. */
  report(title: string, seed: number, runs: number, full: boolean): string {
    const levels = [...this.logs.byLevel.entries()].map(([level, n]) => `${level}: ${n}`).join(', ');
    return `${this.tally.report(title, seed, runs, full)}  harness: ${this.harnessRequests} requests, ${this.repairs} callers repaired; log lines by level: ${levels || 'none'}\n`;
  }
}
