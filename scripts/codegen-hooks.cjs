// graphql-codegen plugin: typed Apollo Client 4 hooks beside the typed documents of the same file
// (codegen.yml: the near-operation-file preset writes each .graphql file's types, documents and hooks
// to the .generated.ts beside it). For each operation `Foo` it emits useFooQuery / useFooLazyQuery,
// useFooMutation or useFooSubscription.
const { Kind } = require('graphql');

const pascal = (name) => name.charAt(0).toUpperCase() + name.slice(1);

module.exports = {
  plugin(_schema, documents) {
    const hooks = [];
    const operations = documents
      .flatMap((d) => d.document.definitions)
      .filter((def) => def.kind === Kind.OPERATION_DEFINITION && def.name)
      .sort((a, b) => a.name.value.localeCompare(b.name.value));
    for (const op of operations) {
      const name = pascal(op.name.value);
      const suffix = op.operation === 'query' ? 'Query' : op.operation === 'mutation' ? 'Mutation' : 'Subscription';
      const doc = `${name}Document`;
      const result = `${name}${suffix}`;
      const vars = `${name}${suffix}Variables`;
      if (op.operation === 'query') {
        // Apollo requires the options (with their variables) when the operation has a required variable.
        const requiresVariables = (op.variableDefinitions ?? []).some(
          (v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
        );
        const optional = requiresVariables ? '' : '?';
        hooks.push(
          `export function use${name}Query(options${optional}: useQuery.Options<${result}, ${vars}>) {\n  return useQuery(${doc}, options);\n}`,
          `export function use${name}LazyQuery(options?: useLazyQuery.Options<${result}, ${vars}>) {\n  return useLazyQuery(${doc}, options);\n}`,
        );
      } else if (op.operation === 'mutation') {
        hooks.push(
          `export function use${name}Mutation(options?: useMutation.Options<${result}, ${vars}>) {\n  return useMutation(${doc}, options);\n}`,
        );
      } else {
        // As for queries: the options are required when a variable is.
        const requiresVariables = (op.variableDefinitions ?? []).some(
          (v) => v.type.kind === Kind.NON_NULL_TYPE && !v.defaultValue,
        );
        const optional = requiresVariables ? '' : '?';
        hooks.push(
          `export function use${name}Subscription(options${optional}: useSubscription.Options<${result}, ${vars}>) {\n  return useSubscription(${doc}, options);\n}`,
        );
      }
    }
    const used = ['useQuery', 'useLazyQuery', 'useMutation', 'useSubscription'].filter((h) =>
      hooks.some((text) => text.includes(`${h}(`)),
    );
    return {
      prepend: used.length ? [`import { ${used.join(', ')} } from '@apollo/client/react';`] : [],
      content: hooks.length ? `\n${hooks.join('\n\n')}\n` : '',
    };
  },
};
