import { GraphQLError, type FieldNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { FragmentMap } from '../limits/fragments';
import { flattenFields } from '../selection-fold';

/**
 * The field nodes a response path points at: at each response key, the fields of that key
 * (alias or name) in the selection sets reached so far, through fragments. Type conditions
 * are not evaluated, which is enough for what the nodes are read for: their arguments
 * (validation guarantees that fields sharing a response key share their arguments).
 */
export function fieldNodesAt(
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
  path: readonly (string | number)[],
): FieldNode[] {
  let sets: SelectionSetNode[] = [operation.selectionSet];
  let nodes: FieldNode[] = [];
  for (const key of path) {
    if (typeof key === 'number') continue;
    nodes = flattenFields(fragments, sets).filter((field) => (field.alias ?? field.name).value === key);
    sets = nodes.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return nodes;
}

/**
 * graphql-jit's errors as graphql-js would have raised them. graphql-jit builds its own
 * error objects: no `nodes` (formatError reads the failing field's arguments from them to
 * name the argument a refused value came in) and no `extensions` object when the thrown
 * error had none (Apollo's error normalisation reads `extensions.code` and would fail).
 * The locations are graphql-jit's, computed from the same field nodes graphql-js uses.
 */
export function asGraphqlJsError(
  error: GraphQLError,
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
): GraphQLError {
  const path = error.path ?? [];
  const nodes = path.length ? fieldNodesAt(operation, fragments, path) : [];
  const located = new GraphQLError(error.message, {
    nodes: nodes.length ? nodes : undefined,
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  // graphql-js would report every node of the field; graphql-jit already computed exactly
  // those locations at compile time, so its list is kept rather than re-derived here.
  Object.defineProperty(located, 'locations', {
    value: error.locations,
    writable: true,
    enumerable: true,
    configurable: true,
  });
  return located;
}
