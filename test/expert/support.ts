/** Small helpers for the expert panel: check a build and read its findings. */
import { checkBuild, type CheckBuildOptions } from '../../src/rules/check-build';
import type {
  BuildFacts,
  BuildPartFacts,
  BuildReportFacts,
  ComponentFacts,
  Finding,
  MainsFacts,
  Severity,
} from '../../src/rules/facts';
import { line } from './seed-catalog';

/** A line of a scenario: a seeded slug (one of it), a seeded or edited part (one), or a build line. */
export type Line = string | ComponentFacts | BuildPartFacts;

const toPart = (item: Line): BuildPartFacts =>
  typeof item === 'string' ? line(item) : 'component' in item ? item : { component: item, quantity: 1 };

/** checkBuild on parts, with optional mains, use case, risers and options. */
export function check(
  parts: Line[],
  extra: Omit<BuildFacts, 'parts'> = {},
  options?: CheckBuildOptions,
): BuildReportFacts {
  return checkBuild({ parts: parts.map(toPart), ...extra }, options);
}

/** Findings of one rule, optionally of one severity. */
export function findings(report: BuildReportFacts, ruleId: string, severity?: Severity): Finding[] {
  return report.findings.filter(
    (found) => found.ruleId === ruleId && (!severity || found.severity === severity),
  );
}

/** Severities a rule reported, sorted and joined ("" when none). */
export function severities(report: BuildReportFacts, ruleId: string): string {
  return findings(report, ruleId)
    .map((found) => found.severity)
    .sort()
    .join(',');
}

/** Every message of a rule, joined, for pattern checks. */
export function text(report: BuildReportFacts, ruleId: string): string {
  return findings(report, ruleId)
    .map((found) => found.message)
    .join(' ');
}

/**
 * A scenario an expert judges: the verdict in the expert's words, the parts, the severities
 * the rule must report ("" for none), and what its messages must say.
 */
export type Verdict = readonly [string, Line[], string, RegExp?];

/** One test per scenario, all under the same mains, risers and use case. */
export function verdicts(
  ruleId: string,
  scenarios: readonly Verdict[],
  extra?: Omit<BuildFacts, 'parts'>,
): void {
  for (const [verdict, parts, expected, says] of scenarios) {
    it(verdict, () => {
      const report = check(parts, extra);
      expect(severities(report, ruleId)).toBe(expected);
      if (says) expect(text(report, ruleId)).toMatch(says);
    });
  }
}

export type { MainsFacts };
