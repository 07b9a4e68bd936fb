/**
 * What the catalog is missing or holding too long: prices older than a health window, parts
 * without the facts a deciding build check needs, and how recent its newest models are. Pure:
 * the caller passes the rows and today's date.
 */
import type { ComponentKind } from '../../catalog/fields';

/**
 * A price older than this is listed by catalogHealth, half the age at which answers call a
 * price stale (PRICE_STALE_AFTER_MONTHS, 12), so an editor sees it before answers flag it;
 * issue 28 asks for six months.
 * @estimate 6 months, stated reason above.
 */
export const HEALTH_PRICE_AGE_MONTHS = 6;
/** Examples listed per group: enough to act on, bounded whatever the catalog holds. */
export const HEALTH_EXAMPLES = 5;

export interface HealthComponent {
  slug: string;
  name: string;
  kind: ComponentKind;
  /** The component's facts as the read model holds them (nullable fields, lists). */
  facts: Readonly<Record<string, unknown>>;
}

export interface DecidingFact {
  kind: ComponentKind;
  /** The fact's field name, as the rules' missing-fact reports name it. */
  fact: string;
  /** The build checks (rule ids) that cannot run without it. */
  ruleIds: string[];
  /** Whether a part of this kind needs it (a PCIe fact does not apply to an SXM module). */
  appliesTo?: (facts: Readonly<Record<string, unknown>>) => boolean;
}

const pcieCard = (facts: Readonly<Record<string, unknown>>) =>
  facts.formFactor !== 'SXM' && facts.formFactor !== 'OAM';

/**
 * The facts whose absence leaves a deciding check unrun: the same fields the checks name in
 * their missing-fact reports (src/rules/checks: fit.ts, pcie.ts, power.ts, platform*.ts).
 */
export const DECIDING_FACTS: readonly DecidingFact[] = [
  {
    kind: 'MOTHERBOARD',
    fact: 'pcieSlots',
    ruleIds: ['fit.gpu-slots', 'pcie.lane-budget', 'pcie.link-width'],
  },
  { kind: 'MOTHERBOARD', fact: 'maxMemoryGb', ruleIds: ['platform.memory-capacity'] },
  { kind: 'CASE', fact: 'maxGpuLengthMm', ruleIds: ['fit.gpu-length'] },
  { kind: 'CASE', fact: 'formFactors', ruleIds: ['fit.board-form-factor'] },
  { kind: 'PSU', fact: 'pcieConnectors', ruleIds: ['power.connectors'] },
  { kind: 'GPU', fact: 'pcieConnectors', ruleIds: ['power.connectors'], appliesTo: pcieCard },
  { kind: 'GPU', fact: 'slotWidth', ruleIds: ['fit.gpu-slots', 'fit.case-slots'], appliesTo: pcieCard },
  { kind: 'GPU', fact: 'pcieGen', ruleIds: ['pcie.link-width'], appliesTo: pcieCard },
  { kind: 'CPU', fact: 'memoryTypes', ruleIds: ['platform.memory-type'] },
  { kind: 'CPU', fact: 'maxMemoryGb', ruleIds: ['platform.memory-capacity'] },
  { kind: 'COOLER', fact: 'sockets', ruleIds: ['platform.cooler'] },
];

const isMissing = (value: unknown) => value == null || (Array.isArray(value) && value.length === 0);

export interface StalePrice {
  slug: string;
  name: string;
  /** The newest price's day (the period's first day for a month or a year). */
  newestOn: string;
}

export interface PriceAgeGroup {
  /** A component kind, or CLOUD_OFFERING for the rental offers (per GPU). */
  kind: ComponentKind | 'CLOUD_OFFERING';
  /** Parts (or GPUs with offers) that have a dated price. */
  priced: number;
  /** Of those, the ones whose newest price is older than the window. */
  stale: number;
  /** The oldest stale ones first. */
  examples: StalePrice[];
}

export interface MissingFactGroup {
  kind: ComponentKind;
  fact: string;
  ruleIds: string[];
  /** Parts of the kind the fact applies to, and how many lack it. */
  parts: number;
  missing: number;
  examples: string[];
}

export interface ModelFreshness {
  newestReleaseYear: number | null;
  newestModels: string[];
  /** The newest generation (image/video) model the generation estimate knows, ISO date. */
  newestGenerationRelease: string | null;
  statement: string;
}

export interface CatalogHealthReport {
  today: string;
  staleBefore: string;
  prices: PriceAgeGroup[];
  missingFacts: MissingFactGroup[];
  models: ModelFreshness;
}

export interface CatalogHealthInput {
  today: string;
  components: readonly HealthComponent[];
  /** Each priced part's dated observations, and each GPU's cloud offers, as (slug, day). */
  priceDays: readonly { slug: string; day: string }[];
  offerDays: readonly { gpuSlug: string; gpuName: string; day: string }[];
  models: readonly { name: string; releaseYear: number }[];
  generationReleases: readonly string[];
}

/** The day `months` before `today` (ISO), the same day of the month clamped to its length. */
export function monthsBeforeDay(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1 - months, 1));
  const last = new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, 0)).getUTCDate();
  shifted.setUTCDate(Math.min(day, last));
  return shifted.toISOString().slice(0, 10);
}

function ageGroup(
  kind: PriceAgeGroup['kind'],
  newest: Map<string, { name: string; day: string }>,
  before: string,
): PriceAgeGroup {
  const stale = [...newest.entries()]
    .filter(([, p]) => p.day < before)
    .sort((a, b) => a[1].day.localeCompare(b[1].day) || a[0].localeCompare(b[0]));
  return {
    kind,
    priced: newest.size,
    stale: stale.length,
    examples: stale.slice(0, HEALTH_EXAMPLES).map(([slug, p]) => ({ slug, name: p.name, newestOn: p.day })),
  };
}

export function catalogHealth(input: CatalogHealthInput): CatalogHealthReport {
  const before = monthsBeforeDay(input.today, HEALTH_PRICE_AGE_MONTHS);
  const bySlug = new Map(input.components.map((c) => [c.slug, c]));
  const newestByKind = new Map<ComponentKind, Map<string, { name: string; day: string }>>();
  for (const { slug, day } of input.priceDays) {
    const part = bySlug.get(slug);
    if (!part) continue;
    const kindMap = newestByKind.get(part.kind) ?? new Map<string, { name: string; day: string }>();
    newestByKind.set(part.kind, kindMap);
    const seen = kindMap.get(slug);
    if (!seen || day > seen.day) kindMap.set(slug, { name: part.name, day });
  }
  const offers = new Map<string, { name: string; day: string }>();
  for (const { gpuSlug, gpuName, day } of input.offerDays) {
    const seen = offers.get(gpuSlug);
    if (!seen || day > seen.day) offers.set(gpuSlug, { name: gpuName, day });
  }
  const prices = [
    ...[...newestByKind.entries()]
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map(([kind, newest]) => ageGroup(kind, newest, before)),
    ageGroup('CLOUD_OFFERING', offers, before),
  ];

  const missingFacts = DECIDING_FACTS.map((need) => {
    const parts = input.components.filter((c) => c.kind === need.kind && (need.appliesTo?.(c.facts) ?? true));
    const lacking = parts.filter((c) => isMissing(c.facts[need.fact]));
    return {
      kind: need.kind,
      fact: need.fact,
      ruleIds: need.ruleIds,
      parts: parts.length,
      missing: lacking.length,
      examples: lacking.slice(0, HEALTH_EXAMPLES).map((c) => c.slug),
    };
  });

  const newestYear = input.models.length ? Math.max(...input.models.map((m) => m.releaseYear)) : null;
  const newestModels = input.models.filter((m) => m.releaseYear === newestYear).map((m) => m.name);
  const newestGeneration = [...input.generationReleases].sort().at(-1) ?? null;
  const statement =
    newestYear === null
      ? 'The catalog holds no language models; nothing can be said about which models exist.'
      : `The catalog's newest language models are from ${newestYear} (${newestModels.slice(0, HEALTH_EXAMPLES).join(', ')}${newestModels.length > HEALTH_EXAMPLES ? ', ...' : ''}); anything released after that is unknown to rigbase, not absent from the world. Models by year only: a model from late ${newestYear} may be missing too.`;
  return {
    today: input.today,
    staleBefore: before,
    prices,
    missingFacts,
    models: {
      newestReleaseYear: newestYear,
      newestModels,
      newestGenerationRelease: newestGeneration,
      statement,
    },
  };
}
