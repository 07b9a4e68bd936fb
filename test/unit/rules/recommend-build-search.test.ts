/**
 * recommendBuild against an independent oracle: a brute force over every combination of a
 * small fixture catalog (with traps), judged by checkBuild's `compatible` plus an
 * acceptability rule written here from the documents and vendor figures, not from the search
 * code:
 * - RAM at least the largest card's memory (doc-cost-for-gpu-hardware);
 * - at least 2 CPU threads per GPU chip (doc-cost-for-gpu-hardware, dettmers-which-gpu-2020);
 * - one PSU of at least the sustained draw (GPU TDP + the CPU's stock sustained power + 50 W)
 *   plus 15 % (doc-cost-for-gpu-hardware), and at least the GPU maker's required system power
 *   for one card plus the TDP of each further card (NVIDIA/AMD spec pages); ATX 3.x for
 *   450 W cards on the 16-pin plug (PCIe CEM 5.0, ATX 3.0 guide). The fixture PSUs come in
 *   50 W steps, so rounding requirements to 50 W cannot change a verdict;
 * - wall draw (DC / 80 PLUS efficiency) at most 90 % of the circuit's continuous limit;
 * - a CPU cooler rated for the CPU's sustained power (doc-cost-for-gpu-hardware);
 * - every card's link at least x8 one PCIe generation below its own (dettmers-which-gpu-2020:
 *   x4 at the card's generation is fine for two cards), as checkBuild reports the links;
 * - no two hot open-air cards without a free slot between them (checkBuild's air-gap rule);
 * - the whole build within the budget at the requested condition's prices.
 * The oracle finds, per card and count, the cheapest acceptable build. The recommendation
 * must then be acceptable itself, and its card must be as fast as the fastest card for which
 * an acceptable build fits the budget (CUDA cards first: doc-gpu-cluster-at-home); when no
 * card has one, it must return nothing.
 */
import { vramPerGpuGb } from '../../../src/rules/analysis/build-view';
import { checkBuild } from '../../../src/rules/check-build';
import type {
  BuildPartFacts,
  ComponentFacts,
  CaseFacts,
  CoolerFacts,
  CpuFacts,
  GpuFacts,
  MainsFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PriceCondition,
  PsuFacts,
} from '../../../src/rules/facts';
import { recommendBuild, type BuildCatalog } from '../../../src/rules/recommend/recommend-build';
import { priceAt } from '../../../src/rules/analysis/price-age';
import { totalUsd } from '../../support/recommended-build';
import * as f from './fixtures';

/**
 * The fixture parts plus traps: cheap parts that each break exactly one rule for some
 * builds (too short a case, more capacity than a board takes, registered memory for
 * unbuffered boards, too few PCIe connectors, a low-efficiency PSU for tight circuits, a
 * cooler too weak for any CPU).
 */
const catalog = (): BuildCatalog => {
  const base = f.fixtureCatalog();
  // Without the K80 and the SXM2 V100: MAKER_PSU_W below has no figure for them.
  const left = ['nvidia-tesla-k80', 'nvidia-tesla-v100-sxm2-16gb'];
  return {
    ...base,
    gpus: base.gpus.filter((gpu) => !left.includes(gpu.slug)),
    memoryKits: [
      ...base.memoryKits,
      { ...f.ddr4Kit2x32(), slug: 'trap-2x64gb', capacityGb: 128, priceUsd: 150 },
      { ...f.ddr4Rdimm4x32(), slug: 'trap-cheap-rdimm', priceUsd: 20 },
    ],
    psus: [
      ...base.psus,
      { ...f.psu1650Atx3(), slug: 'trap-few-connectors', pcieConnectors: 2, priceUsd: 90 },
      {
        ...f.psu1650Atx3(),
        slug: 'trap-plain-80-plus',
        efficiencyRating: '80+',
        pcieConnectors: 12,
        priceUsd: 95,
      },
    ],
    cases: [...base.cases, { ...f.h510(), slug: 'trap-short', maxGpuLengthMm: 250, priceUsd: 20 }],
    coolers: [...base.coolers, { ...f.hyper212(), slug: 'trap-weak-cooler', maxTdpW: 50, priceUsd: 5 }],
  };
};

const PLATFORM_REST_W = 50;
const PSU_HEADROOM = 0.15;
const THREADS_PER_CHIP = 2;
const CIRCUIT_SHARE = 0.9;
const HIGH_POWER_W = 450;

/** Required system power from the makers' spec pages (RTX A6000: none published; TDP + 400 W). */
const MAKER_PSU_W: Record<string, number> = {
  'nvidia-geforce-rtx-3090': 750,
  'nvidia-geforce-rtx-3080': 750,
  'nvidia-geforce-rtx-2080-ti': 650,
  'nvidia-geforce-rtx-4090': 850,
  'nvidia-geforce-rtx-4060-ti-16gb': 550,
  'amd-radeon-rx-7900-xtx': 800,
  'nvidia-rtx-a6000': 700,
};

/** Stock sustained CPU power: AMD PPT = 1.35 x TDP on AM4; Intel PL2 from its datasheet; else TDP. */
const CPU_SUSTAINED_W: Record<string, number> = {
  'amd-ryzen-9-5950x': 142,
  'amd-ryzen-5-3600': 88,
  'intel-core-i7-10700k': 229,
};

/** 80 PLUS efficiency at typical load (Gold 87 %, Platinum 90 %, Titanium 94 %, plain 80 %). */
function efficiency(rating: string | null | undefined): number {
  const upper = (rating ?? '').toUpperCase();
  if (upper.includes('TITANIUM')) return 0.94;
  if (upper.includes('PLATINUM')) return 0.9;
  if (upper.includes('GOLD')) return 0.87;
  if (upper.includes('80')) return 0.8;
  return 0.85;
}

const kindOf = <C extends ComponentFacts>(parts: readonly BuildPartFacts[], kind: C['kind']) =>
  parts.filter((part): part is BuildPartFacts<C> => part.component.kind === kind);

/** Every "runs at PCIe g.0 xN" link checkBuild reports, as [gen, lanes]. */
function links(findings: readonly { ruleId: string; message: string }[]): Array<[number, number]> {
  return findings
    .filter((found) => found.ruleId === 'pcie.link-width')
    .flatMap((found) => {
      const match = /runs at PCIe (\d)\.0 x(\d+)/.exec(found.message);
      return match ? [[Number(match[1]), Number(match[2])] as [number, number]] : [];
    });
}

/** The oracle's own acceptability rule (see the file comment), on top of checkBuild. */
function acceptable(
  parts: readonly BuildPartFacts[],
  mains: MainsFacts | undefined,
  risers: boolean,
): boolean {
  const gpus = kindOf<GpuFacts>(parts, 'GPU');
  const cpus = kindOf<CpuFacts>(parts, 'CPU');
  const kits = kindOf<MemoryKitFacts>(parts, 'MEMORY');
  const psus = kindOf<PsuFacts>(parts, 'PSU');
  const coolers = kindOf<CoolerFacts>(parts, 'COOLER');
  if (cpus.length !== 1 || psus.length !== 1 || psus[0].quantity !== 1 || coolers.length !== 1) return false;
  if (gpus.length !== 1) return false;
  const cpu = cpus[0].component;
  const gpu = gpus[0].component;
  const count = gpus[0].quantity;
  const psu = psus[0].component;
  const ramGb = kits.reduce((sum, kit) => sum + kit.component.capacityGb * kit.quantity, 0);
  const chips = count * gpu.gpusPerBoard;
  const cpuW = CPU_SUSTAINED_W[cpu.slug] ?? cpu.tdpW;
  const sustainedW = gpu.tdpW * count + cpuW + PLATFORM_REST_W;
  const makerW = (MAKER_PSU_W[gpu.slug] ?? Number.POSITIVE_INFINITY) + gpu.tdpW * (count - 1);
  const limitW = resolveLimitW(mains);
  const cooler = coolers[0].component;
  if (
    ramGb < gpu.vramGb / gpu.gpusPerBoard ||
    cpu.threads < THREADS_PER_CHIP * chips ||
    psu.wattage < sustainedW * (1 + PSU_HEADROOM) ||
    psu.wattage < makerW ||
    (gpu.tdpW >= HIGH_POWER_W && !psu.atx3) ||
    sustainedW / efficiency(psu.efficiencyRating) > limitW * CIRCUIT_SHARE ||
    (cooler.maxTdpW != null && cooler.maxTdpW < cpuW)
  )
    return false;
  // Memory channels filled evenly or not all (6 modules on 4 channels is unbalanced).
  const modules = kits.reduce((sum, kit) => sum + kit.component.modules * kit.quantity, 0);
  const channels = cpu.memoryChannels ?? 0;
  if (channels > 0 && modules > channels && modules % channels !== 0) return false;
  // No 16-pin card in a closed-front case.
  const pcCase = kindOf<CaseFacts>(parts, 'CASE')[0]?.component;
  if (gpu.tdpW >= HIGH_POWER_W && !pcCase?.openFrame && pcCase?.airflow === 'RESTRICTED') return false;
  const report = checkBuild({ parts: [...parts], mains, risers });
  if (!report.compatible) return false;
  if (report.findings.some((found) => found.ruleId === 'cooling.air-gap')) return false;
  const cardGen = gpu.pcieGen ?? 3;
  const floorGBs = GBS_PER_LANE[cardGen - 1] * Math.min(8, gpu.pcieLanes ?? 16);
  const found = links(report.findings);
  return (
    found.length === count && found.every(([gen, lanes]) => GBS_PER_LANE[gen] * lanes >= floorGBs - 1e-6)
  );
}

/** PCIe usable GB/s per lane by generation (8 GT/s x 128b/130b for gen 3, doubling). */
const GBS_PER_LANE: Record<number, number> = { 1: 0.25, 2: 0.5, 3: 0.985, 4: 1.969, 5: 3.938 };

/** Continuous limit: volts x amps x 0.8 (NEC), 120 V / 15 A when nothing is given, 16 A at 230 V. */
function resolveLimitW(mains: MainsFacts | undefined): number {
  const voltage = mains?.voltage ?? 120;
  const amps = mains?.breakerAmps ?? (voltage >= 180 ? 16 : 15);
  return voltage * amps * 0.8;
}

interface Oracle {
  /** Cheapest acceptable build per card slug at this count, or Infinity. */
  cheapestUsd: Map<string, number>;
}

/** Brute force: every CPU, board, memory quantity, PSU, drive, case and cooler around each card. */
function bruteForce(
  source: BuildCatalog,
  count: number,
  condition: PriceCondition,
  mains?: MainsFacts,
): Oracle {
  const priced = <C extends ComponentFacts>(list: C[]) =>
    list.flatMap((part) => {
      const price = priceAt(part, condition);
      return price == null ? [] : [{ part, price }];
    });
  const boards = priced<MotherboardFacts>(source.motherboards);
  const kits = priced(source.memoryKits);
  const psus = priced(source.psus);
  const drives = priced(source.storage);
  const cases = priced(source.cases);
  const coolers = priced(source.coolers);
  const cheapestUsd = new Map<string, number>();
  for (const gpu of priced(source.gpus)) {
    let best = Number.POSITIVE_INFINITY;
    for (const cpu of priced(source.cpus)) {
      for (const board of boards.filter((b) => b.part.socket === cpu.part.socket)) {
        for (const kit of kits.filter((k) => k.part.memoryType === board.part.memoryType)) {
          for (let quantity = 1; quantity * kit.part.modules <= board.part.memorySlots; quantity += 1) {
            for (const psu of psus)
              for (const drive of drives)
                for (const pcCase of cases)
                  for (const cooler of coolers.filter((c) => c.part.sockets.includes(cpu.part.socket))) {
                    const usd =
                      gpu.price * count +
                      cpu.price +
                      board.price +
                      kit.price * quantity +
                      psu.price +
                      drive.price +
                      pcCase.price +
                      cooler.price;
                    if (usd >= best) continue;
                    const parts: BuildPartFacts[] = [
                      f.part(gpu.part, count),
                      f.part(cpu.part),
                      f.part(board.part),
                      f.part(kit.part, quantity),
                      f.part(psu.part),
                      f.part(drive.part),
                      f.part(pcCase.part),
                      f.part(cooler.part),
                    ];
                    if (acceptable(parts, mains, pcCase.part.openFrame)) best = usd;
                  }
          }
        }
      }
    }
    cheapestUsd.set(gpu.part.slug, best);
  }
  return { cheapestUsd };
}

describe('recommendBuild against a brute-force oracle', () => {
  const source = catalog();
  const performance = new Map(source.gpus.map((gpu) => [gpu.slug, gpu.relativePerformance ?? 0]));
  const vendor = new Map(source.gpus.map((gpu) => [gpu.slug, gpu.vendor]));
  const cases: Array<[number, PriceCondition, MainsFacts | undefined]> = [
    [1, 'NEW', undefined],
    [2, 'NEW', undefined],
    [2, 'ANY', { voltage: 120, breakerAmps: 20 }],
    [3, 'ANY', { voltage: 230 }],
    [4, 'NEW', { voltage: 230 }],
    [4, 'ANY', { voltage: 120, breakerAmps: 15 }],
  ];

  it.each(cases)('%i card(s), %s prices, mains %j', (count, condition, mains) => {
    const oracle = bruteForce(source, count, condition, mains);
    const feasible = [...oracle.cheapestUsd.values()].filter(Number.isFinite);
    // Budgets around the oracle's own thresholds, plus one below everything.
    const budgets = [
      Math.min(...feasible, 1e6) - 1,
      ...feasible.map((usd) => usd),
      ...feasible.map((usd) => usd + 250),
    ].filter((budget) => budget > 0);
    for (const budgetUsd of budgets) {
      const result = recommendBuild(source, { budgetUsd, gpuCount: count, condition, mains });
      // CUDA cards first, then the fastest (doc-gpu-cluster-at-home: NVIDIA is the default).
      const affordable = [...oracle.cheapestUsd].filter(([, usd]) => usd <= budgetUsd).map(([slug]) => slug);
      const cuda = affordable.filter((slug) => vendor.get(slug) === 'NVIDIA');
      const reachable = (cuda.length ? cuda : affordable).map((slug) => performance.get(slug) ?? 0);
      const label = { count, condition, budgetUsd };
      if (reachable.length === 0) {
        expect({ ...label, parts: result.parts.length }).toEqual({ ...label, parts: 0 });
        continue;
      }
      const gpu = result.parts.find((part) => part.component.kind === 'GPU')?.component.slug ?? 'none';
      expect({
        ...label,
        acceptable: acceptable(result.parts, mains, result.risers),
        withinBudget: totalUsd(result) <= budgetUsd,
        performance: performance.get(gpu),
      }).toEqual({ ...label, acceptable: true, withinBudget: true, performance: Math.max(...reachable) });
    }
  });
});

describe('recommendBuild reasons', () => {
  it('reports a circuit no PSU and CPU can stay within', () => {
    // 4 x RTX 3080 draw ~1,400 W DC: even at Titanium's 94 % that is over 90 % of 1,536 W.
    const result = recommendBuild(
      { ...catalog(), gpus: [f.rtx3080()] },
      { budgetUsd: 20_000, gpuCount: 4, condition: 'NEW', mains: { voltage: 120, breakerAmps: 16 } },
    );
    expect(result.parts).toEqual([]);
    expect(result.reasons.join(' ')).toMatch(
      /4 x GeForce RTX 3080 draw about [\d,]+ W at the wall even with the lowest-power CPU and the most efficient PSU in the catalog; a 120 V \/ 16 A circuit carries 1,536 W continuously, and a build should keep 10 % of it free/,
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
    expect(vramPerGpuGb(gpu)).toBe(10);
  });
});
