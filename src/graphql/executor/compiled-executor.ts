import {
  execute,
  getVariableValues,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import type { CompiledQuery } from 'graphql-jit';
import { DEFAULT_COMPILE_AFTER, DEFAULT_PLAN_CACHE_MB } from '../../config';
import type { Logger } from '../../logger';
import { enterMeter, type RequestMeter } from '../../request-meter';
import { countExpandedFields } from '../limits/fields.limit';
import { fragmentMap, type FragmentMap } from '../limits/fragments';
import {
  BYTES_PER_MB,
  ExecutionCounter,
  INTERPRETED_ENTRY_BYTES,
  MAX_COMPILED_FIELDS,
  planBytes,
  type CompilePolicy,
} from './compile-policy';
import { asGraphqlJsError } from './located-errors';
import { PlanCache } from './plan-cache';

/** The compile policy rigbase runs with unless GRAPHQL_COMPILE_AFTER or GRAPHQL_PLAN_CACHE_MB say otherwise. */
export const DEFAULT_COMPILE_POLICY: CompilePolicy = Object.freeze({
  compileAfter: DEFAULT_COMPILE_AFTER,
  maxCompiledFields: MAX_COMPILED_FIELDS,
  maxPlanBytes: DEFAULT_PLAN_CACHE_MB * BYTES_PER_MB,
});

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

/** What the compiled executor holds now (tests, logs). */
export interface PlanStats {
  /** Documents with a plan or an interpret verdict. */
  plans: number;
  /** Their estimated bytes. */
  planBytes: number;
  /** Plans compiled so far. */
  compiled: number;
  /** Documents whose executions are being counted towards compiling. */
  counted: number;
}

/** The meter a request's context carries (src/context.ts), if any. */
function meterOf(context: unknown): RequestMeter | undefined {
  return (context as { meter?: RequestMeter } | null)?.meter;
}

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
 * once a document is hot (compile-policy.ts: its `compileAfter`-th execution, and no more
 * than `maxCompiledFields` expanded fields), and everything it should not or cannot run
 * through graphql-js:
 * - mutations: they run once each and in order; graphql-js's serial execution is the
 *   reference and the time is in the database, not in the executor;
 * - a request whose variables graphql-js refuses: its messages and the Apollo error codes
 *   derived from them (BAD_USER_INPUT with the variable's node) stay graphql-js's own;
 * - an operation name that matches nothing, documents graphql-jit fails to compile, and
 *   documents not (yet) worth compiling.
 * Plans are keyed by Apollo's hash of the document text and the requested operation name.
 */
export function compiledExecutor(
  schema: GraphQLSchema,
  log: Logger,
  policy: CompilePolicy = DEFAULT_COMPILE_POLICY,
): OperationExecutor & { stats(): PlanStats } {
  const interpret = interpretedExecutor(schema);
  const plans = new PlanCache<Plan | typeof INTERPRET>(policy.maxPlanBytes);
  const executions = new ExecutionCounter(policy.compileAfter);
  let compiled = 0;

  const planFor = (request: ExecutorRequest, operation: OperationDefinitionNode): Plan | typeof INTERPRET => {
    const operationName = request.request.operationName;
    const key = `${operationName ?? ''}\u0000${request.queryHash}`;
    const known = plans.get(key);
    if (known !== undefined) return known;
    if (executions.record(key) === 'interpret') return INTERPRET;
    const fields = countExpandedFields(operation, fragmentMap(request.document));
    if (fields > policy.maxCompiledFields) {
      plans.set(key, INTERPRET, INTERPRETED_ENTRY_BYTES + key.length * 2);
      return INTERPRET;
    }
    const plan = compile(schema, request.document, operationName, log);
    if (plan !== INTERPRET) compiled += 1;
    plans.set(key, plan, plan === INTERPRET ? INTERPRETED_ENTRY_BYTES + key.length * 2 : planBytes(fields));
    return plan;
  };

  const execute = async (request: ExecutorRequest): Promise<ExecutionResult> => {
    // Parsing and validation ran in Apollo's slice; compiling and executing are this request's too.
    enterMeter(meterOf(request.context));
    const { operation } = request;
    if (!operation || operation.operation !== 'query') return interpret(request);
    const plan = planFor(request, operation);
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
  return Object.assign(execute, {
    stats: (): PlanStats => ({
      plans: plans.size,
      planBytes: plans.usedBytes,
      compiled,
      counted: executions.size,
    }),
  });
}

function compile(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  log: Logger,
): Plan | typeof INTERPRET {
  try {
    // graphql-jit loads with the first plan, not at start: a process that never compiles
    // (GRAPHQL_EXECUTOR=graphql-js, the CLI, most tests) does without it.
    const { compileQuery, isCompiledQuery } = require('graphql-jit') as typeof import('graphql-jit');
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
