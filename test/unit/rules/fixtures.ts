/**
 * Hand-built facts for the rules tests: real parts with their published specifications
 * (rounded where vendors differ between board partners). Each builder returns a fresh
 * object so a test can tweak a copy without touching the others.
 */
import type {
  BuildFacts,
  BuildPartFacts,
  CaseFacts,
  ComponentFacts,
  CoolerFacts,
  CpuFacts,
  GpuFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PsuFacts,
  StorageFacts,
  UseCaseFacts,
} from '../../../src/rules/facts';
import type { BuildCatalog } from '../../../src/rules/recommend/recommend-build';

// --- GPUs ---------------------------------------------------------------------------

export const rtx3090 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-geforce-rtx-3090',
  name: 'GeForce RTX 3090',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Ampere',
  releaseYear: 2020,
  priceUsd: 1499,
  usedPriceUsd: 800,
  vramGb: 24,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 936,
  fp32Tflops: 35.6,
  fp16TensorTflops: 71,
  tensorCores: true,
  bf16: true,
  tdpW: 350,
  formFactor: 'PCIE',
  slotWidth: 3,
  lengthMm: 313,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 4,
  nvlink: true,
  pcieConnectors: 2,
  relativePerformance: 1.5,
});

export const rtx3080 = (): GpuFacts => ({
  ...rtx3090(),
  slug: 'nvidia-geforce-rtx-3080',
  name: 'GeForce RTX 3080',
  priceUsd: 699,
  usedPriceUsd: 450,
  vramGb: 10,
  memoryBandwidthGBs: 760,
  fp32Tflops: 29.8,
  fp16TensorTflops: 59.5,
  tdpW: 320,
  slotWidth: 2,
  lengthMm: 285,
  nvlink: false,
  relativePerformance: 1.35,
});

export const rtx2080Ti = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-geforce-rtx-2080-ti',
  name: 'GeForce RTX 2080 Ti',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Turing',
  releaseYear: 2018,
  priceUsd: 999,
  usedPriceUsd: 400,
  vramGb: 11,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 616,
  tensorCores: true,
  bf16: false,
  tdpW: 250,
  formFactor: 'PCIE',
  slotWidth: 2,
  lengthMm: 267,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 3,
  nvlink: true,
  pcieConnectors: 2,
  relativePerformance: 1.0,
});

export const rtx4090 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-geforce-rtx-4090',
  name: 'GeForce RTX 4090',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Ada Lovelace',
  releaseYear: 2022,
  priceUsd: 1599,
  vramGb: 24,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 1008,
  tensorCores: true,
  bf16: true,
  tdpW: 450,
  formFactor: 'PCIE',
  slotWidth: 3,
  lengthMm: 304,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 4,
  nvlink: false,
  pcieConnectors: 4,
  relativePerformance: 2.4,
});

/** Blower-style, two-slot workstation card. */
export const rtxA6000 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-rtx-a6000',
  name: 'RTX A6000',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Ampere',
  releaseYear: 2020,
  priceUsd: 4650,
  vramGb: 48,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 768,
  tensorCores: true,
  bf16: true,
  tdpW: 300,
  formFactor: 'PCIE',
  slotWidth: 2,
  lengthMm: 267,
  coolerStyle: 'BLOWER',
  pcieGen: 4,
  nvlink: true,
  pcieConnectors: 1,
  relativePerformance: 1.6,
});

export const rtx4060Ti16 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-geforce-rtx-4060-ti-16gb',
  name: 'GeForce RTX 4060 Ti 16GB',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Ada Lovelace',
  releaseYear: 2023,
  priceUsd: 499,
  vramGb: 16,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 288,
  tensorCores: true,
  bf16: true,
  tdpW: 165,
  formFactor: 'PCIE',
  slotWidth: 2,
  lengthMm: 244,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 4,
  pcieLanes: 8,
  nvlink: false,
  pcieConnectors: 1,
  relativePerformance: 0.9,
});

/** Dual-GPU board: 24 GB is the board total, 12 GB per GPU. */
export const teslaK80 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-tesla-k80',
  name: 'Tesla K80',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Kepler',
  releaseYear: 2014,
  usedPriceUsd: 150,
  vramGb: 24,
  gpusPerBoard: 2,
  memoryBandwidthGBs: 480,
  tensorCores: false,
  bf16: false,
  tdpW: 300,
  formFactor: 'PCIE',
  slotWidth: 2,
  lengthMm: 267,
  coolerStyle: 'PASSIVE',
  pcieGen: 3,
  nvlink: false,
  pcieConnectors: 1,
  relativePerformance: 0.2,
  // No current PyTorch wheel targets Kepler (CUDA 12 removed sm_35/37).
  softwareStatus: 'UNSUPPORTED',
});

export const v100Sxm2 = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'nvidia-tesla-v100-sxm2-16gb',
  name: 'Tesla V100 SXM2 16GB',
  manufacturer: 'NVIDIA',
  vendor: 'NVIDIA',
  architecture: 'Volta',
  releaseYear: 2017,
  usedPriceUsd: 200,
  vramGb: 16,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 900,
  tensorCores: true,
  bf16: false,
  tdpW: 300,
  formFactor: 'SXM',
  coolerStyle: 'PASSIVE',
  nvlink: true,
  relativePerformance: 1.1,
  // CUDA 13 dropped Volta; PyTorch runs it only from its CUDA 12.6 wheels.
  softwareStatus: 'LEGACY',
});

export const rx7900xtx = (): GpuFacts => ({
  kind: 'GPU',
  slug: 'amd-radeon-rx-7900-xtx',
  name: 'Radeon RX 7900 XTX',
  manufacturer: 'AMD',
  vendor: 'AMD',
  architecture: 'RDNA 3',
  releaseYear: 2022,
  priceUsd: 999,
  vramGb: 24,
  gpusPerBoard: 1,
  memoryBandwidthGBs: 960,
  tensorCores: false,
  bf16: true,
  tdpW: 355,
  formFactor: 'PCIE',
  slotWidth: 2.5,
  lengthMm: 287,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 4,
  nvlink: false,
  pcieConnectors: 2,
  relativePerformance: 1.3,
});

// --- CPUs ---------------------------------------------------------------------------

export const ryzen5950x = (): CpuFacts => ({
  kind: 'CPU',
  slug: 'amd-ryzen-9-5950x',
  name: 'Ryzen 9 5950X',
  manufacturer: 'AMD',
  priceUsd: 549,
  socket: 'AM4',
  cores: 16,
  threads: 32,
  pcieLanes: 24,
  pcieGen: 4,
  memoryTypes: ['DDR4'],
  memoryChannels: 2,
  maxMemoryGb: 128,
  eccSupport: true,
  registeredMemory: false,
  tdpW: 105,
});

export const ryzen3600 = (): CpuFacts => ({
  ...ryzen5950x(),
  slug: 'amd-ryzen-5-3600',
  name: 'Ryzen 5 3600',
  priceUsd: 199,
  cores: 6,
  threads: 12,
  tdpW: 65,
});

export const threadripper3960x = (): CpuFacts => ({
  kind: 'CPU',
  slug: 'amd-ryzen-threadripper-3960x',
  name: 'Ryzen Threadripper 3960X',
  manufacturer: 'AMD',
  priceUsd: 1399,
  socket: 'sTRX4',
  cores: 24,
  threads: 48,
  pcieLanes: 64,
  pcieGen: 4,
  memoryTypes: ['DDR4'],
  memoryChannels: 4,
  maxMemoryGb: 256,
  eccSupport: true,
  registeredMemory: false,
  tdpW: 280,
});

export const threadripperPro3975wx = (): CpuFacts => ({
  kind: 'CPU',
  slug: 'amd-ryzen-threadripper-pro-3975wx',
  name: 'Ryzen Threadripper PRO 3975WX',
  manufacturer: 'AMD',
  priceUsd: 2749,
  socket: 'sWRX8',
  cores: 32,
  threads: 64,
  pcieLanes: 128,
  pcieGen: 4,
  memoryTypes: ['DDR4'],
  memoryChannels: 8,
  maxMemoryGb: 2048,
  eccSupport: true,
  registeredMemory: true,
  tdpW: 280,
});

export const corei7_10700k = (): CpuFacts => ({
  kind: 'CPU',
  slug: 'intel-core-i7-10700k',
  name: 'Core i7-10700K',
  manufacturer: 'Intel',
  priceUsd: 374,
  socket: 'LGA1200',
  cores: 8,
  threads: 16,
  pcieLanes: 16,
  pcieGen: 3,
  memoryTypes: ['DDR4'],
  memoryChannels: 2,
  maxMemoryGb: 128,
  eccSupport: false,
  registeredMemory: false,
  tdpW: 125,
});

/** A 4-core part for thread-count tests. */
export const corei3_10100 = (): CpuFacts => ({
  ...corei7_10700k(),
  slug: 'intel-core-i3-10100',
  name: 'Core i3-10100',
  priceUsd: 122,
  cores: 4,
  threads: 8,
  tdpW: 65,
});

// --- Motherboards -------------------------------------------------------------------

/** Wide slot spacing: x16 slots at positions 2 and 5 (the document's 2x 3090 board). */
export const z490PgVelocita = (): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  slug: 'asrock-z490-pg-velocita',
  name: 'Z490 PG Velocita',
  manufacturer: 'ASRock',
  priceUsd: 260,
  socket: 'LGA1200',
  chipset: 'Z490',
  formFactor: 'ATX',
  memoryType: 'DDR4',
  memorySlots: 4,
  maxMemoryGb: 128,
  eccSupport: false,
  registeredMemory: false,
  m2Slots: 3,
  pcieSlots: [
    { position: 1, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
    { position: 2, physicalLanes: 16, electricalLanes: 8, gen: 3, fromCpu: true, sharedWith: [5] },
    { position: 3, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
    { position: 5, physicalLanes: 16, electricalLanes: 8, gen: 3, fromCpu: true, sharedWith: [2] },
    { position: 7, physicalLanes: 16, electricalLanes: 4, gen: 3, fromCpu: false },
  ],
});

/** X570 with x16 slots at 1, 3 and 5 (x8/x8 from the CPU, x4 from the chipset). */
export const x570Ace = (): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  slug: 'asus-pro-ws-x570-ace',
  name: 'Pro WS X570-ACE',
  manufacturer: 'ASUS',
  priceUsd: 370,
  socket: 'AM4',
  chipset: 'X570',
  formFactor: 'ATX',
  memoryType: 'DDR4',
  memorySlots: 4,
  maxMemoryGb: 128,
  eccSupport: true,
  registeredMemory: false,
  m2Slots: 2,
  pcieSlots: [
    { position: 1, physicalLanes: 16, electricalLanes: 8, gen: 4, fromCpu: true, sharedWith: [3] },
    { position: 3, physicalLanes: 16, electricalLanes: 8, gen: 4, fromCpu: true, sharedWith: [1] },
    { position: 5, physicalLanes: 16, electricalLanes: 4, gen: 4, fromCpu: false },
    { position: 6, physicalLanes: 1, electricalLanes: 1, gen: 4, fromCpu: false },
  ],
});

/** TRX40 with four CPU-wired x16-length slots two positions apart. */
export const trx40Designare = (): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  slug: 'gigabyte-trx40-designare',
  name: 'TRX40 Designare',
  manufacturer: 'Gigabyte',
  priceUsd: 699,
  socket: 'sTRX4',
  chipset: 'TRX40',
  formFactor: 'E-ATX',
  memoryType: 'DDR4',
  memorySlots: 8,
  maxMemoryGb: 256,
  eccSupport: true,
  registeredMemory: false,
  m2Slots: 4,
  pcieSlots: [
    { position: 1, physicalLanes: 16, electricalLanes: 16, gen: 4, fromCpu: true },
    { position: 3, physicalLanes: 16, electricalLanes: 8, gen: 4, fromCpu: true },
    { position: 5, physicalLanes: 16, electricalLanes: 16, gen: 4, fromCpu: true },
    { position: 7, physicalLanes: 16, electricalLanes: 8, gen: 4, fromCpu: true },
  ],
});

/** Workstation board for registered memory. */
export const wrx80Sage = (): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  slug: 'asus-pro-ws-wrx80e-sage-se-wifi',
  name: 'Pro WS WRX80E-SAGE SE WIFI',
  manufacturer: 'ASUS',
  priceUsd: 999,
  socket: 'sWRX8',
  chipset: 'WRX80',
  formFactor: 'E-ATX',
  memoryType: 'DDR4',
  memorySlots: 8,
  maxMemoryGb: 2048,
  eccSupport: true,
  registeredMemory: true,
  pcieSlots: [1, 2, 3, 4, 5, 6, 7].map((position) => ({
    position,
    physicalLanes: 16,
    electricalLanes: 16,
    gen: 4,
    fromCpu: true,
  })),
});

/** Consumer board whose extra slots are all x1 (the document's B660 situation). */
export const b660Board = (): MotherboardFacts => ({
  kind: 'MOTHERBOARD',
  slug: 'gigabyte-b660-ds3h',
  name: 'B660 DS3H',
  manufacturer: 'Gigabyte',
  priceUsd: 130,
  socket: 'LGA1700',
  chipset: 'B660',
  formFactor: 'ATX',
  memoryType: 'DDR4',
  memorySlots: 4,
  maxMemoryGb: 128,
  eccSupport: false,
  registeredMemory: false,
  pcieSlots: [
    { position: 1, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
    { position: 2, physicalLanes: 16, electricalLanes: 16, gen: 4, fromCpu: true },
    { position: 3, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
    { position: 4, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
    { position: 5, physicalLanes: 1, electricalLanes: 1, gen: 3, fromCpu: false },
  ],
});

export const core12700f = (): CpuFacts => ({
  kind: 'CPU',
  slug: 'intel-core-i7-12700f',
  name: 'Core i7-12700F',
  manufacturer: 'Intel',
  priceUsd: 314,
  socket: 'LGA1700',
  cores: 12,
  threads: 20,
  pcieLanes: 20,
  pcieGen: 5,
  memoryTypes: ['DDR4', 'DDR5'],
  memoryChannels: 2,
  maxMemoryGb: 128,
  eccSupport: false,
  registeredMemory: false,
  tdpW: 180,
});

// --- Memory -------------------------------------------------------------------------

export const ddr4Kit2x32 = (): MemoryKitFacts => ({
  kind: 'MEMORY',
  slug: 'samsung-ddr4-3200-2x32gb',
  name: 'DDR4-3200 64GB (2 x 32GB)',
  manufacturer: 'Samsung',
  priceUsd: 200,
  memoryType: 'DDR4',
  capacityGb: 64,
  modules: 2,
  speedMts: 3200,
  ecc: false,
  registered: false,
});

export const ddr4Kit4x32 = (): MemoryKitFacts => ({
  ...ddr4Kit2x32(),
  slug: 'corsair-vengeance-lpx-ddr4-3200-4x32gb',
  name: 'Vengeance LPX DDR4-3200 128GB (4 x 32GB)',
  manufacturer: 'Corsair',
  priceUsd: 400,
  capacityGb: 128,
  modules: 4,
});

export const ddr4Kit2x8 = (): MemoryKitFacts => ({
  ...ddr4Kit2x32(),
  slug: 'crucial-ddr4-3200-2x8gb',
  name: 'DDR4-3200 16GB (2 x 8GB)',
  manufacturer: 'Crucial',
  priceUsd: 45,
  capacityGb: 16,
  modules: 2,
});

export const ddr5Kit2x16 = (): MemoryKitFacts => ({
  kind: 'MEMORY',
  slug: 'gskill-trident-z5-ddr5-6000-2x16gb',
  name: 'Trident Z5 DDR5-6000 32GB (2 x 16GB)',
  manufacturer: 'G.Skill',
  priceUsd: 120,
  memoryType: 'DDR5',
  capacityGb: 32,
  modules: 2,
  speedMts: 6000,
  ecc: false,
  registered: false,
});

export const ddr4EccUdimm2x16 = (): MemoryKitFacts => ({
  kind: 'MEMORY',
  slug: 'kingston-ddr4-3200-ecc-udimm-2x16gb',
  name: 'Server Premier DDR4-3200 ECC 32GB (2 x 16GB)',
  manufacturer: 'Kingston',
  priceUsd: 150,
  memoryType: 'DDR4',
  capacityGb: 32,
  modules: 2,
  speedMts: 3200,
  ecc: true,
  registered: false,
});

export const ddr4Rdimm4x32 = (): MemoryKitFacts => ({
  kind: 'MEMORY',
  slug: 'samsung-ddr4-3200-ecc-rdimm-4x32gb',
  name: 'DDR4-3200 ECC RDIMM 128GB (4 x 32GB)',
  manufacturer: 'Samsung',
  priceUsd: 480,
  memoryType: 'DDR4',
  capacityGb: 128,
  modules: 4,
  speedMts: 3200,
  ecc: true,
  registered: true,
});

// --- Power supplies -----------------------------------------------------------------

export const psu750 = (): PsuFacts => ({
  kind: 'PSU',
  slug: 'evga-supernova-750-g2',
  name: 'SuperNOVA 750 G2',
  manufacturer: 'EVGA',
  priceUsd: 120,
  wattage: 750,
  efficiencyRating: '80+ Gold',
  atx3: false,
  pcieConnectors: 4,
});

export const psu1000 = (): PsuFacts => ({
  kind: 'PSU',
  slug: 'corsair-rm1000x',
  name: 'RM1000x',
  manufacturer: 'Corsair',
  priceUsd: 190,
  wattage: 1000,
  efficiencyRating: '80+ Gold',
  atx3: false,
  pcieConnectors: 6,
});

export const psu1600 = (): PsuFacts => ({
  kind: 'PSU',
  slug: 'super-flower-leadex-titanium-1600',
  name: 'Leadex Titanium 1600W',
  manufacturer: 'Super Flower',
  priceUsd: 450,
  wattage: 1600,
  efficiencyRating: '80+ Titanium',
  atx3: false,
  pcieConnectors: 8,
});

export const psu1650Atx3 = (): PsuFacts => ({
  kind: 'PSU',
  slug: 'thermaltake-toughpower-gf3-1650',
  name: 'Toughpower GF3 1650W',
  manufacturer: 'Thermaltake',
  priceUsd: 330,
  wattage: 1650,
  efficiencyRating: '80+ Gold',
  atx3: true,
  pcieConnectors: 10,
});

// --- Storage ------------------------------------------------------------------------

export const nvme980Pro = (): StorageFacts => ({
  kind: 'STORAGE',
  slug: 'samsung-980-pro-1tb',
  name: '980 PRO 1TB',
  manufacturer: 'Samsung',
  priceUsd: 100,
  storageType: 'NVME',
  capacityGb: 1000,
  interface: 'PCIe 4.0 x4 NVMe',
  pcieGen: 4,
});

export const hddX300 = (): StorageFacts => ({
  kind: 'STORAGE',
  slug: 'toshiba-x300-4tb',
  name: 'X300 4TB',
  manufacturer: 'Toshiba',
  priceUsd: 100,
  storageType: 'HDD',
  capacityGb: 4000,
  interface: 'SATA III',
});

// --- Cases --------------------------------------------------------------------------

/** Full tower with 9 expansion slots. */
export const defineXl = (): CaseFacts => ({
  kind: 'CASE',
  slug: 'fractal-define-7-xl',
  name: 'Define 7 XL',
  manufacturer: 'Fractal Design',
  priceUsd: 230,
  formFactors: ['E-ATX', 'ATX', 'Micro-ATX', 'Mini-ITX'],
  maxGpuLengthMm: 491,
  expansionSlots: 9,
  openFrame: false,
});

/** ATX mid tower, 7 slots. */
export const h510 = (): CaseFacts => ({
  kind: 'CASE',
  slug: 'nzxt-h510',
  name: 'H510',
  manufacturer: 'NZXT',
  priceUsd: 70,
  formFactors: ['ATX', 'Micro-ATX', 'Mini-ITX'],
  maxGpuLengthMm: 381,
  expansionSlots: 7,
  openFrame: false,
});

/** Small-form-factor case: cards up to 267 mm, two expansion slots. */
export const compactCase = (): CaseFacts => ({
  kind: 'CASE',
  slug: 'silverstone-sugo-sg13',
  name: 'SUGO SG13',
  manufacturer: 'SilverStone',
  priceUsd: 50,
  formFactors: ['Mini-ITX'],
  maxGpuLengthMm: 267,
  expansionSlots: 2,
  openFrame: false,
});

export const openFrame = (): CaseFacts => ({
  kind: 'CASE',
  slug: 'veddha-6-gpu-open-frame',
  name: '6-GPU Open Frame',
  manufacturer: 'Veddha',
  priceUsd: 60,
  formFactors: ['E-ATX', 'ATX', 'Micro-ATX'],
  maxGpuLengthMm: null,
  expansionSlots: 6,
  openFrame: true,
});

// --- Coolers ------------------------------------------------------------------------

export const hyper212 = (): CoolerFacts => ({
  kind: 'COOLER',
  slug: 'cooler-master-hyper-212',
  name: 'Hyper 212',
  manufacturer: 'Cooler Master',
  priceUsd: 40,
  coolerType: 'AIR',
  sockets: ['AM4', 'LGA1200', 'LGA1700'],
  maxTdpW: 150,
});

export const nhU14sTr4 = (): CoolerFacts => ({
  kind: 'COOLER',
  slug: 'noctua-nh-u14s-tr4-sp3',
  name: 'NH-U14S TR4-SP3',
  manufacturer: 'Noctua',
  priceUsd: 80,
  coolerType: 'AIR',
  sockets: ['TR4', 'sTRX4', 'sWRX8', 'SP3'],
  maxTdpW: 280,
});

// --- Use cases ----------------------------------------------------------------------

export const largeTransformerTraining = (): UseCaseFacts => ({
  slug: 'train-large-transformers',
  name: 'training large transformers',
  minVramGb: 24,
  recommendedVramGb: 48,
  cpuThreadsPerGpu: 2,
});

export const kaggle = (): UseCaseFacts => ({
  slug: 'kaggle',
  name: 'Kaggle competitions',
  minVramGb: 8,
  recommendedVramGb: 11,
});

// --- Catalogs ----------------------------------------------------------------------

/** Every GPU above. */
export const allGpus = (): GpuFacts[] => [
  rtx3090(),
  rtx3080(),
  rtx2080Ti(),
  rtx4090(),
  rtxA6000(),
  rtx4060Ti16(),
  teslaK80(),
  v100Sxm2(),
  rx7900xtx(),
];

/** Every part above, as the catalog recommendBuild chooses from. */
export const fixtureCatalog = (): BuildCatalog => ({
  gpus: allGpus(),
  cpus: [
    ryzen5950x(),
    ryzen3600(),
    threadripper3960x(),
    threadripperPro3975wx(),
    corei7_10700k(),
    corei3_10100(),
    core12700f(),
  ],
  motherboards: [z490PgVelocita(), x570Ace(), trx40Designare(), wrx80Sage(), b660Board()],
  memoryKits: [
    ddr4Kit2x32(),
    ddr4Kit4x32(),
    ddr4Kit2x8(),
    ddr5Kit2x16(),
    ddr4EccUdimm2x16(),
    ddr4Rdimm4x32(),
  ],
  psus: [psu750(), psu1000(), psu1600(), psu1650Atx3()],
  storage: [nvme980Pro(), hddX300()],
  cases: [defineXl(), h510(), compactCase(), openFrame()],
  coolers: [hyper212(), nhU14sTr4()],
});

// --- Builds -------------------------------------------------------------------------

export const part = <C extends ComponentFacts>(component: C, quantity = 1): BuildPartFacts<C> => ({
  component,
  quantity,
});

/** A part as the rule tests write it: a component (once), or a part line with its quantity. */
export type PartSpec = ComponentFacts | BuildPartFacts;

/** A build as the rule tests write it: the whole build, or its parts. */
export type BuildSpec = BuildFacts | readonly PartSpec[];

/** The build a spec describes. */
export function buildOf(spec: BuildSpec): BuildFacts {
  if (!Array.isArray(spec)) return spec as BuildFacts;
  return {
    parts: spec.map((item: PartSpec) => ('component' in item ? item : { component: item, quantity: 1 })),
  };
}

/** Acceptance: 2 x RTX 3090 on a Threadripper board with good spacing, 1600 W, 128 GB. */
export const workstation2x3090 = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 2),
    part(threadripper3960x()),
    part(trx40Designare()),
    part(ddr4Kit4x32()),
    part(psu1600()),
    part(nvme980Pro()),
    part(defineXl()),
    part(nhU14sTr4()),
  ],
  mains: { voltage: 120, breakerAmps: 16 },
});

/** Acceptance variant on X570 (x8/x8 from the CPU). */
export const x570Workstation2x3090 = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 2),
    part(ryzen5950x()),
    part(x570Ace()),
    part(ddr4Kit4x32()),
    part(psu1600()),
    part(nvme980Pro()),
    part(defineXl()),
    part(hyper212()),
  ],
  mains: { voltage: 120, breakerAmps: 16 },
});

/** Acceptance: a Ryzen on an LGA1200 board. */
export const ryzenOnZ490 = (): BuildFacts => ({
  parts: [
    part(rtx3090()),
    part(ryzen5950x()),
    part(z490PgVelocita()),
    part(ddr4Kit2x32()),
    part(psu1000()),
    part(h510()),
  ],
});

/** Acceptance: 4 x RTX 3090 on a 120 V / 16 A circuit (open frame, WRX80, one big PSU). */
export const quad3090On120V = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 4),
    part(threadripperPro3975wx()),
    part(wrx80Sage()),
    part(ddr4Rdimm4x32()),
    part(psu1650Atx3()),
    part(openFrame()),
  ],
  mains: { voltage: 120, breakerAmps: 16 },
});

/** Acceptance: 2 x RTX 3090 on a 750 W PSU. */
export const dual3090On750W = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 2),
    part(ryzen5950x()),
    part(x570Ace()),
    part(ddr4Kit2x32()),
    part(psu750()),
    part(defineXl()),
  ],
});

/** The document's own 2x 3090 build (i7-10700K, Z490 PG Velocita, 1600 W, 2 x 32 GB). */
export const documentBuild = (): BuildFacts => ({
  parts: [
    part(rtx3090(), 2),
    part(z490PgVelocita()),
    part(psu1600()),
    part(ddr4Kit2x32()),
    part(nvme980Pro()),
    part(corei7_10700k()),
    part(hddX300()),
    part(hyper212()),
    part(defineXl()),
  ],
});
