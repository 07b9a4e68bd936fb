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
  let level: SelectionSetNode[] = info.fieldNodes.flatMap((node) =>
    node.selectionSet ? [node.selectionSet] : [],
  );
  for (const name of path) {
    level = fieldsOf(level, info.fragments)
      .filter((field) => field.name.value === name)
      .flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return new Set(fieldsOf(level, info.fragments).map((field) => field.name.value));
}

function fieldsOf(
  sets: readonly SelectionSetNode[],
  fragments: Readonly<Record<string, FragmentDefinitionNode>>,
  seen = new Set<string>(),
): FieldNode[] {
  const fields: FieldNode[] = [];
  for (const set of sets) {
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) fields.push(selection);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        fields.push(...fieldsOf([selection.selectionSet], fragments, seen));
      else if (!seen.has(selection.name.value)) {
        // Validation forbids fragment cycles; `seen` also spares re-walking a spread twice.
        seen.add(selection.name.value);
        const fragment = fragments[selection.name.value];
        if (fragment) fields.push(...fieldsOf([fragment.selectionSet], fragments, seen));
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
