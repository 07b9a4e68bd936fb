/**
 * Expert panel: complete builds. A builder matches the platform to the cards (lanes, a
 * current platform when buying new), sizes the PSU the way the GPU maker asks (ATX 3.x for
 * 16-pin cards), keeps hot cards apart, respects the circuit, prices every part in the
 * condition asked for, quotes one total, and says what unspent money would buy.
 */
import type {
  BuildReportFacts,
  CpuFacts,
  GpuFacts,
  MotherboardFacts,
  PriceCondition,
  PsuFacts,
} from '../../src/rules/facts';
import { makerSystemPowerW } from '../../src/rules/analysis/fact-fallbacks';
import {
  recommendBuild,
  type BuildRecommendationRequest,
  type BuildRecommendationResult,
} from '../../src/rules/recommend/recommend-build';
import { priceAt } from '../../src/rules/analysis/price-age';
import { errorsIn, recheck, totalUsd } from '../support/recommended-build';
import { seedCatalog, seedUseCase } from './seed-catalog';

const catalog = seedCatalog();
const only = (slug: string) => ({ ...catalog, gpus: catalog.gpus.filter((gpu) => gpu.slug === slug) });
const part = <C>(result: BuildRecommendationResult, kind: string) =>
  result.parts.find((line) => line.component.kind === kind)?.component as C | undefined;
/** What every recommended build must satisfy, whatever the request. */
function expectSound(
  result: BuildRecommendationResult,
  request: BuildRecommendationRequest,
): BuildReportFacts {
  expect(result.parts.length).toBe(8);
  const report = recheck(result, request);
  expect(errorsIn(report)).toEqual([]);
  const rejected = [
    'power.psu-capacity',
    'power.circuit',
    'cooling.air-gap',
    'cooling.passive-card',
    'balance.system-ram',
  ];
  expect(
    report.findings.filter((found) => found.severity === 'WARNING' && rejected.includes(found.ruleId)),
  ).toEqual([]);
  expect(totalUsd(result)).toBeLessThanOrEqual(request.budgetUsd);
  // One total: the report, the reasons and the lines agree, at the condition's prices.
  expect(result.report?.totalPriceUsd).toBeCloseTo(totalUsd(result), 2);
  expect(result.reasons.join(' ')).toContain(
    `Total $${Math.round(totalUsd(result)).toLocaleString('en-US')}`,
  );
  for (const line of result.parts) {
    expect(result.unitPricesUsd.get(line.component.slug)).toBe(priceAt(line.component, request.condition));
  }
  const gpu = part<GpuFacts>(result, 'GPU')!;
  const psu = part<PsuFacts>(result, 'PSU')!;
  expect(psu.wattage).toBeGreaterThanOrEqual(makerSystemPowerW(gpu).watts);
  if (gpu.tdpW >= 450) expect(psu.atx3).toBe(true);
  return report;
}

/** recommendBuild's answer to the request, once it is known to be sound, and checkBuild's report on it. */
function soundBuild(source: typeof catalog, request: BuildRecommendationRequest) {
  const result = recommendBuild(source, request);
  return { result, report: expectSound(result, request) };
}

/** Serving a 70B model at 4-bit on two cards for $4,000, at the condition's prices. */
const llm70bOnTwoCards = (condition: PriceCondition): BuildRecommendationRequest => ({
  budgetUsd: 4000,
  gpuCount: 2,
  condition,
  useCase: seedUseCase('llm-inference-70b-4bit'),
});

/** The [generation, lanes] of each card's link, as checkBuild reports them. */
const linksIn = (report: BuildReportFacts) =>
  report.findings
    .filter((found) => found.ruleId === 'pcie.link-width')
    .map((found) => /PCIe (\d)\.0 x(\d+)/.exec(found.message)!.slice(1).map(Number));

describe('recommendBuild as an expert would', () => {
  it('$6,000 for one new GPU: current platform, maker-sized PSU, one total, and a word on the $3,000 left', () => {
    const { result } = soundBuild(catalog, { budgetUsd: 6000, gpuCount: 1, condition: 'NEW' });
    expect(part<CpuFacts>(result, 'CPU')!.releaseYear ?? 9999).toBeGreaterThanOrEqual(2021);
    expect(part<MotherboardFacts>(result, 'MOTHERBOARD')!.releaseYear ?? 9999).toBeGreaterThanOrEqual(2021);
    if (6000 - totalUsd(result) >= 900) expect(result.reasons.join(' ')).toMatch(/of the budget is left/);
  });

  it('buying new never prices a 2019 Ryzen 5 3600 or a 2018 X470 board at launch prices', () => {
    for (const budgetUsd of [1500, 3000, 8000]) {
      const result = recommendBuild(catalog, { budgetUsd, gpuCount: 1, condition: 'NEW' });
      const slugs = result.parts.map((line) => line.component.slug);
      expect(slugs).not.toContain('amd-ryzen-5-3600');
      expect(slugs).not.toContain('msi-x470-gaming-plus');
    }
  });

  it.each([1200, 1500, 2500])(
    'buying new for $%s: the card is one still sold new, not a launch price from 3+ years before',
    (budgetUsd) => {
      const { result } = soundBuild(catalog, { budgetUsd, gpuCount: 1, condition: 'NEW' });
      const gpu = part<GpuFacts>(result, 'GPU')!;
      const newest = catalog.gpus
        .filter((card) => card.priceUsd != null && card.priceObservedOn)
        .map((card) => card.priceObservedOn!)
        .sort()
        .at(-1)!;
      expect(gpu.priceObservedOn).toBeTruthy();
      expect(gpu.priceObservedOn! >= `${Number(newest.slice(0, 4)) - 3}${newest.slice(4)}`).toBe(true);
    },
  );

  it('RTX PRO 6000 for $12,000: at least 1,000 W ATX 3.x, RAM covering its 96 GB', () => {
    const { result } = soundBuild(only('nvidia-rtx-pro-6000-blackwell'), {
      budgetUsd: 12_000,
      gpuCount: 1,
      condition: 'NEW',
    });
    const psu = part<PsuFacts>(result, 'PSU')!;
    expect(psu.wattage).toBeGreaterThanOrEqual(1000);
    const ram = result.parts.find((line) => line.component.kind === 'MEMORY')!;
    expect((ram.component as { capacityGb: number }).capacityGb * ram.quantity).toBeGreaterThanOrEqual(96);
  });

  it('two RTX 5090s on a 120 V / 15 A circuit: no build, and the reasons say it is the circuit', () => {
    const result = recommendBuild(only('nvidia-geforce-rtx-5090'), {
      budgetUsd: 12_000,
      gpuCount: 2,
      condition: 'NEW',
    });
    expect(result.parts).toEqual([]);
    expect(result.reasons.join(' ')).toMatch(/at the wall.*230 V or 20 A circuit/);
  });

  it('two RTX 5090s on 230 V for training: x8 at PCIe 4.0 or better each, no adjacent cards, ATX 3.x', () => {
    const { report } = soundBuild(only('nvidia-geforce-rtx-5090'), {
      budgetUsd: 12_000,
      gpuCount: 2,
      condition: 'NEW',
      mains: { voltage: 230 },
    });
    const links = linksIn(report);
    expect(links).toHaveLength(2);
    for (const [gen, lanes] of links) expect(gen * 100 + lanes).toBeGreaterThanOrEqual(408);
  });

  it('two GPUs for training at $6,000: never two PCIe 3.0 x8 links for PCIe 5.0 cards', () => {
    const { result, report } = soundBuild(catalog, {
      budgetUsd: 6000,
      gpuCount: 2,
      condition: 'ANY',
      mains: { voltage: 230 },
    });
    const gpu = part<GpuFacts>(result, 'GPU')!;
    for (const [gen, lanes] of linksIn(report)) {
      expect(lanes).toBeGreaterThanOrEqual(8);
      expect(gen).toBeGreaterThanOrEqual((gpu.pcieGen ?? 3) - 1);
    }
  });

  it('70B at 4-bit on two used cards for $4,000: a build, memory pooled across the cards, inference wording', () => {
    const { result } = soundBuild(catalog, llm70bOnTwoCards('USED'));
    const gpu = part<GpuFacts>(result, 'GPU')!;
    expect(gpu.vramGb * 2).toBeGreaterThanOrEqual(40);
    const words = result.reasons.join(' ');
    expect(words).toMatch(/splits the model across the cards/);
    expect(words).not.toMatch(/gradient checkpointing|mixed precision/);
  });

  it('two 350 W RTX 3090s (700 W of heat) do not go in a closed-front case when a mesh case fits the budget', () => {
    // The guides name packed 3080/3090s as the cards whose cooling fails first
    // (dettmers-which-gpu-2020); what a case must move is the cards' total heat, not one card's.
    const { result } = soundBuild(only('nvidia-geforce-rtx-3090'), llm70bOnTwoCards('ANY'));
    const pcCase = part<{ slug: string; airflow?: string | null }>(result, 'CASE')!;
    expect(pcCase.airflow).not.toBe('RESTRICTED');
  });

  it('all used: the only used case on record has a closed front, and the reasons say what that means', () => {
    const { result } = soundBuild(only('nvidia-geforce-rtx-3090'), llm70bOnTwoCards('USED'));
    // The seeds price one case used, the NZXT H510 (closed front): the build may only use it.
    const pcCase = part<{ name: string; airflow?: string | null }>(result, 'CASE')!;
    expect(pcCase.airflow).toBe('RESTRICTED');
    expect(result.reasons.join(' ')).toMatch(/closed front: expect the 700 W of GPU heat/);
  });

  it('$300 for four GPUs: no build, and the reasons name the budget', () => {
    const result = recommendBuild(catalog, { budgetUsd: 300, gpuCount: 4, condition: 'ANY' });
    expect(result.parts).toEqual([]);
    expect(result.reasons.join(' ')).toMatch(/budget|costs \$/);
  });

  it('a four-card build on 230 V fits the cards physically (slots, risers or spacing) and the circuit', () => {
    soundBuild(catalog, {
      budgetUsd: 15_000,
      gpuCount: 4,
      condition: 'ANY',
      mains: { voltage: 230 },
    });
  });
});
