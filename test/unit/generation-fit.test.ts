/**
 * The generation fit rule (estimateGenerationMemory's `fits`) on hand-made cards and machines:
 * one GPU each, the peak against the whole memory, PyTorch's stacks, cheapest first.
 */
import { fitGeneration, type FitGpu, type FitSystem } from '../../src/rules/calculators/memory';

const GIB = 2 ** 30;
const card = (slug: string, over: Partial<FitGpu> = {}): FitGpu => ({
  slug,
  name: slug,
  vramGb: 24,
  gpusPerBoard: 1,
  formFactor: 'PCIE',
  coolerStyle: 'OPEN_AIR',
  priceUsd: 1000,
  usedPriceUsd: null,
  architecture: 'Ada Lovelace',
  supported: true,
  vendor: 'NVIDIA',
  memoryBandwidthGBs: 1000,
  ...over,
});
const machine = (slug: string, over: Partial<FitSystem> = {}): FitSystem => ({
  slug,
  name: slug,
  gpuUsableMemoryGb: 128,
  unifiedMemoryGb: 128,
  memoryBandwidthGBs: 273,
  fp8: true,
  softwareStacks: ['CUDA'],
  priceUsd: 3999,
  ...over,
});
const slugs = (fits: ReturnType<typeof fitGeneration>) => fits.map((fit) => (fit.gpu ?? fit.system)!.slug);

describe('fitGeneration', () => {
  const gpus = [
    card('card-24', { priceUsd: 1600 }),
    card('card-16', { vramGb: 16, priceUsd: 400 }),
    card('card-48-used', { vramGb: 48, priceUsd: 5000, usedPriceUsd: 3000 }),
    card('card-unpriced', { vramGb: 48, priceUsd: null }),
    card('module-80', { vramGb: 80, formFactor: 'SXM', coolerStyle: 'PASSIVE', priceUsd: 25000 }),
    card('legacy-24', { architecture: 'Pascal', supported: false, priceUsd: 200 }),
    card('dual-2x12', { gpusPerBoard: 2, priceUsd: 150 }),
  ];
  const systems = [
    machine('spark'),
    machine('mac-96-of-128', { gpuUsableMemoryGb: 96, softwareStacks: ['METAL_MLX'], priceUsd: null }),
    machine('vulkan-only', { softwareStacks: ['VULKAN'], priceUsd: 100 }),
  ];

  it('lists priced desktop cards and PyTorch machines that hold the peak, cheapest first, unpriced machines last', () => {
    const fits = fitGeneration(20 * GIB, gpus, systems);
    expect(slugs(fits)).toEqual(['card-24', 'card-48-used', 'spark', 'mac-96-of-128']);
    expect(fits[1]).toMatchObject({ priceUsd: 3000, priceCondition: 'USED', setup: 'DESKTOP' });
    expect(fits[3]).toMatchObject({ priceUsd: null, priceCondition: null, setup: null });
    expect(fits[3].notes.join(' ')).toMatch(/96 GB its GPU may use by default, not the 128 GB installed/);
    for (const fit of fits) expect(fit.headroom.bytes).toBe(fit.memory.bytes - 20 * GIB);
  });

  it('compares the peak with the whole memory (the peak holds the CUDA context and a margin already)', () => {
    expect(slugs(fitGeneration(24 * GIB, [gpus[0]], []))).toEqual(['card-24']);
    expect(fitGeneration(24 * GIB + 1, [gpus[0]], [])).toEqual([]);
  });

  it('a dual-GPU board offers one of its GPUs: 2 x 12 GB does not hold 20 GiB, but holds 10 GiB with a note', () => {
    expect(slugs(fitGeneration(20 * GIB, gpus, []))).not.toContain('dual-2x12');
    const [dual] = fitGeneration(10 * GIB, [gpus[6]], []);
    expect(dual.memory.gib).toBe(12);
    expect(dual.notes).toEqual(["One of the board's 2 GPUs runs the pipeline."]);
  });

  it('server modules, legacy cards only on request; a budget drops dearer and unpriced entries', () => {
    const all = fitGeneration(20 * GIB, gpus, systems, { includeServerCards: true, includeLegacy: true });
    expect(slugs(all)).toEqual(expect.arrayContaining(['module-80', 'legacy-24']));
    expect(all.find((fit) => fit.gpu?.slug === 'module-80')!.setup).toBe('SERVER');
    const cheap = fitGeneration(20 * GIB, gpus, systems, { budgetUsd: 3500 });
    expect(slugs(cheap)).toEqual(['card-24', 'card-48-used']);
  });

  it('new or used as asked, and first caps the list', () => {
    expect(fitGeneration(20 * GIB, gpus, [], { condition: 'NEW' })[1]).toMatchObject({
      priceUsd: 5000,
      priceCondition: 'NEW',
    });
    expect(fitGeneration(20 * GIB, gpus, systems, { first: 1 })).toHaveLength(1);
    expect(fitGeneration(20 * GIB, gpus, systems, { first: 0 })).toEqual([]);
  });
});
