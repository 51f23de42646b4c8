import {
  buildSchema,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isNonNullType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql';

/**
 * Object types the static export never follows: per-user or server-only data, and the builder's
 * exclusions (null in a plain list; the static list computes them when asked with compatibleWith).
 */
const SKIPPED_TYPES = new Set(['User', 'Comment', 'PriceHistory', 'PriceComparison', 'PriceAlert', 'BuildExclusion']);

const schemas = new Map<string, GraphQLSchema>();

/**
 * A selection set of every field of `typeName` a guest may read: scalars and enums, and objects
 * followed `depth` levels down; fields whose arguments have no defaults, deprecated fields and
 * per-user types are left out.
 */
export function selectionOf(sdl: string, typeName: string, depth = 3): string {
  let schema = schemas.get(sdl);
  if (!schema) {
    schema = buildSchema(sdl);
    schemas.set(sdl, schema);
  }
  const type = schema.getType(typeName);
  if (!type || !isObjectType(type)) throw new Error(`No object type ${typeName} in the schema`);
  return select(type, depth);
}

function select(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields())) {
    if (field.deprecationReason) continue;
    if (field.args.some((a) => isNonNullType(a.type) && a.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isObjectType(named) || isInterfaceType(named)) {
      if (depth <= 0 || SKIPPED_TYPES.has(named.name) || !isObjectType(named)) continue;
      const inner = select(named, depth - 1);
      if (inner !== '{  }') parts.push(`${field.name} ${inner}`);
    } else if (!('getTypes' in named)) {
      parts.push(field.name);
    }
  }
  return `{ ${parts.join(' ')} }`;
}
