import type { Db } from '../db/pool';
import type { BenchmarkRow } from '../db/rows/benchmark';
import type { GpuRow } from '../db/rows/component';
import { DomainError, ErrorCode, badInput } from '../errors';
import type {
  MemoryEstimateFittingGpusArgs,
  MemoryEstimateFitsArgs,
  MemoryEstimateInput,
} from '../graphql/generated/resolvers-types';
import { primeComponent, type Loaders } from '../loaders';
import { softwareSupportKey } from '../loaders/factories/knowledge.factories';
import { isLegacyGpu } from '../rules/analysis/fact-fallbacks';
import {
  DEFAULT_GPU_COUNTS,
  MemoryInputError,
  WEIGHT_FORMATS,
  estimateMemoryV2,
  weightFormatInfo,
  fitGpus,
  isSameModelClass,
  type FitGpu,
  type FitOrder,
  type MemoryEstimateV2,
  type MemoryEstimateV2Input,
  type ModelSpec,
} from '../rules/calculators/memory';
import type { CatalogCache } from './catalog-cache';
import { optionalNumber } from './input';
import { memoryEstimateInput } from './memory-input';
import type { ModelService } from './model.service';
import { INPUT_LIMITS, boundedInt } from './rules-input';
import type { GpuFitModel, MemoryEstimateModel, WeightFormatDetailsModel } from './rules-models';

/**
 * Largest GPU count a setup in `fits` may have when asked for: an 8-GPU server (the default
 * counts stop at a 4-card workstation, DEFAULT_GPU_COUNTS).
 */
export const MAX_FIT_GPU_COUNT = 8;

/**
 * The memory estimate v2 for the API: by catalog model name or by architecture, with the
 * setups that hold it (single cards and 2x/4x/8x of one model), their prices, tokens/s
 * estimates and rigbase's measured benchmarks of the same model class. The estimator is
 * pure (src/rules/calculators/memory); this service reads the model and the GPUs.
 */
export class MemoryService {
  constructor(
    private readonly db: Db,
    private readonly loaders: Loaders,
    private readonly catalogCache: CatalogCache,
    private readonly catalogVersion: () => Promise<string>,
    private readonly models: ModelService,
  ) {}

  async estimate(input: MemoryEstimateInput): Promise<MemoryEstimateModel> {
    const request = memoryEstimateInput(input);
    const catalog: ModelSpec[] = request.model ? [await this.models.spec(request.model, 'input.model')] : [];
    // A loose name ("llama 4 scout") resolves to its catalog slug.
    if (catalog.length) request.model = catalog[0].slug;
    const estimate = estimateOrThrow(request, catalog);
    return {
      ...estimate,
      request: { input: request, catalog },
      byGpuCount: new Map([[estimate.gpuCount, estimate]]),
    };
  }

  /** Every weight format the estimator knows, with its bits, scope and native hardware. */
  weightFormats(): WeightFormatDetailsModel[] {
    return WEIGHT_FORMATS.map((format) => ({ ...weightFormatInfo(format), format }));
  }

  /** Cards that hold the per-GPU total at the estimate's own GPU count, cheapest first. */
  async fittingGpus(estimate: MemoryEstimateModel, args: MemoryEstimateFittingGpusArgs): Promise<GpuRow[]> {
    const first = boundedInt(args.first, 5, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const fits = await this.fitsFor(estimate, [estimate.gpuCount], {
      first,
      condition: args.condition ?? 'ANY',
      orderBy: 'PRICE',
    });
    return fits.map((fit) => fit.gpu);
  }

  /** Setups of 1-8 GPUs of one model that hold the estimate, cheapest first. */
  async fits(estimate: MemoryEstimateModel, args: MemoryEstimateFitsArgs): Promise<GpuFitModel[]> {
    const first = boundedInt(args.first, 10, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const counts = args.gpuCounts ?? DEFAULT_GPU_COUNTS;
    if (counts.length > MAX_FIT_GPU_COUNT)
      throw badInput('gpuCounts', `must list at most ${MAX_FIT_GPU_COUNT} counts`);
    counts.forEach((count, i) => boundedInt(count, 1, `gpuCounts[${i}]`, 1, MAX_FIT_GPU_COUNT));
    return this.fitsFor(estimate, [...new Set(counts)], {
      first,
      condition: args.condition ?? 'ANY',
      includeServerCards: args.includeServerCards ?? false,
      includeLegacy: args.includeLegacy ?? false,
      budgetUsd: optionalNumber(args.budgetUsd, 'budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd }),
      orderBy: args.orderBy ?? 'FEWEST_GPUS',
    });
  }

  /** Whether each architecture computes in FP8, from its software-support row (one batched read). */
  private async fp8ByArchitecture(gpus: readonly GpuRow[]): Promise<Map<string, boolean>> {
    const keys = [...new Set(gpus.map((gpu) => softwareSupportKey(gpu.vendor, gpu.architecture)))];
    const rows = await this.loaders.softwareSupportByArchitecture.loadMany(keys);
    const fp8 = new Map<string, boolean>();
    rows.forEach((row, i) => {
      if (row instanceof Error) throw row;
      if (row) fp8.set(keys[i], row.fp8);
    });
    return fp8;
  }

  /** rigbase's measured generation speeds of the fit's card with a model of the same class. */
  async measuredBenchmarks(fit: GpuFitModel): Promise<BenchmarkRow[]> {
    if (!fit.modelClass) return [];
    const modelClass = fit.modelClass;
    const rows = await this.loaders.benchmarksByGpuId.load(fit.gpu.id);
    return rows.filter((row) => isSameModelClass(row, modelClass));
  }

  private async fitsFor(
    estimate: MemoryEstimateModel,
    counts: readonly number[],
    options: {
      first: number;
      condition: 'NEW' | 'USED' | 'ANY';
      includeServerCards?: boolean;
      includeLegacy?: boolean;
      budgetUsd?: number | null;
      orderBy: FitOrder;
    },
  ): Promise<GpuFitModel[]> {
    if (options.first === 0) return [];
    for (const count of counts) {
      if (!estimate.byGpuCount.has(count)) {
        const { input, catalog } = estimate.request;
        estimate.byGpuCount.set(count, estimateOrThrow({ ...input, gpuCount: count }, catalog));
      }
    }
    const { gpus } = await this.catalogCache.get(this.db, this.catalogVersion);
    const bySlug = new Map(gpus.map((gpu) => [gpu.slug, gpu]));
    const fp8 = await this.fp8ByArchitecture(gpus);
    const candidates: FitGpu[] = gpus.map((gpu) => ({
      ...gpu,
      supported: !isLegacyGpu(gpu),
      fp8: fp8.get(softwareSupportKey(gpu.vendor, gpu.architecture)) ?? null,
    }));
    const fits = fitGpus(estimate.byGpuCount, candidates, {
      orderBy: options.orderBy,
      gpuCounts: counts,
      condition: options.condition,
      desktopOnly: !options.includeServerCards,
      includeUnsupported: options.includeLegacy ?? false,
      budgetUsd: options.budgetUsd ?? null,
      first: options.first,
    });
    return fits.map((fit) => {
      const gpu = bySlug.get(fit.gpu.slug)!;
      primeComponent(this.loaders, gpu);
      const at = estimate.byGpuCount.get(fit.gpuCount)!;
      return {
        ...fit,
        gpu,
        modelClass:
          at.mode === 'INFERENCE'
            ? {
                totalBillions: at.parameters.totalBillions,
                weightFormat: at.weightFormat,
                gpuCount: fit.gpuCount,
              }
            : null,
      };
    });
  }
}

/** Runs the estimator; its input errors become BAD_USER_INPUT or NOT_FOUND naming `input.<field>`. */
function estimateOrThrow(input: MemoryEstimateV2Input, catalog: ModelSpec[]): MemoryEstimateV2 {
  try {
    return estimateMemoryV2(input, catalog);
  } catch (error) {
    if (!(error instanceof MemoryInputError)) throw error;
    const field = `input.${error.field}`;
    if (error.code === 'NOT_FOUND') throw new DomainError(ErrorCode.NOT_FOUND, error.message, { field });
    throw badInput(field, error.message);
  }
}
