/**
 * KV cache size from the architecture.
 *
 * Standard attention caches one key and one value vector per KV head per layer per token:
 *   bytes = 2 x layers x kvHeads x headDim x tokens x batch x bits / 8
 * Grouped-query attention (Ainslie et al. 2023) shares each KV head among several query
 * heads, so kvHeads < attentionHeads; MQA is kvHeads = 1.
 * Multi-head latent attention (DeepSeek-V2/V3) caches one compressed latent plus the
 * decoupled rotary key per layer per token: (kv_lora_rank + qk_rope_head_dim) elements.
 * Sliding-window (and Llama 4's chunked) layers keep at most `windowTokens` tokens; layers
 * that reuse another layer's cache (Gemma 3n) add none; linear-attention layers (Qwen3-Next's
 * Gated DeltaNet) keep a fixed-size state per sequence instead of a cache that grows.
 */
import { kvDim } from './architecture';
import type { ModelArchitecture } from './model-spec';

export interface KvCacheOptions {
  contextTokens: number;
  batch: number;
  bits: number;
  /** Runtime keeps only the window for sliding-window layers (vLLM, transformers' hybrid cache). */
  slidingWindowCache: boolean;
}

/**
 * Bytes per element of the linear-attention recurrent state: FP32, as Qwen3.5 configs set
 * (mamba_ssm_dtype) and vLLM keeps it.
 * @estimate FP32 state.
 */
export const LINEAR_STATE_BYTES = 4;

/** Elements cached per token per layer (keys and values together). */
export function kvElementsPerTokenPerLayer(arch: ModelArchitecture): number {
  if (arch.attention === 'MLA' && arch.mla) return arch.mla.kvLoraRank + arch.mla.qkRopeHeadDim;
  return 2 * kvDim(arch);
}

/** Layers that keep a KV cache growing with the context (not linear-attention, not sharing another's). */
export function cachingLayers(arch: ModelArchitecture): number {
  const linear = arch.linearAttention?.layers ?? 0;
  const shared = arch.kvSharedLayers ?? 0;
  return Math.max(0, arch.layers - linear - shared);
}

/** Tokens held per sequence summed over the caching layers (sliding-window layers capped at the window). */
export function cachedLayerTokens(
  arch: ModelArchitecture,
  contextTokens: number,
  slidingWindowCache: boolean,
): number {
  const layers = cachingLayers(arch);
  const window = arch.slidingWindow;
  if (!window || !slidingWindowCache) return layers * contextTokens;
  // Windowed layers keep their share among the caching layers (Gemma 3n shares both kinds).
  const local = Math.min(layers, Math.round((window.localLayers * layers) / arch.layers));
  return local * Math.min(contextTokens, window.windowTokens) + (layers - local) * contextTokens;
}

/** Recurrent state of the linear-attention layers, bytes per sequence (does not grow with the context). */
export function linearStateBytes(arch: ModelArchitecture, kvBits: number): number {
  const lin = arch.linearAttention;
  if (!lin || lin.layers <= 0) return 0;
  const state = lin.valueHeads * lin.keyHeadDim * lin.valueHeadDim * LINEAR_STATE_BYTES;
  const conv =
    ((2 * lin.keyHeads * lin.keyHeadDim + lin.valueHeads * lin.valueHeadDim) *
      (lin.convKernel - 1) *
      kvBits) /
    8;
  return lin.layers * (state + conv);
}

export function kvCacheBytes(arch: ModelArchitecture, options: KvCacheOptions): number {
  const layerTokens = cachedLayerTokens(arch, options.contextTokens, options.slidingWindowCache);
  const kv = (kvElementsPerTokenPerLayer(arch) * layerTokens * options.batch * options.bits) / 8;
  return kv + linearStateBytes(arch, options.bits) * options.batch;
}

/** KV bytes added per token of context (all caching layers, full attention), one sequence. */
export function kvBytesPerToken(arch: ModelArchitecture, bits: number): number {
  return (kvElementsPerTokenPerLayer(arch) * cachingLayers(arch) * bits) / 8;
}

/**
 * How many KV heads one GPU holds under tensor parallelism: heads are split evenly; when
 * there are fewer KV heads than GPUs each GPU keeps (a replica of) one. MLA's latent is not
 * split by heads, so every GPU holds the whole latent cache.
 */
export function kvShareOnGpu(arch: ModelArchitecture, tensorParallel: number): number {
  if (tensorParallel <= 1) return 1;
  if (arch.attention === 'MLA') return 1;
  const headsPerGpu = Math.max(1, Math.ceil(arch.kvHeads / tensorParallel));
  return headsPerGpu / arch.kvHeads;
}
