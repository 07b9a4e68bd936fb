import type { LinkedGpu } from '../read-model';
import { priceAt } from '../rules/analysis/price-age';
import type { PriceCondition } from '../rules/facts';
import type { SortDirection, SortKeyType } from './pagination';

/**
 * The orders `gpus` pages by: each value of the GraphQL enum GpuOrder (schema/catalog.graphql;
 * the schema test checks the two name the same values) with its sort key. The read model
 * sorts a version's GPUs once per order (and price condition, for the orders that read a
 * price), and the MCP tools list the same names.
 */
export interface GpuOrderDefinition {
  /** The key a GPU sorts by, never null: unknown values take a stand-in that sorts them last. */
  key(gpu: LinkedGpu, condition: PriceCondition): number | string;
  direction: SortDirection;
  /** What the key holds, so a cursor's value is checked before it is used. */
  type: SortKeyType;
  /** Whether the key reads the price at the page's condition. */
  priced: boolean;
}

/** Stands in for "no price" in ascending price order so unknown prices sort last. */
const UNKNOWN_PRICE_SORTS_AS = 1e12;
/** Stands in for "unknown" in descending orders so unknown values sort last. */
const UNKNOWN_SORTS_LAST_DESC = -1;

/** `value / price` at the condition, or the stand-in when either is unknown or the price is 0. */
function perDollar(value: number | null, gpu: LinkedGpu, condition: PriceCondition): number {
  const price = priceAt(gpu, condition);
  return value == null || price == null || price === 0 ? UNKNOWN_SORTS_LAST_DESC : value / price;
}

const desc = (key: GpuOrderDefinition['key'], priced = false): GpuOrderDefinition => ({
  key,
  direction: 'DESC',
  type: 'number',
  priced,
});

export const GPU_ORDERS = {
  RELATIVE_PERFORMANCE_DESC: desc((gpu) => gpu.relativePerformance ?? UNKNOWN_SORTS_LAST_DESC),
  PERFORMANCE_PER_DOLLAR_DESC: desc((gpu, c) => perDollar(gpu.relativePerformance, gpu, c), true),
  MEMORY_PER_DOLLAR_DESC: desc((gpu, c) => perDollar(gpu.vramGb, gpu, c), true),
  BANDWIDTH_PER_DOLLAR_DESC: desc((gpu, c) => perDollar(gpu.memoryBandwidthGBs, gpu, c), true),
  VRAM_DESC: desc((gpu) => gpu.vramGb),
  PRICE_ASC: {
    key: (gpu, condition) => priceAt(gpu, condition) ?? UNKNOWN_PRICE_SORTS_AS,
    direction: 'ASC',
    type: 'number',
    priced: true,
  },
  BANDWIDTH_DESC: desc((gpu) => gpu.memoryBandwidthGBs),
  RELEASE_YEAR_DESC: { ...desc((gpu) => gpu.releaseYear ?? UNKNOWN_SORTS_LAST_DESC), type: 'int' },
  NAME_ASC: { key: (gpu) => gpu.name.toLowerCase(), direction: 'ASC', type: 'text', priced: false },
} as const satisfies Record<string, GpuOrderDefinition>;

export type GpuOrder = keyof typeof GPU_ORDERS;
/** Every GpuOrder, in the order the SDL lists them. */
export const GPU_ORDER_NAMES = Object.keys(GPU_ORDERS) as GpuOrder[];
export const DEFAULT_GPU_ORDER: GpuOrder = 'RELATIVE_PERFORMANCE_DESC';
