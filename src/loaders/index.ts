import type { DataSource } from 'typeorm';
import { createComponentLoaders } from './component.loader';
import { createGuidanceLoaders } from './guidance.loader';
import { createSearchLoaders } from './search.loader';
import { createSourceLoaders } from './source.loader';

/** A fresh set per request, so no cached row outlives the request that read it. */
export function createLoaders(db: DataSource) {
  const sources = createSourceLoaders(db);
  const components = createComponentLoaders(db, sources.sourceById);
  return {
    ...sources,
    ...components,
    ...createGuidanceLoaders(db),
    ...createSearchLoaders(db),
  };
}

export type Loaders = ReturnType<typeof createLoaders>;
