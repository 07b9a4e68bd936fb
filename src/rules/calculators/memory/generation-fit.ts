/**
 * Which catalog cards and unified-memory machines hold an image or video generation estimate
 * (estimateGenerationMemory's `fits`), cheapest first: the counterpart of `fits` and
 * `systemFits` for LLM estimates, with the rules that differ for a diffusion pipeline.
 *
 * - One GPU. diffusers and ComfyUI run a pipeline on one device; spreading a denoiser over
 *   several cards is not what their offload modes do, so multi-GPU setups are not listed.
 * - The whole memory. The peak already counts the CUDA context and an allocator margin
 *   (generation.ts), and PyTorch keeps no fixed fraction as vLLM does, so the peak is compared
 *   with the card's memory, or with the memory a machine's GPU may use by default.
 * - PyTorch's stacks. The pipelines run on PyTorch: a machine must offer CUDA, ROCm or Metal
 *   (MPS), as RUNTIME_SYSTEM_STACKS says for PyTorch; a card must run one of PyTorch's stacks
 *   (CUDA, ROCm, XPU: WORKLOAD_STACKS of training, judged when the support rows are given),
 *   and a card off CUDA says so in its notes, in the words `fits` uses for PyTorch work.
 *   Cards follow `fits`' defaults: desktop cards of supported architectures with a price;
 *   server modules and legacy cards on request.
 * - No FP8 filter. An FP8 file is computed in 16 bits on cards without FP8 units (the
 *   GenerationPrecision text), so it holds the same memory on any card.
 */
import { pricedAt } from '../../analysis/price-age';
import { stackCaveat, stackFor, type StackSupportIndex } from '../../analysis/software-stacks';
import { isDesktopUsable, setupFor, type FitCondition, type FitGpu, type GpuSetup } from './fitting';
import { RUNTIME_SYSTEM_STACKS, type FitSystem } from './system-fit';
import { amount, cardBytes, type MemoryAmount } from './units';

export interface GenerationFitOptions {
  condition?: FitCondition;
  /** Also SXM/OAM modules and passive server cards (default false). */
  includeServerCards?: boolean;
  /** Also cards whose architecture current frameworks dropped (default false). */
  includeLegacy?: boolean;
  /** Largest price, US dollars (unpriced machines are then left out). */
  budgetUsd?: number | null;
  /** At most this many (default 10, capped at 100). */
  first?: number;
  /** Software-support rows by architecture: cards are then judged for PyTorch's stacks. */
  support?: StackSupportIndex | null;
}

/** PyTorch's stacks are those of training work (WORKLOAD_STACKS). */
const PYTORCH_WORKLOAD = 'TRAINING';

export interface GenerationFit<G extends FitGpu = FitGpu, S extends FitSystem = FitSystem> {
  /** The card; null for a machine. */
  gpu: G | null;
  /** The unified-memory machine; null for a card. */
  system: S | null;
  /** What the peak is compared with: one GPU's memory, or what a machine's GPU may use. */
  memory: MemoryAmount;
  /** The estimate's peak. */
  required: MemoryAmount;
  headroom: MemoryAmount;
  /** Null only for a machine without a price of the asked condition (cards need a price). */
  priceUsd: number | null;
  priceCondition: 'NEW' | 'USED' | null;
  /** A card's housing (one card: DESKTOP, or SERVER for a module or passive card); null for a machine. */
  setup: GpuSetup | null;
  /** What the answer rests on beyond the numbers. */
  notes: string[];
}

const MAX_RESULTS = 100;

/** The cards and machines whose memory holds `peakBytes`, cheapest first, unpriced machines last. */
export function fitGeneration<G extends FitGpu, S extends FitSystem>(
  peakBytes: number,
  gpus: readonly G[],
  systems: readonly S[],
  options: GenerationFitOptions = {},
): GenerationFit<G, S>[] {
  const first = Math.min(MAX_RESULTS, Math.max(0, options.first ?? 10));
  if (first === 0) return [];
  const condition = options.condition ?? 'ANY';
  const budget = options.budgetUsd ?? null;
  const required = amount(peakBytes);
  const fits: GenerationFit<G, S>[] = [];
  for (const gpu of gpus) {
    if (!options.includeServerCards && !isDesktopUsable(gpu)) continue;
    if (!gpu.supported && !options.includeLegacy) continue;
    const stackGpu = { ...gpu, vendor: gpu.vendor ?? '' };
    if (options.support && !stackFor(stackGpu, PYTORCH_WORKLOAD, null, options.support)) continue;
    const price = pricedAt(gpu, condition);
    if (!price || (budget != null && price.price > budget)) continue;
    // A dual-GPU board is two devices: a pipeline sees one of them.
    const memory = cardBytes(gpu.vramGb / Math.max(1, gpu.gpusPerBoard));
    if (peakBytes > memory) continue;
    const notes: string[] = [];
    if (gpu.gpusPerBoard > 1) notes.push(`One of the board's ${gpu.gpusPerBoard} GPUs runs the pipeline.`);
    const caveat = options.support ? stackCaveat(stackGpu, PYTORCH_WORKLOAD, null, options.support) : null;
    if (caveat) notes.push(caveat);
    fits.push({
      gpu,
      system: null,
      memory: amount(memory),
      required,
      headroom: amount(memory - peakBytes),
      priceUsd: price.price,
      priceCondition: price.condition,
      setup: setupFor(gpu, 1),
      notes,
    });
  }
  for (const system of systems) {
    if (!RUNTIME_SYSTEM_STACKS.TRANSFORMERS.some((stack) => system.softwareStacks.includes(stack))) continue;
    const memory = cardBytes(system.gpuUsableMemoryGb);
    if (peakBytes > memory) continue;
    const price = pricedAt(system, condition);
    if (budget != null && (price == null || price.price > budget)) continue;
    const notes =
      system.gpuUsableMemoryGb < system.unifiedMemoryGb
        ? [
            `Compared with the ${system.gpuUsableMemoryGb} GB its GPU may use by default, not the ${system.unifiedMemoryGb} GB installed.`,
          ]
        : [];
    fits.push({
      gpu: null,
      system,
      memory: amount(memory),
      required,
      headroom: amount(memory - peakBytes),
      priceUsd: price?.price ?? null,
      priceCondition: price?.condition ?? null,
      setup: null,
      notes,
    });
  }
  const unpriced = Number.MAX_SAFE_INTEGER;
  const slug = (fit: GenerationFit<G, S>) => (fit.gpu ?? fit.system)!.slug;
  return fits
    .sort(
      (a, b) =>
        (a.priceUsd ?? unpriced) - (b.priceUsd ?? unpriced) ||
        b.headroom.bytes - a.headroom.bytes ||
        slug(a).localeCompare(slug(b)),
    )
    .slice(0, first);
}
