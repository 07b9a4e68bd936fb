/**
 * What each importable kind's fields look like: type, whether required, and range.
 * Used to parse CSV cells and to validate every row of an import before anything is
 * written, so a bad file is reported row by row and changes nothing. The database's
 * CHECK constraints repeat the ranges as a last line of defence.
 */
export type FieldType = 'string' | 'int' | 'number' | 'bool' | 'string[]' | 'json';

export interface FieldSpec {
  type: FieldType;
  required?: boolean;
  min?: number;
  max?: number;
  oneOf?: readonly string[];
  /** Regular expression a string must match. */
  pattern?: RegExp;
}

export type Specs = Record<string, FieldSpec>;

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const YEAR = { type: 'int', min: 1990, max: 2100 } as const;
const PRICE = { type: 'number', min: 0, max: 10_000_000 } as const;

const COMPONENT_BASE: Specs = {
  slug: { type: 'string', required: true, pattern: SLUG },
  kind: { type: 'string', required: true },
  name: { type: 'string', required: true },
  manufacturer: { type: 'string', required: true },
  releaseYear: YEAR,
  priceUsd: PRICE,
  usedPriceUsd: PRICE,
  description: { type: 'string' },
  sources: { type: 'string[]', required: true },
};

const withBase = (specs: Specs): Specs => ({ ...COMPONENT_BASE, ...specs });

export const COMPONENT_SPECS: Record<string, Specs> = {
  GPU: withBase({
    vendor: { type: 'string', required: true, oneOf: ['NVIDIA', 'AMD', 'Intel'] },
    architecture: { type: 'string', required: true },
    vramGb: { type: 'number', required: true, min: 0.5, max: 4096 },
    gpusPerBoard: { type: 'int', required: true, min: 1, max: 16 },
    memoryBandwidthGBs: { type: 'number', required: true, min: 10, max: 100_000 },
    fp32Tflops: { type: 'number', min: 0, max: 10_000 },
    fp16TensorTflops: { type: 'number', min: 0, max: 100_000 },
    tensorCores: { type: 'bool', required: true },
    bf16: { type: 'bool', required: true },
    tdpW: { type: 'int', required: true, min: 10, max: 5000 },
    formFactor: { type: 'string', required: true, oneOf: ['PCIE', 'SXM', 'OAM'] },
    slotWidth: { type: 'number', min: 1, max: 6 },
    lengthMm: { type: 'int', min: 50, max: 1000 },
    coolerStyle: { type: 'string', oneOf: ['BLOWER', 'OPEN_AIR', 'PASSIVE', 'LIQUID'] },
    pcieGen: { type: 'int', min: 1, max: 7 },
    nvlink: { type: 'bool', required: true },
    pcieConnectors: { type: 'int', min: 0, max: 64 },
    memoryType: { type: 'string' },
  }),
  CPU: withBase({
    socket: { type: 'string', required: true },
    cores: { type: 'int', required: true, min: 1, max: 1024 },
    threads: { type: 'int', required: true, min: 1, max: 2048 },
    pcieLanes: { type: 'int', min: 0, max: 512 },
    pcieGen: { type: 'int', min: 1, max: 7 },
    memoryTypes: { type: 'string[]', required: true },
    memoryChannels: { type: 'int', min: 1, max: 24 },
    maxMemoryGb: { type: 'number', min: 1, max: 100_000 },
    eccSupport: { type: 'bool' },
    registeredMemory: { type: 'bool' },
    tdpW: { type: 'int', required: true, min: 1, max: 5000 },
  }),
  MOTHERBOARD: withBase({
    socket: { type: 'string', required: true },
    chipset: { type: 'string' },
    formFactor: { type: 'string', required: true },
    memoryType: { type: 'string', required: true },
    memorySlots: { type: 'int', required: true, min: 1, max: 64 },
    maxMemoryGb: { type: 'number', min: 1, max: 100_000 },
    eccSupport: { type: 'bool' },
    registeredMemory: { type: 'bool' },
    pcieSlots: { type: 'json', required: true },
    m2Slots: { type: 'int', min: 0, max: 32 },
  }),
  MEMORY: withBase({
    memoryType: { type: 'string', required: true },
    capacityGb: { type: 'number', required: true, min: 0.5, max: 100_000 },
    modules: { type: 'int', required: true, min: 1, max: 64 },
    speedMts: { type: 'int', min: 100, max: 20_000 },
    ecc: { type: 'bool', required: true },
    registered: { type: 'bool', required: true },
  }),
  PSU: withBase({
    wattage: { type: 'int', required: true, min: 100, max: 10_000 },
    efficiencyRating: { type: 'string' },
    atx3: { type: 'bool', required: true },
    pcieConnectors: { type: 'int', min: 0, max: 64 },
  }),
  STORAGE: withBase({
    storageType: { type: 'string', required: true, oneOf: ['NVME', 'SATA_SSD', 'HDD'] },
    capacityGb: { type: 'number', required: true, min: 1, max: 1_000_000 },
    interface: { type: 'string', required: true },
    pcieGen: { type: 'int', min: 1, max: 7 },
  }),
  CASE: withBase({
    formFactors: { type: 'string[]', required: true },
    maxGpuLengthMm: { type: 'int', min: 50, max: 2000 },
    expansionSlots: { type: 'int', required: true, min: 0, max: 32 },
    openFrame: { type: 'bool', required: true },
  }),
  COOLER: withBase({
    coolerType: { type: 'string', required: true },
    sockets: { type: 'string[]', required: true },
    maxTdpW: { type: 'int', min: 1, max: 5000 },
  }),
};

export const SOURCE_SPECS: Specs = {
  key: { type: 'string', required: true, pattern: SLUG },
  title: { type: 'string', required: true },
  url: { type: 'string', pattern: /^https?:\/\/\S+$/ },
  publisher: { type: 'string' },
  year: YEAR,
};

export const BENCHMARK_SPECS: Specs = {
  gpu: { type: 'string', required: true, pattern: SLUG },
  workload: { type: 'string', required: true },
  metric: { type: 'string', required: true },
  value: { type: 'number', required: true, min: 0, max: 1e12 },
  unit: { type: 'string', required: true },
  precision: { type: 'string', oneOf: ['FP32', 'TF32', 'FP16', 'BF16', 'FP8', 'INT8', 'INT4', 'MIXED'] },
  gpuCount: { type: 'int', required: true, min: 1, max: 4096 },
  source: { type: 'string', required: true },
  notes: { type: 'string' },
};

export const CLOUD_OFFERING_SPECS: Specs = {
  provider: { type: 'string', required: true },
  instanceType: { type: 'string', required: true },
  gpu: { type: 'string', required: true, pattern: SLUG },
  gpuCount: { type: 'int', required: true, min: 1, max: 256 },
  onDemandUsdPerHour: { type: 'number', min: 0, max: 100_000 },
  spotUsdPerHour: { type: 'number', min: 0, max: 100_000 },
  region: { type: 'string' },
  asOf: { type: 'string', required: true, pattern: /^\d{4}-\d{2}(-\d{2})?$/ },
  source: { type: 'string', required: true },
};

/** Import kinds (CLI `--kind`) and their specs. */
export const IMPORT_KINDS = {
  gpu: COMPONENT_SPECS.GPU,
  cpu: COMPONENT_SPECS.CPU,
  motherboard: COMPONENT_SPECS.MOTHERBOARD,
  memory: COMPONENT_SPECS.MEMORY,
  psu: COMPONENT_SPECS.PSU,
  storage: COMPONENT_SPECS.STORAGE,
  case: COMPONENT_SPECS.CASE,
  cooler: COMPONENT_SPECS.COOLER,
  source: SOURCE_SPECS,
  benchmark: BENCHMARK_SPECS,
  'cloud-offering': CLOUD_OFFERING_SPECS,
} as const;
export type ImportKind = keyof typeof IMPORT_KINDS;

export function isImportKind(kind: string): kind is ImportKind {
  return Object.prototype.hasOwnProperty.call(IMPORT_KINDS, kind);
}

/** Longest text any single field may hold; descriptions and answers fit comfortably. */
export const MAX_TEXT_CHARS = 8000;

// Postgres text cannot hold U+0000, and a lone UTF-16 surrogate is not valid UTF-8.
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a string cannot be stored as text, or null when it can. */
export function unstorableText(value: string): string | null {
  if (UNSTORABLE.test(value)) return 'contains a NUL character or a broken UTF-16 surrogate';
  if (value.length > MAX_TEXT_CHARS) return `must be at most ${MAX_TEXT_CHARS} characters`;
  return null;
}
