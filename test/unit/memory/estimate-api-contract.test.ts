/**
 * What the first estimator (v1, removed) promised through `estimateMemory`, checked on the
 * estimate v2 that replaced it: the contract's fields keep their meaning (per-GPU parts in
 * decimal GB that add up to the total), the model-state arithmetic of the ZeRO paper, the
 * KV-cache formula, and who fits. Where v2 answers differently on purpose (16-bit
 * embeddings in quantized formats, GQA, cards compared in bytes), the test says why.
 */
import {
  MemoryInputError,
  estimateMemoryV2,
  fitGpus,
  type FitGpu,
  type MemoryEstimateV2Input,
} from '../../../src/rules/calculators/memory';
import { LLAMA_2_7B } from '../../fixtures/model-architectures';
import * as f from '../rules/fixtures';

const base = (input: Partial<MemoryEstimateV2Input>): MemoryEstimateV2Input => ({
  parametersBillions: 7,
  precision: 'FP16',
  mode: 'INFERENCE',
  ...input,
});
const estimate = (input: Partial<MemoryEstimateV2Input>) => estimateMemoryV2(base(input));

describe('weights (GB = 10^9 bytes)', () => {
  it.each([
    ['FP32', 28],
    ['FP16', 14],
    ['BF16', 14],
  ] as const)('7B at %s holds %s GB of weights (every parameter at the format)', (precision, weightsGb) => {
    expect(estimate({ precision }).weightsGb).toBe(weightsGb);
  });

  it('8-bit and 4-bit formats quantize the linear layers only: a little above 7 and 3.5 GB for 7B', () => {
    // Embeddings and the output head stay 16-bit (transformers, vLLM, the published checkpoints).
    const int8 = estimate({ precision: 'INT8' }).weightsGb;
    const int4 = estimate({ precision: 'INT4' }).weightsGb;
    expect(int8).toBeGreaterThan(7);
    expect(int8).toBeLessThan(14 * 0.65);
    expect(int4).toBeGreaterThan(3.5);
    expect(int4).toBeLessThan(int8 * 0.7);
  });

  it('inference has no gradients or optimizer state, whatever optimizer is named', () => {
    const e = estimate({ optimizer: 'ADAMW' });
    expect([e.gradientsGb, e.optimizerGb]).toEqual([0, 0]);
  });
});

describe('full training model states (ZeRO paper, microsoft-zero-deepspeed)', () => {
  const perParameter = (input: Partial<MemoryEstimateV2Input>) => {
    const e = estimate({ mode: 'TRAINING', ...input });
    return (e.weightsGb + e.gradientsGb + e.optimizerGb) / 7;
  };

  it.each([
    // mixed precision AdamW: 2 weights + 2 gradients + 8 moments + 4 FP32 master = 16
    ['FP16', 'ADAMW', 16],
    ['BF16', 'ADAM', 16],
    // FP32 AdamW: 4 + 4 + 8 = 16, no separate master copy
    ['FP32', 'ADAMW', 16],
    // SGD with momentum: FP32 4 + 4 + 4 = 12; mixed 2 + 2 + 4 + 4 = 12
    ['FP32', 'SGD', 12],
    ['BF16', 'SGD', 12],
    // 8-bit Adam: 2 + 2 + 2 + 4 = 10
    ['BF16', 'ADAM_8BIT', 10],
  ] as const)('%s with %s costs %s bytes per parameter', (precision, optimizer, bytes) => {
    expect(perParameter({ precision, optimizer })).toBeCloseTo(bytes, 2);
  });

  it('7B full fine-tuning with mixed-precision AdamW (the default optimizer): 14 + 14 + 84 GB', () => {
    const e = estimate({ mode: 'TRAINING', precision: 'BF16' });
    expect([e.weightsGb, e.gradientsGb, e.optimizerGb]).toEqual([14, 14, 84]);
  });

  it('refuses full training in a 4-bit format, naming precision (use QLORA)', () => {
    let error: unknown;
    try {
      estimate({ mode: 'TRAINING', precision: 'INT4' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(MemoryInputError);
    expect((error as MemoryInputError).field).toBe('precision');
    expect((error as Error).message).toMatch(/QLORA/);
  });
});

describe('LoRA and QLoRA', () => {
  it('LoRA keeps the 16-bit base frozen and trains well under 1 % of the parameters', () => {
    const full = estimate({ mode: 'TRAINING' });
    const lora = estimate({ mode: 'LORA' });
    expect(lora.weightsGb).toBeGreaterThanOrEqual(14);
    expect(lora.weightsGb).toBeLessThan(14.5);
    expect(lora.gradientsGb).toBeLessThan(full.gradientsGb / 50);
    expect(lora.optimizerGb).toBeLessThan(full.optimizerGb / 50);
    expect(lora.parameters.trainableBillions).toBeGreaterThan(0.007); // >= 0.1 %
    expect(lora.parameters.trainableBillions).toBeLessThanOrEqual(0.07); // <= 1 %
  });

  it('QLoRA stores the base in 4 bits: well under half of LoRA, with the same adapter', () => {
    const lora = estimate({ mode: 'LORA' });
    const qlora = estimate({ mode: 'QLORA' });
    expect(qlora.weightsGb).toBeLessThan(lora.weightsGb / 2);
    expect(qlora.totalGb).toBeLessThan(lora.totalGb);
    expect(qlora.optimizerGb).toBe(lora.optimizerGb);
  });

  it('the amended contract: LoRA and QLoRA default to gradient checkpointing on, full training off', () => {
    expect(estimate({ mode: 'LORA' }).gradientCheckpointing).toBe(true);
    expect(estimate({ mode: 'QLORA' }).gradientCheckpointing).toBe(true);
    expect(estimate({ mode: 'TRAINING' }).gradientCheckpointing).toBe(false);
    expect(estimate({ mode: 'QLORA', gradientCheckpointing: false }).activationsGb).toBeGreaterThan(
      estimate({ mode: 'QLORA' }).activationsGb,
    );
  });
});

describe('activations and KV cache', () => {
  it('KV cache = 2 x layers x KV heads x head dim x sequence x batch x 2 bytes (LLaMA-7B, 2,048 tokens ≈ 1.07 GB)', () => {
    const e = estimate({ architecture: LLAMA_2_7B, sequenceLength: 2048 });
    expect(e.kvCacheGb).toBeCloseTo((2 * 32 * 4096 * 2048 * 2) / 1e9, 2);
  });

  it('KV cache scales linearly with batch and sequence, and only exists for inference', () => {
    const one = estimate({ architecture: LLAMA_2_7B }).kvCacheGb;
    expect(estimate({ architecture: LLAMA_2_7B, batchSize: 4 }).kvCacheGb).toBeCloseTo(4 * one, 1);
    expect(estimate({ architecture: LLAMA_2_7B, sequenceLength: 4096 }).kvCacheGb).toBeCloseTo(2 * one, 1);
    expect(estimate({ architecture: LLAMA_2_7B, mode: 'TRAINING' }).kvCacheGb).toBe(0);
  });

  it('training activations scale with the batch; checkpointing cuts them sharply', () => {
    const plain = estimate({ architecture: LLAMA_2_7B, mode: 'TRAINING', batchSize: 8 });
    const double = estimate({ architecture: LLAMA_2_7B, mode: 'TRAINING', batchSize: 16 });
    const checkpointed = estimate({
      architecture: LLAMA_2_7B,
      mode: 'TRAINING',
      batchSize: 8,
      gradientCheckpointing: true,
    });
    // The FP32 logits term also scales with the batch, so the whole is linear.
    expect(double.activationsGb).toBeCloseTo(2 * plain.activationsGb, 0);
    expect(checkpointed.activationsGb).toBeLessThan(plain.activationsGb / 5);
    expect(checkpointed.activationsGb).toBeGreaterThan(0);
  });

  it('inference keeps far less activation memory than training', () => {
    const inference = estimate({ architecture: LLAMA_2_7B });
    const training = estimate({ architecture: LLAMA_2_7B, mode: 'TRAINING' });
    expect(inference.activationsGb).toBeLessThan(training.activationsGb / 10);
  });
});

describe('totals', () => {
  it('the contract parts add up to totalGb (within rounding), and overhead includes the 0.5 GiB CUDA context', () => {
    for (const mode of ['INFERENCE', 'TRAINING', 'LORA', 'QLORA'] as const) {
      const e = estimate({ mode });
      const sum = e.weightsGb + e.gradientsGb + e.optimizerGb + e.activationsGb + e.kvCacheGb + e.overheadGb;
      expect(Math.abs(e.totalGb - sum)).toBeLessThanOrEqual(0.03);
      expect(e.overheadGb).toBeGreaterThanOrEqual(0.53);
      // The lines carry exact bytes; their sum is the per-GPU total.
      const bytes = e.perGpu.lines.reduce((total, line) => total + line.amount.bytes, 0);
      expect(Math.abs(bytes - e.perGpu.total.bytes)).toBeLessThanOrEqual(e.perGpu.lines.length);
    }
  });

  it.each([
    [{ parametersBillions: 0 }, 'parametersBillions'],
    [{ parametersBillions: -7 }, 'parametersBillions'],
    [{ batchSize: 0 }, 'batchSize'],
    [{ sequenceLength: 1.5 }, 'sequenceLength'],
    [{ mode: 'FINETUNE' as never }, 'mode'],
    [{ precision: 'FP12' as never }, 'precision'],
    [{ mode: 'TRAINING' as const, optimizer: 'LION' as never }, 'optimizer'],
  ])('refuses %j naming %s', (override, field) => {
    expect(() => estimate(override)).toThrow(MemoryInputError);
    try {
      estimate(override);
    } catch (error) {
      expect((error as MemoryInputError).field).toBe(field);
    }
  });

  it('accepts FP8, which v1 refused (FP8 inference is mainstream on Ada, Hopper and Blackwell)', () => {
    expect(estimate({ precision: 'FP8' }).weightsGb).toBeLessThan(estimate({}).weightsGb * 0.6);
  });
});

describe('who fits, in bytes', () => {
  const priced = (gpu: ReturnType<typeof f.rtx3090>): FitGpu => ({
    ...gpu,
    priceUsd: gpu.priceUsd ?? 1000,
    supported: gpu.architecture !== 'Kepler',
  });
  const gpus = [f.rtx3080(), f.rtx3090(), f.rtxA6000(), f.rtx4060Ti16(), f.teslaK80(), f.rtx4090()].map(
    priced,
  );

  it('8B BF16 inference at 8k context (~17.8 GB, 16.6 GiB) needs more than a 16 GB card holds but fits 24 GB', () => {
    // The Llama-3-8B case: about 17-18 GB in all.
    const e = estimate({ parametersBillions: 8.03, precision: 'BF16', sequenceLength: 8192 });
    const fits = fitGpus(new Map([[1, e]]), gpus, { includeUnsupported: true, desktopOnly: false });
    const slugs = fits.map((fit) => fit.gpu.slug);
    expect(slugs).toContain('nvidia-geforce-rtx-3090');
    expect(slugs).toContain('nvidia-geforce-rtx-4090');
    expect(slugs).toContain('nvidia-rtx-a6000');
    expect(slugs).not.toContain('nvidia-geforce-rtx-4060-ti-16gb');
    // The K80 is two GPUs of 12 GB, not one of 24 GB.
    expect(slugs).not.toContain('nvidia-tesla-k80');
  });

  it('a 16 GB card holds a 16.7 GB (15.5 GiB) requirement: nominal GB are binary', () => {
    // 8B FP16 with a 256-token context lands between 16e9 and 16 x 2^30 bytes (the case).
    const e = estimate({ parametersBillions: 8, sequenceLength: 256 });
    expect(e.perGpu.total.bytes).toBeGreaterThan(16e9);
    expect(e.perGpu.total.bytes).toBeLessThan(16 * 2 ** 30);
    // No runtime reserve (llama.cpp): the test is about bytes; vLLM would keep 10 % of the card.
    const fits = fitGpus(new Map([[1, e]]), gpus, { runtime: 'LLAMA_CPP' });
    expect(fits.map((fit) => fit.gpu.slug)).toContain('nvidia-geforce-rtx-4060-ti-16gb');
  });
});
