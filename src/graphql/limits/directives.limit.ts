import type { OperationDefinitionNode } from 'graphql';
import { foldSelections } from '../selection-fold';
import type { FragmentMap } from './fragments';
import { LimitCode, operationLimitRule } from './limits';

/**
 * Directive uses in an operation, as executed: on the operation, its variable
 * definitions, fields, inline fragments, spreads and the spread fragments' definitions,
 * a fragment counting once per spread. Each fragment is measured once.
 */
export function countDirectives(operation: OperationDefinitionNode, fragments: FragmentMap): number {
  const own = (node: { readonly directives?: readonly unknown[] }) => node.directives?.length ?? 0;
  const directivesIn = foldSelections<number, null>(
    fragments,
    {
      zero: 0,
      combine: (a, b) => a + b,
      field: (node, scope, inner) => own(node) + (node.selectionSet ? inner(node.selectionSet, scope) : 0),
      inlineFragment: (node, scope, inner) => own(node) + inner(node.selectionSet, scope),
      spread: (node, fragmentValue) => own(node) + fragmentValue,
      fragment: (fragment, value) => own(fragment) + value,
    },
    null,
  );
  const onVariables = (operation.variableDefinitions ?? []).reduce((sum, variable) => sum + own(variable), 0);
  return own(operation) + onVariables + directivesIn(operation.selectionSet);
}

/** Rejects an operation with more than the limit (`maxDirectives`) directive uses with TOO_MANY_DIRECTIVES. */
export const createDirectivesLimitRule = operationLimitRule(
  LimitCode.TOO_MANY_DIRECTIVES,
  countDirectives,
  (directives, maxDirectives) =>
    `The operation uses ${directives} directives; the limit is ${maxDirectives}.`,
);
