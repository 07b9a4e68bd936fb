import { SOURCE_ORDER } from '../db/rows/source';
import { PRICE_HISTORY_ORDER } from '../db/rows/price-observation';
import { USE_CASE_ORDER } from '../db/rows/use-case';

/**
 * Every relation the API shows, declared once: the GraphQL type that owns it (an object type,
 * or `Component` for every component type), the field, the type it leads to, and how its
 * rows are found. When a catalog version is loaded, each owner object gets the relation as
 * a property named after the field (snapshot.ts), so GraphQL's default resolver, graphql-jit's
 * compiled property read, the rules and the MCP tools all read `gpu.benchmarks` the same
 * way, and no resolver, loader or statement exists per relation.
 *
 * Adding a relation is one entry here and the field in the SDL (docs/development.md); the
 * read-model test checks every entry against the schema.
 */

/** SQL of a list's order over its target table under an alias (text of ours, never input). */
type OrderSql = (alias: string) => string;

interface Declared<Owner extends string, Field extends string, Target extends string> {
  readonly owner: Owner;
  readonly field: Field;
  readonly target: Target;
}

/**
 * A list of target rows per owner, in `order`: the target rows carry the owner's id in
 * `ownerColumn`, or a link table `through` pairs owner and target ids.
 */
export interface ListRelation<
  O extends string = string,
  F extends string = string,
  T extends string = string,
> extends Declared<O, F, T> {
  readonly many: true;
  readonly ownerColumn?: string;
  readonly through?: { table: string; ownerColumn: string; targetColumn: string };
  readonly order: OrderSql;
}

/**
 * One target row per owner or null: the owner row's field `refField` holds the target's id,
 * or the two rows share a key (`ownerKey` and `targetKey` agree).
 */
export interface OneRelation<
  O extends string = string,
  F extends string = string,
  T extends string = string,
> extends Declared<O, F, T> {
  readonly many: false;
  readonly refField?: string;
  readonly ownerKey?: (owner: never) => string;
  readonly targetKey?: (target: never) => string;
}

export type Relation = ListRelation | OneRelation;

const byId: OrderSql = (t) => `${t}.id`;

export function listOf<O extends string, F extends string, T extends string>(
  owner: O,
  field: F,
  target: T,
  how: Omit<ListRelation, keyof Declared<string, string, string> | 'many'>,
): ListRelation<O, F, T> {
  return { owner, field, target, many: true, ...how };
}

export function oneOf<O extends string, F extends string, T extends string>(
  owner: O,
  field: F,
  target: T,
  how: Omit<OneRelation, keyof Declared<string, string, string> | 'many'>,
): OneRelation<O, F, T> {
  return { owner, field, target, many: false, ...how };
}

/** A link table from an owner table to `source`, newest source first. */
const sourcesThrough = (table: string, ownerColumn: string) => ({
  through: { table, ownerColumn, targetColumn: 'source_id' },
  order: SOURCE_ORDER,
});

/** Software support is found by the GPU's vendor and architecture, as both spell them. */
export const softwareSupportKey = (vendor: string, architecture: string) => `${vendor}\u001f${architecture}`;

export const RELATIONS = [
  listOf('Component', 'sources', 'Source', sourcesThrough('component_source', 'component_id')),
  // Newest first: the first is the part's current price.
  listOf('Component', 'priceObservations', 'PriceObservation', {
    ownerColumn: 'component_id',
    order: PRICE_HISTORY_ORDER,
  }),
  listOf('Gpu', 'benchmarks', 'Benchmark', { ownerColumn: 'gpu_id', order: byId }),
  listOf('Gpu', 'cloudOfferings', 'CloudOffering', {
    ownerColumn: 'gpu_id',
    order: (t) => `${t}.as_of DESC, ${t}.id`,
  }),
  oneOf('Gpu', 'softwareSupport', 'SoftwareSupport', {
    ownerKey: (gpu: { vendor: string; architecture: string }) =>
      softwareSupportKey(gpu.vendor, gpu.architecture),
    targetKey: (row: { vendor: string; architecture: string }) =>
      softwareSupportKey(row.vendor, row.architecture),
  }),
  // Position 1 is nearest the CPU.
  listOf('Motherboard', 'pcieSlots', 'PcieSlot', {
    ownerColumn: 'motherboard_id',
    order: (t) => `${t}.position`,
  }),
  oneOf('GraphicsCard', 'chip', 'Gpu', { refField: 'chipId' }),
  oneOf('GpuServer', 'gpu', 'Gpu', { refField: 'gpuId' }),
  oneOf('Benchmark', 'gpu', 'Gpu', { refField: 'gpuId' }),
  oneOf('Benchmark', 'source', 'Source', { refField: 'sourceId' }),
  oneOf('CloudOffering', 'gpu', 'Gpu', { refField: 'gpuId' }),
  oneOf('CloudOffering', 'source', 'Source', { refField: 'sourceId' }),
  oneOf('PriceObservation', 'component', 'Component', { refField: 'componentId' }),
  oneOf('PriceObservation', 'source', 'Source', { refField: 'sourceId' }),
  listOf('UseCase', 'sources', 'Source', sourcesThrough('use_case_source', 'use_case_id')),
  // By memory tier.
  listOf('Guidance', 'useCases', 'UseCase', {
    through: { table: 'guidance_use_case', ownerColumn: 'guidance_id', targetColumn: 'use_case_id' },
    order: USE_CASE_ORDER,
  }),
  listOf('Guidance', 'components', 'Component', {
    through: { table: 'guidance_component', ownerColumn: 'guidance_id', targetColumn: 'component_id' },
    order: (t) => `${t}.kind, ${t}.id`,
  }),
  listOf('Guidance', 'sources', 'Source', sourcesThrough('guidance_source', 'guidance_id')),
  listOf('Model', 'sources', 'Source', sourcesThrough('model_source', 'model_id')),
  listOf(
    'SoftwareSupport',
    'sources',
    'Source',
    sourcesThrough('software_support_source', 'software_support_id'),
  ),
] as const;

export type RelationDeclaration = (typeof RELATIONS)[number];
