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
    const intel = fits({ model: 'llama-3.1-8b', mode: 'QLORA', precision: 'NF4', sequenceLength: 8192 }, [1]).find(
      (fit) => fit.gpu.vendor === 'INTEL' || fit.gpu.vendor === 'Intel',
    );
    expect(intel).toBeDefined();
    expect(intel!.techniques.join(' ')).toMatch(/oneAPI/);
  });
});
