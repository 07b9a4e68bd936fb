import type { FieldNode, FragmentDefinitionNode, GraphQLResolveInfo, SelectionSetNode } from 'graphql';
import { Kind } from 'graphql';
import { COMPONENT_RELATIONS, type ComponentRelation } from '../loaders/component-relations';

/**
 * Names of the fields selected at `path` below the field being resolved, through named
 * and inline fragments. Type conditions and @skip/@include are not evaluated, so the
 * answer may hold a field that will not be resolved (reading it early only costs a
 * little); it never misses one that will be.
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> {
  const fragment = (name: string): FragmentDefinitionNode | undefined => info.fragments[name];
  let level: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const name of path) {
    level = fieldsOf(level, fragment)
      .filter((field) => field.name.value === name)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return new Set(fieldsOf(level, fragment).map((field) => field.name.value));
}

/**
 * The fields of selection sets, through inline fragments and fragment spreads (each
 * named fragment walked once), without evaluating type conditions or directives.
 */
export function fieldsOf(
  sets: readonly SelectionSetNode[],
  fragment: (name: string) => FragmentDefinitionNode | undefined,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        fields.push(...fieldsOf([selection.selectionSet], fragment, seen));
      else if (!seen.has(selection.name.value)) {
        // Validation forbids fragment cycles; `seen` also spares re-walking a spread twice.
        seen.add(selection.name.value);
        const definition = fragment(selection.name.value);
        if (definition) fields.push(...fieldsOf([definition.selectionSet], fragment, seen));
      }
    }
  }
  return fields;
}

/** The component relations a query will resolve on the components at `path`. */
export function componentRelations(
  info: GraphQLResolveInfo,
  path: readonly string[] = [],
): ComponentRelation[] {
  const selected = selectedFieldNames(info, path);
  return COMPONENT_RELATIONS.filter((relation) => selected.has(relation));
}
