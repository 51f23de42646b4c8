// The one validation idiom (zod): every request shape is a schema in common, read the same way by
// REST, the services behind GraphQL and the client. A refusal is the first issue's message, which
// the schemas write as the sentence the caller sees.
import { z } from 'zod';

/** A request shape: zod's schema type, named here so that its users need not import zod. */
export type Schema<T> = z.ZodType<T>;

export type Parsed<T> =
  | { ok: true; value: T }
  /** `field`: the top-level field the message is about, or null for the whole input; `path`: where exactly. */
  | { ok: false; message: string; field: string | null; path: PropertyKey[] };

/** Checks `input` against `schema`: the value it reads, or its first refusal. Never throws. */
export function parseWith<T>(schema: Schema<T>, input: unknown): Parsed<T> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  const top = issue?.path[0];
  return {
    ok: false,
    message: issue?.message ?? 'Invalid input',
    field: typeof top === 'string' ? top : null,
    path: issue?.path ?? [],
  };
}

/*
 * Fields read by a transform are written `z.unknown().optional().transform(...)`: the `optional()`
 * lets an object key be missing, and the transform still sees it (as undefined) to default or refuse.
 */

/** A refusal with `message` from inside a transform (at `path` below the value, if given). */
export function refuse(ctx: z.RefinementCtx, message: string, path?: PropertyKey[]): never {
  ctx.addIssue({ code: 'custom', message, ...(path ? { path } : {}) });
  return z.NEVER;
}
