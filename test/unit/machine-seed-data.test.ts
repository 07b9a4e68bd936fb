import {
  machineGpus,
  machinePrices,
  machineSources,
  unifiedMemorySystems,
} from '../../seeds/data/machines-2025';
import { seedSet } from '../../seeds/data';

/**
 * Published figures of the machines of issue 28, each against the vendor sheet or the page
 * the seed cites (exact: these are spec-sheet numbers, not measurements).
 */
const system = (slug: string) => unifiedMemorySystems.find((s) => s.slug === slug)!;
const gpu = (slug: string) => machineGpus.find((g) => g.slug === slug)!;

describe('unified-memory machines: vendor figures', () => {
  it.each([
    // slug, installed GB, GPU-usable GB, GB/s, FP8, stacks
    ['nvidia-dgx-spark', 128, 128, 273, true, ['CUDA']],
    ['framework-desktop-ryzen-ai-max-395-128gb', 128, 96, 256, false, ['ROCM', 'VULKAN']],
    ['apple-mac-studio-m3-ultra-512gb', 512, 384, 819, false, ['METAL_MLX']],
    ['apple-mac-studio-m3-ultra-96gb', 96, 72, 819, false, ['METAL_MLX']],
    ['apple-mac-studio-m4-max-128gb', 128, 96, 546, false, ['METAL_MLX']],
  ] as const)(
    '%s: %d GB installed, %d GB for the GPU, %d GB/s',
    (slug, total, usable, bandwidth, fp8, stacks) => {
      const row = system(slug);
      expect(row.unifiedMemoryGb).toBe(total);
      expect(row.gpuUsableMemoryGb).toBe(usable);
      expect(row.memoryBandwidthGBs).toBe(bandwidth);
      expect(row.fp8).toBe(fp8);
      expect(row.softwareStacks).toEqual(stacks);
    },
  );

  it("a Mac's GPU share is macOS's default ~75 % of RAM (recommendedMaxWorkingSetSize)", () => {
    for (const row of unifiedMemorySystems.filter((s) => s.vendor === 'APPLE'))
      expect(row.gpuUsableMemoryGb).toBe(row.unifiedMemoryGb * 0.75);
  });

  it('power: the DGX Spark supply is 240 W, the Framework Desktop 400 W; the Macs are unknown, not guessed', () => {
    expect(system('nvidia-dgx-spark').systemPowerW).toBe(240);
    expect(system('framework-desktop-ryzen-ai-max-395-128gb').systemPowerW).toBe(400);
    for (const row of unifiedMemorySystems.filter((s) => s.vendor === 'APPLE'))
      expect(row.systemPowerW).toBeUndefined();
  });
});

describe('RTX PRO 6000 Blackwell editions', () => {
  it('Max-Q: 96 GB GDDR7 at 1,792 GB/s, 300 W, a dual-slot blower for four-card workstations', () => {
    expect(gpu('nvidia-rtx-pro-6000-blackwell-max-q')).toMatchObject({
      vramGb: 96,
      memoryType: 'GDDR7',
      memoryBandwidthGBs: 1792,
      tdpW: 300,
      coolerStyle: 'BLOWER',
      slotWidth: 2,
      formFactor: 'PCIE',
    });
  });
  it('Server Edition: 96 GB, passive, board power configurable up to 600 W', () => {
    expect(gpu('nvidia-rtx-pro-6000-blackwell-server')).toMatchObject({
      vramGb: 96,
      coolerStyle: 'PASSIVE',
      tdpW: 600,
    });
  });
});

describe('dated, sourced prices', () => {
  it('every machine price has a date and a source the seed set lists', () => {
    const keys = new Set(seedSet().sources.map((s) => s.key));
    for (const price of machinePrices) {
      expect(price.observedOn).toMatch(/^\d{4}(-\d{2})?(-\d{2})?$/);
      expect(keys.has(price.source)).toBe(true);
    }
    for (const source of machineSources) expect(source.url).toMatch(/^https:\/\//);
  });
  it('H100 SXM, H200 and B200 carry a per-GPU price that says it is a share of an 8-GPU system', () => {
    for (const slug of ['nvidia-h100-sxm5-80gb', 'nvidia-h200-sxm-141gb', 'nvidia-b200']) {
      const price = machinePrices.find((p) => p.component === slug)!;
      expect(price.notes).toMatch(/per-GPU share of a system/);
    }
  });
  it('the seed set prices the machines from their observations (DGX Spark $3,999, Framework Desktop $1,999)', () => {
    const parts = new Map(seedSet().components.map((c) => [c.slug, c]));
    expect(parts.get('nvidia-dgx-spark')?.priceUsd).toBe(3999);
    expect(parts.get('framework-desktop-ryzen-ai-max-395-128gb')?.priceUsd).toBe(1999);
    expect(parts.get('apple-mac-studio-m3-ultra-512gb')?.priceUsd).toBeUndefined();
  });
});
