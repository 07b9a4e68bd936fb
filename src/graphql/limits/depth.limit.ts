import type { OperationDefinitionNode } from 'graphql';
import { foldSelections } from '../selection-fold';
import type { FragmentMap } from './fragments';
import { LimitCode, operationLimitRule } from './limits';

/**
 * Introspection entry points: their subtrees count as depth 1. graphql-js's
 * MaxIntrospectionDepthRule bounds introspection cycles (`fields { type { fields ...`),
 * and the standard introspection query (`ofType` nested 9 times) is depth 15.
 */
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);

/**
 * Depth of an operation: root fields are depth 1, each nested selection set adds one,
 * fragment spreads and inline fragments are expanded in place (they add no level).
 * Each fragment is measured once; cycles end.
 */
export function operationDepth(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const depthOf = foldSelections<number, null>(
    fragments,
    {
      zero: 0,
      combine: Math.max,
      field: (node, scope, inner) =>
        1 +
        (node.selectionSet && !INTROSPECTION_ROOTS.has(node.name.value)
          ? inner(node.selectionSet, scope)
          : 0),
    },
    null,
  );
  return depthOf(operation.selectionSet);
}

/** Rejects an operation nested deeper than the limit (`maxDepth`) with QUERY_TOO_DEEP. */
export const createDepthLimitRule = operationLimitRule(
  LimitCode.QUERY_TOO_DEEP,
  operationDepth,
  (depth, maxDepth) => `Query depth ${depth} exceeds the limit of ${maxDepth}.`,
);
