import { MISSING_DATA_RULE_ID } from './define-rule';
import type { BuildReportFacts, BuildVerdict, Finding, UnverifiedCheck } from './facts';

/**
 * The three verdicts (issue 26). A build is INCOMPATIBLE when a check failed (an ERROR),
 * UNVERIFIED when none failed but a check that decides whether the parts fit or run together
 * could not run (a missing fact or part), and COMPATIBLE only when neither: a green answer
 * never rests on a check that did not run.
 */
export function verdictOf(findings: readonly Finding[]): BuildVerdict {
  if (findings.some((found) => found.severity === 'ERROR')) return 'INCOMPATIBLE';
  return findings.some((found) => found.notChecked?.decides) ? 'UNVERIFIED' : 'COMPATIBLE';
}

/** The checks that could not run, deciding ones first, each with the facts that would settle it. */
export function unverifiedChecksOf(findings: readonly Finding[]): UnverifiedCheck[] {
  const checks = findings.flatMap((found): UnverifiedCheck[] =>
    found.notChecked
      ? [
          {
            ...found.notChecked,
            settledBy: [...found.notChecked.settledBy],
            message: found.message,
            componentSlugs: [...found.componentSlugs],
          },
        ]
      : [],
  );
  return [...checks.filter((check) => check.decides), ...checks.filter((check) => !check.decides)];
}

/**
 * The verdict of a report, also of one saved before verdicts existed: those said
 * `compatible: true` while missing-data notes named checks that could not run, and which of
 * those notes decided was not recorded, so any such note makes an old green report UNVERIFIED.
 */
export function reportVerdict(
  report: Pick<BuildReportFacts, 'verdict' | 'compatible' | 'findings'>,
): BuildVerdict {
  if (report.verdict) return report.verdict;
  if (!report.compatible) return 'INCOMPATIBLE';
  return report.findings.some((found) => found.ruleId === MISSING_DATA_RULE_ID) ? 'UNVERIFIED' : 'COMPATIBLE';
}

/** The unverified checks of a report, also of one saved before verdicts (each old note, as deciding). */
export function reportUnverifiedChecks(
  report: Pick<BuildReportFacts, 'unverifiedChecks' | 'findings'>,
): UnverifiedCheck[] {
  if (report.unverifiedChecks) return report.unverifiedChecks;
  return report.findings
    .filter((found) => found.ruleId === MISSING_DATA_RULE_ID)
    .map((found) => ({
      ruleId: MISSING_DATA_RULE_ID,
      decides: true,
      settledBy: [],
      message: found.message,
      componentSlugs: [...found.componentSlugs],
    }));
}
