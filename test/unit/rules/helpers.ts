import { checkBuild, type CheckBuildOptions } from '../../../src/rules/check-build';
import type { BuildReportFacts, Finding, Severity } from '../../../src/rules/facts';
import { buildOf, type BuildSpec } from './fixtures';

/** Findings of one rule in a report, or in checkBuild's report on a build. */
export function findingsOf(
  source: BuildReportFacts | BuildSpec,
  ruleId: string,
  severity?: Severity,
): Finding[] {
  const report = 'findings' in source ? source : checkBuild(buildOf(source));
  return report.findings.filter((f) => f.ruleId === ruleId && (!severity || f.severity === severity));
}

/** Severities a rule reported, sorted ("" when none). */
export function severitiesOf(build: BuildSpec, ruleId: string, options?: CheckBuildOptions): string {
  return findingsOf(checkBuild(buildOf(build), options), ruleId)
    .map((f) => f.severity)
    .sort()
    .join(',');
}

/** A verdict-table row: what the build is, the build, the severities expected, and any options. */
export type VerdictRow = readonly [string, BuildSpec, string, CheckBuildOptions?];

/** One test per row: the rule reports exactly the row's severities ("" for none) on its build. */
export function verdicts(ruleId: string, rows: readonly VerdictRow[]): void {
  for (const [label, build, expected, options] of rows) {
    it(label, () => expect(severitiesOf(build, ruleId, options)).toBe(expected));
  }
}

/** The message mentions every text (a string it contains, or a pattern it matches): one assertion each. */
export function expectMentions(message: string, ...texts: (string | RegExp)[]): void {
  for (const text of texts) {
    if (typeof text === 'string') expect(message).toContain(text);
    else expect(message).toMatch(text);
  }
}

/** Missing-data findings whose message mentions the text. */
export function missingDataMentioning(report: BuildReportFacts, text: string | RegExp): Finding[] {
  return findingsOf(report, 'completeness.missing-data', 'INFO').filter((f) =>
    typeof text === 'string' ? f.message.includes(text) : text.test(f.message),
  );
}

/** The rule stays silent on the build, and missing-data notes say `count` times what it could not check. */
export function expectUnchecked(spec: BuildSpec, ruleId: string, missing: string | RegExp, count = 1): void {
  const report = checkBuild(buildOf(spec));
  expect(findingsOf(report, ruleId)).toHaveLength(0);
  expect(missingDataMentioning(report, missing)).toHaveLength(count);
}
