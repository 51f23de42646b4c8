/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type * as Types from '../../generated/graphql';

import { useQuery, useLazyQuery, useMutation } from '@apollo/client/react';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** An allocation as budgetAllocation returned it */
export type AllocationInput = {
  /**
   * The budget in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget?: number | null | undefined;
  /** Defaults to the sum of the shares */
  budgetCents?: number | null | undefined;
  /**
   * gaming, content, streaming or workstation
   * @deprecated Use kind (the BuildType enum, one value for each of these strings).
   */
  buildType?: string | null | undefined;
  /**
   * The processor share in dollars
   * @deprecated Use cpuCents (money is integer US cents everywhere).
   */
  cpu?: number | null | undefined;
  /** The processor share in US cents */
  cpuCents?: number | null | undefined;
  /**
   * The graphics card share in dollars
   * @deprecated Use gpuCents (money is integer US cents everywhere).
   */
  gpu?: number | null | undefined;
  /** The graphics card share in US cents */
  gpuCents?: number | null | undefined;
  /** Default GAMING */
  kind?: BuildType | null | undefined;
  /**
   * The board, PSU, case and cooler share in dollars
   * @deprecated Use otherCents (money is integer US cents everywhere).
   */
  other?: number | null | undefined;
  /** The board, PSU, case and cooler share in US cents */
  otherCents?: number | null | undefined;
  /**
   * The memory share in dollars
   * @deprecated Use ramCents (money is integer US cents everywhere).
   */
  ram?: number | null | undefined;
  /** The memory share in US cents */
  ramCents?: number | null | undefined;
  /**
   * 1080p, 1440p or 4K
   * @deprecated Use screen (the Resolution enum, one value for each of these strings).
   */
  resolution?: string | null | undefined;
  /** Default RES_1080P */
  screen?: Resolution | null | undefined;
  /**
   * The drives share in dollars
   * @deprecated Use storageCents (money is integer US cents everywhere).
   */
  storage?: number | null | undefined;
  /** The drives share in US cents */
  storageCents?: number | null | undefined;
};

/** What the budget calculator plans for; each value stands for the string in its description */
export type BuildType =
  /** Stands for "content" */
  | 'CONTENT'
  /** Stands for "gaming" */
  | 'GAMING'
  /** Stands for "streaming" */
  | 'STREAMING'
  /** Stands for "workstation" */
  | 'WORKSTATION';

/** A part the builder keeps: locked, or owned (it then costs the build $0) */
export type BuilderPartInput = {
  /** The catalog part (Component.id) */
  id: string | number;
  /** The user already has it (default false) */
  owned?: boolean | null | undefined;
};

/** Complete my build, Find a better part, Upgrade what you own: the money, the uses and the kept parts */
export type BuilderRequestInput = {
  /** The money to spend, in US cents, $0 to $20,000 (owned parts count $0) */
  budgetCents: number;
  /** The parts to keep (at most 18): for upgradeAdvice, the parts the user owns */
  parts: Array<BuilderPartInput>;
  /** Default RES_1080P */
  screen?: Resolution | null | undefined;
  /** One or more use cases */
  uses: Array<UseCase>;
};

/** The outcome of one compatibility check; each value stands for the string in its description */
export type CheckStatus =
  /** Stands for "fail" */
  | 'FAIL'
  /** Stands for "pass" */
  | 'PASS'
  /** Stands for "warn" */
  | 'WARN';

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

/** What is wrong with one line of a pasted parts list (the line is kept; `problem` says it in words) */
export type PartsListLineProblem =
  /** A second part of a kind a build holds only one of */
  | 'EXTRA_PART'
  /** The part name is longer than a name may be */
  | 'NAME_TOO_LONG'
  /** The price is below zero */
  | 'NEGATIVE_PRICE'
  /** The price is not a number */
  | 'PRICE_NOT_A_NUMBER'
  /** The price is not in US dollars */
  | 'PRICE_NOT_DOLLARS'
  /** The price is above $100,000 */
  | 'PRICE_TOO_HIGH'
  /** More drives than a build may hold */
  | 'TOO_MANY_DRIVES';

/** A target screen resolution; each value stands for the string in its description */
export type Resolution =
  /** Stands for "4K" */
  | 'RES_4K'
  /** Stands for "1080p" */
  | 'RES_1080P'
  /** Stands for "1440p" */
  | 'RES_1440P';

/** One part to save; retail links are built by the server */
export type SavedBuildComponentInput = {
  /** The catalog part, when the part came from the catalog */
  componentId?: string | number | null | undefined;
  /** Kept by the builder's "Complete my build" (default false) */
  locked?: boolean | null | undefined;
  /** The part name (a catalog part is matched by exact name and type) */
  name: string;
  /** The owner already has it: saved at $0, whatever the catalog price (default false) */
  owned?: boolean | null | undefined;
  /** Required unless type is given */
  partType?: PartType | null | undefined;
  /**
   * Dollars, 0 or more
   * @deprecated Use priceCents (money is integer US cents everywhere).
   */
  price?: number | null | undefined;
  /** US cents, 0 or more: kept only for a part the catalog does not hold; a catalog part (by componentId, or by exact name and type) is saved at the catalog's price */
  priceCents?: number | null | undefined;
  /**
   * CPU, GPU, RAM, Storage, Motherboard, PSU, Case or Cooler
   * @deprecated Use partType (the PartType enum, one value for each of these strings).
   */
  type?: string | null | undefined;
};

/** A build to save */
export type SavedBuildInput = {
  /**
   * The budget it was planned for, in dollars
   * @deprecated Use budgetCents (money is integer US cents everywhere).
   */
  budget?: number | null | undefined;
  /** The budget it was planned for, in US cents */
  budgetCents?: number | null | undefined;
  /** What it was planned for: free text, e.g. gaming */
  buildType?: string | null | undefined;
  /**
   * The tier label
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  category?: string | null | undefined;
  /** 1 to 30 parts */
  components: Array<SavedBuildComponentInput>;
  /** At most 1000 characters */
  description?: string | null | undefined;
  /** Default false */
  isPublic?: boolean | null | undefined;
  /**
   * 1080p, 1440p or 4K
   * @deprecated Use screen (the Resolution enum, one value for each of these strings).
   */
  resolution?: string | null | undefined;
  /** The screen resolution it was planned for */
  screen?: Resolution | null | undefined;
  /** At most 100 characters; default '<tier> Build - $<budget>' */
  title?: string | null | undefined;
  /**
   * Dollars
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  totalPrice?: string | null | undefined;
  /**
   * US cents
   * @deprecated Ignored: the server computes the total and its tier from the parts
   */
  totalPriceCents?: number | null | undefined;
  /**
   * Use-case ids
   * @deprecated Use uses (the UseCase enum, one value for each of these strings).
   */
  useCases?: Array<string> | null | undefined;
  /** The use cases it was generated for */
  uses?: Array<UseCase> | null | undefined;
};

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

export type BudgetAllocationQueryVariables = Exact<{
  budgetCents: number;
  kind?: Types.BuildType | null | undefined;
  screen?: Types.Resolution | null | undefined;
  uses?: Array<Types.UseCase> | Types.UseCase | null | undefined;
}>;

export type BudgetAllocationQuery = {
  budgetAllocation: {
    budgetCents: number;
    totalCents: number;
    buildType: string;
    resolution: string;
    allocationCents: { cpu: number; gpu: number; ram: number; storage: number; other: number };
    percentages: { cpu: number; gpu: number; ram: number; storage: number; other: number };
    recommendations: {
      cpu: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number } | null;
      gpu: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number } | null;
    };
  } | null;
};

export type RecommendedPartFieldsFragment = {
  id: string;
  slug: string;
  name: string;
  type: Types.PartType;
  priceCents: number;
};

export type GeneratedBuildFieldsFragment = {
  totalCents: number;
  budgetCents: number;
  fitsBudget: boolean;
  message: string | null;
  useCases: Array<string>;
  buildType: string;
  resolution: string;
  buildTier: string | null;
  parts: Array<{
    componentId: string;
    slug: string;
    name: string;
    type: Types.PartType;
    priceCents: number;
    reason: string;
  }>;
  upgrades: Array<{
    componentId: string;
    slug: string;
    name: string;
    type: Types.PartType;
    priceCents: number;
    extraCents: number;
    reason: string;
  }>;
};

export type GeneratePartsQueryVariables = Exact<{
  allocation: Types.AllocationInput;
}>;

export type GeneratePartsQuery = {
  generateParts: {
    totalCents: number;
    budgetCents: number;
    fitsBudget: boolean;
    message: string | null;
    useCases: Array<string>;
    buildType: string;
    resolution: string;
    buildTier: string | null;
    parts: Array<{
      componentId: string;
      slug: string;
      name: string;
      type: Types.PartType;
      priceCents: number;
      reason: string;
    }>;
    upgrades: Array<{
      componentId: string;
      slug: string;
      name: string;
      type: Types.PartType;
      priceCents: number;
      extraCents: number;
      reason: string;
    }>;
  } | null;
};

export type GeneratePartsFromUseCasesQueryVariables = Exact<{
  uses: Array<Types.UseCase> | Types.UseCase;
  budgetCents?: number | null | undefined;
  strictBudget?: boolean | null | undefined;
}>;

export type GeneratePartsFromUseCasesQuery = {
  generatePartsFromUseCases: {
    totalCents: number;
    budgetCents: number;
    fitsBudget: boolean;
    message: string | null;
    useCases: Array<string>;
    buildType: string;
    resolution: string;
    buildTier: string | null;
    parts: Array<{
      componentId: string;
      slug: string;
      name: string;
      type: Types.PartType;
      priceCents: number;
      reason: string;
    }>;
    upgrades: Array<{
      componentId: string;
      slug: string;
      name: string;
      type: Types.PartType;
      priceCents: number;
      extraCents: number;
      reason: string;
    }>;
  } | null;
};

export type CheckCompatibilityQueryVariables = Exact<{
  partIds: Array<string | number> | string | number;
}>;

export type CheckCompatibilityQuery = {
  checkCompatibility: {
    compatible: boolean;
    estimatedWattage: number;
    recommendedPsuWattage: number;
    unchecked: Array<string>;
    checks: Array<{ rule: string; label: string; verdict: Types.CheckStatus; message: string }>;
  } | null;
};

export type CreateSavedBuildMutationVariables = Exact<{
  input: Types.SavedBuildInput;
}>;

export type CreateSavedBuildMutation = { createSavedBuild: { id: string; title: string; sharePath: string } | null };

export type BuilderPartsQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;

export type BuilderPartsQuery = {
  componentsByIds: Array<{
    id: string;
    slug: string;
    name: string;
    type: Types.PartType;
    brand: string;
    priceCents: number | null;
    priceBasis: { source: string; on: string } | null;
  }> | null;
};

export type ReplaceSavedBuildPartsMutationVariables = Exact<{
  id: string | number;
  components: Array<Types.SavedBuildComponentInput> | Types.SavedBuildComponentInput;
}>;

export type ReplaceSavedBuildPartsMutation = {
  replaceSavedBuildParts: { id: string; title: string; totalPriceCents: number; category: string } | null;
};

export type ParsePartsListQueryVariables = Exact<{
  text: string;
}>;

export type ParsePartsListQuery = {
  parsePartsList: {
    totalCents: number;
    lines: Array<{
      lineNumber: number;
      raw: string;
      type: Types.PartType;
      name: string;
      priceCents: number | null;
      confidence: number;
      custom: boolean;
      problemCode: Types.PartsListLineProblem | null;
      problem: string | null;
      component: { id: string; slug: string; name: string; type: Types.PartType; priceCents: number | null } | null;
    }>;
    ignored: Array<{ lineNumber: number; raw: string; reason: string }>;
  } | null;
};

export type CompleteBuildQueryVariables = Exact<{
  request: Types.BuilderRequestInput;
}>;

export type CompleteBuildQuery = {
  completeBuild: {
    totalCents: number;
    message: string | null;
    parts: Array<{
      componentId: string;
      name: string;
      type: Types.PartType;
      reason: string;
      locked: boolean;
      owned: boolean;
    }>;
  } | null;
};

export type BetterPartQueryVariables = Exact<{
  request: Types.BuilderRequestInput;
  slot: Types.PartType;
}>;

export type BetterPartQuery = {
  betterPart: {
    extraCents: number;
    message: string;
    parts: Array<{ componentId: string; name: string; type: Types.PartType; reason: string }>;
  } | null;
};

export type UpgradeAdviceQueryVariables = Exact<{
  request: Types.BuilderRequestInput;
}>;

export type UpgradeAdviceQuery = {
  upgradeAdvice: {
    gainPercent: number;
    summary: string;
    keeps: Array<{ id: string; name: string; type: Types.PartType }>;
    replacements: Array<{
      priceCents: number;
      from: { id: string; name: string; type: Types.PartType } | null;
      to: { componentId: string; name: string; type: Types.PartType; reason: string };
    }>;
    build: { parts: Array<{ componentId: string; owned: boolean }> };
  } | null;
};

export type BuilderNotesQueryVariables = Exact<{
  partIds: Array<string | number> | string | number;
  uses: Array<Types.UseCase> | Types.UseCase;
  screen?: Types.Resolution | null | undefined;
}>;

export type BuilderNotesQuery = { builderNotes: Array<{ rule: string; message: string }> | null };

export const RecommendedPartFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecommendedPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecommendedPart' } },
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
  ],
} as unknown as DocumentNode<RecommendedPartFieldsFragment, unknown>;
export const GeneratedBuildFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GeneratedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneratedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PartCardFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fitsBudget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upgrades' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'useCases' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildTier' } },
        ],
      },
    },
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
} as unknown as DocumentNode<GeneratedBuildFieldsFragment, unknown>;
export const BudgetAllocationDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BudgetAllocation' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'budgetCents' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'BuildType' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'screen' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Resolution' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
          type: {
            kind: 'ListType',
            type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UseCase' } } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'budgetAllocation' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'budgetCents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'budgetCents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'kind' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'kind' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'screen' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'screen' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'uses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
                { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'allocationCents' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cpu' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gpu' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ram' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'storage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'other' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'percentages' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'cpu' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'gpu' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ram' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'storage' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'other' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'recommendations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'cpu' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecommendedPartFields' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'gpu' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'RecommendedPartFields' } },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'RecommendedPartFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'RecommendedPart' } },
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
  ],
} as unknown as DocumentNode<BudgetAllocationQuery, BudgetAllocationQueryVariables>;
export const GeneratePartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GenerateParts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'allocation' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'AllocationInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generateParts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'allocation' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'allocation' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GeneratedBuildFields' } }],
            },
          },
        ],
      },
    },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GeneratedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneratedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PartCardFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fitsBudget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upgrades' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'useCases' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildTier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GeneratePartsQuery, GeneratePartsQueryVariables>;
export const GeneratePartsFromUseCasesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GeneratePartsFromUseCases' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UseCase' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'budgetCents' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'strictBudget' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'generatePartsFromUseCases' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'uses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'budgetCents' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'budgetCents' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'strictBudget' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'strictBudget' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'GeneratedBuildFields' } }],
            },
          },
        ],
      },
    },
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
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'GeneratedBuildFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'GeneratedBuild' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parts' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'PartCardFields' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'budgetCents' } },
          { kind: 'Field', name: { kind: 'Name', value: 'fitsBudget' } },
          { kind: 'Field', name: { kind: 'Name', value: 'message' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upgrades' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                { kind: 'Field', name: { kind: 'Name', value: 'slug' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'extraCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'useCases' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildType' } },
          { kind: 'Field', name: { kind: 'Name', value: 'resolution' } },
          { kind: 'Field', name: { kind: 'Name', value: 'buildTier' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GeneratePartsFromUseCasesQuery, GeneratePartsFromUseCasesQueryVariables>;
export const CheckCompatibilityDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CheckCompatibility' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partIds' } },
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
            name: { kind: 'Name', value: 'checkCompatibility' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partIds' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'FragmentSpread', name: { kind: 'Name', value: 'CompatibilityReportFields' } }],
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
} as unknown as DocumentNode<CheckCompatibilityQuery, CheckCompatibilityQueryVariables>;
export const CreateSavedBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'CreateSavedBuild' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildInput' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'createSavedBuild' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'input' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'input' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sharePath' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CreateSavedBuildMutation, CreateSavedBuildMutationVariables>;
export const BuilderPartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BuilderParts' },
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
            name: { kind: 'Name', value: 'componentsByIds' },
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
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuilderPartsQuery, BuilderPartsQueryVariables>;
export const ReplaceSavedBuildPartsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'mutation',
      name: { kind: 'Name', value: 'ReplaceSavedBuildParts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'components' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'SavedBuildComponentInput' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'replaceSavedBuildParts' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'id' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'id' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'components' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'components' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'totalPriceCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ReplaceSavedBuildPartsMutation, ReplaceSavedBuildPartsMutationVariables>;
export const ParsePartsListDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ParsePartsList' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'parsePartsList' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'text' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'text' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'lines' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lineNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'raw' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'confidence' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'custom' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'problemCode' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'problem' } },
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
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'ignored' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'lineNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'raw' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ParsePartsListQuery, ParsePartsListQueryVariables>;
export const CompleteBuildDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CompleteBuild' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BuilderRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'completeBuild' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'totalCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'locked' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
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
} as unknown as DocumentNode<CompleteBuildQuery, CompleteBuildQueryVariables>;
export const BetterPartDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BetterPart' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BuilderRequestInput' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'slot' } },
          type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'PartType' } } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'betterPart' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'slot' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'slot' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'extraCents' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'parts' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
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
} as unknown as DocumentNode<BetterPartQuery, BetterPartQueryVariables>;
export const UpgradeAdviceDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'UpgradeAdvice' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'BuilderRequestInput' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upgradeAdvice' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'request' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'request' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'gainPercent' } },
                { kind: 'Field', name: { kind: 'Name', value: 'summary' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'keeps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'replacements' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'priceCents' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'from' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'to' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'reason' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'build' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'parts' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'componentId' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'owned' } },
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
} as unknown as DocumentNode<UpgradeAdviceQuery, UpgradeAdviceQueryVariables>;
export const BuilderNotesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'BuilderNotes' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'partIds' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'ID' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: { kind: 'NonNullType', type: { kind: 'NamedType', name: { kind: 'Name', value: 'UseCase' } } },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'screen' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'Resolution' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'builderNotes' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'partIds' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'partIds' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'uses' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'uses' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'screen' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'screen' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'rule' } },
                { kind: 'Field', name: { kind: 'Name', value: 'message' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BuilderNotesQuery, BuilderNotesQueryVariables>;

export function useBetterPartQuery(options: useQuery.Options<BetterPartQuery, BetterPartQueryVariables>) {
  return useQuery(BetterPartDocument, options);
}

export function useBetterPartLazyQuery(options?: useLazyQuery.Options<BetterPartQuery, BetterPartQueryVariables>) {
  return useLazyQuery(BetterPartDocument, options);
}

export function useBudgetAllocationQuery(
  options: useQuery.Options<BudgetAllocationQuery, BudgetAllocationQueryVariables>,
) {
  return useQuery(BudgetAllocationDocument, options);
}

export function useBudgetAllocationLazyQuery(
  options?: useLazyQuery.Options<BudgetAllocationQuery, BudgetAllocationQueryVariables>,
) {
  return useLazyQuery(BudgetAllocationDocument, options);
}

export function useBuilderNotesQuery(options: useQuery.Options<BuilderNotesQuery, BuilderNotesQueryVariables>) {
  return useQuery(BuilderNotesDocument, options);
}

export function useBuilderNotesLazyQuery(
  options?: useLazyQuery.Options<BuilderNotesQuery, BuilderNotesQueryVariables>,
) {
  return useLazyQuery(BuilderNotesDocument, options);
}

export function useBuilderPartsQuery(options: useQuery.Options<BuilderPartsQuery, BuilderPartsQueryVariables>) {
  return useQuery(BuilderPartsDocument, options);
}

export function useBuilderPartsLazyQuery(
  options?: useLazyQuery.Options<BuilderPartsQuery, BuilderPartsQueryVariables>,
) {
  return useLazyQuery(BuilderPartsDocument, options);
}

export function useCheckCompatibilityQuery(
  options: useQuery.Options<CheckCompatibilityQuery, CheckCompatibilityQueryVariables>,
) {
  return useQuery(CheckCompatibilityDocument, options);
}

export function useCheckCompatibilityLazyQuery(
  options?: useLazyQuery.Options<CheckCompatibilityQuery, CheckCompatibilityQueryVariables>,
) {
  return useLazyQuery(CheckCompatibilityDocument, options);
}

export function useCompleteBuildQuery(options: useQuery.Options<CompleteBuildQuery, CompleteBuildQueryVariables>) {
  return useQuery(CompleteBuildDocument, options);
}

export function useCompleteBuildLazyQuery(
  options?: useLazyQuery.Options<CompleteBuildQuery, CompleteBuildQueryVariables>,
) {
  return useLazyQuery(CompleteBuildDocument, options);
}

export function useCreateSavedBuildMutation(
  options?: useMutation.Options<CreateSavedBuildMutation, CreateSavedBuildMutationVariables>,
) {
  return useMutation(CreateSavedBuildDocument, options);
}

export function useGeneratePartsQuery(options: useQuery.Options<GeneratePartsQuery, GeneratePartsQueryVariables>) {
  return useQuery(GeneratePartsDocument, options);
}

export function useGeneratePartsLazyQuery(
  options?: useLazyQuery.Options<GeneratePartsQuery, GeneratePartsQueryVariables>,
) {
  return useLazyQuery(GeneratePartsDocument, options);
}

export function useGeneratePartsFromUseCasesQuery(
  options: useQuery.Options<GeneratePartsFromUseCasesQuery, GeneratePartsFromUseCasesQueryVariables>,
) {
  return useQuery(GeneratePartsFromUseCasesDocument, options);
}

export function useGeneratePartsFromUseCasesLazyQuery(
  options?: useLazyQuery.Options<GeneratePartsFromUseCasesQuery, GeneratePartsFromUseCasesQueryVariables>,
) {
  return useLazyQuery(GeneratePartsFromUseCasesDocument, options);
}

export function useParsePartsListQuery(options: useQuery.Options<ParsePartsListQuery, ParsePartsListQueryVariables>) {
  return useQuery(ParsePartsListDocument, options);
}

export function useParsePartsListLazyQuery(
  options?: useLazyQuery.Options<ParsePartsListQuery, ParsePartsListQueryVariables>,
) {
  return useLazyQuery(ParsePartsListDocument, options);
}

export function useReplaceSavedBuildPartsMutation(
  options?: useMutation.Options<ReplaceSavedBuildPartsMutation, ReplaceSavedBuildPartsMutationVariables>,
) {
  return useMutation(ReplaceSavedBuildPartsDocument, options);
}

export function useUpgradeAdviceQuery(options: useQuery.Options<UpgradeAdviceQuery, UpgradeAdviceQueryVariables>) {
  return useQuery(UpgradeAdviceDocument, options);
}

export function useUpgradeAdviceLazyQuery(
  options?: useLazyQuery.Options<UpgradeAdviceQuery, UpgradeAdviceQueryVariables>,
) {
  return useLazyQuery(UpgradeAdviceDocument, options);
}
