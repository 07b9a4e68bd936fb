/**
 * Pre-execution query limits: a rejected document is an HTTP 400 with its own
 * `extensions.code` and no resolver runs. limits.ts holds the values and why.
 *
 * Wiring: `new ApolloServer({ plugins: [createQueryLimitsPlugin()], parseOptions:
 * { maxTokens: QUERY_LIMITS.maxTokens } })`, and in the HTTP layer `checkTokenLimit(query)`
 * on the query text before handing the request to Apollo (TOO_MANY_TOKENS, 400), and
 * `checkExpandedFields(query)` on a document not seen before (TOO_MANY_FIELDS, 400).
 */
export {
  LIMIT_HTTP_STATUS,
  LimitCode,
  QUERY_LIMITS,
  resolveLimits,
  type QueryLimitOverrides,
  type QueryLimits,
} from './limits';
export { countTokensUpTo, checkTokenLimit } from './tokens.limit';
export { operationDepth, createDepthLimitRule } from './depth.limit';
export { countAliases, createAliasesLimitRule } from './aliases.limit';
export { countDirectives, createDirectivesLimitRule } from './directives.limit';
export { mostRepeatedField, createFieldRepeatsLimitRule, type FieldRepeat } from './field-repeats.limit';
export { countExpandedFields, createFieldsLimitRule, checkExpandedFields } from './fields.limit';
export {
  operationCost,
  operationWeight,
  queryCost,
  checkCostLimit,
  type OperationWeight,
  type RequestVariables,
} from './cost.limit';
export { createLimitRules, createCostPlugin, createQueryLimitsPlugin } from './query-limits.plugin';
export { fragmentMap, type FragmentMap } from './fragments';
