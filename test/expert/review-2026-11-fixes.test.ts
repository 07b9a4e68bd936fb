/**
 * Expert review 2026-11 (docs/expert-review.md): a scenario per fix, with the bounds an expert
 * accepts. NVFP4 is NVIDIA's format for Blackwell's FP4 tensor cores; vLLM serves it weight-only
 * through its Marlin kernels on cards without them (Ampere and newer) and nothing runs it on
 * Turing, AMD or Intel cards (blog-nvidia-nvfp4-2025, doc-vllm-quantization-hardware,
 * issue-vllm-mxfp4-sm120). A fit on a card of another stack than CUDA says so, as
 * recommendGpus' reasons do (ref-bitsandbytes-installation-0-50). Bounds, never copied outputs.
 */
import { models } from '../../seeds/data/models';
import {
  estimatesForGpuCounts,
  fitGpus,
  type FitOptions,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { recommendBuild } from '../../src/rules/recommend/recommend-build';
import { rankGpus } from '../../src/rules/recommend/recommend-gpus';
import { seedCatalog, seedFitGpus, seedSupport, seedUseCase } from './seed-catalog';
import { check, severities, text } from './support';

const gpus = seedFitGpus();
const support = seedSupport();
const fits = (input: MemoryEstimateV2Input, counts: number[], options: FitOptions = {}) =>
  fitGpus(estimatesForGpuCounts(input, models, counts), gpus, {
    first: 50,
    support,
    gpuCounts: counts,
    ...options,
  });

describe('R27: NVFP4 checkpoints fit only cards that can run them', () => {
  const gemma: MemoryEstimateV2Input = {
    model: 'gemma-3-12b',
    mode: 'INFERENCE',
    precision: 'NVFP4',
    sequenceLength: 16384,
  };
  const list = fits(gemma, [1], { runtime: 'VLLM' });

  it('lists no AMD, Intel or pre-Ampere card (no NVFP4 kernel on record there)', () => {
    expect(list.length).toBeGreaterThan(0);
    for (const fit of list) {
      expect(fit.gpu.vendor).toBe('NVIDIA');
      expect(Number(fit.gpu.computeCapability)).toBeGreaterThanOrEqual(8.0);
    }
    expect(list.map((fit) => fit.gpu.slug)).not.toContain('intel-arc-a770-16gb');
    expect(list.map((fit) => fit.gpu.slug)).not.toContain('nvidia-geforce-rtx-2080-ti');
  });

  it('says weight-only on Ampere/Ada, nothing extra on Blackwell (FP4 tensor cores)', () => {
    const ampere = list.find((fit) => fit.gpu.slug === 'nvidia-geforce-rtx-3060-12gb');
    const blackwell = list.find((fit) => fit.gpu.slug === 'nvidia-geforce-rtx-5060-ti-16gb');
    expect(ampere?.techniques.join(' ')).toMatch(/NVFP4 weight-only \(W4A16\)/);
    expect(blackwell).toBeDefined();
    expect(blackwell!.techniques.join(' ')).not.toMatch(/weight-only/);
  });
});

describe('fine-tuning fits say which stack a non-CUDA card runs on', () => {
  const qlora70b: MemoryEstimateV2Input = {
    model: 'llama-3.1-70b',
    mode: 'QLORA',
    precision: 'NF4',
    sequenceLength: 2048,
    gpuCount: 2,
  };
  const list = fits(qlora70b, [2]);

  it('an AMD pair names ROCm and bitsandbytes; an NVIDIA pair adds no stack note', () => {
    const amd = list.find((fit) => fit.gpu.vendor === 'AMD');
    const nvidia = list.find((fit) => fit.gpu.vendor === 'NVIDIA');
    expect(amd).toBeDefined();
    expect(amd!.techniques.join(' ')).toMatch(/ROCm.*bitsandbytes/);
    expect(nvidia).toBeDefined();
    expect(nvidia!.techniques.join(' ')).not.toMatch(/ROCm|oneAPI|CUDA/);
  });

  it('an Intel card for QLoRA names oneAPI', () => {
    const qlora8b: MemoryEstimateV2Input = {
      model: 'llama-3.1-8b',
      mode: 'QLORA',
      precision: 'NF4',
      sequenceLength: 8192,
    };
    const intel = fits(qlora8b, [1]).find((fit) => fit.gpu.vendor?.toUpperCase() === 'INTEL');
    expect(intel).toBeDefined();
    expect(intel!.techniques.join(' ')).toMatch(/oneAPI/);
  });
});

describe('G12: a shortfall names the cards left out only for an old new price', () => {
  // Two new cards for training under $3,000 and 300 W together: the RTX A4000 (16 GB, 140 W)
  // meets the 10 GB tier, but its new price on record is its launch price. The answer may rank
  // only current offers; it may not say that no card reaches the tier.
  const list = rankGpus(seedCatalog().gpus, {
    condition: 'NEW',
    gpuCount: 2,
    first: 5,
    budgetUsd: 3000,
    maxPowerW: 300,
    useCase: seedUseCase('prototyping-2020'),
    support,
    today: '2026-11-15',
  });

  it('no longer claims that no card reaches the tier; names the RTX A4000 and says to check its price', () => {
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].meetsMemory).toBe(false);
    const words = list[0].reasons.join(' ');
    expect(words).not.toMatch(/no card within budget reaches it/);
    expect(words).toMatch(/RTX A4000 \(16 GB/);
    expect(words).toMatch(/check a current price/);
  });

  it('says nothing of old prices when a current offer meets the need', () => {
    const met = rankGpus(seedCatalog().gpus, {
      condition: 'NEW',
      gpuCount: 1,
      first: 5,
      budgetUsd: 3000,
      useCase: seedUseCase('prototyping-2020'),
      support,
      today: '2026-11-15',
    });
    expect(met[0].meetsMemory).toBe(true);
    expect(met[0].reasons.join(' ')).not.toMatch(/too old to rank as an offer/);
  });
});

describe('G20: a legacy card is not SUPPORTED by the current CUDA', () => {
  // CUDA 13 dropped Maxwell, Pascal and Volta (cuda-13-0-release-notes): they run on an older
  // release, which the stack level calls UNOFFICIAL, as the reasons already say.
  it('the Maxwell Quadro M6000 listed with includeLegacy reads UNOFFICIAL; a current card SUPPORTED', () => {
    const list = rankGpus(seedCatalog().gpus, {
      condition: 'USED',
      gpuCount: 1,
      first: 10,
      budgetUsd: 300,
      objective: 'MEMORY_PER_DOLLAR',
      includeLegacy: true,
      support,
      today: '2026-11-15',
    });
    const maxwell = list.find((entry) => entry.gpu.slug === 'nvidia-quadro-m6000-24gb');
    const current = list.find((entry) => entry.gpu.slug === 'nvidia-geforce-rtx-3060-12gb');
    expect(maxwell?.stackLevel).toBe('UNOFFICIAL');
    expect(current).toBeDefined();
    expect(current!.stackLevel).toBe('SUPPORTED');
  });
});

describe('G01/G05: the top pick names a near-equal card for clearly less money', () => {
  // Two used cards for 70B at 4-bit under $2,000: the best the budget buys is the 3090 Ti pair
  // (1,008 GB/s), but a used 3090 pair does ~93 % of the token rate for ~28 % less; an expert
  // names it (dettmers-which-gpu-2023 ranks cards by performance per dollar).
  it('the 3090 Ti pick says the RTX 3090 does about 93 % for $500 less', () => {
    const list = rankGpus(seedCatalog().gpus, {
      condition: 'USED',
      gpuCount: 2,
      first: 5,
      budgetUsd: 2000,
      useCase: seedUseCase('llm-inference-70b-4bit'),
      support,
      today: '2026-11-15',
    });
    const words = list[0].reasons.join(' ');
    expect(words).toMatch(
      /For less, the GeForce RTX 3090 \(\$650\) does about 9\d % of this work and saves \$500/,
    );
  });

  // Used: new, the catalog's 4090 price is its 2022 launch price, left out once the catalog
  // holds 2026 prices (NEW_GPU_PRICE_MAX_AGE_YEARS).
  it('says nothing when no cheaper card comes within 10 % (a used RTX 4090 for 16-bit LoRA at $1,800)', () => {
    const list = rankGpus(seedCatalog().gpus, {
      condition: 'USED',
      gpuCount: 1,
      first: 5,
      budgetUsd: 1800,
      useCase: seedUseCase('lora-finetune-7b-16bit'),
      support,
      today: '2026-11-15',
    });
    expect(list[0].gpu.slug).toBe('nvidia-geforce-rtx-4090');
    expect(list[0].reasons.join(' ')).not.toMatch(/For less, the/);
  });
});

describe('G14: four cards whose TDPs alone exceed a household circuit say so', () => {
  // 4 x RTX 5090 = 2,300 W at TDP: more than a 120 V / 15 A circuit's 1,440 W continuous
  // (NEC 80 %, ref-nfpa-70-nec); two cards of 350 W (700 W) stay quiet.
  const rank = (budgetUsd: number, gpuCount: number) =>
    rankGpus(seedCatalog().gpus, {
      condition: 'NEW',
      gpuCount,
      first: 5,
      budgetUsd,
      useCase: seedUseCase('large-transformers-cnns-research-2020'),
      support,
      today: '2026-11-15',
    });

  it('four RTX 5090: the circuit note with 1,440 W', () => {
    const list = rank(25000, 4);
    expect(list[0].gpu.tdpW * 4).toBeGreaterThan(1440);
    expect(list[0].reasons.join(' ')).toMatch(
      /more than a 120 V \/ 15 A circuit carries continuously \(1,440 W\)/,
    );
  });

  it('two cards within 1,440 W: no circuit note', () => {
    const list = rank(3000, 2);
    const quiet = list.find((entry) => entry.gpu.tdpW * 2 <= 1440);
    expect(quiet).toBeDefined();
    expect(quiet!.reasons.join(' ')).not.toMatch(/circuit carries continuously/);
  });
});

describe('W10: a new build names a faster card left out only for an old new price', () => {
  // One GPU with at least 48 GB, $6,000 new: the RTX A6000 (CUDA, measured faster than the
  // Radeon PRO W7900) is sold new, but its new price on record is its launch price. The build
  // may be assembled from current offers only; its reasons must name the A6000 and say why.
  it('the W7900 build names the RTX A6000 and says to check a current price', () => {
    const result = recommendBuild(seedCatalog(), {
      budgetUsd: 6000,
      gpuCount: 1,
      condition: 'NEW',
      minVramGb: 48,
      support,
      today: '2026-11-15',
    });
    const words = result.reasons.join(' ');
    expect(result.parts.length).toBeGreaterThan(0);
    expect(words).toMatch(/Not priced as an offer: the RTX A6000 \(48 GB/);
    expect(words).toMatch(/check a current price before buying/);
  });

  it('a used build (every used price is an offer) says nothing of it', () => {
    const result = recommendBuild(seedCatalog(), {
      budgetUsd: 6000,
      gpuCount: 1,
      condition: 'USED',
      minVramGb: 48,
      support,
      today: '2026-11-15',
    });
    expect(result.reasons.join(' ')).not.toMatch(/Not priced as an offer/);
  });
});

describe('B13: a build with a card current CUDA dropped says so', () => {
  // CUDA 13 dropped Maxwell, Pascal and Volta (cuda-13-0-release-notes): a Tesla P40 (Pascal)
  // build is a WARNING, not silence; a current card is not flagged.
  const desk = [
    'amd-ryzen-7-7700x',
    'msi-mag-b650-tomahawk-wifi',
    'gskill-flare-x5-32gb-2x16gb-ddr5-6000',
    'corsair-rm850x-atx31',
  ];
  it('Tesla P40: WARNING naming Pascal and the pinned versions', () => {
    const report = check(['nvidia-tesla-p40', ...desk]);
    expect(severities(report, 'software.legacy-architecture')).toBe('WARNING');
    expect(text(report, 'software.legacy-architecture')).toMatch(/Pascal.*pin old/);
  });
  it('RTX 3090: no finding', () => {
    expect(severities(check(['nvidia-geforce-rtx-3090', ...desk]), 'software.legacy-architecture')).toBe('');
  });
});
