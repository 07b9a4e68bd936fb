import { normalizeToken } from '../analysis/build-view';
import type {
  CaseFacts,
  CoolerFacts,
  CpuFacts,
  MemoryKitFacts,
  MotherboardFacts,
  PsuFacts,
  StorageFacts,
} from '../facts';
import { caseAirflow, cpuSustainedW } from '../analysis/fact-fallbacks';
import { psuEfficiency, recommendedPsuW, type ResolvedMains } from '../analysis/power-budget';
import { assignGpuSlots } from '../analysis/slot-assignment';
import { caseTakesBoard } from '../reference/platform-reference';
import type { PricedPart } from './recommend-build-catalog';
import { partOption, sustainedDrawW, type GpuPlan, type PartOption } from './recommend-build-plan';
import {
  BUILD_BALANCE_WEIGHTS as WEIGHTS,
  CIRCUIT_MARGIN_FRACTION,
  MIN_LANES_PER_GPU_FOR_TRAINING,
  NVME_LANES,
  OPEN_AIR_WARNING_COUNT,
  OPEN_FRAME_MIN_GPU_COUNT,
  PLATFORM_ALLOWANCE_W,
  PREFERRED_STORAGE_MIN_GB,
  PREFERRED_STORAGE_TYPE,
  X1_LINK_LANES,
} from '../thresholds';

const efficiencies = new WeakMap<PsuFacts, number>();

/** psuEfficiency, computed once per PSU object. */
function efficiencyOf(psu: PsuFacts): number {
  let efficiency = efficiencies.get(psu);
  if (efficiency === undefined) {
    efficiency = psuEfficiency(psu.efficiencyRating).efficiency;
    efficiencies.set(psu, efficiency);
  }
  return efficiency;
}

/** Whether the cards fit a board, and how good the links are. */
export interface SlotFit {
  fits: boolean;
  anyX1: boolean;
  /** Multi-GPU training: every card on x8 or better, near its own generation. */
  linksOk: boolean;
  /** Hot open-air cards are not in adjacent slots (or hang on risers). */
  airGapOk: boolean;
}

/** Balance points of the CPU itself: preferred threads and x8 or better per card. */
export function cpuScore(plan: GpuPlan, cpu: CpuFacts): number {
  const lanes = cpu.pcieLanes;
  const lanesOk =
    lanes != null &&
    (Math.floor(lanes / plan.count) >= MIN_LANES_PER_GPU_FOR_TRAINING || plan.gpuLanes + NVME_LANES <= lanes);
  return (
    (cpu.threads >= plan.preferredThreads ? WEIGHTS.cpuThreadsPreferred : 0) +
    (lanesOk ? WEIGHTS.cpuLanesPerGpu : 0)
  );
}

/**
 * Memory (`kits`: the index's kits of the board's type): kits that the CPU takes, registered only where allowed, as
 * many identical kits as the slots and the capacity limits allow, at least the largest
 * GPU's memory (doc-cost-for-gpu-hardware). Points for covering the total GPU memory, for
 * reaching the work's target (twice the total for training: ref-puget-ml-ai-hardware),
 * filling every channel and matching the platform's ECC/registered kind.
 */
export function memoryOptions(
  plan: GpuPlan,
  cpu: CpuFacts,
  board: MotherboardFacts,
  kits: readonly PricedPart<MemoryKitFacts>[],
): PartOption<MemoryKitFacts>[] {
  const type = normalizeToken(board.memoryType);
  if (cpu.memoryTypes.length && !cpu.memoryTypes.some((supported) => normalizeToken(supported) === type)) {
    return [];
  }
  const capacityLimitGb = Math.min(
    board.maxMemoryGb ?? Number.POSITIVE_INFINITY,
    cpu.maxMemoryGb ?? Number.POSITIVE_INFINITY,
  );
  const options: PartOption<MemoryKitFacts>[] = [];
  for (const priced of kits) {
    const kit = priced.part;
    if (kit.modules < 1 || kit.capacityGb <= 0) continue;
    if (kit.registered && (board.registeredMemory === false || cpu.registeredMemory === false)) continue;
    const unbufferedOnRdimmBoard =
      !kit.registered && board.registeredMemory === true && board.eccSupport !== false;
    // DDR5 UDIMMs do not fit an RDIMM board's slots (keyed differently): platform.memory-ecc ERROR.
    if (unbufferedOnRdimmBoard && normalizeToken(kit.memoryType) === 'DDR5') continue;
    const eccWithoutSupport =
      kit.ecc && !kit.registered && (board.eccSupport === false || cpu.eccSupport === false);
    const kindScore = unbufferedOnRdimmBoard || eccWithoutSupport ? 0 : WEIGHTS.memoryKindMatches;
    const maxQuantity = Math.floor(board.memorySlots / kit.modules);
    for (let quantity = 1; quantity <= maxQuantity; quantity += 1) {
      const capacityGb = kit.capacityGb * quantity;
      if (capacityGb > capacityLimitGb) break;
      if (capacityGb < plan.minRamGb) continue;
      // Channels filled evenly or not at all: 6 modules on 4 channels is unbalanced
      // (platform.memory-channels, expert review 2026-11 W04).
      const modules = kit.modules * quantity;
      const channels = cpu.memoryChannels ?? null;
      if (channels != null && channels > 0 && modules > channels && modules % channels !== 0) continue;
      const coversTotal = capacityGb >= plan.totalVramGb;
      const meetsTarget = capacityGb >= plan.targetRamGb;
      const channelsFilled = channels != null && modules >= channels;
      const score =
        kindScore +
        (coversTotal ? WEIGHTS.ramCoversTotalVram : 0) +
        (meetsTarget && plan.targetRamGb > plan.totalVramGb ? WEIGHTS.ramTwiceTotalVram : 0) +
        (channelsFilled ? WEIGHTS.memoryChannelsFilled : 0);
      options.push(partOption(priced, score, quantity));
      if (coversTotal && meetsTarget && channelsFilled) break;
    }
  }
  return options;
}

/** Most points a memory option can earn (bound used before the memory options are known). */
export const MAX_MEMORY_SCORE =
  WEIGHTS.memoryKindMatches +
  WEIGHTS.ramCoversTotalVram +
  WEIGHTS.ramTwiceTotalVram +
  WEIGHTS.memoryChannelsFilled;

/**
 * Coolers rated for the power the CPU sustains (Intel PL2, AMD PPT; see cpuSustainedW) when
 * the rating is on record. `coolers` are those that mount on the socket (listed or through a
 * shared mounting family, see recommend-build-catalog).
 */
export function coolerOptions(
  cpu: CpuFacts,
  coolers: readonly PricedPart<CoolerFacts>[],
): PartOption<CoolerFacts>[] {
  const sustainedW = cpuSustainedW(cpu).watts;
  return coolers
    .filter(({ part }) => part.maxTdpW == null || part.maxTdpW >= sustainedW)
    .map((priced) => partOption(priced, 0));
}

/** Why no PSU qualifies: none big enough (or with enough connectors), or none within the circuit. */
export type PsuBlock = 'psu' | 'circuit' | null;

/**
 * PSUs with the recommended wattage (the larger of sustained draw + 15 %,
 * doc-cost-for-gpu-hardware, and the GPU maker's size, spec-nvidia-geforce-rtx-30/40/50),
 * ATX 3.x for cards on the 16-pin connector (ref-intel-atx3-psu-design-guide), enough PCIe
 * connectors, and a wall draw that keeps the circuit margin (doc-gpu-cluster-at-home,
 * ref-ansi-c84-1). Points for riding out GPU transients and for ATX 3.x.
 */
export function psuOptions(
  plan: GpuPlan,
  cpuSustainedW: number,
  psus: readonly PricedPart<PsuFacts>[],
  mains: ResolvedMains,
): { options: PartOption<PsuFacts>[]; block: PsuBlock } {
  const sustainedW = sustainedDrawW(plan, cpuSustainedW);
  const neededW = Math.max(recommendedPsuW(sustainedW), plan.makerPsuW);
  const transientPeakW = Math.round(plan.gpuPeakW + cpuSustainedW + PLATFORM_ALLOWANCE_W);
  const wallLimitW = mains.circuitLimitW * (1 - CIRCUIT_MARGIN_FRACTION);
  let sized = false;
  const options: PartOption<PsuFacts>[] = [];
  for (const priced of psus) {
    const psu = priced.part;
    if (psu.wattage < neededW) continue;
    if (plan.highPower && !psu.atx3) continue;
    if (
      plan.connectorsNeeded != null &&
      psu.pcieConnectors != null &&
      psu.pcieConnectors < plan.connectorsNeeded
    )
      continue;
    sized = true;
    const wallW = Math.round(sustainedW / efficiencyOf(psu));
    if (wallW > wallLimitW) continue;
    const transientsCovered = !plan.spiking || psu.atx3 || transientPeakW <= psu.wattage;
    const score =
      (transientsCovered ? WEIGHTS.transientsCovered : 0) +
      (plan.spiking && psu.atx3 ? WEIGHTS.atx3ForSpikingGpus : 0);
    options.push(partOption(priced, score));
  }
  return { options, block: options.length ? null : sized ? 'circuit' : 'psu' };
}

/**
 * Any priced drive; points for NVMe, for PREFERRED_STORAGE_MIN_GB or more, for the
 * storage the cards' models imply (plan.targetStorageGb) and, for training, for an NVMe
 * drive that holds the datasets too (plan.datasetStorageGb; the only drive also carries the
 * OS, so a hard drive earns no dataset points).
 */
export function storageOptions(
  storage: readonly PricedPart<StorageFacts>[],
  targetGb: number = PREFERRED_STORAGE_MIN_GB,
  datasetGb = 0,
): PartOption<StorageFacts>[] {
  return storage.map((priced) => {
    const nvme = priced.part.storageType.toUpperCase() === PREFERRED_STORAGE_TYPE;
    const capacityGb = priced.part.capacityGb;
    return partOption(
      priced,
      (nvme ? WEIGHTS.nvmeStorage : 0) +
        (capacityGb >= PREFERRED_STORAGE_MIN_GB ? WEIGHTS.storageCapacity : 0) +
        (capacityGb >= targetGb ? WEIGHTS.storageForModels : 0) +
        (nvme && datasetGb > 0 && capacityGb >= datasetGb ? WEIGHTS.storageForTrainingData : 0),
    );
  });
}

/**
 * Memoised slot placement of the plan's cards on one board (with the CPU's PCIe generation
 * capping CPU-wired slots), for a closed case with a number of expansion slots (null:
 * unlimited) or on risers in an open frame. Mirrors analyzeSlots. `linksOk`: every card's
 * link moves at least plan.minLinkGBs; `airGapOk`: no two cards of a hot open-air plan sit
 * with no free slot between them.
 */
export function slotFitter(
  plan: GpuPlan,
  board: MotherboardFacts,
  cpuPcieGen: number | null,
): (caseSlots: number | null, risers: boolean) => SlotFit {
  const memo = new Map<string, SlotFit>();
  return (caseSlots, risers) => {
    const key = `${caseSlots}|${risers}`;
    let fit = memo.get(key);
    if (!fit) {
      const assignment = assignGpuSlots(plan.cards, board.pcieSlots, {
        caseExpansionSlots: risers ? null : caseSlots,
        risers,
        cpuPcieGen,
      });
      const ordered = [...assignment.placements].sort((a, b) => a.firstPosition - b.firstPosition);
      const adjacent = ordered.some(
        (placement, index) => index > 0 && placement.firstPosition === ordered[index - 1].lastPosition + 1,
      );
      fit = {
        fits: board.pcieSlots.length > 0 && assignment.unplacedIds.length === 0,
        anyX1: assignment.placements.some((placement) => placement.lanes <= X1_LINK_LANES),
        linksOk: assignment.placements.every((placement) => placement.bandwidthGBs >= plan.minLinkGBs - 1e-6),
        airGapOk: risers || !plan.needsAirGap || !adjacent,
      };
      memo.set(key, fit);
    }
    return fit;
  };
}

/**
 * Cases that take the board's form factor and the cards' length, and hold the cards within
 * their expansion slots (or on risers in an open frame). Points for cooling (no 3+ open-air
 * cards in a closed case; high airflow for 450 W+ of GPU heat), for no x1 links, and for a length
 * check that could run.
 */
export function caseOptions(
  plan: GpuPlan,
  board: MotherboardFacts,
  cases: readonly PricedPart<CaseFacts>[],
  fit: (caseSlots: number | null, risers: boolean) => SlotFit,
): PartOption<CaseFacts>[] {
  const lengthMm = plan.gpu.lengthMm ?? null;
  const options: PartOption<CaseFacts>[] = [];
  for (const priced of cases) {
    const pcCase = priced.part;
    if (!caseTakesBoard(pcCase.formFactors, board.formFactor)) continue;
    const maxMm = pcCase.maxGpuLengthMm ?? null;
    if (lengthMm !== null && maxMm !== null && lengthMm > maxMm) continue;
    const placed = pcCase.openFrame ? fit(null, true) : fit(pcCase.expansionSlots, false);
    if (!placed.fits || !placed.linksOk || !placed.airGapOk) continue;
    const cooled = pcCase.openFrame || plan.openAirCount < OPEN_AIR_WARNING_COUNT;
    const verified = pcCase.openFrame || (lengthMm !== null && maxMm !== null);
    // An open frame has no panels in the way: it counts as high airflow.
    const airflow = pcCase.openFrame ? 'HIGH' : caseAirflow(pcCase);
    // A card on the 16-pin connector (HIGH_POWER_GPU_TDP_W) alone is the heat
    // HIGH_AIRFLOW_GPU_HEAT_W says to keep out of a closed-front case: never one there
    // (expert review 2026-11, W01: a 575 W RTX 5090 in a closed-front compact case).
    if (airflow === 'RESTRICTED' && plan.highPower) continue;
    const airflowScore = !plan.hotCase
      ? 0
      : airflow === 'HIGH'
        ? WEIGHTS.caseAirflowForHighPower
        : airflow === 'RESTRICTED'
          ? -WEIGHTS.restrictedAirflowPenalty
          : 0;
    // One card wants no risers: an open frame is then a last resort (OPEN_FRAME_MIN_GPU_COUNT).
    const frameScore =
      pcCase.openFrame && plan.count < OPEN_FRAME_MIN_GPU_COUNT ? -WEIGHTS.openFrameForFewCardsPenalty : 0;
    options.push(
      partOption(
        priced,
        (cooled ? WEIGHTS.openAirCooling : 0) +
          (placed.anyX1 ? 0 : WEIGHTS.noX1Links) +
          (verified ? WEIGHTS.caseFitVerified : 0) +
          airflowScore +
          frameScore,
      ),
    );
  }
  return options;
}
