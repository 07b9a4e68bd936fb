import { bool, float, int, text, texts } from './dsl';
import { defineKind } from './base';
import { GPU_MEMORY_TYPE, namedSet } from './enums';

/** Who makes the system-on-chip whose GPU shares the machine's memory. */
export const UNIFIED_MEMORY_VENDOR = namedSet('UnifiedMemoryVendor', ['NVIDIA', 'AMD', 'APPLE']);

/**
 * Software stacks a machine's GPU runs models on: CUDA (PyTorch, vLLM, llama.cpp's CUDA
 * backend), ROCm (PyTorch's ROCm build, llama.cpp's HIP backend), Metal with MLX (Apple's
 * array framework, PyTorch's MPS backend, llama.cpp's Metal backend) and Vulkan (llama.cpp's
 * Vulkan backend). Each system lists the ones its maker or the project documents for it.
 */
export const SYSTEM_SOFTWARE_STACKS = ['CUDA', 'ROCM', 'METAL_MLX', 'VULKAN'] as const;
export type SystemSoftwareStack = (typeof SYSTEM_SOFTWARE_STACKS)[number];
export const SYSTEM_SOFTWARE_STACK = namedSet('SystemSoftwareStack', SYSTEM_SOFTWARE_STACKS);

/**
 * A whole machine whose GPU and CPU share one pool of memory (NVIDIA DGX Spark / GB10, AMD
 * Ryzen AI Max "Strix Halo" mini PCs, Apple Mac Studio). It is bought as one box, so it has
 * no slot, PSU or board to check; what "can I run it?" needs is the memory the GPU may use
 * (`gpuUsableMemoryGb`, less than the total: the operating system keeps a share, and some
 * platforms cap the GPU's share by default), the bandwidth every generated token streams the
 * weights through, and the software that runs on it. Prices are dated observations, as for
 * every part (priceUsd is the latest NEW one).
 */
export const UNIFIED_MEMORY_SYSTEM = defineKind('UNIFIED_MEMORY_SYSTEM', {
  checks: [
    (row) =>
      row.gpuUsableMemoryGb != null &&
      row.unifiedMemoryGb != null &&
      (row.gpuUsableMemoryGb as number) > (row.unifiedMemoryGb as number)
        ? { field: 'gpuUsableMemoryGb', reason: 'gpuUsableMemoryGb must be at most unifiedMemoryGb' }
        : null,
  ],
  fields: {
    /** Maker of the system-on-chip (the GPU's vendor). */
    vendor: text({ required: true, enum: UNIFIED_MEMORY_VENDOR }),
    /** The system-on-chip, e.g. "GB10 Grace Blackwell", "Ryzen AI Max+ 395", "M3 Ultra (80-core GPU)". */
    processor: text({ required: true }),
    /** GPU architecture of the chip, e.g. "Blackwell", "RDNA 3.5". */
    architecture: text(),
    /** Memory installed, shared by CPU and GPU (binary GB, as makers list it). */
    unifiedMemoryGb: float({ required: true, min: 1, max: 4096 }),
    /** Memory the GPU may hold by default on the documented setup (see gpuMemoryLimit). */
    gpuUsableMemoryGb: float({ required: true, min: 1, max: 4096 }),
    /** What sets gpuUsableMemoryGb, and how it can be raised, in our own words. */
    gpuMemoryLimit: text({ required: true }),
    /** Memory technology, e.g. "LPDDR5X". */
    memoryType: text({ enum: GPU_MEMORY_TYPE }),
    /** Peak memory bandwidth in GB/s, as the maker lists it. */
    memoryBandwidthGBs: float({ required: true, min: 10, max: 100_000 }),
    /** Dense FP16 matrix throughput of the GPU, where the maker publishes one. */
    fp16TensorTflops: float({ min: 0, max: 100_000 }),
    /** Whether the GPU computes in FP8 (FP8 checkpoints run natively). */
    fp8: bool({ required: true }),
    /** The machine's rated maximum power draw or power-supply rating, in watts. */
    systemPowerW: int({ min: 10, max: 10_000 }),
    /** Software stacks that run models on its GPU (SystemSoftwareStack). */
    softwareStacks: texts({ required: true, enum: SYSTEM_SOFTWARE_STACK }),
  },
});
