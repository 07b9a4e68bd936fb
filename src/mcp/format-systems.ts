import type { SystemAlternativeModel } from '../services/build-systems';
import type { SystemFitModel } from '../services/rules-models';
import { withoutNulls } from './format';

type Machine = SystemFitModel['system'];

/** What every listing of a unified-memory machine says of it: the memory its GPU may use, not the RAM installed. */
function machine(system: Machine) {
  return {
    slug: system.slug,
    name: `${system.manufacturer} ${system.name}`,
    kind: 'UNIFIED_MEMORY_SYSTEM',
    processor: system.processor,
    unifiedMemoryGb: system.unifiedMemoryGb,
    gpuUsableMemoryGb: system.gpuUsableMemoryGb,
    gpuMemoryLimit: system.gpuMemoryLimit,
    memoryBandwidthGBs: system.memoryBandwidthGBs,
    softwareStacks: system.softwareStacks,
  };
}

/** The day of the price used: the new price's, or the used price's. */
const priceObservedOn = (system: Machine, condition: 'NEW' | 'USED' | null) =>
  condition === 'USED' ? system.usedPriceObservedOn : condition === 'NEW' ? system.priceObservedOn : null;

/**
 * A unified-memory machine that holds an estimate, as estimate_memory lists it beside the GPU
 * setups: the memory its GPU may use (not the RAM installed), what is left, the runtime it
 * was judged for, its dated price and a tokens/s estimate from its bandwidth. Pure mapping.
 */
export function systemFit(fit: SystemFitModel, sources: string[], throughputSources: string[]) {
  return withoutNulls({
    ...machine(fit.system),
    requiredGib: fit.required.gib,
    headroomGib: fit.headroom.gib,
    runtime: fit.runtime,
    marginal: fit.marginal,
    comfortableWith: fit.comfortableWith.length ? fit.comfortableWith : null,
    priceUsd: fit.priceUsd,
    priceCondition: fit.priceCondition,
    priceObservedOn: priceObservedOn(fit.system, fit.priceCondition),
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
    ...machine(alternative.system),
    neededGb: alternative.neededGb,
    priceUsd: alternative.priceUsd,
    priceCondition: alternative.priceCondition,
    priceObservedOn: priceObservedOn(alternative.system, alternative.priceCondition),
    reasons: alternative.reasons,
    sources,
  });
}
