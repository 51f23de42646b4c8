// Every answer a client test's mocked API gives is checked against the schema the server serves
// (schema.graphql): data the operation could not receive from the server (a missing non-null
// field, a value outside an enum, an object where a list belongs, a union member without its
// __typename) or an error code the server never emits fails the test (docs/testing.md). The check
// runs the operation through graphql-js over the mocked data, so it is the schema's own rules.
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, execute, type DocumentNode, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import { isErrorCode } from '@rigforge/common';

let schema: GraphQLSchema | null = null;
const violations: string[] = [];

function served(): GraphQLSchema {
  schema ??= buildSchema(fs.readFileSync(path.resolve(__dirname, '../../../../schema.graphql'), 'utf8'));
  return schema;
}

/** Each field reads the mocked value under its response key (its alias, else its name). */
const fromMock: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
  source !== null && typeof source === 'object' ? (source as Record<string, unknown>)[info.path.key] : undefined;

export interface MockedAnswer {
  data?: unknown;
  errors?: readonly { message?: unknown; extensions?: Record<string, unknown> | null }[] | null;
}

/** What is wrong with an answer to `document` that the server could never have given (none: []). */
export function answerViolations(
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  answer: MockedAnswer,
): string[] {
  const problems: string[] = [];
  for (const error of answer.errors ?? []) {
    const code = error.extensions?.code;
    if (!isErrorCode(code)) problems.push(`error code ${JSON.stringify(code)} is not one the server emits`);
  }
  // A partial answer (data beside errors) has nulls where the errors are: only whole answers are checked.
  if (answer.errors?.length || answer.data === null || answer.data === undefined) return problems;
  const result = execute({
    schema: served(),
    document,
    rootValue: answer.data,
    variableValues: variables,
    fieldResolver: fromMock,
  });
  if ('then' in result) return [...problems, 'the check ran asynchronously (a mocked value is a promise)'];
  for (const error of result.errors ?? []) {
    problems.push(`${error.message}${error.path ? ` (at ${error.path.join('.')})` : ''}`);
  }
  return problems;
}

/** Records an answer's violations for the test's end (assertNoViolations, in test/setup.ts). */
export function checkMockedAnswer(
  operationName: string,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  answer: MockedAnswer,
): void {
  for (const problem of answerViolations(document, variables, answer)) recordViolation(`${operationName}: ${problem}`);
}

/** Records a problem with a mocked answer found outside answerViolations (e.g. a body that is not JSON). */
export function recordViolation(problem: string): void {
  violations.push(problem);
}

/** Fails the test if a mocked answer broke the schema; clears the list for the next test. */
export function assertNoViolations(): void {
  const found = violations.splice(0);
  if (found.length > 0) {
    throw new Error(`A mocked answer the server could never give:\n  ${found.join('\n  ')}`);
  }
}
