import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

const isIntrospectionField = (name: string): boolean => name.startsWith('__');

function selectionDepth(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  visited: Set<string>,
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      if (isIntrospectionField(selection.name.value)) continue;
      depth = selection.selectionSet ? 1 + selectionDepth(selection.selectionSet, fragments, visited) : 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, visited);
    } else {
      const name = selection.name.value;
      const fragment = fragments[name];
      if (!fragment || visited.has(name)) continue;
      visited.add(name);
      depth = selectionDepth(fragment.selectionSet, fragments, visited);
      visited.delete(name);
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A validation rule refusing operations nested deeper than `maxDepth` fields (introspection excepted). */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments: Record<string, FragmentDefinitionNode> = {};
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments[def.name.value] = def;
    }
    return {
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`This query is nested ${depth} levels deep; the limit is ${maxDepth}.`, {
              nodes: [node],
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          );
        }
      },
    };
  };
}

const COST_CACHE_SIZE = 500;

/**
 * An Apollo plugin refusing operations whose estimated cost is over `maxComplexity`. Costs are
 * remembered per query text and variables, so a repeated operation is not walked again.
 */
export function complexityLimit(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  const costs = new Map<string, number>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, operation }) {
          if (!operation) return;
          const onlyIntrospection = operation.selectionSet.selections.every(
            (s) => s.kind === Kind.FIELD && isIntrospectionField(s.name.value),
          );
          if (onlyIntrospection) return;
          const key = `${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}\n${request.query ?? ''}`;
          let complexity = costs.get(key);
          if (complexity === undefined) {
            try {
              complexity = getComplexity({
                schema,
                query: document,
                operationName: request.operationName ?? undefined,
                variables: request.variables ?? {},
                estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
              });
            } catch (err) {
              // Variables that do not fit their types (e.g. an unknown enum value) are the caller's mistake.
              if (!(err instanceof GraphQLError)) throw err;
              throw new GraphQLError(err.message, { extensions: { code: 'BAD_USER_INPUT', http: { status: 400 } } });
            }
            if (costs.size >= COST_CACHE_SIZE) costs.delete(costs.keys().next().value as string);
            costs.set(key, complexity);
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(
              `This query costs ${complexity} points; the limit is ${maxComplexity}. Ask for fewer fields or items.`,
              { extensions: { code: 'BAD_USER_INPUT' } },
            );
          }
        },
      };
    },
  };
}
