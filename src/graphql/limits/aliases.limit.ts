import type { OperationDefinitionNode } from 'graphql';
import { foldSelections } from '../selection-fold';
import type { FragmentMap } from './fragments';
import { LimitCode, operationLimitRule } from './limits';

/**
 * Aliases an operation uses, as executed: a fragment spread three times counts its
 * aliases three times, and an alias on `__typename` counts like any other. Each fragment
 * is measured once, so the count stays cheap even when it is astronomically large.
 */
export function countAliases(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const aliasesIn = foldSelections<number, null>(
    fragments,
    {
      zero: 0,
      combine: (a, b) => a + b,
      field: (node, scope, inner) =>
        (node.alias ? 1 : 0) + (node.selectionSet ? inner(node.selectionSet, scope) : 0),
    },
    null,
  );
  return aliasesIn(operation.selectionSet);
}

/** Rejects an operation with more than the limit (`maxAliases`) aliases with TOO_MANY_ALIASES. */
export const createAliasesLimitRule = operationLimitRule(
  LimitCode.TOO_MANY_ALIASES,
  countAliases,
  (aliases, maxAliases) => `The operation uses ${aliases} aliases; the limit is ${maxAliases}.`,
);
