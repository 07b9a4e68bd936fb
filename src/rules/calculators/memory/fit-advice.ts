/**
 * An empty answer never comes without the techniques that would make it fit. When no setup
 * holds an estimate as asked, the techniques people use are applied one after another
 * (cumulatively), each re-estimated, until a setup in the catalog holds it: for training,
 * ZeRO-3 / FSDP sharding over up to 8 GPUs, gradient checkpointing, 8-bit Adam, optimizer state
 * in CPU RAM (ZeRO-Offload), a shorter sequence; for inference, an 8-bit KV cache, a 4-bit
 * format, a shorter context, 8 GPUs, part of the weights in CPU RAM. Sources:
 * microsoft-zero-deepspeed, paper-8bit-optimizers-2021, paper-korthikanti-2022,
 * answerai-fsdp-qlora-2024, ref-vllm-cache-config, tool-llamacpp-quantize.
 */
import { estimateMemoryV2 } from './estimate';
import { fitGpus, fitInput, type FitGpu, type FitOptions, type GpuFit } from './fitting';
import { weightFormatInfo } from './formats';
import { cheaperWithEightBitCache, describe, preferredFit } from './fit-advice-choice';
import type { MemoryEstimateV2Input, ModelCatalog } from './input';
import { BYTES_PER_GB } from './units';

/** GPU counts the advice tries: up to an 8-GPU server. */
const ADVICE_GPU_COUNTS: readonly number[] = [1, 2, 4, 8];
/** Setups each attempt looks through for one with room to spare (the catalog's desktop cards fit in it). */
const ADVICE_CANDIDATES = 100;

interface Technique {
  label: string;
  applies: (input: MemoryEstimateV2Input) => boolean;
  apply: (input: MemoryEstimateV2Input) => MemoryEstimateV2Input;
}

const TRAINING_TECHNIQUES: readonly Technique[] = [
  {
    label: 'ZeRO-3 / FSDP sharding',
    applies: () => true,
    apply: (input) => ({ ...input, zeroStage: 3 }),
  },
  {
    label: 'gradient checkpointing',
    applies: (input) => input.gradientCheckpointing !== true && input.mode === 'TRAINING',
    apply: (input) => ({ ...input, gradientCheckpointing: true }),
  },
  {
    label: '8-bit Adam',
    applies: (input) =>
      input.mode === 'TRAINING' &&
      (input.optimizer == null || input.optimizer === 'ADAMW' || input.optimizer === 'ADAM'),
    apply: (input) => ({ ...input, optimizer: 'ADAM_8BIT' }),
  },
  {
    label: 'the optimizer state in CPU RAM (ZeRO-Offload)',
    applies: (input) => !input.offloadOptimizer,
    apply: (input) => ({ ...input, offloadOptimizer: true }),
  },
  {
    label:
      'the weights in CPU RAM (FSDP CPU offload, as Answer.AI runs QLoRA of a 70B model on two 24 GB cards)',
    applies: (input) => !input.offloadParameters,
    apply: (input) => ({ ...input, offloadParameters: true }),
  },
  {
    label: 'half the sequence length',
    applies: (input) => (input.sequenceLength ?? 2048) > 512,
    apply: (input) => ({
      ...input,
      sequenceLength: Math.max(512, Math.floor((input.sequenceLength ?? 2048) / 2)),
    }),
  },
];

const INFERENCE_TECHNIQUES: readonly Technique[] = [
  {
    label: 'an 8-bit KV cache',
    applies: (input) =>
      input.kvCachePrecision == null ||
      input.kvCachePrecision === 'FP16' ||
      input.kvCachePrecision === 'BF16',
    apply: (input) => ({ ...input, kvCachePrecision: 'FP8' }),
  },
  {
    label: '4-bit weights (AWQ/GPTQ, or GGUF Q4_K_M for llama.cpp)',
    applies: (input) => weightFormatInfo(input.precision).bitsPerWeight > 4.6,
    apply: (input) => ({ ...input, precision: 'INT4' }),
  },
  {
    label: 'half the context',
    applies: (input) => (input.sequenceLength ?? 2048) > 1024,
    apply: (input) => ({
      ...input,
      sequenceLength: Math.max(1024, Math.floor((input.sequenceLength ?? 2048) / 2)),
    }),
  },
  {
    label: 'half of the weights in CPU RAM (llama.cpp partial offload, several times slower)',
    applies: (input) => !input.offloadWeightsFraction,
    apply: (input) => ({ ...input, offloadWeightsFraction: 0.5 }),
  },
];

/**
 * Sentences for an estimate no setup holds under `options`: what was tried and the first
 * combination of techniques with which a catalog setup holds it, or what each GPU would still
 * need. Empty when a setup holds it as asked.
 */
export function fitAdvice(
  input: MemoryEstimateV2Input,
  catalog: ModelCatalog | undefined,
  gpus: readonly FitGpu[],
  options: FitOptions,
): string[] {
  const attempt = (candidate: MemoryEstimateV2Input, counts: readonly number[], desktopOnly: boolean) => {
    const estimates = new Map(
      counts.map((count) => [count, estimateMemoryV2(fitInput(candidate, count), catalog)] as const),
    );
    const list = fitGpus(estimates, gpus, {
      ...options,
      gpuCounts: counts,
      desktopOnly,
      first: ADVICE_CANDIDATES,
    });
    // Advice names a setup with room to spare when one exists (review F11: 17.0 of 17.2 GB).
    return { best: preferredFit(list, input, options), tight: list[0] ?? null, estimates };
  };
  const asked = options.gpuCounts ?? [1, 2, 4];
  const desktopOnly = options.desktopOnly ?? true;
  const asAsked = attempt(input, asked, desktopOnly);
  if (asAsked.tight) {
    return cheaperWithEightBitCache(
      input,
      asAsked.tight,
      (candidate) => attempt(candidate, asked, desktopOnly).best,
    );
  }
  const techniques = input.mode === 'INFERENCE' ? INFERENCE_TECHNIQUES : TRAINING_TECHNIQUES;
  const lines = [
    `No setup of ${asked.join(', ')} GPUs in the catalog holds this as asked${options.budgetUsd != null ? ' within the budget' : ''}.`,
  ];
  // The GPU counts asked for first, then up to an 8-GPU server; techniques added one at a time.
  let current = input;
  let used: string[] = [];
  let last = attempt(input, ADVICE_GPU_COUNTS, desktopOnly);
  // The first setup found with little headroom, kept in case none with room turns up.
  let tight: { fit: GpuFit; used: string[] } | null = null;
  for (const counts of [asked, ADVICE_GPU_COUNTS]) {
    current = input;
    used = counts === ADVICE_GPU_COUNTS ? ['up to 8 GPUs'] : [];
    if (counts === ADVICE_GPU_COUNTS && last.best) return [...lines, describe(last.best, used)];
    tight ??= last.tight && counts === ADVICE_GPU_COUNTS ? { fit: last.tight, used: [...used] } : null;
    for (const technique of techniques) {
      if (!technique.applies(current)) continue;
      current = technique.apply(current);
      used.push(technique.label);
      last = attempt(current, counts, desktopOnly);
      if (last.best) return [...lines, describe(last.best, used)];
      tight ??= last.tight ? { fit: last.tight, used: [...used] } : null;
    }
  }
  if (tight)
    return [...lines, `${describe(tight.fit, tight.used)} Little headroom: no setup found leaves more.`];
  const servers = attempt(current, ADVICE_GPU_COUNTS, false);
  if (servers.best) return [...lines, `${describe(servers.best, used)} Only server cards hold it.`];
  const perGpu = Math.min(...[...last.estimates.values()].map((estimate) => estimate.perGpu.total.bytes));
  return [
    ...lines,
    `Even with ${used.length ? used.join(', ') : 'every technique that applies'}, each of 8 GPUs needs ${(perGpu / BYTES_PER_GB).toFixed(1)} GB: ` +
      'more than any card in the catalog holds; it needs a multi-node cluster or a smaller model.',
  ];
}
