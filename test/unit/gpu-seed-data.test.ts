import { benchmarks } from '../../seeds/data/benchmarks';
import { gpus } from '../../seeds/data/gpus';
import { validateRow } from '../../src/catalog/validation';
import { gpuSources } from '../../seeds/data/sources-gpu';
import { coreSources } from '../../seeds/data/sources-core';
import { citationProblems, identifierProblems, NO_IDENTIFIER_PROBLEMS } from '../support/seed-checks';

const sourceKeys = new Set([...coreSources, ...gpuSources].map((s) => s.key));
const bySlug = new Map(gpus.map((g) => [g.slug, g]));

/** Every GPU the reference documents name, plus the 2025-2026 generation the catalog must cover. */
const DOCUMENT_NAMED_SLUGS = [
  'nvidia-geforce-gtx-980-ti',
  'nvidia-geforce-gtx-1050-ti',
  'nvidia-geforce-gtx-1060-6gb',
  'nvidia-geforce-gtx-1070',
  'nvidia-geforce-gtx-1070-ti',
  'nvidia-geforce-gtx-1080',
  'nvidia-geforce-gtx-1080-ti',
  'nvidia-geforce-gtx-1650-super',
  'nvidia-geforce-rtx-2060',
  'nvidia-geforce-rtx-2060-super',
  'nvidia-geforce-rtx-2070',
  'nvidia-geforce-rtx-2080-ti',
  'nvidia-geforce-rtx-3060-12gb',
  'nvidia-geforce-rtx-3070',
  'nvidia-geforce-rtx-3080',
  'nvidia-geforce-rtx-3090',
  'nvidia-geforce-rtx-4060-ti-16gb',
  'nvidia-geforce-rtx-4090',
  'nvidia-titan-x-pascal',
  'nvidia-titan-xp',
  'nvidia-titan-v',
  'nvidia-titan-rtx',
  'nvidia-tesla-k80',
  'nvidia-tesla-m60',
  'nvidia-tesla-p4',
  'nvidia-tesla-p100-pcie-16gb',
  'nvidia-tesla-t4',
  'nvidia-tesla-v100-pcie-16gb',
  'nvidia-tesla-v100-sxm2-16gb',
  'nvidia-a100-pcie-40gb',
  'nvidia-a100-sxm4-40gb',
  'nvidia-a100-pcie-80gb',
  'nvidia-a100-sxm4-80gb',
  'nvidia-quadro-m6000-24gb',
  'nvidia-quadro-rtx-6000',
  'nvidia-rtx-a6000',
  'amd-radeon-rx-7900-xtx',
  'intel-arc-a770-16gb',
];

const CURRENT_GENERATION_SLUGS = [
  'nvidia-geforce-rtx-5090',
  'nvidia-geforce-rtx-5080',
  'nvidia-geforce-rtx-5070-ti',
  'nvidia-geforce-rtx-5070',
  'nvidia-geforce-rtx-5060-ti-16gb',
  'nvidia-rtx-6000-ada',
  'nvidia-rtx-pro-6000-blackwell',
  'nvidia-l40s',
  'nvidia-l4',
  'nvidia-h100-pcie-80gb',
  'nvidia-h100-sxm5-80gb',
  'nvidia-h200-sxm-141gb',
  'amd-instinct-mi300x',
  'amd-radeon-pro-w7900',
  'intel-arc-b580',
];

/** Used prices the documents quote (Dettmers 2020 via doc-dl-cluster-guide / doc-cost-for-gpu-hardware). */
const DOCUMENT_USED_PRICES: Record<string, number> = {
  'nvidia-geforce-rtx-2070': 400,
  'nvidia-geforce-rtx-2060': 300,
  'nvidia-geforce-gtx-1070-ti': 230,
  'nvidia-geforce-gtx-1070': 220,
  'nvidia-geforce-gtx-1650-super': 190,
  'nvidia-geforce-gtx-980-ti': 150,
};

describe('GPU seed data', () => {
  it('has at least 48 GPUs with unique, kebab-case, manufacturer-prefixed slugs', () => {
    expect(gpus.length).toBeGreaterThanOrEqual(48);
    expect(identifierProblems(gpus.map((g) => g.slug))).toEqual(NO_IDENTIFIER_PROBLEMS);
    for (const gpu of gpus) {
      expect(gpu.slug.startsWith(`${gpu.manufacturer.toLowerCase()}-`)).toBe(true);
      expect(gpu.name.toLowerCase().startsWith(gpu.manufacturer.toLowerCase())).toBe(false);
    }
  });

  it('contains every GPU the documents name and the current generation', () => {
    const missing = [...DOCUMENT_NAMED_SLUGS, ...CURRENT_GENERATION_SLUGS].filter((s) => !bySlug.has(s));
    expect(missing).toEqual([]);
  });

  it('cites at least one known source per GPU, including a vendor spec', () => {
    expect(citationProblems(gpus, sourceKeys)).toEqual({});
    for (const gpu of gpus) {
      expect(gpu.sources.some((k) => k.startsWith('spec-'))).toBe(true);
      expect(new Set(gpu.sources).size).toBe(gpu.sources.length);
    }
  });

  it('keeps figures within physical bounds', () => {
    for (const gpu of gpus) {
      const ctx = gpu.slug;
      expect({ ctx, ok: gpu.memoryBandwidthGBs >= 50 && gpu.memoryBandwidthGBs <= 10000 }).toEqual({
        ctx,
        ok: true,
      });
      expect({ ctx, ok: gpu.tdpW >= 30 && gpu.tdpW <= 1500 }).toEqual({ ctx, ok: true });
      expect(gpu.vramGb).toBeGreaterThan(0);
      expect(Number.isInteger(gpu.gpusPerBoard) && gpu.gpusPerBoard >= 1).toBe(true);
      if (gpu.fp32Tflops !== undefined) expect(gpu.fp32Tflops).toBeGreaterThan(0);
      if (gpu.fp16TensorTflops !== undefined) {
        expect(gpu.fp16TensorTflops).toBeGreaterThan(0);
        expect(gpu.fp16TensorTflops).toBeLessThan(2500);
      }
      if (gpu.tensorCores)
        expect({ ctx, fp16: gpu.fp16TensorTflops !== undefined }).toEqual({ ctx, fp16: true });
      if (gpu.releaseYear !== undefined) expect(gpu.releaseYear).toBeGreaterThanOrEqual(2010);
      if (gpu.priceUsd !== undefined) expect(gpu.priceUsd).toBeGreaterThan(0);
      if (gpu.usedPriceUsd !== undefined) expect(gpu.usedPriceUsd).toBeGreaterThan(0);
      if (gpu.pcieConnectors !== undefined) expect(gpu.pcieConnectors).toBeGreaterThanOrEqual(0);
      if (gpu.slotWidth !== undefined) expect(gpu.slotWidth).toBeGreaterThanOrEqual(1);
      if (gpu.lengthMm !== undefined) expect(gpu.lengthMm).toBeGreaterThan(100);
    }
  });

  it('is internally consistent', () => {
    for (const gpu of gpus) {
      expect(gpu.kind).toBe('GPU');
      expect(gpu.vendor).toBe(gpu.manufacturer);
      expect(gpu.description && gpu.description.length > 20).toBe(true);
      if (gpu.formFactor !== 'PCIE') {
        expect({ slug: gpu.slug, slot: gpu.slotWidth, len: gpu.lengthMm }).toEqual({
          slug: gpu.slug,
          slot: undefined,
          len: undefined,
        });
      }
    }
    expect(bySlug.get('nvidia-tesla-k80')?.gpusPerBoard).toBe(2);
    expect(bySlug.get('nvidia-tesla-m60')?.gpusPerBoard).toBe(2);
    expect(bySlug.get('nvidia-tesla-v100-sxm2-16gb')?.formFactor).toBe('SXM');
  });

  it('gives a tensor-core rate only to cards with tensor cores, and every GPU passes its definition', () => {
    expect(gpus.filter((g) => !g.tensorCores && g.fp16TensorTflops != null).map((g) => g.slug)).toEqual([]);
    expect(bySlug.get('nvidia-geforce-gtx-1650-super')?.fp16TensorTflops).toBeUndefined();
    expect(bySlug.get('nvidia-tesla-p100-pcie-16gb')?.fp16TensorTflops).toBeUndefined();
    const refused = gpus
      .map((g) => ({ slug: g.slug, ...validateRow('gpu', g as unknown as Record<string, unknown>) }))
      .filter((r) => !r.row)
      .map((r) => `${r.slug}: ${r.reason}`);
    expect(refused).toEqual([]);
  });

  it('marks NVLink where the card has a usable connector', () => {
    const nvlink: Record<string, boolean> = {
      'nvidia-geforce-rtx-2080-ti': true,
      'nvidia-geforce-rtx-3090': true,
      'nvidia-titan-rtx': true,
      'nvidia-rtx-a6000': true,
      'nvidia-tesla-v100-sxm2-16gb': true,
      'nvidia-a100-sxm4-40gb': true,
      'nvidia-geforce-rtx-4090': false,
      'nvidia-geforce-rtx-5090': false,
      'nvidia-rtx-6000-ada': false,
      'nvidia-tesla-v100-pcie-16gb': false,
    };
    const seeded = Object.keys(nvlink).map((slug) => [slug, bySlug.get(slug)?.nvlink]);
    expect(Object.fromEntries(seeded)).toEqual(nvlink);
  });

  it("uses the documents' used prices and cites them", () => {
    for (const [slug, price] of Object.entries(DOCUMENT_USED_PRICES)) {
      const gpu = bySlug.get(slug);
      expect(gpu?.usedPriceUsd).toBe(price);
      expect(gpu?.sources).toEqual(
        expect.arrayContaining(['doc-dl-cluster-guide', 'dettmers-which-gpu-2020']),
      );
    }
  });
});

describe('GPU sources', () => {
  it('uses unique kebab-case keys that do not clash with the core sources', () => {
    const coreKeys = new Set(coreSources.map((s) => s.key));
    expect(identifierProblems(gpuSources.map((s) => s.key))).toEqual(NO_IDENTIFIER_PROBLEMS);
    for (const source of gpuSources) {
      expect(source.key).toMatch(/^(spec|bench)-/);
      expect(coreKeys.has(source.key)).toBe(false);
      expect(source.title.length).toBeGreaterThan(5);
      if (source.url) expect(source.url).toMatch(/^https:\/\//);
    }
  });

  it('are all cited by a GPU or a benchmark', () => {
    const cited = new Set([...gpus.flatMap((g) => g.sources), ...benchmarks.map((b) => b.source)]);
    expect(gpuSources.filter((s) => !cited.has(s.key)).map((s) => s.key)).toEqual([]);
  });
});

describe('benchmark seed data', () => {
  it('has at least 45 rows, each for a catalog GPU and a known source', () => {
    expect(benchmarks.length).toBeGreaterThanOrEqual(45);
    expect(benchmarks.filter((row) => !bySlug.has(row.gpu)).map((row) => row.gpu)).toEqual([]);
    expect(benchmarks.filter((row) => !sourceKeys.has(row.source)).map((row) => row.source)).toEqual([]);
  });

  it('has self-explanatory, plausible rows', () => {
    for (const row of benchmarks) {
      expect(Number.isFinite(row.value) && row.value > 0).toBe(true);
      expect(Number.isInteger(row.gpuCount) && row.gpuCount >= 1).toBe(true);
      expect(row.workload.length).toBeGreaterThan(3);
      expect(row.metric.length).toBeGreaterThan(3);
      expect(row.unit.length).toBeGreaterThan(0);
    }
  });

  it('includes several normalized training rows against the RTX 2080 Ti', () => {
    const normalized = benchmarks.filter(
      (b) =>
        b.workload === 'Deep learning training (relative)' &&
        b.metric === 'relative speed' &&
        b.unit === 'x vs RTX 2080 Ti',
    );
    expect(new Set(normalized.map((b) => b.gpu)).size).toBeGreaterThanOrEqual(8);
  });

  it("includes the documents' own figures", () => {
    const find = (gpu: string, value: number) => benchmarks.find((b) => b.gpu === gpu && b.value === value);
    expect(find('nvidia-a100-sxm4-40gb', 1.73)?.unit).toBe('x vs V100');
    expect(find('nvidia-a100-sxm4-40gb', 1.7)?.unit).toBe('x vs V100');
    expect(find('nvidia-a100-sxm4-40gb', 1.45)?.unit).toBe('x vs V100');
    expect(find('nvidia-geforce-rtx-2080-ti', 7)?.unit).toBe('% slower');
  });
});
