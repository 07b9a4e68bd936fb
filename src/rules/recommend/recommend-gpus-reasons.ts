import { normalizeToken, vramPerGpuGb } from '../analysis/build-view';
import { isLegacyGpu, performanceIsEstimate } from '../analysis/fact-fallbacks';
import { stalePricesSentence } from '../analysis/price-age';
import { hasCoolerStyle, isPcieGpu } from '../analysis/slot-analysis';
import { memoryShortAdvice } from '../checks/balance';
import type { GpuFacts, PriceCondition, UseCaseFacts } from '../facts';
import { formatGb, formatNumber, formatUsd, formatWatts, slotWidthLabel } from '../format';
import type { Workload } from '../../catalog/fields';
import {
  DEFAULT_ECOSYSTEM_VENDOR,
  SPEC_ESTIMATE_RANK_DISCOUNT,
  WIDE_CARD_MIN_SLOT_WIDTH,
} from '../thresholds';
import type { GpuObjective } from './recommend-gpus';

/** What the sentences need about the request and the card's place in it. */
export interface RankingReasonContext {
  condition: PriceCondition;
  gpuCount: number;
  maxPowerW: number | null;
  useCase: UseCaseFacts | null;
  workload: Workload;
  /** The use case's tier is a total shared by the cards (inference). */
  pooled: boolean;
  /** Per-card tier (training) or the use case's total tier (inference). */
  tierGb: number;
  /** minVramGb: always per card. */
  cardGb: number;
  meetsMemory: boolean;
  objective: GpuObjective;
  objectiveValue: number | null;
  /**
   * Where the card's spec-estimated training figure (ranked SPEC_ESTIMATE_RANK_DISCOUNT times
   * lower) placed it among measured cards: after some it would lead undiscounted, ahead of some
   * it leads even discounted; null when measured, not the training objective, or none to compare.
   */
  estimateVersusMeasured: { after: boolean; ahead: boolean } | null;
  /** Today (YYYY-MM-DD), to flag a price older than PRICE_STALE_AFTER_MONTHS; null: not checked. */
  today?: string | null;
}

function conditionLabel(condition: PriceCondition, gpu: GpuFacts, price: number): string {
  if (condition === 'NEW') return 'new';
  if (condition === 'USED') return 'used';
  return price === gpu.usedPriceUsd && price !== gpu.priceUsd ? 'used' : 'new';
}

function memoryReason(gpu: GpuFacts, context: RankingReasonContext): string {
  const perGpuGb = vramPerGpuGb(gpu);
  const tierName = context.useCase
    ? `the ${formatGb(context.tierGb)} ${context.useCase.name} tier`
    : `the ${formatGb(context.tierGb)} minimum`;
  if (context.tierGb <= 0 && context.cardGb <= 0) return `${formatGb(perGpuGb)} of memory per GPU.`;
  if (context.pooled && context.useCase) {
    const total = gpu.vramGb * context.gpuCount;
    const together =
      context.gpuCount > 1
        ? `${formatNumber(context.gpuCount)} x ${formatGb(gpu.vramGb)} = ${formatGb(total)} together`
        : `${formatGb(total)}`;
    if (context.meetsMemory) {
      return (
        `${together} ${context.gpuCount > 1 ? 'meet' : 'meets'} ${tierName}` +
        (context.gpuCount > 1 ? " (the inference runtime splits the model's layers across the cards)." : '.')
      );
    }
    return `${together} ${context.gpuCount > 1 ? 'are' : 'is'} below ${tierName}, and no card within budget reaches it: ${memoryShortAdvice(context.workload)}`;
  }
  if (context.meetsMemory) return `${formatGb(perGpuGb)} per GPU meets ${tierName}.`;
  const training =
    context.workload === 'TRAINING'
      ? 'fit the work with 16-bit or mixed precision, gradient checkpointing, CPU offload of optimizer state, or ZeRO / model parallelism across cards.'
      : memoryShortAdvice(context.workload);
  return `${formatGb(perGpuGb)} per GPU is below ${tierName}, and no card within budget reaches it: ${training}`;
}

function valueReason(gpu: GpuFacts, price: number, context: RankingReasonContext): string {
  const total =
    context.gpuCount > 1
      ? ` (${formatUsd(price * context.gpuCount)} for ${formatNumber(context.gpuCount)})`
      : '';
  const head = `${formatUsd(price)} ${conditionLabel(context.condition, gpu, price)}${total}`;
  const value = context.objectiveValue;
  if (context.objective === 'MEMORY_PER_DOLLAR') {
    return `${head}: ${formatGb(gpu.vramGb)} of memory, ${formatNumber(value ?? 0, 1)} GB per $1,000.`;
  }
  if (context.objective === 'INFERENCE_TOKENS_PER_DOLLAR') {
    return (
      `${head}: ${formatNumber(gpu.memoryBandwidthGBs)} GB/s of memory bandwidth, which sets how fast a model generates tokens ` +
      `(each token reads the weights once), ${formatNumber(value ?? 0)} GB/s per $1,000.`
    );
  }
  if (gpu.relativePerformance == null || value === null) return `${head}: no performance figure on record.`;
  const estimate = performanceIsEstimate(gpu);
  const how = estimate === true ? 'a spec estimate, not a benchmark' : estimate === false ? 'measured' : null;
  return (
    `${head}: relative training performance ${formatNumber(gpu.relativePerformance, 2)} (RTX 2080 Ti = 1${how ? `; ${how}` : ''}), ` +
    `${formatNumber(value, 2)} per $1,000.`
  );
}

function caveats(gpu: GpuFacts, context: RankingReasonContext): string[] {
  const notes: string[] = [];
  const trains = context.workload !== 'INFERENCE';
  if (trains && !gpu.tensorCores)
    notes.push('No tensor cores: 16-bit training runs far slower than on cards that have them.');
  else if (trains && !gpu.bf16) notes.push('No BF16: 16-bit training uses FP16 with loss scaling.');
  if (
    context.gpuCount > 1 &&
    hasCoolerStyle(gpu, 'OPEN_AIR') &&
    gpu.slotWidth != null &&
    gpu.slotWidth >= WIDE_CARD_MIN_SLOT_WIDTH
  ) {
    notes.push(
      `${slotWidthLabel(gpu.slotWidth)} open-air cooler: ${formatNumber(context.gpuCount)} of them need wide slot spacing, risers or an open frame to stay cool.`,
    );
  }
  if (normalizeToken(gpu.vendor) !== normalizeToken(DEFAULT_ECOSYSTEM_VENDOR)) {
    notes.push(
      context.workload === 'INFERENCE'
        ? `${gpu.vendor} card: llama.cpp and similar runtimes support it (ROCm, Vulkan or SYCL), but expect more setup than with CUDA and fewer ready-made kernels; ranked after CUDA cards.`
        : context.workload === 'FINE_TUNING'
          ? `${gpu.vendor} card: deep-learning software assumes NVIDIA CUDA, and bitsandbytes (used for QLoRA and 8-bit optimizers) barely supports other vendors; ranked after CUDA cards.`
          : `${gpu.vendor} card: deep-learning software assumes NVIDIA CUDA, so expect more setup and fewer ready-made kernels; ranked after CUDA cards.`,
    );
  }
  if (gpu.gpusPerBoard > 1) {
    notes.push(
      `Two-in-one board: ${formatNumber(gpu.gpusPerBoard)} GPUs with ${formatGb(vramPerGpuGb(gpu))} each, not one ${formatGb(gpu.vramGb)} GPU.`,
    );
  }
  if (!isPcieGpu(gpu))
    notes.push(`${gpu.formFactor} module: needs a server baseboard, not a desktop PCIe slot.`);
  else if (hasCoolerStyle(gpu, 'PASSIVE'))
    notes.push(
      'Passively cooled: needs a server chassis with front-to-back airflow, or a fan shroud in a desktop.',
    );
  if (isLegacyGpu(gpu)) notes.push(legacyCaveat(gpu));
  const versus = context.estimateVersusMeasured;
  if (versus && (versus.after || versus.ahead)) {
    const parts = [
      ...(versus.after ? ['after measured cards it would otherwise lead'] : []),
      ...(versus.ahead ? ['ahead of measured cards only where it leads them by more than that'] : []),
    ];
    notes.push(
      `Its performance figure is a spec estimate, so it is ranked as if ${formatNumber(SPEC_ESTIMATE_RANK_DISCOUNT, 1)}x slower ` +
        `(the margin by which estimates overshot measured cards): ${parts.join('; ')}.`,
    );
  }
  return notes;
}

/**
 * Why a LEGACY or UNSUPPORTED card is a poor buy (its catalog softwareStatus, from the
 * architecture's support row). Sources: cuda-13-0-release-notes, pytorch-2-8-release-notes,
 * pytorch-rfc-cuda-matrix-2-15, llvm-cuda-kepler-removal.
 */
export function legacyCaveat(gpu: GpuFacts): string {
  if (gpu.softwareStatus === 'UNSUPPORTED') {
    return `${gpu.architecture} architecture: current CUDA and PyTorch releases no longer support it, so only old software stacks run.`;
  }
  return (
    `${gpu.architecture} architecture: the current CUDA major release dropped it, and current PyTorch runs it only from ` +
    'its legacy CUDA 12.6 builds, which are being retired; expect to pin old versions.'
  );
}

/** The sentences of one ranked card: memory against the tier, price and value, power, caveats. */
export function rankingReasons(gpu: GpuFacts, context: RankingReasonContext): string[] {
  const reasons = [memoryReason(gpu, context)];
  const price =
    context.condition === 'NEW'
      ? (gpu.priceUsd ?? null)
      : context.condition === 'USED'
        ? (gpu.usedPriceUsd ?? null)
        : ([gpu.priceUsd, gpu.usedPriceUsd].filter((p): p is number => p != null).sort((a, b) => a - b)[0] ??
          null);
  reasons.push(price === null ? 'No price on record.' : valueReason(gpu, price, context));
  const stale =
    price === null ? null : stalePricesSentence([gpu], context.condition, context.today, 'This rank');
  if (stale) reasons.push(stale);
  if (context.gpuCount > 1 || context.maxPowerW != null) {
    reasons.push(
      `${formatNumber(context.gpuCount)} x ${formatWatts(gpu.tdpW)} = ${formatWatts(gpu.tdpW * context.gpuCount)} at TDP.`,
    );
  }
  reasons.push(...caveats(gpu, context));
  return reasons;
}
