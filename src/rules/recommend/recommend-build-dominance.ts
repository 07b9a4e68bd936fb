/**
 * Pruning before the search (issue 27's speed item): a CPU or board another one beats on price
 * and on every fact the search reads can never be part of the best build, so it is dropped
 * once per catalog version. With many listings of one model at scattered prices and specs (the
 * bench's 100 x catalog) this keeps the platforms the search pairs up proportional to the
 * distinct trade-offs, not to the listings.
 */
import { normalizeToken } from '../analysis/build-view';
import { cpuSustainedW } from '../analysis/fact-fallbacks';
import type { ComponentFacts, CpuFacts, MotherboardFacts } from '../facts';
import { CHIPSET_CPU_LINES } from '../reference/cpu-reference';
import type { PricedPart } from './recommend-build-catalog';

/** A board's PCIe slots in position order, as the facts the slot rules read (for search keys). */
export function slotLayout(board: MotherboardFacts): unknown[] {
  return [...board.pcieSlots]
    .sort((a, b) => a.position - b.position)
    .map((slot) => [
      slot.position,
      slot.physicalLanes,
      slot.electricalLanes,
      slot.gen,
      slot.fromCpu ?? null,
      [...(slot.sharedWith ?? [])].sort((a, b) => a - b),
    ]);
}

/** At least as good: a known figure at least the other's; an unknown one only beats an unknown one. */
function atLeast(a: number | null | undefined, b: number | null | undefined): boolean {
  if (b == null) return true;
  return a != null && a >= b;
}

function atMost(a: number, b: number): boolean {
  return a <= b;
}

/** Keeps, per group, the parts no cheaper-or-equal part of the group beats on every fact. */
function frontier<C extends ComponentFacts>(
  parts: readonly PricedPart<C>[],
  groupOf: (part: C) => string,
  beats: (a: C, b: C) => boolean,
): PricedPart<C>[] {
  const groups = new Map<string, PricedPart<C>[]>();
  // Cheapest first, so a part can only be beaten by one already kept.
  const sorted = [...parts].sort((a, b) => a.priceUsd - b.priceUsd);
  const kept = new Set<PricedPart<C>>();
  for (const priced of sorted) {
    const key = groupOf(priced.part);
    const group = groups.get(key) ?? [];
    if (group.some((other) => beats(other.part, priced.part))) continue;
    group.push(priced);
    groups.set(key, group);
    kept.add(priced);
  }
  // Keep the caller's order (cheapest first, slug ties) for the survivors.
  return parts.filter((priced) => kept.has(priced));
}

/** Which chipset-restricted CPU lines a CPU belongs to (WRX90 takes Threadripper PRO only). */
function cpuLines(cpu: CpuFacts): string {
  return CHIPSET_CPU_LINES.filter((line) => line.cpuNamePattern.test(cpu.name))
    .map((line) => line.chipset)
    .join(',');
}

/**
 * CPUs of one socket, memory types, ECC/registered support and chipset line, of which a
 * cheaper-or-equal one has at least the cores, threads, lanes, PCIe generation, channels and
 * memory ceiling at no more sustained power, are dropped.
 */
export function undominatedCpus(cpus: readonly PricedPart<CpuFacts>[]): PricedPart<CpuFacts>[] {
  const sustained = new Map(cpus.map(({ part }) => [part, cpuSustainedW(part).watts]));
  return frontier(
    cpus,
    (cpu) =>
      JSON.stringify([
        normalizeToken(cpu.socket),
        [...new Set(cpu.memoryTypes.map(normalizeToken))].sort(),
        cpu.eccSupport ?? null,
        cpu.registeredMemory ?? null,
        cpuLines(cpu),
      ]),
    (a, b) =>
      a.threads >= b.threads &&
      a.cores >= b.cores &&
      atLeast(a.pcieLanes, b.pcieLanes) &&
      atLeast(a.pcieGen, b.pcieGen) &&
      atLeast(a.memoryChannels, b.memoryChannels) &&
      atLeast(a.maxMemoryGb, b.maxMemoryGb) &&
      atMost(sustained.get(a)!, sustained.get(b)!),
  );
}

/**
 * Boards of one socket, form factor, memory type, chipset, ECC/registered support, module
 * sockets, slot groups and slot layout, of which a cheaper-or-equal one has at least the memory slots and
 * memory ceiling, are dropped.
 */
export function undominatedBoards(
  boards: readonly PricedPart<MotherboardFacts>[],
): PricedPart<MotherboardFacts>[] {
  return frontier(
    boards,
    (board) =>
      JSON.stringify([
        normalizeToken(board.socket),
        normalizeToken(board.formFactor),
        normalizeToken(board.memoryType),
        normalizeToken(board.chipset ?? ''),
        board.eccSupport ?? null,
        board.registeredMemory ?? null,
        board.gpuModuleSockets ?? null,
        board.pcieSlotGroups ?? null,
        slotLayout(board),
      ]),
    (a, b) => a.memorySlots >= b.memorySlots && atLeast(a.maxMemoryGb, b.maxMemoryGb),
  );
}
