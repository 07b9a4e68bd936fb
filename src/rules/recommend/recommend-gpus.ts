import { normalizeToken, vramPerGpuGb } from '../analysis/build-view';
import { performanceIsEstimate, useCaseTraits } from '../analysis/fact-fallbacks';
import { isStalePrice, priceAt, priceObservedOnAt, withCurrentNewPrices } from '../analysis/price-age';

import { gpuListed } from '../analysis/gpu-listing';
import type { GpuFacts, PriceCondition, UseCaseFacts } from '../facts';
import { roundTo } from '../format';
import {
  DEFAULT_ECOSYSTEM_VENDOR,
  PERFORMANCE_PER_DOLLAR_UNIT_USD,
  SPEC_ESTIMATE_RANK_DISCOUNT,
} from '../thresholds';
import { rankingReasons } from './recommend-gpus-reasons';

/** What a ranking optimises: training speed, memory, or LLM token rate, each per dollar. */
export type GpuObjective = 'TRAINING_SPEED_PER_DOLLAR' | 'MEMORY_PER_DOLLAR' | 'INFERENCE_TOKENS_PER_DOLLAR';

/** Every objective recommendGpus accepts. */
export const GPU_OBJECTIVES: readonly GpuObjective[] = [
  'TRAINING_SPEED_PER_DOLLAR',
  'MEMORY_PER_DOLLAR',
  'INFERENCE_TOKENS_PER_DOLLAR',
];

/** Input of rankGpus. */
export interface GpuRankingInput {
  minVramGb?: number | null;
  useCase?: UseCaseFacts | null;
  /** Budget for all cards together. */
  budgetUsd?: number | null;
  condition: PriceCondition;
  /** Cards the buyer wants (the budget and power cap are shared between them). */
  gpuCount: number;
  /** Cap on gpuCount x TDP. */
  maxPowerW?: number | null;
  first: number;
  /** Default: INFERENCE_TOKENS_PER_DOLLAR for inference use cases, else TRAINING_SPEED_PER_DOLLAR. */
  objective?: GpuObjective | null;
  /** Include cards current CUDA/PyTorch no longer support (Kepler, Maxwell). Default false. */
  includeLegacy?: boolean | null;
  /** Include server cards: SXM/OAM modules and passively cooled cards. Default false. */
  includeServerCards?: boolean | null;
  /** Today (YYYY-MM-DD): a price observed more than PRICE_STALE_AFTER_MONTHS before is flagged. */
  today?: string | null;
}

export interface GpuRanking<G extends GpuFacts = GpuFacts> {
  gpu: G;
  /** 1-based. */
  rank: number;
  /** Price per card at the requested condition. */
  priceUsd: number | null;
  /** relativePerformance per $1,000 at the requested condition. */
  performancePerDollar: number | null;
  meetsMemory: boolean;
  reasons: string[];
  /** The objective the ranking used. */
  objective: GpuObjective;
  /** The objective's figure per $1,000 (relative performance, GB, or GB/s of memory bandwidth). */
  objectiveValue: number | null;
  /** True when relativePerformance is a spec estimate rather than a measurement; null when unknown. */
  performanceIsEstimate: boolean | null;
  /** Day the price at the requested condition was observed; null without a price or a day. */
  priceObservedOn: string | null;
  /** Whether that price is older than PRICE_STALE_AFTER_MONTHS (null without today or a day). */
  priceIsStale: boolean | null;
}

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

/**
 * The objective's figure per $1,000: relative training performance; GB of memory; or GB/s
 * of memory bandwidth, which sets the token rate of LLM generation (each token reads the
 * weights once: bench-llamacpp-gpu-benchmarks-2024, dettmers-which-gpu-2023).
 */
export function objectiveValue(
  gpu: GpuFacts,
  objective: GpuObjective,
  condition: PriceCondition,
): number | null {
  const price = priceAt(gpu, condition);
  if (price === null || price <= 0) return null;
  const per = (value: number) => roundTo((value / price) * PERFORMANCE_PER_DOLLAR_UNIT_USD, 3);
  if (objective === 'MEMORY_PER_DOLLAR') return per(gpu.vramGb);
  if (objective === 'INFERENCE_TOKENS_PER_DOLLAR') return per(gpu.memoryBandwidthGBs);
  return gpu.relativePerformance == null ? null : per(gpu.relativePerformance);
}

function compareNullableDesc(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
}

/**
 * CUDA cards come first: deep-learning software assumes NVIDIA ("the default choice unless
 * you like tinkering"), and bitsandbytes (QLoRA, 8-bit optimizers) barely supports other
 * vendors. Inference runtimes such as llama.cpp also run on ROCm, Vulkan and SYCL, which the
 * reasons say, but the default recommendation stays with CUDA. Sources:
 * doc-gpu-cluster-at-home, dettmers-which-gpu-2020, ref-hf-bitsandbytes-docs.
 */
export function ecosystemTier(gpu: Pick<GpuFacts, 'vendor'>): number {
  return normalizeToken(gpu.vendor) === normalizeToken(DEFAULT_ECOSYSTEM_VENDOR) ? 0 : 1;
}

/**
 * Ranks GPUs for a memory tier, a budget, a power cap and an objective. Sources:
 * dettmers-which-gpu-2020 (memory tier first, then value; caveats about cooling and power),
 * doc-dl-cluster-guide (fitting large models in small memory), doc-gpu-cluster-at-home
 * (AMD/Intel software support), ref-nvidia-cuda-release-notes (Kepler dropped),
 * bench-llamacpp-gpu-benchmarks-2024 (multi-GPU inference, bandwidth-bound generation).
 *
 * - Candidates: desktop-usable cards (PCIe with a fan) unless includeServerCards; current
 *   architectures unless includeLegacy; when buying new, cards whose new price is a current
 *   offer (withCurrentNewPrices: not a launch price years older than the catalog's newest).
 * - Memory tier: per GPU for training and fine-tuning; for inference use cases the tier is
 *   a total that the cards share (layers split across gpuCount cards). minVramGb is per card.
 * - Budget per card: budgetUsd / gpuCount at the condition's price; cards without a price
 *   are left out when a budget is given. Power cap: gpuCount x TDP <= maxPowerW.
 * - Order: CUDA cards first; then the objective per dollar, a spec-estimated training speed
 *   divided by SPEC_ESTIMATE_RANK_DISCOUNT (measured cards lead unless an estimate beats them
 *   by more than the estimates' error; never silently: the reasons say which way it went);
 *   then performance, price.
 * When no affordable card meets the tier, returns the affordable cards with the most memory
 * first, meetsMemory false and reasons naming what to do for the workload. Returns [] when
 * nothing fits the budget and the power cap.
 *
 * Throws RangeError for a gpuCount below 1 or a negative budget.
 */
export function rankGpus<G extends GpuFacts>(gpus: readonly G[], input: GpuRankingInput): GpuRanking<G>[] {
  if (!Number.isInteger(input.gpuCount) || input.gpuCount < 1) {
    throw new RangeError(`gpuCount must be a positive integer, got ${input.gpuCount}.`);
  }
  if (input.budgetUsd != null && !(input.budgetUsd >= 0)) {
    throw new RangeError(`budgetUsd must be >= 0, got ${input.budgetUsd}.`);
  }
  if (input.first <= 0) return [];
  const { gpuCount, condition, useCase } = input;
  const traits = useCaseTraits(useCase);
  const objective: GpuObjective =
    input.objective ??
    (traits.workload === 'INFERENCE' ? 'INFERENCE_TOKENS_PER_DOLLAR' : 'TRAINING_SPEED_PER_DOLLAR');
  const useCaseGb = useCase?.minVramGb ?? 0;
  const cardGb = input.minVramGb ?? 0;
  const pooled = traits.memoryScope === 'TOTAL';
  const perCardBudget = input.budgetUsd != null ? input.budgetUsd / gpuCount : null;
  const memoryOf = (gpu: GpuFacts) => (pooled ? gpu.vramGb * gpuCount : vramPerGpuGb(gpu));
  const meets = (gpu: GpuFacts) => memoryOf(gpu) >= useCaseGb && vramPerGpuGb(gpu) >= cardGb;

  // Buying new: no launch prices of cards that are no longer made (NEW_GPU_PRICE_MAX_AGE_YEARS).
  const offered = condition === 'NEW' ? withCurrentNewPrices(gpus) : gpus;
  const affordable = offered.filter((gpu) => {
    if (!gpuListed(gpu, input)) return false;
    const price = priceAt(gpu, condition);
    if (perCardBudget !== null && (price === null || price > perCardBudget)) return false;
    return input.maxPowerW == null || gpu.tdpW * gpuCount <= input.maxPowerW;
  });
  if (affordable.length === 0) return [];

  const meeting = affordable.filter(meets);
  const meetsMemory = meeting.length > 0;
  const pool = meetsMemory ? meeting : affordable;
  // Training speed per dollar: a spec estimate counts SPEC_ESTIMATE_RANK_DISCOUNT times lower,
  // so measured cards lead unless an estimate beats them by more than the estimates' error.
  const discounted = (gpu: GpuFacts) =>
    objective === 'TRAINING_SPEED_PER_DOLLAR' && performanceIsEstimate(gpu) === true;
  const rankValue = (gpu: GpuFacts) => {
    const value = objectiveValue(gpu, objective, condition);
    return value !== null && discounted(gpu) ? value / SPEC_ESTIMATE_RANK_DISCOUNT : value;
  };
  const byValue = (a: G, b: G) =>
    ecosystemTier(a) - ecosystemTier(b) ||
    compareNullableDesc(rankValue(a), rankValue(b)) ||
    compareNullableDesc(a.relativePerformance ?? null, b.relativePerformance ?? null) ||
    -compareNullableDesc(priceAt(a, condition), priceAt(b, condition)) ||
    a.slug.localeCompare(b.slug);
  const sorted = [...pool].sort(meetsMemory ? byValue : (a, b) => memoryOf(b) - memoryOf(a) || byValue(a, b));
  /** Where an estimated card stands against the measured cards of its ecosystem tier. */
  const versusMeasured = (gpu: G): { after: boolean; ahead: boolean } | null => {
    if (!discounted(gpu)) return null;
    const own = objectiveValue(gpu, objective, condition);
    const ranked = rankValue(gpu);
    if (own === null || ranked === null) return null;
    const measured = pool
      .filter((other) => !discounted(other) && ecosystemTier(other) === ecosystemTier(gpu))
      .map((other) => objectiveValue(other, objective, condition))
      .filter((value): value is number => value !== null);
    return {
      after: measured.some((value) => value < own && value > ranked),
      ahead: measured.some((value) => value < ranked),
    };
  };

  const observedOn = (gpu: GpuFacts) =>
    priceAt(gpu, condition) === null ? null : priceObservedOnAt(gpu, condition);
  return sorted.slice(0, input.first).map((gpu, index) => ({
    gpu,
    rank: index + 1,
    priceUsd: priceAt(gpu, condition),
    priceObservedOn: observedOn(gpu),
    priceIsStale: isStalePrice(observedOn(gpu), input.today),
    performancePerDollar: performancePerDollar(gpu, condition),
    meetsMemory,
    objective,
    objectiveValue: objectiveValue(gpu, objective, condition),
    performanceIsEstimate: performanceIsEstimate(gpu),
    reasons: rankingReasons(gpu, {
      condition,
      gpuCount,
      maxPowerW: input.maxPowerW ?? null,
      useCase: useCase ?? null,
      workload: traits.workload,
      pooled,
      tierGb: Math.max(useCaseGb, pooled ? 0 : cardGb),
      cardGb,
      meetsMemory,
      objective,
      objectiveValue: objectiveValue(gpu, objective, condition),
      estimateVersusMeasured: versusMeasured(gpu),
      today: input.today ?? null,
    }),
  }));
}
