import { HeaderMap, type ApolloServerPlugin, type BaseContext } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import { PlanCache } from './executor/plan-cache';
import { fragmentMap } from './limits/fragments';
import { coercedVariables } from './operation-variables';
import { flattenFields } from './selection-fold';

/** Root fields that read the schema, not data. */
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);
/**
 * Answers kept: the standard introspection query's answer is ~140 KB of JSON; tools send a
 * handful of variants (with and without descriptions, `__type` of a few types).
 */
export const INTROSPECTION_CACHE_BYTES = 8 * 1024 * 1024;
/** Longest key kept (operation name, document hash, declared variables). */
const MAX_KEY_CHARS = 4 * 1024;
/** UTF-16 string length to bytes, roughly. */
const BYTES_PER_CHAR = 2;

/** Whether every root field of `operation` reads only the schema (`__typename` may ride along). */
function readsOnlySchema(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  const names = flattenFields(fragmentMap(document), [operation.selectionSet]).map((f) => f.name.value);
  return (
    names.some((name) => INTROSPECTION_ROOTS.has(name)) &&
    names.every((name) => INTROSPECTION_ROOTS.has(name) || name === '__typename')
  );
}

/**
 * Answers introspection from memory: its answer is a pure function of the schema (fixed
 * for the process), the document and its variables, yet graphql-js computed the standard
 * query's 140 KB answer anew each time (17-36 ms of CPU; a loop of them held a probe's p99
 * at up to 600 ms, issue 24). Runs after parsing, validation (INTROSPECTION=false refuses
 * `__schema` there) and the query limits, like the response cache; only error-free answers
 * are kept, by estimated bytes, least recently used first.
 */
export function createIntrospectionCachePlugin<TContext extends BaseContext>(
  maxBytes = INTROSPECTION_CACHE_BYTES,
): ApolloServerPlugin<TContext> {
  const answers = new PlanCache<Record<string, unknown>>(maxBytes);
  const verdicts = new WeakMap<OperationDefinitionNode, boolean>();
  const introspective = (document: DocumentNode, operation: OperationDefinitionNode) => {
    let verdict = verdicts.get(operation);
    if (verdict === undefined) verdicts.set(operation, (verdict = readsOnlySchema(document, operation)));
    return verdict;
  };
  return {
    async requestDidStart() {
      let pending: string | null = null;
      return {
        async responseForOperation({ operation, document, request, queryHash, schema }) {
          if (!operation || operation.operation !== 'query' || !introspective(document, operation))
            return null;
          const { coerced } = coercedVariables(request, schema, operation);
          if (!coerced) return null;
          const key = `${request.operationName ?? ''}\u0000${queryHash}\u0000${JSON.stringify(coerced)}`;
          if (key.length > MAX_KEY_CHARS) return null;
          const data = answers.get(key);
          if (data)
            return {
              http: { status: undefined, headers: new HeaderMap() },
              body: { kind: 'single', singleResult: { data } },
            };
          pending = key;
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending) return;
          const { body } = response;
          if (body.kind !== 'single' || body.singleResult.errors || !body.singleResult.data) return;
          const data = body.singleResult.data;
          answers.set(pending, data, (JSON.stringify(data).length + pending.length) * BYTES_PER_CHAR);
        },
      };
    },
  };
}
