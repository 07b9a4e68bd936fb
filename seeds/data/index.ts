import { modelSeedOf } from '../../src/catalog/model-shape';
import type { SeedSet, SourceSeed } from '../types';
import { benchmarks } from './benchmarks';
import { extendSeedSet } from './catalog-extensions';
import { cases } from './cases';
import { cloudOfferings } from './cloud-offerings';
import { coolers } from './coolers';
import { cpus } from './cpus';
import { gpus } from './gpus';
import { gpus2025 } from './gpus-2025';
import { datacenterGpus2025 } from './gpus-2025-datacenter';
import { gamingGpus2025 } from './gpus-2025-gaming';
import { graphicsCards } from './graphics-cards';
import { guidance } from './guidance';
import { machineGpus, machineSources, unifiedMemorySystems } from './machines-2025';
import { gpuServers, serverSources } from './servers';
import { memoryKits } from './memory-kits';
import { models } from './models';
import { motherboards } from './motherboards';
import { cpus2025, memoryKits2025, motherboards2025 } from './parts-2025';
import { psus } from './psus';
import { searchSynonyms } from './search-synonyms';
import { adviceSources } from './sources-advice';
import { cardSources } from './sources-cards';
import { coreSources } from './sources-core';
import { gpuSources } from './sources-gpu';
import { generationSources } from './sources-generation';
import { guidanceSources } from './sources-guidance';
import { guidanceSources2026 } from './sources-guidance-2026';
import { modelSources } from './sources-models';
import { partSources } from './sources-parts';
import { ruleSources } from './sources-rules';
import { datasetSources, sources2025 } from './sources-2025';
import { storage } from './storage';
import { useCases } from './use-cases';
import { generationUseCases } from './use-cases-generation';

/** Every source once; a key declared twice with different content is a data bug. */
function uniqueSources(lists: SourceSeed[][]): SourceSeed[] {
  const byKey = new Map<string, SourceSeed>();
  for (const source of lists.flat()) {
    const seen = byKey.get(source.key);
    if (seen && JSON.stringify(seen) !== JSON.stringify(source)) {
      throw new Error(`source key "${source.key}" is declared twice with different content`);
    }
    byKey.set(source.key, source);
  }
  return [...byKey.values()];
}

/**
 * The full knowledge base, shared by `npm run seed`, first start and the tests. The lists
 * below are extended (catalog-extensions.ts) with the rules' facts, dated prices, Lambda
 * measurements, software support and the sources they cite.
 */
export function seedSet(): SeedSet {
  return extendSeedSet({
    sources: uniqueSources([
      coreSources,
      gpuSources,
      partSources,
      guidanceSources,
      ruleSources,
      modelSources,
      datasetSources,
      sources2025,
      cardSources,
      adviceSources,
      machineSources,
      serverSources,
      generationSources,
      guidanceSources2026,
    ]),
    components: [
      ...gpus,
      ...gpus2025,
      ...datacenterGpus2025,
      ...gamingGpus2025,
      ...cpus,
      ...cpus2025,
      ...motherboards,
      ...motherboards2025,
      ...memoryKits,
      ...memoryKits2025,
      ...psus,
      ...storage,
      ...cases,
      ...coolers,
      ...graphicsCards,
      ...machineGpus,
      ...unifiedMemorySystems,
      ...gpuServers,
    ],
    benchmarks,
    useCases: [...useCases, ...generationUseCases],
    cloudOfferings,
    guidance,
    synonyms: searchSynonyms,
    models: models.map(modelSeedOf),
  });
}
