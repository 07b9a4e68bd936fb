/** Memory kit, PSU, storage, case and cooler facts for the rules tests (see ../fixtures.ts). */
import type {
  CaseFacts,
  CoolerFacts,
  MemoryKitFacts,
  PsuFacts,
  StorageFacts,
} from '../../../../src/rules/facts';

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
