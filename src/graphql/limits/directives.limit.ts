import { Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentMap, memoizeFragments, type FragmentMap } from './fragments';
import { LimitCode, limitError } from './limits';

/**
 * Directive uses in an operation, as executed: on the operation, its variable
 * definitions, fields, inline fragments, spreads and the spread fragments' definitions,
 * a fragment counting once per spread. Each fragment is measured once.
 */
export function countDirectives(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const fragmentDirectives = memoizeFragments(
    fragments,
    (fragment) => (fragment.directives?.length ?? 0) + directivesIn(fragment.selectionSet),
    0,
  );

  function directivesIn(selectionSet: SelectionSetNode): number {
    let count = 0;
    for (const selection of selectionSet.selections) {
      count += selection.directives?.length ?? 0;
      if (selection.kind === Kind.FIELD) {
        if (selection.selectionSet) count += directivesIn(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        count += directivesIn(selection.selectionSet);
      } else {
        count += fragmentDirectives(selection.name.value) ?? 0;
      }
    }
    return count;
  }

  const onVariables = (operation.variableDefinitions ?? []).reduce(
    (sum, variable) => sum + (variable.directives?.length ?? 0),
    0,
  );
  return (operation.directives?.length ?? 0) + onVariables + directivesIn(operation.selectionSet);
}

/** Rejects an operation with more than `maxDirectives` directive uses with TOO_MANY_DIRECTIVES. */
export function createDirectivesLimitRule(maxDirectives: number): ValidationRule {
  return (context) => {
    const fragments = fragmentMap(context.getDocument());
    return {
      OperationDefinition(operation) {
        const directives = countDirectives(operation, fragments);
        if (directives > maxDirectives) {
          context.reportError(
            limitError(
              LimitCode.TOO_MANY_DIRECTIVES,
              `The operation uses ${directives} directives; the limit is ${maxDirectives}.`,
              { limit: maxDirectives, actual: directives },
              operation,
            ),
          );
        }
        return false;
      },
    };
  };
}
