/**
 * Which setup fitAdvice names, and what it adds when a setup holds the estimate as asked
 * (expert review 2026-11):
 * - a setup with room to spare before one that is marginal (F11: a 16 GB card at 17.0 of
 *   17.2 GB was named while 24 GB cards held the same setup with room), and for training or
 *   fine-tuning with no stack named, a CUDA card before the others, as recommendGpus orders
 *   them (answerai-fsdp-qlora-2024, ref-bitsandbytes-installation-0-50);
 * - for inference with a 16-bit KV cache, the cheaper setup an 8-bit cache would allow (R13:
 *   Gemma 3 27B at 128k on 24 GB; R25: EXL2 with ExLlama's Q8 cache). Sources:
 *   ref-vllm-cache-config (--kv-cache-dtype fp8), tool-llamacpp-quantize (-ctk/-ctv q8_0),
 *   turboderp/exllamav2 (ExLlamaV2Cache_Q8).
 */
import type { FitOptions, GpuFit } from './fit-types';
import type { MemoryEstimateV2Input } from './input';
import { BYTES_PER_GB } from './units';

const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;

/** "With <techniques>: one <card> (x GB needed per GPU of y GB; $z)." */
export function describe(fit: GpuFit, used: readonly string[]): string {
  const cards = fit.gpuCount > 1 ? `${fit.gpuCount} x ${fit.gpu.name}` : `one ${fit.gpu.name}`;
  return (
    `With ${used.join(', ')}: ${cards} (${(fit.requiredPerGpu.bytes / BYTES_PER_GB).toFixed(1)} GB needed per GPU of ` +
    `${(fit.memoryPerGpu.bytes / BYTES_PER_GB).toFixed(1)} GB; ${usd(fit.priceUsd)}${fit.setup === 'DESKTOP' ? '' : `, a ${fit.setup.toLowerCase()} build`}).`
  );
}

const isCuda = (fit: GpuFit) => (fit.gpu.vendor ?? '').toUpperCase() === 'NVIDIA';

/**
 * The setup advice names from a ranked list: the first that is not marginal, a CUDA one first
 * for training and fine-tuning when no stack is named; null when every setup is marginal.
 */
export function preferredFit(
  list: readonly GpuFit[],
  input: Pick<MemoryEstimateV2Input, 'mode'>,
  options: Pick<FitOptions, 'stack'>,
): GpuFit | null {
  const roomy = list.filter((fit) => !fit.marginal);
  const cudaFirst = input.mode !== 'INFERENCE' && options.stack == null;
  return (cudaFirst ? roomy.find(isCuda) : undefined) ?? roomy[0] ?? null;
}

/** The 8-bit KV cache each runtime offers, in its own words, and the precision estimated. */
const EIGHT_BIT_CACHE = {
  VLLM: { precision: 'FP8', label: 'an 8-bit KV cache (vLLM --kv-cache-dtype fp8)' },
  LLAMA_CPP: { precision: 'INT8', label: 'an 8-bit KV cache (llama.cpp -ctk q8_0 -ctv q8_0)' },
  EXLLAMA: { precision: 'INT8', label: "ExLlama's 8-bit (Q8) cache" },
} as const;

/**
 * When a setup holds an inference estimate as asked with a 16-bit KV cache: the setup an
 * 8-bit cache would allow, when it takes fewer GPUs or costs less; else nothing.
 */
export function cheaperWithEightBitCache(
  input: MemoryEstimateV2Input,
  asAsked: GpuFit,
  fitWith: (candidate: MemoryEstimateV2Input) => GpuFit | null,
): string[] {
  if (input.mode !== 'INFERENCE') return [];
  if (
    input.kvCachePrecision != null &&
    input.kvCachePrecision !== 'FP16' &&
    input.kvCachePrecision !== 'BF16'
  )
    return [];
  const cache = EIGHT_BIT_CACHE[asAsked.runtime as keyof typeof EIGHT_BIT_CACHE];
  if (!cache) return [];
  const smaller = fitWith({ ...input, kvCachePrecision: cache.precision });
  if (!smaller) return [];
  const fewer = smaller.gpuCount < asAsked.gpuCount;
  if (!fewer && !(smaller.gpuCount === asAsked.gpuCount && smaller.priceUsd < asAsked.priceUsd)) return [];
  const cards =
    asAsked.gpuCount > 1 ? `${asAsked.gpuCount} x ${asAsked.gpu.name}` : `one ${asAsked.gpu.name}`;
  return [
    `As asked (16-bit KV cache), the first setup is ${cards} (${usd(asAsked.priceUsd)}). ${describe(smaller, [cache.label])}`,
  ];
}
