import type DataLoader from 'dataloader';
import type { Db } from '../db/pool';
import type { BenchmarkRow } from '../db/rows/benchmark';
import type { CloudOfferingRow } from '../db/rows/cloud-offering';
import type { ComponentRow } from '../db/rows/component';
import type { GuidanceRow } from '../db/rows/guidance';
import type { ModelRow } from '../db/rows/model';
import type { PcieSlotRow } from '../db/rows/pcie-slot';
import type { PriceObservationRow } from '../db/rows/price-observation';
import type { SoftwareSupportRow } from '../db/rows/software-support';
import type { SourceRow } from '../db/rows/source';
import type { UseCaseRow } from '../db/rows/use-case';
import type { ComponentRelation, PageProjection } from './component-relations';

/**
 * Every per-request loader, with its key and value types. Values are the plain row objects
 * of src/db/rows (one shape per GraphQL type); each batch is one statement. A list value is
 * `[]` and a single value `null` for a key that matched nothing.
 */
export interface Loaders {
  componentById: DataLoader<number, ComponentRow | null>;
  componentBySlug: DataLoader<string, ComponentRow | null>;
  /** Components by slug with `relations` read in the same statement (one loader per set). */
  componentBySlugWith: (relations: readonly ComponentRelation[]) => DataLoader<string, ComponentRow | null>;
  /**
   * Components by slug reading only `projection`'s columns and relations (a projected
   * lookup, graphql/projection.ts): partial rows, never primed into the other loaders.
   */
  componentBySlugProjected: (projection: PageProjection) => DataLoader<string, ComponentRow | null>;
  sourcesByComponentId: DataLoader<number, SourceRow[]>;
  benchmarksByGpuId: DataLoader<number, BenchmarkRow[]>;
  cloudOfferingsByGpuId: DataLoader<number, CloudOfferingRow[]>;
  pcieSlotsByMotherboardId: DataLoader<number, PcieSlotRow[]>;
  sourceById: DataLoader<number, SourceRow | null>;
  sourceByKey: DataLoader<string, SourceRow | null>;
  sourcesByUseCaseId: DataLoader<number, SourceRow[]>;
  sourcesByGuidanceId: DataLoader<number, SourceRow[]>;
  useCaseById: DataLoader<number, UseCaseRow | null>;
  useCaseBySlug: DataLoader<string, UseCaseRow | null>;
  guidanceById: DataLoader<number, GuidanceRow | null>;
  useCasesByGuidanceId: DataLoader<number, UseCaseRow[]>;
  componentsByGuidanceId: DataLoader<number, ComponentRow[]>;
  modelBySlug: DataLoader<string, ModelRow | null>;
  sourcesByModelId: DataLoader<number, SourceRow[]>;
  /** A part's price history, newest first (the first is its current price). */
  priceObservationsByComponentId: DataLoader<number, PriceObservationRow[]>;
  /** Software support by `softwareSupportKey(vendor, architecture)`. */
  softwareSupportByArchitecture: DataLoader<string, SoftwareSupportRow | null>;
  sourcesBySoftwareSupportId: DataLoader<number, SourceRow[]>;
}

/** Builds one loader; `loaders` is the request's set, for priming the others. */
export type LoaderFactory<K extends keyof Loaders> = (db: Db, loaders: Loaders) => Loaders[K];
