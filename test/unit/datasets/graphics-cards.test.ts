import {
  coolerStyleOf,
  mapBuildcoresGraphicsCards,
} from '../../../src/catalog/datasets/buildcores-gpu.mapper';
import {
  buildChipIndex,
  chipModelKey,
  linkCard,
  linkSummary,
  type ChipRef,
} from '../../../src/catalog/datasets/card-chip-linker';
import { readBuildcores } from '../../../src/catalog/datasets/dataset-files';
import { componentProblems } from './spec-check';
import { allChips, todaysChips } from './all-chips';

const chip = (slug: string, name: string, vramGb: number, extra: Partial<ChipRef> = {}): ChipRef => ({
  slug,
  name,
  vendor: 'NVIDIA',
  vramGb,
  formFactor: 'PCIE',
  ...extra,
});

describe('card-to-chip linker', () => {
  const index = buildChipIndex([
    chip('rtx-3060-12', 'GeForce RTX 3060 12GB', 12, { memoryType: 'GDDR6' }),
    chip('rtx-3060-ti', 'GeForce RTX 3060 Ti', 8, { memoryType: 'GDDR6' }),
    chip('a100-pcie-40', 'A100 PCIe 40GB', 40),
    chip('a100-sxm-40', 'A100 SXM4 40GB', 40, { formFactor: 'SXM' }),
    chip('rtx-6000-ada', 'RTX 6000 Ada Generation', 48),
  ]);

  it('reduces catalog and dataset spellings to the same model key', () => {
    expect(chipModelKey('GeForce RTX 3060 12GB')).toBe(chipModelKey('GeForce RTX 3060 12 GB'));
    expect(chipModelKey('GeForce RTX 3070 LHR')).toBe('rtx 3070');
    expect(chipModelKey('RTX 6000 Ada')).toBe(chipModelKey('RTX 6000 Ada Generation'));
    expect(chipModelKey('TITAN X (Pascal)')).toBe('titan x pascal');
  });

  it('tells chips of one model apart by memory size and never guesses', () => {
    expect(linkCard(index, { chipVendor: 'NVIDIA', chipName: 'GeForce RTX 3060 12 GB', vramGb: 12 })).toEqual(
      { gpu: 'rtx-3060-12' },
    );
    expect(
      linkCard(index, { chipVendor: 'NVIDIA', chipName: 'GeForce RTX 3060 8 GB', vramGb: 8 }),
    ).toMatchObject({
      gpu: null,
      reason: 'memory-variant-not-in-catalog',
    });
    expect(
      linkCard(index, { chipVendor: 'NVIDIA', chipName: 'GeForce RTX 3060 Ti GDDR6X', vramGb: 8 }),
    ).toMatchObject({
      gpu: null,
      reason: 'memory-variant-not-in-catalog',
    });
    expect(linkCard(index, { chipVendor: 'NVIDIA', chipName: 'GeForce RTX 4070', vramGb: 12 })).toMatchObject(
      { gpu: null, reason: 'chip-not-in-catalog' },
    );
    expect(linkCard(index, { chipVendor: 'AMD', chipName: 'GeForce RTX 3060 Ti', vramGb: 8 })).toMatchObject({
      gpu: null,
      reason: 'chip-not-in-catalog',
    });
  });

  it('prefers the PCIe chip for a card and the vendor-neutral spelling of workstation names', () => {
    expect(linkCard(index, { chipVendor: 'NVIDIA', chipName: 'A100', vramGb: 40 })).toEqual({
      gpu: 'a100-pcie-40',
    });
    expect(linkCard(index, { chipVendor: 'NVIDIA', chipName: 'RTX 6000 Ada', vramGb: 48 })).toEqual({
      gpu: 'rtx-6000-ada',
    });
  });
});

describe('card facts', () => {
  const card = (over: Record<string, unknown>) =>
    JSON.stringify({
      opendb_id: 'g1',
      metadata: { name: 'Acme GeForce RTX 3060 Ti Turbo 8G', manufacturer: 'Acme' },
      chipset_manufacturer: 'NVIDIA',
      chipset: 'GeForce RTX 3060 Ti',
      memory: 8,
      memory_type: 'GDDR6',
      length: 267.5,
      tdp: 200,
      total_slot_width: 2,
      cooling: '1 Fan',
      interface: 'PCIe 4.0 x16',
      power_connectors: { pcie_6_pin: 1, pcie_8_pin: 1, pcie_12VHPWR: 0, pcie_12V_2x6: 0 },
      ...over,
    });
  /** The one record the mapper makes of the card with these fields changed. */
  const mapped = (over: Record<string, unknown>) =>
    mapBuildcoresGraphicsCards(card(over), allChips).records[0];

  it('counts power inputs in 8-pin equivalents (12V-2x6 = 4), rounds length up and reads cooler style', () => {
    const rec = mapped({});
    expect(rec.seed).toMatchObject({
      pcieConnectors: 2,
      lengthMm: 268,
      coolerStyle: 'BLOWER',
      pcieGen: 4,
      pcieLanes: 16,
      gpu: 'nvidia-geforce-rtx-3060-ti',
    });
    const big = mapped({ tdp: 575, power_connectors: { pcie_12V_2x6: 1 } });
    expect(big.seed.pcieConnectors).toBe(4);
  });

  it('leaves connectors out when a card over 75 W lists none', () => {
    const rec = mapped({ power_connectors: { pcie_6_pin: 0, pcie_8_pin: 0 } });
    expect(rec.seed.pcieConnectors).toBeUndefined();
    expect(rec.warnings.join(' ')).toMatch(/200 W card/);
    const low = mapped({ tdp: 75, power_connectors: { pcie_8_pin: 0 } });
    expect(low.seed.pcieConnectors).toBe(0);
  });

  it('maps cooling text to the seed cooler styles', () => {
    expect(coolerStyleOf('3 Fans', 'Gaming OC')).toBe('OPEN_AIR');
    expect(coolerStyleOf('Hybrid', 'Sea Hawk')).toBe('LIQUID');
    expect(coolerStyleOf('Passive', 'Tesla')).toBe('PASSIVE');
    expect(coolerStyleOf(undefined, 'Card')).toBeUndefined();
  });
});

describe('BuildCores graphics cards', () => {
  const text = readBuildcores('GPU');
  const withToday = mapBuildcoresGraphicsCards(text, todaysChips);
  const withAll = mapBuildcoresGraphicsCards(text, allChips);
  const summary = (result: typeof withAll) =>
    linkSummary(result.records.map((r) => ({ card: r.seed, link: r.link })));

  it('maps every card (3,835 rows) and accounts for every line', () => {
    expect(withAll.records.length + withAll.rejected.length).toBe(withAll.read);
    expect(withAll.read).toBe(text.split('\n').filter((l) => l.trim()).length);
    expect(withAll.records.length).toBeGreaterThanOrEqual(3000);
  });

  it('reports linked and unlinked cards by reason and chipset; the 2025 chips link 750+ more cards', () => {
    const before = summary(withToday);
    const after = summary(withAll);
    const top = (s: typeof after) =>
      Object.entries(s.byReason)
        .map(([reason, chipsets]) => {
          const total = Object.values(chipsets).reduce((a, b) => a + b, 0);
          const worst = Object.entries(chipsets)
            .sort((a, b) => b[1] - a[1])
            .slice(0, 8)
            .map(([c, n]) => `${c}: ${n}`);
          return `  ${reason}: ${total} cards\n    ${worst.join('\n    ')}`;
        })
        .join('\n');
    console.log(
      `Graphics cards: ${after.total}; linked ${before.linked} with today's ${todaysChips.length} chips, ${after.linked} with the 2025 additions (${allChips.length} chips)\nUnlinked (${after.unlinked}):\n${top(after)}`,
    );
    expect(after.linked + after.unlinked).toBe(after.total);
    expect(after.linked - before.linked).toBeGreaterThan(750);
    // Issue 13: at least 3,000 graphics cards linked to chips.
    expect(after.linked).toBeGreaterThanOrEqual(3000);
    // Cards of chips the additions cover now link (the most common unlinked chipsets before).
    expect(before.byReason['chip-not-in-catalog']['NVIDIA GeForce RTX 4070 (12 GB)']).toBeGreaterThan(50);
    expect(after.byReason['chip-not-in-catalog']['NVIDIA GeForce RTX 4070 (12 GB)']).toBeUndefined();
    expect(
      after.byReason['memory-variant-not-in-catalog']['NVIDIA GeForce RTX 3060 Ti GDDR6X (8 GB)'],
    ).toBeGreaterThan(0);
  });

  it('links each card to a chip of its own vendor and memory size', () => {
    const bySlug = new Map(allChips.map((c) => [c.slug, c]));
    for (const r of withAll.records) {
      if (r.link.gpu === null) continue;
      const linked = bySlug.get(r.link.gpu)!;
      expect(linked.vendor).toBe(r.seed.chipVendor);
      if (r.seed.vramGb !== undefined) expect(linked.vramGb).toBe(r.seed.vramGb);
    }
  });

  it('gives card figures that fit the GPU field ranges they share with chips', () => {
    const shared = (r: (typeof withAll.records)[number]) => ({
      kind: 'GPU',
      ...(r.seed.lengthMm !== undefined ? { lengthMm: r.seed.lengthMm } : {}),
      ...(r.seed.slotWidth !== undefined ? { slotWidth: r.seed.slotWidth } : {}),
      ...(r.seed.tdpW !== undefined ? { tdpW: r.seed.tdpW } : {}),
      ...(r.seed.pcieConnectors !== undefined ? { pcieConnectors: r.seed.pcieConnectors } : {}),
      ...(r.seed.coolerStyle !== undefined ? { coolerStyle: r.seed.coolerStyle } : {}),
    });
    const chipOnly = [
      'slug',
      'kind',
      'name',
      'manufacturer',
      'sources',
      'vendor',
      'architecture',
      'vramGb',
      'gpusPerBoard',
      'memoryBandwidthGBs',
      'tensorCores',
      'bf16',
      'tdpW',
      'formFactor',
      'nvlink',
    ];
    const bad = withAll.records.filter(
      (r) =>
        componentProblems(
          shared(r),
          chipOnly.filter((f) => !(f in shared(r))),
        ).length > 0,
    );
    expect(bad.map((r) => r.externalId).slice(0, 5)).toEqual([]);
  });
});
