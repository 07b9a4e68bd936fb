/**
 * What recommendBuild prepares once per catalog version (WeakMaps on the snapshot's catalog
 * and its priced views, so entries go with their version): the priced, de-duplicated and
 * pruned catalog per condition, the candidate GPUs in ranking order, and the bounds the search
 * checks a plan against before it enumerates platforms.
 */
import { isLegacyGpu, cpuSustainedW } from '../analysis/fact-fallbacks';
import { psuEfficiency } from '../analysis/power-budget';
import { isDesktopUsable } from '../analysis/slot-analysis';
import { stackFor, type SoftwareStack, type StackSupportIndex } from '../analysis/software-stacks';
import type { Workload } from '../../catalog/fields';
import type { GpuFacts, PriceCondition } from '../facts';
import {
  cheapestUsd,
  priceCatalog,
  type BuildCatalog,
  type PricedCatalog,
  type PricedPart,
} from './recommend-build-catalog';
import { byMetric, currentPlatformsOnly } from './recommend-build-helpers';
import { sustainedDrawW, type GpuPlan } from './recommend-build-plan';

const pricedCatalogs = new WeakMap<BuildCatalog, Map<PriceCondition, PricedCatalog>>();

/**
 * The catalog as the search sees it at a condition (current platforms only when buying new,
 * priced, de-duplicated, dominated parts dropped), built once per catalog version: the
 * snapshot's catalog object is the key, so a new version gets a new entry and the old one goes
 * with its snapshot.
 */
export function pricedCatalogFor(catalog: BuildCatalog, condition: PriceCondition): PricedCatalog {
  let byCondition = pricedCatalogs.get(catalog);
  if (!byCondition) {
    byCondition = new Map();
    pricedCatalogs.set(catalog, byCondition);
  }
  let priced = byCondition.get(condition);
  if (!priced) {
    priced = priceCatalog(condition === 'NEW' ? currentPlatformsOnly(catalog) : catalog, condition);
    byCondition.set(condition, priced);
  }
  return priced;
}

/**
 * A small memo per priced catalog (so per catalog version), bounded so request-shaped keys
 * (needs, plans, mains) cannot grow it without limit: the oldest entry goes first.
 * @estimate 256 entries per kind: far more distinct shapes than a catalog version serves.
 */
const MEMO_ENTRIES = 256;
const memos = new WeakMap<PricedCatalog, Map<string, Map<string, unknown>>>();

export function memoized<T>(priced: PricedCatalog, kind: string, key: string, make: () => T): T {
  let kinds = memos.get(priced);
  if (!kinds) {
    kinds = new Map();
    memos.set(priced, kinds);
  }
  let memo = kinds.get(kind);
  if (!memo) {
    memo = new Map();
    kinds.set(kind, memo);
  }
  if (memo.has(key)) return memo.get(key) as T;
  const value = make();
  if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value as string);
  memo.set(key, value);
  return value;
}

const candidateOrders = new WeakMap<PricedCatalog, Map<string, PricedPart<GpuFacts>[]>>();

/**
 * The priced GPUs a build may use (desktop-usable, current, run by the stack or one the work
 * runs on), fastest first (byMetric), once per priced catalog (itself once per catalog version).
 */
export function orderedCandidates(
  _catalog: BuildCatalog,
  priced: PricedCatalog,
  workload: Workload,
  stack: SoftwareStack | null,
  support: StackSupportIndex | null,
): PricedPart<GpuFacts>[] {
  let byKey = candidateOrders.get(priced);
  if (!byKey) {
    byKey = new Map();
    candidateOrders.set(priced, byKey);
  }
  const key = `${workload}|${stack ?? ''}|${support ? 'support' : ''}`;
  let order = byKey.get(key);
  if (!order) {
    order = priced.gpus
      .filter(
        ({ part }) =>
          isDesktopUsable(part) && !isLegacyGpu(part) && stackFor(part, workload, stack, support) !== null,
      )
      .sort(byMetric(workload, stack));
    byKey.set(key, order);
  }
  return order;
}

/** Cheapest conceivable platform: the cheapest part of every category, compatible or not. 0 when a category is empty. */
export function platformFloorUsd(catalog: PricedCatalog): number {
  const cheapestOf = (lists: Iterable<PricedPart[]>) => Math.min(...[...lists].map(cheapestUsd));
  const floor =
    cheapestUsd(catalog.cpus) +
    cheapestOf(catalog.boardsBySocket.values()) +
    cheapestOf(catalog.kitsByType.values()) +
    cheapestOf(catalog.coolersBySocket.values()) +
    cheapestUsd(catalog.psus) +
    cheapestUsd(catalog.storage) +
    cheapestUsd(catalog.cases);
  return Number.isFinite(floor) ? floor : 0;
}

/** Lowest wall draw the cards can have: the lowest-power CPU with enough threads, the most efficient PSU. */
export function minWallDrawW(plan: GpuPlan, catalog: PricedCatalog): number {
  const bounds = memoized(catalog, 'wall', String(plan.minThreads), () => {
    const cpuWatts = catalog.cpus
      .filter(({ part }) => part.threads >= plan.minThreads)
      .map(({ part }) => cpuSustainedW(part).watts);
    const efficiencies = catalog.psus.map(({ part }) => psuEfficiency(part.efficiencyRating).efficiency);
    return cpuWatts.length === 0 || efficiencies.length === 0
      ? null
      : { cpuW: Math.min(...cpuWatts), efficiency: Math.max(...efficiencies) };
  });
  if (!bounds) return 0;
  return Math.round(sustainedDrawW(plan, bounds.cpuW) / bounds.efficiency);
}
