/**
 * The order of the whole machines that hold an estimate (unified-memory machines in
 * `systemFits`, servers in `serverFits`): cheapest first and unpriced last, since the price
 * is what people compare them on; then the faster decode; then the slug, so equal answers
 * always come in the same order.
 */
export interface MachineFitOrderKeys {
  priceUsd: number | null;
  throughput: { decodeTokensPerSecond: number } | null;
}

export function byPriceThenSpeed<F extends MachineFitOrderKeys>(slugOf: (fit: F) => string) {
  const unpriced = Number.MAX_SAFE_INTEGER;
  return (a: F, b: F): number =>
    (a.priceUsd ?? unpriced) - (b.priceUsd ?? unpriced) ||
    (b.throughput?.decodeTokensPerSecond ?? 0) - (a.throughput?.decodeTokensPerSecond ?? 0) ||
    slugOf(a).localeCompare(slugOf(b));
}
