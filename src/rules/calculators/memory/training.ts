/**
 * Trainable parameters and their gradients and optimizer state.
 *
 * Full training keeps, per parameter: the weights in the training precision, gradients in
 * the same precision, the optimizer state, and with 16-bit mixed precision an FP32 master
 * copy (ZeRO paper: 2 + 2 + 12 = 16 bytes per parameter for mixed-precision Adam).
 *
 * LoRA (Hu et al. 2021) freezes the base and trains two low-rank matrices per targeted
 * linear layer: r x (in + out) parameters. QLoRA (Dettmers et al. 2023) keeps the frozen
 * base in 4-bit NF4 with double quantization.
 */
import { attentionShapes, moeLayerCount, mlpShapes, type LinearShape } from './architecture';
import { MASTER_WEIGHT_BYTES, OPTIMIZER_STATE_BYTES, type OptimizerName } from './constants';
import type { ModelArchitecture } from './model-spec';

export const LORA_TARGETS = ['ALL_LINEAR', 'ATTENTION', 'QV'] as const;
export type LoraTargets = (typeof LORA_TARGETS)[number];

function targeted(shapes: LinearShape[], targets: LoraTargets): LinearShape[] {
  if (targets === 'ALL_LINEAR') return shapes;
  const attention = shapes.filter((s) => s.kind === 'ATTENTION');
  if (targets === 'ATTENTION') return attention;
  return attention.filter((s) => s.name === 'q_proj' || s.name === 'v_proj' || s.name === 'q_b_proj');
}

/** LoRA parameters: r x (in + out) for every targeted matrix (experts included). */
export function loraParameterCount(arch: ModelArchitecture, rank: number, targets: LoraTargets): number {
  const perShape = (shapes: LinearShape[]) =>
    targeted(shapes, targets).reduce((sum, s) => sum + rank * (s.inFeatures + s.outFeatures) * s.copies, 0);
  const moeLayers = moeLayerCount(arch);
  const denseLayers = arch.layers - moeLayers;
  const attention = perShape(attentionShapes(arch)) * arch.layers;
  const dense = perShape(mlpShapes(arch, false)) * denseLayers;
  const moe = moeLayers > 0 ? perShape(mlpShapes(arch, true)) * moeLayers : 0;
  // Attention-only targets exclude MLP shapes via `targeted`.
  return attention + (targets === 'ALL_LINEAR' ? dense + moe : 0);
}

/**
 * Adafactor's factored second moment: one row and one column statistic per matrix, FP32,
 * no first moment (the Hugging Face default beta1 = None).
 */
export function adafactorStateBytes(arch: ModelArchitecture): number {
  const shapes = [...attentionShapes(arch).map((s) => ({ s, layers: arch.layers }))];
  const moeLayers = moeLayerCount(arch);
  shapes.push(...mlpShapes(arch, false).map((s) => ({ s, layers: arch.layers - moeLayers })));
  if (moeLayers > 0) shapes.push(...mlpShapes(arch, true).map((s) => ({ s, layers: moeLayers })));
  const matrices = shapes.reduce(
    (sum, { s, layers }) => sum + (s.inFeatures + s.outFeatures) * s.copies * layers,
    0,
  );
  const embeddings = (arch.tiedEmbeddings ? 1 : 2) * (arch.vocabSize + arch.hiddenSize);
  return 4 * (matrices + embeddings);
}

export interface OptimizerBytesOptions {
  trainable: number;
  optimizer: OptimizerName;
  /** True when the trained weights are 16-bit and an FP32 master copy is kept. */
  masterCopy: boolean;
  /** Adafactor's factored state for full training (0 for LoRA, where matrices are tiny). */
  factoredBytes: number;
}

export function optimizerBytes(o: OptimizerBytesOptions): number {
  const state =
    o.optimizer === 'ADAFACTOR' ? o.factoredBytes : o.trainable * OPTIMIZER_STATE_BYTES[o.optimizer];
  return state + (o.masterCopy ? o.trainable * MASTER_WEIGHT_BYTES : 0);
}

/**
 * Layers' worth of weights a sharded GPU holds gathered at once: FSDP and ZeRO-3 gather one
 * layer's full weights to compute it and prefetch the next (FSDP's default backward prefetch,
 * DeepSpeed's stage3_prefetch_bucket_size). With the weights offloaded to CPU RAM (FSDP
 * CPUOffload(offload_params=True), ZeRO-3 offload_param) this is all of them a GPU holds.
 * @source microsoft-zero-deepspeed, answerai-fsdp-qlora-2024
 */
export const GATHERED_LAYERS = 2;

/**
 * Per-GPU weights when the sharded weights live in CPU RAM: GATHERED_LAYERS layers of them
 * (block weights / layers), plus the embedding or head the busiest GPU computes with.
 * Answer.AI fine-tunes a 70B model with QLoRA on two 24 GB cards this way (about 55 GB of CPU RAM).
 */
export function offloadedWeightsOnGpu(
  blockWeightBytes: number,
  layers: number,
  embeddingBytes: number,
): number {
  return (blockWeightBytes / Math.max(1, layers)) * GATHERED_LAYERS + embeddingBytes;
}
