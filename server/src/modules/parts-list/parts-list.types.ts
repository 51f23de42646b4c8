import type { IgnoredLineReason, PartType, PartsListLineProblem } from '@rigforge/common';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { ComponentNode, toComponentNode } from '../catalog/catalog.types';
import { PartTypeEnum } from '../catalog/dto/catalog.args';
import type { PartsListResult } from './parts-list.service';

const PROBLEMS: Record<PartsListLineProblem, PartsListLineProblem> = {
  NEGATIVE_PRICE: 'NEGATIVE_PRICE',
  PRICE_NOT_A_NUMBER: 'PRICE_NOT_A_NUMBER',
  PRICE_TOO_HIGH: 'PRICE_TOO_HIGH',
  PRICE_NOT_DOLLARS: 'PRICE_NOT_DOLLARS',
  NAME_TOO_LONG: 'NAME_TOO_LONG',
  EXTRA_PART: 'EXTRA_PART',
  TOO_MANY_DRIVES: 'TOO_MANY_DRIVES',
};
registerEnumType(PROBLEMS, {
  name: 'PartsListLineProblem',
  description: 'What is wrong with one line of a pasted parts list (the line is kept; `problem` says it in words)',
  valuesConfig: {
    PRICE_NOT_A_NUMBER: { description: 'The price is not a number' },
    PRICE_NOT_DOLLARS: { description: 'The price is not in US dollars' },
    NEGATIVE_PRICE: { description: 'The price is below zero' },
    PRICE_TOO_HIGH: { description: 'The price is above $100,000' },
    NAME_TOO_LONG: { description: 'The part name is longer than a name may be' },
    EXTRA_PART: { description: 'A second part of a kind a build holds only one of' },
    TOO_MANY_DRIVES: { description: 'More drives than a build may hold' },
  },
});

const REASONS: Record<IgnoredLineReason, IgnoredLineReason> = {
  NOT_CHECKED: 'NOT_CHECKED',
  NOT_A_PART: 'NOT_A_PART',
  NO_NAME: 'NO_NAME',
  TOO_LONG: 'TOO_LONG',
};
registerEnumType(REASONS, {
  name: 'IgnoredLineReason',
  description: 'Why a line of a pasted parts list is not read as a part',
  valuesConfig: {
    NOT_CHECKED: { description: 'A kind of part we do not check (another PCPartPicker category)' },
    NOT_A_PART: { description: 'No part type we know (such as "CPU: name $price")' },
    NO_NAME: { description: 'A part line without a part name' },
    TOO_LONG: { description: 'Longer than a part line can be' },
  },
});

@ObjectType({ description: 'One part line of a pasted parts list, matched to the catalog or kept as a custom part' })
export class ParsedPartLine {
  @Field(() => Int, { description: '1-based, in the pasted text' }) lineNumber: number;
  @Field({ description: 'The line as pasted, trimmed' }) raw: string;
  @Field(() => PartTypeEnum, { description: 'The kind of part the line names' }) type: PartType;
  @Field({ description: 'The part name the line gives, without link, markup or price' }) name: string;
  @Field(() => Int, {
    nullable: true,
    description: 'The price the line gives, in US cents; null when none or unreadable',
  })
  priceCents: number | null;
  @Field(() => ComponentNode, { nullable: true, description: 'The catalog part; null for a custom part' })
  component: ComponentNode | null;
  @Field(() => Float, {
    description: "1 the exact name or slug, 0.9 the importer's match, less a token match; 0 for a custom part",
  })
  confidence: number;
  @Field({ description: 'True when no catalog part matched: the line is a custom part with its own price' })
  custom: boolean;
  @Field(() => PROBLEMS, { description: "The line's problem as a code; null when none", nullable: true })
  problemCode: PartsListLineProblem | null;
  @Field(() => String, { nullable: true, description: "The line's problem in words; null when none" })
  problem: string | null;
}

@ObjectType({
  description: 'A line of a pasted parts list that is not a part (headers, totals and blank lines are left out)',
})
export class IgnoredPartLine {
  @Field(() => Int, { description: '1-based, in the pasted text' }) lineNumber: number;
  @Field({ description: 'The line as pasted, trimmed' }) raw: string;
  @Field(() => REASONS, { description: 'Why it is not a part, as a code' }) reasonCode: IgnoredLineReason;
  @Field({ description: 'Why it is not a part, in a sentence' }) reason: string;
}

@ObjectType({ description: 'A pasted parts list, read line by line' })
export class PartsListParse {
  @Field(() => [ParsedPartLine], { description: 'The part lines, in pasted order' }) lines: ParsedPartLine[];
  @Field(() => [IgnoredPartLine], { description: 'The non-blank lines that are not parts, in pasted order' })
  ignored: IgnoredPartLine[];
  @Field(() => Int, {
    description: 'The prices the list gives, in US cents, over the lines that count (no extra part, no bad price)',
  })
  totalCents: number;
}

export function toPartsListParse(result: PartsListResult): PartsListParse {
  return {
    lines: result.lines.map((line) => ({
      lineNumber: line.lineNumber,
      raw: line.raw,
      type: line.type,
      name: line.name,
      priceCents: line.priceCents,
      component: line.component ? toComponentNode(line.component) : null,
      confidence: line.confidence,
      custom: line.custom,
      problemCode: line.problemCode,
      problem: line.problem,
    })),
    ignored: result.ignored,
    totalCents: result.totalCents,
  };
}
