import type { GpuFacts } from '../../../src/rules/facts';
import { priceAt } from '../../../src/rules/analysis/price-age';
import { performancePerDollar } from '../../../src/rules/recommend/gpu-objectives';
import { rankGpus, type GpuRankingInput } from '../../../src/rules/recommend/recommend-gpus';
import { stackSupportIndex } from '../../../src/rules/analysis/software-stacks';
import * as f from './fixtures';

const catalog = f.allGpus();
/** RDNA 3 on ROCm's supported list, as the seeded software-support row says. */
const support = stackSupportIndex([
  { vendor: 'AMD', architecture: 'RDNA 3', pytorchWheels: 'CURRENT', rocm: 'SUPPORTED' },
]);
const input = (overrides: Partial<GpuRankingInput>): GpuRankingInput => ({
  condition: 'NEW',
  gpuCount: 1,
  first: 20,
  support,
  ...overrides,
});
const slugs = (ranking: ReturnType<typeof rankGpus>) => ranking.map((r) => r.gpu.slug);

describe('prices and performance per dollar', () => {
  it('RTX 3090 costs 1499 NEW, 800 USED and 800 ANY (the lower known price)', () => {
    const conditions = ['NEW', 'USED', 'ANY'] as const;
    expect(conditions.map((condition) => priceAt(f.rtx3090(), condition))).toEqual([1499, 800, 800]);
  });

  it('ANY falls back to whichever price is known', () => {
    expect(priceAt(f.teslaK80(), 'ANY')).toBe(150);
    expect(priceAt(f.teslaK80(), 'NEW')).toBeNull();
  });

  it('is relative performance per $1,000, rounded to 3 decimals', () => {
    expect(performancePerDollar(f.rtx3090(), 'NEW')).toBe(Math.round((1.5 / 1499) * 1000 * 1000) / 1000);
    expect(performancePerDollar(f.rtx3090(), 'USED')).toBe(1.875);
    expect(performancePerDollar(f.teslaK80(), 'NEW')).toBeNull();
    expect(performancePerDollar({ ...f.rtx3090(), relativePerformance: null }, 'NEW')).toBeNull();
  });
});

describe('rankGpus', () => {
  it('keeps only cards meeting the memory tier, CUDA cards first for training, then best performance per dollar', () => {
    const ranking = rankGpus(catalog, input({ minVramGb: 24, objective: 'TRAINING_SPEED_PER_DOLLAR' }));
    expect(new Set(slugs(ranking))).toEqual(
      new Set(
        catalog.filter((g) => g.vramGb / g.gpusPerBoard >= 24 && g.priceUsd != null).map((g) => g.slug),
      ),
    );
    // No 12 GB-per-GPU K80 even though its board has 24 GB.
    expect(slugs(ranking)).not.toContain('nvidia-tesla-k80');
    // Training with no stack named: CUDA cards first (expert review 2026-11, G08/G17/G22), then
    // best value first within each stack.
    const cuda = ranking.filter((r) => r.stack === 'CUDA');
    expect(ranking.slice(0, cuda.length)).toEqual(cuda);
    expect(cuda.length).toBeGreaterThan(0);
    expect(cuda.length).toBeLessThan(ranking.length);
    for (const part of [cuda, ranking.slice(cuda.length)]) {
      const values = part.map((r) => r.performancePerDollar ?? -1);
      expect(values).toEqual([...values].sort((a, b) => b - a));
    }
    expect(ranking.map((r) => r.rank)).toEqual(ranking.map((_, i) => i + 1));
    expect(ranking.every((r) => r.meetsMemory)).toBe(true);
  });

  it("uses the use case's tier (the larger of use case and minVramGb)", () => {
    const ranking = rankGpus(catalog, input({ useCase: f.kaggle(), minVramGb: 16 }));
    expect(ranking.every((r) => r.gpu.vramGb / r.gpu.gpusPerBoard >= 16)).toBe(true);
    expect(slugs(ranking)).toContain('nvidia-geforce-rtx-4060-ti-16gb');
    expect(ranking[0].reasons[0]).toMatch(/meets the 16 GB Kaggle competitions tier/);
  });

  it('splits the budget across the cards', () => {
    // $3,000 for two cards = $1,500 each: a new RTX 3090 ($1,499) fits, a RTX 4090 ($1,599) does not.
    const ranking = rankGpus(catalog, input({ minVramGb: 24, budgetUsd: 3000, gpuCount: 2 }));
    expect(slugs(ranking)).toContain('nvidia-geforce-rtx-3090');
    expect(slugs(ranking)).not.toContain('nvidia-geforce-rtx-4090');
    expect(ranking.every((r) => (r.priceUsd ?? Infinity) <= 1500)).toBe(true);
  });

  it('prices by condition: USED opens up cards that are too dear new', () => {
    const newOnly = rankGpus(catalog, input({ minVramGb: 24, budgetUsd: 1000, condition: 'NEW' }));
    const used = rankGpus(catalog, input({ minVramGb: 24, budgetUsd: 1000, condition: 'USED' }));
    expect(slugs(newOnly)).not.toContain('nvidia-geforce-rtx-3090');
    expect(slugs(used)[0]).toBe('nvidia-geforce-rtx-3090');
    expect(used[0].priceUsd).toBe(800);
    expect(used[0].reasons.join(' ')).toMatch(/\$800 used/);
  });

  it('applies the power cap to all cards together', () => {
    // 4 x 350 W = 1,400 W > 1,200 W; 4 x 300 W (A6000) = 1,200 W fits.
    const ranking = rankGpus(catalog, input({ minVramGb: 24, gpuCount: 4, maxPowerW: 1200 }));
    expect(slugs(ranking)).toEqual(['nvidia-rtx-a6000']);
  });

  it('falls back to the affordable cards with the most memory and names memory-saving techniques', () => {
    // $800 new buys a 16 GB RTX 4060 Ti or a 10 GB RTX 3080, none with 24 GB.
    const ranking = rankGpus(catalog, input({ useCase: f.largeTransformerTraining(), budgetUsd: 800 }));
    expect(slugs(ranking)).toEqual(['nvidia-geforce-rtx-4060-ti-16gb', 'nvidia-geforce-rtx-3080']);
    for (const r of ranking) {
      expect(r.meetsMemory).toBe(false);
      const text = r.reasons.join(' ');
      expect(text).toMatch(/mixed precision/);
      expect(text).toMatch(/gradient checkpointing/);
      expect(text).toMatch(/offload/);
      expect(text).toMatch(/ZeRO/);
    }
  });

  it('returns nothing when no card fits the budget', () => {
    expect(rankGpus(catalog, input({ budgetUsd: 100 }))).toEqual([]);
  });

  it('leaves out unpriced cards under a budget, ranks them last without one', () => {
    expect(slugs(rankGpus(catalog, input({ budgetUsd: 10_000 })))).not.toContain('nvidia-tesla-k80');
    const all = rankGpus(catalog, input({ includeLegacy: true, includeServerCards: true }));
    const nvidia = all.filter((r) => r.gpu.vendor === 'NVIDIA');
    expect(nvidia[nvidia.length - 1].priceUsd).toBeNull();
  });

  it('respects first', () => {
    expect(rankGpus(catalog, input({ first: 3 }))).toHaveLength(3);
    expect(rankGpus(catalog, input({ first: 0 }))).toEqual([]);
  });

  it.each<[string, GpuFacts, Partial<GpuRankingInput>, RegExp]>([
    [
      'no tensor cores',
      f.teslaK80(),
      { condition: 'USED', includeLegacy: true, includeServerCards: true },
      /No tensor cores/,
    ],
    ['no BF16', f.rtx2080Ti(), {}, /No BF16/],
    ['3-slot open-air cooler in multi-GPU builds', f.rtx3090(), { gpuCount: 2 }, /3-slot open-air cooler/],
    ['AMD software stack', f.rx7900xtx(), {}, /AMD card: PyTorch runs it on ROCm/],
    [
      'dual-GPU board',
      f.teslaK80(),
      { condition: 'USED', includeLegacy: true, includeServerCards: true },
      /2 GPUs with 12 GB each/,
    ],
    [
      'SXM module',
      f.v100Sxm2(),
      { condition: 'USED', includeServerCards: true, includeLegacy: true },
      /server baseboard/,
    ],
    [
      'unsupported architecture',
      f.teslaK80(),
      { condition: 'USED', includeLegacy: true, includeServerCards: true },
      /Kepler architecture: current CUDA/,
    ],
    [
      'legacy architecture',
      f.v100Sxm2(),
      { condition: 'USED', includeLegacy: true, includeServerCards: true },
      /Volta architecture: the current CUDA major release dropped it/,
    ],
  ])('caveat: %s', (_name, gpu, overrides, pattern) => {
    const [ranked] = rankGpus([gpu], input(overrides));
    expect(ranked.reasons.some((reason) => pattern.test(reason))).toBe(true);
  });

  it('does not warn about 3-slot coolers for a single card', () => {
    const [ranked] = rankGpus([f.rtx3090()], input({ gpuCount: 1 }));
    expect(ranked.reasons.join(' ')).not.toMatch(/3-slot/);
  });

  it('rejects a gpuCount below 1 (programmer error)', () => {
    expect(() => rankGpus(catalog, input({ gpuCount: 0 }))).toThrow(RangeError);
  });
});
