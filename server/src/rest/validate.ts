import { validate } from 'class-validator';
import { badInput } from '../graphql/errors';

/** A query parameter given at most once, as text. */
export function queryString(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badInput(`Query parameter "${name}" must be given once, as text`);
  return value;
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
