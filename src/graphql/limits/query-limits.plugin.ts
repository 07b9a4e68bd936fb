import type { ApolloServerPlugin, BaseContext, GraphQLRequest } from '@apollo/server';
import {
  GraphQLError,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type ValidationRule,
} from 'graphql';
import { checkVariablesShape, coercedVariables } from '../operation-variables';
import { createAliasesLimitRule } from './aliases.limit';
import { checkCostLimit } from './cost.limit';
import { createDepthLimitRule } from './depth.limit';
import { createDirectivesLimitRule } from './directives.limit';
import { createFieldRepeatsLimitRule } from './field-repeats.limit';
import { createFieldsLimitRule } from './fields.limit';
import { fragmentMap } from './fragments';
import { LIMIT_HTTP_STATUS, resolveLimits, type QueryLimitOverrides, type QueryLimits } from './limits';
import { checkTokenLimit } from './tokens.limit';

/**
 * The document limits as graphql-js validation rules: depth, aliases, directives and
 * field repeats (tokens need the source text and cost needs the variables, so they are
 * not rules). Their errors carry our codes when run with `validate()`, but Apollo Server 5
 * rewrites the code of every validation error to GRAPHQL_VALIDATION_FAILED (HTTP 400):
 * to keep our codes, use `createQueryLimitsPlugin`, which runs these same rules.
 */
export function createLimitRules(limits?: QueryLimitOverrides): ValidationRule[] {
  const { maxDepth, maxAliases, maxDirectives, maxFieldRepeats, maxFields } = resolveLimits(limits);
  return [
    createDepthLimitRule(maxDepth),
    createAliasesLimitRule(maxAliases),
    createDirectivesLimitRule(maxDirectives),
    createFieldRepeatsLimitRule(maxFieldRepeats),
    createFieldsLimitRule(maxFields),
  ];
}

/**
 * The error Apollo should send: the same message, code and figures, plus the HTTP status
 * Apollo reads from `extensions.http` (without it, a plugin's error is a 500).
 */
function asBadRequest(error: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    extensions: { ...error.extensions, http: { status: LIMIT_HTTP_STATUS } },
  });
}

/** Distinct variable sets whose cost verdict is kept per operation (clients repeat a few). */
const MAX_COST_VERDICTS_PER_OPERATION = 32;
/** Longest variables key kept: bigger inputs are costed every time (their coercion costs more anyway). */
const MAX_COST_KEY_CHARS = 512;

/**
 * The cost check on the request's coerced variables. Variables graphql-js refuses stop
 * the request before any resolver on their own, so there is nothing to cost then.
 *
 * The cost is a pure function of the operation and its coerced variables (the schema and
 * limits are fixed per plugin), so a verdict is kept per parsed operation (Apollo's
 * document cache hands back the same nodes for the same text) and variables: the fold
 * over the document was a tenth of a GPU page's own CPU (bench profile of S2).
 */
function costChecker(limits: QueryLimits) {
  // By schema too: a gateway may hand Apollo a new one (ours never does).
  const verdictsBySchema = new WeakMap<
    GraphQLSchema,
    WeakMap<OperationDefinitionNode, Map<string, GraphQLError | null>>
  >();
  return (
    document: DocumentNode,
    operation: OperationDefinitionNode,
    request: GraphQLRequest,
    schema: GraphQLSchema,
  ): GraphQLError | null => {
    let verdicts = verdictsBySchema.get(schema);
    if (!verdicts) verdictsBySchema.set(schema, (verdicts = new WeakMap()));
    // Keyed by the declared variables as sent: coercing them is a pure function of the
    // operation, so a repeat skips the coercion too (graphql-js's coerceInputValue was 5 % of
    // a checkBuild's CPU). Undeclared ones are left out (a megabyte of junk costs nothing);
    // the shape check has bounded the depth of the rest before this runs.
    const sent = request.variables ?? {};
    // Each as [value], or [] when absent (a default applies then, not null).
    const key = JSON.stringify(
      (operation.variableDefinitions ?? []).map((d) =>
        Object.hasOwn(sent, d.variable.name.value) ? [sent[d.variable.name.value]] : [],
      ),
    );
    let byVariables = verdicts.get(operation);
    const known = byVariables?.get(key);
    if (known !== undefined) return known;
    const { coerced } = coercedVariables(request, schema, operation);
    // Variables graphql-js refuses: it reports them before any resolver; nothing to cost.
    const verdict = coerced
      ? checkCostLimit(operation, fragmentMap(document), coerced, schema, limits)
      : null;
    if (key.length <= MAX_COST_KEY_CHARS) {
      if (!byVariables) verdicts.set(operation, (byVariables = new Map()));
      if (byVariables.size >= MAX_COST_VERDICTS_PER_OPERATION) byVariables.clear();
      byVariables.set(key, verdict);
    }
    return verdict;
  };
}

/**
 * Rejects, with HTTP 400 and QUERY_TOO_COMPLEX, an operation whose cost (see
 * `operationCost`) exceeds `maxCost`. Runs in `didResolveOperation`: after parsing and
 * validation, with the request's variables, before any resolver.
 */
export function createCostPlugin<TContext extends BaseContext>(
  limits?: QueryLimitOverrides,
): ApolloServerPlugin<TContext> {
  const costCheck = costChecker(resolveLimits(limits));
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          // No operation: Apollo itself answers "unknown operation" without executing.
          if (!operation) return;
          const error = costCheck(document, operation, request, schema);
          if (error) throw asBadRequest(error);
        },
      };
    },
  };
}

/**
 * Every limit in one plugin, each rejection an HTTP 400 with its own code, checked in
 * `didResolveOperation` (before any resolver): TOO_MANY_TOKENS, then QUERY_TOO_DEEP,
 * TOO_MANY_ALIASES, TOO_MANY_DIRECTIVES, FIELD_REPEATED, TOO_MANY_FIELDS (the rules of
 * `createLimitRules`), then QUERY_TOO_COMPLEX. The first failing check is reported.
 *
 * The variable-free checks are remembered per parsed document, since Apollo's document
 * cache hands back the same document object for the same query text.
 *
 * This runs after Apollo has parsed and validated; what bounds that work is the token
 * limit, so also pass `parseOptions: { maxTokens }` to Apollo and run `checkTokenLimit`
 * in the HTTP layer before Apollo sees the request.
 */
export function createQueryLimitsPlugin<TContext extends BaseContext>(
  limits?: QueryLimitOverrides,
): ApolloServerPlugin<TContext> {
  const resolved = resolveLimits(limits);
  const rules = createLimitRules(resolved);
  const costCheck = costChecker(resolved);
  const staticVerdicts = new WeakMap<DocumentNode, GraphQLError | null>();

  const staticCheck = (document: DocumentNode, source: string, schema: GraphQLSchema) => {
    let verdict = staticVerdicts.get(document);
    if (verdict === undefined) {
      verdict = checkTokenLimit(source, resolved) ?? validate(schema, document, rules)[0] ?? null;
      staticVerdicts.set(document, verdict);
    }
    return verdict;
  };

  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, request, schema, source }) {
          const shape = checkVariablesShape(request.variables);
          if (shape) throw shape;
          const error =
            staticCheck(document, source, schema) ??
            (operation ? costCheck(document, operation, request, schema) : null);
          if (error) throw asBadRequest(error);
        },
      };
    },
  };
}
