/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type BuildFactsFieldsFragment = {
  budgetCents: number | null;
  buildType: string | null;
  resolution: string | null;
  useCases: Array<string>;
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
          { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'useCases' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuildFactsFieldsFragment, unknown>;
