import { TYPENAME_BY_KIND, type ComponentKind } from '../catalog/fields';
import type { Row } from '../db/pool';
import { benchmarkRows, type BenchmarkRow } from '../db/rows/benchmark';
import { cloudOfferingRows, type CloudOfferingRow } from '../db/rows/cloud-offering';
import { componentSelect, toComponent, type ComponentRow } from '../db/rows/component';
import { guidanceRows, type GuidanceRow } from '../db/rows/guidance';
import { modelRows, type ModelRow } from '../db/rows/model';
import { pcieSlotRows, type PcieSlotRow } from '../db/rows/pcie-slot';
import { priceObservationRows, type PriceObservationRow } from '../db/rows/price-observation';
import type { RowShape } from '../db/rows/row-shape';
import { softwareSupportRows, type SoftwareSupportRow } from '../db/rows/software-support';
import { sourceRows, type SourceRow } from '../db/rows/source';
import { useCaseRows, type UseCaseRow } from '../db/rows/use-case';

/**
 * The tables the read model holds, each read whole (in id order) when a catalog version is
 * loaded, through the table's own row shape (src/db/rows): the objects every reader gets
 * are the rows resolvers, rules and tools always received.
 */
export interface CollectionRows {
  components: ComponentRow;
  sources: SourceRow;
  benchmarks: BenchmarkRow;
  cloudOfferings: CloudOfferingRow;
  priceObservations: PriceObservationRow;
  pcieSlots: PcieSlotRow;
  useCases: UseCaseRow;
  guidance: GuidanceRow;
  models: ModelRow;
  softwareSupport: SoftwareSupportRow;
}
export type CollectionName = keyof CollectionRows;

export interface Collection {
  table: string;
  /** The SELECT list under alias `t` (every column the row's mapper reads). */
  select: string;
  map(row: Row): { id: number };
}

const ofShape = (shape: RowShape<{ id: number }>): Collection => ({
  table: shape.table,
  select: shape.select('t'),
  map: shape.map,
});

export const COLLECTIONS: Record<CollectionName, Collection> = {
  // name_key (the folded "manufacturer name" a GPU name search matches) rides along, kept
  // apart from the row (snapshot.nameKeyOf) so the row stays what the API shows.
  components: { table: 'component', select: `${componentSelect('t')}, t.name_key`, map: toComponent },
  sources: ofShape(sourceRows),
  benchmarks: ofShape(benchmarkRows),
  cloudOfferings: ofShape(cloudOfferingRows),
  priceObservations: ofShape(priceObservationRows),
  pcieSlots: ofShape(pcieSlotRows),
  useCases: ofShape(useCaseRows),
  guidance: ofShape(guidanceRows),
  models: ofShape(modelRows),
  softwareSupport: ofShape(softwareSupportRows),
};

/** The GraphQL object types whose objects are rows of a collection other than components. */
const TYPE_COLLECTIONS = {
  Source: 'sources',
  Benchmark: 'benchmarks',
  CloudOffering: 'cloudOfferings',
  PriceObservation: 'priceObservations',
  PcieSlot: 'pcieSlots',
  UseCase: 'useCases',
  Guidance: 'guidance',
  Model: 'models',
  SoftwareSupport: 'softwareSupport',
} as const satisfies Record<string, Exclude<CollectionName, 'components'>>;

const KIND_BY_TYPENAME = Object.fromEntries(
  Object.entries(TYPENAME_BY_KIND).map(([kind, typename]) => [typename, kind]),
) as Record<string, ComponentKind>;

/**
 * A GraphQL type as the read model finds its objects: a collection, and for a component
 * type the kind its rows have (the `Component` interface: every kind).
 */
export interface TypeRows {
  collection: CollectionName;
  kind: ComponentKind | null;
}

/** Where the objects of GraphQL type `typename` live; undefined for a type the model does not hold. */
export function rowsOfType(typename: string): TypeRows | undefined {
  if (typename === 'Component') return { collection: 'components', kind: null };
  const kind = KIND_BY_TYPENAME[typename];
  if (kind) return { collection: 'components', kind };
  const collection = (TYPE_COLLECTIONS as Record<string, CollectionName>)[typename];
  return collection ? { collection, kind: null } : undefined;
}
