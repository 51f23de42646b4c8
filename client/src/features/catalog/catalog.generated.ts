/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** List order; parts without the value sorted on come last */
export type ComponentSort =
  /** By name, A to Z */
  | 'NAME'
  /** Cheapest first */
  | 'PRICE_ASC'
  /** Most expensive first */
  | 'PRICE_DESC'
  /** Best rated first */
  | 'RATING'
  /** Best value score first */
  | 'VALUE';

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

/** The first (A) or second (B) part of a comparison */
export type Side =
  /** The first part */
  | 'A'
  /** The second part */
  | 'B';

export type ComponentCardFieldsFragment = {
  id: string;
  slug: string;
  name: string;
  type: Types.PartType;
  brand: string;
  priceCents: number | null;
  rating: number | null;
  reviewCount: number | null;
  imageUrl: string | null;
  keySpecs: Array<{ key: string; label: string; value: string }>;
  priceBasis: { source: string; on: string } | null;
};

export type ComponentsQueryVariables = Exact<{
  type?: Types.PartType | null | undefined;
  brands?: Array<string> | string | null | undefined;
  minPriceCents?: number | null | undefined;
  maxPriceCents?: number | null | undefined;
  text?: string | null | undefined;
  socket?: string | null | undefined;
  memoryType?: string | null | undefined;
  formFactor?: string | null | undefined;
  minVramGb?: number | null | undefined;
  minWattage?: number | null | undefined;
  minCapacityGb?: number | null | undefined;
  storageInterface?: string | null | undefined;
  coolerType?: string | null | undefined;
  inStock?: boolean | null | undefined;
  compatibleWith?: Array<string | number> | string | number | null | undefined;
  includeIncompatible?: boolean | null | undefined;
  sort: Types.ComponentSort;
  first: number;
  after?: string | null | undefined;
}>;

export type ComponentsQuery = {
  components: {
    totalCount: number;
    nodes: Array<{
      id: string;
      slug: string;
      name: string;
      type: Types.PartType;
      brand: string;
      priceCents: number | null;
      rating: number | null;
      reviewCount: number | null;
      imageUrl: string | null;
      exclusions: Array<{ rule: string; label: string; message: string }> | null;
      keySpecs: Array<{ key: string; label: string; value: string }>;
      priceBasis: { source: string; on: string } | null;
    }>;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  } | null;
};

export type ComponentBrandCountsQueryVariables = Exact<{
  type?: Types.PartType | null | undefined;
}>;

export type ComponentBrandCountsQuery = { componentBrandCounts: Array<{ brand: string; count: number }> | null };

export type CompareTrayItemQueryVariables = Exact<{
  id: string | number;
}>;

export type CompareTrayItemQuery = {
  component: {
    id: string;
    slug: string;
    name: string;
    type: Types.PartType;
    brand: string;
    priceCents: number | null;
    imageUrl: string | null;
  } | null;
};

export type ComponentSummaryFieldsFragment = {
  id: string;
  slug: string;
  name: string;
  type: Types.PartType;
  brand: string;
  priceCents: number | null;
  rating: number | null;
  reviewCount: number | null;
  imageUrl: string | null;
  priceBasis: { source: string; on: string } | null;
};

export type CompareComponentsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type CompareComponentsQuery = {
  compareComponents: {
    a: {
      id: string;
      slug: string;
      name: string;
      type: Types.PartType;
      brand: string;
      priceCents: number | null;
      rating: number | null;
      reviewCount: number | null;
      imageUrl: string | null;
      priceBasis: { source: string; on: string } | null;
    };
    b: {
      id: string;
      slug: string;
      name: string;
      type: Types.PartType;
      brand: string;
      priceCents: number | null;
      rating: number | null;
      reviewCount: number | null;
      imageUrl: string | null;
      priceBasis: { source: string; on: string } | null;
    };
    rows: Array<{ key: string; label: string; a: string | null; b: string | null; better: Types.Side | null }>;
  } | null;
};

export type ComponentDetailQueryVariables = Exact<{
  slug: string;
}>;

export type ComponentDetailQuery = {
  component: {
    valueScore: number | null;
    powerEfficiency: number | null;
    releaseYear: number | null;
    partNumbers: Array<string>;
    id: string;
    slug: string;
    name: string;
    type: Types.PartType;
    brand: string;
    priceCents: number | null;
    rating: number | null;
    reviewCount: number | null;
    imageUrl: string | null;
    specs: Array<{ key: string; label: string; value: string }>;
    performance: {
      cpuGaming: number | null;
      cpuGamingEstimated: boolean | null;
      cpuSingle: number | null;
      cpuMulti: number | null;
      gpu1080p: number | null;
      gpu1440p: number | null;
      gpu4k: number | null;
    } | null;
    retailerIds: { amazonAsin: string | null; neweggItem: string | null; bestBuySku: string | null };
    sources: Array<{ id: string; name: string; licence: string; url: string | null }>;
    keySpecs: Array<{ key: string; label: string; value: string }>;
    priceBasis: { source: string; on: string } | null;
  } | null;
};

export const ComponentSummaryFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComponentSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBasis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComponentSummaryFieldsFragment, unknown>;
export const ComponentCardFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComponentCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentSummaryFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'keySpecs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComponentSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBasis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComponentCardFieldsFragment, unknown>;
export const ComponentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Components' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PartType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'brands' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minPriceCents' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'maxPriceCents' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'socket' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'memoryType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'formFactor' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minVramGb' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minWattage' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'minCapacityGb' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'storageInterface' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'coolerType' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inStock' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'compatibleWith' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'includeIncompatible' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ComponentSort' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'first' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
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
            name: { kind: 'Name', value: 'components' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'brands' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'brands' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minPriceCents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minPriceCents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'maxPriceCents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'maxPriceCents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'socket' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'socket' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'memoryType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'memoryType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'formFactor' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'formFactor' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minVramGb' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minVramGb' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minWattage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minWattage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'minCapacityGb' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'minCapacityGb' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'storageInterface' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'storageInterface' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'coolerType' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'coolerType' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'inStock' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inStock' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'compatibleWith' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'compatibleWith' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'includeIncompatible' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'includeIncompatible' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
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
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentCardFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'exclusions' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'message' } },
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
      name: { kind: 'Name', value: 'ComponentSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBasis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComponentCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentSummaryFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'keySpecs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComponentsQuery, ComponentsQueryVariables>;
export const ComponentBrandCountsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComponentBrandCounts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'PartType' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'componentBrandCounts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'type' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'type' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComponentBrandCountsQuery, ComponentBrandCountsQueryVariables>;
export const CompareTrayItemDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompareTrayItem' },
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
            name: { kind: 'Name', value: 'component' },
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
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareTrayItemQuery, CompareTrayItemQueryVariables>;
export const CompareComponentsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompareComponents' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'compareComponents' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'ids' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'ids' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'a' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentSummaryFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'b' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentSummaryFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'rows' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'a' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'b' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'better' } },
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
      name: { kind: 'Name', value: 'ComponentSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBasis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CompareComponentsQuery, CompareComponentsQueryVariables>;
export const ComponentDetailDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ComponentDetail' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'component' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slug' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slug' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentCardFields' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'specs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'valueScore' } },
                { kind: 'Field', name: { kind: 'Name', value: 'powerEfficiency' } },
                { kind: 'Field', name: { kind: 'Name', value: 'releaseYear' } },
                { kind: 'Field', name: { kind: 'Name', value: 'partNumbers' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'performance' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cpuGaming' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cpuGamingEstimated' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cpuSingle' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'cpuMulti' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gpu1080p' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gpu1440p' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gpu4k' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'retailerIds' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'amazonAsin' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'neweggItem' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'bestBuySku' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'sources' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'licence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
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
      name: { kind: 'Name', value: 'ComponentSummaryFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceBasis' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'source' } },
                { kind: 'Field', name: { kind: 'Name', value: 'on' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
          { kind: 'Field', name: { kind: 'Name', value: 'reviewCount' } },
          { kind: 'Field', name: { kind: 'Name', value: 'imageUrl' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ComponentCardFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Component' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ComponentSummaryFields' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'keySpecs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ComponentDetailQuery, ComponentDetailQueryVariables>;

export function useCompareComponentsQuery(
  options: useQuery.Options<CompareComponentsQuery, CompareComponentsQueryVariables>,
) {
  return useQuery(CompareComponentsDocument, options);
}

export function useCompareComponentsLazyQuery(
  options?: useLazyQuery.Options<CompareComponentsQuery, CompareComponentsQueryVariables>,
) {
  return useLazyQuery(CompareComponentsDocument, options);
}

export function useCompareTrayItemQuery(
  options: useQuery.Options<CompareTrayItemQuery, CompareTrayItemQueryVariables>,
) {
  return useQuery(CompareTrayItemDocument, options);
}

export function useCompareTrayItemLazyQuery(
  options?: useLazyQuery.Options<CompareTrayItemQuery, CompareTrayItemQueryVariables>,
) {
  return useLazyQuery(CompareTrayItemDocument, options);
}

export function useComponentBrandCountsQuery(
  options?: useQuery.Options<ComponentBrandCountsQuery, ComponentBrandCountsQueryVariables>,
) {
  return useQuery(ComponentBrandCountsDocument, options);
}

export function useComponentBrandCountsLazyQuery(
  options?: useLazyQuery.Options<ComponentBrandCountsQuery, ComponentBrandCountsQueryVariables>,
) {
  return useLazyQuery(ComponentBrandCountsDocument, options);
}

export function useComponentDetailQuery(
  options: useQuery.Options<ComponentDetailQuery, ComponentDetailQueryVariables>,
) {
  return useQuery(ComponentDetailDocument, options);
}

export function useComponentDetailLazyQuery(
  options?: useLazyQuery.Options<ComponentDetailQuery, ComponentDetailQueryVariables>,
) {
  return useLazyQuery(ComponentDetailDocument, options);
}

export function useComponentsQuery(options: useQuery.Options<ComponentsQuery, ComponentsQueryVariables>) {
  return useQuery(ComponentsDocument, options);
}

export function useComponentsLazyQuery(options?: useLazyQuery.Options<ComponentsQuery, ComponentsQueryVariables>) {
  return useLazyQuery(ComponentsDocument, options);
}
