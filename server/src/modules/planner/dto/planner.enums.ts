// The planner's closed sets as GraphQL enums. Each enum value stands for one of the product's
// strings (the maps are in `common`, so the client names its arguments through the same ones);
// resolvers receive and return the string itself, so the shared parsers, REST and the static
// deployment's plain objects are unchanged. The older String arguments and fields stay, deprecated
// (docs/api.md).
import {
  BUILD_TYPE_ENUM,
  CHECK_STATUS_ENUM,
  GUIDE_TIER_ENUM,
  PSU_BASIS_ENUM,
  RESOLUTION_ENUM,
  TIER_COLOR_ENUM,
  USE_CASE_ENUM,
} from '@rigforge/common';
import { registerEnumType } from 'type-graphql';

/** Import the enums from here (not from `common`), so that they are registered before any type uses them. */
export {
  BUILD_TYPE_ENUM,
  CHECK_STATUS_ENUM,
  GUIDE_TIER_ENUM,
  PSU_BASIS_ENUM,
  RESOLUTION_ENUM,
  TIER_COLOR_ENUM,
  USE_CASE_ENUM,
};

/** Each name's description is the string it stands for, so the mapping is in the schema itself. */
function valuesConfig(names: Readonly<Record<string, string>>): Record<string, { description: string }> {
  return Object.fromEntries(
    Object.entries(names).map(([name, value]) => [name, { description: `Stands for "${value}"` }]),
  );
}

registerEnumType(BUILD_TYPE_ENUM, {
  name: 'BuildType',
  description: 'What the budget calculator plans for; each value stands for the string in its description',
  valuesConfig: valuesConfig(BUILD_TYPE_ENUM),
});

registerEnumType(RESOLUTION_ENUM, {
  name: 'Resolution',
  description: 'A target screen resolution; each value stands for the string in its description',
  valuesConfig: valuesConfig(RESOLUTION_ENUM),
});

registerEnumType(USE_CASE_ENUM, {
  name: 'UseCase',
  description: 'A use case of the planner; each value stands for the use-case id in its description',
  valuesConfig: valuesConfig(USE_CASE_ENUM),
});

registerEnumType(CHECK_STATUS_ENUM, {
  name: 'CheckStatus',
  description: 'The outcome of one compatibility check; each value stands for the string in its description',
  valuesConfig: valuesConfig(CHECK_STATUS_ENUM),
});

registerEnumType(PSU_BASIS_ENUM, {
  name: 'PsuBasis',
  description:
    "Which figure set a recommended PSU wattage: LOAD (the estimated load × 1.3) or GRAPHICS_CARD (the card maker's figure)",
  valuesConfig: valuesConfig(PSU_BASIS_ENUM),
});

registerEnumType(TIER_COLOR_ENUM, {
  name: 'TierColor',
  description: "The colour of a build's tier badge; each value stands for the string in its description",
  valuesConfig: valuesConfig(TIER_COLOR_ENUM),
});

registerEnumType(GUIDE_TIER_ENUM, {
  name: 'GuideTier',
  description:
    "A budget tier of the guides' scale (up to $600, up to $1,000, above); each value stands for the string in its description",
  valuesConfig: valuesConfig(GUIDE_TIER_ENUM),
});

/** The total-price tiers, as their labels (the strings a tier label starts with the word of). */
export enum PriceTierEnum {
  BUDGET_GAMING = 'Budget Gaming',
  MID_RANGE_GAMING = 'Mid-Range Gaming',
  HIGH_END_GAMING = 'High-End Gaming',
}
registerEnumType(PriceTierEnum, {
  name: 'PriceTier',
  description:
    'A total-price tier (Budget, Mid-Range or High-End Gaming; as a filter it also lists the builds of that tier made for another purpose); guide tiers are GuideTier',
  valuesConfig: {
    BUDGET_GAMING: { description: 'A total of $800 or less' },
    MID_RANGE_GAMING: { description: 'A total over $800, up to $1,500' },
    HIGH_END_GAMING: { description: 'A total over $1,500' },
  },
});

/** Why a String argument or field is deprecated: its enum twin. */
export const enumTwin = (twin: string, enumName: string): string =>
  `Use ${twin} (the ${enumName} enum, one value for each of these strings).`;
