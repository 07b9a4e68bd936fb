/**
 * The judgement calls of `fits` / `fittingGpus` (which setups hold an estimate, and in which
 * order), each with its source or stated reason. Keys name seeds/data sources.
 */
import type { WeightFormat } from './formats';
import type { MemoryMode } from './input';

/**
 * Most cards a desktop holds: a mainstream desktop CPU gives graphics 16 lanes (x16, or
 * x8/x8 on boards that split them), an ATX board spaces two dual- or triple-slot cards, and
 * one PSU on a 120 V / 15 A circuit (1,440 W continuous) carries two 350-450 W cards.
 * @source doc-gpu-cluster-at-home, doc-cost-for-gpu-hardware, dettmers-which-gpu-2020
 */
export const DESKTOP_MAX_GPUS = 2;

/**
 * Most cards a workstation holds: HEDT and workstation platforms (Threadripper, Xeon W) have
 * four x16 slots and the lanes for them, with blower cards or open-air cards on risers in an
 * open frame, a 1,600 W supply or two, and often a 20 A or 230 V circuit. Beyond this the
 * documents' builds are servers (8-10 cards in a rack chassis).
 * @source doc-gpu-cluster-at-home, dettmers-which-gpu-2020, doc-deep-learning-server
 */
export const WORKSTATION_MAX_GPUS = 4;

/**
 * GPU counts `fits` tries when the caller names none: what a desktop holds (1, 2) and a
 * four-card workstation (flagged WORKSTATION in the answer). Eight cards need a server
 * chassis and are listed only when asked for (`gpuCounts: [8]`): a list that opens with
 * 8 x 8 GB gaming cards for a 70B model is not advice anyone would build.
 * @source doc-gpu-cluster-at-home, doc-deep-learning-server
 */
export const DEFAULT_FIT_GPU_COUNTS: readonly number[] = [1, DESKTOP_MAX_GPUS, WORKSTATION_MAX_GPUS];

/**
 * Weight formats that need FP8 support: FP8 checkpoints run natively on FP8 tensor cores
 * (Ada, Hopper, Blackwell; CDNA 3, RDNA 4; the architecture row's `fp8`), and weight-only on
 * NVIDIA cards of compute capability FP8_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY and up (Ampere)
 * through vLLM's Marlin FP8 kernels (W8A16: the weights stay 8-bit in memory, the matrix
 * multiplies run in 16-bit). Older cards would refuse them or upcast to 16-bit.
 * @source paper-fp8-formats-2022, spec-nvidia-ada-whitepaper, ref-vllm-fp8-docs
 */
export const NATIVE_FP8_WEIGHT_FORMATS: readonly WeightFormat[] = ['FP8'];

/**
 * Lowest NVIDIA compute capability vLLM serves FP8 checkpoints on weight-only (Marlin FP8,
 * `is_fp8_marlin_supported`: capability 8.0 and up, i.e. Ampere).
 * @source ref-vllm-fp8-docs
 */
export const FP8_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY = 8.0;

/**
 * Checkpoint formats NVIDIA defined for its own FP4 tensor cores: computed in FP4 on
 * Blackwell, served weight-only (W4A16, vLLM's Marlin FP4 kernel) on NVIDIA cards of compute
 * capability NVFP4_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY and up, and run by no kernel on record
 * elsewhere (Turing and older, AMD, Intel): a fit there would be a card that cannot load the
 * checkpoint (expert review 2026-11, R27).
 * @source blog-nvidia-nvfp4-2025, doc-vllm-quantization-hardware, issue-vllm-mxfp4-sm120
 */
export const NVIDIA_FP4_WEIGHT_FORMATS: readonly WeightFormat[] = ['NVFP4'];

/**
 * Lowest NVIDIA compute capability vLLM's Marlin kernels run on (Ampere): the weight-only path
 * for FP4 checkpoints on cards without FP4 tensor cores.
 * @source doc-vllm-quantization-hardware, issue-vllm-mxfp4-sm120
 */
export const NVFP4_WEIGHT_ONLY_MIN_COMPUTE_CAPABILITY = 8.0;

/** The runtime a setup is judged for: its memory reserve and its way of splitting a model. */
export const FIT_RUNTIMES = ['VLLM', 'LLAMA_CPP', 'EXLLAMA', 'TRANSFORMERS'] as const;
export type FitRuntime = (typeof FIT_RUNTIMES)[number];

/**
 * Makers whose cards ExLlama runs on: its kernels are CUDA, built for ROCm (HIP) as well; no
 * Intel (SYCL) or Vulkan back end. @source turboderp/exllamav2 README and release wheels (CUDA
 * and ROCm builds), 2024
 */
export const EXLLAMA_VENDORS: readonly string[] = ['NVIDIA', 'AMD'];

/**
 * Share of each GPU's memory a runtime plans with. vLLM sizes its KV cache so that weights,
 * activations (profiled), CUDA graphs and the KV cache stay within gpu_memory_utilization of
 * the card: 0.9 in its releases through 2025 (the current source says 0.92; a setup that fits
 * at 0.9 fits at 0.92). llama.cpp allocates the weights, the KV cache and its compute buffers
 * (all in the estimate) and nothing more. ExLlamaV2/V3 (TabbyAPI), which alone load EXL2 and
 * EXL3 files (vLLM does not: expert review 2026-11, R25), allocate the weights and the cache for
 * the context they are given at load, with no share of the card held back; they are counted
 * as llama.cpp is (stated reason: no memory-utilization setting in ExLlama's loader, whose
 * autosplit fills each GPU up to its free memory). PyTorch training (Transformers, FSDP, DeepSpeed) is
 * the estimate itself: its CUDA context and allocator margin are lines of it.
 * @source ref-vllm-cache-config, tool-llamacpp-quantize, doc-pytorch-cuda-memory
 */
export const RUNTIME_MEMORY_FRACTION: Readonly<Record<FitRuntime, number>> = {
  VLLM: 0.9,
  LLAMA_CPP: 1,
  EXLLAMA: 1,
  TRANSFORMERS: 1,
};

/**
 * A setup whose headroom (after the runtime's reserve) is below this share of the card, or
 * below MARGINAL_HEADROOM_MIN_GIB, is marginal: a desktop that drives a monitor from the card
 * loses a few hundred MB, allocator spikes and a longer prompt than planned do the rest. The
 * answer says so and what would make it comfortable (an FP8 KV cache, a shorter context, one
 * more card).
 * @estimate 5 % of the card, at least 1 GiB.
 */
export const MARGINAL_HEADROOM_FRACTION = 0.05;
/** See MARGINAL_HEADROOM_FRACTION. @estimate 1 GiB. */
export const MARGINAL_HEADROOM_MIN_GIB = 1;

/**
 * Modes whose setups use vendor order as a tie-break (after the count, price and speed):
 * training and fine-tuning, where fused kernels and most recipes assume CUDA. It is no longer
 * a tier: bitsandbytes lists AMD ROCm and Intel XPU support from v0.50, and PyTorch runs all
 * three. The same rule as recommendGpus' (vendorTieBreak).
 * @source ref-bitsandbytes-installation-0-50, doc-gpu-cluster-at-home
 */
export const FIT_CUDA_FIRST_MODES: readonly MemoryMode[] = ['TRAINING', 'LORA', 'QLORA'];

/** The CUDA vendor (upper case, as the catalog's GpuVendor). @source doc-gpu-cluster-at-home */
export const FIT_ECOSYSTEM_VENDOR = 'NVIDIA';
