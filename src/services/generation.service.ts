import { DomainError, ErrorCode, badInput } from '../errors';
import type { CatalogSnapshot, Linked, LinkedGpu } from '../read-model';
import { isLegacyGpu } from '../rules/analysis/fact-fallbacks';
import {
  GENERATION_MODELS,
  MemoryInputError,
  estimateGenerationMemory,
  fitGeneration,
  type GenerationEstimate,
  type GenerationFit,
  type GenerationInput,
  type GenerationModelSpec,
} from '../rules/calculators/memory';
import { optionalNumber } from './input';
import { rulesCatalog } from './rules-catalog';
import { INPUT_LIMITS, boundedInt } from './rules-input';

/** The API's generation input: GraphQL and MCP send null for what is absent. */
export type GenerationMemoryRequest = {
  [K in keyof GenerationInput]: K extends 'model' ? string : GenerationInput[K] | null | undefined;
};

type Maybe<T> = T | null | undefined;

/** estimateGenerationMemory's `fits` arguments. */
export interface GenerationFitsInput {
  first?: Maybe<number>;
  condition?: Maybe<'NEW' | 'USED' | 'ANY'>;
  includeServerCards?: Maybe<boolean>;
  includeLegacy?: Maybe<boolean>;
  budgetUsd?: Maybe<number>;
}

/** A card or machine that holds a generation estimate, with its catalog row. */
export type GenerationFitModel = Omit<GenerationFit, 'gpu' | 'system'> & {
  gpu: LinkedGpu | null;
  system: Linked<'UnifiedMemorySystem'> | null;
};

/**
 * Image and video generation memory for the API. The estimator is pure
 * (src/rules/calculators/memory/generation.ts) and its model list is code, so this service
 * maps the request and the estimator's input errors to API errors, and reads the catalog's
 * cards and machines for `fits` (src/rules/calculators/memory/generation-fit.ts).
 */
export class GenerationService {
  constructor(private readonly catalog: () => Promise<CatalogSnapshot>) {}

  estimate(request: GenerationMemoryRequest): GenerationEstimate {
    const input: GenerationInput = { model: request.model };
    for (const [key, value] of Object.entries(request))
      if (value !== null && value !== undefined) (input as unknown as Record<string, unknown>)[key] = value;
    try {
      return estimateGenerationMemory(input);
    } catch (error) {
      if (!(error instanceof MemoryInputError)) throw error;
      const field = `input.${error.field}`;
      if (error.code === 'NOT_FOUND')
        throw new DomainError(ErrorCode.NOT_FOUND, error.message, {
          field,
          suggestions: GENERATION_MODELS.map((m) => m.slug),
        });
      throw badInput(field, error.message);
    }
  }

  /** Cards and unified-memory machines whose memory holds the estimate's peak, cheapest first. */
  async fits(estimate: GenerationEstimate, args: GenerationFitsInput): Promise<GenerationFitModel[]> {
    const first = boundedInt(args.first, 10, 'first', 0, INPUT_LIMITS.maxRecommendations);
    const budgetUsd = optionalNumber(args.budgetUsd, 'budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd });
    if (first === 0) return [];
    const snapshot = await this.catalog();
    const gpuRows = snapshot.ofKind('GPU');
    const systemRows = snapshot.ofKind('UNIFIED_MEMORY_SYSTEM');
    const gpus = new Map(gpuRows.map((gpu) => [gpu.slug, gpu]));
    const systems = new Map(systemRows.map((system) => [system.slug, system]));
    const fits = fitGeneration(
      estimate.peak.total.bytes,
      gpuRows.map((gpu) => ({ ...gpu, supported: !isLegacyGpu(gpu) })),
      systemRows,
      {
        first,
        condition: args.condition ?? 'ANY',
        includeServerCards: args.includeServerCards ?? false,
        includeLegacy: args.includeLegacy ?? false,
        budgetUsd,
        support: rulesCatalog(snapshot).support,
      },
    );
    return fits.map((fit) => ({
      ...fit,
      gpu: fit.gpu ? gpus.get(fit.gpu.slug)! : null,
      system: fit.system ? systems.get(fit.system.slug)! : null,
    }));
  }

  models(): GenerationModelSpec[] {
    return [...GENERATION_MODELS];
  }
}
