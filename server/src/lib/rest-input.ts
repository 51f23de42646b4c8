import { validate } from 'class-validator';
import { badInput } from './errors';

/** A query parameter given at most once, as text. */
export function queryString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(`Query parameter "${name}" must be given once, as text`);
  return value;
}

/** An optional whole-number query parameter, as `{ [name]: n }` to spread into dto input. */
export function intParam(value: unknown, name: string): Record<string, number> {
  const text = queryString(value, name);
  if (text === undefined) return {};
  if (!/^-?\d{1,9}$/.test(text)) throw badInput(`${name} must be a whole number`);
  return { [name]: Number(text) };
}

/** Fills a dto class from plain input and runs its class-validator rules: the same rules GraphQL uses. */
export async function validated<T extends object>(cls: new () => T, plain: Partial<T>): Promise<T> {
  const instance = Object.assign(new cls(), plain);
  const errors = await validate(instance, { forbidUnknownValues: false });
  if (errors.length > 0) {
    throw badInput(errors.flatMap((e) => Object.values(e.constraints ?? {})).join('; ') || 'Invalid input');
  }
  return instance;
}

/**
 * Reads `keys` from a JSON body (anything else in it is ignored), and the path's parameters
 * (`fromPath`), into a dto class and runs its rules. A missing or non-object body counts as empty.
 */
export function validatedBody<T extends object>(
  cls: new () => T,
  body: unknown,
  keys: readonly (keyof T & string)[],
  fromPath: Partial<Record<keyof T & string, string>> = {},
): Promise<T> {
  const source =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const picked: Record<string, unknown> = { ...fromPath };
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return validated(cls, picked as Partial<T>);
}
