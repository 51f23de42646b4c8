/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
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

/** LIVE: from a retailer API now; FEED: an imported feed or dataset price; ESTIMATE: older than the configured age */
export type PriceSource =
  /** Older than the configured age */
  | 'ESTIMATE'
  /** From an imported feed or dataset */
  | 'FEED'
  /** From a retailer API now */
  | 'LIVE';

/** A retailer: Amazon, Newegg, Best Buy */
export type Retailer =
  /** Amazon (US) */
  | 'AMAZON'
  /** Best Buy */
  | 'BESTBUY'
  /** Newegg */
  | 'NEWEGG';

export type PricingSuggestionsQueryVariables = Exact<{
  q: string;
  limit: number;
}>;

export type PricingSuggestionsQuery = { componentSuggestions: Array<string> | null };

export type RetailerOfferFieldsFragment = {
  retailer: Types.Retailer;
  priceCents: number;
  listPriceCents: number | null;
  inStock: boolean | null;
  url: string;
  observedAt: string;
  source: Types.PriceSource;
  isLowest: boolean;
  aboveLowestCents: number;
};

export type PricingQueryVariables = Exact<{
  componentName: string;
}>;

export type PricingQuery = {
  pricing: {
    query: string;
    estimateCents: number | null;
    unavailable: boolean;
    checkedAt: string;
    component: {
      id: string;
      slug: string;
      name: string;
      type: Types.PartType;
      priceCents: number | null;
      priceBasis: { source: string; on: string } | null;
    } | null;
    offers: Array<{
      retailer: Types.Retailer;
      priceCents: number;
      listPriceCents: number | null;
      inStock: boolean | null;
      url: string;
      observedAt: string;
      source: Types.PriceSource;
      isLowest: boolean;
      aboveLowestCents: number;
    }>;
    lowest: {
      retailer: Types.Retailer;
      priceCents: number;
      listPriceCents: number | null;
      inStock: boolean | null;
      url: string;
      observedAt: string;
      source: Types.PriceSource;
      isLowest: boolean;
      aboveLowestCents: number;
    } | null;
    links: Array<{ retailer: Types.Retailer; url: string; productPage: boolean }>;
  } | null;
};

export type PriceHistoryQueryVariables = Exact<{
  componentId: string | number;
  days?: number | null | undefined;
}>;

export type PriceHistoryQuery = {
  priceHistory: {
    componentId: string;
    days: number | null;
    minCents: number | null;
    maxCents: number | null;
    averageCents: number | null;
    changeCents: number | null;
    changePercent: number | null;
    points: Array<{ retailer: Types.Retailer | null; priceCents: number; observedAt: string }>;
  } | null;
};

export type PriceAlertFieldsFragment = {
  id: string;
  targetPriceCents: number;
  triggeredAt: string | null;
  triggeredPriceCents: number | null;
  triggeredRetailer: Types.Retailer | null;
  createdAt: string;
  updatedAt: string;
  component: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number | null };
};

export type PriceAlertForQueryVariables = Exact<{
  componentId: string | number;
}>;

export type PriceAlertForQuery = {
  priceAlertFor: {
    id: string;
    targetPriceCents: number;
    triggeredAt: string | null;
    triggeredPriceCents: number | null;
    triggeredRetailer: Types.Retailer | null;
    createdAt: string;
    updatedAt: string;
    component: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number | null };
  } | null;
};

export type MyPriceAlertsQueryVariables = Exact<{ [key: string]: never }>;

export type MyPriceAlertsQuery = {
  myPriceAlerts: {
    nodes: Array<{
      id: string;
      targetPriceCents: number;
      triggeredAt: string | null;
      triggeredPriceCents: number | null;
      triggeredRetailer: Types.Retailer | null;
      createdAt: string;
      updatedAt: string;
      component: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number | null };
    }>;
  } | null;
};

export type SetPriceAlertMutationVariables = Exact<{
  componentId: string | number;
  targetPriceCents: number;
}>;

export type SetPriceAlertMutation = {
  setPriceAlert: {
    id: string;
    targetPriceCents: number;
    triggeredAt: string | null;
    triggeredPriceCents: number | null;
    triggeredRetailer: Types.Retailer | null;
    createdAt: string;
    updatedAt: string;
    component: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number | null };
  } | null;
};

export type DeletePriceAlertMutationVariables = Exact<{
  id: string | number;
}>;

export type DeletePriceAlertMutation = { deletePriceAlert: boolean | null };

export const RetailerOfferFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RetailerOfferFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RetailerOffer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'retailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'observedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLowest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveLowestCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RetailerOfferFieldsFragment, unknown>;
export const PriceAlertFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceAlertFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'component' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'targetPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredRetailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceAlertFieldsFragment, unknown>;
export const PricingSuggestionsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PricingSuggestions' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'componentSuggestions' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'q' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'q' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'limit' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'limit' } },
              },
            ],
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PricingSuggestionsQuery, PricingSuggestionsQueryVariables>;
export const PricingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Pricing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'componentName' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'pricing' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'componentName' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'componentName' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'query' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'component' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
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
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'offers' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RetailerOfferFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lowest' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'RetailerOfferFields' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'links' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'retailer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'productPage' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'estimateCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'unavailable' } },
                { kind: 'Field', name: { kind: 'Name', value: 'checkedAt' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RetailerOfferFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RetailerOffer' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'retailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'listPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'inStock' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'observedAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'source' } },
          { kind: 'Field', name: { kind: 'Name', value: 'isLowest' } },
          { kind: 'Field', name: { kind: 'Name', value: 'aboveLowestCents' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PricingQuery, PricingQueryVariables>;
export const PriceHistoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PriceHistory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceHistory' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'componentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'days' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'days' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'days' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'points' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'retailer' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'observedAt' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'minCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'maxCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'averageCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changeCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'changePercent' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceHistoryQuery, PriceHistoryQueryVariables>;
export const PriceAlertForDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'PriceAlertFor' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'priceAlertFor' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'componentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceAlertFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceAlertFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'component' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'targetPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredRetailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<PriceAlertForQuery, PriceAlertForQueryVariables>;
export const MyPriceAlertsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'MyPriceAlerts' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'myPriceAlerts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'nodes' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceAlertFields' } }],
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
      name: { kind: 'Name', value: 'PriceAlertFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'component' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'targetPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredRetailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MyPriceAlertsQuery, MyPriceAlertsQueryVariables>;
export const SetPriceAlertDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'SetPriceAlert' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'targetPriceCents' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'setPriceAlert' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'componentId' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'componentId' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'targetPriceCents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'targetPriceCents' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'PriceAlertFields' } }],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'PriceAlertFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'PriceAlert' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'component' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'targetPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredPriceCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'triggeredRetailer' } },
          { kind: 'Field', name: { kind: 'Name', value: 'createdAt' } },
          { kind: 'Field', name: { kind: 'Name', value: 'updatedAt' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SetPriceAlertMutation, SetPriceAlertMutationVariables>;
export const DeletePriceAlertDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'DeletePriceAlert' },
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
            name: { kind: 'Name', value: 'deletePriceAlert' },
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
} as unknown as DocumentNode<DeletePriceAlertMutation, DeletePriceAlertMutationVariables>;

export function useDeletePriceAlertMutation(
  options?: useMutation.Options<DeletePriceAlertMutation, DeletePriceAlertMutationVariables>,
) {
  return useMutation(DeletePriceAlertDocument, options);
}

export function useMyPriceAlertsQuery(options?: useQuery.Options<MyPriceAlertsQuery, MyPriceAlertsQueryVariables>) {
  return useQuery(MyPriceAlertsDocument, options);
}

export function useMyPriceAlertsLazyQuery(
  options?: useLazyQuery.Options<MyPriceAlertsQuery, MyPriceAlertsQueryVariables>,
) {
  return useLazyQuery(MyPriceAlertsDocument, options);
}

export function usePriceAlertForQuery(options: useQuery.Options<PriceAlertForQuery, PriceAlertForQueryVariables>) {
  return useQuery(PriceAlertForDocument, options);
}

export function usePriceAlertForLazyQuery(
  options?: useLazyQuery.Options<PriceAlertForQuery, PriceAlertForQueryVariables>,
) {
  return useLazyQuery(PriceAlertForDocument, options);
}

export function usePriceHistoryQuery(options: useQuery.Options<PriceHistoryQuery, PriceHistoryQueryVariables>) {
  return useQuery(PriceHistoryDocument, options);
}

export function usePriceHistoryLazyQuery(
  options?: useLazyQuery.Options<PriceHistoryQuery, PriceHistoryQueryVariables>,
) {
  return useLazyQuery(PriceHistoryDocument, options);
}

export function usePricingQuery(options: useQuery.Options<PricingQuery, PricingQueryVariables>) {
  return useQuery(PricingDocument, options);
}

export function usePricingLazyQuery(options?: useLazyQuery.Options<PricingQuery, PricingQueryVariables>) {
  return useLazyQuery(PricingDocument, options);
}

export function usePricingSuggestionsQuery(
  options: useQuery.Options<PricingSuggestionsQuery, PricingSuggestionsQueryVariables>,
) {
  return useQuery(PricingSuggestionsDocument, options);
}

export function usePricingSuggestionsLazyQuery(
  options?: useLazyQuery.Options<PricingSuggestionsQuery, PricingSuggestionsQueryVariables>,
) {
  return useLazyQuery(PricingSuggestionsDocument, options);
}

export function useSetPriceAlertMutation(
  options?: useMutation.Options<SetPriceAlertMutation, SetPriceAlertMutationVariables>,
) {
  return useMutation(SetPriceAlertDocument, options);
}
