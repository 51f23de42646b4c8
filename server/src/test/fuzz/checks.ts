// The properties every answer must have, whatever was sent: no 5xx; JSON in the transport's shape;
// every refusal coded with one of our codes (never INTERNAL_SERVER_ERROR), its status matching its
// code, and a human message without a stack trace or database error text.
import { httpStatusForCode, isErrorCode } from '@rigforge/common';
import type { RawResponse } from './http';
import type { WsOutcome } from './ws';

/** A stack frame, a source path or a module path in a message. */
const STACK_TRACE = /\n\s*at |\bat \S+ \(\S+:\d+:\d+\)|node_modules|\.[jt]s:\d+/;
/** PostgreSQL's or TypeORM's wording: the database's error leaked to the caller. */
const DATABASE_TEXT =
  /QueryFailedError|invalid input syntax|violates \S+ constraint|relation "[^"]+" does not exist|syntax error at or near|invalid byte sequence/i;

/** Statuses a BAD_USER_INPUT refusal may have besides 400: a wrong method, too slow, a body too large, a wrong type, headers too large. */
const BAD_INPUT_STATUSES = new Set([400, 405, 408, 413, 415, 431]);

function messageProblems(message: unknown, where: string): string[] {
  if (typeof message !== 'string' || message.trim() === '') return [`${where}: the message is not a non-empty string`];
  if (STACK_TRACE.test(message)) return [`${where}: the message carries a stack trace or a source path`];
  if (DATABASE_TEXT.test(message)) return [`${where}: the message carries the database's error text`];
  return [];
}

function codeProblems(code: unknown, where: string): string[] {
  if (!isErrorCode(code)) return [`${where}: the code ${JSON.stringify(code)} is not one of ours`];
  if (code === 'INTERNAL_SERVER_ERROR') return [`${where}: INTERNAL_SERVER_ERROR (an unexpected error)`];
  return [];
}

function parseJson(res: RawResponse): { value: unknown; problem: string | null } {
  const type = String(res.headers['content-type'] ?? '');
  if (!/^application\/(graphql-response\+)?json\b/.test(type)) {
    return { value: undefined, problem: `the answer is not JSON (Content-Type ${JSON.stringify(type)})` };
  }
  try {
    return { value: JSON.parse(res.text), problem: null };
  } catch {
    return { value: undefined, problem: 'the answer does not parse as JSON' };
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface GraphqlVerdict {
  problems: string[];
  /** The errors' codes. */
  codes: string[];
  /** Execution started: the answer has `data` (past parsing, validation, variables and the cost limit). */
  executed: boolean;
  /** The root field under `responseKey` was answered without an error of its own. */
  answered: boolean;
  /** The data, for harvesting. */
  data: unknown;
}

/** Checks a /graphql answer; `responseKey` is the root field's alias or name. */
export function checkGraphql(res: RawResponse, responseKey: string | null): GraphqlVerdict {
  const verdict: GraphqlVerdict = { problems: [], codes: [], executed: false, answered: false, data: null };
  const problems = verdict.problems;
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const { value: body, problem } = parseJson(res);
  if (problem) {
    problems.push(problem);
    return verdict;
  }
  if (!isObject(body)) {
    problems.push('the answer is not a JSON object');
    return verdict;
  }
  const extra = Object.keys(body).filter((k) => !['data', 'errors', 'extensions'].includes(k));
  if (extra.length > 0) problems.push(`unexpected keys in the answer: ${extra.join(', ')}`);
  if (!('data' in body) && !('errors' in body)) problems.push('the answer has neither data nor errors');
  const errors = body.errors;
  const errorPaths: unknown[] = [];
  if (errors !== undefined) {
    if (!Array.isArray(errors) || errors.length === 0) problems.push('errors is not a non-empty list');
    else {
      errors.forEach((error: unknown, i) => {
        const where = `errors[${i}]`;
        if (!isObject(error)) {
          problems.push(`${where} is not an object`);
          return;
        }
        const extensions = isObject(error.extensions) ? error.extensions : {};
        verdict.codes.push(String(extensions.code));
        problems.push(...codeProblems(extensions.code, where), ...messageProblems(error.message, where));
        if (extensions.code === 'RATE_LIMITED' && typeof extensions.retryAfter !== 'number') {
          problems.push(`${where}: RATE_LIMITED without extensions.retryAfter`);
        }
        if (Array.isArray(error.path)) errorPaths.push(error.path[0]);
      });
    }
  }
  if (res.status !== 200 && errors === undefined) problems.push(`status ${res.status} without errors`);
  if ('data' in body) {
    verdict.executed = true;
    verdict.data = body.data;
    if (body.data !== null && !isObject(body.data)) problems.push('data is neither an object nor null');
    if (body.data === null && errors === undefined) problems.push('data is null without errors');
    verdict.answered =
      responseKey !== null &&
      isObject(body.data) &&
      body.data[responseKey] !== undefined &&
      !errorPaths.includes(responseKey);
  }
  return verdict;
}

export interface RestVerdict {
  problems: string[];
  codes: string[];
}

/** Checks an /api answer (or any other path the app routes): errors are exactly `{ code, message }`. */
export function checkRest(res: RawResponse, method: string): RestVerdict {
  const verdict: RestVerdict = { problems: [], codes: [] };
  const problems = verdict.problems;
  if (res.status >= 500) problems.push(`status ${res.status}`);
  if (method === 'HEAD') {
    // No body, whatever the status: its GET's headers only.
    if (res.text.length > 0) problems.push(`HEAD answered with a body`);
    return verdict;
  }
  if (res.status >= 400) {
    const { value: body, problem } = parseJson(res);
    if (problem) problems.push(problem);
    else if (!isObject(body)) problems.push('the error is not a JSON object');
    else {
      const keys = Object.keys(body).sort().join(',');
      if (keys !== 'code,message') problems.push(`the error's keys are ${keys}, not code,message`);
      verdict.codes.push(String(body.code));
      problems.push(...codeProblems(body.code, 'the error'), ...messageProblems(body.message, 'the error'));
      if (isErrorCode(body.code) && body.code !== 'INTERNAL_SERVER_ERROR') {
        const expected = httpStatusForCode(body.code);
        const fits = res.status === expected || (body.code === 'BAD_USER_INPUT' && BAD_INPUT_STATUSES.has(res.status));
        if (!fits) problems.push(`status ${res.status} for code ${body.code} (expected ${expected})`);
      }
      if (res.status === 429 && res.headers['retry-after'] === undefined) problems.push('429 without Retry-After');
      if (res.status === 405 && res.headers.allow === undefined) problems.push('405 without Allow');
    }
  } else if (res.status >= 300) {
    const location = res.headers.location;
    if (location === undefined) problems.push(`status ${res.status} without Location`);
    // A redirect stays on the site: a path, never `//host` or `/\host` (browsers read both as another host).
    else if (!/^\/(?![/\\])/.test(location)) problems.push(`a redirect off the site: ${location}`);
  } else if (method === 'OPTIONS') {
    // The router's own answer: the methods in Allow (and as text).
    if (res.headers.allow === undefined) problems.push('OPTIONS answered without Allow');
  } else if (res.status === 204) {
    if (res.text.length > 0) problems.push('status 204 with a body');
  } else {
    const { problem } = parseJson(res);
    if (problem) problems.push(problem);
  }
  return verdict;
}

/** Checks a graphql-ws subscription's answer: its errors coded as over HTTP, and the socket still open. */
export function checkWs(outcome: WsOutcome): { problems: string[]; codes: string[] } {
  const problems: string[] = [];
  const codes: string[] = [];
  const checkErrors = (errors: unknown, where: string) => {
    if (!Array.isArray(errors) || errors.length === 0) {
      problems.push(`${where}: errors is not a non-empty list`);
      return;
    }
    errors.forEach((error: unknown, i) => {
      const extensions = isObject(error) && isObject(error.extensions) ? error.extensions : {};
      codes.push(String(extensions.code));
      problems.push(
        ...codeProblems(extensions.code, `${where}[${i}]`),
        ...messageProblems(isObject(error) ? error.message : undefined, `${where}[${i}]`),
      );
    });
  };
  for (const message of outcome.messages) {
    if (message.type === 'error') checkErrors(message.payload, 'error');
    else if (message.type === 'next') {
      if (!isObject(message.payload)) problems.push('next: the payload is not an object');
      else if (message.payload.errors !== undefined) checkErrors(message.payload.errors, 'next.errors');
    } else if (message.type !== 'complete') problems.push(`an unexpected message type ${message.type}`);
  }
  if (outcome.closed) problems.push(`the socket closed: ${outcome.closed.code} ${outcome.closed.reason}`);
  return { problems, codes };
}
