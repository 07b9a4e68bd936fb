import type { DocumentNode, GraphQLResolveInfo, GraphQLSchema, OperationDefinitionNode } from 'graphql';
import { TYPENAME_BY_KIND } from '../../catalog/fields';
import type { Resolvers } from '../generated/resolvers-types';
import { fragmentMap } from '../limits/fragments';
import { PAGE_NODE_PATH, lookupProjection, pageProjection } from '../projection';
import { flattenFields } from '../selection-fold';

/*
 * graphql-jit compiles a field without a resolver into the plan itself (a property read),
 * and a field with one into a call that builds a resolve info and a path per object: on
 * the bench's GPU page, 144 such calls (60 relation lists, 84 items' sources), about a tenth
 * of the page's CPU in-process. A projected read (graphql/projection.ts) keeps each relation on
 * its row, and each item's source on the item, under the field's own name
 * (loaders/projected-page.ts), where a default resolver finds it. So a document whose
 * every component is read projected gets a plan compiled on a copy of the schema without
 * those resolvers; any other document, and graphql-js, keep them (they read the kept
 * value or ask the loader). The executor parity test replays the corpus through both.
 */

/** Relations every component type resolves from its kept value or its loader. */
const COMPONENT_RELATIONS = ['sources', 'priceObservations'] as const;
/** The GPU's own relations. */
const GPU_RELATIONS = ['benchmarks', 'cloudOfferings'] as const;
/** Relation items whose `source` a projected read keeps on the item. */
const ITEMS_WITH_SOURCE = ['Benchmark', 'CloudOffering', 'PriceObservation'] as const;

/** Type -> the fields whose resolvers a projected read makes unnecessary. */
const KEPT_FIELDS = new Map<string, readonly string[]>([
  ...Object.values(TYPENAME_BY_KIND).map((type): [string, readonly string[]] => [
    type,
    type === 'Gpu' ? [...COMPONENT_RELATIONS, ...GPU_RELATIONS] : COMPONENT_RELATIONS,
  ]),
  ...ITEMS_WITH_SOURCE.map((type): [string, readonly string[]] => [type, ['source']]),
]);

/** `resolvers` without the resolvers of the kept fields, for the schema of projected plans. */
export function withoutKeptResolvers(resolvers: Resolvers): Resolvers {
  const copy: Record<string, unknown> = { ...resolvers };
  for (const [type, fields] of KEPT_FIELDS) {
    const own = copy[type] as Record<string, unknown> | undefined;
    if (!own) continue;
    copy[type] = Object.fromEntries(Object.entries(own).filter(([field]) => !fields.includes(field)));
  }
  return copy as Resolvers;
}

/** Root fields whose components are read projected when their projection applies. */
const PROJECTED_ROOTS = new Map<string, (info: GraphQLResolveInfo) => unknown>([
  ['gpus', (info) => pageProjection(info, PAGE_NODE_PATH, 'GPU')],
  ['component', (info) => lookupProjection(info)],
]);

/**
 * Whether every component and relation item `operation` can return comes from a projected
 * read: its root fields are only `__typename` and `gpus` or `component` fields whose
 * projection applies (the same memoized decision their resolvers make, from the same
 * nodes). A projection admits only plain fields and relations, so no other component
 * (a benchmark's `gpu`, a rules answer's parts) can appear below one. A response name
 * used twice (its nodes merge at run time) is not analysed: such a document keeps the
 * resolvers.
 */
export function servesOnlyProjectedReads(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): boolean {
  if (operation.operation !== 'query') return false;
  const fragments = fragmentMap(document);
  const roots = flattenFields(fragments, [operation.selectionSet]);
  const names = roots.map((field) => field.alias?.value ?? field.name.value);
  if (new Set(names).size !== names.length) return false;
  let projected = 0;
  for (const field of roots) {
    if (field.name.value === '__typename') continue;
    const projection = PROJECTED_ROOTS.get(field.name.value);
    const info = { fieldNodes: [field], fragments: Object.fromEntries(fragments), schema };
    if (!projection?.(info as unknown as GraphQLResolveInfo)) return false;
    projected++;
  }
  return projected > 0;
}
