import { cardAsGpu } from '../../../src/rules/analysis/graphics-card';
import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, CaseFacts, GpuFacts, GraphicsCardFacts } from '../../../src/rules/facts';
import {
  defineXl,
  ddr4Kit4x32,
  nhU14sTr4,
  nvme980Pro,
  part,
  psu1600,
  rtx3080,
  rtx3090,
  rtx4060Ti16,
  threadripper3960x,
  trx40Designare,
  x570Ace,
  ryzen5950x,
  hyper212,
} from './fixtures';
import { findingsOf, missingDataMentioning } from './helpers';

/** Gigabyte's RTX 3090 Gaming OC as issue 13 describes it: 320 mm, 2.75 slots, 2 x 8-pin. */
const gamingOc = (over: Partial<GraphicsCardFacts> = {}): GraphicsCardFacts => ({
  kind: 'GRAPHICS_CARD',
  slug: 'gigabyte-geforce-rtx-3090-gaming-oc-24g',
  name: 'GeForce RTX 3090 GAMING OC 24G',
  manufacturer: 'Gigabyte',
  chip: rtx3090(),
  vramGb: 24,
  lengthMm: 320,
  slotWidth: 2.75,
  tdpW: 350,
  pcieConnectors: 2,
  coolerStyle: 'OPEN_AIR',
  pcieGen: 4,
  ...over,
});

const tufBlower = (over: Partial<GraphicsCardFacts> = {}): GraphicsCardFacts => ({
  ...gamingOc(),
  slug: 'asus-turbo-geforce-rtx-3090',
  name: 'Turbo GeForce RTX 3090',
  manufacturer: 'ASUS',
  lengthMm: 268,
  slotWidth: 2,
  coolerStyle: 'BLOWER',
  ...over,
});

/** A mid tower whose GPU clearance (315 mm) takes the 313 mm reference 3090 but not a 320 mm card. */
const midTower = (): CaseFacts => ({
  ...defineXl(),
  slug: 'acme-mid',
  name: 'Acme Mid',
  maxGpuLengthMm: 315,
});

const build = (gpu: GpuFacts | GraphicsCardFacts, quantity = 1, pcCase = midTower()): BuildFacts => ({
  parts: [
    part(gpu, quantity),
    part(threadripper3960x()),
    part(trx40Designare()),
    part(ddr4Kit4x32()),
    part(psu1600()),
    part(nvme980Pro()),
    part(pcCase),
    part(nhU14sTr4()),
  ],
  mains: { voltage: 230, breakerAmps: 16 },
});

describe('a graphics card in checkBuild: its chip with the card’s own facts', () => {
  it('checks fit against the card’s length where the chip gives the reference length', () => {
    const chipReport = checkBuild(build(rtx3090()));
    expect(findingsOf(chipReport, 'fit.gpu-length')).toEqual([]);
    const cardReport = checkBuild(build(gamingOc()));
    const [tooLong] = findingsOf(cardReport, 'fit.gpu-length', 'ERROR');
    expect(tooLong.message).toMatch(/GeForce RTX 3090 GAMING OC 24G is 320 mm long.*up to 315 mm/);
    expect(tooLong.componentSlugs).toContain('gigabyte-geforce-rtx-3090-gaming-oc-24g');
    expect(cardReport.compatible).toBe(false);
  });

  it('adds the card’s own board power to the budget, not the chip’s reference figure', () => {
    const chip = checkBuild(build(rtx3090(), 2));
    const card = checkBuild(build(gamingOc({ tdpW: 420 }), 2));
    expect(chip.power.totalTdpW).toBeLessThan(card.power.totalTdpW);
    expect(card.power.totalTdpW - chip.power.totalTdpW).toBe(2 * (420 - 350));
  });

  it('reads the card’s cooler: three blower cards raise no open-air warning where three open-air chips do', () => {
    const bigCase = (): CaseFacts => ({ ...defineXl(), maxGpuLengthMm: 491 });
    expect(
      findingsOf(checkBuild(build(rtx3090(), 3, bigCase())), 'cooling.open-air', 'WARNING'),
    ).toHaveLength(1);
    expect(findingsOf(checkBuild(build(tufBlower(), 3, bigCase())), 'cooling.open-air')).toEqual([]);
  });

  it('says what it could not check when the card’s record lacks a figure, instead of borrowing the chip’s', () => {
    const report = checkBuild(build(gamingOc({ lengthMm: null, pcieConnectors: null })));
    expect(findingsOf(report, 'fit.gpu-length', 'ERROR')).toEqual([]);
    expect(missingDataMentioning(report, /GAMING OC 24G.*card length is not on record/)).toHaveLength(1);
    expect(
      findingsOf(report, 'completeness.missing-data')
        .map((f) => f.message)
        .join(' '),
    ).toMatch(/connector/i);
  });

  it('keeps the chip’s memory, performance and maker PSU size, and uses the card’s price only', () => {
    const gpu = cardAsGpu(gamingOc({ priceUsd: 1649, chip: { ...rtx3090(), makerSystemPowerW: 750 } }));
    expect(gpu).toMatchObject({
      kind: 'GPU',
      slug: 'gigabyte-geforce-rtx-3090-gaming-oc-24g',
      vramGb: 24,
      memoryBandwidthGBs: 936,
      relativePerformance: 1.5,
      nvlink: true,
      priceUsd: 1649,
      usedPriceUsd: null,
      chipSlug: 'nvidia-geforce-rtx-3090',
      // NVIDIA's 750 W for an RTX 3090, from the chip's catalog record.
      makerSystemPowerW: 750,
    });
    // Without the chip's published figure the card has none: no estimate poses as the maker's.
    expect(
      cardAsGpu(gamingOc({ chip: { ...rtx3090(), makerSystemPowerW: null } })).makerSystemPowerW,
    ).toBeNull();
  });

  it('finds an x8 chip’s lanes through the chip when the card does not list them', () => {
    const card: GraphicsCardFacts = {
      ...gamingOc(),
      slug: 'acme-rtx-4060-ti-16gb',
      name: 'Acme RTX 4060 Ti 16GB',
      chip: rtx4060Ti16(),
      pcieLanes: null,
    };
    expect(cardAsGpu(card).pcieLanes).toBe(8);
    const report = checkBuild({
      parts: [part(card), part(ryzen5950x()), part(x570Ace()), part(ddr4Kit4x32()), part(hyper212())],
    });
    const [link] = findingsOf(report, 'pcie.link-width', 'INFO');
    expect(link.message).toMatch(/x8 interface/);
  });
});

describe('multi-GPU: cards of one chip are one model', () => {
  it('treats a Gigabyte and a blower RTX 3090 as one model for training, and says so', () => {
    const report = checkBuild({
      ...build(gamingOc()),
      parts: [...build(gamingOc()).parts, part(tufBlower())],
    });
    expect(findingsOf(report, 'multi-gpu.mixed-models', 'WARNING')).toEqual([]);
    const [same] = findingsOf(report, 'multi-gpu.mixed-models', 'INFO');
    expect(same.message).toMatch(
      /are all GeForce RTX 3090 cards: data-parallel training treats them as one model/,
    );
    const [nvlink] = findingsOf(report, 'multi-gpu.nvlink', 'INFO');
    expect(nvlink.message).toMatch(/2 x GeForce RTX 3090 support NVLink.*same height and spacing/);
  });

  it('still warns when a card and a different chip are mixed', () => {
    const report = checkBuild({ ...build(gamingOc()), parts: [...build(gamingOc()).parts, part(rtx3080())] });
    const [mixed] = findingsOf(report, 'multi-gpu.mixed-models', 'WARNING');
    expect(mixed.message).toMatch(/GeForce RTX 3090 GAMING OC 24G \(24 GB\) and GeForce RTX 3080 \(10 GB\)/);
  });
});
