/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The outcome of one compatibility check; each value stands for the string in its description */
export type CheckStatus =
  /** Stands for "fail" */
  | 'FAIL'
  /** Stands for "pass" */
  | 'PASS'
  /** Stands for "warn" */
  | 'WARN';

/** A total-price tier (Budget, Mid-Range or High-End Gaming; as a filter it also lists the builds of that tier made for another purpose); guide tiers are GuideTier */
export type PriceTier =
  /** A total of $800 or less */
  | 'BUDGET_GAMING'
  /** A total over $1,500 */
  | 'HIGH_END_GAMING'
  /** A total over $800, up to $1,500 */
  | 'MID_RANGE_GAMING';

/** A target screen resolution; each value stands for the string in its description */
export type Resolution =
  /** Stands for "4K" */
  | 'RES_4K'
  /** Stands for "1080p" */
  | 'RES_1080P'
  /** Stands for "1440p" */
  | 'RES_1440P';

/** A use case of the planner; each value stands for the use-case id in its description */
export type UseCase =
  /** Stands for "content-creation" */
  | 'CONTENT_CREATION'
  /** Stands for "gaming" */
  | 'GAMING'
  /** Stands for "music-production" */
  | 'MUSIC_PRODUCTION'
  /** Stands for "server" */
  | 'SERVER'
  /** Stands for "work" */
  | 'WORK'
  /** Stands for "workstation" */
  | 'WORKSTATION';

export type SavedBuildPartFieldsFragment = {
  type: string;
  name: string;
  priceCents: number;
  customPrice: boolean;
  componentId: string | null;
  slug: string | null;
  locked: boolean;
  owned: boolean;
};

export type SavedBuildFieldsFragment = {
  id: string;
  title: string;
  description: string | null;
  category: string;
  isPublic: boolean;
  shareToken: string;
  sharePath: string;
  totalPriceCents: number;
  createdAt: string;
  updatedAt: string;
  budgetCents: number | null;
  buildType: string | null;
  screen: Types.Resolution | null;
  uses: Array<Types.UseCase>;
  components: Array<{
    type: string;
    name: string;
    priceCents: number;
    customPrice: boolean;
    componentId: string | null;
    slug: string | null;
    locked: boolean;
    owned: boolean;
  }>;
};

export type MySavedBuildsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type MySavedBuildsQuery = {
  mySavedBuilds: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      title: string;
      description: string | null;
      category: string;
      isPublic: boolean;
      shareToken: string;
      sharePath: string;
      totalPriceCents: number;
      createdAt: string;
      updatedAt: string;
      budgetCents: number | null;
      buildType: string | null;
      screen: Types.Resolution | null;
      uses: Array<Types.UseCase>;
      components: Array<{
        type: string;
        name: string;
        priceCents: number;
        customPrice: boolean;
        componentId: string | null;
        slug: string | null;
        locked: boolean;
        owned: boolean;
      }>;
    }>;
  } | null;
};

export type UpdateSavedBuildMutationVariables = Exact<{
  id: string | number;
  title?: string | null | undefined;
  description?: string | null | undefined;
  isPublic?: boolean | null | undefined;
}>;

export type UpdateSavedBuildMutation = {
  updateSavedBuild: {
    id: string;
    title: string;
    description: string | null;
    category: string;
    isPublic: boolean;
    shareToken: string;
    sharePath: string;
    totalPriceCents: number;
    createdAt: string;
    updatedAt: string;
    budgetCents: number | null;
    buildType: string | null;
    screen: Types.Resolution | null;
    uses: Array<Types.UseCase>;
    components: Array<{
      type: string;
      name: string;
      priceCents: number;
      customPrice: boolean;
      componentId: string | null;
      slug: string | null;
      locked: boolean;
      owned: boolean;
    }>;
  } | null;
};

export type DeleteSavedBuildMutationVariables = Exact<{
  id: string | number;
}>;

export type DeleteSavedBuildMutation = { deleteSavedBuild: string | null };

export type RegenerateShareTokenMutationVariables = Exact<{
  id: string | number;
}>;

export type RegenerateShareTokenMutation = {
  regenerateShareToken: { id: string; shareToken: string; sharePath: string; updatedAt: string } | null;
};

export type SharedBuildQueryVariables = Exact<{
  token: string;
}>;

export type SharedBuildQuery = {
  sharedBuild: {
    viewerIsOwner: boolean;
    id: string;
    title: string;
    description: string | null;
    category: string;
    isPublic: boolean;
    shareToken: string;
    sharePath: string;
    totalPriceCents: number;
    createdAt: string;
    updatedAt: string;
    budgetCents: number | null;
    buildType: string | null;
    screen: Types.Resolution | null;
    uses: Array<Types.UseCase>;
    owner: { username: string };
    compatibility: {
      compatible: boolean;
      estimatedWattage: number;
      recommendedPsuWattage: number;
      unchecked: Array<string>;
      checks: Array<{ rule: string; label: string; verdict: Types.CheckStatus; message: string }>;
    } | null;
    components: Array<{
      type: string;
      name: string;
      priceCents: number;
      customPrice: boolean;
      componentId: string | null;
      slug: string | null;
      locked: boolean;
      owned: boolean;
    }>;
  } | null;
};

export type CloneSharedBuildMutationVariables = Exact<{
  token: string;
}>;

export type CloneSharedBuildMutation = {
  cloneSharedBuild: {
    id: string;
    title: string;
    description: string | null;
    category: string;
    isPublic: boolean;
    shareToken: string;
    sharePath: string;
    totalPriceCents: number;
    createdAt: string;
    updatedAt: string;
    budgetCents: number | null;
    buildType: string | null;
    screen: Types.Resolution | null;
    uses: Array<Types.UseCase>;
    components: Array<{
      type: string;
      name: string;
      priceCents: number;
      customPrice: boolean;
      componentId: string | null;
      slug: string | null;
      locked: boolean;
      owned: boolean;
    }>;
  } | null;
};

export type PublicBuildsQueryVariables = Exact<{
  tier?: Types.PriceTier | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;

export type PublicBuildsQuery = {
  publicBuilds: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: Array<{
      id: string;
      title: string;
      description: string | null;
      category: string;
      isPublic: boolean;
      shareToken: string;
      sharePath: string;
      totalPriceCents: number;
      createdAt: string;
      updatedAt: string;
      budgetCents: number | null;
      buildType: string | null;
      screen: Types.Resolution | null;
      uses: Array<Types.UseCase>;
      owner: { username: string };
      components: Array<{
        type: string;
        name: string;
        priceCents: number;
        customPrice: boolean;
        componentId: string | null;
        slug: string | null;
        locked: boolean;
        owned: boolean;
      }>;
    }>;
  } | null;
};

export const SavedBuildPartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SavedBuildPartFieldsFragment, unknown>;
export const SavedBuildFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SavedBuildFieldsFragment, unknown>;
export const MySavedBuildsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MySavedBuilds' },
      variableDefinitions: [
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
            name: { kind: 'Name', value: 'mySavedBuilds' },
            arguments: [
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
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildFields' } }],
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
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MySavedBuildsQuery, MySavedBuildsQueryVariables>;
export const UpdateSavedBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'UpdateSavedBuild' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'updateSavedBuild' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'title' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'title' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'description' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'description' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'isPublic' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'isPublic' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UpdateSavedBuildMutation, UpdateSavedBuildMutationVariables>;
export const DeleteSavedBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeleteSavedBuild' },
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
            name: { kind: 'Name', value: 'deleteSavedBuild' },
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
} as unknown as DocumentNode<DeleteSavedBuildMutation, DeleteSavedBuildMutationVariables>;
export const RegenerateShareTokenDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'RegenerateShareToken' },
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
            name: { kind: 'Name', value: 'regenerateShareToken' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
                { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RegenerateShareTokenMutation, RegenerateShareTokenMutationVariables>;
export const SharedBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SharedBuild' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'sharedBuild' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildFields' } },
                { kind: 'Field', name: { kind: 'Name', value: 'viewerIsOwner' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'owner' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'username' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'compatibility' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompatibilityReportFields' } },
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
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CompatibilityReportFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CompatibilityReport' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'compatible' } },
          { kind: 'Field', name: { kind: 'Name', value: 'estimatedWattage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'recommendedPsuWattage' } },
          { kind: 'Field', name: { kind: 'Name', value: 'unchecked' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'checks' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SharedBuildQuery, SharedBuildQueryVariables>;
export const CloneSharedBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CloneSharedBuild' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cloneSharedBuild' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'token' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'token' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CloneSharedBuildMutation, CloneSharedBuildMutationVariables>;
export const PublicBuildsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PublicBuilds' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'tier' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceTier' } },
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
            name: { kind: 'Name', value: 'publicBuilds' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'tier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'tier' } },
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
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'owner' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [{ kind: 'Field', name: { kind: 'Name', value: 'username' } }],
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BuildFactsFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'screen' } },
          { kind: 'Field', name: { kind: 'Name', value: 'uses' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'customPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
          { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'SavedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'category' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isPublic' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shareToken' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
          { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BuildFactsFields' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'components' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'SavedBuildPartFields' } }],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PublicBuildsQuery, PublicBuildsQueryVariables>;

export function useCloneSharedBuildMutation(
  options?: useMutation.Options<CloneSharedBuildMutation, CloneSharedBuildMutationVariables>,
) {
  return useMutation(CloneSharedBuildDocument, options);
}

export function useDeleteSavedBuildMutation(
  options?: useMutation.Options<DeleteSavedBuildMutation, DeleteSavedBuildMutationVariables>,
) {
  return useMutation(DeleteSavedBuildDocument, options);
}

export function useMySavedBuildsQuery(options?: useQuery.Options<MySavedBuildsQuery, MySavedBuildsQueryVariables>) {
  return useQuery(MySavedBuildsDocument, options);
}

export function useMySavedBuildsLazyQuery(
  options?: useLazyQuery.Options<MySavedBuildsQuery, MySavedBuildsQueryVariables>,
) {
  return useLazyQuery(MySavedBuildsDocument, options);
}

export function usePublicBuildsQuery(options?: useQuery.Options<PublicBuildsQuery, PublicBuildsQueryVariables>) {
  return useQuery(PublicBuildsDocument, options);
}

export function usePublicBuildsLazyQuery(
  options?: useLazyQuery.Options<PublicBuildsQuery, PublicBuildsQueryVariables>,
) {
  return useLazyQuery(PublicBuildsDocument, options);
}

export function useRegenerateShareTokenMutation(
  options?: useMutation.Options<RegenerateShareTokenMutation, RegenerateShareTokenMutationVariables>,
) {
  return useMutation(RegenerateShareTokenDocument, options);
}

export function useSharedBuildQuery(options: useQuery.Options<SharedBuildQuery, SharedBuildQueryVariables>) {
  return useQuery(SharedBuildDocument, options);
}

export function useSharedBuildLazyQuery(options?: useLazyQuery.Options<SharedBuildQuery, SharedBuildQueryVariables>) {
  return useLazyQuery(SharedBuildDocument, options);
}

export function useUpdateSavedBuildMutation(
  options?: useMutation.Options<UpdateSavedBuildMutation, UpdateSavedBuildMutationVariables>,
) {
  return useMutation(UpdateSavedBuildDocument, options);
}
