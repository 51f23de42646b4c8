import { getNamedType, getNullableType, isListType, type GraphQLArgument, type GraphQLSchema } from 'graphql';
import { isUuid } from '@rigforge/common';
import { badInput } from '../lib/errors';

/** The refusal of an `ID` argument that is not a RigForge id, in the argument's own name. */
export function malformedIdMessage(argument: string, list: boolean): string {
  return list
    ? `Every id in ${argument} must be a RigForge id (a UUID, as the API gives them).`
    : `${argument} must be a RigForge id (a UUID, as the API gives them).`;
}

/** An `ID` or `[ID]` argument: whether it is a list. Null for any other argument. */
function idArgument(arg: GraphQLArgument): { list: boolean } | null {
  if (getNamedType(arg.type).name !== 'ID') return null;
  return { list: isListType(getNullableType(arg.type)) };
}

/** The first `ID` argument of a root field whose value is not a UUID: its name and the message. */
export function malformedIdIn(
  args: readonly GraphQLArgument[],
  values: Record<string, unknown>,
): { field: string; message: string } | null {
  for (const arg of args) {
    const kind = idArgument(arg);
    const value = values[arg.name];
    if (kind === null || value === undefined || value === null) continue;
    const ids = Array.isArray(value) ? value : [value];
    if (!ids.every((id) => typeof id === 'string' && isUuid(id))) {
      return { field: arg.name, message: malformedIdMessage(arg.name, kind.list) };
    }
  }
  return null;
}

/**
 * One answer everywhere for a malformed id: every id the API gives is a UUID, so a root field's `ID`
 * argument that is not one is BAD_USER_INPUT naming the argument (extensions.field) before the field
 * runs; a well-formed id of nothing is each field's NOT_FOUND (or null). Subscriptions are checked
 * as they subscribe.
 */
export function refuseMalformedIds(schema: GraphQLSchema): void {
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    for (const field of Object.values(root?.getFields() ?? {})) {
      const idArgs = field.args.filter((a) => idArgument(a) !== null);
      if (idArgs.length === 0) continue;
      const check = (values: Record<string, unknown>): void => {
        const malformed = malformedIdIn(idArgs, values);
        if (malformed !== null) throw badInput(malformed.message, { field: malformed.field });
      };
      const { resolve, subscribe } = field;
      if (subscribe) {
        field.subscribe = (source, args: Record<string, unknown>, context, info) => {
          check(args);
          return subscribe(source, args, context, info);
        };
      } else if (resolve) {
        field.resolve = (source, args: Record<string, unknown>, context, info) => {
          check(args);
          return resolve(source, args, context, info);
        };
      }
    }
  }
}
