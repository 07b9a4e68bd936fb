/**
 * Expert panel, review 2026-11 (docs/expert-review.md): which setup a fit names. EXL2 is judged
 * under ExLlama, the runtime that loads it, not vLLM's 10 % reserve (R25); a setup that holds a
 * model as asked still says when an 8-bit KV cache would let a cheaper card hold it (R13, R25);
 * advice names a setup with room to spare before a marginal one, a CUDA card first for training
 * with no stack named (F11). Bounds, never copied outputs.
 */
import { models } from '../../seeds/data/models';
import {
  estimatesForGpuCounts,
  fitAdvice,
  fitGpus,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { seedFitGpus, seedSupport } from './seed-catalog';

const gpus = seedFitGpus();
const support = seedSupport();
const bySlug = new Map(gpus.map((gpu) => [gpu.name, gpu]));
/** The card a describe() sentence names and its GB needed / held. */
const named = (sentence: string) => {
  const match = /: one (.+?) \(([\d.]+) GB needed per GPU of ([\d.]+) GB; \$([\d,]+)/.exec(sentence);
  expect(match).not.toBeNull();
  return {
    gpu: bySlug.get(match![1])!,
    needed: Number(match![2]),
    held: Number(match![3]),
    price: Number(match![4].replace(/,/g, '')),
  };
};

const exl2: MemoryEstimateV2Input = {
  model: 'deepseek-r1-distill-qwen-32b',
  precision: 'EXL2',
  bitsPerWeight: 4.0,
  mode: 'INFERENCE',
  sequenceLength: 32768,
};

describe('EXL2 under ExLlama (R25)', () => {
  it('R1-Distill-Qwen-32B EXL2 4.0 bpw at 32k: judged for ExLlama, no vLLM reserve, no Intel cards', () => {
    const list = fitGpus(estimatesForGpuCounts(exl2, models, [1]), gpus, {
      gpuCounts: [1],
      support,
      first: 50,
    });
    expect(list.length).toBeGreaterThan(0);
    for (const fit of list) {
      expect(fit.runtime).toBe('EXLLAMA');
      expect(fit.runtimeReserve.bytes).toBe(0);
      expect(['NVIDIA', 'AMD']).toContain((fit.gpu.vendor ?? '').toUpperCase());
    }
  });

  it("the answer says ExLlama's Q8 cache lets a 24 GB card hold it", () => {
    const advice = fitAdvice(exl2, models, gpus, { gpuCounts: [1], support });
    expect(advice).toHaveLength(1);
    expect(advice[0]).toMatch(/ExLlama's 8-bit \(Q8\) cache/);
    const card = named(advice[0]);
    expect(card.gpu.vramGb).toBe(24);
    expect(card.needed).toBeLessThan(card.held);
  });
});

describe('an 8-bit KV cache named when it makes a cheaper card enough (R13)', () => {
  const gemma: MemoryEstimateV2Input = {
    model: 'gemma-3-27b',
    precision: 'GGUF_Q4_K_M',
    mode: 'INFERENCE',
    sequenceLength: 131072,
  };

  it('Gemma 3 27B Q4_K_M at 128k: 32 GB cards as asked, and a 24 GB card with llama.cpp q8_0 cache', () => {
    const [first] = fitGpus(estimatesForGpuCounts(gemma, models, [1]), gpus, { gpuCounts: [1], support });
    expect(first.gpu.vramGb).toBeGreaterThan(24);
    const advice = fitAdvice(gemma, models, gpus, { gpuCounts: [1], support });
    expect(advice[0]).toMatch(
      /As asked \(16-bit KV cache\), the first setup is one .* With an 8-bit KV cache \(llama\.cpp -ctk q8_0 -ctv q8_0\)/,
    );
    const card = named(advice[0]);
    expect(card.gpu.vramGb).toBe(24);
    expect(card.price).toBeLessThan(first.priceUsd);
  });

  it('nothing is added when the cache is already 8-bit or the model holds as asked on the cheapest card', () => {
    expect(
      fitAdvice({ ...gemma, kvCachePrecision: 'INT8' }, models, gpus, { gpuCounts: [1], support }),
    ).toEqual([]);
    const small: MemoryEstimateV2Input = {
      model: 'llama-3.1-8b',
      precision: 'GGUF_Q4_K_M',
      mode: 'INFERENCE',
      sequenceLength: 4096,
    };
    expect(fitAdvice(small, models, gpus, { gpuCounts: [1], support })).toEqual([]);
  });
});

describe('advice names a setup with room, a CUDA card first for training (F11)', () => {
  it('full fine-tune of Llama 3.2 3B on one card within $2,000: a 24 GB CUDA card with 8-bit Adam and checkpointing, not 17.0 of 17.2 GB', () => {
    const advice = fitAdvice(
      { model: 'llama-3.2-3b', precision: 'BF16', mode: 'TRAINING', sequenceLength: 2048 },
      models,
      gpus,
      { gpuCounts: [1], budgetUsd: 2000, support },
    );
    const last = advice[advice.length - 1];
    expect(last).toMatch(/gradient checkpointing, 8-bit Adam/);
    const card = named(last);
    expect(card.gpu.vendor).toBe('NVIDIA');
    expect(card.gpu.vramGb).toBeGreaterThanOrEqual(24);
    expect(card.held - card.needed).toBeGreaterThan(2);
    expect(card.price).toBeLessThanOrEqual(2000);
  });
});
