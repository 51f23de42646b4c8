import {
  GraphQLBoolean,
  GraphQLInt,
  GraphQLObjectType,
  GraphQLSchema,
  Kind,
  parse,
  type OperationDefinitionNode,
} from 'graphql';
import { API_TOKEN_REFUSALS } from '../../modules/api-tokens/api-tokens.rules';
import type { TokenCredential } from '../../modules/api-tokens/api-tokens.service';
import { SESSION_ONLY_EXTENSION } from '../../modules/api-tokens/bearer';
import { socketAuthorization, tokenRefusal } from '../token-scopes';

const sessionOnly = { [SESSION_ONLY_EXTENSION]: true };
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      count: { type: GraphQLInt },
      myApiTokens: { type: GraphQLInt, extensions: sessionOnly },
    },
  }),
  mutation: new GraphQLObjectType({
    name: 'Mutation',
    fields: {
      like: { type: GraphQLBoolean },
      deleteAccount: { type: GraphQLBoolean, extensions: sessionOnly },
    },
  }),
  subscription: new GraphQLObjectType({ name: 'Subscription', fields: { ticks: { type: GraphQLInt } } }),
});

const token = (...scopes: TokenCredential['scopes']): TokenCredential => ({ id: 't', scopes });

function refusal(source: string, credential: TokenCredential): string | null {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  if (!operation) throw new Error('no operation');
  return tokenRefusal(schema, document, operation, credential);
}

describe('what a token may run', () => {
  it('runs queries and subscriptions with read, mutations with write', () => {
    expect(refusal('{ count }', token('read'))).toBeNull();
    expect(refusal('subscription { ticks }', token('read'))).toBeNull();
    expect(refusal('mutation { like }', token('write'))).toBeNull();
    expect(refusal('mutation { like }', token('read'))).toBe(API_TOKEN_REFUSALS.missingScope('write', 'a mutation'));
    expect(refusal('{ count }', token('write'))).toBe(API_TOKEN_REFUSALS.missingScope('read', 'a query'));
    expect(refusal('subscription { ticks }', token('write'))).toBe(
      API_TOKEN_REFUSALS.missingScope('read', 'a subscription'),
    );
  });

  it('never runs a session-only field, however it is reached at the root', () => {
    const both = token('read', 'write');
    for (const source of [
      '{ myApiTokens }',
      '{ count myApiTokens }',
      '{ ... on Query { myApiTokens } }',
      '{ ...F } fragment F on Query { ...G } fragment G on Query { myApiTokens }',
      'mutation { like deleteAccount }',
      'mutation { gone: deleteAccount }',
    ]) {
      expect([source, refusal(source, both)]).toEqual([source, API_TOKEN_REFUSALS.sessionOnly]);
    }
    // A fragment spread in a cycle (refused by validation anyway) is followed once.
    expect(refusal('{ ...F } fragment F on Query { count ...F }', both)).toBeNull();
  });
});

describe('the Authorization of a socket', () => {
  it('takes connection_init’s authorization (any case) over the upgrade request’s header', () => {
    expect(socketAuthorization({ authorization: 'Bearer a' }, 'Bearer b')).toBe('Bearer a');
    expect(socketAuthorization({ Authorization: 'Bearer a' }, undefined)).toBe('Bearer a');
    expect(socketAuthorization({}, 'Bearer b')).toBe('Bearer b');
    expect(socketAuthorization(undefined, 'Bearer b')).toBe('Bearer b');
    expect(socketAuthorization(undefined, undefined)).toBeUndefined();
  });

  it('reads a payload value that is not text as an empty, malformed header', () => {
    expect(socketAuthorization({ authorization: 42 }, 'Bearer b')).toBe('');
    expect(socketAuthorization({ authorization: null }, undefined)).toBe('');
  });
});
