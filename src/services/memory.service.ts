import type { CatalogSnapshot, Linked, LinkedGpu } from '../read-model';
import type {
  FitAdviceInput,
  FitsInput,
  FittingGpusInput,
  MemoryEstimateInput,
  SystemFitsInput,
} from './inputs';
import { isLegacyGpu } from '../rules/analysis/fact-fallbacks';
import type { SoftwareStack } from '../rules/analysis/software-stacks';
import {
  MemoryInputError,
  WEIGHT_FORMATS,
  weightFormatInfo,
  workloadOfMode,
  fitAdvice,
  fitGpus,
  fitInput,
  fitSystems,
  isSameModelClass,
  type FitGpu,
  type FitOptions,
  type ModelSpec,
} from '../rules/calculators/memory';
import { optionalNumber } from './input';
import { memoryEstimateInput } from './memory-input';
import type { ModelService } from './model.service';
import { rulesCatalog } from './rules-catalog';
import { estimateOrThrow, estimatesAt, fitCounts, fitFilters, type FitFilters } from './memory-fit-args';

import { serverCandidates, serverFitModels, serverGpuCounts } from './server-fits';
import { INPUT_LIMITS, boundedInt } from './rules-input';
import type {
  GpuFitModel,
  MemoryEstimateModel,
  ServerFitModel,
  SystemFitModel,
  WeightFormatDetailsModel,
} from './rules-models';

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
    // A loose name ("llama 4 scout") resolves to its catalog slug.
    if (catalog.length) request.model = catalog[0].slug;
    const estimate = estimateOrThrow(request, catalog);
    return {
      ...estimate,
      request: { input: request, catalog },
      bySetup: new Map([[`${estimate.gpuCount}|${request.zeroStage ?? ''}`, estimate]]),
    };
  }

  /** Every weight format the estimator knows, with its bits, scope and native hardware. */
  weightFormats(): WeightFormatDetailsModel[] {
    return WEIGHT_FORMATS.map((format) => ({ ...weightFormatInfo(format), format }));
  }

  /** Cards that hold the per-GPU total at the estimate's own GPU count, cheapest first. */
  async fittingGpus(estimate: MemoryEstimateModel, args: FittingGpusInput): Promise<LinkedGpu[]> {
    const first = boundedInt(args.first, 5, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const fits = await this.fitsFor(
      estimate,
      [estimate.gpuCount],
      {
        first,
        condition: args.condition ?? 'ANY',
        orderBy: 'PRICE',
        includeServerCards: false,
        includeLegacy: false,
      },
      true,
    );
    return fits.map((fit) => fit.gpu);
  }

  /** Setups of 1-8 GPUs of one model that hold the estimate, cheapest first. */
  async fits(estimate: MemoryEstimateModel, args: FitsInput): Promise<GpuFitModel[]> {
    const first = boundedInt(args.first, 10, 'first', 0, INPUT_LIMITS.maxRecommendations);
    return this.fitsFor(estimate, fitCounts(args.gpuCounts), { first, ...fitFilters(args) });
  }

  /**
   * When no setup holds the estimate under the same arguments as `fits`: what was tried and
   * the techniques (ZeRO-3, 8-bit Adam, offload; an 8-bit KV cache, 4-bit weights) with which
   * a catalog setup would hold it. When a setup holds it as asked: the cheaper setup an 8-bit KV
   * cache would allow, if any (fit-advice-choice.ts).
   */
  async fitAdvice(estimate: MemoryEstimateModel, args: FitAdviceInput): Promise<string[]> {
    const { gpus, options } = await this.fitCandidates(fitCounts(args.gpuCounts), fitFilters(args));
    const { input, catalog } = estimate.request;
    try {
      return fitAdvice(input, catalog, gpus, options);
    } catch (error) {
      if (error instanceof MemoryInputError) return [];
      throw error;
    }
  }

  /** The catalog's GPUs as fit candidates, and the fit options, from the snapshot (no statement). */
  private async fitCandidates(
    counts: readonly number[],
    filters: FitFilters & { only?: ReadonlySet<string> | null },
  ): Promise<{ gpus: FitGpu[]; options: FitOptions; rows: Map<string, LinkedGpu> }> {
    const snapshot = await this.catalog();
    const only = filters.only;
    const gpus = only ? snapshot.ofKind('GPU').filter((gpu) => only.has(gpu.slug)) : snapshot.ofKind('GPU');
    const { support } = rulesCatalog(snapshot);
    // Whether each architecture computes in FP8: its software-support row, when there is one.
    const candidates: FitGpu[] = gpus.map((gpu) => ({
      ...gpu,
      supported: !isLegacyGpu(gpu),
      fp8: gpu.softwareSupport?.fp8 ?? null,
    }));
    return {
      gpus: candidates,
      rows: new Map(gpus.map((gpu) => [gpu.slug, gpu])),
      options: {
        gpuCounts: counts,
        condition: filters.condition,
        desktopOnly: !filters.includeServerCards,
        includeUnsupported: filters.includeLegacy ?? false,
        budgetUsd: filters.budgetUsd ?? null,
        orderBy: filters.orderBy,
        runtime: filters.runtime ?? null,
        stack: filters.stack ?? null,
        support,
      },
    };
  }

  /**
   * Every setup (up to 100) of the given GPU counts that holds the estimate, cheapest first;
   * `only` narrows the candidates to some GPUs (planJob: the GPUs the cloud offers).
   */
  async planFits(
    estimate: MemoryEstimateModel,
    counts: readonly number[],
    filters: FitFilters & { only?: ReadonlySet<string> | null },
  ): Promise<GpuFitModel[]> {
    return this.fitsFor(estimate, fitCounts(counts), { ...filters, first: PLAN_FIT_LIMIT });
  }

  /**
   * Unified-memory machines (DGX Spark, Ryzen AI Max, Mac Studio) that hold the estimate at
   * one GPU, compared with the memory their GPU may use; cheapest first.
   */
  async systemFits(estimate: MemoryEstimateModel, args: SystemFitsInput): Promise<SystemFitModel[]> {
    const first = boundedInt(args.first, 10, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const budgetUsd = optionalNumber(args.budgetUsd, 'budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd });
    if (first === 0) return [];
    const wanted = fitInput(estimate.request.input, 1);
    const key = `1|${wanted.zeroStage ?? ''}`;
    let one = estimate.bySetup.get(key);
    if (!one) {
      one = estimateOrThrow(wanted, estimate.request.catalog);
      estimate.bySetup.set(key, one);
    }
    const rows = (await this.catalog()).ofKind('UNIFIED_MEMORY_SYSTEM');
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const fits = fitSystems(one, rows, {
      first,
      condition: args.condition ?? 'ANY',
      budgetUsd,
      runtime: args.runtime ?? null,
    });
    return fits.map((fit) => ({ ...fit, system: bySlug.get(fit.system.slug)! }));
  }

  /**
   * Whole servers (DGX/HGX, OCP nodes) whose GPUs hold the estimate sharded over all of them,
   * by the rule of `fits` at the server's GPU count; cheapest first (server-fit.ts).
   */
  async serverFits(estimate: MemoryEstimateModel, args: SystemFitsInput): Promise<ServerFitModel[]> {
    const first = boundedInt(args.first, 10, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const budgetUsd = optionalNumber(args.budgetUsd, 'budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd });
    if (first === 0) return [];
    const candidates = serverCandidates(await this.catalog());
    const byCount = estimatesAt(estimate, serverGpuCounts(candidates.servers));
    const options = { first, condition: args.condition ?? 'ANY', budgetUsd, runtime: args.runtime ?? null };
    return serverFitModels(byCount, candidates, options);
  }

  /**
   * planJob's whole servers: every server (up to 100) whose GPUs hold the estimate by serverFits'
   * rule, priced or not, narrowed to the stack the plan runs on (as planFits narrows cards).
   */
  async planServerFits(
    estimate: MemoryEstimateModel,
    filters: { condition: 'NEW' | 'USED' | 'ANY'; stack: SoftwareStack | null },
  ): Promise<ServerFitModel[]> {
    const snapshot = await this.catalog();
    const candidates = serverCandidates(snapshot, rulesCatalog(snapshot).support, {
      workload: workloadOfMode(estimate.request.input.mode),
      stack: filters.stack,
    });
    const byCount = estimatesAt(estimate, serverGpuCounts(candidates.servers));
    return serverFitModels(byCount, candidates, { first: PLAN_FIT_LIMIT, condition: filters.condition });
  }

  /** rigbase's measured generation speeds of the fit's card with a model of the same class. */
  measuredBenchmarks(fit: Pick<GpuFitModel, 'gpu' | 'modelClass'>): Linked<'Benchmark'>[] {
    if (!fit.modelClass) return [];
    const modelClass = fit.modelClass;
    return fit.gpu.benchmarks.filter((row) => isSameModelClass(row, modelClass));
  }

  private async fitsFor(
    estimate: MemoryEstimateModel,
    counts: readonly number[],
    filters: FitFilters & { first: number; only?: ReadonlySet<string> | null },
    asAsked = false,
  ): Promise<GpuFitModel[]> {
    if (filters.first === 0) return [];
    const byCount = estimatesAt(estimate, counts, asAsked);
    const { gpus: candidates, options, rows: bySlug } = await this.fitCandidates(counts, filters);
    const fits = fitGpus(byCount, candidates, { ...options, first: filters.first });
    return fits.map((fit) => {
      const gpu = bySlug.get(fit.gpu.slug)!;
      const at = byCount.get(fit.gpuCount)!;
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

/** The most setups planFits returns (the fit search's own cap). */
const PLAN_FIT_LIMIT = 100;
