/**
 * Expert panel, issue 27: need first, then value; software stacks as a choice. An expert fixes
 * the memory the work needs, then names the best setup the budget buys, says what is left and
 * what the next step up costs (dettmers-which-gpu-2020, dettmers-which-gpu-2023). Inference
 * runs on more stacks than CUDA (ref-llamacpp-backends); fine-tuning shards across cards
 * (answerai-fsdp-qlora-2024). Bounds, never copied outputs.
 */
import { rankGpus, type GpuRankingInput } from '../../src/rules/recommend/recommend-gpus';
import { vramPerGpuGb } from '../../src/rules/analysis/build-view';
import { seedCatalog, seedSupport, seedUseCase } from './seed-catalog';

const gpus = seedCatalog().gpus;
const support = seedSupport();
const rank = (input: Partial<GpuRankingInput>) =>
  rankGpus(gpus, { condition: 'ANY', gpuCount: 1, first: 10, support, today: '2026-11-15', ...input });

describe('need first, then the best the budget buys', () => {
  it('"$3,000, new": never an 8 GB RTX 5060 on top; the fastest card within the budget, with what is left and the next step up', () => {
    // Per-dollar ranking put the $299 RTX 5060 first. The best the budget buys for training is
    // the fastest card under $3,000 (the RTX 5090 class, 32 GB; an RTX 4090 is within the
    // estimate's error), never an 8 GB entry card.
    const list = rank({ budgetUsd: 3000, condition: 'NEW' });
    const top = list[0];
    expect(top.objective).toBe('BEST_WITHIN_BUDGET');
    expect(top.gpu.slug).not.toBe('nvidia-geforce-rtx-5060');
    expect(vramPerGpuGb(top.gpu)).toBeGreaterThanOrEqual(24);
    expect(['nvidia-geforce-rtx-5090', 'nvidia-geforce-rtx-4090']).toContain(top.gpu.slug);
    expect(top.unspentUsd).toBeCloseTo(3000 - top.priceUsd!, 6);
    const words = top.reasons.join(' ');
    expect(words).toMatch(/Leaves \$[\d,]+ of the \$3,000 budget/);
    if (top.nextStepUp) {
      expect(top.nextStepUp.priceUsd).toBeGreaterThan(3000);
      expect(top.nextStepUp.figure).toBeGreaterThan(top.nextStepUp.pickFigure);
      expect(words).toMatch(/next step up is the .* \(\$[\d,]+ more\)/);
    }
    // No card in the list is an 8 GB card while faster, larger cards fit the budget.
    expect(list.slice(0, 3).every((entry) => entry.gpu.vramGb >= 16)).toBe(true);
  });

  it.each(['kaggle-2020', 'applied-computer-vision-2020'])(
    '"$800 used for %s": the used 24 GB RTX 3090 on top (its used price fits), not an 8-10 GB card',
    (useCase) => {
      const rtx3090 = gpus.find((gpu) => gpu.slug === 'nvidia-geforce-rtx-3090')!;
      expect(rtx3090.usedPriceUsd!).toBeLessThanOrEqual(800);
      const list = rank({ budgetUsd: 800, condition: 'USED', useCase: seedUseCase(useCase) });
      expect(list[0].gpu.slug).toBe('nvidia-geforce-rtx-3090');
      expect(list[0].reasons.join(' ')).toMatch(/Leaves \$150 of the \$800 budget/);
    },
  );

  it('the per-dollar objectives stay available beside the default', () => {
    const perDollar = rank({ budgetUsd: 3000, condition: 'NEW', objective: 'TRAINING_SPEED_PER_DOLLAR' });
    const values = perDollar.map((entry) => entry.objectiveValue ?? 0);
    expect(perDollar[0].objective).toBe('TRAINING_SPEED_PER_DOLLAR');
    expect(values[0]).toBeGreaterThan(0);
  });

  it('fine-tuning on two cards: QLoRA of a 65B model meets its 48 GB tier on 2 x 24 GB, sharded with FSDP', () => {
    // Answer.AI (2024): FSDP + QLoRA trains a 70B model on two 24 GB RTX 3090/4090 cards.
    const pair = rank({
      gpuCount: 2,
      budgetUsd: 2000,
      condition: 'USED',
      useCase: seedUseCase('qlora-finetune-65b'),
    });
    expect(pair[0].meetsMemory).toBe(true);
    expect(pair[0].gpu.vramGb).toBeGreaterThanOrEqual(24);
    expect(pair[0].gpu.vramGb).toBeLessThan(48);
    expect(pair[0].reasons[0]).toMatch(/sharded across the cards with FSDP or DeepSpeed ZeRO-3/);
  });

  it('one card short of the QLoRA 65B tier: the advice is to shard, never the circular "use QLoRA"', () => {
    const single = rank({ budgetUsd: 1500, condition: 'USED', useCase: seedUseCase('qlora-finetune-65b') });
    expect(single[0].meetsMemory).toBe(false);
    const words = single[0].reasons[0];
    expect(words).toMatch(/FSDP or DeepSpeed ZeRO-3/);
    expect(words).not.toMatch(/QLoRA\) base weights/);
  });
});

describe('software stacks as a choice', () => {
  const llm = (input: Partial<GpuRankingInput>) =>
    rank({ useCase: seedUseCase('llm-inference-13b-4bit'), first: 20, ...input });

  it('llama.cpp users see the Arc A770 16GB and the Arc Pro B60 24GB beside NVIDIA and AMD cards', () => {
    // llama.cpp has CUDA, HIP, SYCL and Vulkan back ends (ref-llamacpp-backends): inference
    // lists every vendor, ranked by bandwidth, with vendor order only a tie-break.
    const list = llm({ budgetUsd: 600, condition: 'NEW' });
    const slugs = list.map((entry) => entry.gpu.slug);
    expect(slugs).toEqual(expect.arrayContaining(['intel-arc-a770-16gb', 'intel-arc-pro-b60']));
    const arc = list.find((entry) => entry.gpu.slug === 'intel-arc-pro-b60')!;
    expect(arc.stack).toBe('ONEAPI');
    expect(arc.reasons.join(' ')).toMatch(/llama\.cpp supports it/);
    expect(new Set(list.map((entry) => entry.gpu.vendor)).size).toBe(3);
  });

  it('a stack filter keeps only the cards it runs: oneAPI -> Intel, ROCm -> AMD on the ROCm list, CUDA -> NVIDIA', () => {
    const oneApi = llm({ budgetUsd: 800, stack: 'ONEAPI' });
    expect(oneApi.length).toBeGreaterThan(1);
    expect(oneApi.every((entry) => entry.gpu.vendor === 'Intel' && entry.stack === 'ONEAPI')).toBe(true);
    const rocm = llm({ budgetUsd: 2000, stack: 'ROCM' });
    expect(rocm.length).toBeGreaterThan(1);
    expect(rocm.every((entry) => entry.gpu.vendor === 'AMD')).toBe(true);
    const cuda = llm({ budgetUsd: 2000, stack: 'CUDA' });
    expect(cuda.every((entry) => entry.gpu.vendor === 'NVIDIA')).toBe(true);
  });

  it('Vulkan runs graphics cards of all three vendors, not HBM data-centre modules; Metal finds no card in this catalog', () => {
    const vulkan = llm({ budgetUsd: 50_000, stack: 'VULKAN', includeServerCards: true, first: 50 });
    expect(new Set(vulkan.map((entry) => entry.gpu.vendor)).size).toBe(3);
    expect(vulkan.some((entry) => /^HBM/i.test(entry.gpu.memoryType ?? ''))).toBe(false);
    expect(llm({ budgetUsd: 50_000, stack: 'METAL' })).toEqual([]);
  });

  it('training on the ROCm stack ranks AMD cards by speed and says which stack runs them', () => {
    const rocm = rank({ budgetUsd: 2500, stack: 'ROCM', first: 5 });
    expect(rocm.length).toBeGreaterThan(0);
    for (const entry of rocm) expect(entry.reasons.join(' ')).toMatch(/PyTorch runs it on ROCm/);
  });
});
