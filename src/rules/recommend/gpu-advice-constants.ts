/**
 * Thresholds of the advice the GPU rankings add for an expert reader (expert review 2026-11:
 * G08, G10, G11, G17, G22). Kept apart from gpu-orders.ts and the advice sentences so both
 * read them without an import cycle.
 */

/**
 * Text-generation speed an Intel Arc card reaches per GB/s of memory bandwidth, as a share of
 * what a CUDA card reaches on the same model. llama.cpp's SYCL guide reports 42.9 tokens/s for
 * Llama 2 7B Q4_0 on an Arc A770 (560 GB/s): 0.077 tokens/s per GB/s. The catalog's llama.cpp
 * benchmark gives 120.6 tokens/s for the same model and quantization on an RTX 3090 (936 GB/s):
 * 0.129 tokens/s per GB/s. 0.077 / 0.129 = 0.59. Measured on the A770 (Alchemist) only; the
 * other Arc cards run the same SYCL back end and are ranked with the same share until a
 * benchmark of theirs is on record.
 * @source "llama.cpp for SYCL" (its News section, 2024.6-7),
 *   https://github.com/ggml-org/llama.cpp/blob/master/docs/backend/SYCL.md, 2024;
 *   bench-llamacpp-gpu-benchmarks-2024 (RTX 3090, Llama 2 7B Q4_0).
 */
export const SYCL_TOKEN_RATE_SHARE_OF_CUDA = 0.59;

/** Vendor whose cards run LLM inference on SYCL / oneAPI (SYCL_TOKEN_RATE_SHARE_OF_CUDA). */
export const SYCL_VENDOR = 'INTEL';

/**
 * Memory an inference pick should hold above its use case's tier before it is called enough
 * without naming a bigger card: the tiers count the weights, and the rest of the work needs
 * room too. An 8B model's FP16 KV cache at 8k context is 1 GiB (32 layers x 8 KV heads x 128 x
 * 2 (K and V) x 2 bytes x 8,192 tokens: meta-llama/Llama-3.1-8B config), and Llama 3.1 8B's
 * FP16 weights alone are 16.1 GB, above the 16 GB tier (expert review G10). Stated reason: one
 * 8k context plus the runtime's buffers, rounded up to whole GB.
 */
export const INFERENCE_HEADROOM_MIN_GB = 2;
