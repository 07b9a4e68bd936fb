import { readEpochCsv } from '../../src/catalog/datasets/dataset-files';
import { linkEpochToChips } from '../../src/catalog/datasets/epoch-crosscheck';
import { mapEpochHardware } from '../../src/catalog/datasets/epoch.mapper';
import type { GpuSeed, PriceObservationSeed } from '../types';

/** The Source every Epoch-derived launch price cites (seeds/data/sources-2025.ts). */
export const EPOCH_SOURCE_KEY = 'dataset-epoch-ml-hardware';

/**
 * Launch list prices with their real day: Epoch AI's "Machine Learning Hardware" table gives
 * a release date and a release price (US dollars) for 53 accelerators; each one that links to
 * a catalog chip (epoch-crosscheck.ts, the same linker as the spec cross-check) becomes a
 * LAUNCH_LIST observation dated that day. They replace the catalog's own undated launch price
 * of the chip, which had no day and no document that quotes it (issue 26).
 */
export function epochLaunchPrices(gpus: readonly GpuSeed[]): PriceObservationSeed[] {
  const specs = mapEpochHardware(readEpochCsv()).records;
  const links = linkEpochToChips(specs, [...gpus]);
  const vendorOf = new Map(gpus.map((gpu) => [gpu.slug, gpu.vendor]));
  const seen = new Set<string>();
  const out: PriceObservationSeed[] = [];
  for (const { spec, gpu } of links) {
    if (!gpu || spec.releasePriceUsd == null || !spec.releaseDate || seen.has(gpu)) continue;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(spec.releaseDate)) continue;
    seen.add(gpu);
    out.push({
      component: gpu,
      condition: 'NEW',
      priceKind: 'LAUNCH_LIST',
      amount: spec.releasePriceUsd,
      currency: 'USD',
      seller: `${vendorOf.get(gpu) ?? 'maker'} (launch list price)`,
      region: 'US',
      observedOn: spec.releaseDate,
      source: EPOCH_SOURCE_KEY,
      notes: `Release price and date as Epoch AI lists them for "${spec.name}".`,
    });
  }
  return out;
}
