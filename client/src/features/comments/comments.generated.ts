/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import { useQuery, useLazyQuery, useMutation, useSubscription } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CommentFieldsFragment = {
  id: string;
  newsId: string;
  parentId: string | null;
  content: string;
  isDeleted: boolean;
  likes: number;
  dislikes: number;
  viewerLike: boolean | null;
  viewerCanDelete: boolean;
  viewerIsModerator: boolean;
  createdAt: string;
  author: {
    id: string;
    username: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
  } | null;
};

export type CommentsQueryVariables = Exact<{
  newsId: string | number;
  after?: string | null | undefined;
}>;

export type CommentsQuery = {
  comments: {
    totalCount: number;
    nodes: Array<{
      id: string;
      newsId: string;
      parentId: string | null;
      content: string;
      isDeleted: boolean;
      likes: number;
      dislikes: number;
      viewerLike: boolean | null;
      viewerCanDelete: boolean;
      viewerIsModerator: boolean;
      createdAt: string;
      replies: Array<{
        id: string;
        newsId: string;
        parentId: string | null;
        content: string;
        isDeleted: boolean;
        likes: number;
        dislikes: number;
        viewerLike: boolean | null;
        viewerCanDelete: boolean;
        viewerIsModerator: boolean;
        createdAt: string;
        replies: Array<{
          id: string;
          newsId: string;
          parentId: string | null;
          content: string;
          isDeleted: boolean;
          likes: number;
          dislikes: number;
          viewerLike: boolean | null;
          viewerCanDelete: boolean;
          viewerIsModerator: boolean;
          createdAt: string;
          replies: Array<{
            id: string;
            newsId: string;
            parentId: string | null;
            content: string;
            isDeleted: boolean;
            likes: number;
            dislikes: number;
            viewerLike: boolean | null;
            viewerCanDelete: boolean;
            viewerIsModerator: boolean;
            createdAt: string;
            allReplies: Array<{
              id: string;
              newsId: string;
              parentId: string | null;
              content: string;
              isDeleted: boolean;
              likes: number;
              dislikes: number;
              viewerLike: boolean | null;
              viewerCanDelete: boolean;
              viewerIsModerator: boolean;
              createdAt: string;
              author: {
                id: string;
                username: string | null;
                firstName: string | null;
                lastName: string | null;
                profileImageUrl: string | null;
              } | null;
            }>;
            author: {
              id: string;
              username: string | null;
              firstName: string | null;
              lastName: string | null;
              profileImageUrl: string | null;
            } | null;
          }>;
          author: {
            id: string;
            username: string | null;
            firstName: string | null;
            lastName: string | null;
            profileImageUrl: string | null;
          } | null;
        }>;
        author: {
          id: string;
          username: string | null;
          firstName: string | null;
          lastName: string | null;
          profileImageUrl: string | null;
        } | null;
      }>;
      author: {
        id: string;
        username: string | null;
        firstName: string | null;
        lastName: string | null;
        profileImageUrl: string | null;
      } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type NewsItemCountsQueryVariables = Exact<{
  id: string | number;
}>;

export type NewsItemCountsQuery = { newsItem: { id: string; views: number; commentCount: number } | null };

export type PostCommentMutationVariables = Exact<{
  newsId: string | number;
  content: string;
  parentId?: string | number | null | undefined;
}>;

export type PostCommentMutation = {
  postComment: {
    id: string;
    newsId: string;
    parentId: string | null;
    content: string;
    isDeleted: boolean;
    likes: number;
    dislikes: number;
    viewerLike: boolean | null;
    viewerCanDelete: boolean;
    viewerIsModerator: boolean;
    createdAt: string;
    author: {
      id: string;
      username: string | null;
      firstName: string | null;
      lastName: string | null;
      profileImageUrl: string | null;
    } | null;
  } | null;
};

export type LikeCommentMutationVariables = Exact<{
  commentId: string | number;
  isLike: boolean;
}>;

export type LikeCommentMutation = {
  likeComment: {
    viewerLike: boolean | null;
    comment: { id: string; likes: number; dislikes: number; viewerLike: boolean | null };
  } | null;
};

export type DeleteCommentMutationVariables = Exact<{
  commentId: string | number;
}>;

export type DeleteCommentMutation = { deleteComment: boolean | null };

export type CommentAddedSubscriptionVariables = Exact<{
  newsId: string | number;
}>;

export type CommentAddedSubscription = { commentAdded: { id: string; newsId: string; parentId: string | null } };

export const CommentFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profileImageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dislikes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerLike' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsModerator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentFieldsFragment, unknown>;
export const CommentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Comments' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
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
            name: { kind: 'Name', value: 'comments' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newsId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'replies' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentFields' } },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'replies' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentFields' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'replies' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentFields' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'allReplies' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'FragmentSpread',
                                                name: { kind: 'Name', value: 'CommentFields' },
                                              },
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
                        },
                      },
                    ],
                  },
                },
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
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profileImageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dislikes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerLike' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsModerator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentsQuery, CommentsQueryVariables>;
export const NewsItemCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'NewsItemCounts' },
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
            name: { kind: 'Name', value: 'newsItem' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
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
} as unknown as DocumentNode<NewsItemCountsQuery, NewsItemCountsQueryVariables>;
export const PostCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'PostComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'postComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'newsId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'newsId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'content' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'content' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'parentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'parentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CommentFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CommentFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Comment' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isDeleted' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'author' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'username' } },
                { kind: 'Field', name: { kind: 'Name', value: 'firstName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'lastName' } },
                { kind: 'Field', name: { kind: 'Name', value: 'profileImageUrl' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'dislikes' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerLike' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerCanDelete' } },
          { kind: 'Field', name: { kind: 'Name', value: 'viewerIsModerator' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PostCommentMutation, PostCommentMutationVariables>;
export const LikeCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'LikeComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isLike' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'likeComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'commentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isLike' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isLike' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'viewerLike' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'comment' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'likes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'dislikes' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'viewerLike' } },
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
} as unknown as DocumentNode<LikeCommentMutation, LikeCommentMutationVariables>;
export const DeleteCommentDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteComment' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'deleteComment' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'commentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'commentId' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<DeleteCommentMutation, DeleteCommentMutationVariables>;
export const CommentAddedDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'subscription',
      name: { kind: 'Name', value: 'CommentAdded' },
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
            name: { kind: 'Name', value: 'commentAdded' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'newsId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'parentId' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CommentAddedSubscription, CommentAddedSubscriptionVariables>;

export function useCommentAddedSubscription(
  options: useSubscription.Options<CommentAddedSubscription, CommentAddedSubscriptionVariables>,
) {
  return useSubscription(CommentAddedDocument, options);
}

export function useCommentsQuery(options: useQuery.Options<CommentsQuery, CommentsQueryVariables>) {
  return useQuery(CommentsDocument, options);
}

export function useCommentsLazyQuery(options?: useLazyQuery.Options<CommentsQuery, CommentsQueryVariables>) {
  return useLazyQuery(CommentsDocument, options);
}

export function useDeleteCommentMutation(
  options?: useMutation.Options<DeleteCommentMutation, DeleteCommentMutationVariables>,
) {
  return useMutation(DeleteCommentDocument, options);
}

export function useLikeCommentMutation(
  options?: useMutation.Options<LikeCommentMutation, LikeCommentMutationVariables>,
) {
  return useMutation(LikeCommentDocument, options);
}

export function useNewsItemCountsQuery(options: useQuery.Options<NewsItemCountsQuery, NewsItemCountsQueryVariables>) {
  return useQuery(NewsItemCountsDocument, options);
}

export function useNewsItemCountsLazyQuery(
  options?: useLazyQuery.Options<NewsItemCountsQuery, NewsItemCountsQueryVariables>,
) {
  return useLazyQuery(NewsItemCountsDocument, options);
}

export function usePostCommentMutation(
  options?: useMutation.Options<PostCommentMutation, PostCommentMutationVariables>,
) {
  return useMutation(PostCommentDocument, options);
}
