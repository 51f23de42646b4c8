/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

export type BuildFactsFieldsFragment = {
  budgetCents: number | null;
  buildType: string | null;
  screen: Types.Resolution | null;
  uses: Array<Types.UseCase>;
};

export const BuildFactsFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
  ],
} as unknown as DocumentNode<BuildFactsFieldsFragment, unknown>;
