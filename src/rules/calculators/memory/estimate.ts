/**
 * Memory estimate v2: bytes per GPU, line by line, for inference, full training, LoRA and
 * QLoRA of a transformer named from the catalog or described by its architecture or size.
 * Pure: the caller passes the catalog. Formulas and sources: README.md beside this file.
 */
import { activeIntermediate, inferenceWorkspaceBytes, trainingActivationBytes } from './activations';
import { parameterBreakdown } from './architecture';
import {
  CUDA_CONTEXT_BYTES,
  DEFAULT_BATCH_SIZE,
  DEFAULT_LORA_RANK,
  DEFAULT_SEQUENCE_LENGTH,
  FRAGMENTATION_FRACTION,
  PREFILL_CHUNK_TOKENS,
  type OptimizerName,
} from './constants';
import { KV_BITS, weightFormatInfo, type WeightFormat } from './formats';
import { formatAssumptions } from './format-assumptions';
import { weightBytes } from './weights';
import { validateInput, type MemoryEstimateV2Input, type Parallelism, type ZeroStage } from './input';
import { resolveModel, type ModelCatalog } from './resolve-model';
import { kvCacheBytes } from './kv-cache';
import { kvBasis } from './kv-basis';
import { offloadCostText } from './offload';
import { inferenceShareOnBusiestGpu, zeroShare } from './parallel';
import type { MemoryEstimateV2, MemoryLineKey } from './result';
import { buildLines } from './lines';
import { adafactorStateBytes, loraParameterCount, offloadedWeightsOnGpu, optimizerBytes } from './training';
import { amount, BYTES_PER_GB } from './units';

const QLORA_BASE_FORMATS: readonly WeightFormat[] = ['NF4', 'NF4_DQ', 'INT4', 'GPTQ_INT4', 'AWQ_INT4'];
const round2 = (v: number): number => Math.round(v * 100) / 100;
const round3 = (v: number): number => Math.round(v * 1000) / 1000;

export function estimateMemoryV2(input: MemoryEstimateV2Input, catalog?: ModelCatalog): MemoryEstimateV2 {
  validateInput(input);
  const resolved = resolveModel(input, catalog);
  const arch = resolved.architecture;
  const assumptions = [...resolved.assumptions];
  const parts = parameterBreakdown(arch);
  const total = resolved.parametersBillions != null ? resolved.parametersBillions * 1e9 : parts.total;
  // Published totals scale the computed split (they differ by rounding, biases, vision towers).
  const scale = total / parts.total;
  const active =
    resolved.activeParametersBillions != null
      ? resolved.activeParametersBillions * 1e9
      : arch.moe
        ? parts.active * scale
        : total;

  const mode = input.mode;
  const training = mode !== 'INFERENCE';
  const gpuCount = input.gpuCount ?? 1;
  const batch = input.batchSize ?? DEFAULT_BATCH_SIZE;
  const seq = input.sequenceLength ?? DEFAULT_SEQUENCE_LENGTH;
  let format: WeightFormat = input.precision;
  if (mode === 'QLORA' && !QLORA_BASE_FORMATS.includes(format)) {
    format = 'NF4_DQ';
    assumptions.push(
      'QLoRA base in NF4 with double quantization (4.127 bits per weight), as in the QLoRA paper.',
    );
  }
  const fmt = weightFormatInfo(format, input.groupSize ?? undefined, input.bitsPerWeight ?? null);
  const computeBytes = format === 'FP32' ? 4 : 2;
  const weights = weightBytes(arch, format, fmt, scale);
  const weightTotal = weights.total;
  assumptions.push(...formatAssumptions(arch, format, fmt, weights, input.bitsPerWeight ?? null));
  if (arch.moe)
    assumptions.push(
      'Mixture of experts: every expert is resident in memory; only the active experts count for compute and bandwidth.',
    );

  const values: Partial<Record<MemoryLineKey, number>> = {};
  const basis: Partial<Record<MemoryLineKey, string>> = {};
  const sources: Partial<Record<MemoryLineKey, string[]>> = {};
  let cpuRamBytes = 0;
  let parallelism: MemoryEstimateV2['parallelism'] = gpuCount > 1 ? 'TENSOR' : 'SINGLE';
  let zeroStage: ZeroStage | null = null;
  let decode: MemoryEstimateV2['decode'] = null;
  let trainable = 0;
  let checkpointing: boolean | null = null;
  let lora: MemoryEstimateV2['lora'] = null;
  const kvPrecision = training ? null : (input.kvCachePrecision ?? 'FP16');

  if (!training) {
    const split: Parallelism = input.parallelism ?? (fmt.runtime === 'LLAMA_CPP' ? 'LAYER' : 'TENSOR');
    if (gpuCount > 1) parallelism = split;
    const slidingWindowCache = input.slidingWindowCache ?? true;
    const kvBits = KV_BITS[kvPrecision!];
    const kv = kvCacheBytes(arch, { contextTokens: seq, batch, bits: kvBits, slidingWindowCache });
    const share = inferenceShareOnBusiestGpu({ arch, gpuCount, parallelism: split, weights, kvBytes: kv });
    const offloaded = input.offloadWeightsFraction ?? 0;
    cpuRamBytes = weightTotal * offloaded;
    values.WEIGHTS = share.weights * (1 - offloaded);
    basis.WEIGHTS = `${(total / 1e9).toFixed(2)}B parameters in ${format} (${fmt.derivation})${gpuCount > 1 ? `, busiest of ${gpuCount} GPUs (${split} split)` : ''}${offloaded ? `, ${Math.round(offloaded * 100)} % in CPU RAM` : ''}.`;
    sources.WEIGHTS = fmt.sources;
    values.KV_CACHE = share.kvCache;
    basis.KV_CACHE = kvBasis(arch, seq, batch, kvBits, slidingWindowCache);
    sources.KV_CACHE = ['paper-gqa-2023', ...(arch.attention === 'MLA' ? ['paper-deepseek-v3-2024'] : [])];
    values.ACTIVATIONS = inferenceWorkspaceBytes(arch, {
      chunkTokens: Math.min(seq, PREFILL_CHUNK_TOKENS),
      batch,
      computeBytes,
    });
    basis.ACTIVATIONS = `One layer's buffers for a ${Math.min(seq, PREFILL_CHUNK_TOKENS)}-token prompt chunk plus FP32 logits of the last position.`;
    sources.ACTIVATIONS = [];
    if (kvPrecision !== 'FP16' && kvPrecision !== 'BF16')
      assumptions.push(`KV cache in ${kvPrecision} (${kvBits} bits per element).`);
    if (arch.slidingWindow && !slidingWindowCache)
      assumptions.push('Sliding-window layers cache the full context (runtime without a windowed cache).');
    if (gpuCount > 1)
      assumptions.push(
        split === 'TENSOR'
          ? 'Tensor parallel: weights split evenly, embeddings by vocabulary, KV heads per GPU (replicated when fewer than GPUs), workspace and CUDA context per GPU.'
          : 'Layer split: each GPU holds a block of layers and their KV cache; the busiest GPU also holds the embedding or output head.',
      );
    decode = {
      weightBytesPerToken: weights.perTokenRead,
      kvBytesPerToken: kvCacheBytes(arch, {
        contextTokens: Math.max(1, Math.round(seq / 2)),
        batch: 1,
        bits: kvBits,
        slidingWindowCache,
      }),
      flopsPerToken: 2 * active,
      offloadedFraction: offloaded,
      layers: arch.layers,
      parallelism: gpuCount > 1 ? split : 'SINGLE',
    };
  } else {
    checkpointing = input.gradientCheckpointing ?? mode !== 'TRAINING';
    const flashAttention = input.flashAttention ?? true;
    const optimizer: OptimizerName = input.optimizer ?? 'ADAMW';
    zeroStage = input.zeroStage ?? 0;
    if (gpuCount > 1) parallelism = 'DATA_PARALLEL';
    let state: { weights: number; gradients: number; optimizer: number };
    let adapterBytes = 0;
    if (mode === 'TRAINING') {
      trainable = total;
      const bytes = format === 'FP32' ? 4 : 2;
      const factored = adafactorStateBytes(arch) * scale;
      state = {
        weights: total * bytes,
        gradients: total * bytes,
        optimizer: optimizerBytes({ trainable, optimizer, masterCopy: bytes === 2, factoredBytes: factored }),
      };
      basis.GRADIENTS = `${(total / 1e9).toFixed(2)}B gradients x ${bytes} bytes.`;
      basis.OPTIMIZER = `${optimizer}${bytes === 2 ? ' + FP32 master weights' : ''} per parameter.`;
    } else {
      const rank = input.loraRank ?? DEFAULT_LORA_RANK;
      const targets = input.loraTargets ?? 'ALL_LINEAR';
      lora = { rank, targets };
      trainable = loraParameterCount(arch, rank, targets);
      const adapterBytesPerParam = input.adapterPrecision === 'BF16' ? 2 : 4;
      adapterBytes = trainable * adapterBytesPerParam;
      state = {
        weights: weightTotal,
        gradients: trainable * adapterBytesPerParam,
        optimizer: optimizerBytes({
          trainable,
          optimizer,
          masterCopy: false,
          factoredBytes: (4 * trainable) / rank,
        }),
      };
      basis.GRADIENTS = `${(trainable / 1e6).toFixed(1)}M adapter gradients x ${adapterBytesPerParam} bytes.`;
      basis.OPTIMIZER = `${optimizer} state for ${(trainable / 1e6).toFixed(1)}M adapter parameters.`;
      basis.LORA_ADAPTERS = `LoRA r=${rank} on ${targets}: r x (in + out) per matrix = ${(trainable / 1e6).toFixed(1)}M parameters x ${adapterBytesPerParam} bytes (${input.adapterPrecision ?? 'FP32'}).`;
      sources.LORA_ADAPTERS = ['paper-lora-2021'];
      assumptions.push(
        `LoRA rank ${rank} on ${targets === 'ALL_LINEAR' ? 'all linear layers' : targets}, adapters in ${input.adapterPrecision ?? 'FP32'}, optimizer state in FP32.`,
      );
    }
    if (checkpointing)
      assumptions.push(
        'Gradient checkpointing on: one input per layer is kept and each layer is recomputed in the backward pass (about a third more compute).',
      );
    else assumptions.push('Gradient checkpointing off: every layer keeps its activations.');
    const shared = zeroShare(state, gpuCount, zeroStage);
    if (input.offloadOptimizer) {
      cpuRamBytes += state.optimizer;
      shared.optimizer = 0;
    }
    if (input.offloadParameters) {
      cpuRamBytes += state.weights;
      shared.weights = Math.min(
        shared.weights,
        offloadedWeightsOnGpu(
          mode === 'TRAINING' ? state.weights : weights.perLayer.reduce((sum, bytes) => sum + bytes, 0),
          arch.layers,
          weights.embedding,
        ),
      );
      assumptions.push(
        'Weights in CPU RAM (FSDP CPU offload / ZeRO-3 offload_param): each GPU gathers two layers at a time; every step streams them over PCIe, which slows it.',
      );
    }
    values.WEIGHTS = shared.weights;
    basis.WEIGHTS =
      mode === 'TRAINING'
        ? `${(total / 1e9).toFixed(2)}B parameters x ${format === 'FP32' ? 4 : 2} bytes.`
        : `Frozen base: ${(total / 1e9).toFixed(2)}B parameters in ${format} (${fmt.derivation}).`;
    sources.WEIGHTS = fmt.sources;
    values.LORA_ADAPTERS = adapterBytes;
    values.GRADIENTS = shared.gradients;
    values.OPTIMIZER = shared.optimizer;
    sources.GRADIENTS = ['microsoft-zero-deepspeed'];
    sources.OPTIMIZER = [
      'microsoft-zero-deepspeed',
      ...(optimizer === 'ADAM_8BIT' ? ['paper-8bit-optimizers-2021'] : []),
      ...(optimizer === 'ADAFACTOR' ? ['paper-adafactor-2018'] : []),
    ];
    const acts = trainingActivationBytes(arch, {
      sequenceLength: seq,
      batch,
      computeBytes,
      gradientCheckpointing: checkpointing,
      flashAttention,
    });
    values.ACTIVATIONS = acts.total;
    basis.ACTIVATIONS = `Korthikanti et al.: ${checkpointing ? '2 s b h per layer kept + one layer (34 s b h) recomputed' : 's b h (34' + (flashAttention ? ')' : ' + 5 a s / h)') + ' per layer'}; s=${seq}, b=${batch}, h=${arch.hiddenSize}, plus FP32 logits and their gradient (${Math.round(acts.logits / 1e6)} MB).`;
    sources.ACTIVATIONS = ['paper-korthikanti-2022'];
    if (
      arch.intermediateSize > 4 * arch.hiddenSize ||
      activeIntermediate(arch) > 4 * arch.hiddenSize ||
      arch.moe
    )
      assumptions.push('Activation formula derived for a 4h MLP; wider or expert MLPs store more.');
    if (gpuCount > 1)
      assumptions.push(
        `Data parallel over ${gpuCount} GPUs with ZeRO stage ${zeroStage}; each GPU processes a batch of ${batch}.`,
      );
  }

  values.CUDA_CONTEXT = CUDA_CONTEXT_BYTES;
  basis.CUDA_CONTEXT = 'CUDA context and kernels per process (0.5 GiB).';
  sources.CUDA_CONTEXT = ['doc-pytorch-cuda-memory', 'issue-pytorch-cuda-context'];
  const dynamic =
    (values.KV_CACHE ?? 0) +
    (values.ACTIVATIONS ?? 0) +
    (values.GRADIENTS ?? 0) +
    (values.OPTIMIZER ?? 0) +
    (values.LORA_ADAPTERS ?? 0);
  values.FRAGMENTATION = FRAGMENTATION_FRACTION * dynamic;
  basis.FRAGMENTATION = `${FRAGMENTATION_FRACTION * 100} % of the memory allocated while running (KV cache, activations, gradients, optimizer).`;
  sources.FRAGMENTATION = ['doc-pytorch-cuda-memory'];

  const lines = buildLines(values, basis, sources);
  const perGpuBytes = lines.reduce((sum, l) => sum + l.amount.bytes, 0);
  const gb = (key: MemoryLineKey) => round2((values[key] ?? 0) / BYTES_PER_GB);
  return {
    mode,
    weightFormat: format,
    bitsPerWeight: round3(fmt.scope === 'GGUF' ? weights.effectiveBits : fmt.bitsPerWeight),
    effectiveBitsPerWeight: round3(weights.effectiveBits),
    weightFormatInfo: fmt,
    kvCachePrecision: kvPrecision,
    model: resolved.spec ? { slug: resolved.spec.slug, name: resolved.spec.name } : null,
    config: resolved.config,
    architecture: arch,
    architectureDerived: resolved.derived,
    parameters: {
      totalBillions: total / 1e9,
      activeBillions: active / 1e9,
      trainableBillions: trainable / 1e9,
      fromArchitectureBillions: parts.total / 1e9,
    },
    sequenceLength: seq,
    batchSize: batch,
    gradientCheckpointing: checkpointing,
    lora,
    gpuCount,
    parallelism,
    zeroStage,
    perGpu: { lines, total: amount(perGpuBytes) },
    allGpus: amount(perGpuBytes * gpuCount),
    cpuRam: amount(cpuRamBytes),
    offloadCost: offloadCostText(cpuRamBytes, decode, trainable),
    decode,
    assumptions,
    totalGb: round2(perGpuBytes / BYTES_PER_GB),
    weightsGb: round2(((values.WEIGHTS ?? 0) + (values.LORA_ADAPTERS ?? 0)) / BYTES_PER_GB),
    gradientsGb: gb('GRADIENTS'),
    optimizerGb: gb('OPTIMIZER'),
    activationsGb: gb('ACTIVATIONS'),
    kvCacheGb: gb('KV_CACHE'),
    overheadGb: round2(((values.CUDA_CONTEXT ?? 0) + (values.FRAGMENTATION ?? 0)) / BYTES_PER_GB),
  };
}
