// The GraphQL enum names of the planner's closed sets. Some of the product's strings ('1080p',
// 'content-creation') are not valid GraphQL names, so each string gets a name of its own: the
// server registers these maps as the schema's enums (docs/api.md "Enums") and the client names its
// arguments through them. REST keeps taking the strings themselves.
import type { BuildType, Resolution, UseCaseId } from './planner';

/** Enum names to the strings of a closed set; compiles only when every string of `V` has a name. */
type Names<V extends string> = Readonly<Record<string, V>>;
type Unnamed<V extends string, M extends Names<V>> = Exclude<V, M[keyof M]>;

function enumNames<V extends string>() {
  return <const M extends Names<V>>(
    names: M & ([Unnamed<V, M>] extends [never] ? unknown : { unnamed: Unnamed<V, M> }),
  ): M => names;
}

export const BUILD_TYPE_ENUM = enumNames<BuildType>()({
  GAMING: 'gaming',
  CONTENT: 'content',
  STREAMING: 'streaming',
  WORKSTATION: 'workstation',
});

export const RESOLUTION_ENUM = enumNames<Resolution>()({
  RES_1080P: '1080p',
  RES_1440P: '1440p',
  RES_4K: '4K',
});

export const USE_CASE_ENUM = enumNames<UseCaseId>()({
  GAMING: 'gaming',
  WORK: 'work',
  CONTENT_CREATION: 'content-creation',
  MUSIC_PRODUCTION: 'music-production',
  SERVER: 'server',
  WORKSTATION: 'workstation',
});

/** The enum name that stands for `value` in `names` (each value has exactly one). */
export function enumNameOf<M extends Names<string>>(names: M, value: M[keyof M]): keyof M & string {
  const name = Object.keys(names).find((key) => names[key] === value);
  if (name === undefined) throw new Error(`No enum name for ${value}`);
  return name;
}
