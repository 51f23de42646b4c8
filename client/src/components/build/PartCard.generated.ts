/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The kind of part */
export type PartType = 'CPU' | 'Case' | 'Cooler' | 'GPU' | 'Motherboard' | 'PSU' | 'RAM' | 'Storage';

export type PartCardFieldsFragment = {
  slug: string;
  name: string;
  type: Types.PartType;
  priceCents: number;
  reason: string;
};

export const PartCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PartCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'BuildPart' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PartCardFieldsFragment, unknown>;
