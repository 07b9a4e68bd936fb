/** The GPU's scalar fields the compile bomb of issue 24 selects at every level. */
const GPU_FIELDS =
  'id slug name manufacturer description releaseYear priceUsd usedPriceUsd version updatedAt vendor ' +
  'architecture vramGb gpusPerBoard memoryBandwidthGBs fp32Tflops fp16TensorTflops tensorCores bf16 tdpW ' +
  'formFactor slotWidth lengthMm coolerStyle pcieGen nvlink pcieConnectors memoryType relativePerformance ' +
  'relativePerformanceMethod kind';

/**
 * Issue 24's compile bomb: 142 tokens, no aliases, depth 12, four fragments that spread each
 * other through `benchmarks.gpu` and `cloudOfferings.gpu` (1,783 fields expanded), under a
 * page of none; `name` makes each one a new document.
 */
export function compileBomb(name: string): string {
  return `query ${name} { gpus(first: 0) { edges { node { ...C priceObservations { component { ...on Gpu { ...C } } } } } } }
fragment S on Gpu { ${GPU_FIELDS} }
fragment A on Gpu { ...S benchmarks { gpu { ...S } } cloudOfferings { gpu { ...S } } }
fragment B on Gpu { ...A benchmarks { gpu { ...A } } cloudOfferings { gpu { ...A } } }
fragment C on Gpu { ...B benchmarks { gpu { ...B } } cloudOfferings { gpu { ...B } } }`;
}

/**
 * The largest bomb of the same shape the limits admit: one fragment level less under the
 * page (B) and two under its price observations (A), 397 fields expanded; with B under both
 * it may resolve more fields than the static limit allows (QUERY_TOO_COMPLEX). Every limit
 * passes, so what bounds it is the rest: new documents per client, the compile policy
 * (over 300 expanded fields: never compiled), the budget.
 */
export function admittedBomb(name: string): string {
  return `query ${name} { gpus(first: 0) { edges { node { ...B priceObservations { component { ...on Gpu { ...A } } } } } } }
fragment S on Gpu { ${GPU_FIELDS} }
fragment A on Gpu { ...S benchmarks { gpu { ...S } } cloudOfferings { gpu { ...S } } }
fragment B on Gpu { ...A benchmarks { gpu { ...A } } cloudOfferings { gpu { ...A } } }`;
}
