import {
  GraphQLError,
  Kind,
  type ASTNode,
  type ASTVisitor,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { ARTICLE_PAGE, COMPONENT_PAGE, GUIDE_PAGE, NEWS_PAGE } from '@rigforge/common';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';
import { BUILD_PAGE } from '../modules/builds/builds.rules';
import { COMMENT_PAGE } from '../modules/comments/comments.rules';
import { CONTACT_PAGE } from '../modules/contact/contact.rules';
import { NOTIFICATION_PAGE } from '../modules/notifications/notifications.rules';
import { ALERT_PAGE } from '../modules/pricing/pricing.rules';

/** How broad an operation may be; the values come from the configuration (GRAPHQL_MAX_*). */
export interface ShapeLimits {
  /** Aliased fields in one operation, fragments included. */
  maxAliases: number;
  /** Fields at the top of one operation, fragments included. */
  maxRootFields: number;
  /** Directives in one operation, fragments included. */
  maxDirectives: number;
}

/**
 * An operation refused before execution, HTTP 400: over one of the limits on its shape or cost,
 * GRAPHQL_VALIDATION_FAILED (what Apollo codes every validation rule's error, so the cost limit,
 * which runs after validation, says the same); its variables unusable, BAD_USER_INPUT.
 */
export function refusal(
  message: string,
  nodes?: readonly ASTNode[],
  code: 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT' = 'GRAPHQL_VALIDATION_FAILED',
): GraphQLError {
  return new GraphQLError(message, { nodes, extensions: { code, http: { status: 400 } } });
}

function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  }
  return fragments;
}

/**
 * The deepest field nesting of a selection set. Each fragment's depth is worked out once (memoised),
 * so fragments spread many times over cannot make this walk exponential; cycles count as 0 (the
 * standard rules report them).
 */
function selectionDepth(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  memo: Map<string, number>,
): number {
  let deepest = 0;
  for (const selection of set.selections) {
    let depth = 0;
    if (selection.kind === Kind.FIELD) {
      // `ofType` only unwraps a list or non-null type reference: a few hops at most, no new data.
      const hop = selection.name.value === 'ofType' ? 0 : 1;
      depth = selection.selectionSet ? hop + selectionDepth(selection.selectionSet, fragments, memo) : hop;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      depth = selectionDepth(selection.selectionSet, fragments, memo);
    } else {
      const name = selection.name.value;
      const known = memo.get(name);
      const fragment = fragments.get(name);
      if (known !== undefined) depth = known;
      else if (fragment) {
        memo.set(name, 0);
        depth = selectionDepth(fragment.selectionSet, fragments, memo);
        memo.set(name, depth);
      }
    }
    deepest = Math.max(deepest, depth);
  }
  return deepest;
}

/** A validation rule refusing operations nested deeper than `maxDepth` fields, introspection included. */
export function depthLimit(maxDepth: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        const depth = selectionDepth(node.selectionSet, fragments, new Map());
        if (depth > maxDepth) {
          context.reportError(refusal(`This query is nested ${depth} levels deep; the limit is ${maxDepth}.`, [node]));
        }
      },
    };
  };
}

/** The lists of an introspected type; one nested in another multiplies the answer by the schema's size. */
const TYPE_LISTS = new Set(['fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues']);

interface ShapeCounts {
  aliases: number;
  directives: number;
  schemas: number;
  /** A type list inside another type list, in introspection. */
  nestedTypeList: boolean;
}

const noCounts = (): ShapeCounts => ({ aliases: 0, directives: 0, schemas: 0, nestedTypeList: false });

function addCounts(into: ShapeCounts, from: ShapeCounts): void {
  into.aliases += from.aliases;
  into.directives += from.directives;
  into.schemas += from.schemas;
  into.nestedTypeList ||= from.nestedTypeList;
}

/**
 * Counts what an operation asks for, each fragment as often as it is spread. Each fragment is walked
 * once per introspection context (memoised), so nested spreads cannot make this walk exponential.
 */
class ShapeCounter {
  private readonly memo = new Map<string, ShapeCounts>();
  private readonly active = new Set<string>();
  private readonly rootMemo = new Map<string, number>();

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  /** `inTypeList`: inside an introspected type's list (only meaningful inside introspection). */
  count(set: SelectionSetNode, inIntrospection: boolean, inTypeList: boolean): ShapeCounts {
    const total = noCounts();
    for (const selection of set.selections) {
      total.directives += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (selection.alias) total.aliases += 1;
        if (name === '__schema') total.schemas += 1;
        const introspection = inIntrospection || name === '__schema' || name === '__type';
        const typeList = introspection && TYPE_LISTS.has(name);
        if (typeList && inTypeList) total.nestedTypeList = true;
        if (selection.selectionSet) {
          addCounts(total, this.count(selection.selectionSet, introspection, inTypeList || typeList));
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        addCounts(total, this.count(selection.selectionSet, inIntrospection, inTypeList));
      } else {
        addCounts(total, this.spread(selection.name.value, inIntrospection, inTypeList));
      }
    }
    return total;
  }

  private spread(name: string, inIntrospection: boolean, inTypeList: boolean): ShapeCounts {
    const key = `${name}:${String(inIntrospection)}:${String(inTypeList)}`;
    const known = this.memo.get(key);
    if (known) return known;
    const fragment = this.fragments.get(name);
    // Unknown and cyclic fragments are reported by the standard rules.
    if (!fragment || this.active.has(key)) return noCounts();
    this.active.add(key);
    const counts = this.count(fragment.selectionSet, inIntrospection, inTypeList);
    counts.directives += fragment.directives?.length ?? 0;
    this.active.delete(key);
    this.memo.set(key, counts);
    return counts;
  }

  /** Fields at the top of the operation, through fragments (each fragment counted once, memoised). */
  rootFields(set: SelectionSetNode): number {
    let fields = 0;
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields += 1;
      else if (selection.kind === Kind.INLINE_FRAGMENT) fields += this.rootFields(selection.selectionSet);
      else {
        const name = selection.name.value;
        let known = this.rootMemo.get(name);
        const fragment = this.fragments.get(name);
        if (known === undefined && fragment) {
          this.rootMemo.set(name, 0);
          known = this.rootFields(fragment.selectionSet);
          this.rootMemo.set(name, known);
        }
        fields += known ?? 0;
      }
    }
    return fields;
  }
}

/**
 * A validation rule bounding an operation's breadth before anything runs: aliases, root fields and
 * directives are capped; introspection may read the schema once (one `__schema`) and may not nest an
 * introspected type's lists (`fields`, `inputFields`, ...) inside one another. The standard
 * introspection query (GraphiQL, codegen) passes.
 */
export function operationShapeLimit(limits: ShapeLimits) {
  return (context: ValidationContext): ASTVisitor => {
    const counter = new ShapeCounter(fragmentsOf(context.getDocument()));
    return {
      OperationDefinition(node: OperationDefinitionNode) {
        const counts = counter.count(node.selectionSet, false, false);
        counts.directives += node.directives?.length ?? 0;
        const roots = counter.rootFields(node.selectionSet);
        const problems: string[] = [];
        if (roots > limits.maxRootFields) {
          problems.push(`This operation asks for ${roots} top-level fields; the limit is ${limits.maxRootFields}.`);
        }
        if (counts.aliases > limits.maxAliases) {
          problems.push(`This operation uses ${counts.aliases} aliases; the limit is ${limits.maxAliases}.`);
        }
        if (counts.directives > limits.maxDirectives) {
          problems.push(`This operation uses ${counts.directives} directives; the limit is ${limits.maxDirectives}.`);
        }
        if (counts.schemas > 1) {
          problems.push(`This operation reads __schema ${counts.schemas} times; once is enough.`);
        }
        if (counts.nestedTypeList) {
          problems.push(
            'Introspection may not list the fields, input fields, interfaces, possible types or enum values of a type reached through another such list.',
          );
        }
        if (problems.length > 0) context.reportError(refusal(problems.join(' '), [node]));
      },
    };
  };
}

/**
 * Lists that hold a whole subtree, by field name, with the lists that may not be asked for below
 * them: `allReplies` already holds every reply below its comment, so `replies` or `allReplies` of
 * those replies would hold most of them again, once per item (a 30-comment chain nested seven
 * levels deep answered 2.2 million comments). No other field of the schema has these names.
 */
export const FLAT_LISTS: Readonly<Record<string, readonly string[]>> = {
  allReplies: ['replies', 'allReplies'],
};

/** The first list named in `refused` that a selection set asks for at any depth, through fragments; memoised per fragment. */
class RefusedListFinder {
  private readonly memo = new Map<string, string | null>();

  constructor(private readonly fragments: Map<string, FragmentDefinitionNode>) {}

  find(set: SelectionSetNode, refused: readonly string[]): string | null {
    for (const selection of set.selections) {
      let found: string | null = null;
      if (selection.kind === Kind.FIELD) {
        if (refused.includes(selection.name.value)) return selection.name.value;
        if (selection.selectionSet) found = this.find(selection.selectionSet, refused);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        found = this.find(selection.selectionSet, refused);
      } else {
        found = this.spread(selection.name.value, refused);
      }
      if (found !== null) return found;
    }
    return null;
  }

  private spread(name: string, refused: readonly string[]): string | null {
    const key = `${name}\n${refused.join(',')}`;
    if (this.memo.has(key)) return this.memo.get(key) ?? null;
    const fragment = this.fragments.get(name);
    // Unknown and cyclic fragments are reported by the standard rules.
    this.memo.set(key, null);
    const found = fragment ? this.find(fragment.selectionSet, refused) : null;
    this.memo.set(key, found);
    return found;
  }
}

/**
 * A validation rule refusing an operation that asks, below one of the FLAT_LISTS, for a list it
 * already holds (BAD_USER_INPUT, HTTP 400), however the fields are wrapped in fragments.
 */
export function flatListLimit(context: ValidationContext): ASTVisitor {
  const finder = new RefusedListFinder(fragmentsOf(context.getDocument()));
  const reported = new Set<string>();
  return {
    Field(node) {
      const refused = FLAT_LISTS[node.name.value];
      if (!refused || !node.selectionSet) return;
      const found = finder.find(node.selectionSet, refused);
      const message = `\`${found ?? ''}\` may not be asked for inside \`${node.name.value}\`: \`${node.name.value}\` already lists every reply at any depth, flat.`;
      if (found === null || reported.has(message)) return;
      reported.add(message);
      context.reportError(refusal(message, [node]));
    },
  };
}

/** What one field of the root Query or Mutation type costs on its own: it runs a service, usually SQL. */
export const ROOT_FIELD_COST = 10;

/**
 * Root fields that compute rather than read (issue 30's builder): their cost on top of
 * ROOT_FIELD_COST, so that aliases cannot stack them past a few per request. Each figure follows the
 * field's worst case measured by `npm run bench:builder` on the full catalog (docs/benchmarks.md):
 * a 200-line parts list up to about 130 ms, upgrade advice about 27 ms (p99), a completion or a
 * better part about 10 ms, a compatible list for a new set of chosen parts up to about 140 ms (p99 of
 * its first ask). At the 25,000-point limit a request holds at most 4 list parses, 4 first asks of a
 * compatible list or 9 upgrade advices.
 */
export const COMPUTE_FIELD_COSTS: Readonly<Record<string, number>> = {
  parsePartsList: 6000,
  upgradeAdvice: 2500,
  completeBuild: 1000,
  betterPart: 1000,
  builderNotes: 100,
};
/** A catalog list asked with `compatibleWith` judges every part of its type against the chosen ones. */
export const COMPATIBLE_LIST_COST = 6000;
/**
 * One id of `node` or `nodes` is looked up in each of the six tables whose types implement Node
 * (modules/node): its cost beside the root's, per id asked, so that aliases of `nodes(ids: [60])`
 * cannot stack thousands of lookups into one cheap request (at the limit, about 120 ids).
 */
export const NODE_LOOKUP_COST = 200;

/**
 * The most items each list without a `first`, `last` or `limit` argument can hold, by `Type.field`:
 * the cost model multiplies the list's children by it. Each bound comes from a rule of the service
 * behind it (the comment beside it); connections' `edges` and `nodes` count 1 because their
 * parent's page size already multiplies them. A test checks that every such list of objects in the
 * schema is here.
 */
export const UNPAGED_LIST_SIZES: Readonly<Record<string, number>> = {
  // MAX_NODE_IDS (modules/node).
  'Query.nodes': 60,
  // A page of a thread's top-level comments is counted by its page size (any number of members may
  // comment; the answer's size cap, GRAPHQL_MAX_ANSWER_BYTES, bounds the replies): `replies` and
  // `allReplies` split the thread, they do not repeat it, so they count once (and nothing may list
  // comments below `allReplies`: flatListLimit).
  'Comment.replies': 1,
  'Comment.allReplies': 1,
  // Brands of the full catalog import (about 300 today).
  'Query.componentBrandCounts': 500,
  // API_TOKENS_PER_USER.
  'Query.myApiTokens': 20,
  // A guide lists one part per slot (8 categories, a second drive at most).
  'BuildGuide.components': 12,
  // Price, rating, value, efficiency and performance, then the union of two parts' specs.
  'Comparison.rows': 200,
  // The 13 compatibility rules.
  'CompatibilityReport.checks': 20,
  'Component.keySpecs': 10,
  // The importers keep at most a few dozen spec entries per part.
  'Component.specs': 100,
  // One entry per dataset a part came from (seed, BuildCores, PC Part Dataset).
  'Component.sources': 5,
  // One part per slot and the suggested upgrades, one per slot.
  'GeneratedBuild.parts': 12,
  'GeneratedBuild.upgrades': 12,
  // The news sources (NVIDIA, AMD, Intel, X and the configured feeds).
  'NewsStats.sources': 20,
  // One offer per retailer.
  'PriceComparison.offers': 10,
  // One link per retailer without an offer (three retailers).
  'PriceComparison.links': 3,
  // One observation per part and day at most, over the longest range kept (MAX_HISTORY_DAYS).
  'PriceHistory.points': 1000,
  // SAVED_BUILD_LIMITS.componentsMax.
  'SavedBuild.components': 30,
  // Four groups; each group's hits are bounded by the search's `limit`, which multiplies them.
  'SearchResult.groups': 4,
  'SearchGroup.hits': 1,
  // The builder (issue 30): the parts one build holds (BUILDER_PARTS_MAX 18), a check per rule.
  'Query.componentsByIds': 18,
  // The planner's rules that a build can break (about 20).
  'Query.builderNotes': 30,
  'Component.exclusions': 16,
  'BetterPart.parts': 12,
  'UpgradeAdvice.replacements': 18,
  'UpgradeAdvice.keeps': 18,
  // A pasted list: at most 200 lines (PARTS_LIST_LIMITS.maxLines), parts or ignored ones.
  'PartsListParse.lines': 200,
  'PartsListParse.ignored': 200,
  // Connections: their field's page size multiplies them.
  ...Object.fromEntries(
    [
      'ArticleConnection',
      'BuildGuideConnection',
      'CommentConnection',
      'ComponentConnection',
      'ContactMessageConnection',
      'NewsConnection',
      'NotificationConnection',
      'PriceAlertConnection',
      'SavedBuildConnection',
    ].flatMap((connection) => [
      [`${connection}.edges`, 1],
      [`${connection}.nodes`, 1],
    ]),
  ),
};

/**
 * Each connection's page size when neither `first` nor `last` is given (its PageSizes' default), by
 * `Type.field`. A test checks that every connection field of the schema is here.
 */
export const DEFAULT_PAGE_SIZES: Readonly<Record<string, number>> = {
  'Query.articles': ARTICLE_PAGE.default,
  'Query.comments': COMMENT_PAGE.default,
  'Query.components': COMPONENT_PAGE.default,
  'Query.contactMessages': CONTACT_PAGE.default,
  'Query.guides': GUIDE_PAGE.default,
  'Query.myPriceAlerts': ALERT_PAGE.default,
  'Query.mySavedBuilds': BUILD_PAGE.default,
  'Query.news': NEWS_PAGE.default,
  'Query.notifications': NOTIFICATION_PAGE.default,
  'Query.publicBuilds': BUILD_PAGE.default,
};

/**
 * The page size a list field was asked for: its `first`, `last` or `limit` argument, defaults
 * applied, or else its default page size as a connection (DEFAULT_PAGE_SIZES); null when it has
 * none of these.
 */
function pageSize(args: Record<string, unknown>, field: string): number | null {
  const size = args.first ?? args.last ?? args.limit ?? DEFAULT_PAGE_SIZES[field];
  if (size === undefined || size === null) return null;
  return typeof size === 'number' && Number.isInteger(size) && size > 0 ? size : 1;
}

/**
 * The cost model: every field costs 1 point, and a root field (which runs a service and its SQL)
 * ROOT_FIELD_COST, plus COMPUTE_FIELD_COSTS for the builder's computing fields; a list's children count once per item it can hold: the page asked for
 * (`first`, `last` or `limit`, or else the list's default page size), or else its bound in UNPAGED_LIST_SIZES.
 * Introspection is counted like any other field (its lists are bounded by operationShapeLimit).
 */
/** How many ids a `node` or `nodes` root field looks up. */
function nodeLookups(field: string, args: Record<string, unknown>): number {
  if (field === 'node') return 1;
  return field === 'nodes' && Array.isArray(args.ids) ? args.ids.length : 0;
}

function costEstimator(schema: GraphQLSchema): ComplexityEstimator {
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name]);
  return ({ type, field, args, childComplexity }) => {
    const root = roots.has(type.name) && !field.name.startsWith('__');
    const base = root
      ? ROOT_FIELD_COST +
        (COMPUTE_FIELD_COSTS[field.name] ?? 0) +
        (field.name === 'components' && Array.isArray(args.compatibleWith) ? COMPATIBLE_LIST_COST : 0) +
        nodeLookups(field.name, args) * NODE_LOOKUP_COST
      : 1;
    const name = `${type.name}.${field.name}`;
    const items = pageSize(args, name) ?? UNPAGED_LIST_SIZES[name] ?? 1;
    return base + items * childComplexity;
  };
}

/**
 * The estimated cost of one operation of `document` with these variables (see `costEstimator`).
 * Throws a GraphQLError when the variables do not fit their types.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown>,
): number {
  return getComplexity({ schema, query: document, operationName, variables, estimators: [costEstimator(schema)] });
}

const COST_CACHE_SIZE = 500;

/**
 * How deeply an operation's variables may nest lists and objects. The schema's inputs need a few
 * levels; the cost cache's key (JSON.stringify) would overflow the call stack at some thousands.
 */
export const MAX_VARIABLE_NESTING = 32;

/** Whether a JSON value nests lists and objects deeper than `max` (a scalar is 0, `[1]` is 1); walked with its own stack. */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/**
 * An Apollo plugin refusing, before execution, operations whose estimated cost is over
 * `maxComplexity` (HTTP 400, GRAPHQL_VALIDATION_FAILED). Costs are remembered per query text and
 * variables, so a repeated operation is not walked again; variables nested deeper than
 * MAX_VARIABLE_NESTING are refused first (no input of the schema nests that deep, BAD_USER_INPUT).
 * Every answer that ran reports its cost and the limit in `extensions.cost` (docs/api.md#cost).
 */
export function complexityLimit(schema: GraphQLSchema, maxComplexity: number): ApolloServerPlugin {
  const costs = new Map<string, number>();
  return {
    async requestDidStart() {
      let reported: number | null = null;
      return {
        async didResolveOperation({ request, document, operation }) {
          if (!operation) return;
          if (nestedDeeperThan(request.variables ?? {}, MAX_VARIABLE_NESTING)) {
            throw refusal(
              `The variables are nested more than ${MAX_VARIABLE_NESTING} levels deep.`,
              undefined,
              'BAD_USER_INPUT',
            );
          }
          const key = `${request.operationName ?? ''}\n${JSON.stringify(request.variables ?? {})}\n${request.query ?? ''}`;
          let cost = costs.get(key);
          if (cost === undefined) {
            try {
              cost = operationCost(schema, document, request.operationName ?? undefined, request.variables ?? {});
            } catch (err) {
              // Variables that do not fit their types (e.g. an unknown enum value) are the caller's mistake.
              if (!(err instanceof GraphQLError)) throw err;
              throw refusal(err.message, undefined, 'BAD_USER_INPUT');
            }
            if (costs.size >= COST_CACHE_SIZE) costs.delete(costs.keys().next().value as string);
            costs.set(key, cost);
          }
          reported = cost;
          if (cost > maxComplexity) {
            throw refusal(
              `This query costs ${cost} points; the limit is ${maxComplexity}. Ask for fewer fields or items.`,
            );
          }
        },
        async willSendResponse({ response }) {
          if (reported === null || response.body.kind !== 'single') return;
          const { singleResult } = response.body;
          singleResult.extensions = { ...singleResult.extensions, cost: { requested: reported, limit: maxComplexity } };
        },
      };
    },
  };
}
