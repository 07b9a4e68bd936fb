/**
 * Expert panel, review 2026-11 (docs/expert-review.md): GPU picks an expert would qualify.
 * Training with no stack named leads with a CUDA card, or names a used one beside a non-CUDA
 * pick (G08, G17, G22); an Arc card is ranked by the token rate SYCL delivers, not its spec
 * bandwidth (G11); an inference pick with no room above its tier names a card that has it (G10).
 */
import { rankGpus, type GpuRankingInput } from '../../src/rules/recommend/recommend-gpus';
import { seedCatalog, seedSupport, seedUseCase } from './seed-catalog';

const gpus = seedCatalog().gpus;
const support = seedSupport();
const rankFor = (useCase: string, input: Partial<GpuRankingInput>) =>
  rankGpus(gpus, {
    condition: 'ANY',
    gpuCount: 1,
    first: 10,
    support,
    useCase: seedUseCase(useCase),
    ...input,
  });
const words = (reasons: string[]) => reasons.join(' ');

describe('training with no stack named: CUDA first (G08)', () => {
  const kaggle = rankFor('kaggle-2020', { budgetUsd: 400, condition: 'NEW' });

  it('"$400 new for Kaggle": a CUDA card first, the faster-on-paper Arc named with how to rank by speed', () => {
    expect(kaggle[0].stack).toBe('CUDA');
    const firstOther = kaggle.findIndex((entry) => entry.stack !== 'CUDA');
    if (firstOther >= 0) expect(kaggle.slice(firstOther).every((entry) => entry.stack !== 'CUDA')).toBe(true);
    expect(words(kaggle[0].reasons)).toMatch(
      /CUDA cards come first for training when no stack is named; the Arc/,
    );
  });

  it("the CUDA pick's next step up and value alternative are CUDA cards too", () => {
    const top = kaggle[0];
    if (top.nextStepUp) expect(top.nextStepUp.gpu.vendor).toBe('NVIDIA');
    expect(words(top.reasons)).not.toMatch(/For less, the (Arc|Radeon)/);
  });

  it('naming the stack ranks by speed alone again', () => {
    const oneapi = rankFor('kaggle-2020', { budgetUsd: 400, condition: 'NEW', stack: 'ONEAPI' });
    expect(oneapi[0].stack).toBe('ONEAPI');
    expect(words(oneapi[0].reasons)).not.toMatch(/CUDA cards come first/);
  });
});

describe('a non-CUDA pick for training names a used CUDA card (G17, G22)', () => {
  it('"$3,000 new: two cards for QLoRA of 65-70B": a used CUDA pair within the budget is named', () => {
    const pair = rankFor('qlora-finetune-65b', { budgetUsd: 3000, condition: 'NEW', gpuCount: 2 });
    expect(pair[0].meetsMemory).toBe(true);
    if (pair[0].stack === 'CUDA') return;
    const said = words(pair[0].reasons);
    const named = /used, 2 x (.+?) at \$([\d,]+) each \(\$([\d,]+)\) do \((\d+) GB per GPU/.exec(said);
    expect(named).not.toBeNull();
    const used = gpus.find((gpu) => gpu.name === named![1])!;
    expect(used.vendor).toBe('NVIDIA');
    expect(Number(named![3].replace(/,/g, ''))).toBeLessThanOrEqual(3000);
    expect(Number(named![4]) * 2).toBeGreaterThanOrEqual(48);
  });

  it('"$1,800 new: one card for 16-bit LoRA of 7B": a used 24 GB CUDA card within $1,800 beside a non-CUDA pick', () => {
    const one = rankFor('lora-finetune-7b-16bit', { budgetUsd: 1800, condition: 'NEW' });
    if (one[0].stack === 'CUDA') return;
    const named = /used, the (.+?) at \$([\d,]+) does \((\d+) GB per GPU/.exec(words(one[0].reasons));
    expect(named).not.toBeNull();
    expect(gpus.find((gpu) => gpu.name === named![1])!.vendor).toBe('NVIDIA');
    expect(Number(named![2].replace(/,/g, ''))).toBeLessThanOrEqual(1800);
    expect(Number(named![3])).toBeGreaterThanOrEqual(18);
  });

  it('buying used already: no used-card sentence', () => {
    const used = rankFor('lora-finetune-7b-16bit', { budgetUsd: 1800, condition: 'USED' });
    expect(used[0].stack).toBe('CUDA');
    expect(words(used[0].reasons)).not.toMatch(/No CUDA card sold new/);
  });
});

describe('inference on Arc: the token rate SYCL delivers (G11)', () => {
  it('"$300 used: the cheapest sensible card for 7B 4-bit chat": a CUDA card leads the Arc A770', () => {
    const chat = rankFor('llm-inference-7b-4bit', { budgetUsd: 300, condition: 'USED' });
    expect(chat[0].stack).toBe('CUDA');
    const arc = chat.find((entry) => entry.gpu.slug === 'intel-arc-a770-16gb');
    if (arc) expect(words(arc.reasons)).toMatch(/Ranked as if it had 59 % of its bandwidth/);
  });
});

describe('room above the tier (G10)', () => {
  it('"$500 new, oneAPI: 7B at FP16": the 16 GB pick names the 24 GB card and what it costs more', () => {
    const fp16 = rankFor('llm-inference-7b-fp16', { budgetUsd: 500, condition: 'NEW', stack: 'ONEAPI' });
    const top = fp16[0];
    if (top.gpu.vramGb >= 18) return;
    expect(words(top.reasons)).toMatch(
      /leaves under 2 GB above the 16 GB tier.*The Arc Pro B60 \(24 GB, \$499, \$150 more\) has room for it/,
    );
  });

  it('a pick with room says nothing of it', () => {
    const q4 = rankFor('llm-inference-7b-4bit', { budgetUsd: 500, condition: 'NEW' });
    expect(words(q4[0].reasons)).not.toMatch(/above the .* tier, which counts the weights only/);
  });
});

describe('the next step up never reads as a loss', () => {
  it('across inference and training asks, no "(-x % more)" where a ranked figure differs from the published one', () => {
    const said: string[] = [];
    for (const useCase of [
      'llm-inference-7b-4bit',
      'llm-inference-13b-4bit',
      'kaggle-2020',
      'lora-finetune-7b-16bit',
    ])
      for (const budgetUsd of [200, 250, 300, 400, 500, 700, 1000, 1500])
        for (const condition of ['NEW', 'USED'] as const)
          said.push(...rankFor(useCase, { budgetUsd, condition }).flatMap((entry) => entry.reasons));
    expect(said.length).toBeGreaterThan(100);
    expect(said.filter((line) => /\(-\d+ % more\)/.test(line))).toEqual([]);
  });
});
