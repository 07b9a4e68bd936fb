/**
 * Fits with stated headroom: whether a setup's headroom is marginal, and what would make it
 * comfortable, computed from the estimate's own lines (an FP8 KV cache halves the KV line, a
 * shorter context shrinks it in proportion, gradient checkpointing and 8-bit Adam shrink the
 * training lines). Sources: ref-vllm-cache-config (--kv-cache-dtype fp8), tool-llamacpp-quantize
 * (-ctk/-ctv q8_0), paper-korthikanti-2022, paper-8bit-optimizers-2021.
 */
import { MARGINAL_HEADROOM_FRACTION, MARGINAL_HEADROOM_MIN_GIB } from './fit-constants';
import type { MemoryEstimateV2, MemoryLineKey } from './result';
import { BYTES_PER_GB, BYTES_PER_GIB } from './units';

/** Context lengths are suggested in steps of this many tokens. @estimate a round step. */
const CONTEXT_STEP_TOKENS = 1024;

const gb = (bytes: number) => `${(bytes / BYTES_PER_GB).toFixed(1)} GB`;

function line(estimate: MemoryEstimateV2, key: MemoryLineKey): number {
  return estimate.perGpu.lines.find((entry) => entry.key === key)?.amount.bytes ?? 0;
}

/** The headroom a setup should keep on each GPU (see MARGINAL_HEADROOM_FRACTION). */
export function comfortableHeadroomBytes(memoryPerGpu: number): number {
  return Math.max(MARGINAL_HEADROOM_MIN_GIB * BYTES_PER_GIB, memoryPerGpu * MARGINAL_HEADROOM_FRACTION);
}

/**
 * Marginal when the headroom (usable - required) is below comfortableHeadroomBytes; then the
 * changes that would free the missing bytes, each only when it frees enough on its own.
 */
export function comfortFor(
  estimate: MemoryEstimateV2,
  setup: { memoryPerGpu: number; usable: number; required: number; gpuCount: number },
): { marginal: boolean; comfortableWith: string[] } {
  const missing = comfortableHeadroomBytes(setup.memoryPerGpu) - (setup.usable - setup.required);
  if (missing <= 0) return { marginal: false, comfortableWith: [] };
  const ideas: string[] = [];
  const kv = line(estimate, 'KV_CACHE');
  if (estimate.mode === 'INFERENCE' && kv > 0) {
    if ((estimate.kvCachePrecision === 'FP16' || estimate.kvCachePrecision === 'BF16') && kv / 2 >= missing) {
      ideas.push(
        `an 8-bit KV cache (vLLM --kv-cache-dtype fp8, llama.cpp -ctk q8_0 -ctv q8_0) frees about ${gb(kv / 2)}`,
      );
    }
    const perToken = kv / estimate.sequenceLength;
    const tokens =
      Math.floor((estimate.sequenceLength - missing / perToken) / CONTEXT_STEP_TOKENS) * CONTEXT_STEP_TOKENS;
    if (tokens >= CONTEXT_STEP_TOKENS && tokens < estimate.sequenceLength) {
      ideas.push(
        `a context of ${tokens.toLocaleString('en-US')} tokens instead of ${estimate.sequenceLength.toLocaleString('en-US')}`,
      );
    }
  }
  if (estimate.mode !== 'INFERENCE') {
    const activations = line(estimate, 'ACTIVATIONS');
    if (estimate.gradientCheckpointing === false && activations * 0.8 >= missing) {
      ideas.push(`gradient checkpointing (activations ${gb(activations)} now)`);
    }
    const optimizer = line(estimate, 'OPTIMIZER');
    if (estimate.mode === 'TRAINING' && optimizer * 0.4 >= missing) {
      ideas.push(`8-bit Adam (optimizer state ${gb(optimizer)} now)`);
    }
    const tokens =
      Math.floor((estimate.sequenceLength * (1 - missing / Math.max(1, activations))) / 256) * 256;
    if (activations >= missing && tokens >= 256 && tokens < estimate.sequenceLength) {
      ideas.push(
        `a sequence length of ${tokens.toLocaleString('en-US')} tokens instead of ${estimate.sequenceLength.toLocaleString('en-US')}`,
      );
    }
  }
  ideas.push(
    estimate.mode === 'INFERENCE'
      ? `one more card (${setup.gpuCount + 1} GPUs split the model further)`
      : `one more card (${setup.gpuCount + 1} GPUs sharded with ZeRO-3 / FSDP)`,
  );
  return { marginal: true, comfortableWith: ideas };
}
