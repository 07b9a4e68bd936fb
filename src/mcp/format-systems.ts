import type { SystemAlternativeModel } from '../services/build-systems';
import type { SystemFitModel } from '../services/rules-models';
import { withoutNulls } from './format';

/**
 * A unified-memory machine that holds an estimate, as estimate_memory lists it beside the GPU
 * setups: the memory its GPU may use (not the RAM installed), what is left, the runtime it
 * was judged for, its dated price and a tokens/s estimate from its bandwidth. Pure mapping.
 */
export function systemFit(fit: SystemFitModel, sources: string[], throughputSources: string[]) {
  return withoutNulls({
    slug: fit.system.slug,
    name: `${fit.system.manufacturer} ${fit.system.name}`,
    kind: 'UNIFIED_MEMORY_SYSTEM',
    processor: fit.system.processor,
    unifiedMemoryGb: fit.system.unifiedMemoryGb,
    gpuUsableMemoryGb: fit.system.gpuUsableMemoryGb,
    gpuMemoryLimit: fit.system.gpuMemoryLimit,
    memoryBandwidthGBs: fit.system.memoryBandwidthGBs,
    softwareStacks: fit.system.softwareStacks,
    requiredGib: fit.required.gib,
    headroomGib: fit.headroom.gib,
    runtime: fit.runtime,
    marginal: fit.marginal,
    comfortableWith: fit.comfortableWith.length ? fit.comfortableWith : null,
    priceUsd: fit.priceUsd,
    priceCondition: fit.priceCondition,
    priceObservedOn: fit.system.priceObservedOn,
    notes: fit.notes.length ? fit.notes : null,
    throughput: fit.throughput
      ? {
          estimate: true,
          decodeTokensPerSecond: fit.throughput.decodeTokensPerSecond,
          method: fit.throughput.method,
          sources: throughputSources,
        }
      : null,
    sources,
  });
}

/** A unified-memory machine beside a recommended build, as recommend_build lists it. Pure mapping. */
export function systemAlternative(alternative: SystemAlternativeModel, sources: string[]) {
  return withoutNulls({
    slug: alternative.system.slug,
    name: `${alternative.system.manufacturer} ${alternative.system.name}`,
    kind: 'UNIFIED_MEMORY_SYSTEM',
    gpuUsableMemoryGb: alternative.system.gpuUsableMemoryGb,
    memoryBandwidthGBs: alternative.system.memoryBandwidthGBs,
    softwareStacks: alternative.system.softwareStacks,
    neededGb: alternative.neededGb,
    priceUsd: alternative.priceUsd,
    priceCondition: alternative.priceCondition,
    priceObservedOn:
      alternative.priceCondition === 'NEW'
        ? alternative.system.priceObservedOn
        : alternative.system.usedPriceObservedOn,
    reasons: alternative.reasons,
    sources,
  });
}
