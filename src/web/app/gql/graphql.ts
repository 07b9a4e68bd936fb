/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Precision of LoRA adapter weights and gradients. */
export type AdapterPrecision =
  /** bfloat16 (the QLoRA reference code). */
  | 'BF16'
  /** 32-bit (PEFT's default). */
  | 'FP32';

/** How a model caches keys and values during generation. */
export type AttentionKind =
  /** Grouped-query attention: groups of heads share fewer key/value heads (Llama 3, Mistral, Qwen). */
  | 'GQA'
  /** Multi-head attention: every head keeps its own keys and values. */
  | 'MHA'
  /** Multi-head latent attention: a compressed latent is cached instead of keys and values (DeepSeek-V2/V3). */
  | 'MLA'
  /** Multi-query attention: one key/value head for all heads. */
  | 'MQA';

/** Numeric precision a benchmark ran at. */
export type BenchmarkPrecision =
  /** bfloat16. */
  | 'BF16'
  /** 8-bit floating point (E4M3/E5M2). */
  | 'FP8'
  /** 16-bit floating point. */
  | 'FP16'
  /** 32-bit floating point. */
  | 'FP32'
  /** 4-bit integer. */
  | 'INT4'
  /** 8-bit integer. */
  | 'INT8'
  /** Mixed precision (FP16 or BF16 compute with FP32 master weights). */
  | 'MIXED'
  /** TensorFloat-32 (NVIDIA tensor cores, FP32 range with a 10-bit mantissa). */
  | 'TF32';

/** Motherboard form factor; a case lists the ones it takes. */
export type BoardFormFactor =
  /** ATX, 305 x 244 mm. */
  | 'ATX'
  /** SSI CEB, 305 x 267 mm with ATX mounting holes. */
  | 'CEB'
  /** SSI EEB, 305 x 330 mm (dual-socket and workstation boards). */
  | 'EEB'
  /** Extended ATX (vendor-defined, about 305 x 330 mm). */
  | 'E_ATX'
  /** Flex-ATX. */
  | 'FLEX_ATX'
  /** HPTX, about 345 x 381 mm. */
  | 'HPTX'
  /** Micro-ATX, 244 x 244 mm. */
  | 'MICRO_ATX'
  /** Mini-DTX, 203 x 170 mm. */
  | 'MINI_DTX'
  /** Mini-ITX, 170 x 170 mm. */
  | 'MINI_ITX'
  /** A proprietary server board for its own chassis (takes SXM and OAM modules). */
  | 'SERVER'
  /** SSI EEB as vendors label it; the same outline as EEB. */
  | 'SSI_EEB'
  /** XL-ATX (vendor-defined, about 345 x 262 mm). */
  | 'XL_ATX';

/** A build to check: catalog parts by slug and quantity. */
export type BuildInput = {
  /** The mains supply; regional defaults when absent (120 V / 15 A North America). */
  mains?: MainsInput | null | undefined;
  /** Parts by slug with quantities (at most 64 lines). */
  parts: Array<BuildPartInput>;
  /** Whether data is preprocessed on the fly on the CPU (raises threads per GPU from 2 to 4). */
  preprocessingOnTheFly?: boolean | null | undefined;
  /** The cards hang on PCIe riser cables (open frame or vertical mounts) instead of sitting in the board's slots: slot widths stop blocking neighbours. Without it cards sit in the slots, open frame or not. */
  risers?: boolean | null | undefined;
  /** Use case slug whose memory tier the GPUs should meet. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: string | null | undefined;
};

/** One line of a build. */
export type BuildPartInput = {
  /** How many, 1 to 16. */
  quantity?: number | null | undefined;
  /** Component slug. */
  slug: string;
};

/** What to assemble a complete build for. */
export type BuildRecommendationInput = {
  /** Budget for the whole build, in US dollars. */
  budgetUsd: number;
  /** Which prices to use. */
  condition?: PriceCondition | null | undefined;
  /** How many GPUs, 1 to 8. */
  gpuCount?: number | null | undefined;
  /** The mains supply the build must fit. */
  mains?: MainsInput | null | undefined;
  /** Minimum memory per GPU in GB. */
  minVramGb?: number | null | undefined;
  /** The software stack you run; only cards it runs are chosen. Default: any stack the work runs on. */
  stack?: SoftwareStack | null | undefined;
  /** Use case slug; its memory tier applies. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: string | null | undefined;
};

/**
 * A build's verdict. Only COMPATIBLE is green: a check failed makes it INCOMPATIBLE, and a
 * check that decides whether the parts fit or run together but could not run (a fact or a
 * part missing) makes it UNVERIFIED, never compatible.
 */
export type BuildVerdict =
  /** Every check that decides whether the parts fit and run together ran, and none failed. */
  | 'COMPATIBLE'
  /** At least one check failed: an ERROR finding says why. */
  | 'INCOMPATIBLE'
  /** No check failed, but at least one deciding check could not run; `unverifiedChecks` lists each and the facts that would settle it. */
  | 'UNVERIFIED';

/** What a price-age group counts: the parts of a component kind, or the GPUs with cloud offers. */
export type CatalogHealthPriceKind =
  /** Cases. */
  | 'CASE'
  /** Cloud rental offers, counted per GPU (its newest offer). */
  | 'CLOUD_OFFERING'
  /** CPU coolers. */
  | 'COOLER'
  /** CPUs. */
  | 'CPU'
  /** GPUs (purchase prices). */
  | 'GPU'
  /** Whole GPU servers (DGX/HGX systems, OCP nodes). */
  | 'GPU_SERVER'
  /** Partner graphics cards (a board partner's model of a GPU chip). */
  | 'GRAPHICS_CARD'
  /** Memory kits. */
  | 'MEMORY'
  /** Motherboards. */
  | 'MOTHERBOARD'
  /** Power supplies. */
  | 'PSU'
  /** Drives. */
  | 'STORAGE'
  /** Unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM';

/** A cloud provider whose GPU prices the catalog records. */
export type CloudProvider =
  /** Amazon Web Services. */
  | 'AWS'
  /** CoreWeave. */
  | 'COREWEAVE'
  /** Google Cloud. */
  | 'GOOGLE_CLOUD'
  /** Lambda (Lambda Cloud). */
  | 'LAMBDA'
  /** Microsoft Azure. */
  | 'MICROSOFT_AZURE'
  /** Oracle Cloud Infrastructure. */
  | 'ORACLE_CLOUD'
  /** Paperspace (DigitalOcean). */
  | 'PAPERSPACE'
  /** RunPod. */
  | 'RUNPOD'
  /** Spheron (GPU marketplace). */
  | 'SPHERON'
  /** Vast.ai (a marketplace of hosts). */
  | 'VAST_AI';

/** Inputs of the own-machine versus cloud comparison. */
export type CloudVsDesktopInput = {
  /** How many GPUs the rented instance has (the offering's count when cloudOfferingId is given), 1 to 16. */
  cloudGpuCount?: number | null | undefined;
  /** Slug of the GPU rented (the cloud offering's GPU when cloudOfferingId is given). */
  cloudGpuSlug?: string | null | undefined;
  /** A stored cloud offering whose on-demand price to use. */
  cloudOfferingId?: string | number | null | undefined;
  /** Cloud price per hour in US dollars (or use cloudOfferingId). */
  cloudUsdPerHour?: number | null | undefined;
  /** CPU and rest-of-system draw, in watts. */
  cpuWatts?: number | null | undefined;
  /** What the machine costs, in US dollars. */
  desktopCostUsd: number;
  /** How many of that GPU the desktop has, 1 to 16. */
  desktopGpuCount?: number | null | undefined;
  /** Slug of the GPU in the desktop: with the cloud GPU, the cloud is priced by the work it does, not by hours. */
  desktopGpuSlug?: string | null | undefined;
  /** Electricity price per kWh in US dollars. */
  electricityUsdPerKwh: number;
  /** GPU power draw under load, in watts. */
  gpuWatts: number;
  /** Years to chart, up to 10. */
  horizonYears?: number | null | undefined;
  /** Hours a day the machine is on but idle (0 = switched off between jobs); at most the hours it does not work. */
  idleHoursPerDay?: number | null | undefined;
  /** Draw while idle, in watts (a one-GPU desktop idles near 60 W). */
  idleWatts?: number | null | undefined;
  /** What the machine sells for at the end of the horizon, US dollars. */
  resaleUsd?: number | null | undefined;
  /** Years the GPUs stay useful; a break-even after that is reported as NOT_WITHIN_USEFUL_LIFE. At most 20. */
  usefulLifeYears?: number | null | undefined;
  /** Share of the time the machine works, 0 to 1. */
  utilization: number;
  /** What the hours are spent on: training and fine-tuning compare relative training performance (Lambda's tables), inference compares memory bandwidth (token rate). */
  workload?: Workload | null | undefined;
};

/** The kinds of hardware component in the catalog. */
export type ComponentKind =
  /** Case or open frame. */
  | 'CASE'
  /** CPU cooler. */
  | 'COOLER'
  /** Processor. */
  | 'CPU'
  /** Graphics/accelerator card. */
  | 'GPU'
  /** A whole server bought as one box with N GPU modules of one model (DGX/HGX systems, used OCP SXM2 nodes). */
  | 'GPU_SERVER'
  /** A board partner's graphics card built on a GPU chip (e.g. Gigabyte GeForce RTX 3090 Gaming OC). */
  | 'GRAPHICS_CARD'
  /** A kit of memory modules. */
  | 'MEMORY'
  /** Motherboard, including its PCIe slot layout. */
  | 'MOTHERBOARD'
  /** Power supply unit. */
  | 'PSU'
  /** SSD or hard disk. */
  | 'STORAGE'
  /** A whole machine whose GPU shares the memory with the CPU (DGX Spark, Ryzen AI Max mini PCs, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM';

/** What kind of CPU cooler. */
export type CoolerType =
  /** An all-in-one liquid loop with a radiator. */
  | 'AIO'
  /** A heatsink with fans. */
  | 'AIR'
  /** A heatsink without fans (server chassis airflow). */
  | 'PASSIVE';

/** How precise a date is; the stored day is the period's first, so ages count from the earliest it can be. */
export type DatePrecision =
  /** The source gives the day. */
  | 'DAY'
  /** The source gives the month only. */
  | 'MONTH'
  /** The source gives the year only. */
  | 'YEAR';

/** 80 PLUS certification level of a PSU (efficiency at 20, 50 and 100 % load). */
export type EfficiencyRating =
  /** 80 PLUS Bronze. */
  | 'BRONZE'
  /** 80 PLUS (the plain certificate, also called White or Standard). */
  | 'EIGHTY_PLUS'
  /** 80 PLUS Gold. */
  | 'GOLD'
  /** 80 PLUS Platinum. */
  | 'PLATINUM'
  /** 80 PLUS Silver. */
  | 'SILVER'
  /** 80 PLUS Titanium. */
  | 'TITANIUM';

/** The runtime a setup is judged for: its memory reserve and how it splits a model. */
export type FitRuntime =
  /** ExLlamaV2/V3 (TabbyAPI), the runtime of EXL2 and EXL3 files: the weights and the cache for the context given at load, nothing more; quantized caches (Q4, Q6, Q8). */
  | 'EXLLAMA'
  /** llama.cpp: the weights, the KV cache and its compute buffers (in the estimate), nothing more; splits layers. */
  | 'LLAMA_CPP'
  /** PyTorch training (Transformers, FSDP, DeepSpeed): the estimate's own CUDA context and allocator margin. */
  | 'TRANSFORMERS'
  /** vLLM: plans with 90 % of each GPU (gpu_memory_utilization 0.9 in releases through 2025; 0.92 in the current source); tensor parallel; serves FP8 checkpoints weight-only on Ampere. */
  | 'VLLM';

/** Whether a generation model makes images or videos. */
export type GenerationKind =
  /** Still images. */
  | 'IMAGE'
  /** Video clips. */
  | 'VIDEO';

/** A part of a stage's memory. */
export type GenerationLineKey =
  /** CUDA context of the process. */
  | 'CUDA_CONTEXT'
  /** Denoiser (UNet or transformer) weights on the GPU. */
  | 'DENOISER'
  /** Allocator fragmentation margin on the working memory. */
  | 'FRAGMENTATION'
  /** Text encoder weights on the GPU. */
  | 'TEXT_ENCODERS'
  /** VAE weights on the GPU. */
  | 'VAE'
  /** The stage's working memory (activations, decoder feature maps). */
  | 'WORKING';

/** An image or video generation workload to estimate GPU memory for. */
export type GenerationMemoryInput = {
  /** Images or clips generated at once, 1 to 64. */
  batchSize?: number | null | undefined;
  /** Video frames, 1 + 4 x n up to the model's maximum (1 for an image model); the model's default when absent. */
  frames?: number | null | undefined;
  /** Output height in pixels, same rules as widthPx. */
  heightPx?: number | null | undefined;
  /** Generation model slug or loose name (sdxl-1.0, sd-3.5-large, sd-3.5-medium, flux.1-dev, flux.1-schnell, qwen-image, wan-2.1-t2v-1.3b, wan-2.1-t2v-14b, wan-2.2-t2v-a14b, hunyuanvideo; generationModels lists them). Unknown: NOT_FOUND. */
  model: string;
  /** Which components stay on the GPU (default NONE). */
  offload?: GenerationOffload | null | undefined;
  /** Denoiser weights; the published precision when absent. */
  precision?: GenerationPrecision | null | undefined;
  /** Text encoder weights; BF16 when absent. */
  textEncoderPrecision?: GenerationPrecision | null | undefined;
  /** Encode the prompt on the CPU (Wan's --t5_cpu, ComfyUI's CPU text-encoder device): the text encoders never use GPU memory. */
  textEncodersOnCpu?: boolean | null | undefined;
  /** Free the text encoders once the prompt is encoded. */
  unloadTextEncoders?: boolean | null | undefined;
  /** Decode the VAE in 512-pixel tiles (diffusers enable_vae_tiling, ComfyUI's tiled VAE decode). */
  vaeTiling?: boolean | null | undefined;
  /** Output width in pixels, 64 to 4096, a multiple of the model's VAE factor times its patch size (16; 16 for SDXL too); the model's default when absent. */
  widthPx?: number | null | undefined;
};

/** Which components of a generation pipeline stay on the GPU (diffusers' offload modes). */
export type GenerationOffload =
  /** One component at a time on the GPU: text encoders, then the denoiser, then the VAE (diffusers enable_model_cpu_offload; ComfyUI's default when memory is short). */
  | 'MODEL'
  /** Every component stays on the GPU. */
  | 'NONE'
  /** One block at a time on the GPU (diffusers enable_sequential_cpu_offload): the least memory, many times slower. */
  | 'SEQUENTIAL';

/** Weight precision of a generation pipeline's denoiser or text encoders, at its stored bits per weight. */
export type GenerationPrecision =
  /** bfloat16. */
  | 'BF16'
  /** 8-bit float (e4m3fn files; computed in 16 bits on cards without FP8 units). */
  | 'FP8'
  /** 16-bit float. */
  | 'FP16'
  /** 32-bit float (Wan's published DiT weights). */
  | 'FP32'
  /** GGUF Q2_K, 2.63 bits per weight. */
  | 'GGUF_Q2_K'
  /** GGUF Q3_K, 3.44 bits per weight. */
  | 'GGUF_Q3_K'
  /** GGUF Q4_0, 4.5 bits per weight. */
  | 'GGUF_Q4_0'
  /** GGUF Q4_K, 4.5 bits per weight. */
  | 'GGUF_Q4_K'
  /** GGUF Q5_K, 5.5 bits per weight. */
  | 'GGUF_Q5_K'
  /** GGUF Q6_K, 6.56 bits per weight. */
  | 'GGUF_Q6_K'
  /** GGUF Q8_0, 8.5 bits per weight. */
  | 'GGUF_Q8_0'
  /** bitsandbytes 4-bit NormalFloat, 4.5 bits per weight with its scales. */
  | 'NF4';

/** A stage of a generation pipeline. */
export type GenerationStage =
  /** The latent is denoised, step after step. */
  | 'DENOISING'
  /** The prompt is encoded. */
  | 'TEXT_ENCODING'
  /** The VAE decodes the latent into pixels. */
  | 'VAE_DECODE';

/** The reference cooler of a GPU. */
export type GpuCoolerStyle =
  /** A single radial fan that exhausts out of the case through the bracket. */
  | 'BLOWER'
  /** A liquid-cooled block or all-in-one loop. */
  | 'LIQUID'
  /** Axial fans that blow onto the heatsink and leave the heat in the case. */
  | 'OPEN_AIR'
  /** No fan: the server's chassis fans push air through the heatsink. */
  | 'PASSIVE';

/** Filters for the gpus query; all given filters must match. */
export type GpuFilter = {
  /** Which price maxPriceUsd and the price orders use; default ANY, the cheaper known price, as everywhere (NEW before issue 16). */
  condition?: PriceCondition | null | undefined;
  /** Only GPUs of this form factor. Naming SXM or OAM lists server modules without includeServerCards. */
  formFactor?: GpuFormFactor | null | undefined;
  /** Also list cards whose architecture's softwareStatus is LEGACY or UNSUPPORTED (Kepler; since CUDA 13 also Maxwell, Pascal and Volta), which the list leaves out by default, like recommendGpus. */
  includeLegacy?: boolean | null | undefined;
  /** Also list server cards: SXM/OAM modules (they need a server baseboard) and passively cooled cards (they need a server chassis's airflow), which the list leaves out by default, like recommendGpus. */
  includeServerCards?: boolean | null | undefined;
  /** At most this price in US dollars, at `condition`. */
  maxPriceUsd?: number | null | undefined;
  /** At least this much memory per board, in GB. */
  minVramGb?: number | null | undefined;
  /** Loose model-name match, e.g. 3090 or rtx3090. */
  search?: string | null | undefined;
  /** Only GPUs with tensor cores. */
  tensorCores?: boolean | null | undefined;
  /** Only this chip vendor. */
  vendor?: GpuVendor | null | undefined;
};

/** How a GPU attaches to the machine. */
export type GpuFormFactor =
  /** An OCP Accelerator Module on a server baseboard. */
  | 'OAM'
  /** A PCI Express add-in card. */
  | 'PCIE'
  /** An NVIDIA SXM module on a server baseboard. */
  | 'SXM';

/** Graphics memory technology of a GPU. */
export type GpuMemoryType =
  /** GDDR5. */
  | 'GDDR5'
  /** GDDR5X. */
  | 'GDDR5X'
  /** GDDR6. */
  | 'GDDR6'
  /** GDDR6X. */
  | 'GDDR6X'
  /** GDDR7. */
  | 'GDDR7'
  /** First-generation high-bandwidth memory. */
  | 'HBM'
  /** HBM2. */
  | 'HBM2'
  /** HBM2e. */
  | 'HBM2e'
  /** HBM3. */
  | 'HBM3'
  /** HBM3e. */
  | 'HBM3e'
  /** HBM4. */
  | 'HBM4'
  /** LPDDR5X shared with the CPU (e.g. Grace Blackwell desktops). */
  | 'LPDDR5X';

/** What recommendGpus ranks by: the best the budget buys for the work, or a figure per $1,000 at the chosen price. */
export type GpuObjective =
  /** The default: among the cards that meet the work's memory need (per card, shared for LLM inference, sharded for fine-tuning on several cards), the best the budget buys for the work: training speed (a spec estimate counts 1.3x lower), or memory bandwidth, which sets the token rate, for inference. The top pick says what is left of the budget and the next step up. */
  | 'BEST_WITHIN_BUDGET'
  /** GB/s of memory bandwidth, which sets the token rate of LLM generation. */
  | 'INFERENCE_TOKENS_PER_DOLLAR'
  /** GB of GPU memory. */
  | 'MEMORY_PER_DOLLAR'
  /** Relative deep-learning training performance (RTX 2080 Ti = 1.0); a spec estimate counts 1.3x lower, so measured cards lead unless an estimate beats them by more than the estimates' error. */
  | 'TRAINING_SPEED_PER_DOLLAR';

/** Orders for the gpus query; ties break by id. */
export type GpuOrder =
  /** Highest memory bandwidth first. */
  | 'BANDWIDTH_DESC'
  /** Most memory bandwidth per dollar first at the filter's condition (unknown last): LLM token rate per dollar, the objective INFERENCE_TOKENS_PER_DOLLAR. */
  | 'BANDWIDTH_PER_DOLLAR_DESC'
  /** Most memory per dollar first at the filter's condition (unknown last): the objective MEMORY_PER_DOLLAR. */
  | 'MEMORY_PER_DOLLAR_DESC'
  /** Alphabetical by name. */
  | 'NAME_ASC'
  /** Best performance per dollar first at the filter's condition (unknown last). */
  | 'PERFORMANCE_PER_DOLLAR_DESC'
  /** Cheapest first at the filter's condition (unknown last). */
  | 'PRICE_ASC'
  /** Fastest first by relativePerformance (unknown last). */
  | 'RELATIVE_PERFORMANCE_DESC'
  /** Newest first. */
  | 'RELEASE_YEAR_DESC'
  /** Most memory first. */
  | 'VRAM_DESC';

/** What to recommend GPUs for. */
export type GpuRecommendationInput = {
  /** Budget for all cards together, in US dollars. */
  budgetUsd?: number | null | undefined;
  /** Which price to pay. */
  condition?: PriceCondition | null | undefined;
  /** How many recommendations, at most 50. */
  first?: number | null | undefined;
  /** How many cards, 1 to 16. */
  gpuCount?: number | null | undefined;
  /** Also list cards whose architecture's softwareStatus is LEGACY or UNSUPPORTED (Kepler; since CUDA 13 also Maxwell, Pascal and Volta). */
  includeLegacy?: boolean | null | undefined;
  /** Also list server cards: SXM/OAM modules (they need a server baseboard) and passively cooled cards (they need a server chassis's airflow). */
  includeServerCards?: boolean | null | undefined;
  /** Limit on the cards' combined power in watts. */
  maxPowerW?: number | null | undefined;
  /** Minimum memory per card in GB (overrides the use case's tier when higher). */
  minVramGb?: number | null | undefined;
  /** What to rank by; default BEST_WITHIN_BUDGET (need first, then the best the budget buys for the work). */
  objective?: GpuObjective | null | undefined;
  /** The software stack you run; only cards it runs are listed. Default: any stack the work runs on (inference: CUDA, ROCm, oneAPI, Vulkan, Metal; training and fine-tuning: CUDA, ROCm, oneAPI). For training and fine-tuning with no stack given, cards that run CUDA rank first (the recipes assume CUDA) and a non-CUDA pick bought new names a used CUDA card within the budget; otherwise vendor order is only a tie-break, where the stack is CUDA. */
  stack?: SoftwareStack | null | undefined;
  /** Use case slug; its minimum memory tier applies. One of the `useCases` query's slugs; an unknown one is NOT_FOUND with `extensions.suggestions`. */
  useCase?: string | null | undefined;
};

/** What it takes to house a GPU setup. */
export type GpuSetup =
  /** One or two PCIe cards with fans: a desktop board's x16 slots (x16 or x8/x8 from the CPU), one PSU, a household circuit. */
  | 'DESKTOP'
  /** More than four cards, or SXM/OAM modules or passively cooled cards: a server chassis and baseboard. */
  | 'SERVER'
  /** Four PCIe cards with fans: a workstation platform (Threadripper, Xeon W) with four x16 slots, blower cards or risers in an open frame, 1,600 W of PSU or two supplies, often a 20 A or 230 V circuit. */
  | 'WORKSTATION';

/** The company whose chip a GPU carries. */
export type GpuVendor =
  /** AMD (Radeon and Instinct). */
  | 'AMD'
  /** Intel (Arc and Data Center GPU); spelled as in the API contract. */
  | 'Intel'
  /** NVIDIA (GeForce, RTX professional, Tesla and data-centre parts). */
  | 'NVIDIA';

/** How inference splits a model over several GPUs. */
export type InferenceSplit =
  /** Layer split: each GPU holds a block of layers (llama.cpp, accelerate); no faster per token. */
  | 'LAYER'
  /** Tensor parallel: every layer split across the GPUs (vLLM); faster per token. */
  | 'TENSOR';

/** What a job does with the model. */
export type JobMode =
  /** Train every weight of a trained model: 6 x N FLOPs per token. */
  | 'FULL_FINE_TUNE'
  /** Low-rank adapters on a frozen 16-bit base: 4 x N FLOPs per token (no weight gradients for the base). */
  | 'LORA'
  /** Train every weight from scratch: 6 x N FLOPs per token. */
  | 'PRETRAIN'
  /** Low-rank adapters on a frozen 4-bit base: as LORA, slower by the dequantization of the base. */
  | 'QLORA'
  /** Serve the model to concurrent users: decode bound by memory bandwidth, prompts by compute. */
  | 'SERVING';

/** Precision of the cached keys and values. */
export type KvCachePrecision =
  /** bfloat16. */
  | 'BF16'
  /** FP8 (8 bits). */
  | 'FP8'
  /** 16-bit floats. */
  | 'FP16'
  /** 4-bit blocks with a 16-bit scale (llama.cpp q4_0: 4.5 bits). */
  | 'INT4'
  /** 8-bit blocks with a 16-bit scale (llama.cpp q8_0: 8.5 bits). */
  | 'INT8';

/** Which linear layers get LoRA adapters. */
export type LoraTargets =
  /** Every linear layer (attention and feed-forward), as QLoRA does. */
  | 'ALL_LINEAR'
  /** The attention projections only. */
  | 'ATTENTION'
  /** The query and value projections only (the original LoRA setup). */
  | 'QV';

/** The household circuit the machine plugs into. */
export type MainsInput = {
  /** Breaker rating in amps, e.g. 15, 16 or 20. */
  breakerAmps?: number | null | undefined;
  /** Share of the breaker rating a continuous load may use (0.8 under the US NEC). */
  continuousLoadFactor?: number | null | undefined;
  /** Region whose outlet supplies the defaults for voltage and breaker rating not given (a bare voltage picks its region: 180 V or more Europe, 110 V or less Japan, else North America 15 A). */
  region?: MainsRegion | null | undefined;
  /** Volts, e.g. 120 or 230. */
  voltage?: number | null | undefined;
};

/** A household supply region: the voltage and outlet or breaker rating a machine plugs into. */
export type MainsRegion =
  /** 230 V, 10 A outlet (AS/NZS 3112): 1,840 W continuous. */
  | 'AUSTRALIA'
  /** 230 V, 16 A Schuko outlet and final circuit: 2,944 W continuous. */
  | 'EUROPE'
  /** 100 V, 15 A outlet (JIS C 8303): 1,200 W continuous. */
  | 'JAPAN'
  /** 120 V, 15 A general-purpose branch circuit (NEMA 5-15): 1,440 W continuous. */
  | 'NORTH_AMERICA'
  /** 120 V, 20 A circuit (NEMA 5-20; kitchens, garages, dedicated circuits): 1,920 W continuous. */
  | 'NORTH_AMERICA_20A'
  /** 230 V with a 13 A fused BS 1363 plug: 2,392 W continuous. */
  | 'UNITED_KINGDOM';

/** A model to estimate GPU memory for: a catalog model by slug, an architecture, or a parameter count (a plausible shape is then derived and said so). */
export type MemoryEstimateInput = {
  /** Parameters used per token in billions (mixture of experts); overrides the catalog's figure. */
  activeParametersBillions?: number | null | undefined;
  /** Adapter weights and gradients in FP32 (PEFT's default) or BF16 (the QLoRA reference code). */
  adapterPrecision?: AdapterPrecision | null | undefined;
  /** Attention heads; overrides the catalog's (or the derived) shape. */
  attentionHeads?: number | null | undefined;
  /** Batch size, 1 to 4096. */
  batchSize?: number | null | undefined;
  /** Average bits per weight of an EXL2 or EXL3 file (the bitrate it was made at) or of a GGUF_CUSTOM file (file size x 8 / parameters), 1 to 8.5; 4.0 when absent. Only for those formats. */
  bitsPerWeight?: number | null | undefined;
  /** A Hugging Face config.json, pasted as text (at most 200,000 characters), instead of a catalog model: dense, mixture-of-experts, latent-attention, sliding-window and hybrid (linear-attention) decoders are read the way transformers reads them; what the config does not say is stated in assumptions. Bad JSON or an architecture the estimator cannot count is BAD_USER_INPUT naming the config field. */
  config?: string | null | undefined;
  /** Fused attention (FlashAttention, SDPA) that stores no attention scores (default true). */
  flashAttention?: boolean | null | undefined;
  /** GPUs the model is split across (inference) or trained on in data parallel (training), 1 to 1,024; the figures are per GPU (the busiest one). */
  gpuCount?: number | null | undefined;
  /** Recompute activations in the backward pass (about a third more compute). Default: on for LORA and QLORA (as people run them), off for TRAINING. */
  gradientCheckpointing?: boolean | null | undefined;
  /** Group size of INT4/GPTQ/AWQ quantization (default 128). */
  groupSize?: number | null | undefined;
  /** Width of one attention head; overrides the catalog's (or the derived) shape. */
  headDim?: number | null | undefined;
  /** Hidden size; overrides the catalog's (derived from the size when neither is known). */
  hiddenSize?: number | null | undefined;
  /** Width of the feed-forward layer; overrides the catalog's (or the derived) shape. */
  intermediateSize?: number | null | undefined;
  /** Precision of the KV cache (inference); FP16 when absent. */
  kvCachePrecision?: KvCachePrecision | null | undefined;
  /** Key/value heads (grouped-query attention); overrides the catalog's (or the derived) shape. */
  kvHeads?: number | null | undefined;
  /** Transformer layers; overrides the catalog's (derived from the size when neither is known). */
  layers?: number | null | undefined;
  /** LoRA rank r (default 16). */
  loraRank?: number | null | undefined;
  /** Which linear layers get LoRA adapters (default ALL_LINEAR). */
  loraTargets?: LoraTargets | null | undefined;
  /** What to do with the model. */
  mode: MemoryMode;
  /** Catalog model by slug or loose name ("llama-3.1-70b", "llama 4 scout", "gpt oss 120b"; models(search:) lists them): its architecture and published totals fill the estimate, and explicit fields override them. An unknown name is NOT_FOUND with the closest models in extensions.suggestions. */
  model?: string | null | undefined;
  /** Keep the optimizer state and FP32 master weights in CPU RAM (ZeRO-Offload; training modes). */
  offloadOptimizer?: boolean | null | undefined;
  /** Training modes: keep the sharded weights in CPU RAM and gather them a layer at a time (FSDP CPU offload, ZeRO-3 offload_param); each GPU then holds about two layers of weights, and every step streams them over PCIe. Answer.AI fine-tunes a 70B model with QLoRA on two 24 GB cards this way. */
  offloadParameters?: boolean | null | undefined;
  /** Share of the weights kept in CPU RAM instead of GPU memory, 0 to below 1 (inference; llama.cpp partial offload). */
  offloadWeightsFraction?: number | null | undefined;
  /** Optimizer for the training modes; ADAMW when absent. */
  optimizer?: MemoryOptimizer | null | undefined;
  /** How inference splits across gpuCount GPUs: TENSOR (vLLM; the default) or LAYER (llama.cpp, accelerate; the default for GGUF formats). */
  parallelism?: InferenceSplit | null | undefined;
  /** Model size in billions of parameters (0.001 to 10,000); overrides the catalog's total. Required without model or a full architecture. */
  parametersBillions?: number | null | undefined;
  /** Format of the weights, at its real bits per weight (for QLORA: the 4-bit base; NF4 with double quantization unless a 4-bit format is given). */
  precision: MemoryPrecision;
  /** The model's model.safetensors.index.json, pasted as text, beside config: its metadata.total_size gives the parameter count (a trimmed {"metadata": {"total_size": N}} is enough). */
  safetensorsIndex?: string | null | undefined;
  /** Context length for inference, sequence length for training, in tokens (1 to 1,048,576). */
  sequenceLength?: number | null | undefined;
  /** Sliding-window layers cache only their window (default true; false for runtimes without a windowed cache). */
  slidingWindowCache?: boolean | null | undefined;
  /** Vocabulary size; overrides the catalog's (or the derived) shape. */
  vocabSize?: number | null | undefined;
  /** ZeRO stage 0 to 3 for training across gpuCount GPUs: 1 shards the optimizer state, 2 also the gradients, 3 also the weights (default 0). */
  zeroStage?: number | null | undefined;
};

/** A named part of the per-GPU memory requirement. */
export type MemoryLineKey =
  /** Activations (training) or working buffers (inference). */
  | 'ACTIVATIONS'
  /** CUDA context and kernels of the process. */
  | 'CUDA_CONTEXT'
  /** Allocator fragmentation margin on what is allocated while running. */
  | 'FRAGMENTATION'
  /** Gradients of the trainable parameters. */
  | 'GRADIENTS'
  /** Cached keys and values of the context. */
  | 'KV_CACHE'
  /** LoRA adapter weights. */
  | 'LORA_ADAPTERS'
  /** Optimizer state (and FP32 master weights). */
  | 'OPTIMIZER'
  /** The model's weights at the chosen format. */
  | 'WEIGHTS';

/** What to do with a model. */
export type MemoryMode =
  /** Run it (generate tokens). */
  | 'INFERENCE'
  /** Train low-rank adapters on a frozen 16-bit (or given) base. */
  | 'LORA'
  /** Train low-rank adapters on a frozen 4-bit base. */
  | 'QLORA'
  /** Train every weight. */
  | 'TRAINING';

/** Optimizers whose state the estimate counts. */
export type MemoryOptimizer =
  /** Adafactor: factored row and column statistics per matrix. */
  | 'ADAFACTOR'
  /** Adam: two FP32 moments (8 bytes per trainable parameter). */
  | 'ADAM'
  /** AdamW: two FP32 moments (8 bytes per trainable parameter). */
  | 'ADAMW'
  /** 8-bit Adam (bitsandbytes): two 1-byte moments (2 bytes per trainable parameter). */
  | 'ADAM_8BIT'
  /** SGD with momentum: one FP32 buffer (4 bytes per trainable parameter). */
  | 'SGD';

/** Weight formats at the bits per weight they really take (scales and zero points included). */
export type MemoryPrecision =
  /** AWQ 4-bit, groups of 128 (4.156 bits). */
  | 'AWQ_INT4'
  /** bfloat16: 2 bytes per weight. */
  | 'BF16'
  /** ExLlamaV2 EXL2 at the bits per weight the file was made at (input bitsPerWeight, 4.0 when absent), output head at 6 bits. */
  | 'EXL2'
  /** ExLlamaV3 EXL3 (QTIP trellis) at the bits per weight the file was made at (input bitsPerWeight, 4.0 when absent), output head at 6 bits. */
  | 'EXL3'
  /** FP8 (E4M3) linear layers, embeddings and head in 16-bit; native on Ada, Hopper and Blackwell. */
  | 'FP8'
  /** Fine-grained FP8 (DeepSeek-V3, Qwen3-FP8): E4M3 linear layers with an FP32 scale per 128 x 128 block (8.002 bits); native on Ada, Hopper and Blackwell. */
  | 'FP8_BLOCK'
  /** 16-bit floats: 2 bytes per weight. */
  | 'FP16'
  /** 32-bit floats: 4 bytes per weight. */
  | 'FP32'
  /** A GGUF file at the average bits per weight its maker states (input bitsPerWeight = file size x 8 / parameters), for dynamic quants with per-tensor overrides: DeepSeek-R1 UD-IQ1_S is 1.58 bits (131 GB). */
  | 'GGUF_CUSTOM'
  /** llama.cpp GGUF IQ1_M: 1.75-bit i-quant with the same lifts as IQ1_S. */
  | 'GGUF_IQ1_M'
  /** llama.cpp GGUF IQ1_S: 1.5625-bit i-quant; attn_v, the first ffn_down tensors and attention output lifted, embeddings Q2_K, head Q5_K. */
  | 'GGUF_IQ1_S'
  /** llama.cpp GGUF IQ2_M: IQ2_S blocks (2.5625 bits) with IQ3_S lifts. */
  | 'GGUF_IQ2_M'
  /** llama.cpp GGUF IQ2_S: IQ2_XS blocks with IQ3_S lifts. */
  | 'GGUF_IQ2_S'
  /** llama.cpp GGUF IQ2_XS: 2.3125-bit i-quant with lifted attn_v and first ffn_down tensors. */
  | 'GGUF_IQ2_XS'
  /** llama.cpp GGUF IQ2_XXS: 2.0625-bit i-quant with lifted attn_v and first ffn_down tensors. */
  | 'GGUF_IQ2_XXS'
  /** llama.cpp GGUF IQ3_M: IQ3_S with attn_v and the first ffn_down tensors in Q4_K (about 3.66 bits). */
  | 'GGUF_IQ3_M'
  /** llama.cpp GGUF IQ3_S: 3.4375-bit i-quant. */
  | 'GGUF_IQ3_S'
  /** llama.cpp GGUF IQ3_XS: IQ3_S blocks with the middle layers' gate and up in IQ3_XXS (about 3.3 bits). */
  | 'GGUF_IQ3_XS'
  /** llama.cpp GGUF IQ3_XXS: 3.0625-bit i-quant; attn_q and attn_k in IQ2_S, attn_v lifted. */
  | 'GGUF_IQ3_XXS'
  /** llama.cpp GGUF IQ4_NL: 4.5-bit non-linear blocks of 32. */
  | 'GGUF_IQ4_NL'
  /** llama.cpp GGUF IQ4_XS: 4.25-bit non-linear blocks of 256. */
  | 'GGUF_IQ4_XS'
  /** llama.cpp GGUF MXFP4_MOE: routed experts in MXFP4 (4.25 bits), every other tensor in Q8_0 (gpt-oss GGUF files). */
  | 'GGUF_MXFP4_MOE'
  /** llama.cpp GGUF Q2_K mix: Q2_K blocks (2.625 bits), attn_v and ffn_down in Q3_K/Q4_K; about 3.0 bits over a Llama 3 8B file. */
  | 'GGUF_Q2_K'
  /** llama.cpp GGUF Q3_K_L: Q3_K with attention output, attn_v and ffn_down in Q5_K. */
  | 'GGUF_Q3_K_L'
  /** llama.cpp GGUF Q3_K_M: Q3_K with attention output, attn_v and ffn_down lifted to Q4_K/Q5_K; about 4.0 bits over a Llama 3 8B file. */
  | 'GGUF_Q3_K_M'
  /** llama.cpp GGUF Q3_K_S: Q3_K blocks (3.44 bits) nearly everywhere, output head Q6_K. */
  | 'GGUF_Q3_K_S'
  /** llama.cpp GGUF Q4_0: legacy 4-bit blocks of 32 (4.5 bits). */
  | 'GGUF_Q4_0'
  /** llama.cpp GGUF Q4_K_M: Q4_K with half the attn_v and ffn_down tensors in Q6_K and the head in Q6_K; about 4.9 bits over a Llama 3 8B file. */
  | 'GGUF_Q4_K_M'
  /** llama.cpp GGUF Q4_K_S: Q4_K blocks (4.5 bits), the first layers' attn_v and ffn_down in Q5_K. */
  | 'GGUF_Q4_K_S'
  /** llama.cpp GGUF Q5_K_M: Q5_K with half the attn_v and ffn_down tensors in Q6_K; about 5.7 bits over a Llama 3 8B file. */
  | 'GGUF_Q5_K_M'
  /** llama.cpp GGUF Q5_K_S: Q5_K blocks (5.5 bits), head Q6_K. */
  | 'GGUF_Q5_K_S'
  /** llama.cpp GGUF Q6_K: 6.5625 bits per weight nearly everywhere. */
  | 'GGUF_Q6_K'
  /** llama.cpp GGUF Q8_0: 8-bit blocks of 32 (8.5 bits). */
  | 'GGUF_Q8_0'
  /** GPTQ 4-bit, groups of 128 (4.156 bits). */
  | 'GPTQ_INT4'
  /** 4-bit linear layers in groups of 128 with a 16-bit scale and 4-bit zero point (4.156 bits). */
  | 'INT4'
  /** LLM.int8() 8-bit linear layers, embeddings and head in 16-bit. */
  | 'INT8'
  /** MXFP4 (OCP microscaling: 32 FP4 values share an 8-bit exponent, 4.25 bits): the routed experts of a mixture of experts, as gpt-oss ships; every block matrix of a dense model. Native on Blackwell; weight-only elsewhere. */
  | 'MXFP4'
  /** bitsandbytes NF4 with an FP32 absmax per 64 weights (4.5 bits). */
  | 'NF4'
  /** NF4 with double quantization (4.127 bits), the QLoRA base. */
  | 'NF4_DQ'
  /** NVFP4 (16 FP4 values share an FP8 scale, 4.5 bits) linear layers, embeddings and head in 16-bit. Native on Blackwell; weight-only elsewhere. */
  | 'NVFP4';

/** System memory generation; boards, CPUs and kits must agree on it. */
export type MemoryType =
  /** The first DDR generation. */
  | 'DDR1'
  /** DDR2. */
  | 'DDR2'
  /** DDR3. */
  | 'DDR3'
  /** DDR4. */
  | 'DDR4'
  /** DDR5. */
  | 'DDR5'
  /** LPDDR4 (soldered). */
  | 'LPDDR4'
  /** LPDDR4X (soldered). */
  | 'LPDDR4X'
  /** LPDDR5 (soldered). */
  | 'LPDDR5'
  /** LPDDR5X (soldered). */
  | 'LPDDR5X';

/** Where a GPU's relativePerformance comes from. */
export type PerformanceBasis =
  /** A published ratio against another measured GPU, multiplied by that GPU's value. */
  | 'CHAINED'
  /** Measured: a published training benchmark against the RTX 2080 Ti, or Lambda's throughput tables. */
  | 'MEASURED'
  /** Estimated from the spec sheet (memory bandwidth and tensor throughput); no benchmark. */
  | 'SPEC_ESTIMATE';

/** A job as people describe it, and its constraints. Every assumption has a default that the answer states. */
export type PlanJobInput = {
  /** Parameters used per token in billions (mixture of experts); training and serving compute count these. */
  activeParametersBillions?: number | null | undefined;
  /** Most a job may cost, US dollars; setups above it are left out. */
  budgetUsd?: number | null | undefined;
  /** Serving: people using it at the same time (1 to 10,000). */
  concurrentUsers?: number | null | undefined;
  /** Price of owned GPUs: NEW, USED or ANY (the cheaper; default NEW). */
  condition?: PriceCondition | null | undefined;
  /** A Hugging Face config.json pasted as text, instead of a catalog model. */
  config?: string | null | undefined;
  /** Serving: context each user's KV cache holds, in tokens (default 4096). */
  contextTokens?: number | null | undefined;
  /** Tokens in the dataset, with epochs, when tokens is not given. */
  datasetTokens?: number | null | undefined;
  /** Serving: days a year it runs (1 to 365; default 365). */
  daysPerYear?: number | null | undefined;
  /** Hours the job must finish in; required for WITHIN_DEADLINE. */
  deadlineHours?: number | null | undefined;
  /** Electricity price, US dollars per kWh (default 0.12, the cost document's example). */
  electricityUsdPerKwh?: number | null | undefined;
  /** Passes over the dataset (default 1). */
  epochs?: number | null | undefined;
  /** Setups to return, 1 to 50 (default 10). */
  first?: number | null | undefined;
  /** Recompute activations in the backward pass (2 x N more FLOPs per token). Default: on for LORA and QLORA, off otherwise. */
  gradientCheckpointing?: boolean | null | undefined;
  /** Serving: hours a day it runs (above 0, at most 24; default 8). */
  hoursPerDay?: number | null | undefined;
  /** Hours a day an owned machine idles switched on, for the yearly plan (default 0). */
  idleHoursPerDay?: number | null | undefined;
  /** Consider datacenter cards (SXM modules, passive cards) for owned setups (default false); cloud offers always include them. */
  includeServerCards?: boolean | null | undefined;
  /** Training: jobs a year (above 0, at most 10,000; default 1). 12 for a monthly job. */
  jobsPerYear?: number | null | undefined;
  /** Model FLOPs utilization of training, above 0 and at most 1; overrides the calibrated defaults (0.45 datacenter, 0.35 other cards). */
  mfu?: number | null | undefined;
  /** What to do with the model. */
  mode: JobMode;
  /** Catalog model by slug or loose name ("llama-3.1-8b", "llama 3.1 70b"); an unknown name is NOT_FOUND with the closest models in extensions.suggestions. */
  model?: string | null | undefined;
  /** What the ranking puts first (default CHEAPEST). */
  objective?: PlanObjective | null | undefined;
  /** Time beyond the training steps (checkpoints, evaluation), a fraction of it, 0 to 10 (default 0.05). */
  overheadFraction?: number | null | undefined;
  /** Setups to consider (default EITHER). */
  ownership?: PlanOwnership | null | undefined;
  /** Model size in billions of parameters, without a catalog model (0.001 to 10,000). */
  parametersBillions?: number | null | undefined;
  /** Weight format; default BF16 (NF4_DQ for QLORA). */
  precision?: MemoryPrecision | null | undefined;
  /** Training sequence length in tokens (default 2048); sets the memory of the fits. */
  sequenceLength?: number | null | undefined;
  /** Only cards this software stack runs (owned and rented). Default: CUDA for training and fine-tuning (the MFU calibration and QLoRA's 4-bit kernels come from CUDA runs), any stack for serving. */
  stack?: SoftwareStack | null | undefined;
  /** Training tokens per job (all epochs), above 0 and at most 10^15. Or give datasetTokens and epochs. */
  tokens?: number | null | undefined;
  /** Serving: generated tokens per second each user needs (above 0, at most 1,000). */
  tokensPerSecondEach?: number | null | undefined;
  /** Years the owned GPUs stay useful (above 0, at most 20; default 5, as compareCloudVsDesktop). */
  usefulLifeYears?: number | null | undefined;
};

/** What the ranking puts first. */
export type PlanObjective =
  /** Lowest cost per year at the jobs asked (owned: a year of depreciation plus electricity; rented: the rent). */
  | 'CHEAPEST'
  /** Shortest job (serving: the fastest single-user token rate). */
  | 'FASTEST'
  /** Setups that finish within deadlineHours first, cheapest first. */
  | 'WITHIN_DEADLINE';

/** Which setups the plan considers. */
export type PlanOwnership =
  /** Both. */
  | 'EITHER'
  /** Only setups to buy. */
  | 'OWN'
  /** Only cloud offers. */
  | 'RENT';

/** Which price to use: new, used, or the cheaper of the two. */
export type PriceCondition =
  /** The cheaper of the new and used prices that are known. */
  | 'ANY'
  /** Typical new price. */
  | 'NEW'
  /** Typical used price. */
  | 'USED';

/** What a price is: never read a launch list price as what a card costs today. */
export type PriceKind =
  /** The maker's list price (MSRP) when the product came out; what it costs later may differ a lot. */
  | 'LAUNCH_LIST'
  /** A retail street price a seller asked on that date. */
  | 'RETAIL'
  /** A second-hand price on that date. */
  | 'USED_MARKET';

/** New or used: the market a purchase price was seen in. */
export type PurchaseCondition =
  /** Bought new. */
  | 'NEW'
  /** Bought second-hand. */
  | 'USED';

/** What a named thing is. */
export type SearchEntityKind =
  /** A budget in US dollars ($1500, 2k budget). */
  | 'BUDGET'
  /** A GPU or graphics card, with how many when the text says (two 3090s, 4x A100). */
  | 'GPU'
  /** The household supply (230 V, a 20 A circuit). */
  | 'MAINS'
  /** A language model (llama 3.1 70b); linked to the model catalog. */
  | 'MODEL'
  /** Another catalog part the text names by model number (7950x, b650 tomahawk). */
  | 'PART'
  /** A weight format (4-bit, fp16, q4_k_m). */
  | 'PRECISION'
  /** A power supply: a named unit (rm1000x) or a wattage (a 1000 W PSU). */
  | 'PSU'
  /** What to do with a model: run it, train it, fine-tune it. */
  | 'TASK'
  /** A power figure that is not a PSU's rating: a power limit or a draw (limit it to 250 W). */
  | 'WATTS';

/** What a search hit is: GUIDANCE, USE_CASE, MODEL or one of the ComponentKind values. */
export type SearchHitKind =
  /** Case or open frame. */
  | 'CASE'
  /** CPU cooler. */
  | 'COOLER'
  /** Processor. */
  | 'CPU'
  /** Graphics/accelerator card. */
  | 'GPU'
  /** A whole server bought as one box with N GPU modules of one model (DGX/HGX systems, used OCP SXM2 nodes). */
  | 'GPU_SERVER'
  /** A board partner's graphics card built on a GPU chip (e.g. Gigabyte GeForce RTX 3090 Gaming OC). */
  | 'GRAPHICS_CARD'
  /** A guidance entry (question and answer). */
  | 'GUIDANCE'
  /** A kit of memory modules. */
  | 'MEMORY'
  /** A language model of the catalog (its shape, for memory estimates). */
  | 'MODEL'
  /** Motherboard, including its PCIe slot layout. */
  | 'MOTHERBOARD'
  /** Power supply unit. */
  | 'PSU'
  /** SSD or hard disk. */
  | 'STORAGE'
  /** A whole machine whose GPU shares the memory with the CPU (DGX Spark, Ryzen AI Max mini PCs, Mac Studio). */
  | 'UNIFIED_MEMORY_SYSTEM'
  /** A use case (a GPU memory tier). */
  | 'USE_CASE';

/** What a search text is, which decides what ranks first. */
export type SearchIntent =
  /** A product name or model number without a question (rtx 3090 gaming oc, b650 tomahawk, V SFX Gold 850W): parts first, best first, then answers. */
  | 'LOOKUP'
  /** A question or a topic in words (why, can I, should, how much, is it safe; docker for cuda): guidance, use cases and models first. A part ranks among them only when the text names its model number (match NAME or MODEL); a part that merely shares a word or a number with the text (match TEXT) comes after every answer. */
  | 'QUESTION';

/** How a server's GPU modules are linked to each other. */
export type ServerInterconnect =
  /** NVLink point to point between the modules (e.g. the SXM2 hybrid cube mesh of V100 boards). */
  | 'NVLINK'
  /** NVLink through NVSwitch chips: every GPU reaches every other at full NVLink rate (HGX/DGX H100, H200, B200). */
  | 'NVSWITCH'
  /** Only the PCIe bus (PCIe cards in a server chassis). */
  | 'PCIE'
  /** AMD Infinity Fabric (xGMI) between OAM modules (MI300X platforms). */
  | 'XGMI';

/** Whether a setup is bought or rented. */
export type SetupOwnership =
  /** Bought: the GPUs at their catalog price, depreciated over their useful life, plus electricity. */
  | 'OWNED'
  /** Rented: a catalog cloud offer's price per hour times the hours. */
  | 'RENTED';

/** How serious a finding is. */
export type Severity =
  /** The build will not work as listed (compatible is false). */
  | 'ERROR'
  /** Context, or a check that could not be made because a fact is missing. */
  | 'INFO'
  /** It works, but with a real cost or risk the builder should weigh. */
  | 'WARNING';

/** A GPU software stack a runtime or framework is built on. */
export type SoftwareStack =
  /** NVIDIA CUDA. */
  | 'CUDA'
  /** Apple Metal: Apple silicon only, which the catalog lists as unified-memory machines (Mac Studio), never as cards: recommendGpus answers BAD_USER_INPUT naming input.stack, with the cheapest of those machines at the asked condition; recommendBuild finds no build and lists them in systemAlternatives. */
  | 'METAL'
  /** Intel oneAPI: SYCL (llama.cpp) and PyTorch's XPU back end; the architecture's oneAPI status decides. */
  | 'ONEAPI'
  /** AMD ROCm (HIP); the architecture's ROCm status decides. */
  | 'ROCM'
  /** Vulkan, llama.cpp's portable back end: graphics cards of NVIDIA, AMD and Intel (HBM data-centre modules have no Vulkan driver on record). */
  | 'VULKAN';

/** Where a setup's speed comes from. */
export type SpeedBasis =
  /** A calibrated estimate from the GPU's specifications (the method says how). */
  | 'ESTIMATED'
  /** A measured run: serving, a catalog benchmark of this GPU, GPU count and model class; training, a published run of this GPU, job, precision and model size class, scaled by parameters. */
  | 'MEASURED';

/** What kind of drive. */
export type StorageType =
  /** A spinning hard disk. */
  | 'HDD'
  /** An NVMe SSD (M.2 or U.2) on PCI Express. */
  | 'NVME'
  /** A SATA solid-state drive. */
  | 'SATA_SSD';

/** Which rigbase call a suggestion runs. */
export type SuggestedOperation =
  /** checkBuild: whether parts work together, their power draw against a PSU and the household circuit. */
  | 'CHECK_BUILD'
  /** estimateMemory: the GPU memory a model needs, per GPU at a GPU count. */
  | 'ESTIMATE_MEMORY'
  /** powerLimitTradeoff: speed lost and energy saved at a power limit. */
  | 'POWER_LIMIT_TRADEOFF'
  /** recommendBuild: a whole machine for a budget. */
  | 'RECOMMEND_BUILD'
  /** recommendGpus: GPUs for a budget and a memory need, best value first. */
  | 'RECOMMEND_GPUS';

/** A software stack that runs models on a unified-memory machine's GPU. */
export type SystemSoftwareStack =
  /** NVIDIA CUDA: PyTorch, vLLM, TensorRT-LLM, llama.cpp's CUDA backend. */
  | 'CUDA'
  /** Apple Metal: MLX, PyTorch's MPS backend, llama.cpp's Metal backend. */
  | 'METAL_MLX'
  /** AMD ROCm: PyTorch's ROCm build, llama.cpp's HIP backend. */
  | 'ROCM'
  /** Vulkan compute: llama.cpp's Vulkan backend. */
  | 'VULKAN';

/** What a use case does with the cards. */
export type Workload =
  /** Fine-tuning a pretrained model (LoRA, QLoRA). */
  | 'FINE_TUNING'
  /** Running a trained model. */
  | 'INFERENCE'
  /** Training models. */
  | 'TRAINING';

export type AskQueryVariables = Exact<{
  text: string;
  first: number;
}>;


export type AskQuery = { ask: { intent: SearchIntent, hits: Array<{ score: number, kind: SearchHitKind, title: string, snippet: string | null, item:
        | { __typename: 'Case', expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'Cooler', coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'Cpu', cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
        | { __typename: 'Gpu', vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'GpuServer', slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'GraphicsCard', slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
        | { __typename: 'Guidance', slug: string, question: string, answer: string, tags: Array<string>, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
        | { __typename: 'MemoryKit', capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
        | { __typename: 'Model', slug: string, name: string, maker: string, releaseYear: number, parametersBillions: number | null, maxContextTokens: number, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
        | { __typename: 'Motherboard', formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
        | { __typename: 'Psu', wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'Storage', storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
        | { __typename: 'UnifiedMemorySystem', slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { __typename: 'UseCase', slug: string, name: string, description: string, minVramGb: number, recommendedVramGb: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
       }>, entities: Array<{ kind: SearchEntityKind, text: string, slug: string | null, name: string, quantity: number | null, powerW: number | null, amountUsd: number | null, vramGb: number | null }>, calls: Array<{ operation: SuggestedOperation, question: string, variables: string, assumptions: Array<string> }> } };

export type AskEstimateQueryVariables = Exact<{
  input: MemoryEstimateInput;
}>;


export type AskEstimateQuery = { estimateMemory: { totalGb: number, gpuCount: number, weightFormat: MemoryPrecision, total: { gib: number } } };

export type AskCheckQueryVariables = Exact<{
  build: BuildInput;
}>;


export type AskCheckQuery = { checkBuild: { compatible: boolean, power: { sustainedDrawW: number, transientPeakW: number | null, recommendedPsuW: number, psuW: number | null, circuitLimitW: number, fitsCircuit: boolean }, findings: Array<{ severity: Severity, message: string }> } };

export type AskRecommendGpusQueryVariables = Exact<{
  input: GpuRecommendationInput;
}>;


export type AskRecommendGpusQuery = { recommendGpus: Array<{ rank: number, priceUsd: number | null, gpu: { slug: string, name: string, vramGb: number } }> };

export type AskRecommendBuildQueryVariables = Exact<{
  input: BuildRecommendationInput;
}>;


export type AskRecommendBuildQuery = { recommendBuild: { reasons: Array<string>, parts: Array<{ quantity: number, priceUsd: number | null, component:
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
       }> } };

export type AskPowerLimitQueryVariables = Exact<{
  gpuSlug?: string | null | undefined;
  limitW: number;
}>;


export type AskPowerLimitQuery = { powerLimitTradeoff: { tdpW: number, limitW: number, relativeSpeed: number, wattsSaved: number } };

type PartFields_Case_Fragment = { expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

type PartFields_Cooler_Fragment = { coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

type PartFields_Cpu_Fragment = { cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number };

type PartFields_Gpu_Fragment = { vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

type PartFields_GpuServer_Fragment = { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

type PartFields_GraphicsCard_Fragment = { slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } };

type PartFields_MemoryKit_Fragment = { capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType };

type PartFields_Motherboard_Fragment = { formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> };

type PartFields_Psu_Fragment = { wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

type PartFields_Storage_Fragment = { storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number };

type PartFields_UnifiedMemorySystem_Fragment = { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null };

export type PartFieldsFragment =
  | PartFields_Case_Fragment
  | PartFields_Cooler_Fragment
  | PartFields_Cpu_Fragment
  | PartFields_Gpu_Fragment
  | PartFields_GpuServer_Fragment
  | PartFields_GraphicsCard_Fragment
  | PartFields_MemoryKit_Fragment
  | PartFields_Motherboard_Fragment
  | PartFields_Psu_Fragment
  | PartFields_Storage_Fragment
  | PartFields_UnifiedMemorySystem_Fragment
;

export type ReportFieldsFragment = { verdict: BuildVerdict, compatible: boolean, summary: string, totalPriceUsd: number | null, unverifiedChecks: Array<{ ruleId: string, decidesVerdict: boolean, message: string, rule: { title: string }, settledBy: Array<{ componentSlug: string | null, kind: ComponentKind | null, field: string | null, component:
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
        | { slug: string, name: string }
       | null }> }>, gpuPlacements: Array<{ gpuSlug: string, label: string, position: number | null, slotWidth: number, lanes: number | null, gen: number | null, bandwidthGBs: number | null, physicalLanes: number | null, fromCpu: boolean | null, riser: boolean }>, power: { totalTdpW: number, sustainedDrawW: number, transientPeakW: number | null, recommendedPsuW: number, psuW: number | null, circuitLimitW: number, wallDrawW: number, fitsCircuit: boolean }, findings: Array<{ ruleId: string, severity: Severity, message: string, components: Array<
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
      | { slug: string, name: string, kind: ComponentKind }
    >, rule: { title: string, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> } }> };

export type PartSearchQueryVariables = Exact<{
  text: string;
  kind?: ComponentKind | null | undefined;
  first: number;
  intent: SearchIntent;
}>;


export type PartSearchQuery = { components: { totalCount: number, edges: Array<{ node:
        | { expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
        | { vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
        | { capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
        | { formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
        | { wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
       }> }, search: Array<{ item:
      | { __typename: 'Case', expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'Cooler', coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'Cpu', cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
      | { __typename: 'Gpu', vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'GpuServer', slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'GraphicsCard', slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
      | { __typename: 'Guidance' }
      | { __typename: 'MemoryKit', capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
      | { __typename: 'Model' }
      | { __typename: 'Motherboard', formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
      | { __typename: 'Psu', wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'Storage', storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
      | { __typename: 'UnifiedMemorySystem', slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
      | { __typename: 'UseCase' }
     }> };

export type CheckBuildQueryVariables = Exact<{
  build: BuildInput;
}>;


export type CheckBuildQuery = { checkBuild: { verdict: BuildVerdict, compatible: boolean, summary: string, totalPriceUsd: number | null, unverifiedChecks: Array<{ ruleId: string, decidesVerdict: boolean, message: string, rule: { title: string }, settledBy: Array<{ componentSlug: string | null, kind: ComponentKind | null, field: string | null, component:
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
          | { slug: string, name: string }
         | null }> }>, gpuPlacements: Array<{ gpuSlug: string, label: string, position: number | null, slotWidth: number, lanes: number | null, gen: number | null, bandwidthGBs: number | null, physicalLanes: number | null, fromCpu: boolean | null, riser: boolean }>, power: { totalTdpW: number, sustainedDrawW: number, transientPeakW: number | null, recommendedPsuW: number, psuW: number | null, circuitLimitW: number, wallDrawW: number, fitsCircuit: boolean }, findings: Array<{ ruleId: string, severity: Severity, message: string, components: Array<
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
        | { slug: string, name: string, kind: ComponentKind }
      >, rule: { title: string, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> } }> } };

export type SaveBuildMutationVariables = Exact<{
  build: BuildInput;
  name?: string | null | undefined;
}>;


export type SaveBuildMutation = { saveBuild: { id: string, name: string | null, createdAt: string } };

export type SavedBuildQueryVariables = Exact<{
  id: string | number;
}>;


export type SavedBuildQuery = { savedBuild: { id: string, name: string | null, createdAt: string, options: { useCase: string | null, preprocessingOnTheFly: boolean, risers: boolean | null, mains: { voltage: number | null, breakerAmps: number | null, region: MainsRegion | null } | null }, parts: Array<{ quantity: number, component:
        | { expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
        | { vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
        | { capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
        | { formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
        | { wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
       }>, report: { verdict: BuildVerdict, compatible: boolean, summary: string, totalPriceUsd: number | null, unverifiedChecks: Array<{ ruleId: string, decidesVerdict: boolean, message: string, rule: { title: string }, settledBy: Array<{ componentSlug: string | null, kind: ComponentKind | null, field: string | null, component:
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
           | null }> }>, gpuPlacements: Array<{ gpuSlug: string, label: string, position: number | null, slotWidth: number, lanes: number | null, gen: number | null, bandwidthGBs: number | null, physicalLanes: number | null, fromCpu: boolean | null, riser: boolean }>, power: { totalTdpW: number, sustainedDrawW: number, transientPeakW: number | null, recommendedPsuW: number, psuW: number | null, circuitLimitW: number, wallDrawW: number, fitsCircuit: boolean }, findings: Array<{ ruleId: string, severity: Severity, message: string, components: Array<
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
        >, rule: { title: string, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> } }> } } | null };

export type UseCasesQueryVariables = Exact<{ [key: string]: never; }>;


export type UseCasesQuery = { useCases: Array<{ slug: string, name: string, minVramGb: number, recommendedVramGb: number | null }> };

export type RecommendBuildQueryVariables = Exact<{
  input: BuildRecommendationInput;
}>;


export type RecommendBuildQuery = { recommendBuild: { reasons: Array<string>, risers: boolean, systemAlternatives: Array<{ priceUsd: number, priceCondition: PriceCondition, reasons: Array<string>, system: { slug: string, manufacturer: string, name: string, priceObservedOn: string | null, usedPriceObservedOn: string | null } }>, parts: Array<{ quantity: number, priceUsd: number | null, component:
        | { expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
        | { vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
        | { capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
        | { formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
        | { wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
        | { storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
        | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
       }>, report: { verdict: BuildVerdict, compatible: boolean, summary: string, totalPriceUsd: number | null, unverifiedChecks: Array<{ ruleId: string, decidesVerdict: boolean, message: string, rule: { title: string }, settledBy: Array<{ componentSlug: string | null, kind: ComponentKind | null, field: string | null, component:
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
            | { slug: string, name: string }
           | null }> }>, gpuPlacements: Array<{ gpuSlug: string, label: string, position: number | null, slotWidth: number, lanes: number | null, gen: number | null, bandwidthGBs: number | null, physicalLanes: number | null, fromCpu: boolean | null, riser: boolean }>, power: { totalTdpW: number, sustainedDrawW: number, transientPeakW: number | null, recommendedPsuW: number, psuW: number | null, circuitLimitW: number, wallDrawW: number, fitsCircuit: boolean }, findings: Array<{ ruleId: string, severity: Severity, message: string, components: Array<
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
          | { slug: string, name: string, kind: ComponentKind }
        >, rule: { title: string, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> } }> } | null } };

export type PartBySlugQueryVariables = Exact<{
  slug: string;
}>;


export type PartBySlugQuery = { component:
    | { expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
    | { coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
    | { cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number }
    | { vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
    | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
    | { slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, chip: { slug: string, name: string, vramGb: number } }
    | { capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType }
    | { formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
    | { wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
    | { storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number }
    | { slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null }
   | null };

export type ModelSearchQueryVariables = Exact<{
  search?: string | null | undefined;
  first: number;
}>;


export type ModelSearchQuery = { models: { totalCount: number, edges: Array<{ node: { slug: string, name: string, family: string, maker: string, parametersBillions: number | null, activeParametersBillions: number | null, parametersFromArchitectureBillions: number, maxContextTokens: number, attention: AttentionKind } }> } };

export type EstimateMemoryQueryVariables = Exact<{
  input: MemoryEstimateInput;
  fits: number;
  systems: number;
  condition?: PriceCondition | null | undefined;
  gpuCounts?: Array<number> | number | null | undefined;
}>;


export type EstimateMemoryQuery = { estimateMemory: { totalGb: number, weightsGb: number, gradientsGb: number, optimizerGb: number, activationsGb: number, kvCacheGb: number, overheadGb: number, assumptions: Array<string>, architectureDerived: boolean, mode: MemoryMode, weightFormat: MemoryPrecision, bitsPerWeight: number, effectiveBitsPerWeight: number, kvCachePrecision: KvCachePrecision | null, sequenceLength: number, batchSize: number, gradientCheckpointing: boolean | null, fitAdvice: Array<string>, total: { gb: number, gib: number }, lines: Array<{ key: MemoryLineKey, label: string, basis: string, amount: { gb: number, gib: number } }>, model: { slug: string, name: string, maxContextTokens: number } | null, parameters: { totalBillions: number, activeBillions: number, trainableBillions: number }, format: { nativeArchitectures: Array<string>, hardware: string }, config: { modelType: string, architectureName: string | null, maxContextTokens: number | null } | null, systemFits: Array<{ runtime: FitRuntime, marginal: boolean, comfortableWith: Array<string>, priceUsd: number | null, priceCondition: PriceCondition | null, notes: Array<string>, system: { slug: string, name: string, manufacturer: string, processor: string, unifiedMemoryGb: number, gpuUsableMemoryGb: number, memoryBandwidthGBs: number, softwareStacks: Array<SystemSoftwareStack>, priceObservedOn: string | null }, gpuUsableMemory: { gb: number, gib: number }, required: { gb: number, gib: number }, headroom: { gb: number, gib: number }, throughput: { decodeTokensPerSecond: number } | null }>, serverFits: Array<{ marginal: boolean, comfortableWith: Array<string>, priceUsd: number | null, priceCondition: PriceCondition | null, priceIncludesGpus: boolean, notes: Array<string>, server: { slug: string, name: string, manufacturer: string, gpuCount: number, gpuMemoryGb: number, interconnect: ServerInterconnect, maxPowerW: number | null, rackUnits: number | null, priceObservedOn: string | null, gpu: { name: string, memoryBandwidthGBs: number } }, requiredPerGpu: { gb: number, gib: number }, headroom: { gb: number, gib: number }, throughput: { decodeTokensPerSecond: number } | null }>, fits: Array<{ gpuCount: number, boards: number, priceUsd: number, priceCondition: PriceCondition, runtime: FitRuntime, marginal: boolean, comfortableWith: Array<string>, techniques: Array<string>, gpu: { slug: string, name: string, manufacturer: string }, memoryPerGpu: { gb: number, gib: number }, requiredPerGpu: { gb: number, gib: number }, headroom: { gb: number, gib: number }, runtimeReserve: { gb: number, gib: number }, throughput: { decodeTokensPerSecond: number, prefillTokensPerSecond: number | null, method: string } | null, measuredBenchmarks: Array<{ id: string, workload: string, value: number, unit: string }> }> } };

export type CloudOfferingsQueryVariables = Exact<{
  first: number;
}>;


export type CloudOfferingsQuery = { cloudOfferings: { edges: Array<{ node: { id: string, provider: CloudProvider, instanceType: string, gpuCount: number, onDemandUsdPerHour: number | null, region: string | null, asOf: string, gpu: { slug: string, name: string, tdpW: number } } }> } };

export type CompareCostQueryVariables = Exact<{
  input: CloudVsDesktopInput;
}>;


export type CompareCostQuery = { compareCloudVsDesktop: { yearlyKwh: number, yearlyElectricityUsd: number, cloudYearlyUsd: number, cloudSpeedRatio: number | null, cloudHoursPerDesktopHour: number, workCaveat: string | null, breakEvenDays: number | null, points: Array<{ day: number, desktopUsd: number, cloudUsd: number }> } };

export type SourceFieldsFragment = { key: string, title: string, url: string | null, publisher: string | null, year: number | null };

export type CloudOfferFieldsFragment = { id: string, provider: CloudProvider, instanceType: string, gpuCount: number, onDemandUsdPerHour: number | null, region: string | null, asOf: string };

export type GenerationModelsQueryVariables = Exact<{ [key: string]: never; }>;


export type GenerationModelsQuery = { generationModels: Array<{ slug: string, name: string, kind: GenerationKind, released: string, defaultWidthPx: number, defaultHeightPx: number, defaultFrames: number }> };

export type EstimateGenerationQueryVariables = Exact<{
  input: GenerationMemoryInput;
}>;


export type EstimateGenerationQuery = { estimateGenerationMemory: { widthPx: number, heightPx: number, frames: number, precision: GenerationPrecision, tokens: number, peakStage: GenerationStage, assumptions: Array<string>, peak: { gb: number, gib: number }, stages: Array<{ stage: GenerationStage, total: { gib: number }, lines: Array<{ key: GenerationLineKey, label: string, basis: string, amount: { gib: number } }> }>, weights: { denoiser: { gb: number }, textEncoders: { gb: number }, vae: { gb: number } }, cpuRam: { gb: number }, fits: Array<{ priceUsd: number | null, priceCondition: PriceCondition | null, setup: GpuSetup | null, notes: Array<string>, gpu: { slug: string, name: string, vramGb: number } | null, system: { slug: string, manufacturer: string, name: string, gpuUsableMemoryGb: number, unifiedMemoryGb: number } | null, memory: { gib: number }, headroom: { gib: number } }> } };

export type CatalogHealthQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogHealthQuery = { catalogHealth: { asOf: string, catalogVersion: string, priceWindowMonths: number, staleBefore: string, prices: Array<{ kind: CatalogHealthPriceKind, priced: number, stale: number, examples: Array<{ slug: string, name: string, newestOn: string }> }>, missingFacts: Array<{ kind: ComponentKind, fact: string, ruleIds: Array<string>, parts: number, missing: number, examples: Array<string> }>, models: { newestReleaseYear: number | null, newestModels: Array<string>, newestGenerationRelease: string | null, statement: string } } };

export type GpuListQueryVariables = Exact<{
  filter?: GpuFilter | null | undefined;
  orderBy?: GpuOrder | null | undefined;
  condition?: PriceCondition | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type GpuListQuery = { gpus: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { slug: string, name: string, manufacturer: string, vendor: GpuVendor, architecture: string, vramGb: number, tdpW: number, releaseYear: number | null, priceUsd: number | null, usedPriceUsd: number | null, relativePerformance: number | null, tensorCores: boolean, formFactor: GpuFormFactor, performancePerDollar: number | null } }> } };

export type GpuDetailQueryVariables = Exact<{
  slug: string;
  offers: number;
}>;


export type GpuDetailQuery = { cloudOfferings: { edges: Array<{ node: { spotUsdPerHour: number | null, id: string, provider: CloudProvider, instanceType: string, gpuCount: number, onDemandUsdPerHour: number | null, region: string | null, asOf: string, source: { key: string, title: string, url: string | null, publisher: string | null, year: number | null } } }> }, component:
    | { description: string | null, releaseYear: number | null, expansionSlots: number, openFrame: boolean, maxGpuLengthMm: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, coolerType: CoolerType, maxTdpW: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, cores: number, threads: number, pcieLanes: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cpuTdpW: number, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { vendor: GpuVendor, architecture: string, gpusPerBoard: number, memoryBandwidthGBs: number, fp32Tflops: number | null, fp16TensorTflops: number | null, tensorCores: boolean, bf16: boolean, coolerStyle: GpuCoolerStyle | null, nvlink: boolean, pcieConnectors: number | null, relativePerformance: number | null, relativePerformanceMethod: string | null, performanceBasis: PerformanceBasis | null, priceKind: PriceKind | null, priceObservedOn: string | null, priceObservedPrecision: DatePrecision | null, description: string | null, releaseYear: number | null, vramGb: number, tdpW: number, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, gpuFormFactor: GpuFormFactor, gpuMemoryType: GpuMemoryType | null, priceObservations: Array<{ id: string, condition: PurchaseCondition, priceKind: PriceKind, amount: number, amountMax: number | null, seller: string | null, region: string | null, observed: string, notes: string | null, source: { key: string, title: string, url: string | null, publisher: string | null, year: number | null } }>, benchmarks: Array<{ id: string, workload: string, metric: string, value: number, unit: string, precision: BenchmarkPrecision | null, gpuCount: number, notes: string | null, source: { key: string, title: string, url: string | null, publisher: string | null, year: number | null } }>, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, slotWidth: number | null, lengthMm: number | null, pcieGen: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, cardTdpW: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }>, chip: { slug: string, name: string, vramGb: number } }
    | { description: string | null, releaseYear: number | null, capacityGb: number, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, memoryKitType: MemoryType, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, formFactor: BoardFormFactor, memoryType: MemoryType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }>, pcieSlots: Array<{ position: number, physicalLanes: number, electricalLanes: number, gen: number, fromCpu: boolean | null, sharedWith: Array<number> | null }> }
    | { description: string | null, releaseYear: number | null, wattage: number, efficiencyRating: EfficiencyRating | null, atx3: boolean, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, storageType: StorageType, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, storageCapacityGb: number, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
    | { description: string | null, releaseYear: number | null, slug: string, kind: ComponentKind, name: string, manufacturer: string, priceUsd: number | null, usedPriceUsd: number | null, sources: Array<{ key: string, title: string, url: string | null, publisher: string | null, year: number | null }> }
   | null };

export type RecommendGpusQueryVariables = Exact<{
  input: GpuRecommendationInput;
}>;


export type RecommendGpusQuery = { recommendGpus: Array<{ rank: number, priceUsd: number | null, meetsMemory: boolean, reasons: Array<string>, objective: GpuObjective, objectiveValue: number | null, performanceIsEstimate: boolean | null, stack: SoftwareStack | null, unspentUsd: number | null, nextStepUp: { totalUsd: number, extraUsd: number, gpu: { slug: string, name: string } } | null, gpu: { slug: string, name: string, manufacturer: string, vramGb: number, tdpW: number, priceUsd: number | null, usedPriceUsd: number | null } }> };

export type PlanJobQueryVariables = Exact<{
  input: PlanJobInput;
}>;


export type PlanJobQuery = { planJob: { summary: string, computeBasis: string, notes: Array<string>, leftOut: Array<string>, assumptions: { statements: Array<string> }, ownVsRent: { breakEvenJobsPerYear: number | null, ownPays: boolean, summary: string } | null, setups: Array<{ rank: number, ownership: SetupOwnership, gpuCount: number, replicas: number, hours: number, speedBasis: SpeedBasis, speedMethod: string, costPerJobUsd: number, yearlyCostUsd: number, hardwareUsd: number | null, electricityUsd: number | null, rentUsd: number | null, meetsDeadline: boolean | null, notes: Array<string>, server: { slug: string, name: string, manufacturer: string } | null, gpu: { slug: string, name: string }, offer: { provider: CloudProvider, instanceType: string, asOf: string } | null, capacity: { users: number, singleStreamTokensPerSecond: number } | null }> } };

export const PartFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}}]} as unknown as DocumentNode<PartFieldsFragment, unknown>;
export const SourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<SourceFieldsFragment, unknown>;
export const ReportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"compatible"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"decidesVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"componentSlug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpuPlacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"bandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"riser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"power"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTdpW"}},{"kind":"Field","name":{"kind":"Name","value":"sustainedDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"transientPeakW"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPsuW"}},{"kind":"Field","name":{"kind":"Name","value":"psuW"}},{"kind":"Field","name":{"kind":"Name","value":"circuitLimitW"}},{"kind":"Field","name":{"kind":"Name","value":"wallDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCircuit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}}]} as unknown as DocumentNode<ReportFieldsFragment, unknown>;
export const CloudOfferFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CloudOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudOffering"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instanceType"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"onDemandUsdPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]} as unknown as DocumentNode<CloudOfferFieldsFragment, unknown>;
export const AskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ask"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ask"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"intent"}},{"kind":"Field","name":{"kind":"Name","value":"hits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"snippet"}},{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Guidance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"UseCase"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"minVramGb"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedVramGb"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Model"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maker"}},{"kind":"Field","name":{"kind":"Name","value":"releaseYear"}},{"kind":"Field","name":{"kind":"Name","value":"parametersBillions"}},{"kind":"Field","name":{"kind":"Name","value":"maxContextTokens"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"powerW"}},{"kind":"Field","name":{"kind":"Name","value":"amountUsd"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"calls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"variables"}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}}]} as unknown as DocumentNode<AskQuery, AskQueryVariables>;
export const AskEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryEstimateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateMemory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGb"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"weightFormat"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}}]}}]}}]} as unknown as DocumentNode<AskEstimateQuery, AskEstimateQueryVariables>;
export const AskCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"build"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuildInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"build"},"value":{"kind":"Variable","name":{"kind":"Name","value":"build"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compatible"}},{"kind":"Field","name":{"kind":"Name","value":"power"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sustainedDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"transientPeakW"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPsuW"}},{"kind":"Field","name":{"kind":"Name","value":"psuW"}},{"kind":"Field","name":{"kind":"Name","value":"circuitLimitW"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCircuit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AskCheckQuery, AskCheckQueryVariables>;
export const AskRecommendGpusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskRecommendGpus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GpuRecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendGpus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}}]}}]}}]} as unknown as DocumentNode<AskRecommendGpusQuery, AskRecommendGpusQueryVariables>;
export const AskRecommendBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskRecommendBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuildRecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AskRecommendBuildQuery, AskRecommendBuildQueryVariables>;
export const AskPowerLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AskPowerLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gpuSlug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limitW"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"powerLimitTradeoff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gpuSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gpuSlug"}}},{"kind":"Argument","name":{"kind":"Name","value":"limitW"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limitW"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"limitW"}},{"kind":"Field","name":{"kind":"Name","value":"relativeSpeed"}},{"kind":"Field","name":{"kind":"Name","value":"wattsSaved"}}]}}]}}]} as unknown as DocumentNode<AskPowerLimitQuery, AskPowerLimitQueryVariables>;
export const PartSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ComponentKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"intent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchIntent"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"components"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"intent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"intent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}}]} as unknown as DocumentNode<PartSearchQuery, PartSearchQueryVariables>;
export const CheckBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"build"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuildInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"build"},"value":{"kind":"Variable","name":{"kind":"Name","value":"build"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"compatible"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"decidesVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"componentSlug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpuPlacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"bandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"riser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"power"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTdpW"}},{"kind":"Field","name":{"kind":"Name","value":"sustainedDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"transientPeakW"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPsuW"}},{"kind":"Field","name":{"kind":"Name","value":"psuW"}},{"kind":"Field","name":{"kind":"Name","value":"circuitLimitW"}},{"kind":"Field","name":{"kind":"Name","value":"wallDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCircuit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CheckBuildQuery, CheckBuildQueryVariables>;
export const SaveBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"build"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuildInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"build"},"value":{"kind":"Variable","name":{"kind":"Name","value":"build"}}},{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SaveBuildMutation, SaveBuildMutationVariables>;
export const SavedBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mains"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voltage"}},{"kind":"Field","name":{"kind":"Name","value":"breakerAmps"}},{"kind":"Field","name":{"kind":"Name","value":"region"}}]}},{"kind":"Field","name":{"kind":"Name","value":"useCase"}},{"kind":"Field","name":{"kind":"Name","value":"preprocessingOnTheFly"}},{"kind":"Field","name":{"kind":"Name","value":"risers"}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"compatible"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"decidesVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"componentSlug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpuPlacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"bandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"riser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"power"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTdpW"}},{"kind":"Field","name":{"kind":"Name","value":"sustainedDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"transientPeakW"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPsuW"}},{"kind":"Field","name":{"kind":"Name","value":"psuW"}},{"kind":"Field","name":{"kind":"Name","value":"circuitLimitW"}},{"kind":"Field","name":{"kind":"Name","value":"wallDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCircuit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedBuildQuery, SavedBuildQueryVariables>;
export const UseCasesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UseCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"useCases"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minVramGb"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedVramGb"}}]}}]}}]} as unknown as DocumentNode<UseCasesQuery, UseCasesQueryVariables>;
export const RecommendBuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendBuild"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BuildRecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendBuild"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"risers"}},{"kind":"Field","name":{"kind":"Name","value":"systemAlternatives"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"priceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"system"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservedOn"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceObservedOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"parts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"report"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BuildReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verdict"}},{"kind":"Field","name":{"kind":"Name","value":"compatible"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"unverifiedChecks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"decidesVerdict"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settledBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"componentSlug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"component"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalPriceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpuPlacements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpuSlug"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"bandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"riser"}}]}},{"kind":"Field","name":{"kind":"Name","value":"power"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalTdpW"}},{"kind":"Field","name":{"kind":"Name","value":"sustainedDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"transientPeakW"}},{"kind":"Field","name":{"kind":"Name","value":"recommendedPsuW"}},{"kind":"Field","name":{"kind":"Name","value":"psuW"}},{"kind":"Field","name":{"kind":"Name","value":"circuitLimitW"}},{"kind":"Field","name":{"kind":"Name","value":"wallDrawW"}},{"kind":"Field","name":{"kind":"Name","value":"fitsCircuit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"findings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ruleId"}},{"kind":"Field","name":{"kind":"Name","value":"severity"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"components"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecommendBuildQuery, RecommendBuildQueryVariables>;
export const PartBySlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PartBySlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"component"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}}]} as unknown as DocumentNode<PartBySlugQuery, PartBySlugQueryVariables>;
export const ModelSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModelSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"models"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"family"}},{"kind":"Field","name":{"kind":"Name","value":"maker"}},{"kind":"Field","name":{"kind":"Name","value":"parametersBillions"}},{"kind":"Field","name":{"kind":"Name","value":"activeParametersBillions"}},{"kind":"Field","name":{"kind":"Name","value":"parametersFromArchitectureBillions"}},{"kind":"Field","name":{"kind":"Name","value":"maxContextTokens"}},{"kind":"Field","name":{"kind":"Name","value":"attention"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModelSearchQuery, ModelSearchQueryVariables>;
export const EstimateMemoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateMemory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryEstimateInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fits"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"systems"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceCondition"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gpuCounts"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateMemory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalGb"}},{"kind":"Field","name":{"kind":"Name","value":"weightsGb"}},{"kind":"Field","name":{"kind":"Name","value":"gradientsGb"}},{"kind":"Field","name":{"kind":"Name","value":"optimizerGb"}},{"kind":"Field","name":{"kind":"Name","value":"activationsGb"}},{"kind":"Field","name":{"kind":"Name","value":"kvCacheGb"}},{"kind":"Field","name":{"kind":"Name","value":"overheadGb"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"model"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"maxContextTokens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"architectureDerived"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalBillions"}},{"kind":"Field","name":{"kind":"Name","value":"activeBillions"}},{"kind":"Field","name":{"kind":"Name","value":"trainableBillions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"weightFormat"}},{"kind":"Field","name":{"kind":"Name","value":"bitsPerWeight"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveBitsPerWeight"}},{"kind":"Field","name":{"kind":"Name","value":"format"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nativeArchitectures"}},{"kind":"Field","name":{"kind":"Name","value":"hardware"}}]}},{"kind":"Field","name":{"kind":"Name","value":"config"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"modelType"}},{"kind":"Field","name":{"kind":"Name","value":"architectureName"}},{"kind":"Field","name":{"kind":"Name","value":"maxContextTokens"}}]}},{"kind":"Field","name":{"kind":"Name","value":"kvCachePrecision"}},{"kind":"Field","name":{"kind":"Name","value":"sequenceLength"}},{"kind":"Field","name":{"kind":"Name","value":"batchSize"}},{"kind":"Field","name":{"kind":"Name","value":"gradientCheckpointing"}},{"kind":"Field","name":{"kind":"Name","value":"fitAdvice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"gpuCounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gpuCounts"}}}]},{"kind":"Field","name":{"kind":"Name","value":"systemFits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systems"}}},{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"system"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"processor"}},{"kind":"Field","name":{"kind":"Name","value":"unifiedMemoryGb"}},{"kind":"Field","name":{"kind":"Name","value":"gpuUsableMemoryGb"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"softwareStacks"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gpuUsableMemory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"required"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"marginal"}},{"kind":"Field","name":{"kind":"Name","value":"comfortableWith"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"priceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"throughput"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decodeTokensPerSecond"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serverFits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"systems"}}},{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"gpuMemoryGb"}},{"kind":"Field","name":{"kind":"Name","value":"interconnect"}},{"kind":"Field","name":{"kind":"Name","value":"maxPowerW"}},{"kind":"Field","name":{"kind":"Name","value":"rackUnits"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservedOn"}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBandwidthGBs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredPerGpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"marginal"}},{"kind":"Field","name":{"kind":"Name","value":"comfortableWith"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"priceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"priceIncludesGpus"}},{"kind":"Field","name":{"kind":"Name","value":"throughput"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decodeTokensPerSecond"}}]}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fits"}}},{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}},{"kind":"Argument","name":{"kind":"Name","value":"gpuCounts"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gpuCounts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"boards"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"priceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memoryPerGpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"requiredPerGpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runtimeReserve"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"runtime"}},{"kind":"Field","name":{"kind":"Name","value":"marginal"}},{"kind":"Field","name":{"kind":"Name","value":"comfortableWith"}},{"kind":"Field","name":{"kind":"Name","value":"techniques"}},{"kind":"Field","name":{"kind":"Name","value":"throughput"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decodeTokensPerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"prefillTokensPerSecond"}},{"kind":"Field","name":{"kind":"Name","value":"method"}}]}},{"kind":"Field","name":{"kind":"Name","value":"measuredBenchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workload"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EstimateMemoryQuery, EstimateMemoryQueryVariables>;
export const CloudOfferingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CloudOfferings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloudOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CloudOfferFields"}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CloudOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudOffering"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instanceType"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"onDemandUsdPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}}]} as unknown as DocumentNode<CloudOfferingsQuery, CloudOfferingsQueryVariables>;
export const CompareCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloudVsDesktopInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"compareCloudVsDesktop"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"yearlyKwh"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyElectricityUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cloudYearlyUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cloudSpeedRatio"}},{"kind":"Field","name":{"kind":"Name","value":"cloudHoursPerDesktopHour"}},{"kind":"Field","name":{"kind":"Name","value":"workCaveat"}},{"kind":"Field","name":{"kind":"Name","value":"breakEvenDays"}},{"kind":"Field","name":{"kind":"Name","value":"points"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"desktopUsd"}},{"kind":"Field","name":{"kind":"Name","value":"cloudUsd"}}]}}]}}]}}]} as unknown as DocumentNode<CompareCostQuery, CompareCostQueryVariables>;
export const GenerationModelsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GenerationModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"generationModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"released"}},{"kind":"Field","name":{"kind":"Name","value":"defaultWidthPx"}},{"kind":"Field","name":{"kind":"Name","value":"defaultHeightPx"}},{"kind":"Field","name":{"kind":"Name","value":"defaultFrames"}}]}}]}}]} as unknown as DocumentNode<GenerationModelsQuery, GenerationModelsQueryVariables>;
export const EstimateGenerationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EstimateGeneration"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GenerationMemoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"estimateGenerationMemory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"widthPx"}},{"kind":"Field","name":{"kind":"Name","value":"heightPx"}},{"kind":"Field","name":{"kind":"Name","value":"frames"}},{"kind":"Field","name":{"kind":"Name","value":"precision"}},{"kind":"Field","name":{"kind":"Name","value":"tokens"}},{"kind":"Field","name":{"kind":"Name","value":"peak"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}},{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"peakStage"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"total"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"amount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"weights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denoiser"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"textEncoders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vae"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cpuRam"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"}},{"kind":"Field","name":{"kind":"Name","value":"fits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"system"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gpuUsableMemoryGb"}},{"kind":"Field","name":{"kind":"Name","value":"unifiedMemoryGb"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"headroom"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gib"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"priceCondition"}},{"kind":"Field","name":{"kind":"Name","value":"setup"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<EstimateGenerationQuery, EstimateGenerationQueryVariables>;
export const CatalogHealthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogHealth"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"catalogVersion"}},{"kind":"Field","name":{"kind":"Name","value":"priceWindowMonths"}},{"kind":"Field","name":{"kind":"Name","value":"staleBefore"}},{"kind":"Field","name":{"kind":"Name","value":"prices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"priced"}},{"kind":"Field","name":{"kind":"Name","value":"stale"}},{"kind":"Field","name":{"kind":"Name","value":"examples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"newestOn"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"missingFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"fact"}},{"kind":"Field","name":{"kind":"Name","value":"ruleIds"}},{"kind":"Field","name":{"kind":"Name","value":"parts"}},{"kind":"Field","name":{"kind":"Name","value":"missing"}},{"kind":"Field","name":{"kind":"Name","value":"examples"}}]}},{"kind":"Field","name":{"kind":"Name","value":"models"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newestReleaseYear"}},{"kind":"Field","name":{"kind":"Name","value":"newestModels"}},{"kind":"Field","name":{"kind":"Name","value":"newestGenerationRelease"}},{"kind":"Field","name":{"kind":"Name","value":"statement"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogHealthQuery, CatalogHealthQueryVariables>;
export const GpuListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GpuList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GpuFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GpuOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"condition"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PriceCondition"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gpus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"architecture"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"releaseYear"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"relativePerformance"}},{"kind":"Field","name":{"kind":"Name","value":"tensorCores"}},{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"performancePerDollar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"condition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"condition"}}}]}]}}]}}]}}]}}]} as unknown as DocumentNode<GpuListQuery, GpuListQueryVariables>;
export const GpuDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GpuDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offers"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cloudOfferings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gpuSlug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CloudOfferFields"}},{"kind":"Field","name":{"kind":"Name","value":"spotUsdPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"component"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PartFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"releaseYear"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"architecture"}},{"kind":"Field","name":{"kind":"Name","value":"gpusPerBoard"}},{"kind":"Field","name":{"kind":"Name","value":"memoryBandwidthGBs"}},{"kind":"Field","name":{"kind":"Name","value":"fp32Tflops"}},{"kind":"Field","name":{"kind":"Name","value":"fp16TensorTflops"}},{"kind":"Field","name":{"kind":"Name","value":"tensorCores"}},{"kind":"Field","name":{"kind":"Name","value":"bf16"}},{"kind":"Field","alias":{"kind":"Name","value":"gpuFormFactor"},"name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"coolerStyle"}},{"kind":"Field","name":{"kind":"Name","value":"nvlink"}},{"kind":"Field","name":{"kind":"Name","value":"pcieConnectors"}},{"kind":"Field","alias":{"kind":"Name","value":"gpuMemoryType"},"name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"relativePerformance"}},{"kind":"Field","name":{"kind":"Name","value":"relativePerformanceMethod"}},{"kind":"Field","name":{"kind":"Name","value":"performanceBasis"}},{"kind":"Field","name":{"kind":"Name","value":"priceKind"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservedOn"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservedPrecision"}},{"kind":"Field","name":{"kind":"Name","value":"priceObservations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"condition"}},{"kind":"Field","name":{"kind":"Name","value":"priceKind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountMax"}},{"kind":"Field","name":{"kind":"Name","value":"seller"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"observed"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"benchmarks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workload"}},{"kind":"Field","name":{"kind":"Name","value":"metric"}},{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"unit"}},{"kind":"Field","name":{"kind":"Name","value":"precision"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SourceFields"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CloudOfferFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CloudOffering"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instanceType"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"onDemandUsdPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"region"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Source"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"publisher"}},{"kind":"Field","name":{"kind":"Name","value":"year"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PartFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Component"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Gpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cpu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"cpuTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"cores"}},{"kind":"Field","name":{"kind":"Name","value":"threads"}},{"kind":"Field","name":{"kind":"Name","value":"pcieLanes"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Motherboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"formFactor"}},{"kind":"Field","name":{"kind":"Name","value":"memoryType"}},{"kind":"Field","name":{"kind":"Name","value":"pcieSlots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"physicalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"electricalLanes"}},{"kind":"Field","name":{"kind":"Name","value":"gen"}},{"kind":"Field","name":{"kind":"Name","value":"fromCpu"}},{"kind":"Field","name":{"kind":"Name","value":"sharedWith"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Psu"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wattage"}},{"kind":"Field","name":{"kind":"Name","value":"efficiencyRating"}},{"kind":"Field","name":{"kind":"Name","value":"atx3"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Case"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"expansionSlots"}},{"kind":"Field","name":{"kind":"Name","value":"openFrame"}},{"kind":"Field","name":{"kind":"Name","value":"maxGpuLengthMm"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MemoryKit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","alias":{"kind":"Name","value":"memoryKitType"},"name":{"kind":"Name","value":"memoryType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Storage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"storageCapacityGb"},"name":{"kind":"Name","value":"capacityGb"}},{"kind":"Field","name":{"kind":"Name","value":"storageType"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Cooler"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coolerType"}},{"kind":"Field","name":{"kind":"Name","value":"maxTdpW"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GraphicsCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"cardTdpW"},"name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"slotWidth"}},{"kind":"Field","name":{"kind":"Name","value":"lengthMm"}},{"kind":"Field","name":{"kind":"Name","value":"pcieGen"}}]}}]}}]} as unknown as DocumentNode<GpuDetailQuery, GpuDetailQueryVariables>;
export const RecommendGpusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecommendGpus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GpuRecommendationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recommendGpus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"meetsMemory"}},{"kind":"Field","name":{"kind":"Name","value":"reasons"}},{"kind":"Field","name":{"kind":"Name","value":"objective"}},{"kind":"Field","name":{"kind":"Name","value":"objectiveValue"}},{"kind":"Field","name":{"kind":"Name","value":"performanceIsEstimate"}},{"kind":"Field","name":{"kind":"Name","value":"stack"}},{"kind":"Field","name":{"kind":"Name","value":"unspentUsd"}},{"kind":"Field","name":{"kind":"Name","value":"nextStepUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalUsd"}},{"kind":"Field","name":{"kind":"Name","value":"extraUsd"}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}},{"kind":"Field","name":{"kind":"Name","value":"vramGb"}},{"kind":"Field","name":{"kind":"Name","value":"tdpW"}},{"kind":"Field","name":{"kind":"Name","value":"priceUsd"}},{"kind":"Field","name":{"kind":"Name","value":"usedPriceUsd"}}]}}]}}]}}]} as unknown as DocumentNode<RecommendGpusQuery, RecommendGpusQueryVariables>;
export const PlanJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlanJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlanJobInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"planJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"computeBasis"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"leftOut"}},{"kind":"Field","name":{"kind":"Name","value":"assumptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statements"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownVsRent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"breakEvenJobsPerYear"}},{"kind":"Field","name":{"kind":"Name","value":"ownPays"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setups"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"ownership"}},{"kind":"Field","name":{"kind":"Name","value":"gpuCount"}},{"kind":"Field","name":{"kind":"Name","value":"replicas"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"speedBasis"}},{"kind":"Field","name":{"kind":"Name","value":"speedMethod"}},{"kind":"Field","name":{"kind":"Name","value":"costPerJobUsd"}},{"kind":"Field","name":{"kind":"Name","value":"yearlyCostUsd"}},{"kind":"Field","name":{"kind":"Name","value":"hardwareUsd"}},{"kind":"Field","name":{"kind":"Name","value":"electricityUsd"}},{"kind":"Field","name":{"kind":"Name","value":"rentUsd"}},{"kind":"Field","name":{"kind":"Name","value":"meetsDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"server"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"manufacturer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gpu"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"instanceType"}},{"kind":"Field","name":{"kind":"Name","value":"asOf"}}]}},{"kind":"Field","name":{"kind":"Name","value":"capacity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"}},{"kind":"Field","name":{"kind":"Name","value":"singleStreamTokensPerSecond"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PlanJobQuery, PlanJobQueryVariables>;