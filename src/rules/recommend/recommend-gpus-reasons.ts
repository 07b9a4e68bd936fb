import { vramPerGpuGb } from '../analysis/build-view';
import { isLegacyGpu, performanceIsEstimate } from '../analysis/fact-fallbacks';
import { priceAt, stalePricesSentence } from '../analysis/price-age';
import { hasCoolerStyle, isPcieGpu } from '../analysis/slot-analysis';
import { memoryShortAdvice } from '../checks/balance';
import type { GpuFacts, PriceCondition } from '../facts';
import { formatGb, formatNumber, formatPercent, formatUsd, formatWatts, slotWidthLabel } from '../format';
import { MAINS_REGIONS } from '../reference/mains-regions';
import {
  CONTINUOUS_LOAD_FACTOR,
  DEFAULT_MAINS_REGION,
  SPEC_ESTIMATE_RANK_DISCOUNT,
  WIDE_CARD_MIN_SLOT_WIDTH,
} from '../thresholds';
import type { OrderKey } from './gpu-orders';
import { quotedTierGb, type MemoryNeed } from './memory-need';
import type { GpuValueAlternative } from './recommend-gpus-standing';
import type { GpuObjective } from './gpu-objectives';
import type { GpuStepUp } from './recommend-gpus-standing';
import { stackCaveat, type SoftwareStack, type StackSupportIndex } from '../analysis/software-stacks';

/** What the sentences need about the request and the card's place in it. */
export interface RankingReasonContext {
  condition: PriceCondition;
  need: MemoryNeed;
  maxPowerW: number | null;
  meetsMemory: boolean;
  objective: GpuObjective;
  key: OrderKey;
  objectiveValue: number | null;
  /**
   * Where the card's spec-estimated training figure (ranked SPEC_ESTIMATE_RANK_DISCOUNT times
   * lower) placed it among measured cards: after some it would lead undiscounted, ahead of some
   * it leads even discounted; null when measured, not a training order, or none to compare.
   */
  estimateVersusMeasured: { after: boolean; ahead: boolean } | null;
  /** Today (YYYY-MM-DD), to flag a price older than PRICE_STALE_AFTER_MONTHS; null: not checked. */
  today?: string | null;
  /** The stack the user chose; null: any the work runs on. */
  stack: SoftwareStack | null;
  support: StackSupportIndex | null;
  /** The top pick: it also says what is left of the budget and the next step up. */
  top: boolean;
  budgetUsd: number | null;
  unspentUsd: number | null;
  nextStepUp: GpuStepUp | null;
  /** Cards that would meet the need but whose new price on record is too old to rank (NEW only). */
  staleNewOffers?: readonly GpuFacts[];
  /** Top pick only: a cheaper card in the budget that does nearly the same work. */
  valueAlternative?: GpuValueAlternative | null;
  /** Sentences recommend-gpus-advice.ts adds (CUDA first, a used CUDA card, room, SYCL rate). */
  advice?: readonly string[];
}

/**
 * "no card within budget reaches it", or, when cards were left out only for an old new price,
 * which ones would and what to check: never claim more than was checked.
 */
function noneReaches(context: RankingReasonContext): string {
  const stale = context.staleNewOffers ?? [];
  if (stale.length === 0) return 'no card within budget reaches it';
  const named = stale.map(
    (gpu) =>
      `the ${gpu.name} (${formatGb(vramPerGpuGb(gpu))}, ${formatUsd(gpu.priceUsd!)} new, observed ${gpu.priceObservedOn ?? 'on an unknown day'})`,
  );
  return (
    `no card with a current new price within budget reaches it; ${joinNames(named)} would, but ${stale.length > 1 ? 'their new prices on record are' : 'its new price on record is'} too old to rank as an offer, ` +
    'so check a current price first. Otherwise'
  );
}

const joinNames = (names: string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;

function conditionLabel(condition: PriceCondition, gpu: GpuFacts, price: number): string {
  if (condition === 'NEW') return 'new';
  if (condition === 'USED') return 'used';
  return price === gpu.usedPriceUsd && price !== gpu.priceUsd ? 'used' : 'new';
}

/** What to do when no card within budget holds the work (the balance rule's advice, lower-cased). */
export function shortOfMemoryAdvice(need: MemoryNeed): string {
  const advice = memoryShortAdvice(need.workload, need.useCase?.slug).replace(/^Expect to /, '');
  return advice.charAt(0).toLowerCase() + advice.slice(1);
}

function memoryReason(gpu: GpuFacts, context: RankingReasonContext): string {
  const { need } = context;
  const perGpuGb = vramPerGpuGb(gpu);
  const tierGb = quotedTierGb(need);
  const tierName = need.useCase
    ? `the ${formatGb(tierGb)} ${need.useCase.name} tier`
    : `the ${formatGb(tierGb)} minimum`;
  if (tierGb <= 0 && need.cardGb <= 0) return `${formatGb(perGpuGb)} of memory per GPU.`;
  if (need.scope === 'PER_GPU' || !need.useCase) {
    if (context.meetsMemory) return `${formatGb(perGpuGb)} per GPU meets ${tierName}.`;
    return `${formatGb(perGpuGb)} per GPU is below ${tierName}, and ${noneReaches(context)}: ${shortOfMemoryAdvice(need)}`;
  }
  const count = need.gpuCount;
  const total = gpu.vramGb * count;
  const together =
    count > 1
      ? `${formatNumber(count)} x ${formatGb(gpu.vramGb)} = ${formatGb(total)} together`
      : formatGb(total);
  if (!context.meetsMemory) {
    return `${together} ${count > 1 ? 'are' : 'is'} below ${tierName}, and ${noneReaches(context)}: ${shortOfMemoryAdvice(need)}`;
  }
  if (need.scope === 'SHARDED') {
    return (
      `${together} meet ${tierName} when the model is sharded across the cards with FSDP or DeepSpeed ZeRO-3 and gradient checkpointing ` +
      `(Answer.AI fine-tunes a 70B model with QLoRA on two 24 GB cards this way, offloading to CPU RAM at the edge); one card alone would need ${formatGb(need.tierGb)}.`
    );
  }
  return (
    `${together} ${count > 1 ? 'meet' : 'meets'} ${tierName}` +
    (count > 1 ? " (the inference runtime splits the model's layers across the cards)." : '.')
  );
}

function trainingFigure(gpu: GpuFacts): string {
  const estimate = performanceIsEstimate(gpu);
  const how = estimate === true ? 'a spec estimate, not a benchmark' : estimate === false ? 'measured' : null;
  return `relative training performance ${formatNumber(gpu.relativePerformance ?? 0, 2)} (RTX 2080 Ti = 1${how ? `; ${how}` : ''})`;
}

function bandwidthFigure(gpu: GpuFacts): string {
  return `${formatNumber(gpu.memoryBandwidthGBs)} GB/s of memory bandwidth, which sets how fast a model generates tokens (each token reads the weights once)`;
}

function valueReason(gpu: GpuFacts, price: number, context: RankingReasonContext): string {
  const count = context.need.gpuCount;
  const total = count > 1 ? ` (${formatUsd(price * count)} for ${formatNumber(count)})` : '';
  const head = `${formatUsd(price)} ${conditionLabel(context.condition, gpu, price)}${total}`;
  const value = context.objectiveValue;
  switch (context.key) {
    case 'TOKEN_RATE':
      return `${head}: ${bandwidthFigure(gpu)}.`;
    case 'TRAINING_SPEED':
      return gpu.relativePerformance == null
        ? `${head}: no performance figure on record.`
        : `${head}: ${trainingFigure(gpu)}.`;
    case 'MEMORY_PER_DOLLAR':
      return `${head}: ${formatGb(gpu.vramGb)} of memory, ${formatNumber(value ?? 0, 1)} GB per $1,000.`;
    case 'INFERENCE_TOKENS_PER_DOLLAR':
      return `${head}: ${bandwidthFigure(gpu)}, ${formatNumber(value ?? 0)} GB/s per $1,000.`;
    case 'TRAINING_SPEED_PER_DOLLAR':
      if (gpu.relativePerformance == null || value === null)
        return `${head}: no performance figure on record.`;
      return `${head}: ${trainingFigure(gpu)}, ${formatNumber(value, 2)} per $1,000.`;
  }
}

/** "Leaves $1,001 of the $3,000 budget. The next step up is ..." (top pick with a budget only). */
function budgetReason(gpu: GpuFacts, context: RankingReasonContext): string | null {
  if (!context.top || context.budgetUsd === null || context.unspentUsd === null) return null;
  const left = `Leaves ${formatUsd(context.unspentUsd)} of the ${formatUsd(context.budgetUsd)} budget.`;
  const step = context.nextStepUp;
  const inference = context.need.workload === 'INFERENCE';
  const alternative = context.valueAlternative;
  const value = alternative
    ? ` For less, the ${alternative.gpu.name} (${formatUsd(alternative.priceUsd)}) does about ${formatPercent(alternative.share)} of this work and saves ${formatUsd(alternative.savingUsd)}.`
    : '';
  if (!step) {
    return `${left} No card beyond the budget does this work ${inference ? 'faster' : 'better'} than the ${gpu.name}.${value}`;
  }
  const count = context.need.gpuCount;
  const cards = count > 1 ? `${formatNumber(count)} x ${step.gpu.name}` : `the ${step.gpu.name}`;
  const figure = inference
    ? `${formatNumber(step.figure)} GB/s against ${formatNumber(step.pickFigure)} GB/s`
    : `relative training performance ${formatNumber(step.figure, 2)} against ${formatNumber(step.pickFigure, 2)}`;
  // Ranked figures can differ from the published ones (spec estimates, Arc on SYCL): no "-5 % more".
  const gain =
    step.pickFigure > 0 && step.figure > step.pickFigure
      ? ` (${formatPercent(step.figure / step.pickFigure - 1)} more)`
      : '';
  return (
    `${left} The next step up is ${cards} at ${formatUsd(step.totalUsd)} (${formatUsd(step.extraUsd)} more): ` +
    `${figure}${gain}, ${formatGb(vramPerGpuGb(step.gpu))} per GPU.${value}`
  );
}

function caveats(gpu: GpuFacts, context: RankingReasonContext): string[] {
  const notes: string[] = [];
  const { need } = context;
  const trains = need.workload !== 'INFERENCE';
  if (trains && !gpu.tensorCores)
    notes.push('No tensor cores: 16-bit training runs far slower than on cards that have them.');
  else if (trains && !gpu.bf16) notes.push('No BF16: 16-bit training uses FP16 with loss scaling.');
  if (
    need.gpuCount > 1 &&
    hasCoolerStyle(gpu, 'OPEN_AIR') &&
    gpu.slotWidth != null &&
    gpu.slotWidth >= WIDE_CARD_MIN_SLOT_WIDTH
  ) {
    notes.push(
      `${slotWidthLabel(gpu.slotWidth)} open-air cooler: ${formatNumber(need.gpuCount)} of them need wide slot spacing, risers or an open frame to stay cool.`,
    );
  }
  const stack = stackCaveat(gpu, need.workload, context.stack, context.support);
  if (stack) notes.push(stack);
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

/**
 * Cards whose TDPs alone exceed the default circuit (120 V / 15 A at the continuous-load
 * factor: 1,440 W) say so, as the build check would (expert review 2026-11, G14: four RTX 5090
 * at 2,300 W). The circuit is the region the build check assumes when none is given.
 * @source ref-nfpa-70-nec
 */
function circuitNote(gpuWatts: number): string {
  const region = MAINS_REGIONS[DEFAULT_MAINS_REGION];
  const limitW = region.voltage * region.breakerAmps * CONTINUOUS_LOAD_FACTOR;
  if (gpuWatts <= limitW) return '';
  return (
    ` The cards alone draw more than a ${region.voltage} V / ${region.breakerAmps} A circuit carries continuously (${formatWatts(limitW)}): ` +
    'plan a 20 A or 230 V circuit, two PSUs on two circuits, or power limits, and check the build with checkBuild.'
  );
}

/** The sentences of one ranked card: memory against the need, price and value, budget, power, caveats. */
export function rankingReasons(gpu: GpuFacts, context: RankingReasonContext): string[] {
  const reasons = [memoryReason(gpu, context)];
  const price = priceAt(gpu, context.condition);
  reasons.push(price === null ? 'No price on record.' : valueReason(gpu, price, context));
  const budget = budgetReason(gpu, context);
  if (budget) reasons.push(budget);
  reasons.push(...(context.advice ?? []));
  const stale =
    price === null ? null : stalePricesSentence([gpu], context.condition, context.today, 'This rank');
  if (stale) reasons.push(stale);
  const count = context.need.gpuCount;
  if (count > 1 || context.maxPowerW != null) {
    reasons.push(
      `${formatNumber(count)} x ${formatWatts(gpu.tdpW)} = ${formatWatts(gpu.tdpW * count)} at TDP.${circuitNote(gpu.tdpW * count)}`,
    );
  }
  reasons.push(...caveats(gpu, context));
  return reasons;
}
