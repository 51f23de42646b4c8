import crypto from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { RequestHandler } from 'express';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { GraphQLContext } from '../modules/context';
import { MAX_VARIABLE_NESTING, nestedDeeperThan } from './limits';

/**
 * Says whether a guest's query was answered from the kept answers (`hit`) or run (`miss`); absent for
 * what is never kept (members, mutations, persisted queries). bench:load counts it for the hit rate.
 */
export const GUEST_CACHE_HEADER = 'X-Guest-Cache';

/** Answers kept at most, and their text in all (the least recently used go first). */
const MAX_ANSWERS = 2000;
const MAX_TOTAL_CHARS = 16 * 1024 * 1024;
/** An answer larger than this is not kept (a whole page of every component field is ~100 KB). */
const MAX_ANSWER_CHARS = 256 * 1024;

interface Answer {
  body: string;
  contentType: string;
  expiresAt: number;
  /** The operation's root fields (`news`, `newsStats`, ...): what a narrow write drops it by. */
  fields: readonly string[];
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** Set by the plugin when a guest's request was a query answered without errors: it may be kept. */
    guestAnswerKeepable?: boolean;
    /** The kept query's root field names, set with guestAnswerKeepable. */
    guestAnswerFields?: readonly string[];
  }
}

/**
 * Guests' GraphQL query answers, kept for a few seconds in this process. A guest's answer depends
 * only on the operation, its variables and the data: every guest is the same "nobody" (no query
 * reads the caller's address or cookies; only mutations do). So a guest's repeat of a query
 * another guest just asked is answered from memory, without parsing, executing or touching the
 * database. Signed-in users are never served from it, nor are mutations, answers with errors, or
 * answers that set a cookie. This process's writes that change what guests see drop every answer
 * (lib/public-writes.ts); other processes' writes show within `ttlMs`.
 */
export class GuestAnswerCache {
  private readonly answers = new Map<string, Answer>();
  /** The kept answers' text, in characters. */
  private chars = 0;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Express middleware for POST /graphql after the body parser, the session and the API token:
   * answers a guest's query from memory, or marks it to be kept once Apollo has answered it.
   */
  readonly middleware: RequestHandler = (req, res, next) => {
    if (this.ttlMs === 0 || req.session?.userId || req.apiToken) {
      next();
      return;
    }
    const key = keyOf(req.body, req.headers.accept);
    if (key === null) {
      next();
      return;
    }
    const answer = this.answers.get(key);
    if (answer && answer.expiresAt > this.now()) {
      // Refresh its place in the least-recently-used order.
      this.answers.delete(key);
      this.answers.set(key, answer);
      res.setHeader(GUEST_CACHE_HEADER, 'hit');
      // As every GraphQL answer (graphql/http-caching.ts): a member's or a token's answer is never a guest's.
      res.vary('Cookie');
      res.vary('Authorization');
      res.status(200).type(answer.contentType).send(answer.body);
      return;
    }
    if (answer) this.drop(key, answer);
    res.setHeader(GUEST_CACHE_HEADER, 'miss');
    // Keep the text Apollo sends, if the plugin found the answer keepable and no write came between.
    const generation = this.generation;
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const contentType = res.getHeader('content-type');
      if (
        res.locals.guestAnswerKeepable === true &&
        generation === this.generation &&
        res.statusCode === 200 &&
        typeof body === 'string' &&
        body.length <= MAX_ANSWER_CHARS &&
        typeof contentType === 'string' &&
        !res.hasHeader('set-cookie')
      ) {
        this.keep(key, {
          body,
          contentType,
          expiresAt: this.now() + this.ttlMs,
          fields: res.locals.guestAnswerFields ?? [],
        });
      }
      return send(body);
    };
    next();
  };

  /** The Apollo plugin that marks an answer keepable: a query, answered without errors. */
  readonly plugin: ApolloServerPlugin<GraphQLContext> = {
    requestDidStart: async () => ({
      willSendResponse: async ({ contextValue, operation, response, errors }) => {
        if (operation?.operation !== 'query' || errors?.length) return;
        if (response.body.kind !== 'single' || response.body.singleResult.errors?.length) return;
        if ((response.http.status ?? 200) !== 200) return;
        contextValue.res.locals.guestAnswerKeepable = true;
        contextValue.res.locals.guestAnswerFields = rootFieldNames(operation);
      },
    }),
  };

  private keep(key: string, answer: Answer): void {
    const old = this.answers.get(key);
    if (old) this.drop(key, old);
    this.answers.set(key, answer);
    this.chars += answer.body.length;
    while (this.answers.size > MAX_ANSWERS || this.chars > MAX_TOTAL_CHARS) {
      const [oldestKey, oldest] = this.answers.entries().next().value as [string, Answer];
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, answer: Answer): void {
    this.answers.delete(key);
    this.chars -= answer.body.length;
  }

  /**
   * Drops the kept answers of operations that read any of `fields` at their root (a write that changed
   * only what those fields answer), and keeps no answer still being made (it may have read the data
   * before that write). An answer whose root fields are unknown (fragments at the root) is dropped.
   */
  clearReading(fields: readonly string[]): void {
    this.generation += 1;
    for (const [key, answer] of [...this.answers]) {
      if (answer.fields.length === 0 || answer.fields.some((f) => fields.includes(f))) this.drop(key, answer);
    }
  }

  /** Drops every kept answer (a write in this process may have changed them). */
  clear(): void {
    this.generation += 1;
    this.answers.clear();
    this.chars = 0;
  }
}

/** The operation's root field names; empty when a fragment sits at the root (then it is not known). */
function rootFieldNames(operation: OperationDefinitionNode): string[] {
  const names: string[] = [];
  for (const selection of operation.selectionSet.selections) {
    if (selection.kind !== Kind.FIELD) return [];
    names.push(selection.name.value);
  }
  return names;
}

/**
 * The cache key of a JSON POST body: its query text, operation name and variables (and the Accept
 * header, which picks the answer's media type); null when it is not a plain query request (no
 * query text, e.g. a persisted-query hash, fields of the wrong types, or variables nested too deep).
 */
function keyOf(body: unknown, accept: string | undefined): string | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { query, operationName, variables, extensions } = body as Record<string, unknown>;
  if (typeof query !== 'string' || extensions !== undefined) return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  // Apollo refuses such variables (limits.ts); stringifying them here would overflow the stack first.
  if (nestedDeeperThan(variables, MAX_VARIABLE_NESTING)) return null;
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([query, operationName ?? null, variables ?? null, accept ?? '']))
    .digest('base64url');
}
