/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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
