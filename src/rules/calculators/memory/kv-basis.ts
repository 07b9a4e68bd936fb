/** The KV cache line's formula in words, with the numbers put in. */
import { cachingLayers, linearStateBytes } from './kv-cache';
import type { ModelArchitecture } from './model-spec';

export function kvBasis(
  arch: ModelArchitecture,
  seq: number,
  batch: number,
  kvBits: number,
  slidingWindowCache: boolean,
): string {
  const layers = cachingLayers(arch);
  const skipped: string[] = [];
  if (arch.linearAttention?.layers) skipped.push(`${arch.linearAttention.layers} linear-attention layers`);
  if (arch.kvSharedLayers) skipped.push(`${arch.kvSharedLayers} layers reusing another layer's cache`);
  const cache =
    arch.attention === 'MLA' && arch.mla
      ? `MLA latent (${arch.mla.kvLoraRank} + ${arch.mla.qkRopeHeadDim}) x ${layers} layers x ${seq} tokens x ${batch} x ${kvBits} bits`
      : `2 x ${layers} layers x ${arch.kvHeads} KV heads x ${arch.headDim} x ${seq} tokens x ${batch} x ${kvBits} bits`;
  const window =
    arch.slidingWindow && slidingWindowCache
      ? `, sliding-window layers capped at ${arch.slidingWindow.windowTokens} tokens`
      : '';
  const state = linearStateBytes(arch, kvBits);
  const extra = skipped.length
    ? `; ${skipped.join(' and ')} keep no growing cache${state > 0 ? ` (a fixed ${(state / 1e6).toFixed(1)} MB state per sequence instead)` : ''}`
    : '';
  return `${cache}${window}${extra}.`;
}
