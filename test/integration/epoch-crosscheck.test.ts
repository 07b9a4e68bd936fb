/**
 * Every GPU chip the catalog actually serves (read back from the seeded database, whatever
 * the seed index wires in) cross-checked against Epoch AI's ML hardware table: VRAM, memory
 * bandwidth and TDP within 5 %, or a listed, sourced explanation of the difference
 * (src/catalog/datasets/epoch-known-differences.ts). The unit test in test/unit/datasets
 * checks the same for every chip file, wired or not.
 */
import { readEpochCsv } from '../../src/catalog/datasets/dataset-files';
import {
  crossCheckEpoch,
  linkEpochToChips,
  type EpochChipRef,
} from '../../src/catalog/datasets/epoch-crosscheck';
import { EPOCH_KNOWN_DIFFERENCES } from '../../src/catalog/datasets/epoch-known-differences';
import { mapEpochHardware } from '../../src/catalog/datasets/epoch.mapper';
import { suiteDatabase } from '../support/database';

const db = suiteDatabase();
let chips: EpochChipRef[];
let sourceKeys: Set<string>;

beforeAll(async () => {
  chips = (
    await db().dataSource.query(
      `SELECT slug, name, vram_gb, memory_bandwidth_gbs, tdp_w, gpus_per_board FROM component WHERE kind = 'GPU' ORDER BY slug`,
    )
  ).map((r: Record<string, unknown>) => ({
    slug: r.slug,
    name: r.name,
    vramGb: r.vram_gb,
    memoryBandwidthGBs: r.memory_bandwidth_gbs,
    tdpW: r.tdp_w,
    gpusPerBoard: r.gpus_per_board,
  }));
  sourceKeys = new Set(
    (await db().dataSource.query(`SELECT key FROM source`)).map((r: { key: string }) => r.key),
  );
});

describe('Epoch cross-check of the wired catalog', () => {
  it('links most served chips to an Epoch row', () => {
    const links = linkEpochToChips(mapEpochHardware(readEpochCsv()).records, chips);
    const linked = new Set(links.filter((l) => l.gpu).map((l) => l.gpu));
    expect(chips.length).toBeGreaterThan(50);
    expect(linked.size).toBeGreaterThanOrEqual(30);
  });

  it('finds no VRAM, bandwidth or TDP disagreement over 5 % that is not explained with seeded sources', () => {
    const links = linkEpochToChips(mapEpochHardware(readEpochCsv()).records, chips);
    const found = crossCheckEpoch(links, chips);
    const report = found.map(
      (d) =>
        `${d.gpu} ${d.field}: catalog ${d.seed}, Epoch ${d.epoch} (${(d.relativeDifference * 100).toFixed(0)} %)`,
    );
    console.log(`Epoch cross-check of the served catalog (> 5 %):\n  ${report.join('\n  ')}`);
    const known = new Map(EPOCH_KNOWN_DIFFERENCES.map((k) => [`${k.gpu}:${k.field}`, k]));
    const unexplained = found
      .filter((d) => !known.has(`${d.gpu}:${d.field}`))
      .map((d) => `${d.gpu}:${d.field}`);
    expect(unexplained).toEqual([]);
    // Every explanation of a served chip still applies, and cites sources the catalog holds.
    const served = new Set(chips.map((c) => c.slug));
    const stale = EPOCH_KNOWN_DIFFERENCES.filter(
      (k) => served.has(k.gpu) && !found.some((d) => d.gpu === k.gpu && d.field === k.field),
    );
    expect(stale).toEqual([]);
    for (const d of found)
      for (const key of known.get(`${d.gpu}:${d.field}`)!.sources) expect(sourceKeys).toContain(key);
  });
});
