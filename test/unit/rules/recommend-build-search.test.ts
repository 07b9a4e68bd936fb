/**
 * The search's cheap pre-checks must be sound: every candidate it hands to checkBuild has
 * no ERROR and meets the hard requirements. The verify callback below records checkBuild's ERRORs and then rejects the
 * candidate, which forces the search to produce the best candidate of every platform.
 */
import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, Finding, GpuFacts, MainsFacts, PriceCondition } from '../../../src/rules/facts';
import { resolveMains } from '../../../src/rules/power-budget';
import { priceCatalog, type BuildCatalog } from '../../../src/rules/recommend-build-catalog';
import { createSearchContext, type PlatformPick } from '../../../src/rules/recommend-build-pairs';
import { planGpus } from '../../../src/rules/recommend-build-plan';
import { searchPlatforms } from '../../../src/rules/recommend-build-search';
import { recommendBuild } from '../../../src/rules/recommend-build';
import { priceAt } from '../../../src/rules/recommend-gpus';
import * as f from './fixtures';

/**
 * The fixture parts plus traps: cheap parts that each break exactly one ERROR rule for some
 * builds (too short a case, more capacity than a board takes, registered memory for
 * unbuffered boards, too few PCIe connectors, a low-efficiency PSU for tight circuits).
 */
const catalog = (): BuildCatalog => ({
  gpus: [
    f.rtx3090(),
    f.rtx3080(),
    f.rtx2080Ti(),
    f.rtx4090(),
    f.rtxA6000(),
    f.rtx4060Ti16(),
    f.teslaK80(),
    f.rx7900xtx(),
  ],
  cpus: [
    f.ryzen5950x(),
    f.ryzen3600(),
    f.threadripper3960x(),
    f.threadripperPro3975wx(),
    f.corei7_10700k(),
    f.corei3_10100(),
    f.core12700f(),
  ],
  motherboards: [f.z490PgVelocita(), f.x570Ace(), f.trx40Designare(), f.wrx80Sage(), f.b660Board()],
  memoryKits: [
    f.ddr4Kit2x32(),
    f.ddr4Kit4x32(),
    f.ddr4Kit2x8(),
    f.ddr5Kit2x16(),
    f.ddr4EccUdimm2x16(),
    f.ddr4Rdimm4x32(),
    { ...f.ddr4Kit2x32(), slug: 'trap-2x64gb', capacityGb: 128, priceUsd: 150 },
    { ...f.ddr4Rdimm4x32(), slug: 'trap-cheap-rdimm', priceUsd: 20 },
  ],
  psus: [
    f.psu750(),
    f.psu1000(),
    f.psu1600(),
    f.psu1650Atx3(),
    { ...f.psu1650Atx3(), slug: 'trap-few-connectors', pcieConnectors: 2, priceUsd: 90 },
    {
      ...f.psu1650Atx3(),
      slug: 'trap-plain-80-plus',
      efficiencyRating: '80+',
      pcieConnectors: 12,
      priceUsd: 95,
    },
  ],
  storage: [f.nvme980Pro(), f.hddX300()],
  cases: [
    f.defineXl(),
    f.h510(),
    f.compactCase(),
    f.openFrame(),
    { ...f.h510(), slug: 'trap-short', maxGpuLengthMm: 250, priceUsd: 20 },
  ],
  coolers: [
    f.hyper212(),
    f.nhU14sTr4(),
    { ...f.hyper212(), slug: 'trap-weak-cooler', maxTdpW: 50, priceUsd: 5 },
  ],
});

/** Warnings the search treats as hard requirements (RAM, threads, PSU headroom, cooler rating). */
const HARD_WARNINGS = new Set([
  'balance.system-ram',
  'balance.cpu-threads',
  'power.psu-capacity',
  'platform.cooler',
]);
const breaksHardRequirement = (finding: Finding) =>
  finding.severity === 'ERROR' || (finding.severity === 'WARNING' && HARD_WARNINGS.has(finding.ruleId));

function partsOf(pick: PlatformPick): BuildFacts['parts'] {
  return [
    { component: pick.plan.gpu, quantity: pick.plan.count },
    { component: pick.cpu.part, quantity: 1 },
    { component: pick.board.part, quantity: 1 },
    { component: pick.memory.priced.part, quantity: pick.memory.quantity },
    { component: pick.psu.priced.part, quantity: 1 },
    { component: pick.storage.priced.part, quantity: 1 },
    { component: pick.pcCase.priced.part, quantity: 1 },
    { component: pick.cooler.priced.part, quantity: 1 },
  ];
}

describe('recommendBuild search pre-checks', () => {
  const mainsChoices: Array<MainsFacts | undefined> = [
    undefined,
    { voltage: 230 },
    { voltage: 120, breakerAmps: 20 },
  ];
  const conditions: PriceCondition[] = ['NEW', 'ANY'];

  it('never hands checkBuild a candidate with an ERROR or a hard-requirement warning', () => {
    const errors: Finding[] = [];
    let verified = 0;
    for (const condition of conditions) {
      const priced = priceCatalog(catalog(), condition);
      for (const mains of mainsChoices) {
        const stats = { candidatesConsidered: 0, checkBuildCalls: 0 };
        const ctx = createSearchContext(
          priced,
          resolveMains(mains),
          (pick) => {
            verified += 1;
            const report = checkBuild({ parts: partsOf(pick), mains });
            errors.push(...report.findings.filter(breaksHardRequirement));
            return { ...report, compatible: false };
          },
          stats,
        );
        for (const gpu of priced.gpus) {
          for (const count of [1, 2, 3, 4]) {
            for (const budgetUsd of [Number.POSITIVE_INFINITY, gpu.priceUsd * count + 1500]) {
              searchPlatforms(ctx, planGpus(gpu.part, gpu.priceUsd, count, null), budgetUsd, null);
            }
          }
        }
      }
    }
    expect(errors.map((finding) => finding.message)).toEqual([]);
    expect(verified).toBeGreaterThan(200);
  });

  it('reports a circuit no PSU and CPU can stay within', () => {
    // 4 x RTX 3080 need a 1,650 W PSU; the only one is Gold (87 %): about 1,600 W at the wall.
    const result = recommendBuild(
      { ...catalog(), gpus: [f.rtx3080()] },
      { budgetUsd: 20_000, gpuCount: 4, condition: 'NEW', mains: { voltage: 120, breakerAmps: 16 } },
    );
    expect(result.parts).toEqual([]);
    expect(result.reasons.join(' ')).toMatch(
      /No CPU and PSU that can run 4 x GeForce RTX 3080 keep the wall draw within what a 120 V \/ 16 A circuit carries 1,536 W/,
    );
  });

  it('reports when no board holds the cards', () => {
    const result = recommendBuild(
      { ...catalog(), gpus: [f.rtx3090()], cases: [f.defineXl()] },
      { budgetUsd: 50_000, gpuCount: 5, condition: 'NEW', mains: { voltage: 230 } },
    );
    expect(result.parts).toEqual([]);
    expect(result.reasons.join(' ')).toMatch(/No motherboard in the catalog holds 5 x GeForce RTX 3090/);
  });

  it('prices every part at the condition and skips parts without that price', () => {
    const cheapUsed = { ...f.rtx3090(), slug: 'used-only-3090', priceUsd: null, usedPriceUsd: 500 };
    const input = { budgetUsd: 4000, gpuCount: 1, condition: 'NEW' as const };
    const result = recommendBuild({ ...catalog(), gpus: [cheapUsed, f.rtx3080()] }, input);
    const gpu = result.parts[0].component as GpuFacts;
    expect(gpu.slug).toBe('nvidia-geforce-rtx-3080');
    expect(result.unitPricesUsd.get(gpu.slug)).toBe(priceAt(gpu, 'NEW'));
  });
});
