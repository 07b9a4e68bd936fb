import type { GpuFacts, PriceCondition } from '../facts';
import { priceAt } from '../analysis/price-age';
import { roundTo } from '../format';
import { PERFORMANCE_PER_DOLLAR_UNIT_USD } from '../thresholds';
import type { OrderKey } from './gpu-orders';
import type { MemoryNeed } from './memory-need';

/**
 * What a ranking optimises. BEST_WITHIN_BUDGET (the default): the best the budget buys for
 * the work, i.e. the work's own figure (training speed; token rate, which memory bandwidth
 * sets, for inference) among the cards that meet its memory need. The others rank a figure
 * per dollar: training speed, memory, or LLM token rate.
 */
export type GpuObjective =
  'BEST_WITHIN_BUDGET' | 'TRAINING_SPEED_PER_DOLLAR' | 'MEMORY_PER_DOLLAR' | 'INFERENCE_TOKENS_PER_DOLLAR';

/** Every objective recommendGpus accepts. */
export const GPU_OBJECTIVES: readonly GpuObjective[] = [
  'BEST_WITHIN_BUDGET',
  'TRAINING_SPEED_PER_DOLLAR',
  'MEMORY_PER_DOLLAR',
  'INFERENCE_TOKENS_PER_DOLLAR',
];

/** The objectives that rank a figure per dollar (what list_gpus orders by). */
export type PerDollarObjective = Exclude<GpuObjective, 'BEST_WITHIN_BUDGET'>;
export const PER_DOLLAR_OBJECTIVES: readonly PerDollarObjective[] = [
  'TRAINING_SPEED_PER_DOLLAR',
  'MEMORY_PER_DOLLAR',
  'INFERENCE_TOKENS_PER_DOLLAR',
];

/**
 * A per-dollar objective's figure per $1,000: relative training performance; GB of memory;
 * or GB/s of memory bandwidth, which sets the token rate of LLM generation (each token reads
 * the weights once: bench-llamacpp-gpu-benchmarks-2024, dettmers-which-gpu-2023).
 */
export function objectiveValue(
  gpu: GpuFacts,
  objective: PerDollarObjective,
  condition: PriceCondition,
): number | null {
  const price = priceAt(gpu, condition);
  if (price === null || price <= 0) return null;
  const per = (value: number) => roundTo((value / price) * PERFORMANCE_PER_DOLLAR_UNIT_USD, 3);
  if (objective === 'MEMORY_PER_DOLLAR') return per(gpu.vramGb);
  if (objective === 'INFERENCE_TOKENS_PER_DOLLAR') return per(gpu.memoryBandwidthGBs);
  return gpu.relativePerformance == null ? null : per(gpu.relativePerformance);
}

/** The objective when none is given: need first, then the best the budget buys (issue 27). */
export const DEFAULT_GPU_OBJECTIVE: GpuObjective = 'BEST_WITHIN_BUDGET';

/**
 * Relative deep-learning performance (RTX 2080 Ti = 1.0) per $1,000 at a condition,
 * rounded to 3 decimals; null without a price or a performance figure. Same convention as
 * the catalog API. Source: dettmers-which-gpu-2020 (performance per cost).
 */
export function performancePerDollar(
  gpu: Pick<GpuFacts, 'priceUsd' | 'usedPriceUsd' | 'relativePerformance'>,
  condition: PriceCondition,
): number | null {
  const price = priceAt(gpu, condition);
  if (price === null || price <= 0 || gpu.relativePerformance == null) return null;
  return roundTo((gpu.relativePerformance / price) * PERFORMANCE_PER_DOLLAR_UNIT_USD, 3);
}

/** The figure an objective orders by for a kind of work. */
export function orderKeyFor(objective: GpuObjective, workload: MemoryNeed['workload']): OrderKey {
  if (objective !== 'BEST_WITHIN_BUDGET') return objective;
  return workload === 'INFERENCE' ? 'TOKEN_RATE' : 'TRAINING_SPEED';
}
