/**
 * Facts the rules read from the catalog, and what they fall back on for a part that lacks
 * one (an imported part, a new edit): a rule-based estimate, never a name-based table. Every
 * accessor says which basis it used, so a finding can tell a catalog fact from an estimate.
 *
 * The catalog carries these fields since issues 13/14 (src/catalog/fields: GPU pcieLanes,
 * makerSystemPowerW, powerLimitMinW/MaxW, performanceBasis, softwareStatus; CPU
 * sustainedPowerW; motherboard gpuModuleSockets; case rackmount and airflow; use-case workload
 * and memoryScope), seeded with their sources (seeds/data/rule-facts.ts); this module is
 * only the fallback for rows that lack them.
 */
import type { CaseAirflow, MemoryScope, Workload } from '../../catalog/fields';
import type { CaseFacts, CpuFacts, GpuFacts, MotherboardFacts, UseCaseFacts } from '../facts';
import { AMD_PPT_RULE, RDIMM_ONLY_CHIPSETS } from '../reference/cpu-reference';
import {
  AMD_RADEON_POWER_LIMIT_FLOOR_FRACTION,
  DEFAULT_GPU_PCIE_LANES,
  MAKER_STYLE_SYSTEM_POWER_OVER_GPU_TDP_W,
  NVIDIA_POWER_LIMIT_FLOOR_FRACTION,
  PSU_SIZE_STEP_W,
  SPEC_ESTIMATE_RANK_DISCOUNT,
} from '../thresholds';
import { normalizeToken } from './tokens';

/** Where a figure came from: the catalog, a sourced rule (AMD's PPT), or an estimate. */
export type Basis = 'catalog' | 'table' | 'estimate';

/** Electrical lanes the card itself has (x8 for the RTX 4060 Ti class); x16 when not on record. */
export function gpuLanes(gpu: GpuFacts): { lanes: number; basis: Basis } {
  if (gpu.pcieLanes != null) return { lanes: gpu.pcieLanes, basis: 'catalog' };
  return { lanes: DEFAULT_GPU_PCIE_LANES, basis: 'estimate' };
}

/**
 * The PSU size the GPU maker asks for with one such card: the catalog figure, or (estimate)
 * TDP + MAKER_STYLE_SYSTEM_POWER_OVER_GPU_TDP_W rounded up to 50 W.
 */
export function makerSystemPowerW(gpu: GpuFacts): { watts: number; basis: Basis } {
  if (gpu.makerSystemPowerW != null) return { watts: gpu.makerSystemPowerW, basis: 'catalog' };
  const watts =
    Math.ceil((gpu.tdpW + MAKER_STYLE_SYSTEM_POWER_OVER_GPU_TDP_W) / PSU_SIZE_STEP_W) * PSU_SIZE_STEP_W;
  return { watts, basis: 'estimate' };
}

/**
 * Whether the board takes registered memory: the catalog fact, else (table) true for the
 * chipsets whose platform takes DDR5 RDIMMs only (RDIMM_ONLY_CHIPSETS), else null (not on
 * record).
 */
export function boardRegisteredMemory(board: MotherboardFacts): { value: boolean | null; basis: Basis } {
  if (board.registeredMemory != null) return { value: board.registeredMemory, basis: 'catalog' };
  const chipset = normalizeToken(board.chipset ?? '');
  if (chipset && RDIMM_ONLY_CHIPSETS.some((entry) => chipset.includes(normalizeToken(entry.chipset)))) {
    return { value: true, basis: 'table' };
  }
  return { value: null, basis: 'estimate' };
}

/** True for AMD consumer Radeon cards (narrow power-tuning range in AMD's driver). */
function isRadeonConsumer(gpu: GpuFacts): boolean {
  return normalizeToken(gpu.vendor) === 'AMD' && /radeon\s+rx/i.test(gpu.name);
}

/**
 * Power-limit range: the catalog's floor (with its maximum, or stock TDP when only the floor
 * is published), or an estimate (a third of TDP for NVIDIA and others, 90 % for consumer
 * Radeon; stock TDP as the ceiling when the board's maximum is unknown).
 */
export function gpuPowerLimitRange(gpu: GpuFacts): { minW: number; maxW: number; basis: Basis } {
  if (gpu.powerLimitMinW != null) {
    // The floor is the side a driver refuses; a card whose maximum is not on record (RTX 5090:
    // 400 W floor from its VBIOS) is offered up to its stock TDP.
    return { minW: gpu.powerLimitMinW, maxW: gpu.powerLimitMaxW ?? gpu.tdpW, basis: 'catalog' };
  }
  const fraction = isRadeonConsumer(gpu)
    ? AMD_RADEON_POWER_LIMIT_FLOOR_FRACTION
    : NVIDIA_POWER_LIMIT_FLOOR_FRACTION;
  return { minW: Math.ceil(gpu.tdpW * fraction), maxW: gpu.powerLimitMaxW ?? gpu.tdpW, basis: 'estimate' };
}

/**
 * True when current software no longer supports the card: the catalog's softwareStatus is
 * LEGACY (the current CUDA major release dropped the architecture, or only a legacy PyTorch
 * build runs it) or UNSUPPORTED (no current PyTorch wheel runs it). False when CURRENT or not
 * on record (an unknown architecture is not excluded on a guess).
 */
export function isLegacyGpu(gpu: GpuFacts): boolean {
  return gpu.softwareStatus === 'LEGACY' || gpu.softwareStatus === 'UNSUPPORTED';
}

/**
 * relativePerformance as rankings use it: a spec estimate divided by
 * SPEC_ESTIMATE_RANK_DISCOUNT (measured before estimated, unless the estimate leads by more
 * than its error); null without a figure.
 */
export function rankingPerformance(gpu: GpuFacts): number | null {
  if (gpu.relativePerformance == null) return null;
  return performanceIsEstimate(gpu) === true
    ? gpu.relativePerformance / SPEC_ESTIMATE_RANK_DISCOUNT
    : gpu.relativePerformance;
}

/** True when relativePerformance is a spec estimate, false when measured or chained, null when unknown. */
export function performanceIsEstimate(gpu: GpuFacts): boolean | null {
  if (gpu.relativePerformance == null || gpu.performanceBasis == null) return null;
  return gpu.performanceBasis === 'SPEC_ESTIMATE';
}

/**
 * Power the CPU sustains under an all-core load at stock settings: the catalog figure
 * (Intel's Maximum Turbo Power, AMD's PPT), AMD's PPT rule for AM4/AM5 parts without it
 * (TDP x 1.35), else TDP.
 */
export function cpuSustainedW(cpu: CpuFacts): { watts: number; basis: Basis } {
  if (cpu.sustainedPowerW != null) return { watts: cpu.sustainedPowerW, basis: 'catalog' };
  if (AMD_PPT_RULE.sockets.some((socket) => normalizeToken(socket) === normalizeToken(cpu.socket))) {
    return { watts: Math.round(cpu.tdpW * AMD_PPT_RULE.factor), basis: 'table' };
  }
  return { watts: cpu.tdpW, basis: 'estimate' };
}

/** Rackmount (true), not (false), or not on record (null); open frames are not. */
export function caseIsRackmount(pcCase: CaseFacts): boolean | null {
  if (pcCase.openFrame) return false;
  return pcCase.rackmount ?? null;
}

/** The case's airflow class; open frames count as HIGH; null when not on record. */
export function caseAirflow(pcCase: CaseFacts): CaseAirflow | null {
  if (pcCase.openFrame) return 'HIGH';
  return (pcCase.airflow as CaseAirflow | null | undefined) ?? null;
}

/** Sockets for SXM/OAM modules on the board, or null when not on record. */
export function boardModuleSockets(board: MotherboardFacts): number | null {
  return board.gpuModuleSockets ?? null;
}

/** A server sled or baseboard (board form factor "Server"): its own chassis and airflow. */
export function isServerBoard(board: MotherboardFacts): boolean {
  return normalizeToken(board.formFactor) === 'SERVER';
}

/** The use case's workload and memory scope; training, per card, when not on record. */
export function useCaseTraits(useCase: UseCaseFacts | null | undefined): {
  workload: Workload;
  memoryScope: MemoryScope;
} {
  return {
    workload: (useCase?.workload as Workload | null | undefined) ?? 'TRAINING',
    memoryScope: (useCase?.memoryScope as MemoryScope | null | undefined) ?? 'PER_GPU',
  };
}
