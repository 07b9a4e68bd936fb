/**
 * The catalog's closed sets: one definition per set, shared by the field definitions
 * (validation of imports and edits), the GraphQL enums (internal values in
 * `graphql/resolvers/enums.ts`) and the MCP tools' argument schemas. A set maps each API
 * value (the GraphQL enum value, also what MCP shows) to the spelling stored in the table,
 * which the rules, the reference tables and the open datasets' mappers already use
 * ("E-ATX", "80+ Gold"). Where a stored spelling is a valid GraphQL name it is its own API
 * value, so what clients read does not change.
 *
 * Adding a value is an edit here and in the enum's SDL (`test/unit/schema.test.ts` checks
 * that both list the same values). Sets that are open by nature (sockets, architectures,
 * chipsets, workloads) stay text; the schema lint lists them with the reason.
 */
export interface ClosedSet<S extends string = string> {
  /** The GraphQL enum (and MCP schema) name. */
  readonly name: string;
  /** API values in order. */
  readonly values: readonly string[];
  /** Stored spellings in the same order. */
  readonly stored: readonly S[];
  /** API value -> stored spelling. */
  readonly internal: Readonly<Record<string, S>>;
  /** The API value of a stored spelling (itself when unknown, so a read never fails on it). */
  toApi(stored: string): string;
  /** The stored spelling of an API value or a stored spelling, ignoring case; undefined when neither. */
  parse(raw: string): S | undefined;
}

/** A closed set whose API values are its stored spellings (every value is a GraphQL name). */
export function namedSet<const T extends string>(name: string, values: readonly T[]): ClosedSet<T> {
  return closedSet(name, Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>);
}

export function closedSet<const M extends Record<string, string>>(
  name: string,
  map: M,
): ClosedSet<M[keyof M]> {
  type S = M[keyof M];
  const entries = Object.entries(map) as [string, S][];
  const toApi = new Map(entries.map(([api, stored]) => [stored as string, api]));
  const byFolded = new Map<string, S>();
  for (const [api, stored] of entries) {
    byFolded.set(api.toLowerCase(), stored);
    byFolded.set(stored.toLowerCase(), stored);
  }
  return {
    name,
    values: entries.map(([api]) => api),
    stored: entries.map(([, stored]) => stored),
    internal: Object.freeze({ ...map }) as Record<string, S>,
    toApi: (stored) => toApi.get(stored) ?? stored,
    parse: (raw) => byFolded.get(raw.trim().toLowerCase()),
  };
}

/** The chip's maker. The contract spells Intel in mixed case; it stays so. */
export const GPU_VENDOR = namedSet('GpuVendor', ['NVIDIA', 'AMD', 'Intel']);

/** How a GPU attaches: a PCIe card, or a module on a server baseboard. */
export const GPU_FORM_FACTOR = namedSet('GpuFormFactor', ['PCIE', 'SXM', 'OAM']);

export const GPU_COOLER_STYLE = namedSet('GpuCoolerStyle', ['BLOWER', 'OPEN_AIR', 'PASSIVE', 'LIQUID']);

/** Graphics memory technologies (JEDEC GDDR and HBM generations). */
export const GPU_MEMORY_TYPE = namedSet('GpuMemoryType', [
  'GDDR5',
  'GDDR5X',
  'GDDR6',
  'GDDR6X',
  'GDDR7',
  'HBM',
  'HBM2',
  'HBM2e',
  'HBM3',
  'HBM3e',
  'HBM4',
  'LPDDR5X',
]);

/** System memory generations (what boards, CPUs and kits must agree on). */
export const MEMORY_TYPE = namedSet('MemoryType', [
  'DDR1',
  'DDR2',
  'DDR3',
  'DDR4',
  'DDR5',
  'LPDDR4',
  'LPDDR4X',
  'LPDDR5',
  'LPDDR5X',
]);

/**
 * Motherboard form factors, stored as the seeds and the dataset vocabulary spell them
 * (src/catalog/datasets/vocabulary.ts). GraphQL names cannot hold "-", hence E_ATX.
 */
export const BOARD_FORM_FACTOR = closedSet('BoardFormFactor', {
  MINI_ITX: 'Mini-ITX',
  MINI_DTX: 'Mini-DTX',
  FLEX_ATX: 'Flex-ATX',
  MICRO_ATX: 'Micro-ATX',
  ATX: 'ATX',
  XL_ATX: 'XL-ATX',
  CEB: 'CEB',
  E_ATX: 'E-ATX',
  EEB: 'EEB',
  SSI_EEB: 'SSI-EEB',
  HPTX: 'HPTX',
  SERVER: 'Server',
});

export const COOLER_TYPE = namedSet('CoolerType', ['AIR', 'AIO', 'PASSIVE']);

/** 80 PLUS certification levels, stored as "80+ Gold"; the plain certificate is "80+". */
export const EFFICIENCY_RATING = closedSet('EfficiencyRating', {
  EIGHTY_PLUS: '80+',
  BRONZE: '80+ Bronze',
  SILVER: '80+ Silver',
  GOLD: '80+ Gold',
  PLATINUM: '80+ Platinum',
  TITANIUM: '80+ Titanium',
});

export const STORAGE_TYPE = namedSet('StorageType', ['NVME', 'SATA_SSD', 'HDD']);

/** Numeric precisions a benchmark can be run at. */
export const BENCHMARK_PRECISION = namedSet('BenchmarkPrecision', [
  'FP32',
  'TF32',
  'FP16',
  'BF16',
  'FP8',
  'INT8',
  'INT4',
  'MIXED',
]);

/**
 * Cloud providers whose prices the catalog records. The provider is part of an offer's
 * natural key, so a free spelling ("aws" next to "AWS") would split one offer into two.
 * A new provider is a new value here.
 */
export const CLOUD_PROVIDER = closedSet('CloudProvider', {
  AWS: 'AWS',
  GOOGLE_CLOUD: 'Google Cloud',
  MICROSOFT_AZURE: 'Microsoft Azure',
  ORACLE_CLOUD: 'Oracle Cloud',
  LAMBDA: 'Lambda',
  COREWEAVE: 'CoreWeave',
  RUNPOD: 'RunPod',
  VAST_AI: 'Vast.ai',
  PAPERSPACE: 'Paperspace',
  SPHERON: 'Spheron',
});

/** Every closed set of the catalog's fields, by GraphQL enum name. */
export const CATALOG_ENUMS: readonly ClosedSet[] = [
  GPU_VENDOR,
  GPU_FORM_FACTOR,
  GPU_COOLER_STYLE,
  GPU_MEMORY_TYPE,
  MEMORY_TYPE,
  BOARD_FORM_FACTOR,
  COOLER_TYPE,
  EFFICIENCY_RATING,
  STORAGE_TYPE,
  BENCHMARK_PRECISION,
  CLOUD_PROVIDER,
];

/** Stored spellings of the sets whose API values differ (what resolvers receive and return). */
export type BoardFormFactorValue = (typeof BOARD_FORM_FACTOR.stored)[number];
export type EfficiencyRatingValue = (typeof EFFICIENCY_RATING.stored)[number];
export type CloudProviderValue = (typeof CLOUD_PROVIDER.stored)[number];

/**
 * What a price is (issue 26): a launch list price (the maker's MSRP when the product came out,
 * not what it costs later), a retail street price seen at a seller, or a used-market price.
 * NEW observations are LAUNCH_LIST or RETAIL, USED ones USED_MARKET.
 */
export const PRICE_KINDS = ['LAUNCH_LIST', 'RETAIL', 'USED_MARKET'] as const;
export type PriceKind = (typeof PRICE_KINDS)[number];
export const PRICE_KIND = namedSet('PriceKind', PRICE_KINDS);

/**
 * How precise an observation's date is: the source gives the day, only the month, or only
 * the year. The stored date is the period's first day, so an age counts from the earliest
 * day it can be (an answer calls the price at least that old, never newer than it may be).
 */
export const DATE_PRECISIONS = ['DAY', 'MONTH', 'YEAR'] as const;
export type DatePrecision = (typeof DATE_PRECISIONS)[number];
export const DATE_PRECISION = namedSet('DatePrecision', DATE_PRECISIONS);
