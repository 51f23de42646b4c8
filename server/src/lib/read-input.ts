import { parseWith, type Schema } from '@rigforge/common';
import { badInput } from './errors';

/**
 * How a refusal names the field it is about (the error's `field`), in the caller's own words: the
 * argument's name as the caller sent it (`budgetCents`, not the shape's `budget`), under the input
 * object that holds it (`request.budgetCents`).
 */
export interface FieldNaming {
  /** The argument holding the input object, when the shape reads one (`request`). */
  readonly under?: string;
  /** The caller's name for a shape's top-level field (default: the same). */
  readonly rename?: (field: string) => string;
}

/**
 * Reads untrusted input (GraphQL arguments or a REST body) with one of common's request shapes, so
 * both transports accept and refuse alike: the value, or BAD_USER_INPUT with the shape's message
 * (and, with `naming`, the top-level field it is about as the error's `field`).
 */
export function readInput<T>(schema: Schema<T>, input: unknown, naming: FieldNaming | boolean = false): T {
  const parsed = parseWith(schema, input);
  if (parsed.ok) return parsed.value;
  if (naming === false || parsed.field === null) throw badInput(parsed.message);
  const { under, rename } = naming === true ? {} : naming;
  const field = rename ? rename(parsed.field) : parsed.field;
  throw badInput(parsed.message, { field: under === undefined ? field : `${under}.${field}` });
}
