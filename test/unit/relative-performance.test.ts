import { benchmarks } from '../../seeds/data/benchmarks';
import { gpus } from '../../seeds/data/gpus';
import { seedSet } from '../../seeds/data';
import {
  CHAIN_UNIT_REFERENCES,
  REFERENCE_GPU_SLUG,
  REFERENCE_UNIT,
  RELATIVE_SPEED_METRIC,
  deriveRelativePerformance,
} from '../../src/catalog/derive/relative-performance';
import {
  DEFAULT_NO_TENSOR_CALIBRATION,
  DEFAULT_TENSOR_CALIBRATION,
  boardEfficiency,
  rawEstimate,
} from '../../src/catalog/derive/relative-performance-model';
import { formatRelativePerformanceTable } from '../../src/catalog/derive/print-relative-performance';
import type { BenchmarkSeed, GpuSeed } from '../../seeds/types';

const RTX_3090 = 'nvidia-geforce-rtx-3090';
const VS_3090 = Object.keys(CHAIN_UNIT_REFERENCES).find(
  (unit) => CHAIN_UNIT_REFERENCES[unit] === RTX_3090,
) as string;

function makeGpu(overrides: Partial<GpuSeed> & { slug: string }): GpuSeed {
  return {
    kind: 'GPU',
    name: overrides.slug,
    manufacturer: 'NVIDIA',
    vendor: 'NVIDIA',
    architecture: 'Test',
    vramGb: 16,
    gpusPerBoard: 1,
    memoryBandwidthGBs: 500,
    fp32Tflops: 10,
    fp16TensorTflops: 80,
    tensorCores: true,
    bf16: true,
    tdpW: 250,
    formFactor: 'PCIE',
    nvlink: false,
    sources: ['test-source'],
    ...overrides,
  };
}

const reference = makeGpu({
  slug: REFERENCE_GPU_SLUG,
  name: 'GeForce RTX 2080 Ti',
  memoryBandwidthGBs: 616,
  fp32Tflops: 13.45,
  fp16TensorTflops: 107.6,
  bf16: false,
});

function relativeRow(
  gpu: string,
  value: number,
  unit = REFERENCE_UNIT,
  precision: BenchmarkSeed['precision'] = 'FP16',
): BenchmarkSeed {
  return {
    gpu,
    workload: 'Deep learning training (relative)',
    metric: RELATIVE_SPEED_METRIC,
    value,
    unit,
    precision,
    gpuCount: 1,
    source: 'test-source',
  };
}

function valueOf(derived: Map<string, { value: number }>, slug: string): number {
  const entry = derived.get(slug);
  if (!entry) throw new Error(`no relative performance for ${slug}`);
  return entry.value;
}

describe('deriveRelativePerformance on the seed data', () => {
  const derived = deriveRelativePerformance(gpus, benchmarks);

  it('puts the RTX 2080 Ti at exactly 1.0', () => {
    expect(valueOf(derived, REFERENCE_GPU_SLUG)).toBe(1);
  });

  it('gives every GPU with a memory bandwidth a value', () => {
    const withBandwidth = gpus.filter((g) => g.memoryBandwidthGBs > 0);
    expect(withBandwidth.length).toBe(gpus.length);
    for (const gpu of withBandwidth) expect(derived.has(gpu.slug)).toBe(true);
  });

  it('keeps every value within 0.05..20 and rounded to two decimals', () => {
    for (const [slug, { value }] of derived) {
      expect({ slug, ok: value >= 0.05 && value <= 20 }).toEqual({ slug, ok: true });
      expect(Math.round(value * 100) / 100).toBe(value);
    }
  });

  it('orders well-known GPUs sensibly', () => {
    const chain = [
      'nvidia-h100-sxm5-80gb',
      'nvidia-a100-sxm4-80gb',
      RTX_3090,
      REFERENCE_GPU_SLUG,
      'nvidia-geforce-gtx-1080-ti',
      'nvidia-geforce-gtx-1060-6gb',
    ];
    for (let i = 0; i + 1 < chain.length; i++) {
      expect(valueOf(derived, chain[i])).toBeGreaterThan(valueOf(derived, chain[i + 1]));
    }
    expect(valueOf(derived, 'nvidia-geforce-rtx-4090')).toBeGreaterThan(valueOf(derived, RTX_3090));
    expect(valueOf(derived, 'nvidia-geforce-rtx-5090')).toBeGreaterThan(
      valueOf(derived, 'nvidia-geforce-rtx-4090'),
    );
    expect(valueOf(derived, 'nvidia-a100-sxm4-40gb')).toBeGreaterThan(
      valueOf(derived, 'nvidia-tesla-v100-sxm2-32gb'),
    );
    expect(valueOf(derived, 'nvidia-geforce-rtx-3080')).toBeGreaterThan(
      valueOf(derived, 'nvidia-geforce-rtx-3070'),
    );
  });

  it('uses published data for GPUs that have it, preferring 16-bit rows', () => {
    const slug = 'nvidia-geforce-gtx-1080-ti';
    const rows = benchmarks.filter(
      (b) => b.gpu === slug && b.unit === REFERENCE_UNIT && b.metric === RELATIVE_SPEED_METRIC,
    );
    const sixteenBit = rows.filter((b) => b.precision === 'FP16');
    expect(sixteenBit.length).toBeGreaterThan(0);
    const expected = sixteenBit.reduce((s, b) => s + b.value, 0) / sixteenBit.length;
    // Rounded to two decimals, so within half a cent of the exact mean.
    expect(Math.abs(valueOf(derived, slug) - expected)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(derived.get(slug)?.method).toMatch(/^published/);
  });

  it('chains ratios against the RTX 3090 through its published value', () => {
    const slug = 'nvidia-geforce-rtx-4090';
    const rows = benchmarks.filter((b) => b.gpu === slug && b.unit === VS_3090);
    expect(rows.length).toBeGreaterThan(0);
    const ratio = rows.reduce((s, b) => s + b.value, 0) / rows.length;
    const base3090 = benchmarks.filter(
      (b) => b.gpu === RTX_3090 && b.unit === REFERENCE_UNIT && b.precision === 'FP16',
    );
    const value3090 = base3090.reduce((s, b) => s + b.value, 0) / base3090.length;
    expect(Math.abs(valueOf(derived, slug) - ratio * value3090)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(derived.get(slug)?.method).toMatch(/^chained via GeForce RTX 3090/);
  });

  it('labels estimates, including the software caveat for non-NVIDIA GPUs', () => {
    expect(derived.get('nvidia-geforce-rtx-5090')?.method).toMatch(/^estimated: bandwidth\+tensor model/);
    expect(derived.get('nvidia-tesla-k80')?.method).toMatch(/no tensor cores.*Kepler.*2-GPU board/);
    expect(derived.get('amd-radeon-rx-7900-xtx')?.method).toMatch(/software maturity not modelled/);
  });

  it('prints a sorted table with every GPU', () => {
    const table = formatRelativePerformanceTable(gpus, benchmarks);
    const dataLines = table.split('\n').slice(3);
    expect(dataLines).toHaveLength(gpus.length);
    const values = dataLines.map((line) => Number(line.trim().split(/\s+/)[1]));
    for (let i = 0; i + 1 < values.length; i++) expect(values[i]).toBeGreaterThanOrEqual(values[i + 1]);
  });
});

describe('deriveRelativePerformance on synthetic data', () => {
  it('keeps the reference at 1.0 whatever the benchmarks say', () => {
    const derived = deriveRelativePerformance([reference], [relativeRow(REFERENCE_GPU_SLUG, 1.3)]);
    expect(valueOf(derived, REFERENCE_GPU_SLUG)).toBe(1);
  });

  it('lets a published value win over the spec-based estimate', () => {
    const monster = makeGpu({ slug: 'test-monster', memoryBandwidthGBs: 5000, fp16TensorTflops: 1000 });
    const withoutData = deriveRelativePerformance([reference, monster], []);
    const withData = deriveRelativePerformance([reference, monster], [relativeRow('test-monster', 0.5)]);
    expect(valueOf(withoutData, 'test-monster')).toBeGreaterThan(1);
    expect(valueOf(withData, 'test-monster')).toBe(0.5);
    expect(withData.get('test-monster')?.method).toMatch(/^published/);
  });

  it('averages published rows and prefers 16-bit over FP32 rows', () => {
    const gpu = makeGpu({ slug: 'test-gpu' });
    const rows = [
      relativeRow('test-gpu', 2.0, REFERENCE_UNIT, 'FP16'),
      relativeRow('test-gpu', 1.6, REFERENCE_UNIT, 'MIXED'),
      relativeRow('test-gpu', 1.0, REFERENCE_UNIT, 'FP32'),
    ];
    expect(valueOf(deriveRelativePerformance([reference, gpu], rows), 'test-gpu')).toBe(1.8);
    const fp32Only = [
      relativeRow('test-gpu', 1.0, REFERENCE_UNIT, 'FP32'),
      relativeRow('test-gpu', 1.2, REFERENCE_UNIT, 'FP32'),
    ];
    expect(valueOf(deriveRelativePerformance([reference, gpu], fp32Only), 'test-gpu')).toBe(1.1);
  });

  it('ignores inference and non-relative rows', () => {
    const gpu = makeGpu({ slug: 'test-gpu' });
    const inference = { ...relativeRow('test-gpu', 9), workload: 'LLM inference (relative)' };
    const throughput = { ...relativeRow('test-gpu', 9), metric: 'throughput' };
    const derived = deriveRelativePerformance([reference, gpu], [inference, throughput]);
    expect(derived.get('test-gpu')?.method).toMatch(/^estimated/);
  });

  it('chains through a published GPU but never through an estimate', () => {
    const gpu3090 = makeGpu({ slug: RTX_3090, memoryBandwidthGBs: 936, fp16TensorTflops: 142 });
    const other = makeGpu({ slug: 'test-other' });
    const chainRow = relativeRow('test-other', 1.5, VS_3090);
    const published = deriveRelativePerformance(
      [reference, gpu3090, other],
      [relativeRow(RTX_3090, 2), chainRow],
    );
    expect(valueOf(published, 'test-other')).toBe(3);
    const estimatedRef = deriveRelativePerformance([reference, gpu3090, other], [chainRow]);
    expect(estimatedRef.get('test-other')?.method).toMatch(/^estimated/);
  });

  it('follows chains over several hops', () => {
    const gpu3090 = makeGpu({ slug: RTX_3090 });
    const v100 = makeGpu({ slug: CHAIN_UNIT_REFERENCES['x vs V100'] });
    const a100 = makeGpu({ slug: 'test-a100' });
    const rows = [
      relativeRow(RTX_3090, 2),
      relativeRow(v100.slug, 0.5, VS_3090),
      relativeRow('test-a100', 1.5, 'x vs V100'),
    ];
    const derived = deriveRelativePerformance([reference, gpu3090, v100, a100], rows);
    expect(valueOf(derived, v100.slug)).toBe(1);
    expect(valueOf(derived, 'test-a100')).toBe(1.5);
  });

  it('estimates monotonically in memory bandwidth, with and without tensor cores', () => {
    for (const tensorCores of [true, false]) {
      const family = [150, 300, 600, 900, 1500, 3000].map((bw) =>
        makeGpu({ slug: `test-bw-${bw}-${tensorCores}`, memoryBandwidthGBs: bw, tensorCores }),
      );
      const derived = deriveRelativePerformance([reference, ...family], []);
      const values = family.map((g) => valueOf(derived, g.slug));
      for (let i = 0; i + 1 < values.length; i++) expect(values[i + 1]).toBeGreaterThan(values[i]);
    }
  });

  it('estimates monotonically in tensor throughput for tensor-core GPUs', () => {
    const family = [40, 100, 300, 900].map((tc) => makeGpu({ slug: `test-tc-${tc}`, fp16TensorTflops: tc }));
    const derived = deriveRelativePerformance([reference, ...family], []);
    const values = family.map((g) => valueOf(derived, g.slug));
    for (let i = 0; i + 1 < values.length; i++) expect(values[i + 1]).toBeGreaterThan(values[i]);
  });

  it('weights bandwidth more than tensor throughput, as the documents argue', () => {
    const moreBandwidth = makeGpu({ slug: 'test-bw', memoryBandwidthGBs: 616 * 2, fp16TensorTflops: 107.6 });
    const moreTensor = makeGpu({ slug: 'test-tc', memoryBandwidthGBs: 616, fp16TensorTflops: 107.6 * 2 });
    expect(rawEstimate(moreBandwidth, reference)).toBeGreaterThan(rawEstimate(moreTensor, reference));
    expect(rawEstimate(reference, reference)).toBeCloseTo(1, 10);
  });

  it('uses the default factors when nothing is published', () => {
    const tensorGpu = makeGpu({ slug: 'test-tensor', memoryBandwidthGBs: 900, fp16TensorTflops: 200 });
    const plainGpu = makeGpu({
      slug: 'test-plain',
      tensorCores: false,
      fp16TensorTflops: undefined,
      fp32Tflops: 11,
    });
    const derived = deriveRelativePerformance([reference, tensorGpu, plainGpu], []);
    expect(valueOf(derived, 'test-tensor')).toBeCloseTo(
      DEFAULT_TENSOR_CALIBRATION * rawEstimate(tensorGpu, reference),
      2,
    );
    expect(valueOf(derived, 'test-plain')).toBeCloseTo(
      DEFAULT_NO_TENSOR_CALIBRATION * rawEstimate(plainGpu, reference),
      2,
    );
    expect(DEFAULT_NO_TENSOR_CALIBRATION).toBeLessThan(1);
  });

  it('calibrates estimates to the published GPUs of the same class', () => {
    const a = makeGpu({ slug: 'test-a', memoryBandwidthGBs: 400, fp16TensorTflops: 60 });
    const b = makeGpu({ slug: 'test-b', memoryBandwidthGBs: 1200, fp16TensorTflops: 250 });
    // A different architecture: no measured sibling, so the cross-generation calibration applies.
    const target = makeGpu({
      slug: 'test-target',
      architecture: 'Other',
      memoryBandwidthGBs: 800,
      fp16TensorTflops: 150,
    });
    const factor = 1.5;
    const rows = [a, b].map((g) => relativeRow(g.slug, factor * rawEstimate(g, reference)));
    const derived = deriveRelativePerformance([reference, a, b, target], rows);
    expect(valueOf(derived, 'test-target')).toBeCloseTo(factor * rawEstimate(target, reference), 2);
    expect(derived.get('test-target')?.method).toMatch(/calibrated x1\.50 on 2 published GPUs/);
  });

  it('scales an estimate from the measured sibling of the same architecture nearest in bandwidth', () => {
    const near = makeGpu({
      slug: 'test-near',
      architecture: 'Gen9',
      memoryBandwidthGBs: 1000,
      fp16TensorTflops: 200,
    });
    const far = makeGpu({
      slug: 'test-far',
      architecture: 'Gen9',
      memoryBandwidthGBs: 300,
      fp16TensorTflops: 50,
    });
    const target = makeGpu({
      slug: 'test-new',
      architecture: 'Gen9',
      memoryBandwidthGBs: 1200,
      fp16TensorTflops: 200,
    });
    const derived = deriveRelativePerformance(
      [reference, near, far, target],
      [relativeRow('test-near', 3), relativeRow('test-far', 0.2)],
    );
    const expected = 3 * (rawEstimate(target, reference) / rawEstimate(near, reference));
    expect(valueOf(derived, 'test-new')).toBeCloseTo(expected, 2);
    expect(derived.get('test-new')?.method).toMatch(
      /spec ratio to the measured .* \(same architecture, Gen9\)/,
    );
    // More bandwidth than the sibling at equal tensor throughput: faster than it.
    expect(valueOf(derived, 'test-new')).toBeGreaterThan(3);
  });

  it('never scales from a sibling of another memory family or far away in bandwidth', () => {
    // One architecture, two designs: an HBM module measured at 6 and a GDDR card nobody measured.
    const module = makeGpu({
      slug: 'test-hbm-module',
      architecture: 'Gen10',
      memoryType: 'HBM3e',
      memoryBandwidthGBs: 8000,
      fp16TensorTflops: 2250,
    });
    const card = makeGpu({
      slug: 'test-gddr-card',
      architecture: 'Gen10',
      memoryType: 'GDDR7',
      memoryBandwidthGBs: 1800,
      fp16TensorTflops: 420,
    });
    const derived = deriveRelativePerformance([reference, module, card], [relativeRow('test-hbm-module', 6)]);
    expect(derived.get('test-gddr-card')?.method).not.toMatch(/spec ratio to the measured/);
    expect(derived.get('test-gddr-card')?.method).toMatch(/bandwidth\+tensor model/);
    // Same family but 4x the bandwidth apart: too far for a sibling as well.
    const slowCard = makeGpu({ ...card, slug: 'test-slow-card', memoryBandwidthGBs: 450 });
    const measuredCard = makeGpu({ ...card, slug: 'test-fast-card' });
    const far = deriveRelativePerformance(
      [reference, measuredCard, slowCard],
      [relativeRow('test-fast-card', 4)],
    );
    expect(far.get('test-slow-card')?.method).not.toMatch(/spec ratio to the measured/);
  });

  it('rates a dual-GPU board below two separate GPUs but above one', () => {
    const single = makeGpu({
      slug: 'test-single',
      tensorCores: false,
      memoryBandwidthGBs: 240,
      fp32Tflops: 4,
    });
    const board = makeGpu({
      slug: 'test-board',
      tensorCores: false,
      memoryBandwidthGBs: 480,
      fp32Tflops: 8,
      gpusPerBoard: 2,
    });
    const derived = deriveRelativePerformance([reference, single, board], []);
    expect(valueOf(derived, 'test-board')).toBeGreaterThan(valueOf(derived, 'test-single'));
    expect(valueOf(derived, 'test-board')).toBeLessThan(2 * valueOf(derived, 'test-single'));
    expect(boardEfficiency(1)).toBe(1);
    expect(boardEfficiency(2)).toBeLessThan(1);
  });

  it('throws when the reference GPU is missing', () => {
    expect(() => deriveRelativePerformance([makeGpu({ slug: 'test-only' })], [])).toThrow(/reference GPU/);
  });

  it('does not modify its inputs', () => {
    const gpuList = [reference, makeGpu({ slug: 'test-gpu' })];
    const rows = [relativeRow('test-gpu', 1.2)];
    const before = JSON.stringify({ gpuList, rows });
    deriveRelativePerformance(gpuList, rows);
    expect(JSON.stringify({ gpuList, rows })).toBe(before);
  });
});

describe('performance basis and the Lambda measurements in the seed set', () => {
  const set = seedSet();
  const gpuList = set.components.filter((c): c is GpuSeed => c.kind === 'GPU');
  const derived = deriveRelativePerformance(gpuList, set.benchmarks);

  it('names the basis of every value, matching its method', () => {
    for (const [slug, { basis, method }] of derived) {
      const expected = method.startsWith('estimated')
        ? 'SPEC_ESTIMATE'
        : method.startsWith('chained')
          ? 'CHAINED'
          : 'MEASURED';
      expect({ slug, basis }).toEqual({ slug, basis: expected });
    }
    expect(derived.get(REFERENCE_GPU_SLUG)?.basis).toBe('MEASURED');
  });

  it('measures the H100, H200 and A100 80GB from Lambda, stating table, workload mix and precision', () => {
    for (const slug of ['nvidia-h100-sxm5-80gb', 'nvidia-h200-sxm-141gb', 'nvidia-a100-sxm4-80gb']) {
      const value = derived.get(slug)!;
      expect(value.basis).toBe('MEASURED');
      expect(value.method).toMatch(
        /^published: dataset-lambda-deeplearning-benchmark \(Deep learning training \(relative\): Lambda PyTorch v[12] table, geometric mean over .*resnet50.*, FP16, 1 GPU\)/,
      );
    }
    // Hopper with more memory bandwidth trains faster, as measured.
    expect(derived.get('nvidia-h200-sxm-141gb')!.value).toBeGreaterThan(
      derived.get('nvidia-h100-sxm5-80gb')!.value,
    );
  });

  it('still estimates cards nobody measured, from their specs', () => {
    expect(derived.get('nvidia-geforce-rtx-5090')?.basis).toBe('SPEC_ESTIMATE');
    expect(derived.get('intel-arc-a770-16gb')?.basis).toBe('SPEC_ESTIMATE');
    // An expert's sanity line: the RTX 5090 beats the RTX 4090 on every spec, so its estimate
    // must not fall below the 4090's measured value (it did when scaled from the B200).
    expect(derived.get('nvidia-geforce-rtx-5090')!.value).toBeGreaterThan(
      derived.get('nvidia-geforce-rtx-4090')!.value,
    );
  });
});
