import { normalizeToken } from '../analysis/build-view';
import type {
  BuildReportFacts,
  CaseFacts,
  CoolerFacts,
  CpuFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PsuFacts,
  StorageFacts,
} from '../facts';
import { cpuSustainedW } from '../analysis/fact-fallbacks';
import type { ResolvedMains } from '../analysis/power-budget';
import { CHIPSET_CPU_LINES } from '../reference/cpu-reference';
import type { PricedCatalog, PricedPart } from './recommend-build-catalog';
import {
  caseOptions,
  coolerOptions,
  cpuScore,
  MAX_MEMORY_SCORE,
  memoryOptions,
  psuOptions,
  slotFitter,
  storageOptions,
  type PsuBlock,
  type SlotFit,
} from './recommend-build-options';
import { paretoFrontier, type GpuPlan, type PartOption, type SearchStats } from './recommend-build-plan';

/** A complete candidate build around one GPU plan. */
export interface PlatformPick {
  plan: GpuPlan;
  cpu: PricedPart<CpuFacts>;
  board: PricedPart<MotherboardFacts>;
  memory: PartOption<MemoryKitFacts>;
  cooler: PartOption<CoolerFacts>;
  psu: PartOption<PsuFacts>;
  pcCase: PartOption<CaseFacts>;
  storage: PartOption<StorageFacts>;
  /** Balance points (see BUILD_BALANCE_WEIGHTS). */
  score: number;
  /** Everything, cards included, at the condition's prices. */
  totalUsd: number;
  /** Points at the plan's point price minus the total (see buildValue). */
  value: number;
  report: BuildReportFacts | null;
}

/**
 * Why no build exists around a plan: the constraint at which the most promising platform
 * stopped (in order: threads, board, links, cooler, psu or circuit, case, storage, memory, budget),
 * or 'check' when every candidate failed checkBuild (a gap in the pre-checks).
 */
export type PlatformFailure =
  | Exclude<PsuBlock, null>
  | 'threads'
  | 'board'
  | 'links'
  | 'cooler'
  | 'case'
  | 'storage'
  | 'memory'
  | 'budget'
  | 'check';

/** Rank of each failure: the furthest one reached is reported. */
export const FAILURE_RANK: Readonly<Record<PlatformFailure, number>> = {
  threads: 0,
  board: 1,
  links: 2,
  cooler: 3,
  psu: 4,
  circuit: 4,
  case: 5,
  storage: 6,
  memory: 7,
  budget: 8,
  check: 9,
};

/** What one request's searches share. */
export interface SearchContext {
  catalog: PricedCatalog;
  mains: ResolvedMains;
  stats: SearchStats;
  /** Runs checkBuild on a complete candidate (and counts the call). */
  verify: (pick: PlatformPick) => BuildReportFacts;
  /** Storage frontier per storage target (the plans' targetStorageGb and datasetStorageGb). */
  storageFrontiers: Map<string, PartOption<StorageFacts>[]>;
  hasOpenFrame: boolean;
  /** Cooler frontier per CPU slug (independent of the cards). */
  coolerFrontiers: Map<string, PartOption<CoolerFacts>[]>;
  /** Whether a build whose deciding checks could not all run (UNVERIFIED) may be chosen. */
  acceptUnverified: boolean;
}

/** A fresh context; `verify` is supplied by the caller (it owns the request's mains and use case). */
export function createSearchContext(
  catalog: PricedCatalog,
  mains: ResolvedMains,
  verify: (pick: PlatformPick) => BuildReportFacts,
  stats: SearchStats,
): SearchContext {
  return {
    catalog,
    mains,
    stats,
    verify,
    storageFrontiers: new Map(),
    hasOpenFrame: catalog.cases.some((priced) => priced.part.openFrame),
    coolerFrontiers: new Map(),
    acceptUnverified: false,
  };
}

/**
 * A compatible (CPU, motherboard) platform with its cooler, PSU, case and storage frontiers.
 * Memory is filled in lazily (see exactPair); until then the bounds use a memory floor.
 */
export interface Pair {
  /** Enumeration order (deterministic tie-break). */
  index: number;
  cpu: PricedPart<CpuFacts>;
  board: PricedPart<MotherboardFacts>;
  cpuScore: number;
  /** cooler, psu, case, storage: Pareto frontiers, cheapest first. */
  rest: PartOption[][];
  /** Cards + CPU + board + cheapest cooler, PSU, case and storage. */
  baseUsd: number;
  /** Lower bound of the total before memory is known. */
  floorUsd: number;
  /** Upper bound of the balance score before memory is known. */
  ceilingScore: number;
  memory?: PartOption<MemoryKitFacts>[];
}

const layouts = new WeakMap<MotherboardFacts, string>();

/** False when the board's chipset runs only another processor line (WRX90: Threadripper PRO). */
function chipsetTakesCpu(board: MotherboardFacts, cpu: CpuFacts): boolean {
  if (!board.chipset) return true;
  const chipset = normalizeToken(board.chipset);
  const line = CHIPSET_CPU_LINES.find((entry) => chipset.includes(normalizeToken(entry.chipset)));
  return !line || line.cpuNamePattern.test(cpu.name);
}

/** Form factor and slot layout: all that slot fit and case choice read of a board (computed once per board). */
function layoutKey(board: MotherboardFacts): string {
  let key = layouts.get(board);
  if (key === undefined) {
    key = JSON.stringify([normalizeToken(board.formFactor), board.pcieSlots]);
    layouts.set(board, key);
  }
  return key;
}

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Enumerates compatible platforms through the socket index, with each category's frontier
 * memoised (coolers per CPU, PSUs per CPU TDP, slot fit and cases per board layout), and the
 * furthest failure reached by a platform that dropped out.
 */
export function enumeratePairs(
  ctx: SearchContext,
  plan: GpuPlan,
): { pairs: Pair[]; furthest: PlatformFailure } {
  const { catalog } = ctx;
  let furthest: PlatformFailure = 'threads';
  const reach = (failure: PlatformFailure) => {
    if (FAILURE_RANK[failure] > FAILURE_RANK[furthest]) furthest = failure;
  };
  const psuMemo = new Map<number, ReturnType<typeof psuOptions>>();
  const usable = (fit: SlotFit) => fit.fits && fit.linksOk && fit.airGapOk;
  const fitMemo = new Map<string, (caseSlots: number | null, risers: boolean) => SlotFit>();
  const caseMemo = new Map<string, PartOption<CaseFacts>[]>();
  const memoryFloorMemo = new Map<string, number>();
  const storageKey = `${plan.targetStorageGb}|${plan.datasetStorageGb}`;
  let storageFrontier = ctx.storageFrontiers.get(storageKey);
  if (!storageFrontier) {
    storageFrontier = paretoFrontier(
      storageOptions(catalog.storage, plan.targetStorageGb, plan.datasetStorageGb),
    );
    ctx.storageFrontiers.set(storageKey, storageFrontier);
  }
  const pairs: Pair[] = [];
  for (const cpu of catalog.cpus) {
    if (cpu.part.threads < plan.minThreads) continue;
    const boards = catalog.boardsBySocket.get(normalizeToken(cpu.part.socket)) ?? [];
    reach('board');
    let coolers = ctx.coolerFrontiers.get(cpu.part.slug);
    if (!coolers) {
      const mounting = catalog.coolersBySocket.get(normalizeToken(cpu.part.socket)) ?? [];
      coolers = paretoFrontier(coolerOptions(cpu.part, mounting));
      ctx.coolerFrontiers.set(cpu.part.slug, coolers);
    }
    const cpuW = cpuSustainedW(cpu.part).watts;
    let psus = psuMemo.get(cpuW);
    if (!psus) {
      const found = psuOptions(plan, cpuW, catalog.psus, ctx.mains);
      psus = { options: paretoFrontier(found.options), block: found.block };
      psuMemo.set(cpuW, psus);
    }
    for (const board of boards) {
      if (!chipsetTakesCpu(board.part, cpu.part)) continue;
      const layout = `${layoutKey(board.part)}|${cpu.part.pcieGen ?? ''}`;
      let fit = fitMemo.get(layout);
      if (!fit) {
        fit = slotFitter(plan, board.part, cpu.part.pcieGen ?? null);
        fitMemo.set(layout, fit);
      }
      const closed = fit(null, false);
      const risers = ctx.hasOpenFrame ? fit(null, true) : null;
      if (!(closed.fits || risers?.fits)) continue;
      reach('links');
      if (!((closed.fits && closed.linksOk) || (risers?.fits && risers.linksOk))) continue;
      if (!(usable(closed) || (risers && usable(risers)))) continue;
      reach('cooler');
      if (coolers.length === 0) continue;
      reach(psus.block ?? 'case');
      if (psus.block) continue;
      let cases = caseMemo.get(layout);
      if (!cases) {
        cases = paretoFrontier(caseOptions(plan, board.part, catalog.cases, fit));
        caseMemo.set(layout, cases);
      }
      if (cases.length === 0) continue;
      reach('storage');
      if (storageFrontier.length === 0) continue;
      reach('memory');
      const type = normalizeToken(board.part.memoryType);
      let memoryFloorUsd = memoryFloorMemo.get(type);
      if (memoryFloorUsd === undefined) {
        const kits = catalog.kitsByType.get(type) ?? [];
        memoryFloorUsd = Math.min(
          ...kits
            .filter(({ part }) => part.capacityGb > 0)
            .map(({ part, priceUsd }) => priceUsd * Math.max(1, Math.ceil(plan.minRamGb / part.capacityGb))),
        );
        memoryFloorMemo.set(type, memoryFloorUsd);
      }
      if (!Number.isFinite(memoryFloorUsd)) continue;
      const rest: PartOption[][] = [coolers, psus.options, cases, storageFrontier];
      const baseUsd =
        plan.gpuCostUsd + cpu.priceUsd + board.priceUsd + sumOf(rest.map((frontier) => frontier[0].costUsd));
      const score = cpuScore(plan, cpu.part);
      pairs.push({
        index: pairs.length,
        cpu,
        board,
        cpuScore: score,
        rest,
        baseUsd,
        floorUsd: baseUsd + memoryFloorUsd,
        ceilingScore:
          score + MAX_MEMORY_SCORE + sumOf(rest.map((frontier) => frontier[frontier.length - 1].score)),
      });
    }
  }
  return { pairs, furthest };
}

/**
 * Fills in a platform's memory frontier (memoised on the memory facts of board and CPU) and
 * returns its exact cheapest total and best reachable score; null when no kit fits.
 */
export function exactPair(
  pair: Pair,
  plan: GpuPlan,
  ctx: SearchContext,
  memo: Map<string, PartOption<MemoryKitFacts>[]>,
): { minUsd: number; maxScore: number } | null {
  if (!pair.memory) {
    const board = pair.board.part;
    const cpu = pair.cpu.part;
    const key = JSON.stringify([
      normalizeToken(board.memoryType),
      board.memorySlots,
      board.maxMemoryGb ?? null,
      board.registeredMemory ?? null,
      board.eccSupport ?? null,
      cpu.memoryTypes.map(normalizeToken).sort(),
      cpu.maxMemoryGb ?? null,
      cpu.registeredMemory ?? null,
      cpu.eccSupport ?? null,
      cpu.memoryChannels ?? null,
    ]);
    let memory = memo.get(key);
    if (!memory) {
      const kits = ctx.catalog.kitsByType.get(normalizeToken(board.memoryType)) ?? [];
      memory = paretoFrontier(memoryOptions(plan, cpu, board, kits));
      memo.set(key, memory);
    }
    pair.memory = memory;
  }
  const memory = pair.memory;
  if (memory.length === 0) return null;
  return {
    minUsd: pair.baseUsd + memory[0].costUsd,
    maxScore:
      pair.cpuScore +
      memory[memory.length - 1].score +
      sumOf(pair.rest.map((frontier) => frontier[frontier.length - 1].score)),
  };
}
