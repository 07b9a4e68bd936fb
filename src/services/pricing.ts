import type { PriceCondition } from '../rules/facts';

interface Priced {
  priceUsd?: number | null;
  usedPriceUsd?: number | null;
}

/**
 * The price a buyer pays at a condition: NEW and USED read their own column; ANY is
 * the cheaper of the two that are known.
 */
export function priceAt(item: Priced, condition: PriceCondition): number | null {
  const fresh = item.priceUsd ?? null;
  const used = item.usedPriceUsd ?? null;
  if (condition === 'NEW') return fresh;
  if (condition === 'USED') return used;
  if (fresh === null) return used;
  if (used === null) return fresh;
  return Math.min(fresh, used);
}

/** Dollars per which performance per dollar is quoted: "relative speed per $1,000". */
export const PERFORMANCE_PER_DOLLAR_UNIT_USD = 1000;

/** relativePerformance per $1,000 at a condition; null without price or performance. */
export function performancePerDollar(
  gpu: Priced & { relativePerformance?: number | null },
  condition: PriceCondition,
): number | null {
  const price = priceAt(gpu, condition);
  if (price === null || price <= 0 || gpu.relativePerformance == null) return null;
  return Math.round((gpu.relativePerformance / price) * PERFORMANCE_PER_DOLLAR_UNIT_USD * 1000) / 1000;
}
