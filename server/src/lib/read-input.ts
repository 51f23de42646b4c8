import { parseWith, type Schema } from '@rigforge/common';
import { badInput } from './errors';

/**
 * Reads untrusted input (GraphQL arguments or a REST body) with one of common's request shapes, so
 * both transports accept and refuse alike: the value, or BAD_USER_INPUT with the shape's message
 * (and, with `nameField`, the top-level field it is about as the error's `field`).
 */
export function readInput<T>(schema: Schema<T>, input: unknown, nameField = false): T {
  const parsed = parseWith(schema, input);
  if (parsed.ok) return parsed.value;
  throw badInput(parsed.message, nameField && parsed.field !== null ? { field: parsed.field } : undefined);
}
