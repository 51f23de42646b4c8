import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getIntrospectionQuery,
  getNamedType,
  getNullableType,
  isInterfaceType,
  isObjectType,
  isEnumType,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  Kind,
  parse,
  specifiedRules,
  typeFromAST,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { loadConfig } from '../../config';
import {
  DEFAULT_PAGE_SIZES,
  depthLimit,
  flatListLimit,
  operationCost,
  operationShapeLimit,
  UNPAGED_LIST_SIZES,
} from '../limits';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const schema: GraphQLSchema = buildSchema(fs.readFileSync(path.join(ROOT, 'schema.graphql'), 'utf8'));
const defaults = loadConfig({ NODE_ENV: 'test' });
const rules = [
  ...specifiedRules,
  operationShapeLimit({
    maxAliases: defaults.graphqlMaxAliases,
    maxRootFields: defaults.graphqlMaxRootFields,
    maxDirectives: defaults.graphqlMaxDirectives,
  }),
  depthLimit(defaults.graphqlMaxDepth),
  flatListLimit,
];

/**
 * The largest page the client asks for: the catalog's biggest page size (client/src/features/catalog/
 * url-state.ts PAGE_SIZES) is 48; saved builds and the gallery ask for 24.
 */
const CLIENT_LARGEST_PAGE = 48;

function graphqlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/** A value of the variable's type that passes coercion (the cost does not depend on it, except page sizes). */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0].value;
  if (isInputObjectType(named)) {
    return Object.fromEntries(
      Object.values(named.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, sample(field.type)]),
    );
  }
  if (named.name === 'Int' || named.name === 'Float') return 1000;
  if (named.name === 'Boolean') return true;
  return 'x';
}

function variablesFor(operation: OperationDefinitionNode): Record<string, unknown> {
  const variables: Record<string, unknown> = {};
  for (const def of operation.variableDefinitions ?? []) {
    const name = def.variable.name.value;
    const type = typeFromAST(schema, def.type);
    if (!type || !isInputType(type)) throw new Error(`unknown type of $${name}`);
    variables[name] = name === 'first' ? CLIENT_LARGEST_PAGE : sample(type);
  }
  return variables;
}

// The client's documents: fragments are shared across files, as codegen sees them.
const files = graphqlFiles(path.join(ROOT, 'client', 'src'));
const clientDocument = parse(files.map((file) => fs.readFileSync(file, 'utf8')).join('\n'));
const fragments = new Map(
  clientDocument.definitions.flatMap((def) => (def.kind === Kind.FRAGMENT_DEFINITION ? [[def.name.value, def]] : [])),
);
const operations = clientDocument.definitions.flatMap((def) =>
  def.kind === Kind.OPERATION_DEFINITION && def.name ? [[def.name.value, def] as const] : [],
);

/** The operation with the fragments it uses, as the client sends it. */
function documentOf(operation: OperationDefinitionNode): DocumentNode {
  const used = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value);
        if (fragment && !used.has(fragment.name.value)) {
          used.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...used.values()] };
}

describe("the client's operations under the default limits", () => {
  it('finds the client documents', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
  });

  it.each(operations)('%s passes validation and costs no more than the default limit', (name, operation) => {
    const document = documentOf(operation);
    expect(validate(schema, document, rules)).toEqual([]);
    const cost = operationCost(schema, document, name, variablesFor(operation));
    expect(cost).toBeLessThanOrEqual(defaults.graphqlMaxComplexity);
  });
});

describe('the standard introspection query (GraphiQL, codegen)', () => {
  it.each([
    ['default', getIntrospectionQuery()],
    [
      'with every option',
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        schemaDescription: true,
        inputValueDeprecation: true,
        oneOf: true,
      }),
    ],
  ])('%s passes the limits', (_label, query) => {
    const document = parse(query);
    expect(validate(schema, document, rules)).toEqual([]);
    expect(operationCost(schema, document, undefined, {})).toBeLessThanOrEqual(defaults.graphqlMaxComplexity);
  });
});

describe('the cost model on this schema', () => {
  const fieldsOf = (keep: (field: GraphQLField<unknown, unknown>) => boolean) =>
    Object.values(schema.getTypeMap()).flatMap((type) =>
      isObjectType(type) && !type.name.startsWith('__')
        ? Object.values(type.getFields())
            .filter(keep)
            .map((field) => `${type.name}.${field.name}`)
        : [],
    );
  /** Every list of objects (or of an interface's objects, as `nodes`) that takes none of `first`, `last` or `limit`, as `Type.field`. */
  const unpagedLists = fieldsOf(
    (field) =>
      isListType(getNullableType(field.type)) &&
      (isObjectType(getNamedType(field.type)) || isInterfaceType(getNamedType(field.type))) &&
      !field.args.some((arg) => ['first', 'last', 'limit'].includes(arg.name)),
  );
  /** Every field whose type is a connection (edges, nodes and pageInfo). */
  const connections = fieldsOf((field) => {
    const type = getNamedType(field.type);
    return isObjectType(type) && ['edges', 'nodes', 'pageInfo'].every((name) => name in type.getFields());
  });

  it('bounds every unpaged list of objects, and names no other field', () => {
    expect(unpagedLists.length).toBeGreaterThan(10);
    expect(Object.keys(UNPAGED_LIST_SIZES).sort()).toEqual([...unpagedLists].sort());
  });

  it('knows the default page size of every connection, and of nothing else', () => {
    expect(connections.length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(DEFAULT_PAGE_SIZES).sort()).toEqual([...connections].sort());
  });

  it('counts a page by first or last alike, and by the list’s default page size without either', () => {
    const cost = (args: string) =>
      operationCost(schema, parse(`query { components${args} { edges { cursor node { id name } } } }`), undefined, {});
    expect(cost('(last: 60)')).toBe(cost('(first: 60)'));
    expect(cost('(last: 60)')).toBeGreaterThan(cost('(last: 10)'));
    expect(cost('')).toBe(cost(`(first: ${DEFAULT_PAGE_SIZES['Query.components']})`));
  });

  const comments = (selection: string) => `query { comments(newsId: "x") { nodes { id ${selection} } } }`;
  const refusals = (query: string) => validate(schema, parse(query), rules).map((e) => e.message);

  it('refuses lists of replies below allReplies, at any depth and through fragments', () => {
    const nested = (levels: number): string => (levels === 0 ? 'id' : `id allReplies { ${nested(levels - 1)} }`);
    expect(refusals(comments(`allReplies { ${nested(6)} }`))).toEqual([
      '`allReplies` may not be asked for inside `allReplies`: `allReplies` already lists every reply at any depth, flat.',
    ]);
    expect(refusals(comments('allReplies { id replies { id } }'))).toHaveLength(1);
    expect(
      refusals(
        `query { comments(newsId: "x") { nodes { allReplies { ...F } } } } fragment F on Comment { ... on Comment { replies { id } } }`,
      ),
    ).toHaveLength(1);
    // The client's shape: replies nested a few levels, allReplies on the last.
    expect(refusals(comments('replies { id replies { id allReplies { id content } } }'))).toEqual([]);
  });

  it('counts a thread by its page size (all of an ordinary thread by default), so fifteen aliased threads cost more than the limit', () => {
    const one =
      'comments(newsId: "x") { nodes { id content replies { id content replies { id content allReplies { id content } } } } }';
    const aliased = `query { ${Array.from({ length: 15 }, (_, i) => `t${i}: ${one}`).join(' ')} }`;
    expect(operationCost(schema, parse(`query { ${one} }`), undefined, {})).toBeLessThan(defaults.graphqlMaxComplexity);
    expect(operationCost(schema, parse(aliased), undefined, {})).toBeGreaterThan(defaults.graphqlMaxComplexity);
  });
});
