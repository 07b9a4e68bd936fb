import { BENCHMARK } from './benchmark';
import { CASE } from './case';
import { CLOUD_OFFERING } from './cloud-offering';
import { COOLER } from './cooler';
import { CPU } from './cpu';
import type { FactsOf, RowOf, SeedOf, TableDefinition } from './dsl';
import { GPU } from './gpu';
import { GRAPHICS_CARD } from './graphics-card';
import { GUIDANCE, SEARCH_SYNONYM } from './guidance';
import { MEMORY } from './memory-kit';
import { MODEL } from './model';
import { MOTHERBOARD } from './motherboard';
import { PRICE_OBSERVATION } from './price-observation';
import { PSU } from './psu';
import { SOFTWARE_SUPPORT } from './software-support';
import { SOURCE } from './source';
import { STORAGE } from './storage';
import { USE_CASE } from './use-case';
import { UNIFIED_MEMORY_SYSTEM } from './unified-memory-system';
import { GPU_SERVER } from './gpu-server';

export * from './dsl';
export * from './enums';
export { SLUG } from './base';
export { BENCHMARK, BENCHMARK_PRECISIONS } from './benchmark';
export { CLOUD_OFFERING, dayOf } from './cloud-offering';
export { GUIDANCE, GUIDANCE_LIMITS, SEARCH_SYNONYM } from './guidance';
export { MODEL, MODEL_SLUG } from './model';
export { PCIE_SLOT, type PcieSlotSeed, type PcieSlotFields, type PcieSlotFactFields } from './pcie-slot';
export { SOURCE } from './source';
export { USE_CASE, WORKLOADS, MEMORY_SCOPES, type Workload, type MemoryScope } from './use-case';
export { PERFORMANCE_BASES, type PerformanceBasis } from './gpu';
export { CASE_AIRFLOWS, type CaseAirflow } from './case';
export {
  PRICE_OBSERVATION,
  PURCHASE_CONDITIONS,
  CURRENCIES,
  firstDayOf,
  precisionOf,
  type PurchaseCondition,
} from './price-observation';
export {
  SOFTWARE_SUPPORT,
  SOFTWARE_STATUSES,
  WHEEL_STATUSES,
  STACK_STATUSES,
  type SoftwareStatus,
} from './software-support';
export {
  GPU,
  CPU,
  MOTHERBOARD,
  MEMORY,
  PSU,
  STORAGE,
  CASE,
  COOLER,
  GRAPHICS_CARD,
  UNIFIED_MEMORY_SYSTEM,
  GPU_SERVER,
};
export { SERVER_INTERCONNECT, SERVER_FORM_FACTOR } from './gpu-server';
export {
  UNIFIED_MEMORY_VENDOR,
  SYSTEM_SOFTWARE_STACKS,
  SYSTEM_SOFTWARE_STACK,
  type SystemSoftwareStack,
} from './unified-memory-system';

/**
 * Every component kind and its definition, in the order the API lists them. Adding a kind
 * is a definition file here, its GraphQL type, ComponentKind value and upsert mutation, and
 * a migration; its upsert input is generated (src/graphql/schema-generator.ts).
 */
export const COMPONENT_DEFINITIONS = {
  GPU,
  CPU,
  MOTHERBOARD,
  MEMORY,
  PSU,
  STORAGE,
  CASE,
  COOLER,
  GRAPHICS_CARD,
  UNIFIED_MEMORY_SYSTEM,
  GPU_SERVER,
} as const;
type Definitions = typeof COMPONENT_DEFINITIONS;
export type ComponentKind = keyof Definitions;
export const COMPONENT_KINDS = Object.keys(COMPONENT_DEFINITIONS) as ComponentKind[];

/** The GraphQL type of each kind. */
export const TYPENAME_BY_KIND = {
  GPU: 'Gpu',
  CPU: 'Cpu',
  MOTHERBOARD: 'Motherboard',
  MEMORY: 'MemoryKit',
  PSU: 'Psu',
  STORAGE: 'Storage',
  CASE: 'Case',
  COOLER: 'Cooler',
  GRAPHICS_CARD: 'GraphicsCard',
  UNIFIED_MEMORY_SYSTEM: 'UnifiedMemorySystem',
  GPU_SERVER: 'GpuServer',
} as const satisfies Record<ComponentKind, string>;
export type ComponentTypename = (typeof TYPENAME_BY_KIND)[ComponentKind];

export function isComponentKind(kind: unknown): kind is ComponentKind {
  return typeof kind === 'string' && Object.prototype.hasOwnProperty.call(COMPONENT_DEFINITIONS, kind);
}

type Fields<K extends ComponentKind> = Definitions[K]['fields'];
type Flat<T> = { [P in keyof T]: T[P] } & {};

/** A component of kind K as seeds, imports and edits write it. */
export type SeedOfKind<K extends ComponentKind> = Flat<{ kind: K } & SeedOf<Fields<K>>>;
/** A component of kind K as reads return it (the GraphQL type's parent object). */
export type RowOfKind<K extends ComponentKind> = Flat<
  {
    __typename: (typeof TYPENAME_BY_KIND)[K];
    id: number;
    kind: K;
    version: number;
    updatedAt: string;
  } & RowOf<Fields<K>>
>;
/** A component of kind K as the rules see it. */
export type FactsOfKind<K extends ComponentKind> = Flat<{ kind: K } & FactsOf<Fields<K>>>;

export type SourceSeed = SeedOf<typeof SOURCE.fields>;
export type BenchmarkSeed = SeedOf<typeof BENCHMARK.fields>;
export type CloudOfferingSeed = SeedOf<typeof CLOUD_OFFERING.fields>;
export type UseCaseSeed = SeedOf<typeof USE_CASE.fields>;
export type GuidanceSeed = SeedOf<typeof GUIDANCE.fields>;
export type SearchSynonymSeed = SeedOf<typeof SEARCH_SYNONYM.fields>;
export type UseCaseFactFields = FactsOf<typeof USE_CASE.fields>;
export type ModelSeed = SeedOf<typeof MODEL.fields>;
export type PriceObservationSeed = SeedOf<typeof PRICE_OBSERVATION.fields>;
export type SoftwareSupportRowSeed = SeedOf<typeof SOFTWARE_SUPPORT.fields>;

/**
 * What `npm run import`/`export` and the edits handle, by CLI `--kind`: every component
 * kind (lowercase) plus sources, benchmarks and cloud offerings.
 */
export const IMPORT_DEFINITIONS = {
  gpu: GPU,
  cpu: CPU,
  motherboard: MOTHERBOARD,
  memory: MEMORY,
  psu: PSU,
  storage: STORAGE,
  case: CASE,
  cooler: COOLER,
  'graphics-card': GRAPHICS_CARD,
  'unified-memory-system': UNIFIED_MEMORY_SYSTEM,
  'gpu-server': GPU_SERVER,
  source: SOURCE,
  benchmark: BENCHMARK,
  'cloud-offering': CLOUD_OFFERING,
  // Dated prices (issue 13): a CSV of observations refreshes prices in bulk.
  'price-observation': PRICE_OBSERVATION,
} as const satisfies Record<string, TableDefinition>;
export type ImportKind = keyof typeof IMPORT_DEFINITIONS;

export function isImportKind(kind: string): kind is ImportKind {
  return Object.prototype.hasOwnProperty.call(IMPORT_DEFINITIONS, kind);
}

/** The import kind of a component kind: GRAPHICS_CARD -> graphics-card. */
export function importKindOf(kind: ComponentKind): ImportKind {
  return kind.toLowerCase().replace(/_/g, '-') as ImportKind;
}

/** The component kind an import kind writes, or null for sources, benchmarks and offers. */
export function componentKindOf(kind: ImportKind): ComponentKind | null {
  const upper = kind.toUpperCase().replace(/-/g, '_');
  return isComponentKind(upper) ? upper : null;
}
