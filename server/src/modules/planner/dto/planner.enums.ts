// GraphQL enums for the planner's closed sets. Some of the product's strings ('1080p',
// 'content-creation') are not valid GraphQL names, so each enum value has a name of its own and
// stands for exactly one of the strings in `common`: resolvers receive the string itself, and REST
// keeps taking the strings unchanged. The older String arguments stay, deprecated (docs/api.md).
import type { BuildType, Resolution, UseCaseId } from '@rigforge/common';
import { registerEnumType } from 'type-graphql';

/** Enum value names to the strings of `values`; compiles only when every string has a name. */
type Names<V extends string> = Readonly<Record<string, V>>;
type Unnamed<V extends string, M extends Names<V>> = Exclude<V, M[keyof M]>;

function enumOf<V extends string>() {
  return <const M extends Names<V>>(names: M & ([Unnamed<V, M>] extends [never] ? unknown : { unnamed: Unnamed<V, M> })): M =>
    names;
}

/** How a name stands in the schema: the string it means, so the mapping is in the schema itself. */
function valuesConfig(names: Names<string>): Record<string, { description: string }> {
  return Object.fromEntries(Object.entries(names).map(([name, value]) => [name, { description: `Stands for "${value}"` }]));
}

export const BuildTypeEnum = enumOf<BuildType>()({
  GAMING: 'gaming',
  CONTENT: 'content',
  STREAMING: 'streaming',
  WORKSTATION: 'workstation',
});
registerEnumType(BuildTypeEnum, {
  name: 'BuildType',
  description: 'What the budget calculator plans for; each value stands for the string in its description',
  valuesConfig: valuesConfig(BuildTypeEnum),
});

export const ResolutionEnum = enumOf<Resolution>()({
  RES_1080P: '1080p',
  RES_1440P: '1440p',
  RES_4K: '4K',
});
registerEnumType(ResolutionEnum, {
  name: 'Resolution',
  description: 'A target screen resolution; each value stands for the string in its description',
  valuesConfig: valuesConfig(ResolutionEnum),
});

export const UseCaseEnum = enumOf<UseCaseId>()({
  GAMING: 'gaming',
  WORK: 'work',
  CONTENT_CREATION: 'content-creation',
  MUSIC_PRODUCTION: 'music-production',
  SERVER: 'server',
  WORKSTATION: 'workstation',
});
registerEnumType(UseCaseEnum, {
  name: 'UseCase',
  description: 'A use case of the planner; each value stands for the use-case id in its description',
  valuesConfig: valuesConfig(UseCaseEnum),
});

/** Why a String argument or field is deprecated: its enum twin. */
export const enumTwin = (twin: string, enumName: string): string =>
  `Use ${twin} (the ${enumName} enum, one value for each of these strings).`;

