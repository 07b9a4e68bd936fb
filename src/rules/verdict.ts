import { MISSING_DATA_RULE_ID } from './define-rule';
import type { BuildReportFacts, BuildVerdict, Finding, MissingFact, UnverifiedCheck } from './facts';
import { joinList, plural } from './format';

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

/** The facts a note can ask for, in words ("its PCIe slot positions"); others read as the field name. */
const FACT_WORDS: Readonly<Record<string, string>> = {
  pcieSlots: 'PCIe slot positions',
  slotWidth: 'slot width',
  lengthMm: 'card length',
  maxGpuLengthMm: 'maximum GPU length',
  formFactors: 'board form factors',
  pcieConnectors: 'PCIe power connector count',
  registeredMemory: 'registered-memory support',
  maxMemoryGb: 'maximum memory',
  memoryTypes: 'supported memory types',
  sockets: 'supported sockets',
  gpuModuleSockets: 'GPU module sockets',
  efficiencyRating: 'efficiency rating',
  priceUsd: 'price',
  eccSupport: 'ECC support',
  coolerStyle: 'cooler style',
  pcieLanes: 'PCIe lane count',
  pcieGen: 'PCIe generation',
  memoryChannels: 'memory channel count',
};

/** Kinds as a sentence names a part the build lacks. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  CPU: 'a CPU',
  MOTHERBOARD: 'a motherboard',
  MEMORY: 'memory',
  PSU: 'a power supply',
  CASE: 'a case',
  GPU: 'a GPU',
  STORAGE: 'storage',
  COOLER: 'a CPU cooler',
};

/** "the ASRock X570M Pro4's PCIe slot positions", or "a power supply" for a missing part. */
export function describeMissingFact(fact: MissingFact, nameOf: (slug: string) => string): string {
  if (fact.componentSlug === null)
    return KIND_WORDS[fact.kind ?? ''] ?? `a ${String(fact.kind).toLowerCase()}`;
  const what = fact.field ? (FACT_WORDS[fact.field] ?? fact.field) : 'facts';
  return `the ${nameOf(fact.componentSlug)}'s ${what}`;
}

/**
 * The verdict in one or two sentences, for a chatbot or a page: what it rests on, and for an
 * unverified build which checks could not run and what would settle each.
 */
export function verdictSummary(
  report: Pick<BuildReportFacts, 'verdict' | 'compatible' | 'findings' | 'unverifiedChecks'>,
  nameOf: (slug: string) => string,
  titleOf: (ruleId: string) => string,
): string {
  const verdict = reportVerdict(report);
  const errors = report.findings.filter((found) => found.severity === 'ERROR');
  const open = reportUnverifiedChecks(report).filter((check) => check.decides);
  if (verdict === 'INCOMPATIBLE') {
    return `Not compatible: ${plural(errors.length, 'check')} failed (${joinList([...new Set(errors.map((found) => titleOf(found.ruleId)))])}).`;
  }
  if (verdict === 'COMPATIBLE') {
    return 'Compatible: every check that decides whether these parts fit and run together ran, and none failed.';
  }
  const items = open.map((check) => {
    const facts = check.settledBy.map((fact) => describeMissingFact(fact, nameOf));
    return facts.length
      ? `${titleOf(check.ruleId)} (needs ${joinList([...new Set(facts)])})`
      : titleOf(check.ruleId);
  });
  return (
    `Unverified: no check failed, but ${plural(open.length, 'check')} that ${open.length === 1 ? 'decides' : 'decide'} whether these parts fit or run together could not run: ` +
    `${joinList([...new Set(items)])}. Not to be read as compatible until those are known.`
  );
}
