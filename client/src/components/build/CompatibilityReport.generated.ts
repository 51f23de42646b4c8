/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CompatibilityReportFieldsFragment = {
  compatible: boolean;
  estimatedWattage: number;
  recommendedPsuWattage: number;
  unchecked: Array<string>;
  checks: Array<{ rule: string; label: string; status: string; message: string }>;
};

export const CompatibilityReportFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
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
                { kind: 'Field', name: { kind: 'Name', value: 'status' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompatibilityReportFieldsFragment, unknown>;
