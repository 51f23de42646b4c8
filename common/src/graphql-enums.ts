// The GraphQL enum names of the planner's closed sets. Some of the product's strings ('1080p',
// 'content-creation') are not valid GraphQL names, so each string gets a name of its own: the
// server registers these maps as the schema's enums (docs/api.md "Enums") and the client names its
// arguments through them. REST keeps taking the strings themselves.
import type { CheckStatus, PsuBasis } from './compatibility';
import {
  PRICE_TIERS,
  tierWordOf,
  type BuildType,
  type PriceTierLabel,
  type Resolution,
  type UseCaseId,
} from './planner';
import type { GuideTier, TierColor } from './tiers';

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

export const CHECK_STATUS_ENUM = enumNames<CheckStatus>()({
  PASS: 'pass',
  WARN: 'warn',
  FAIL: 'fail',
});

export const PSU_BASIS_ENUM = enumNames<PsuBasis>()({
  LOAD: 'load',
  GRAPHICS_CARD: 'graphics-card',
});

export const TIER_COLOR_ENUM = enumNames<TierColor>()({
  GREEN: 'green',
  BLUE: 'blue',
  RED: 'red',
});

export const GUIDE_TIER_ENUM = enumNames<GuideTier>()({
  BUDGET: 'Budget',
  MID_RANGE: 'Mid-Range',
  HIGH_END: 'High-End',
});

/**
 * `value` when it is one of the strings of `names`, else null: the enum twin of a String field answers
 * null where the string is none of the enum's values (a saved build's free-text build type, the
 * "productivity" of a use-case build without gaming).
 */
export function enumValueOrNull<M extends Names<string>>(names: M, value: unknown): M[keyof M] | null {
  return (Object.values(names) as M[keyof M][]).find((v) => v === value) ?? null;
}

/** The strings of `names` among `values`, in order (stored use-case lists may hold retired ids). */
export function enumValuesIn<M extends Names<string>>(names: M, values: readonly unknown[]): M[keyof M][] {
  return values.flatMap((value) => enumValueOrNull(names, value) ?? []);
}

/**
 * The price tier a tier label starts with ("Mid-Range Workstation" is Mid-Range Gaming's tier), or
 * null for any other text: the PriceTier twin of a tier label whose purpose may not be gaming.
 */
export function priceTierOfLabel(label: string | null | undefined): PriceTierLabel | null {
  const tier = PRICE_TIERS.find((t) => label?.startsWith(`${tierWordOf(t.label)} `));
  return tier ? tier.label : null;
}

/** The enum name that stands for `value` in `names` (each value has exactly one). */
export function enumNameOf<M extends Names<string>>(names: M, value: M[keyof M]): keyof M & string {
  const name = Object.keys(names).find((key) => names[key] === value);
  if (name === undefined) throw new Error(`No enum name for ${value}`);
  return name;
}

/** The String fields of a generated build that have enum twins. */
export interface GeneratedBuildStrings {
  useCases: readonly string[];
  buildType: string;
  resolution: Resolution;
  tier: string;
  tierColor: TierColor;
  buildTier: string | null;
}

/**
 * A generated build's enum twins (docs/api.md "Enums for closed sets"), each the string its
 * deprecated String field holds, or null where that string is none of the enum's: the server's
 * field resolvers and the static deployment's shapes both answer these.
 */
export function generatedBuildEnums(build: GeneratedBuildStrings) {
  return {
    uses: enumValuesIn(USE_CASE_ENUM, build.useCases),
    kind: enumValueOrNull(BUILD_TYPE_ENUM, build.buildType),
    screen: build.resolution,
    priceTier: priceTierOfLabel(build.tier),
    color: build.tierColor,
    guideTier: enumValueOrNull(GUIDE_TIER_ENUM, build.buildTier),
  };
}
