import { Kind, type OperationDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';
import { fragmentMap, memoizeFragments, type FragmentMap } from './fragments';
import { LimitCode, limitError } from './limits';

/**
 * Aliases an operation uses, as executed: a fragment spread three times counts its
 * aliases three times, and an alias on `__typename` counts like any other. Each fragment
 * is measured once, so the count stays cheap even when it is astronomically large.
 */
export function countAliases(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const fragmentAliases = memoizeFragments(fragments, (fragment) => aliasesIn(fragment.selectionSet), 0);

  function aliasesIn(selectionSet: SelectionSetNode): number {
    let count = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.alias) count += 1;
        if (selection.selectionSet) count += aliasesIn(selection.selectionSet);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        count += aliasesIn(selection.selectionSet);
      } else {
        count += fragmentAliases(selection.name.value) ?? 0;
      }
    }
    return count;
  }

  return aliasesIn(operation.selectionSet);
}

/** Rejects an operation with more than `maxAliases` aliases with TOO_MANY_ALIASES. */
export function createAliasesLimitRule(maxAliases: number): ValidationRule {
  return (context) => {
    const fragments = fragmentMap(context.getDocument());
    return {
      OperationDefinition(operation) {
        const aliases = countAliases(operation, fragments);
        if (aliases > maxAliases) {
          context.reportError(
            limitError(
              LimitCode.TOO_MANY_ALIASES,
              `The operation uses ${aliases} aliases; the limit is ${maxAliases}.`,
              { limit: maxAliases, actual: aliases },
              operation,
            ),
          );
        }
        return false;
      },
    };
  };
}
