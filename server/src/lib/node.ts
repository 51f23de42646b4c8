import { Field, ID, InterfaceType } from 'type-graphql';

/** The type each object `node(id:)` found is, so the interface can name it (the objects are rows, not tagged). */
const nodeTypes = new WeakMap<object, string>();

/** Marks `value` as an object of the GraphQL type `typename`, for the Node interface to resolve. */
export function asNode<T extends object>(value: T, typename: string): T {
  nodeTypes.set(value, typename);
  return value;
}

/**
 * Global object identification (as GitHub's and Shopify's APIs have it): every public type with an
 * id of its own implements Node, and `node(id:)` finds one by id alone. Ids are UUIDs, unique across
 * every type; a type's id never names two different objects, so a normalised client cache may
 * key objects by type and id.
 */
@InterfaceType('Node', {
  description: 'An object with an id unique across the API: fetch any of them again with node(id:)',
  resolveType: (value: object) => nodeTypes.get(value),
})
export abstract class NodeInterface {
  @Field(() => ID, { description: 'The object’s id (a UUID), unique across every type' })
  id: string;
}
