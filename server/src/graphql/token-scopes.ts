import type { ApolloServerPlugin } from '@apollo/server';
import {
  GraphQLError,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { API_TOKEN_REFUSALS, graphqlAccess, scopeRefusal } from '../modules/api-tokens/api-tokens.rules';
import type { TokenCredential } from '../modules/api-tokens/api-tokens.service';
import { SESSION_ONLY_EXTENSION } from '../modules/api-tokens/bearer';
import type { GraphQLContext } from '../modules/context';

/** The root field names an operation selects, through the fragments spread at its root. */
function rootFields(
  set: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): string[] {
  return set.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection.name.value];
    if (selection.kind === Kind.INLINE_FRAGMENT) return rootFields(selection.selectionSet, fragments, seen);
    const fragment = fragments.get(selection.name.value);
    if (!fragment || seen.has(fragment.name.value)) return [];
    seen.add(fragment.name.value);
    return rootFields(fragment.selectionSet, fragments, seen);
  });
}

/**
 * Null when a token may run this operation; else why not: a root field marked `@SessionOnly()`
 * (signing in or out, the password, account deletion, API tokens), or a scope the operation needs
 * and the token lacks (`read` for a query or subscription, `write` for a mutation).
 */
export function tokenRefusal(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  token: TokenCredential,
): string | null {
  const root = schema.getRootType(operation.operation);
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const fields = root?.getFields() ?? {};
  if (
    rootFields(operation.selectionSet, fragments).some(
      (name) => fields[name]?.extensions[SESSION_ONLY_EXTENSION] === true,
    )
  ) {
    return API_TOKEN_REFUSALS.sessionOnly;
  }
  return scopeRefusal(token.scopes, graphqlAccess(operation.operation), `a ${operation.operation}`);
}

/** FORBIDDEN before anything runs, answered with HTTP 403. */
export const tokenForbidden = (message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } });

/**
 * Refuses, before it runs, an operation its API token may not run (tokenRefusal): FORBIDDEN, HTTP
 * 403, and nothing of it runs (not even the first root fields of a mutation). Requests signed in
 * by their session cookie, and guests, pass untouched.
 */
export const tokenScopes: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart() {
    return {
      async didResolveOperation({ contextValue, schema, document, operation }) {
        const token = contextValue.req.apiToken;
        if (!token || !operation) return;
        const refused = tokenRefusal(schema, document, operation, token);
        if (refused !== null) throw tokenForbidden(refused);
      },
    };
  },
};

/**
 * The Authorization a graphql-ws socket presents: connection_init's `authorization` (any case) when
 * its payload has one, else the upgrade request's header. A payload value that is not text reads as
 * an empty (malformed) header, refused like one.
 */
export function socketAuthorization(
  params: Readonly<Record<string, unknown>> | undefined,
  header: string | undefined,
): string | undefined {
  const key = Object.keys(params ?? {}).find((name) => name.toLowerCase() === 'authorization');
  if (params === undefined || key === undefined) return header;
  const value = params[key];
  return typeof value === 'string' ? value : '';
}
