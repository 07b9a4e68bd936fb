/**
 * Expert panel, issue 27: fits with stated headroom, FP8 weight-only on Ampere, sharded
 * fine-tuning, and no empty answer without the techniques that would make it fit. Runtimes keep
 * memory for themselves (vLLM plans with 90 % of a card: ref-vllm-cache-config); the SGLang and
 * vLLM guides serve DeepSeek-V3 in FP8 on 8 x H200 or 2 x 8 H100, not one 8 x H100 node.
 * Answer.AI fine-tunes a 70B model with QLoRA on two 24 GB cards with FSDP, gradient
 * checkpointing and CPU offload (answerai-fsdp-qlora-2024). Bounds, never copied outputs.
 */
import { models } from '../../seeds/data/models';
import {
  estimateMemoryV2,
  estimatesForGpuCounts,
  fitAdvice,
  fitGpus,
  type FitOptions,
  type MemoryEstimateV2Input,
} from '../../src/rules/calculators/memory';
import { seedFitGpus, seedSupport } from './seed-catalog';

const gpus = seedFitGpus();
const support = seedSupport();
const fits = (input: MemoryEstimateV2Input, counts: number[], options: FitOptions = {}) =>
  fitGpus(estimatesForGpuCounts(input, models, counts), gpus, {
    first: 50,
    support,
    gpuCounts: counts,
    ...options,
  });
const GIB = 2 ** 30;

describe('fits with stated headroom', () => {
  const deepseek: MemoryEstimateV2Input = {
    model: 'deepseek-v3',
    mode: 'INFERENCE',
    precision: 'FP8',
    sequenceLength: 4096,
  };

  it('DeepSeek-V3 in FP8 does not "fit" 8 x H100 80 GB once vLLM keeps its 10 %', () => {
    const list = fits(deepseek, [8], { desktopOnly: false });
    expect(list.map((fit) => fit.gpu.slug)).not.toContain('nvidia-h100-pcie-80gb');
    // Without the reserve the same H100s would hold it with under 1 GiB to spare: no margin.
    const required = estimateMemoryV2({ ...deepseek, gpuCount: 8 }, models).perGpu.total.bytes;
    expect(80 * GIB - required).toBeLessThan(1.5 * GIB);
    for (const fit of list) {
      expect(fit.runtime).toBe('VLLM');
      expect(fit.runtimeReserve.bytes).toBeCloseTo(fit.memoryPerGpu.bytes * 0.1, -3);
      expect(fit.headroom.bytes).toBeGreaterThanOrEqual(0);
    }
  });

  it('Qwen2.5-32B Q4_K_M at 16k on a 24 GB card: listed, but marginal, with what would make it comfortable', () => {
    const list = fits(
      { model: 'qwen-2.5-32b', mode: 'INFERENCE', precision: 'GGUF_Q4_K_M', sequenceLength: 16384 },
      [1],
    );
    const rtx3090 = list.find((fit) => fit.gpu.slug === 'nvidia-geforce-rtx-3090')!;
    expect(rtx3090.runtime).toBe('LLAMA_CPP');
    expect(rtx3090.headroom.gib).toBeLessThan(1);
    expect(rtx3090.marginal).toBe(true);
    const ideas = rtx3090.comfortableWith.join(' | ');
    expect(ideas).toMatch(/8-bit KV cache/);
    expect(ideas).toMatch(/a context of [\d,]+ tokens instead of 16,384/);
    expect(ideas).toMatch(/one more card/);
    // A 32 GB card holds it with room to spare.
    const roomy = list.find((fit) => fit.gpu.vramGb >= 32);
    if (roomy) expect(roomy.marginal).toBe(false);
  });
});

describe('sharded fine-tuning', () => {
  const qlora70b: MemoryEstimateV2Input = { model: 'llama-3.1-70b', mode: 'QLORA', precision: 'BF16' };

  it('QLoRA of Llama 3.1 70B: pairs and fours are sharded with FSDP / ZeRO-3 and say so', () => {
    const list = fits(qlora70b, [1, 2, 4]);
    const multi = list.filter((fit) => fit.gpuCount > 1);
    expect(multi.length).toBeGreaterThan(0);
    for (const fit of multi)
      expect(fit.techniques.join(' ')).toMatch(/FSDP full sharding \/ DeepSpeed ZeRO-3/);
    // Two 32 GB cards hold it sharded at 2,048 tokens; one 24 GB card of a pair would not unsharded.
    expect(multi.some((fit) => fit.gpuCount === 2 && fit.gpu.vramGb === 32)).toBe(true);
  });

  it('two 24 GB cards hold it with FSDP CPU offload, as Answer.AI runs it (batch 2, 2,048 tokens)', () => {
    const offloaded = { ...qlora70b, batchSize: 2, offloadParameters: true };
    const pair = fits(offloaded, [2]).find((fit) => fit.gpu.slug === 'nvidia-geforce-rtx-3090');
    expect(pair).toBeDefined();
    expect(pair!.marginal).toBe(false);
    const estimate = estimateMemoryV2({ ...offloaded, gpuCount: 2, zeroStage: 3 }, models);
    // The 4-bit base (~36 GB) sits in CPU RAM (Answer.AI: about 55 GB of CPU RAM in all).
    expect(estimate.cpuRam.gb).toBeGreaterThan(30);
    expect(estimate.cpuRam.gb).toBeLessThan(60);
  });

  it('asked for 2 used cards within $1,400 with no room: the advice names the techniques and a setup that fits', () => {
    const advice = fitAdvice(qlora70b, models, gpus, {
      support,
      gpuCounts: [2],
      condition: 'USED',
      budgetUsd: 1400,
    }).join(' ');
    expect(advice).toMatch(/No setup of 2 GPUs/);
    expect(advice).toMatch(/FSDP CPU offload/);
    expect(advice).toMatch(/With .*: 2 x /);
  });
});

describe('an empty answer comes with the techniques that would make it fit', () => {
  it('full fine-tuning of Llama 3.1 70B fits no 1-4 card desktop: ZeRO-3, 8-bit Adam, offload are named with a setup', () => {
    const input: MemoryEstimateV2Input = { model: 'llama-3.1-70b', mode: 'TRAINING', precision: 'BF16' };
    expect(fits(input, [1, 2, 4])).toEqual([]);
    const advice = fitAdvice(input, models, gpus, { support, gpuCounts: [1, 2, 4] });
    expect(advice.length).toBeGreaterThanOrEqual(2);
    const words = advice.join(' ');
    expect(words).toMatch(/ZeRO-3/);
    expect(words).toMatch(/8-bit Adam|CPU RAM/);
    expect(words).toMatch(/GB needed per GPU/);
  });

  it('nothing to advise when a setup holds the estimate as asked', () => {
    expect(
      fitAdvice({ model: 'llama-3.1-8b', mode: 'INFERENCE', precision: 'INT4' }, models, gpus, { support }),
    ).toEqual([]);
  });
});
