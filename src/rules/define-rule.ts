import type { RuleContext } from './analysis/rule-context';
import type { Finding, MissingFact, Severity } from './facts';

/** Id of the rule that names checks which could not run for lack of a part or a fact. */
export const MISSING_DATA_RULE_ID = 'completeness.missing-data';

/** Dotted kebab-case: `<prefix>.<name>`, e.g. `power.circuit`. */
const RULE_ID_PATTERN = /^[a-z]+(-[a-z0-9]+)*\.[a-z0-9]+(-[a-z0-9]+)*$/;

/** What a note that a check could not run says besides its message. */
export interface NotCheckedDetail {
  /** The facts (of which parts) that would settle the check; a part the build lacks is a fact too. */
  settledBy: readonly MissingFact[];
  /**
   * Whether the check could have failed the build (it decides whether the parts fit or run
   * together): the build is then UNVERIFIED rather than compatible. Defaults to whether the
   * rule reports ERRORs.
   */
  decides?: boolean;
}

/** How a rule's check reports: findings under its own id, or a note that a fact was missing. */
export interface FindingSink {
  /** A finding of this rule. */
  finding(severity: Severity, message: string, componentSlugs: readonly string[]): Finding;
  /**
   * An INFO of completeness.missing-data: this check could not run (fully) without a fact;
   * the note keeps the rule that could not run and the facts that would settle it.
   */
  couldNotCheck(message: string, componentSlugs: readonly string[], detail: NotCheckedDetail): Finding;
}

/** A part of a kind the build does not list, as a fact that would settle a check. */
export function missingPart(kind: string): MissingFact {
  return { componentSlug: null, kind, field: null };
}

/** A part as a missing fact names it; a graphics card read as its chip keeps `chipSlug`. */
type FactOwner = { slug: string; kind: string; chipSlug?: string };

/** A fact of a part that is not on record. */
export function missingFact(part: FactOwner, field: string): MissingFact {
  return { componentSlug: part.slug, kind: part.chipSlug ? 'GRAPHICS_CARD' : part.kind, field };
}

/** The same fact of several parts (each listed once). */
export function missingFacts(parts: readonly FactOwner[], field: string): MissingFact[] {
  const seen = new Set<string>();
  return parts.flatMap((part) => {
    if (seen.has(part.slug)) return [];
    seen.add(part.slug);
    return [missingFact(part, field)];
  });
}

/** A rule as the API lists it (the `Rule` GraphQL type). `severity` is the default; a rule may report less. */
export interface RuleDefinition {
  id: string;
  title: string;
  description: string;
  severity: Severity;
  /** Keys of seeded sources (seeds/data/sources-*.ts). */
  sourceKeys: string[];
}

/** What defineRule takes: the rule's metadata and its check, in one object. */
export interface RuleSpec<Id extends string = string> {
  id: Id;
  title: string;
  description: string;
  /** Most severe finding the rule reports. */
  severity: Severity;
  /** Keys of seeded sources the rule's thresholds come from. */
  sources: readonly string[];
  /** Pure: reads the context, returns findings (none when the build passes). */
  check: (context: RuleContext, report: FindingSink) => Finding[];
}

/** A defined rule: one object per rule, listed once in RULES (checks/index.ts). */
export type BuildRule<Id extends string = string> = Readonly<RuleSpec<Id>> & {
  /** Runs the check with a sink bound to this rule's id. */
  run(context: RuleContext): Finding[];
};

function makeFinding(
  ruleId: string,
  severity: Severity,
  message: string,
  componentSlugs: readonly string[],
): Finding {
  return { ruleId, severity, message, componentSlugs: [...new Set(componentSlugs)] };
}

function dedupeFacts(facts: readonly MissingFact[]): MissingFact[] {
  const seen = new Set<string>();
  return facts.filter((fact) => {
    const key = `${fact.componentSlug}|${fact.kind}|${fact.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Defines a build rule (after Vendure's PromotionCondition: one object carries the code,
 * the description and the check). A malformed id or a rule without sources is a
 * programmer error and throws at module load.
 */
export function defineRule<const Id extends string>(spec: RuleSpec<Id>): BuildRule<Id> {
  if (!RULE_ID_PATTERN.test(spec.id)) throw new Error(`Rule id "${spec.id}" is not <prefix>.<kebab-name>`);
  if (spec.sources.length === 0) throw new Error(`Rule ${spec.id} cites no source`);
  const sink: FindingSink = {
    finding: (severity, message, slugs) => makeFinding(spec.id, severity, message, slugs),
    couldNotCheck: (message, slugs, detail) => ({
      ...makeFinding(MISSING_DATA_RULE_ID, 'INFO', message, slugs),
      notChecked: {
        ruleId: spec.id,
        decides: detail.decides ?? spec.severity === 'ERROR',
        settledBy: dedupeFacts(detail.settledBy),
      },
    }),
  };
  return Object.freeze({
    ...spec,
    sources: Object.freeze([...spec.sources]),
    run: (context: RuleContext) => spec.check(context, sink),
  });
}

/** The API view of a rule (a fresh copy: callers cannot change the rule). */
export function describeRule(rule: BuildRule): RuleDefinition {
  return {
    id: rule.id,
    title: rule.title,
    description: rule.description,
    severity: rule.severity,
    sourceKeys: [...rule.sources],
  };
}
