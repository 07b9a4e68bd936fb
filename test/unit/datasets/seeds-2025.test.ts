import { coreSources } from '../../../seeds/data/sources-core';
import { gpuSources } from '../../../seeds/data/sources-gpu';
import { guidanceSources } from '../../../seeds/data/sources-guidance';
import { partSources } from '../../../seeds/data/sources-parts';
import { datasetSourceRows, datasetSources, sources2025 } from '../../../seeds/data/sources-2025';
import { gpus2025 } from '../../../seeds/data/gpus-2025';
import { datacenterGpus2025 } from '../../../seeds/data/gpus-2025-datacenter';
import { cpus2025, memoryKits2025, motherboards2025 } from '../../../seeds/data/parts-2025';
import { datedPurchases } from '../../../seeds/data/price-observations';
import { cloudOfferings2026 } from '../../../seeds/data/cloud-offerings-2026';
import { seedSet } from '../../../seeds/data';
import { softwareSupport, softwareSupportFor } from '../../../src/catalog/datasets/software-support';
import { componentProblems, sourceProblems } from './spec-check';
import { allChips } from './all-chips';

const newComponents = [
  ...gpus2025,
  ...datacenterGpus2025,
  ...cpus2025,
  ...memoryKits2025,
  ...motherboards2025,
];
const newSources = [...datasetSourceRows, ...sources2025];
const allSourceKeys = new Set(
  [...coreSources, ...gpuSources, ...guidanceSources, ...partSources, ...newSources].map((s) => s.key),
);

describe('2025 seed additions', () => {
  it("pass the field specs of today's importer, row by row", () => {
    const bad = newComponents
      .map((c) => ({ slug: c.slug, problems: componentProblems(c as never) }))
      .filter((c) => c.problems.length > 0);
    expect(bad).toEqual([]);
    const badSources = newSources
      .map((s) => ({ key: s.key, problems: sourceProblems(s as never) }))
      .filter((s) => s.problems.length);
    expect(badSources).toEqual([]);
  });

  it('have slugs and source keys unique among themselves and against the rest of the seeds', () => {
    // Each new slug stands once in the whole seed set (components are not de-duplicated there).
    const slugs = seedSet().components.map((c) => c.slug);
    expect(newComponents.filter((c) => slugs.filter((slug) => slug === c.slug).length !== 1)).toEqual([]);
    // Each new key stands once among its own files and the hand-written source files.
    const keys = [...coreSources, ...gpuSources, ...guidanceSources, ...partSources, ...newSources].map(
      (s) => s.key,
    );
    expect(newSources.filter((s) => keys.filter((key) => key === s.key).length !== 1)).toEqual([]);
  });

  it('cite sources that exist', () => {
    const missing = newComponents.flatMap((c) =>
      c.sources.filter((s) => !allSourceKeys.has(s)).map((s) => `${c.slug}: ${s}`),
    );
    expect(missing).toEqual([]);
  });

  it('include the chips, CPUs and kits issue 13 asks for', () => {
    const slugs = new Set(allChips.map((c) => c.slug));
    const wanted = [
      'nvidia-tesla-p40',
      'nvidia-geforce-rtx-3060-ti',
      'nvidia-rtx-a4000',
      'nvidia-geforce-rtx-4060',
      'nvidia-geforce-rtx-4070',
      'nvidia-geforce-rtx-4070-ti',
      'nvidia-geforce-rtx-4070-super',
      'nvidia-geforce-rtx-4070-ti-super',
      'nvidia-geforce-rtx-5060',
      'nvidia-geforce-rtx-5060-ti-16gb',
      'nvidia-geforce-rtx-5070',
      'nvidia-geforce-rtx-5070-ti',
      'amd-radeon-rx-9070-xt',
      'amd-radeon-ai-pro-r9700',
      'intel-arc-pro-b60',
      'nvidia-rtx-pro-4000-blackwell',
      'nvidia-rtx-pro-4500-blackwell',
      'nvidia-rtx-pro-5000-blackwell',
      'nvidia-l40',
      'nvidia-a30',
      'nvidia-h100-nvl',
      'nvidia-b200',
      'amd-instinct-mi250',
      'amd-instinct-mi325x',
    ];
    expect(wanted.filter((s) => !slugs.has(s))).toEqual([]);
    expect(cpus2025.map((c) => c.name).sort()).toEqual([
      'Core i5-12400F',
      'Core i5-14400F',
      'Ryzen 5 7600',
      'Ryzen 5 9600X',
    ]);
    expect(
      memoryKits2025.map((k) => `${k.memoryType} ${k.modules}x${k.capacityGb / k.modules}`).sort(),
    ).toEqual(['DDR4 2x8', 'DDR5 2x8']);
  });

  it('describe x8/x8 boards: two CPU x16 slots that share lanes, each x8 with both filled', () => {
    for (const board of motherboards2025) {
      const cpuX16 = (board.pcieSlots ?? []).filter((s) => s.fromCpu && s.physicalLanes === 16);
      expect(cpuX16.map((s) => s.electricalLanes)).toEqual([8, 8]);
      expect(cpuX16[0].sharedWith).toEqual([cpuX16[1].position]);
      expect(cpuX16[1].sharedWith).toEqual([cpuX16[0].position]);
    }
  });

  it('give every dataset source its licence and attribution', () => {
    for (const d of datasetSources) {
      expect(d.licence).toMatch(/ODC-By|CC BY|MIT|benchmark/);
      expect(d.attribution).toContain(d.url!);
    }
  });
});

describe('software support', () => {
  it('covers the architecture of every chip in the catalog, with a compute capability for NVIDIA chips', () => {
    const missing = allChips
      .filter((c) => softwareSupportFor(c) === null)
      .map((c) => `${c.slug} (${c.architecture})`);
    expect(missing).toEqual([]);
    for (const chip of allChips.filter((c) => c.vendor === 'NVIDIA')) {
      expect(softwareSupportFor(chip)!.computeCapability).toMatch(/^\d+\.\d$/);
    }
  });

  it('matches what the CUDA and PyTorch release notes say about old architectures', () => {
    const row = (architecture: string) => softwareSupport.find((r) => r.architecture === architecture)!;
    expect(row('Kepler').cudaLast).toMatch(/^11\./);
    for (const arch of ['Maxwell', 'Pascal', 'Volta']) {
      expect(row(arch).cudaLast).toMatch(/^12\./);
      expect(row(arch).pytorchWheels).toBe('LEGACY_BUILD_ONLY');
    }
    expect(row('Turing').cudaLast).toBeUndefined();
    expect(softwareSupportFor(allChips.find((c) => c.slug === 'nvidia-b200')!)!.computeCapability).toBe(
      '10.0',
    );
    expect(
      softwareSupportFor(allChips.find((c) => c.slug === 'nvidia-geforce-rtx-5090')!)!.computeCapability,
    ).toBe('12.0');
  });

  it("agrees with the chips' own bf16 flags and cites existing sources", () => {
    for (const chip of allChips) {
      const support = softwareSupportFor(chip)!;
      if (chip.bf16 && chip.vendor === 'NVIDIA')
        expect({ chip: chip.slug, bf16: support.bf16 }).toEqual({ chip: chip.slug, bf16: true });
    }
    for (const r of softwareSupport) for (const s of r.sources) expect(allSourceKeys.has(s)).toBe(true);
  });
});

describe('dated prices (price-observations.ts, cloud-offerings-2026.ts)', () => {
  it('purchases are dated, sourced, positive and name a seeded part (a chip or a machine)', () => {
    // Machines (issue 28) have purchase prices too: any seeded component, any seeded source.
    const seeded = seedSet();
    const parts = new Set(seeded.components.map((c) => c.slug));
    const sourceKeys = new Set(seeded.sources.map((s) => s.key));
    for (const o of datedPurchases) {
      expect({ component: o.component, seeded: parts.has(o.component) }).toEqual({
        component: o.component,
        seeded: true,
      });
      expect({ source: o.source, seeded: sourceKeys.has(o.source) }).toEqual({
        source: o.source,
        seeded: true,
      });
      // As precisely as the source gives it (day, month or year), never a made-up day.
      expect(o.observedOn).toMatch(/^\d{4}(-\d{2}(-\d{2})?)?$/);
      expect(o.observedOn).not.toMatch(/-01-01$/);
      expect(['LAUNCH_LIST', 'RETAIL', 'USED_MARKET']).toContain(o.priceKind);
      expect(o.amount).toBeGreaterThan(0);
      if (o.amountMax != null) expect(o.amountMax).toBeGreaterThan(o.amount);
    }
  });

  it('rentals are per-GPU offers, dated and sourced, naming a known chip', () => {
    const chips = new Set(allChips.map((c) => c.slug));
    for (const o of cloudOfferings2026) {
      expect(chips.has(o.gpu)).toBe(true);
      expect(allSourceKeys.has(o.source)).toBe(true);
      expect(o.gpuCount).toBe(1);
      expect(o.instanceType).toMatch(/per GPU/);
      expect(o.onDemandUsdPerHour ?? o.spotUsdPerHour).toBeGreaterThan(0);
    }
  });

  it('hold 2025-2026 cloud prices for the H100, H200, B200, RTX 4090 and RTX 5090', () => {
    const recent = cloudOfferings2026.filter((o) => /^202[56]/.test(o.asOf));
    for (const gpu of [
      'nvidia-h100-sxm5-80gb',
      'nvidia-h200-sxm-141gb',
      'nvidia-b200',
      'nvidia-geforce-rtx-4090',
      'nvidia-geforce-rtx-5090',
    ]) {
      expect(recent.some((o) => o.gpu === gpu)).toBe(true);
    }
  });
});
