/**
 * Reading a recommendBuild result the way its tests judge it: the price it comes to, the
 * kinds of part it holds, and the verdict checkBuild gives it on its own (so a test never
 * takes the recommendation's word for its soundness).
 */
import { checkBuild } from '../../src/rules/check-build';
import type { BuildReportFacts, Finding } from '../../src/rules/facts';
import type {
  BuildRecommendationRequest,
  BuildRecommendationResult,
} from '../../src/rules/recommend/recommend-build';

/** The kinds of a complete build, sorted: one line of each. */
export const EVERY_KIND = ['CASE', 'COOLER', 'CPU', 'GPU', 'MEMORY', 'MOTHERBOARD', 'PSU', 'STORAGE'];

/** The kinds of part a result holds, sorted. */
export function kindsOf(result: BuildRecommendationResult): string[] {
  return result.parts.map((line) => line.component.kind).sort();
}

/** Each line at the unit price the recommendation used, times its quantity (NaN if one is missing). */
export function totalUsd(result: BuildRecommendationResult): number {
  return result.parts.reduce(
    (sum, line) => sum + (result.unitPricesUsd.get(line.component.slug) ?? Number.NaN) * line.quantity,
    0,
  );
}

/** checkBuild of the recommended parts, under the request's mains and use case, with its risers. */
export function recheck(
  result: BuildRecommendationResult,
  request: BuildRecommendationRequest,
): BuildReportFacts {
  return checkBuild({
    parts: result.parts,
    mains: request.mains,
    useCase: request.useCase,
    risers: result.risers,
  });
}

/** The ERROR findings of a report (none in any sound build). */
export function errorsIn(report: BuildReportFacts): Finding[] {
  return report.findings.filter((found) => found.severity === 'ERROR');
}
