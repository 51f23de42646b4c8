// The planner's closed sets as GraphQL enums. Each enum value stands for one of the product's
// strings (the maps are in `common`, so the client names its arguments through the same ones);
// resolvers receive the string itself, so the shared parsers and REST are unchanged. The older
// String arguments stay, deprecated (docs/api.md).
import { BUILD_TYPE_ENUM, RESOLUTION_ENUM, USE_CASE_ENUM } from '@rigforge/common';
import { registerEnumType } from 'type-graphql';

/** Import the enums from here (not from `common`), so that they are registered before any type uses them. */
export { BUILD_TYPE_ENUM, RESOLUTION_ENUM, USE_CASE_ENUM };

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

/** Why a String argument or field is deprecated: its enum twin. */
export const enumTwin = (twin: string, enumName: string): string =>
  `Use ${twin} (the ${enumName} enum, one value for each of these strings).`;
