import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, BuildReportFacts, Finding, Severity } from '../../../src/rules/facts';

/** Findings of one rule. */
export function findingsOf(report: BuildReportFacts, ruleId: string, severity?: Severity): Finding[] {
  return report.findings.filter((f) => f.ruleId === ruleId && (!severity || f.severity === severity));
}

/** Severities a rule reported, sorted ("" when none). */
export function severitiesOf(
  build: BuildFacts,
  ruleId: string,
  options?: Parameters<typeof checkBuild>[1],
): string {
  return findingsOf(checkBuild(build, options), ruleId)
    .map((f) => f.severity)
    .sort()
    .join(',');
}

/** Missing-data findings whose message mentions the text. */
export function missingDataMentioning(report: BuildReportFacts, text: string | RegExp): Finding[] {
  return findingsOf(report, 'completeness.missing-data', 'INFO').filter((f) =>
    typeof text === 'string' ? f.message.includes(text) : text.test(f.message),
  );
}
