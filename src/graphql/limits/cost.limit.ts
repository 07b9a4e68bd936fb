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
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FieldNode,
  type SelectionSetNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { flattenFields, foldSelections } from '../selection-fold';
import { policyOf } from '../policies';
import { rootFieldWork } from './rules-work';
import { fragmentMap, type FragmentMap } from './fragments';
import { LimitCode, limitError, resolveLimits, type QueryLimitOverrides, type QueryLimits } from './limits';

/** Variables as a request carries them (raw JSON, before coercion). */
export type RequestVariables = Readonly<Record<string, unknown>> | null | undefined;

/** The least a list with a `first` counts for: its selection is compiled and validated whatever the page. */
const MIN_LIST_SIZE = 1;

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

/**
 * Nodes (list items) an operation can return, GitHub's node-limit formula: every list
 * field contributes its size times the sizes of all lists around it, and the
 * contributions are summed. Sizes:
 * - a field with a `first` argument (or an `input.first`, as `recommendGpus`): that
 *   value from the literal, the variable, or the argument's schema default, clamped to
 *   1..maxPageSize (a bigger `first` is the services' BAD_USER_INPUT, costed at the cap;
 *   `first: 0` costs as one item, so the selection under it is always priced: priced at 0,
 *   a 1,783-field document under `gpus(first: 0)` cost nothing and took 0.3-0.5 s to compile);
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
  /** The operation's coerced variables (`coercedVariables`). */
  values: Readonly<Record<string, unknown>>,
  schema: GraphQLSchema,
  limits: QueryLimits,
): number {
  return operationWeight(operation, fragments, values, schema, limits).nodes;
}

/** What an operation may make the server do, before it runs. */
export interface OperationWeight {
  /** Its cost: list items it may return (GitHub's node formula) plus rules and search work. */
  readonly nodes: number;
  /**
   * Fields it may resolve: each selected field once per item of every list around it
   * (a page of 100 GPUs with 50 fields each is 5,000). What a read's CPU follows: the
   * node count alone let nine aliased pages of every GPU field and five relations pass
   * at 36,000 and take 370 ms of CPU (issue 24's worst reads).
   */
  readonly fields: number;
}

const NO_WEIGHT: OperationWeight = { nodes: 0, fields: 0 };
/** Root fields of introspection. */
const INTROSPECTION_ROOTS: ReadonlySet<string> = new Set(['__schema', '__type']);
const addWeights = (a: OperationWeight, b: OperationWeight): OperationWeight =>
  a === NO_WEIGHT ? b : b === NO_WEIGHT ? a : { nodes: a.nodes + b.nodes, fields: a.fields + b.fields };

/** Both measures of `operationCost`'s walk: the nodes (the cost) and the fields resolved. */
export function operationWeight(
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
  values: Readonly<Record<string, unknown>>,
  schema: GraphQLSchema,
  limits: QueryLimits,
): OperationWeight {
  const root = schema.getRootType(operation.operation);
  if (!root) return NO_WEIGHT;

  const typeNamed = (name: string | undefined, fallback: GraphQLCompositeType) => {
    const type = name === undefined ? fallback : schema.getType(name);
    return type && isCompositeType(type) ? type : undefined;
  };

  function argumentsOf(field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
    try {
      return getArgumentValues(field, node, values);
    } catch (error) {
      // An invalid argument fails validation or execution on its own; cost the defaults.
      if (!(error instanceof GraphQLError)) throw error;
      return {};
    }
  }

  function listSize(args: Record<string, unknown>, rootField: string | null = null): number {
    const input = args.input;
    const first =
      args.first ?? (input && typeof input === 'object' ? (input as { first?: unknown }).first : undefined);
    if (typeof first === 'number' && Number.isInteger(first)) {
      return Math.min(Math.max(first, MIN_LIST_SIZE), limits.maxPageSize);
    }
    // A root list answering a whole table counts as the table's size (its @policy(listSize:)).
    return (rootField !== null ? policyOf(rootField)?.listSize : null) ?? limits.defaultListSize;
  }

  /** The fields a connection's `edges` selections resolve for one item. */
  function edgesFields(
    node: FieldNode,
    connection: GraphQLCompositeType,
    inner: (set: SelectionSetNode, scope: GraphQLCompositeType) => OperationWeight,
  ): number {
    let fields = 0;
    for (const edges of flattenFields(fragments, [node.selectionSet!])) {
      if (edges.name.value !== 'edges') continue;
      const edgeType = getNamedType(fieldDefinition(schema, connection, 'edges')?.type);
      fields +=
        1 +
        (edges.selectionSet && edgeType && isCompositeType(edgeType)
          ? inner(edges.selectionSet, edgeType).fields
          : 0);
    }
    return fields;
  }

  const weightOf = foldSelections<OperationWeight, GraphQLCompositeType>(
    fragments,
    {
      zero: NO_WEIGHT,
      combine: addWeights,
      field(node, parent, inner) {
        const field = fieldDefinition(schema, parent, node.name.value);
        if (!field) return NO_WEIGHT;
        const work = parent === root ? rootFieldWork(node.name.value, () => argumentsOf(field, node)) : 0;
        const type = getNamedType(field.type);
        if (!isCompositeType(type)) return { nodes: work, fields: 1 };
        const samePage = isConnectionType(parent) && node.name.value === 'edges';
        const counted = !samePage && (isListType(getNullableType(field.type)) || isConnectionType(type));
        const below = node.selectionSet ? inner(node.selectionSet, type) : NO_WEIGHT;
        // Introspection is a pure function of the schema, answered from a cache after its
        // first run (introspection-cache.plugin.ts): its fields are not resolved per request.
        if (parent === root && INTROSPECTION_ROOTS.has(node.name.value))
          return { nodes: work + below.nodes, fields: 1 };
        if (!counted) return { nodes: work + below.nodes, fields: 1 + below.fields };
        const size = listSize(argumentsOf(field, node), parent === root ? node.name.value : null);
        const nodes = work + size * (1 + below.nodes);
        if (!isConnectionType(type) || !node.selectionSet) return { nodes, fields: 1 + size * below.fields };
        // A connection resolves its own fields (totalCount, pageInfo) once and its edges per item.
        return { nodes, fields: 1 + below.fields + (size - 1) * edgesFields(node, type, inner) };
      },
      inlineFragment(node, parent, inner) {
        const type = typeNamed(node.typeCondition?.name.value, parent);
        return type ? inner(node.selectionSet, type) : NO_WEIGHT;
      },
      fragmentScope: (fragment) => typeNamed(fragment.typeCondition.name.value, root),
    },
    root,
  );

  return weightOf(operation.selectionSet, root);
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
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], { ...variables });
  return operationCost(
    operation,
    fragmentMap(document),
    coerced.coerced ?? {},
    schema,
    resolveLimits(limits),
  );
}

/** QUERY_TOO_COMPLEX when the operation costs more than `maxCost`, else null. */
export function checkCostLimit(
  operation: OperationDefinitionNode,
  fragments: FragmentMap,
  values: Readonly<Record<string, unknown>>,
  schema: GraphQLSchema,
  limits: QueryLimits,
): GraphQLError | null {
  const { nodes: cost, fields } = operationWeight(operation, fragments, values, schema, limits);
  if (cost <= limits.maxCost) {
    if (fields <= limits.maxResolvedFields) return null;
    return limitError(
      LimitCode.QUERY_TOO_COMPLEX,
      `The query may resolve ${fields} fields (each selected field once per item of the lists around it); ` +
        `the limit is ${limits.maxResolvedFields}. Ask for fewer fields or smaller pages.`,
      { limit: limits.maxResolvedFields, actual: fields },
      operation,
    );
  }
  return limitError(
    LimitCode.QUERY_TOO_COMPLEX,
    `Query cost ${cost} exceeds the limit of ${limits.maxCost} (each list counts its \`first\`, or ` +
      `${limits.defaultListSize} without one, times the lists around it; rules and search add their work).`,
    { limit: limits.maxCost, actual: cost },
    operation,
  );
}
