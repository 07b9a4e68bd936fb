import {
  getArgumentValues,
  getNamedType,
  getNullableType,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  isCompositeType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { fragmentMap, memoizeFragments, type FragmentMap } from './fragments';
import { LimitCode, limitError, resolveLimits, type QueryLimitOverrides, type QueryLimits } from './limits';

/** Variables as a request carries them (raw JSON, before coercion). */
export type RequestVariables = Readonly<Record<string, unknown>> | null | undefined;

/**
 * Relay connection types end in this; their size is the field's `first`, and their
 * `edges` list is that same page (not a further multiplication).
 */
const CONNECTION_SUFFIX = 'Connection';

function isConnectionType(type: GraphQLNamedType): boolean {
  return isObjectType(type) && type.name.endsWith(CONNECTION_SUFFIX) && 'edges' in type.getFields();
}

function fieldDefinition(
  schema: GraphQLSchema,
  parent: GraphQLCompositeType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (parent === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parent) || isInterfaceType(parent) ? parent.getFields()[name] : undefined;
}

/** Coerced variables (with their declared defaults), or the raw ones when coercion fails. */
function coerceVariables(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: RequestVariables,
): Record<string, unknown> {
  const raw = { ...(variables ?? {}) };
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], raw, { maxErrors: 1 });
  return 'coerced' in result && result.coerced ? result.coerced : raw;
}

/**
 * Nodes (list items) an operation can return, GitHub's node-limit formula: every list
 * field contributes its size times the sizes of all lists around it, and the
 * contributions are summed. Sizes:
 * - a field with a `first` argument (or an `input.first`, as `recommendGpus`): that
 *   value from the literal, the variable, or the argument's schema default, clamped to
 *   0..maxPageSize (a bigger `first` is the services' BAD_USER_INPUT, costed at the cap);
 * - a list without one (`Gpu.benchmarks`, `useCases`): `defaultListSize`;
 * - a Relay connection counts as its page; its `edges` list adds nothing more.
 * Scalars, enums and single objects are free (depth bounds chains of single objects).
 * Every selection is costed, including ones behind `@skip`/`@include` and fragments on
 * other types: an upper bound. Each fragment is costed once (cost is linear in the size of
 * the lists around it), so fragment bombs and cycles stay cheap.
 */
export function operationCost(
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
  variables: RequestVariables,
  schema: GraphQLSchema,
  limits: QueryLimits,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const values = coerceVariables(schema, operation, variables);

  const typeNamed = (name: string | undefined, fallback: GraphQLCompositeType) => {
    const type = name === undefined ? fallback : schema.getType(name);
    return type && isCompositeType(type) ? type : undefined;
  };
  const fragmentCost = memoizeFragments(
    fragments,
    (fragment) => {
      const type = typeNamed(fragment.typeCondition.name.value, root);
      return type ? costOf(fragment.selectionSet, type) : 0;
    },
    0,
  );

  function listSize(field: GraphQLField<unknown, unknown>, node: FieldNode): number {
    let args: Record<string, unknown> = {};
    try {
      args = getArgumentValues(field, node, values);
    } catch (error) {
      // An invalid argument fails validation or execution on its own; cost the default.
      if (!(error instanceof GraphQLError)) throw error;
    }
    const input = args.input;
    const first =
      args.first ?? (input && typeof input === 'object' ? (input as { first?: unknown }).first : undefined);
    if (typeof first === 'number' && Number.isInteger(first)) {
      return Math.min(Math.max(first, 0), limits.maxPageSize);
    }
    return limits.defaultListSize;
  }

  function fieldCost(node: FieldNode, parent: GraphQLCompositeType): number {
    const field = fieldDefinition(schema, parent, node.name.value);
    if (!field) return 0;
    const type = getNamedType(field.type);
    if (!isCompositeType(type)) return 0;
    const samePage = isConnectionType(parent) && node.name.value === 'edges';
    const counted = !samePage && (isListType(getNullableType(field.type)) || isConnectionType(type));
    const inner = node.selectionSet ? costOf(node.selectionSet, type) : 0;
    if (!counted) return inner;
    return listSize(field, node) * (1 + inner);
  }

  /** Cost of a selection set under one enclosing item of `parent`. */
  function costOf(selectionSet: SelectionSetNode, parent: GraphQLCompositeType): number {
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, parent);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = typeNamed(selection.typeCondition?.name.value, parent);
        if (type) cost += costOf(selection.selectionSet, type);
      } else {
        cost += fragmentCost(selection.name.value) ?? 0;
      }
    }
    return cost;
  }

  return costOf(operation.selectionSet, root);
}

/**
 * The cost (see `operationCost`) of the operation Apollo would run: the one named
 * `operationName`, or the document's only operation. 0 when there is no such operation.
 */
export function queryCost(
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: RequestVariables,
  schema: GraphQLSchema,
  limits?: QueryLimitOverrides,
): number {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return 0;
  return operationCost(operation, fragmentMap(document), variables, schema, resolveLimits(limits));
}

/** QUERY_TOO_COMPLEX when the operation costs more than `maxCost`, else null. */
export function checkCostLimit(
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
  variables: RequestVariables,
  schema: GraphQLSchema,
  limits: QueryLimits,
): GraphQLError | null {
  const cost = operationCost(operation, fragments, variables, schema, limits);
  if (cost <= limits.maxCost) return null;
  return limitError(
    LimitCode.QUERY_TOO_COMPLEX,
    `Query cost ${cost} exceeds the limit of ${limits.maxCost} nodes (each list counts its ` +
      `\`first\`, or ${limits.defaultListSize} without one, times the lists around it).`,
    { limit: limits.maxCost, actual: cost },
    operation,
  );
}
