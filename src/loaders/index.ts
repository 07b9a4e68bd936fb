import type { Db } from '../db/pool';
import * as components from './factories/component.factories';
import * as knowledge from './factories/knowledge.factories';
import * as sources from './factories/source.factories';
import type { LoaderFactory, Loaders } from './loaders';

export type { Loaders } from './loaders';
export { primeComponent } from './factories/component.factories';

/** The factory of every loader, by name. */
const FACTORIES: { [K in keyof Loaders]: LoaderFactory<K> } = {
  componentById: components.componentById,
  componentBySlug: components.componentBySlug,
  componentBySlugWith: components.componentBySlugWith,
  componentBySlugProjected: components.componentBySlugProjected,
  sourcesByComponentId: components.sourcesByComponentId,
  benchmarksByGpuId: components.benchmarksByGpuId,
  cloudOfferingsByGpuId: components.cloudOfferingsByGpuId,
  pcieSlotsByMotherboardId: components.pcieSlotsByMotherboardId,
  sourceById: sources.sourceById,
  sourceByKey: sources.sourceByKey,
  sourcesByUseCaseId: sources.sourcesByUseCaseId,
  sourcesByGuidanceId: sources.sourcesByGuidanceId,
  useCaseById: knowledge.useCaseById,
  useCaseBySlug: knowledge.useCaseBySlug,
  guidanceById: knowledge.guidanceById,
  useCasesByGuidanceId: knowledge.useCasesByGuidanceId,
  componentsByGuidanceId: knowledge.componentsByGuidanceId,
  modelBySlug: knowledge.modelBySlug,
  sourcesByModelId: sources.sourcesByModelId,
  priceObservationsByComponentId: components.priceObservationsByComponentId,
  softwareSupportByArchitecture: knowledge.softwareSupportByArchitecture,
  sourcesBySoftwareSupportId: sources.sourcesBySoftwareSupportId,
};

/** A request's loaders: each is built the first time the request uses it. */
class RequestLoaders {
  readonly built: Partial<Loaders> = {};
  constructor(readonly db: Db) {}
}
for (const name of Object.keys(FACTORIES) as (keyof Loaders)[]) {
  Object.defineProperty(RequestLoaders.prototype, name, {
    get(this: RequestLoaders) {
      const built = this.built as Record<string, unknown>;
      return (built[name] ??= FACTORIES[name](this.db, this as unknown as Loaders));
    },
  });
}

/**
 * A fresh set per request, so no cached row outlives the request that read it. Creating
 * it costs one object: a loader is made on first use (most requests use two or three).
 */
export function createLoaders(db: Db): Loaders {
  return new RequestLoaders(db) as unknown as Loaders;
}
