import {
  BUILDER_PARTS_MAX,
  COMPONENT_ARG_LIMITS,
  COMPONENT_ARG_RULES,
  COMPONENT_PAGE,
  SUGGESTION_LIMIT,
  type PartType,
} from '@rigforge/common';
import { ConnectionArgs } from '../../../lib/connection';
import { ArgRule } from '../../../lib/rule';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  Equals,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import { ArgsType, Field, ID, Int, registerEnumType } from 'type-graphql';

export enum PartTypeEnum {
  CPU = 'CPU',
  GPU = 'GPU',
  RAM = 'RAM',
  Storage = 'Storage',
  Motherboard = 'Motherboard',
  PSU = 'PSU',
  Case = 'Case',
  Cooler = 'Cooler',
}
registerEnumType(PartTypeEnum, {
  name: 'PartType',
  description:
    'The kind of part. Its values keep the catalog\'s own spelling (Storage, Case), which clients already send; docs/api.md "Enums for closed sets"',
  valuesConfig: {
    CPU: { description: 'A processor' },
    GPU: { description: 'A graphics card' },
    RAM: { description: 'A memory kit' },
    Storage: { description: 'A drive (SSD or hard disk)' },
    Motherboard: { description: 'A motherboard' },
    PSU: { description: 'A power supply' },
    Case: { description: 'A case' },
    Cooler: { description: 'A CPU cooler (air or liquid)' },
  },
});

export enum ComponentSort {
  PRICE_ASC = 'PRICE_ASC',
  PRICE_DESC = 'PRICE_DESC',
  RATING = 'RATING',
  VALUE = 'VALUE',
  NAME = 'NAME',
}
registerEnumType(ComponentSort, {
  name: 'ComponentSort',
  description: 'List order; parts without the value sorted on come last',
  valuesConfig: {
    PRICE_ASC: { description: 'Cheapest first' },
    PRICE_DESC: { description: 'Most expensive first' },
    RATING: { description: 'Best rated first' },
    VALUE: { description: 'Best value score first' },
    NAME: { description: 'By name, A to Z' },
  },
});

export const MAX_COMPONENT_PAGE = COMPONENT_PAGE.max;
const TEXT_MAX = COMPONENT_ARG_LIMITS.text;
/** The list's argument rules, from common (the static deployment applies the same ones). */
const R = COMPONENT_ARG_RULES;

@ArgsType()
export class ComponentsArgs extends ConnectionArgs(COMPONENT_PAGE, 'components') {
  @Field(() => PartTypeEnum, { nullable: true, description: 'Only parts of this type' })
  @IsOptional()
  type?: PartType | null;

  @Field(() => [String], { nullable: true, description: 'Any of these brands (case-insensitive)' })
  @IsOptional()
  @ArgRule(R.brands)
  brands?: string[] | null;

  @Field(() => Int, { nullable: true, description: 'Lowest price, in US cents' })
  @IsOptional()
  @ArgRule(R.minPriceCents)
  minPriceCents?: number | null;

  @Field(() => Int, { nullable: true, description: 'Highest price, in US cents' })
  @IsOptional()
  @ArgRule(R.maxPriceCents)
  maxPriceCents?: number | null;

  @Field(() => String, { nullable: true, description: 'Text found in the name, type, brand or any spec value' })
  @IsOptional()
  @ArgRule(R.text)
  text?: string | null;

  @Field(() => String, { nullable: true, description: 'CPU or motherboard socket, or a socket a cooler fits' })
  @IsOptional()
  @ArgRule(R.socket)
  socket?: string | null;

  @Field(() => String, { nullable: true, description: 'DDR4 or DDR5 (RAM, motherboards, CPUs), any casing' })
  @IsOptional()
  @ArgRule(R.memoryType)
  memoryType?: string | null;

  @Field(() => String, { nullable: true, description: 'Motherboard, case, PSU or drive form factor' })
  @IsOptional()
  @ArgRule(R.formFactor)
  formFactor?: string | null;

  @Field(() => Int, { nullable: true, description: 'Graphics cards with at least this much video memory (GB)' })
  @IsOptional()
  @ArgRule(R.minVramGb)
  minVramGb?: number | null;

  @Field(() => Int, { nullable: true, description: 'Power supplies of at least this wattage' })
  @IsOptional()
  @ArgRule(R.minWattage)
  minWattage?: number | null;

  @Field(() => Int, { nullable: true, description: 'Drives or memory kits of at least this capacity (GB)' })
  @IsOptional()
  @ArgRule(R.minCapacityGb)
  minCapacityGb?: number | null;

  @Field(() => String, { nullable: true, description: 'NVMe or SATA (storage), any casing' })
  @IsOptional()
  @ArgRule(R.storageInterface)
  storageInterface?: string | null;

  @Field(() => String, { nullable: true, description: 'Air or Liquid (coolers), any casing' })
  @IsOptional()
  @ArgRule(R.coolerType)
  coolerType?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      "Only parts a retailer feed's offers show in stock (true) or out of stock (false); parts with no stock data are left out",
  })
  @IsOptional()
  @IsBoolean()
  inStock?: boolean | null;

  @Field(() => [ID], {
    nullable: true,
    description: `The builder's chosen parts (at most ${BUILDER_PARTS_MAX}): only parts of \`type\` that fit them by the compatibility report's rules (a part of a single slot replaces the chosen one; a memory kit or drive is added). Needs \`type\``,
  })
  @IsOptional()
  @ArgRule(R.compatibleWith)
  compatibleWith?: string[] | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'With compatibleWith: list the parts that do not fit too; each carries its exclusions',
  })
  @IsOptional()
  @IsBoolean()
  includeIncompatible?: boolean | null;

  @Field(() => ComponentSort, {
    defaultValue: ComponentSort.RATING,
    description: 'The list order (a cursor belongs to the order it was made in)',
  })
  sort: ComponentSort = ComponentSort.RATING;
}

@ArgsType()
export class ComponentArgs {
  @Field(() => ID, { description: "The part's id (give this or slug)", nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'id must be a component id' })
  id?: string | null;

  @Field(() => String, { description: "The part's slug (give this or id)", nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(140, { message: 'Slug must be at most 140 characters' })
  @Matches(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { message: 'Slug may contain only lowercase letters, digits and hyphens' })
  slug?: string | null;

  /** How many of id and slug are given: exactly one (not an argument; checked with the others). */
  @Equals(1, { message: 'Give either id or slug' })
  get given(): number {
    return [this.id, this.slug].filter(Boolean).length;
  }
}

@ArgsType()
export class SuggestionsArgs {
  @Field(() => String, { description: 'What the user typed' })
  @IsString()
  @MaxLength(TEXT_MAX, { message: `Search text must be at most ${TEXT_MAX} characters` })
  q: string;

  @Field(() => Int, { defaultValue: SUGGESTION_LIMIT, description: `At most ${SUGGESTION_LIMIT}` })
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(SUGGESTION_LIMIT, { message: `limit must be at most ${SUGGESTION_LIMIT}` })
  limit: number = SUGGESTION_LIMIT;
}

@ArgsType()
export class CompareArgs {
  @Field(() => [ID], { description: 'Exactly two different component ids' })
  @ArrayMinSize(2, { message: 'Choose exactly 2 components to compare' })
  @ArrayMaxSize(2, { message: 'Choose exactly 2 components to compare' })
  @IsUUID('all', { each: true, message: 'Every id must be a component id' })
  @ArrayUnique({ message: 'Choose 2 different components to compare' })
  ids: string[];
}

@ArgsType()
export class ComponentsByIdsArgs {
  @Field(() => [ID], { description: `Component ids, at most ${BUILDER_PARTS_MAX}` })
  @ArrayMaxSize(BUILDER_PARTS_MAX, { message: `Give at most ${BUILDER_PARTS_MAX} component ids` })
  @IsUUID('all', { each: true, message: 'Every id must be a component id' })
  @ArrayUnique({ message: 'Give each component id once' })
  ids: string[];
}

@ArgsType()
export class BrandsArgs {
  @Field(() => PartTypeEnum, { nullable: true, description: 'Brands of this type only' })
  @IsOptional()
  type?: PartType | null;
}
