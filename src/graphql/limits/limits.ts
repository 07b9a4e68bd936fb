import { GraphQLError, type ASTNode, type OperationDefinitionNode, type ValidationRule } from 'graphql';
import { fragmentMap, type FragmentMap } from './fragments';
import { MAX_PAGE_SIZE } from '../../services/pagination';

/**
 * Pre-execution limits on GraphQL documents: every number in one place, each with why.
 *
 * They protect a public, unauthenticated API from documents that are cheap to send and
 * expensive to parse, validate or execute. A document over any limit is rejected with
 * HTTP 400 and one of the `LimitCode`s before any resolver runs.
 *
 * Reference points: the deepest legitimate query against our schema (guidance -> edges ->
 * node -> components -> benchmarks -> source -> title) is 7 levels; the standard
 * introspection query (all options on) is 183 tokens and costs 1,620 nodes; the realistic
 * planner query in test/unit/limits/fixtures.ts is 213 tokens, depth 6, and costs 1,885. The whole
 * catalog is under 1,000 rows (166 parts, 107 guidance entries, 113 sources, 20 use cases).
 */
export interface QueryLimits {
  /**
   * Deepest field nesting, root fields at depth 1, fragments expanded. Introspection
   * (`__schema`, `__type`) subtrees count as depth 1: the standard introspection query
   * nests `ofType` nine times (depth 15), and graphql-js's own MaxIntrospectionDepthRule
   * already bounds introspection cycles.
   */
  readonly maxDepth: number;
  /** Aliases in the operation, fragments expanded (an alias on `__typename` counts too). */
  readonly maxAliases: number;
  /** Directive uses in the operation (`@include`, `@skip`...), fragments expanded. */
  readonly maxDirectives: number;
  /** Lexical tokens in the document, comments excluded (what graphql's `parse(maxTokens)` counts). */
  readonly maxTokens: number;
  /** Times one response key may be selected in one selection set, fragments merged in. */
  readonly maxFieldRepeats: number;
  /** Fields in the operation once its fragments are expanded (each spread counts its fragment again). */
  readonly maxFields: number;
  /** Most nodes (list items) the operation may return, GitHub's node-limit formula. */
  readonly maxCost: number;
  /** Fields the operation may resolve: each selected field once per item of every list around it. */
  readonly maxResolvedFields: number;
  /** Items assumed for a list field without a `first` argument (e.g. `Gpu.benchmarks`). */
  readonly defaultListSize: number;
  /** Largest `first` the services accept; a larger one is BAD_USER_INPUT, costed at this cap. */
  readonly maxPageSize: number;
}

/** Overrides for tests or a deployment with other needs; unspecified values keep the defaults. */
export type QueryLimitOverrides = Partial<QueryLimits>;

/** The limits rigbase runs with. */
export const QUERY_LIMITS: QueryLimits = Object.freeze({
  /**
   * 12: the deepest legitimate query is ~7 levels (see above); 12 leaves room for a
   * client's wrapping fragments and `pageInfo`/`__typename` leaves, while a document that
   * walks gpu -> benchmarks -> gpu -> cloudOfferings -> gpu ... to fan out is stopped early.
   */
  maxDepth: 12,
  /**
   * 30: side-by-side comparison is the one real use of aliases (`a: component(slug:)`,
   * `new: performancePerDollar(condition: NEW)`); comparing 10 parts with two aliased
   * prices each is 30. Thousands of aliases (`a1: __typename ... a9999: __typename`) is
   * the alias-flooding attack: each alias is a separate resolver call and response key.
   */
  maxAliases: 30,
  /**
   * 50: our only executable directives are `@include` and `@skip`; a table that toggles
   * each of its ~30 GPU columns still fits. Directive flooding (hundreds on one field)
   * only adds parse and validation work.
   */
  maxDirectives: 50,
  /**
   * 1,000 (GraphQL Armor's default too): about 5x the realistic planner query or full
   * introspection. This is the limit that bounds parse and validation work: graphql-js's
   * OverlappingFieldsCanBeMerged is quadratic in repeated fields; measured on the dev
   * container, its worst documents cost ~40 ms to validate at 1,000 tokens, ~250 ms at
   * 2,000 and ~500 ms at 3,000.
   */
  maxTokens: 1000,
  /**
   * 20: clients repeat a key only when fragments overlap (Apollo Client adds `__typename`,
   * Relay adds `id`, colocated fragments re-select `id`, `name`); a handful per selection
   * set is normal. 1,000 x `__typename` is the field-duplication attack.
   */
  maxFieldRepeats: 20,
  /**
   * 1,000: the planner page's largest document expands to 125 fields, standard
   * introspection to 220 and the largest operation the test suite sends (30 aliased
   * `node` lookups sharing one fragment) to 660. The compile bomb of issue 24 expanded to
   * 1,783 in 142 tokens; graphql-jit compiles ~15-110 us per expanded field warm (several
   * times that cold), and graphql-js validates superlinearly in them.
   */
  maxFields: 1_000,
  /**
   * 50,000 nodes: GitHub's formula (each list multiplies by its `first`, nodes summed over
   * every list) at a tenth of GitHub's 500,000, because our catalog has under 1,000 rows:
   * any query that could return more than 50,000 nodes necessarily repeats the same rows
   * many times over. It allows a full page (100) with two nested lists per branch
   * (100 x 10 x 10 = 10,000) and several such branches, and rejects a third nested list
   * under a full page (100 x 10 x 10 x 10 = 100,000). Shopify's model (1,000 points, a
   * point per object) would reject a plain `gpus(first: 100) { ... sources }` page.
   */
  maxCost: 50_000,
  /**
   * 40,000 fields resolved (QUERY_TOO_COMPLEX too): the CPU of a read follows the fields it
   * resolves, which the node count does not see. Issue 24 bounds any allowed request to
   * 100 ms of CPU; the heaviest reads the limits admit (aliased pages of every field with
   * their relations) cost about 2 us per resolved field, so the bound sits at 40,000
   * (docs/performance.md, worst requests). A full page of the planner's GPU table resolves
   * ~2,100; the largest operation the test suite sends, 28,600; introspection counts as one
   * field (answered from its cache).
   */
  maxResolvedFields: 40_000,
  /**
   * 10: our unpaginated child lists are small (a GPU has a few benchmarks, cloud offers and
   * sources; a guidance entry names a few parts). 10 over-estimates most of them, which is
   * the safe side for a cost bound.
   */
  defaultListSize: 10,
  /** The services' page cap (src/services/pagination.ts): the most a `first` can fetch. */
  maxPageSize: MAX_PAGE_SIZE,
});

/** The defaults with `overrides` applied. */
export function resolveLimits(overrides: QueryLimitOverrides = {}): QueryLimits {
  return Object.freeze({ ...QUERY_LIMITS, ...overrides });
}

/** `extensions.code` of each rejection; all are HTTP 400. */
export const LimitCode = {
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  TOO_MANY_ALIASES: 'TOO_MANY_ALIASES',
  TOO_MANY_DIRECTIVES: 'TOO_MANY_DIRECTIVES',
  TOO_MANY_TOKENS: 'TOO_MANY_TOKENS',
  FIELD_REPEATED: 'FIELD_REPEATED',
  TOO_MANY_FIELDS: 'TOO_MANY_FIELDS',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
} as const;
export type LimitCode = (typeof LimitCode)[keyof typeof LimitCode];

/** HTTP status of every limit rejection: the client's document is at fault. */
export const LIMIT_HTTP_STATUS = 400;

/**
 * A limit rejection. `extensions` carries the code, the limit and, when it was measured
 * in full, the actual value, so a client can tell how far over it is. No `http`
 * extension here: these are also plain validation errors; the plugin adds the status.
 */
export function limitError(
  code: LimitCode,
  message: string,
  measured: { limit: number; actual?: number },
  nodes?: ASTNode | readonly ASTNode[],
): GraphQLError {
  const { limit, actual } = measured;
  return new GraphQLError(message, {
    nodes,
    extensions: actual === undefined ? { code, limit } : { code, limit, actual },
  });
}

/**
 * The factory of a limit's validation rule: the rule measures each operation of a document
 * (fragments expanded) and rejects one that measures over the limit with `code` and
 * `message(actual, limit)`, at the operation.
 */
export function operationLimitRule(
  code: LimitCode,
  measure: (operation: OperationDefinitionNode, fragments: FragmentMap) => number,
  message: (actual: number, limit: number) => string,
): (limit: number) => ValidationRule {
  return (limit) => (context) => {
    const fragments = fragmentMap(context.getDocument());
    return {
      OperationDefinition(operation) {
        const actual = measure(operation, fragments);
        if (actual > limit) {
          context.reportError(limitError(code, message(actual, limit), { limit, actual }, operation));
        }
        return false;
      },
    };
  };
}
