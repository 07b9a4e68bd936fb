import { Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentMap, memoizeFragments, type FragmentMap } from './fragments';
import { LimitCode, limitError } from './limits';

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
  const fragmentDepth = memoizeFragments(fragments, (fragment) => depthOf(fragment.selectionSet), 0);

  function depthOf(selectionSet: SelectionSetNode): number {
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      let depth = 0;
      if (selection.kind === Kind.FIELD) {
        const descend = selection.selectionSet && !INTROSPECTION_ROOTS.has(selection.name.value);
        depth = 1 + (descend ? depthOf(selection.selectionSet) : 0);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        depth = depthOf(selection.selectionSet);
      } else {
        depth = fragmentDepth(selection.name.value) ?? 0;
      }
      deepest = Math.max(deepest, depth);
    }
    return deepest;
  }

  return depthOf(operation.selectionSet);
}

/** Rejects an operation nested deeper than `maxDepth` with QUERY_TOO_DEEP. */
export function createDepthLimitRule(maxDepth: number): ValidationRule {
  return (context) => {
    const fragments = fragmentMap(context.getDocument());
    return {
      OperationDefinition(operation) {
        const depth = operationDepth(operation, fragments);
        if (depth > maxDepth) {
          context.reportError(
            limitError(
              LimitCode.QUERY_TOO_DEEP,
              `Query depth ${depth} exceeds the limit of ${maxDepth}.`,
              { limit: maxDepth, actual: depth },
              operation,
            ),
          );
        }
        return false;
      },
    };
  };
}
