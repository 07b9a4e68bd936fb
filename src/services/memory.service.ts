import type { CatalogSnapshot, Linked, LinkedGpu } from '../read-model';
import { DomainError, ErrorCode, badInput } from '../errors';
import type { FitsInput, FittingGpusInput, MemoryEstimateInput } from './inputs';
import { isLegacyGpu } from '../rules/analysis/fact-fallbacks';
import {
  DEFAULT_GPU_COUNTS,
  MemoryInputError,
  estimateMemoryV2,
  fitGpus,
  isSameModelClass,
  type FitGpu,
  type FitOrder,
  type MemoryEstimateV2,
  type MemoryEstimateV2Input,
  type ModelSpec,
} from '../rules/calculators/memory';
import { optionalNumber } from './input';
import { memoryEstimateInput } from './memory-input';
import type { ModelService } from './model.service';
import { INPUT_LIMITS, boundedInt } from './rules-input';
import type { GpuFitModel, MemoryEstimateModel } from './rules-models';

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
    private readonly catalog: () => Promise<CatalogSnapshot>,
    private readonly models: ModelService,
  ) {}

  async estimate(input: MemoryEstimateInput): Promise<MemoryEstimateModel> {
    const request = memoryEstimateInput(input);
    const catalog: ModelSpec[] = request.model ? [await this.models.spec(request.model, 'input.model')] : [];
    const estimate = estimateOrThrow(request, catalog);
    return {
      ...estimate,
      request: { input: request, catalog },
      byGpuCount: new Map([[estimate.gpuCount, estimate]]),
    };
  }

  /** Cards that hold the per-GPU total at the estimate's own GPU count, cheapest first. */
  async fittingGpus(estimate: MemoryEstimateModel, args: FittingGpusInput): Promise<LinkedGpu[]> {
    const first = boundedInt(args.first, 5, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const fits = await this.fitsFor(estimate, [estimate.gpuCount], {
      first,
      condition: args.condition ?? 'ANY',
      orderBy: 'PRICE',
    });
    return fits.map((fit) => fit.gpu);
  }

  /** Setups of 1-8 GPUs of one model that hold the estimate, cheapest first. */
  async fits(estimate: MemoryEstimateModel, args: FitsInput): Promise<GpuFitModel[]> {
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

  /** rigbase's measured generation speeds of the fit's card with a model of the same class. */
  measuredBenchmarks(fit: GpuFitModel): Linked<'Benchmark'>[] {
    if (!fit.modelClass) return [];
    const modelClass = fit.modelClass;
    return fit.gpu.benchmarks.filter((row) => isSameModelClass(row, modelClass));
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
    const snapshot = await this.catalog();
    const gpus = snapshot.ofKind('GPU');
    const bySlug = new Map(gpus.map((gpu) => [gpu.slug, gpu]));
    // Whether each architecture computes in FP8: its software-support row, when there is one.
    const candidates: FitGpu[] = gpus.map((gpu) => ({
      ...gpu,
      supported: !isLegacyGpu(gpu),
      fp8: gpu.softwareSupport?.fp8 ?? null,
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
