/**
 * How memory divides across GPUs.
 *
 * Inference:
 * - TENSOR (Megatron-style, vLLM): every linear layer is split column/row-wise across N
 *   GPUs, embeddings and output head by vocabulary; norms are replicated (negligible). Each
 *   GPU caches the KV heads it owns (at least one: with fewer KV heads than GPUs, heads are
 *   replicated; MLA's latent is replicated on every GPU). The activation workspace and the
 *   CUDA context are per GPU.
 * - LAYER (llama.cpp's default split, accelerate's device_map): each GPU holds a contiguous
 *   block of layers and their KV cache; the first GPU also holds the embedding, the last
 *   the output head. The busiest GPU sets the requirement.
 *
 * Training: data parallel with ZeRO (Rajbhandari et al. 2020). Stage 1 partitions the
 * optimizer state across N GPUs, stage 2 also the gradients, stage 3 also the parameters.
 * Activations are per GPU (each processes its own micro-batch).
 */
import type { Parallelism, ZeroStage } from './input';
import type { ModelArchitecture } from './model-spec';
import { kvShareOnGpu } from './kv-cache';
import type { WeightBytes } from './weights';

export interface InferenceSplitInput {
  arch: ModelArchitecture;
  gpuCount: number;
  parallelism: Parallelism;
  /** The weights, layer by layer (weights.ts). */
  weights: WeightBytes;
  kvBytes: number;
}

export interface GpuShare {
  weights: number;
  kvCache: number;
}

export function inferenceShareOnBusiestGpu(s: InferenceSplitInput): GpuShare {
  const n = s.gpuCount;
  const w = s.weights;
  if (n <= 1) return { weights: w.total, kvCache: s.kvBytes };
  if (s.parallelism === 'TENSOR') {
    return { weights: w.total / n, kvCache: s.kvBytes * kvShareOnGpu(s.arch, n) };
  }
  // Contiguous blocks of ceil(L/N) layers; the first GPU also holds the embeddings (and the
  // encoder), the last the output head and final norm. The busiest GPU sets the requirement.
  const layers = s.arch.layers;
  const perGpu = Math.ceil(layers / Math.min(n, layers));
  const gpus = Math.ceil(layers / perGpu);
  let busiest = { weights: 0, kvCache: 0 };
  for (let g = 0; g < gpus; g++) {
    const from = g * perGpu;
    const to = Math.min(layers, from + perGpu);
    let weights = w.perLayer.slice(from, to).reduce((sum, b) => sum + b, 0);
    if (g === 0) weights += w.embedding + w.encoder;
    if (g === gpus - 1) weights += w.outputHead + w.rest;
    if (weights > busiest.weights) busiest = { weights, kvCache: (s.kvBytes * (to - from)) / layers };
  }
  return busiest;
}

export interface ModelStateBytes {
  weights: number;
  gradients: number;
  optimizer: number;
}

/** Per-GPU model state under ZeRO stage `stage` across `gpuCount` data-parallel GPUs. */
export function zeroShare(state: ModelStateBytes, gpuCount: number, stage: ZeroStage): ModelStateBytes {
  const n = Math.max(1, gpuCount);
  return {
    optimizer: stage >= 1 ? state.optimizer / n : state.optimizer,
    gradients: stage >= 2 ? state.gradients / n : state.gradients,
    weights: stage >= 3 ? state.weights / n : state.weights,
  };
}
