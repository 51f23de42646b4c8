/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** How hard a build is to assemble (lower-case values, kept as clients send them) */
export type Difficulty =
  /** For experienced builders */
  | 'advanced'
  /** A first build */
  | 'beginner'
  /** For someone who has built before */
  | 'intermediate';

/** The kind of part. Its values keep the catalog's own spelling (Storage, Case), which clients already send; docs/api.md "Enums for closed sets" */
export type PartType =
  /** A processor */
  | 'CPU'
  /** A case */
  | 'Case'
  /** A CPU cooler (air or liquid) */
  | 'Cooler'
  /** A graphics card */
  | 'GPU'
  /** A motherboard */
  | 'Motherboard'
  /** A power supply */
  | 'PSU'
  /** A memory kit */
  | 'RAM'
  /** A drive (SSD or hard disk) */
  | 'Storage';

export type GuideCardFieldsFragment = {
  id: string;
  slug: string;
  title: string;
  description: string;
  category: string;
  budgetCents: number;
  difficulty: Types.Difficulty;
  estimatedTime: number;
  views: number;
  imageUrl: string | null;
  createdAt: string | null;
  components: Array<{ name: string }>;
};

export type BuildGuidesQueryVariables = Exact<{
  category?: string | null | undefined;
}>;

export type BuildGuidesQuery = {
  guides: {
    nodes: Array<{
      id: string;
      slug: string;
      title: string;
      description: string;
      category: string;
      budgetCents: number;
      difficulty: Types.Difficulty;
      estimatedTime: number;
      views: number;
      imageUrl: string | null;
      createdAt: string | null;
      components: Array<{ name: string }>;
    }>;
  } | null;
};

export type BuildGuideQueryVariables = Exact<{
  slug: string;
}>;

export type BuildGuideQuery = {
  buildGuide: {
    excerpt: string;
    content: string;
    tags: Array<string>;
    id: string;
    slug: string;
    title: string;
    description: string;
    category: string;
    budgetCents: number;
    difficulty: Types.Difficulty;
    estimatedTime: number;
    views: number;
    imageUrl: string | null;
    createdAt: string | null;
    components: Array<{ type: Types.PartType; name: string; priceCents: number; componentId: string | null }>;
  } | null;
};

export type RecordGuideViewMutationVariables = Exact<{
  slug: string;
}>;

export type RecordGuideViewMutation = { recordGuideView: { id: string; views: number } | null };

export const GuideCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GuideCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BuildGuide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GuideCardFieldsFragment, unknown>;
export const BuildGuidesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BuildGuides' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'guides' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'category' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'category' } },
              },
              { kind: 'Argument', name: { kind: 'Name', value: 'first' }, value: { kind: 'IntValue', value: '100' } },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuideCardFields' } }],
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
      name: { kind: 'Name', value: 'GuideCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BuildGuide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuildGuidesQuery, BuildGuidesQueryVariables>;
export const BuildGuideDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BuildGuide' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'buildGuide' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'GuideCardFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tags' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'components' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                    ],
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
      name: { kind: 'Name', value: 'GuideCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BuildGuide' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'difficulty' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedTime' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'name' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuildGuideQuery, BuildGuideQueryVariables>;
export const RecordGuideViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordGuideView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordGuideView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'views' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordGuideViewMutation, RecordGuideViewMutationVariables>;

export function useBuildGuideQuery(options: useQuery.Options<BuildGuideQuery, BuildGuideQueryVariables>) {
  return useQuery(BuildGuideDocument, options);
}

export function useBuildGuideLazyQuery(options?: useLazyQuery.Options<BuildGuideQuery, BuildGuideQueryVariables>) {
  return useLazyQuery(BuildGuideDocument, options);
}

export function useBuildGuidesQuery(options?: useQuery.Options<BuildGuidesQuery, BuildGuidesQueryVariables>) {
  return useQuery(BuildGuidesDocument, options);
}

export function useBuildGuidesLazyQuery(options?: useLazyQuery.Options<BuildGuidesQuery, BuildGuidesQueryVariables>) {
  return useLazyQuery(BuildGuidesDocument, options);
}

export function useRecordGuideViewMutation(
  options?: useMutation.Options<RecordGuideViewMutation, RecordGuideViewMutationVariables>,
) {
  return useMutation(RecordGuideViewDocument, options);
}
