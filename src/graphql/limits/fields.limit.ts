import { GraphQLError, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { foldSelections } from '../selection-fold';
import { fragmentMap, type FragmentMap } from './fragments';
import { LimitCode, limitError, operationLimitRule, resolveLimits, type QueryLimitOverrides } from './limits';

/**
 * Fields an operation selects once its fragments are expanded: a fragment spread three
 * times counts its fields three times, as graphql-js validates them and graphql-jit
 * compiles them. A 142-token document whose four fragments spread each other through
 * `benchmarks.gpu` and `cloudOfferings.gpu` expands to 1,783 fields (the compile bomb of
 * issue 24). Each fragment is measured once, so the count is cheap however large it is.
 */
export function countExpandedFields(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const fieldsIn = foldSelections<number, null>(
    fragments,
    {
      zero: 0,
      combine: (a, b) => a + b,
      field: (node, scope, inner) => 1 + (node.selectionSet ? inner(node.selectionSet, scope) : 0),
    },
    null,
  );
  return fieldsIn(operation.selectionSet);
}

const message = (fields: number, maxFields: number) =>
  `The operation selects ${fields} fields once its fragments are expanded; the limit is ${maxFields}.`;

/** Rejects an operation whose expanded selection has more than `maxFields` fields with TOO_MANY_FIELDS. */
export const createFieldsLimitRule = operationLimitRule(
  LimitCode.TOO_MANY_FIELDS,
  countExpandedFields,
  message,
);

/**
 * TOO_MANY_FIELDS for a query text whose largest operation expands to more than
 * `maxFields` fields, else null (also when it does not parse: Apollo reports that). For the
 * HTTP layer, on documents this process has not seen: an oversized one is refused before
 * graphql-js validates it (validation is superlinear in the expanded fields; the compile
 * bomb took 30-110 ms to validate). Parsing is bounded by the token limit.
 */
export function checkExpandedFields(query: string, limits?: QueryLimitOverrides): GraphQLError | null {
  const { maxFields, maxTokens } = resolveLimits(limits);
  let document;
  try {
    document = parse(query, { maxTokens, noLocation: true });
  } catch {
    return null;
  }
  const fragments = fragmentMap(document);
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const fields = countExpandedFields(definition, fragments);
    if (fields > maxFields) {
      return limitError(LimitCode.TOO_MANY_FIELDS, message(fields, maxFields), {
        limit: maxFields,
        actual: fields,
      });
    }
  }
  return null;
}
