/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** COMMENT_LIKE, COMMENT_REPLY (personal), NEWS (a new item arrived) or OTHER (e.g. a price drop) */
export type NotificationType =
  /** Someone liked your comment */
  | 'COMMENT_LIKE'
  /** Someone replied to your comment */
  | 'COMMENT_REPLY'
  /** A new news item arrived */
  | 'NEWS'
  /** Anything else, e.g. a price drop */
  | 'OTHER';

export type NotificationFieldsFragment = {
  id: string;
  type: Types.NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  newsId: string | null;
  newsSlug: string | null;
  commentId: string | null;
  relatedUser: { username: string | null; firstName: string | null; lastName: string | null } | null;
};

export type NotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
}>;

export type NotificationsQuery = {
  notifications: {
    nodes: Array<{
      id: string;
      type: Types.NotificationType;
      message: string;
      isRead: boolean;
      createdAt: string;
      newsId: string | null;
      newsSlug: string | null;
      commentId: string | null;
      relatedUser: { username: string | null; firstName: string | null; lastName: string | null } | null;
    }>;
  } | null;
};

export type MarkNotificationReadMutationVariables = Exact<{
  id: string | number;
}>;

export type MarkNotificationReadMutation = {
  markNotificationRead: {
    id: string;
    type: Types.NotificationType;
    message: string;
    isRead: boolean;
    createdAt: string;
    newsId: string | null;
    newsSlug: string | null;
    commentId: string | null;
    relatedUser: { username: string | null; firstName: string | null; lastName: string | null } | null;
  } | null;
};

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never }>;

export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: number | null };

export type UnreadNotificationCountChangedSubscriptionVariables = Exact<{ [key: string]: never }>;

export type UnreadNotificationCountChangedSubscription = { unreadNotificationCount: number };

export const NotificationFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const NotificationsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Notifications' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'notifications' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'first' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationFields' } }],
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
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<NotificationsQuery, NotificationsQueryVariables>;
export const MarkNotificationReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkNotificationRead' },
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
            name: { kind: 'Name', value: 'markNotificationRead' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'NotificationFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'NotificationFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Notification' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isRead' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsSlug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'commentId' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'relatedUser' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'MarkAllNotificationsRead' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'markAllNotificationsRead' } }],
      },
    },
  ],
} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const UnreadNotificationCountChangedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'UnreadNotificationCountChanged' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [{ kind: 'Field', name: { kind: 'Name', value: 'unreadNotificationCount' } }],
      },
    },
  ],
} as unknown as DocumentNode<
  UnreadNotificationCountChangedSubscription,
  UnreadNotificationCountChangedSubscriptionVariables
>;

export function useMarkAllNotificationsReadMutation(
  options?: useMutation.Options<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>,
) {
  return useMutation(MarkAllNotificationsReadDocument, options);
}

export function useMarkNotificationReadMutation(
  options?: useMutation.Options<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>,
) {
  return useMutation(MarkNotificationReadDocument, options);
}

export function useNotificationsQuery(options?: useQuery.Options<NotificationsQuery, NotificationsQueryVariables>) {
  return useQuery(NotificationsDocument, options);
}

export function useNotificationsLazyQuery(
  options?: useLazyQuery.Options<NotificationsQuery, NotificationsQueryVariables>,
) {
  return useLazyQuery(NotificationsDocument, options);
}

export function useUnreadNotificationCountChangedSubscription(
  options?: useSubscription.Options<
    UnreadNotificationCountChangedSubscription,
    UnreadNotificationCountChangedSubscriptionVariables
  >,
) {
  return useSubscription(UnreadNotificationCountChangedDocument, options);
}
