import { models } from '../../../seeds/data/models';
import { WEIGHT_FORMATS, estimateMemoryV2 } from '../../../src/rules/calculators/memory';

/**
 * Every catalog model in every weight format, run, fine-tuned and split over GPUs, gives a
 * finite, positive requirement whose weights grow with the format's bits: no layout the
 * catalog holds (MLA, shared experts, linear attention, KV sharing, encoders) breaks a path.
 */
describe('every catalog model x every weight format', () => {
  it.each(models.map((m) => [m.slug]))('%s', (slug) => {
    const sizes = new Map<string, number>();
    for (const precision of WEIGHT_FORMATS) {
      for (const gpuCount of ['BF16', 'GGUF_Q4_K_M', 'MXFP4'].includes(precision) ? [1, 4] : [1]) {
        const e = estimateMemoryV2(
          { model: slug, mode: 'INFERENCE', precision, sequenceLength: 8192, gpuCount },
          models,
        );
        expect(Number.isFinite(e.perGpu.total.bytes)).toBe(true);
        expect(e.perGpu.total.bytes).toBeGreaterThan(0);
        expect(e.decode!.weightBytesPerToken).toBeGreaterThan(0);
        if (gpuCount === 1) sizes.set(precision, e.weightsGb);
      }
    }
    expect(sizes.get('GGUF_Q8_0')!).toBeGreaterThan(sizes.get('GGUF_Q4_K_M')!);
    expect(sizes.get('GGUF_Q4_K_M')!).toBeGreaterThan(sizes.get('GGUF_IQ2_XXS')!);
    expect(sizes.get('BF16')!).toBeGreaterThan(sizes.get('FP8')!);
    const qlora = estimateMemoryV2(
      { model: slug, mode: 'QLORA', precision: 'NF4_DQ', sequenceLength: 1024 },
      models,
    );
    expect(qlora.perGpu.total.bytes).toBeGreaterThan(0);
  });
});
