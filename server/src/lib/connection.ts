import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/**
 * The one connection type of the API's paged lists: `nodes`, `totalCount`, `endCursor`,
 * `hasNextPage` (docs/api.md#pagination), made for a node type under the list's own name, so that
 * every list has the same shape and one place to extend it.
 */
export function connectionType<T extends object>(
  node: ClassType<T>,
  options: { name: string; description: string; totalCount: string },
) {
  @ObjectType(options.name, { description: options.description, simpleResolvers: true })
  class Connection {
    @Field(() => [node]) nodes: T[];
    @Field(() => Int, { description: options.totalCount }) totalCount: number;
    @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
    endCursor: string | null;
    @Field() hasNextPage: boolean;
  }
  return Connection;
}
