import type {
  BenchmarkSeed,
  ComponentKind,
  CloudOfferingSeed,
  GuidanceSeed,
  ModelSeed,
  PriceObservationSeed,
  SearchSynonymSeed,
  SeedOfKind,
  SoftwareSupportRowSeed,
  SourceSeed,
  UseCaseSeed,
} from './fields';

export type {
  BenchmarkSeed,
  CloudOfferingSeed,
  ComponentKind,
  GuidanceSeed,
  ModelSeed,
  PcieSlotSeed,
  PriceObservationSeed,
  SearchSynonymSeed,
  SoftwareSupportRowSeed,
  SourceSeed,
  UseCaseSeed,
} from './fields';

/**
 * The catalog as seeds, imports and edits write it, derived from the field definitions
 * (src/catalog/fields). Every row names its sources by `SourceSeed.key` and other rows by
 * slug; the writer resolves them and fails the whole transaction on an unknown one, so a
 * fact can never land without a citation.
 */
export type GpuSeed = SeedOfKind<'GPU'>;
export type CpuSeed = SeedOfKind<'CPU'>;
export type MotherboardSeed = SeedOfKind<'MOTHERBOARD'>;
export type MemoryKitSeed = SeedOfKind<'MEMORY'>;
export type PsuSeed = SeedOfKind<'PSU'>;
export type StorageSeed = SeedOfKind<'STORAGE'>;
export type CaseSeed = SeedOfKind<'CASE'>;
export type CoolerSeed = SeedOfKind<'COOLER'>;
export type GraphicsCardSeed = SeedOfKind<'GRAPHICS_CARD'>;
export type UnifiedMemorySystemSeed = SeedOfKind<'UNIFIED_MEMORY_SYSTEM'>;
export type GpuServerSeed = SeedOfKind<'GPU_SERVER'>;
export type ComponentSeed = { [K in ComponentKind]: SeedOfKind<K> }[ComponentKind];

export interface SeedSet {
  sources: SourceSeed[];
  components: ComponentSeed[];
  benchmarks: BenchmarkSeed[];
  useCases: UseCaseSeed[];
  cloudOfferings: CloudOfferingSeed[];
  guidance: GuidanceSeed[];
  /** Search query expansions, upserted by term. */
  synonyms?: SearchSynonymSeed[];
  /** Language models for memory estimates by name (the `model` table). */
  models?: ModelSeed[];
  /** Dated prices; each component's priceUsd/usedPriceUsd is the latest of its own. */
  priceObservations?: PriceObservationSeed[];
  /** Software support per GPU architecture. */
  softwareSupport?: SoftwareSupportRowSeed[];
}
