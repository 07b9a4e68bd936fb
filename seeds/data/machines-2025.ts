import type { GpuSeed, PriceObservationSeed, UnifiedMemorySystemSeed } from '../types';

export { machineSources } from './sources-machines';

/**
 * Machines beyond a PCIe card (issue 28): unified-memory systems, the RTX PRO 6000 Blackwell
 * Max-Q and Server editions, and dated per-GPU prices of the SXM/OAM modules that are sold in
 * 8-GPU servers. Figures are copied from the cited pages; where a page gives a range, the low
 * end is recorded and the note says so. What no page we read states is left empty (unknown),
 * never filled in from memory: the Mac Studios' power draw and the prices of the 512 GB M3
 * Ultra and 128 GB M4 Max configurations. The MI300X price (added later) is a secondary
 * source's street-price range, recorded like the SXM shares.
 */

/** The memory-limit texts, in our own words. */
const APPLE_LIMIT =
  "macOS lets the GPU wire about 75 % of RAM by default on large-memory Macs (Metal's recommendedMaxWorkingSetSize); `sudo sysctl iogpu.wired_limit_mb=<MB>` raises the cap until reboot, at the cost of memory the OS and other programs need.";

// One machine per block, several fields per line, so the catalog stays scannable.
// prettier-ignore
export const unifiedMemorySystems: UnifiedMemorySystemSeed[] = [
  {
    kind: 'UNIFIED_MEMORY_SYSTEM', slug: 'nvidia-dgx-spark', name: 'DGX Spark', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    processor: 'GB10 Grace Blackwell Superchip', architecture: 'Blackwell', releaseYear: 2025,
    unifiedMemoryGb: 128, gpuUsableMemoryGb: 128, memoryType: 'LPDDR5X', memoryBandwidthGBs: 273,
    gpuMemoryLimit: 'No fixed cap: the GPU addresses the whole coherent pool; DGX OS and running programs share it, which the headroom of a fit has to cover.',
    fp8: true, systemPowerW: 240, softwareStacks: ['CUDA'],
    description: 'A 150 mm box around NVIDIA\'s GB10: 128 GB the Blackwell GPU shares with a 20-core Arm CPU, the CUDA stack as on a data-centre GPU, and a quarter of an RTX 5090\'s memory bandwidth. Power is the external supply\'s rating.',
    sources: ['spec-nvidia-dgx-spark', 'ref-dgx-spark-overview-2026'],
  },
  {
    kind: 'UNIFIED_MEMORY_SYSTEM', slug: 'framework-desktop-ryzen-ai-max-395-128gb', name: 'Desktop (Ryzen AI Max+ 395, 128 GB)', manufacturer: 'Framework', vendor: 'AMD',
    processor: 'Ryzen AI Max+ 395 (Radeon 8060S, 40 CU)', architecture: 'RDNA 3.5', releaseYear: 2025,
    unifiedMemoryGb: 128, gpuUsableMemoryGb: 96, memoryType: 'LPDDR5X', memoryBandwidthGBs: 256, fp16TensorTflops: 59.4,
    gpuMemoryLimit: 'AMD\'s driver assigns at most 96 GB as VRAM (the BIOS variable graphics memory setting, the Windows figure). Under Linux the GPU can also map system RAM through GTT (amdgpu/ttm limits), which AMD\'s ROCm guide describes; how far beyond 96 GB that stays stable is not recorded here.',
    fp8: false, systemPowerW: 400, softwareStacks: ['ROCM', 'VULKAN'],
    description: 'A 4.5-litre mini PC on AMD\'s Strix Halo: 128 GB on a 256-bit LPDDR5X bus, up to 96 GB of it for the integrated GPU by default. llama.cpp runs on Vulkan or ROCm; the 120 W chip sits behind a 400 W supply.',
    sources: ['ref-framework-desktop-ryzen-ai-max', 'review-framework-desktop-2025', 'review-framework-desktop-verdict', 'ref-amd-rocm-strix-halo', 'ref-strix-halo-hardware-specs', 'ref-framework-desktop-psu'],
  },
  {
    kind: 'UNIFIED_MEMORY_SYSTEM', slug: 'apple-mac-studio-m3-ultra-512gb', name: 'Mac Studio (M3 Ultra, 512 GB)', manufacturer: 'Apple', vendor: 'APPLE',
    processor: 'M3 Ultra (32-core CPU, 80-core GPU)', architecture: 'Apple GPU (M3 family)', releaseYear: 2025,
    unifiedMemoryGb: 512, gpuUsableMemoryGb: 384, memoryType: 'LPDDR5X', memoryBandwidthGBs: 819,
    gpuMemoryLimit: APPLE_LIMIT,
    fp8: false, softwareStacks: ['METAL_MLX'],
    description: 'The most memory one desktop box held in 2025: 512 GB at 819 GB/s, enough for DeepSeek-class models at 4 bits. No CUDA: MLX, llama.cpp\'s Metal backend and PyTorch MPS. Price of this configuration and power draw not on record.',
    sources: ['news-apple-mac-studio-2025', 'news-techpowerup-mac-studio-2025', 'ref-apple-gpu-wired-memory-limit', 'ref-apple-iogpu-wired-limit'],
  },
  {
    kind: 'UNIFIED_MEMORY_SYSTEM', slug: 'apple-mac-studio-m3-ultra-96gb', name: 'Mac Studio (M3 Ultra, 96 GB)', manufacturer: 'Apple', vendor: 'APPLE',
    processor: 'M3 Ultra (28-core CPU, 60-core GPU)', architecture: 'Apple GPU (M3 family)', releaseYear: 2025,
    unifiedMemoryGb: 96, gpuUsableMemoryGb: 72, memoryType: 'LPDDR5X', memoryBandwidthGBs: 819,
    gpuMemoryLimit: APPLE_LIMIT,
    fp8: false, softwareStacks: ['METAL_MLX'],
    description: 'The M3 Ultra Mac Studio\'s base configuration: the full 819 GB/s with 96 GB, of which the GPU may wire about 72 GB by default.',
    sources: ['news-apple-mac-studio-2025', 'ref-apple-gpu-wired-memory-limit', 'ref-apple-iogpu-wired-limit'],
  },
  {
    kind: 'UNIFIED_MEMORY_SYSTEM', slug: 'apple-mac-studio-m4-max-128gb', name: 'Mac Studio (M4 Max, 128 GB)', manufacturer: 'Apple', vendor: 'APPLE',
    processor: 'M4 Max (16-core CPU, 40-core GPU)', architecture: 'Apple GPU (M4 family)', releaseYear: 2025,
    unifiedMemoryGb: 128, gpuUsableMemoryGb: 96, memoryType: 'LPDDR5X', memoryBandwidthGBs: 546,
    gpuMemoryLimit: APPLE_LIMIT,
    fp8: false, softwareStacks: ['METAL_MLX'],
    description: 'M4 Max with the 40-core GPU and 128 GB at 546 GB/s: twice a Strix Halo\'s bandwidth, with the same 96 GB the GPU may use by default. Price of this configuration and power draw not on record.',
    sources: ['news-apple-mac-studio-2025', 'review-verdict-strix-halo-vs-mac', 'ref-apple-gpu-wired-memory-limit', 'ref-apple-iogpu-wired-limit'],
  },
];

// prettier-ignore
export const machineGpus: GpuSeed[] = [
  {
    kind: 'GPU', slug: 'nvidia-rtx-pro-6000-blackwell-max-q', name: 'RTX PRO 6000 Blackwell Max-Q Workstation Edition', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Blackwell', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 96, memoryType: 'GDDR7', memoryBandwidthGBs: 1792, fp32Tflops: 110.1, tensorCores: true, bf16: true,
    tdpW: 300, pcieConnectors: 4, pcieGen: 5, nvlink: false, slotWidth: 2, lengthMm: 267, coolerStyle: 'BLOWER',
    description: 'The same 96 GB GB202 board as the Workstation Edition held to 300 W behind a blower that exhausts out of the case: the edition NVIDIA positions for four cards in one workstation.',
    sources: ['spec-nvidia-rtx-pro-6000-blackwell', 'ref-fixstars-rtx-pro-6000-max-q', 'technical-city-rtx-pro-6000-max-q', 'news-rtx-6000d-server-teardown'],
  },
  {
    kind: 'GPU', slug: 'nvidia-rtx-pro-6000-blackwell-server', name: 'RTX PRO 6000 Blackwell Server Edition', manufacturer: 'NVIDIA', vendor: 'NVIDIA',
    architecture: 'Blackwell', releaseYear: 2025, formFactor: 'PCIE', gpusPerBoard: 1,
    vramGb: 96, memoryType: 'GDDR7', tensorCores: true, bf16: true, memoryBandwidthGBs: 1597,
    tdpW: 600, pcieGen: 5, nvlink: false, slotWidth: 2, coolerStyle: 'PASSIVE',
    description: 'The passive, server-chassis edition: 96 GB of GDDR7 cooled by the server\'s fans, its board power configurable up to 600 W.',
    sources: ['spec-nvidia-rtx-pro-6000-server', 'news-rtx-6000d-server-teardown'],
  },
];

const SXM_SHARE =
  'estimated per-GPU price: these modules are sold in 8-GPU HGX servers, so this is a per-GPU share of a system (chassis, CPUs and networking extra); the low end of the range the source gives';

const OAM_SHARE =
  'estimated per-GPU street price: MI300X OAM modules are sold in 8-GPU platforms, so this is a per-GPU share of a system (chassis, CPUs and networking extra); the low end of the range the source gives, which dates it no more precisely than the year it was read';

export const machinePrices: PriceObservationSeed[] = [
  {
    component: 'nvidia-dgx-spark',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 3999,
    currency: 'USD',
    seller: 'NVIDIA (Founders Edition)',
    region: 'US',
    observedOn: '2025-10',
    source: 'ref-dgx-spark-overview-2026',
    notes: 'launch price; partner GB10 systems list from about $3,000',
  },
  {
    component: 'framework-desktop-ryzen-ai-max-395-128gb',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 1999,
    currency: 'USD',
    seller: 'Framework',
    region: 'US',
    observedOn: '2025',
    source: 'review-framework-desktop-2025',
    notes: 'mainboard and case without storage, cooling accessories or OS',
  },
  {
    component: 'apple-mac-studio-m3-ultra-96gb',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 3999,
    currency: 'USD',
    seller: 'Apple',
    region: 'US',
    observedOn: '2025-03',
    source: 'news-apple-mac-studio-2025',
    notes: 'launch price of the base M3 Ultra configuration (1 TB SSD)',
  },
  {
    component: 'nvidia-rtx-pro-6000-blackwell-max-q',
    condition: 'NEW',
    priceKind: 'LAUNCH_LIST',
    amount: 8565,
    currency: 'USD',
    seller: 'NVIDIA (launch MSRP)',
    region: 'US',
    observedOn: '2025-03',
    source: 'technical-city-rtx-pro-6000-max-q',
    notes: 'launch price',
  },
  {
    component: 'nvidia-h100-sxm5-80gb',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 25000,
    currency: 'USD',
    seller: 'estimate',
    region: 'global',
    observedOn: '2026',
    source: 'ref-egoistai-blackwell-prices-2026',
    notes: SXM_SHARE,
  },
  {
    component: 'nvidia-b200',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 30000,
    currency: 'USD',
    seller: 'estimate',
    region: 'global',
    observedOn: '2026',
    source: 'ref-egoistai-blackwell-prices-2026',
    notes: SXM_SHARE,
  },
  {
    component: 'nvidia-h200-sxm-141gb',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 25000,
    currency: 'USD',
    seller: 'estimate',
    region: 'global',
    observedOn: '2026',
    source: 'ref-awesomeagents-h200',
    notes: SXM_SHARE,
  },
  {
    component: 'amd-instinct-mi300x',
    condition: 'NEW',
    priceKind: 'RETAIL',
    amount: 10000,
    currency: 'USD',
    seller: 'estimate',
    region: 'global',
    // The page gives no date: the year it was read.
    observedOn: '2026',
    source: 'ref-awesomeagents-mi300x',
    notes: OAM_SHARE,
  },
];
