/**
 * Typed seed format. Every seed row names its sources by `SourceSeed.key`;
 * the runner resolves the keys and fails the whole transaction on an unknown one,
 * so a fact can never land without a citation.
 *
 * Units are in the names, as in the public API: Gb = 10^9 bytes, GBs = GB/s,
 * W = watts, Usd = US dollars, Mm = millimetres, Mts = mega-transfers/s.
 */

/** A citable document: vendor spec sheet, article, benchmark report. */
export interface SourceSeed {
  /** Stable key, lowercase kebab-case, referenced by the other seeds. */
  key: string;
  title: string;
  url?: string;
  publisher?: string;
  year?: number;
}

export type ComponentKind = 'GPU' | 'CPU' | 'MOTHERBOARD' | 'MEMORY' | 'PSU' | 'STORAGE' | 'CASE' | 'COOLER';

interface ComponentSeedBase {
  /** Stable, lowercase kebab-case, e.g. "nvidia-geforce-rtx-3090". */
  slug: string;
  /** Display name without the manufacturer, e.g. "GeForce RTX 3090". */
  name: string;
  manufacturer: string;
  releaseYear?: number;
  /** Typical new price (launch MSRP for GPUs unless stated otherwise). */
  priceUsd?: number;
  /** Typical used price, where a document or common market knowledge gives one. */
  usedPriceUsd?: number;
  /** One or two sentences in our own words. */
  description?: string;
  /** Keys of SourceSeed rows; at least one. */
  sources: string[];
}

export interface GpuSeed extends ComponentSeedBase {
  kind: 'GPU';
  vendor: 'NVIDIA' | 'AMD' | 'Intel';
  architecture: string;
  /** Per board; a dual-GPU board (K80, M60) reports the board total. */
  vramGb: number;
  gpusPerBoard: number;
  /** Per board. */
  memoryBandwidthGBs: number;
  fp32Tflops?: number;
  /** Dense FP16 tensor/matrix throughput, without sparsity (FP16 accumulate where vendors quote both). */
  fp16TensorTflops?: number;
  tensorCores: boolean;
  bf16: boolean;
  tdpW: number;
  formFactor: 'PCIE' | 'SXM' | 'OAM';
  /** PCIe cards: expansion slots occupied. */
  slotWidth?: number;
  lengthMm?: number;
  coolerStyle?: 'BLOWER' | 'OPEN_AIR' | 'PASSIVE' | 'LIQUID';
  pcieGen?: number;
  nvlink: boolean;
  /** Auxiliary power input in 8-pin (150 W) equivalents; a 12VHPWR/12V-2x6 600 W plug counts 4. */
  pcieConnectors?: number;
  /** Memory type, e.g. "GDDR6X", "HBM2e". */
  memoryType?: string;
}

export interface CpuSeed extends ComponentSeedBase {
  kind: 'CPU';
  socket: string;
  cores: number;
  threads: number;
  /** PCIe lanes from the CPU usable for slots and M.2. */
  pcieLanes?: number;
  pcieGen?: number;
  /** e.g. ["DDR4"], ["DDR5"]. */
  memoryTypes: string[];
  memoryChannels?: number;
  maxMemoryGb?: number;
  eccSupport?: boolean;
  /** Supports registered (RDIMM/LRDIMM) memory. */
  registeredMemory?: boolean;
  tdpW: number;
}

export interface PcieSlotSeed {
  /** 1-based, counted from the slot nearest the CPU; adjacent positions are one slot apart. */
  position: number;
  /** Physical connector size: 1, 4, 8 or 16. */
  physicalLanes: number;
  /** Lanes wired when every slot is populated as listed. */
  electricalLanes: number;
  gen: number;
  fromCpu?: boolean;
  /** Positions that share lanes with this slot (populating one reduces/disables the other). */
  sharedWith?: number[];
}

export interface MotherboardSeed extends ComponentSeedBase {
  kind: 'MOTHERBOARD';
  socket: string;
  chipset?: string;
  /** ATX, E-ATX, Micro-ATX, Mini-ITX, SSI-EEB, CEB, EEB, Server. */
  formFactor: string;
  memoryType: string;
  memorySlots: number;
  maxMemoryGb?: number;
  eccSupport?: boolean;
  registeredMemory?: boolean;
  pcieSlots: PcieSlotSeed[];
  m2Slots?: number;
}

export interface MemoryKitSeed extends ComponentSeedBase {
  kind: 'MEMORY';
  memoryType: string;
  /** Whole kit. */
  capacityGb: number;
  modules: number;
  speedMts?: number;
  ecc: boolean;
  registered: boolean;
}

export interface PsuSeed extends ComponentSeedBase {
  kind: 'PSU';
  wattage: number;
  /** "80+ Bronze" | "80+ Gold" | "80+ Platinum" | "80+ Titanium" | "80+" */
  efficiencyRating?: string;
  atx3: boolean;
  /** 8-pin PCIe equivalents (a native 12VHPWR counts 4). */
  pcieConnectors?: number;
}

export interface StorageSeed extends ComponentSeedBase {
  kind: 'STORAGE';
  storageType: 'NVME' | 'SATA_SSD' | 'HDD';
  capacityGb: number;
  /** e.g. "PCIe 4.0 x4 NVMe", "SATA III". */
  interface: string;
  pcieGen?: number;
}

export interface CaseSeed extends ComponentSeedBase {
  kind: 'CASE';
  /** Motherboard form factors it accepts. */
  formFactors: string[];
  maxGpuLengthMm?: number;
  expansionSlots: number;
  openFrame: boolean;
}

export interface CoolerSeed extends ComponentSeedBase {
  kind: 'COOLER';
  /** AIR | AIO | PASSIVE */
  coolerType: string;
  sockets: string[];
  maxTdpW?: number;
}

export type ComponentSeed =
  GpuSeed | CpuSeed | MotherboardSeed | MemoryKitSeed | PsuSeed | StorageSeed | CaseSeed | CoolerSeed;

/** One published measurement (or a document's own ratio) for one GPU. */
export interface BenchmarkSeed {
  gpu: string;
  /** e.g. "ResNet-50 training", "BERT-Large fine-tuning", "Transformer-XL training", "Llama 2 7B inference". */
  workload: string;
  /** e.g. "throughput", "relative speed", "tokens per second". */
  metric: string;
  value: number;
  /** e.g. "images/s", "sequences/s", "tokens/s", "x vs V100". */
  unit: string;
  precision?: 'FP32' | 'TF32' | 'FP16' | 'BF16' | 'FP8' | 'INT8' | 'INT4' | 'MIXED';
  gpuCount: number;
  /** Key of the SourceSeed. */
  source: string;
  notes?: string;
}

/** A GPU memory tier for a kind of work, from one dated document. */
export interface UseCaseSeed {
  slug: string;
  name: string;
  description: string;
  minVramGb: number;
  recommendedVramGb?: number;
  cpuThreadsPerGpu?: number;
  sources: string[];
}

export interface CloudOfferingSeed {
  provider: string;
  instanceType: string;
  gpu: string;
  gpuCount: number;
  onDemandUsdPerHour?: number;
  spotUsdPerHour?: number;
  region?: string;
  /** ISO date (YYYY-MM-DD or YYYY-MM) the price was observed. */
  asOf: string;
  source: string;
}

/** A question people ask, answered concisely in our own words. */
export interface GuidanceSeed {
  slug: string;
  question: string;
  answer: string;
  tags: string[];
  /** Everyday phrasings and synonyms a person might use; feeds search. */
  keywords?: string[];
  useCases?: string[];
  components?: string[];
  sources: string[];
}

/**
 * A search query expansion: when a question contains `term` (as a phrase, after English
 * stemming), the words of `expansion` are searched too, at a lower weight.
 */
export interface SearchSynonymSeed {
  /** Lowercase word or phrase as people type it, e.g. "graphics card". */
  term: string;
  /** Words the knowledge base uses for the same thing, e.g. "gpu". */
  expansion: string;
}

export interface SeedSet {
  sources: SourceSeed[];
  components: ComponentSeed[];
  benchmarks: BenchmarkSeed[];
  useCases: UseCaseSeed[];
  cloudOfferings: CloudOfferingSeed[];
  guidance: GuidanceSeed[];
  /** Search query expansions, upserted by term. */
  synonyms?: SearchSynonymSeed[];
}
