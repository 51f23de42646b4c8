/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A news item's source: NVIDIA, AMD, Intel or X (sourceLabel gives the display text) */
export type NewsSource =
  /** AMD's newsroom */
  | 'AMD'
  /** Intel's newsroom */
  | 'INTEL'
  /** NVIDIA's newsroom */
  | 'NVIDIA'
  /** Posts on X */
  | 'X';

export type NewsCardFieldsFragment = {
  id: string;
  slug: string;
  source: Types.NewsSource;
  sourceLabel: string;
  title: string;
  excerpt: string;
  content: string;
  imageUrl: string | null;
  imageAlt: string | null;
  sourceUrl: string | null;
  publishedAt: string;
  views: number;
  commentCount: number;
};

export type NewsPageQueryVariables = Exact<{
  source?: Types.NewsSource | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type NewsPageQuery = {
  news: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      slug: string;
      source: Types.NewsSource;
      sourceLabel: string;
      title: string;
      excerpt: string;
      content: string;
      imageUrl: string | null;
      imageAlt: string | null;
      sourceUrl: string | null;
      publishedAt: string;
      views: number;
      commentCount: number;
    }>;
  } | null;
};

export type NewsStatsQueryVariables = Exact<{ [key: string]: never }>;

export type NewsStatsQuery = {
  newsStats: {
    totalViews: number;
    totalComments: number;
    latestUpdate: string | null;
    sources: Array<{ source: Types.NewsSource; sourceLabel: string; count: number }>;
  } | null;
};

export type RecordNewsViewMutationVariables = Exact<{
  newsId: string | number;
}>;

export type RecordNewsViewMutation = { recordNewsView: { id: string; views: number; commentCount: number } | null };

export const NewsCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NewsCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewsCardFieldsFragment, unknown>;
export const NewsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsSource' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'news' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'source' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'source' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'after' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'after' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCount' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'pageInfo' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'hasNextPage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'endCursor' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NewsCardFields' } }],
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
      name: { kind: 'Name', value: 'NewsCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'NewsItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'excerpt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageAlt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sourceUrl' } },
          { kind: 'Field', name: { kind: 'Name', value: 'publishedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'views' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewsPageQuery, NewsPageQueryVariables>;
export const NewsStatsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewsStats' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'newsStats' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalViews' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalComments' } },
                { kind: 'Field', name: { kind: 'Name', value: 'latestUpdate' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sources' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sourceLabel' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NewsStatsQuery, NewsStatsQueryVariables>;
export const RecordNewsViewDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RecordNewsView' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'recordNewsView' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newsId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'views' } },
                { kind: 'Field', name: { kind: 'Name', value: 'commentCount' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RecordNewsViewMutation, RecordNewsViewMutationVariables>;

export function useNewsPageQuery(options?: useQuery.Options<NewsPageQuery, NewsPageQueryVariables>) {
  return useQuery(NewsPageDocument, options);
}

export function useNewsPageLazyQuery(options?: useLazyQuery.Options<NewsPageQuery, NewsPageQueryVariables>) {
  return useLazyQuery(NewsPageDocument, options);
}

export function useNewsStatsQuery(options?: useQuery.Options<NewsStatsQuery, NewsStatsQueryVariables>) {
  return useQuery(NewsStatsDocument, options);
}

export function useNewsStatsLazyQuery(options?: useLazyQuery.Options<NewsStatsQuery, NewsStatsQueryVariables>) {
  return useLazyQuery(NewsStatsDocument, options);
}

export function useRecordNewsViewMutation(
  options?: useMutation.Options<RecordNewsViewMutation, RecordNewsViewMutationVariables>,
) {
  return useMutation(RecordNewsViewDocument, options);
}
