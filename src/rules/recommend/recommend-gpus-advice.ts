/**
 * What an expert adds to a GPU ranking beyond its order (expert review 2026-11):
 * - training or fine-tuning with no stack named: CUDA cards first (G08, G17, G22), because
 *   the recipes the advice rests on were shown on CUDA (answerai-fsdp-qlora-2024) and
 *   bitsandbytes lists ROCm and XPU only from v0.50 (ref-bitsandbytes-installation-0-50);
 * - a non-CUDA pick for training when buying new: the used CUDA card that meets the need
 *   within the budget, named beside it (G17, G22);
 * - an inference pick that only just holds its tier: the card in the budget with room to
 *   spare (G10, INFERENCE_HEADROOM_MIN_GB);
 * - an Arc card: its token rate is ranked at SYCL_TOKEN_RATE_SHARE_OF_CUDA of its bandwidth,
 *   and the pick says so (G11).
 */
import { gpuListed, type GpuListingOptions } from '../analysis/gpu-listing';
import { STACK_LABELS, type SoftwareStack, type StackSupportIndex } from '../analysis/software-stacks';
import type { GpuFacts } from '../facts';
import { formatGb, formatNumber, formatPercent, formatUsd } from '../format';
import { normalizeToken } from '../analysis/tokens';
import {
  INFERENCE_HEADROOM_MIN_GB,
  SYCL_TOKEN_RATE_SHARE_OF_CUDA,
  SYCL_VENDOR,
} from './gpu-advice-constants';
import { conditionView, ordered, type OrderKey, type PreparedGpu } from './gpu-orders';
import { meetsNeed, type MemoryNeed } from './memory-need';

const runsCuda = (card: PreparedGpu) => card.stacks.has('CUDA');

/** Whether CUDA cards come first: training or fine-tuning, and no stack named. */
export function cudaFirst(need: MemoryNeed, chosen: SoftwareStack | null): boolean {
  return chosen === null && need.workload !== 'INFERENCE';
}

/** The pool with its CUDA cards first (stable), when cudaFirst; else the pool as it is. */
export function cudaCardsFirst<G extends GpuFacts>(
  pool: PreparedGpu<G>[],
  need: MemoryNeed,
  chosen: SoftwareStack | null,
): PreparedGpu<G>[] {
  if (!cudaFirst(need, chosen)) return pool;
  return [...pool.filter(runsCuda), ...pool.filter((card) => !runsCuda(card))];
}

/** Comparator part: CUDA before the rest when cudaFirst, else 0. */
export function cudaOrder(need: MemoryNeed, chosen: SoftwareStack | null) {
  const on = cudaFirst(need, chosen);
  return (a: PreparedGpu, b: PreparedGpu) => (on ? Number(runsCuda(b)) - Number(runsCuda(a)) : 0);
}

/**
 * The cards a CUDA pick may be compared with (next step up, value alternative) when CUDA comes
 * first: CUDA cards only, so the comparison does not lead back to the stack the order set aside.
 */
export function comparableTo(pick: PreparedGpu, need: MemoryNeed, chosen: SoftwareStack | null) {
  const cudaOnly = cudaFirst(need, chosen) && runsCuda(pick);
  return (card: PreparedGpu) => !cudaOnly || runsCuda(card);
}

const trainingFigure = (card: PreparedGpu) =>
  card.raw.TRAINING_SPEED === null
    ? 'no training figure on record'
    : `relative training performance ${formatNumber(card.raw.TRAINING_SPEED, 2)}, ${card.estimate ? 'a spec estimate' : 'measured'}`;

/** What a ranking needs to look beyond its own pool. */
export interface AdviceScope {
  gpus: readonly GpuFacts[];
  input: GpuListingOptions & { maxPowerW?: number | null; support?: StackSupportIndex | null };
  need: MemoryNeed;
  chosen: SoftwareStack | null;
  key: OrderKey;
  perCardBudget: number | null;
  condition: 'NEW' | 'USED' | 'ANY';
}

/**
 * A non-CUDA top pick for training with no stack named, bought new: the fastest used CUDA card
 * that meets the need within the same per-card budget, power cap and listing rules; null when
 * none does or the advice does not apply.
 */
export function usedCudaBeside<G extends GpuFacts>(pick: PreparedGpu<G>, scope: AdviceScope): string | null {
  if (!cudaFirst(scope.need, scope.chosen) || runsCuda(pick) || scope.condition !== 'NEW') return null;
  const { need, input, perCardBudget } = scope;
  const used = ordered(conditionView(scope.gpus, 'USED', input.support), scope.key).find(
    (card) =>
      runsCuda(card) &&
      card.price !== null &&
      (perCardBudget === null || card.price <= perCardBudget) &&
      gpuListed(card.gpu, input) &&
      (input.maxPowerW == null || card.gpu.tdpW * need.gpuCount <= input.maxPowerW) &&
      meetsNeed(card.perGpuGb, card.gpu.vramGb, need),
  );
  if (!used) return 'No CUDA card meets the need within the budget, new or used.';
  const count = need.gpuCount;
  const cards = count > 1 ? `${formatNumber(count)} x ${used.gpu.name}` : `the ${used.gpu.name}`;
  const total = count > 1 ? ` each (${formatUsd(used.price! * count)})` : '';
  return (
    `No CUDA card sold new within the budget meets the need; used, ${cards} at ${formatUsd(used.price!)}${total} ` +
    `${count > 1 ? 'do' : 'does'} (${formatGb(used.perGpuGb)} per GPU, ${trainingFigure(used)}) on CUDA, where the fine-tuning recipes and kernels were written.`
  );
}

/**
 * A CUDA top pick for training that leads non-CUDA cards only because CUDA comes first: names
 * the fastest of them, and how to rank by speed alone.
 */
export function fasterOffCuda<G extends GpuFacts>(
  pick: PreparedGpu<G>,
  pool: readonly PreparedGpu<G>[],
  scope: AdviceScope,
): string | null {
  if (!cudaFirst(scope.need, scope.chosen) || !runsCuda(pick)) return null;
  const figure = pick.ranked[scope.key];
  const faster = pool.find(
    (card) =>
      !runsCuda(card) &&
      card.ranked[scope.key] !== null &&
      figure !== null &&
      card.ranked[scope.key]! > figure,
  );
  if (!faster) return null;
  const other = [...faster.stacks.keys()].find((stack) => stack !== 'CUDA');
  const on = other ? STACK_LABELS[other] : 'another stack';
  return (
    `CUDA cards come first for training when no stack is named; the ${faster.gpu.name} (${trainingFigure(faster)}) ` +
    `ranks higher on speed alone but runs on ${on}: name that stack to rank by speed alone.`
  );
}

/** An Arc card's token-rate sentence: ranked at the share of its bandwidth SYCL delivers. */
export function syclTokenRate(gpu: GpuFacts, key: OrderKey): string | null {
  if (normalizeToken(gpu.vendor) !== SYCL_VENDOR) return null;
  if (key !== 'TOKEN_RATE' && key !== 'INFERENCE_TOKENS_PER_DOLLAR') return null;
  return (
    `Ranked as if it had ${formatPercent(SYCL_TOKEN_RATE_SHARE_OF_CUDA)} of its bandwidth: llama.cpp's SYCL back end ` +
    'generated Llama 2 7B Q4_0 at 42.9 tokens/s on an Arc A770, that share of what CUDA cards reach per GB/s on the same model.'
  );
}

/**
 * An inference pick that holds its tier with less than INFERENCE_HEADROOM_MIN_GB to spare: the
 * cheapest card of the pool (within the budget, meeting the need) with that room, named.
 */
export function roomierCard<G extends GpuFacts>(
  pick: PreparedGpu<G>,
  pool: readonly PreparedGpu<G>[],
  need: MemoryNeed,
): string | null {
  if (need.workload !== 'INFERENCE' || need.tierGb <= 0) return null;
  const held = (card: PreparedGpu) =>
    need.scope === 'PER_GPU' ? card.perGpuGb : card.gpu.vramGb * need.gpuCount;
  const enough = need.tierGb + INFERENCE_HEADROOM_MIN_GB;
  if (held(pick) >= enough) return null;
  const roomy = pool
    .filter((card) => card !== pick && card.price !== null && held(card) >= enough)
    .sort((a, b) => a.price! - b.price! || held(b) - held(a))[0];
  const tight = `${formatGb(held(pick))} leaves under ${formatGb(INFERENCE_HEADROOM_MIN_GB)} above the ${formatGb(need.tierGb)} tier, which counts the weights only: little room for the context's KV cache.`;
  if (!roomy) return `${tight} No card within the budget has more room.`;
  const diff = pick.price === null ? 0 : (roomy.price! - pick.price) * need.gpuCount;
  const extra = diff > 0 ? `, ${formatUsd(diff)} more` : diff < 0 ? `, ${formatUsd(-diff)} less` : '';
  return `${tight} The ${roomy.gpu.name} (${formatGb(roomy.perGpuGb)}, ${formatUsd(roomy.price!)}${extra}) has room for it.`;
}
