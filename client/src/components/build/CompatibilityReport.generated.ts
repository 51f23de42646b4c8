/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The outcome of one compatibility check; each value stands for the string in its description */
export type CheckStatus =
  /** Stands for "fail" */
  | 'FAIL'
  /** Stands for "pass" */
  | 'PASS'
  /** Stands for "warn" */
  | 'WARN';

export type CompatibilityReportFieldsFragment = {
  compatible: boolean;
  estimatedWattage: number;
  recommendedPsuWattage: number;
  unchecked: Array<string>;
  checks: Array<{ rule: string; label: string; verdict: Types.CheckStatus; message: string }>;
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
                { kind: 'Field', name: { kind: 'Name', value: 'verdict' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompatibilityReportFieldsFragment, unknown>;
