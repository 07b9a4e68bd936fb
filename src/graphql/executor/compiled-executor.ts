import {
  execute,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import type { Logger } from '../../logger';
import { fragmentMap, type FragmentMap } from '../limits/fragments';
import { asGraphqlJsError } from './located-errors';
import { PlanCache } from './plan-cache';

/**
 * Compiled plans kept per process. A plan is a few closures of generated code (kilobytes
 * to tens of kilobytes for our largest documents); the planner page sends about twenty
 * distinct documents and the bench six, so this holds every real client's operations many
 * times over while bounding what a stream of distinct documents can pin in memory.
 */
export const MAX_COMPILED_PLANS = 500;

/** What one request hands the executor (the fields of Apollo's gateway request context it reads). */
export interface ExecutorRequest {
  readonly document: DocumentNode;
  /** The operation Apollo resolved; undefined when the name matches none (execution reports it). */
  readonly operation?: OperationDefinitionNode;
  readonly queryHash: string;
  readonly request: { readonly operationName?: string; readonly variables?: Record<string, unknown> };
  readonly context: unknown;
}

export type OperationExecutor = (request: ExecutorRequest) => Promise<ExecutionResult>;

/** A document graphql-jit could not compile: graphql-js runs it, and it is not tried again. */
const INTERPRET = Symbol('interpret');

interface Plan {
  readonly compiled: CompiledQuery;
  readonly fragments: FragmentMap;
}

/** graphql-js's own execution, exactly as Apollo runs it without a gateway. */
export function interpretedExecutor(schema: GraphQLSchema): OperationExecutor {
  return async ({ document, request, context }) =>
    execute({
      schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName: request.operationName,
    });
}

/**
 * Runs queries through plans graphql-jit compiles once per document (one closure per
 * field instead of graphql-js walking the document and the schema on every request),
 * and everything it should not or cannot run through graphql-js:
 * - mutations: they run once each and in order; graphql-js's serial execution is the
 *   reference and the time is in the database, not in the executor;
 * - a request whose variables graphql-js refuses: its messages and the Apollo error codes
 *   derived from them (BAD_USER_INPUT with the variable's node) stay graphql-js's own;
 * - an operation name that matches nothing, and documents graphql-jit fails to compile.
 * Plans are keyed by Apollo's hash of the document text and the requested operation name.
 */
export function compiledExecutor(schema: GraphQLSchema, log: Logger): OperationExecutor {
  const interpret = interpretedExecutor(schema);
  const plans = new PlanCache<Plan | typeof INTERPRET>(MAX_COMPILED_PLANS);

  const planFor = (request: ExecutorRequest): Plan | typeof INTERPRET => {
    const operationName = request.request.operationName;
    const key = `${operationName ?? ''}\u0000${request.queryHash}`;
    let plan = plans.get(key);
    if (plan === undefined) {
      plan = compile(schema, request.document, operationName, log);
      plans.set(key, plan);
    }
    return plan;
  };

  return async (request) => {
    const { operation } = request;
    if (!operation || operation.operation !== 'query') return interpret(request);
    const plan = planFor(request);
    if (plan === INTERPRET) return interpret(request);
    const variables = request.request.variables;
    if (operation.variableDefinitions?.length) {
      // Cheap next to execution (a handful of variables), and it keeps refusals identical.
      const coerced = getVariableValues(schema, operation.variableDefinitions, { ...variables });
      if (coerced.errors) return interpret(request);
    }
    const result = await plan.compiled.query(undefined, request.context, variables);
    if (!result.errors?.length) return result;
    const errors = result.errors.map((error) => asGraphqlJsError(error, operation, plan.fragments));
    // graphql-js's key order (errors first): in-process callers see the same object shape.
    return { errors, data: result.data } as ExecutionResult & { errors: GraphQLError[] };
  };
}

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  log: Logger,
): Plan | typeof INTERPRET {
  try {
    const compiled = compileQuery(schema, document, operationName);
    if (isCompiledQuery(compiled)) {
      // Once per distinct document (the plan cache bounds how often): says which run compiled.
      log.info({ operationName }, 'compiled a query plan');
      return { compiled, fragments: fragmentMap(document) };
    }
    log.warn({ errors: compiled.errors?.map((e) => e.message) }, 'graphql-jit cannot compile a document');
  } catch (error) {
    log.warn({ err: error }, 'graphql-jit failed on a document');
  }
  return INTERPRET;
}
