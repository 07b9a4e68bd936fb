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
 * Weight formats that need the card to compute in FP8: FP8 checkpoints run on FP8 tensor
 * cores (Ada, Hopper, Blackwell; CDNA 3, RDNA 4), which is where FP8 inference is mainstream
 * (issue 15). Other cards would either not load them or upcast to 16-bit, losing what FP8
 * was chosen for; the card's architecture row in the software-support table says `fp8`.
 * @source paper-fp8-formats-2022, spec-nvidia-ada-whitepaper
 */
export const NATIVE_FP8_WEIGHT_FORMATS: readonly WeightFormat[] = ['FP8'];

/**
 * Modes whose setups list CUDA cards first (within the same GPU count): training and
 * fine-tuning lean on CUDA-only pieces (bitsandbytes' NF4 and 8-bit optimizers for QLoRA,
 * fused kernels), while inference runtimes (llama.cpp, vLLM) also run on ROCm, SYCL and
 * Vulkan, so inference setups are ranked by price alone. The same rule as recommendGpus'.
 * @source ref-hf-bitsandbytes-docs, doc-gpu-cluster-at-home, dettmers-which-gpu-2020
 */
export const FIT_CUDA_FIRST_MODES: readonly MemoryMode[] = ['TRAINING', 'LORA', 'QLORA'];

/** The CUDA vendor (upper case, as the catalog's GpuVendor). @source doc-gpu-cluster-at-home */
export const FIT_ECOSYSTEM_VENDOR = 'NVIDIA';
