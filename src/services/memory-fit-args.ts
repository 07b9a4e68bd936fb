/**
 * The arguments of the memory service's fit queries, read and checked once: the GPU counts,
 * the filters and order, and the estimate at each count (with the estimator's input errors
 * as BAD_USER_INPUT or NOT_FOUND naming the field).
 */
import { DomainError, ErrorCode, badInput } from '../errors';
import type { SoftwareStack } from '../rules/analysis/software-stacks';
import {
  DEFAULT_GPU_COUNTS,
  MemoryInputError,
  estimateMemoryV2,
  fitInput,
  type FitOrder,
  type MemoryEstimateV2,
  type MemoryEstimateV2Input,
  type ModelSpec,
} from '../rules/calculators/memory';
import type { FitRuntime } from '../rules/calculators/memory/fit-constants';
import { optionalNumber } from './input';
import type { FitAdviceInput } from './inputs';
import { INPUT_LIMITS, boundedInt } from './rules-input';
import type { MemoryEstimateModel } from './rules-models';

/**
 * Largest GPU count a setup in `fits` may have when asked for: an 8-GPU server (the default
 * counts stop at a 4-card workstation, DEFAULT_GPU_COUNTS).
 */
export const MAX_FIT_GPU_COUNT = 8;

/** What `fits` and `fitAdvice` filter and order by. */
export interface FitFilters {
  condition: 'NEW' | 'USED' | 'ANY';
  includeServerCards: boolean;
  includeLegacy: boolean;
  budgetUsd?: number | null;
  orderBy: FitOrder;
  runtime?: FitRuntime | null;
  stack?: SoftwareStack | null;
}

/** The GPU counts asked for (default 1, 2, 4), each validated. */
export function fitCounts(gpuCounts: readonly number[] | null | undefined): number[] {
  const counts = gpuCounts ?? DEFAULT_GPU_COUNTS;
  if (counts.length > MAX_FIT_GPU_COUNT)
    throw badInput('gpuCounts', `must list at most ${MAX_FIT_GPU_COUNT} counts`);
  counts.forEach((count, i) => boundedInt(count, 1, `gpuCounts[${i}]`, 1, MAX_FIT_GPU_COUNT));
  return [...new Set(counts)];
}

export function fitFilters(args: FitAdviceInput): FitFilters {
  return {
    condition: args.condition ?? 'ANY',
    includeServerCards: args.includeServerCards ?? false,
    includeLegacy: args.includeLegacy ?? false,
    budgetUsd: optionalNumber(args.budgetUsd, 'budgetUsd', { max: INPUT_LIMITS.maxBudgetUsd }),
    orderBy: args.orderBy ?? 'FEWEST_GPUS',
    runtime: args.runtime ?? null,
    stack: args.stack ?? null,
  };
}

/**
 * The estimate at each GPU count, cached on the estimate: setups follow fitInput (training and
 * fine-tuning shard with ZeRO-3 unless a stage is named); `asAsked` keeps the estimate's own
 * input (fittingGpus).
 */
export function estimatesAt(
  estimate: MemoryEstimateModel,
  counts: readonly number[],
  asAsked = false,
): Map<number, MemoryEstimateV2> {
  const { input, catalog } = estimate.request;
  const byCount = new Map<number, MemoryEstimateV2>();
  for (const count of counts) {
    const wanted = asAsked ? { ...input, gpuCount: count } : fitInput(input, count);
    const key = `${count}|${wanted.zeroStage ?? ''}`;
    let at = estimate.bySetup.get(key);
    if (!at) {
      at = estimateOrThrow(wanted, catalog);
      estimate.bySetup.set(key, at);
    }
    byCount.set(count, at);
  }
  return byCount;
}

/** Runs the estimator; its input errors become BAD_USER_INPUT or NOT_FOUND naming `input.<field>`. */
export function estimateOrThrow(input: MemoryEstimateV2Input, catalog: ModelSpec[]): MemoryEstimateV2 {
  try {
    return estimateMemoryV2(input, catalog);
  } catch (error) {
    if (!(error instanceof MemoryInputError)) throw error;
    const field = `input.${error.field}`;
    if (error.code === 'NOT_FOUND') throw new DomainError(ErrorCode.NOT_FOUND, error.message, { field });
    throw badInput(field, error.message);
  }
}
