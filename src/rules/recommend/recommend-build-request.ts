import type { BuildPartFacts, BuildReportFacts, MainsFacts, PriceCondition, UseCaseFacts } from '../facts';
import type { SoftwareStack, StackSupportIndex } from '../analysis/software-stacks';
import { MAX_RECOMMENDED_GPU_COUNT } from '../thresholds';
import type { SearchStats } from './recommend-build-search';

/** What recommendBuild is asked, what it answers, and the request's own checks. */
export interface BuildRecommendationRequest {
  budgetUsd: number;
  gpuCount: number;
  condition: PriceCondition;
  minVramGb?: number;
  useCase?: UseCaseFacts | null;
  mains?: MainsFacts | null;
  /** The stack the user runs; default: any stack the work runs on (WORKLOAD_STACKS). */
  stack?: SoftwareStack | null;
  /** The catalog's software-support rows by architecture (ROCm and oneAPI status). */
  support?: StackSupportIndex | null;
  /** Today (YYYY-MM-DD): the reasons flag prices observed more than PRICE_STALE_AFTER_MONTHS before. */
  today?: string | null;
}

export interface BuildRecommendationResult {
  /** Empty when no build fits; `reasons` then say which constraint failed. */
  parts: BuildPartFacts[];
  /** Unit price of each chosen part at the requested condition, by slug. */
  unitPricesUsd: Map<string, number>;
  /**
   * checkBuild's report of the chosen build (no ERROR findings); null when none fits. Its
   * totalPriceUsd is checkBuild's new-price total; unitPricesUsd has the condition's prices.
   */
  report: BuildReportFacts | null;
  reasons: string[];
  searched: SearchStats;
  /** The cards hang on riser cables in an open frame (checkBuild's BuildFacts.risers). */
  risers: boolean;
}

export function validateBuildRequest(request: BuildRecommendationRequest): void {
  if (!(request.budgetUsd > 0) || !Number.isFinite(request.budgetUsd)) {
    throw new RangeError(`budgetUsd must be a positive number, got ${request.budgetUsd}.`);
  }
  const count = request.gpuCount;
  if (!Number.isInteger(count) || count < 1 || count > MAX_RECOMMENDED_GPU_COUNT) {
    throw new RangeError(`gpuCount must be an integer from 1 to ${MAX_RECOMMENDED_GPU_COUNT}, got ${count}.`);
  }
}
