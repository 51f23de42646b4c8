/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What an API token may do; each scope admits its own kind of request only */
export type ApiTokenScope =
  /** Queries (your private reads included), subscriptions and REST GET */
  | 'READ'
  /** Mutations and REST writes (POST, PUT, PATCH, DELETE), except signing in or out, the password, account deletion and API tokens */
  | 'WRITE';

/** A new personal access token */
export type CreateApiTokenInput = {
  /** Days until it expires, 1 to 365; null or absent: it never expires */
  expiresInDays?: number | null | undefined;
  /** 1 to 60 characters: which script or machine will hold it */
  name: string;
  /** READ, WRITE or both (at least one) */
  scopes: Array<ApiTokenScope>;
};

export type ApiTokenFieldsFragment = {
  id: string;
  name: string;
  scopes: Array<Types.ApiTokenScope>;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  expired: boolean;
};

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never }>;

export type MyApiTokensQuery = {
  myApiTokens: Array<{
    id: string;
    name: string;
    scopes: Array<Types.ApiTokenScope>;
    createdAt: string;
    lastUsedAt: string | null;
    expiresAt: string | null;
    expired: boolean;
  }> | null;
};

export type CreateApiTokenMutationVariables = Exact<{
  input: Types.CreateApiTokenInput;
}>;

export type CreateApiTokenMutation = {
  createApiToken: {
    secret: string;
    token: {
      id: string;
      name: string;
      scopes: Array<Types.ApiTokenScope>;
      createdAt: string;
      lastUsedAt: string | null;
      expiresAt: string | null;
      expired: boolean;
    };
  } | null;
};

export type RevokeApiTokenMutationVariables = Exact<{
  id: string | number;
}>;

export type RevokeApiTokenMutation = { revokeApiToken: boolean | null };

export const ApiTokenFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expired' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const MyApiTokensDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyApiTokens' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myApiTokens' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiTokenFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expired' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'CreateApiTokenInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'secret' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'token' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ApiTokenFields' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ApiTokenFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ApiToken' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'scopes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'lastUsedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expiresAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'expired' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RevokeApiToken' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'revokeApiToken' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;

export function useCreateApiTokenMutation(
  options?: useMutation.Options<CreateApiTokenMutation, CreateApiTokenMutationVariables>,
) {
  return useMutation(CreateApiTokenDocument, options);
}

export function useMyApiTokensQuery(options?: useQuery.Options<MyApiTokensQuery, MyApiTokensQueryVariables>) {
  return useQuery(MyApiTokensDocument, options);
}

export function useMyApiTokensLazyQuery(options?: useLazyQuery.Options<MyApiTokensQuery, MyApiTokensQueryVariables>) {
  return useLazyQuery(MyApiTokensDocument, options);
}

export function useRevokeApiTokenMutation(
  options?: useMutation.Options<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>,
) {
  return useMutation(RevokeApiTokenDocument, options);
}
