import { vramPerGpuGb } from '../analysis/build-view';
import { gpuLanes, useCaseTraits } from '../analysis/fact-fallbacks';
import { hasTransientSpikes, makerPsuFloor } from '../analysis/power-budget';
import { linkBandwidthGBs, type SlotCard } from '../analysis/slot-assignment';
import type { ComponentFacts, GpuFacts, UseCaseFacts } from '../facts';
import type { Workload } from '../../catalog/fields';
import {
  ADJACENT_OPEN_AIR_MIN_TDP_W,
  BALANCE_POINT_GPU_COST_FRACTION,
  CPU_THREADS_PER_GPU,
  CPU_THREADS_PER_GPU_PREPROCESSING,
  DEFAULT_GPU_SLOT_WIDTH,
  HIGH_AIRFLOW_GPU_HEAT_W,
  HIGH_POWER_GPU_TDP_W,
  MAX_TRAINING_LINK_GEN_DEFICIT,
  MIN_BALANCE_POINT_USD,
  MIN_LANES_PER_GPU_FOR_TRAINING,
  PLATFORM_ALLOWANCE_W,
  PREFERRED_STORAGE_MIN_GB,
  STORAGE_GB_PER_VRAM_GB,
  SYSTEM_RAM_PER_LARGEST_VRAM,
  SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING,
  TRAINING_DATASET_STORAGE_GB,
  TRANSIENT_SPIKE_FACTOR,
} from '../thresholds';
import { hasCoolerStyle } from '../analysis/slot-analysis';
import type { PricedPart } from './recommend-build-catalog';

/** PCIe generation assumed for a card whose own is not on record (gen 3: the floor is then low). */
const MIN_TRAINING_LINK_FALLBACK_GEN = 3;

/** Search effort, as reported to callers. */
export interface SearchStats {
  /** Complete candidate builds (every category filled) the search scored. */
  candidatesConsidered: number;
  checkBuildCalls: number;
}

/**
 * The best build found so far, which a new candidate must beat: by value (balance points at
 * the plan's point price, minus the total), then by the lower total.
 */
export interface Incumbent {
  value: number;
  totalUsd: number;
}

/** A build's value: its balance points priced at the plan's point value, minus what it costs. */
export function buildValue(plan: GpuPlan, score: number, totalUsd: number): number {
  return score * plan.pointUsd - totalUsd;
}

/** The cards of a candidate build and what the rest of the build must provide for them. */
export interface GpuPlan {
  gpu: GpuFacts;
  unitPriceUsd: number;
  count: number;
  gpuCostUsd: number;
  /** GPU chips (a two-GPU board counts 2), as the thread rule counts them. */
  chips: number;
  /** Hard minimum: CPU_THREADS_PER_GPU (or the use case's figure) per chip. */
  minThreads: number;
  /** Preferred: CPU_THREADS_PER_GPU_PREPROCESSING (or the use case's figure) per chip. */
  preferredThreads: number;
  /** Hard minimum of system RAM: the largest GPU's memory. */
  minRamGb: number;
  /**
   * RAM the work wants (points, not a filter): twice the total GPU memory for training and
   * fine-tuning (SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING), the total for inference.
   */
  targetRamGb: number;
  /** Storage the models and checkpoints want (STORAGE_GB_PER_VRAM_GB, at least PREFERRED_STORAGE_MIN_GB). */
  targetStorageGb: number;
  /** NVMe capacity the training datasets want (TRAINING_DATASET_STORAGE_GB); 0 for other work. */
  datasetStorageGb: number;
  /** What one balance point may cost (BALANCE_POINT_GPU_COST_FRACTION of the cards, at least MIN_BALANCE_POINT_USD). */
  pointUsd: number;
  totalVramGb: number;
  gpuTdpW: number;
  /** GPU millisecond peak (spike factor for recent cards). */
  gpuPeakW: number;
  spiking: boolean;
  /** 8-pin equivalents all cards need; null when the card's count is not on record. */
  connectorsNeeded: number | null;
  /** PCIe lanes the cards ask for. */
  gpuLanes: number;
  openAirCount: number;
  cards: SlotCard[];
  /** What the cards are for (from the use case; training when none). */
  workload: Workload;
  /** Two or more open-air cards hot enough to need an air gap (cooling.air-gap). */
  needsAirGap: boolean;
  /**
   * Slowest link each card may get: x8 (or the card's own width when narrower) one PCIe
   * generation below the card's own, i.e. x4 at its own generation, which the 2020 guide calls
   * fine for two GPUs; anything slower starves a multi-GPU training run or wastes a new card.
   */
  minLinkGBs: number;
  /** Cards on the 16-pin connector: only ATX 3.x PSUs (HIGH_POWER_GPU_TDP_W). */
  highPower: boolean;
  /** The cards together heat the case enough to want a high-airflow one (HIGH_AIRFLOW_GPU_HEAT_W). */
  hotCase: boolean;
  /** The GPU maker's PSU floor for these cards (see makerPsuFloor). */
  makerPsuW: number;
}

/** One way to fill a category: a part, how many, what it costs and the balance points it earns. */
export interface PartOption<C extends ComponentFacts = ComponentFacts> {
  priced: PricedPart<C>;
  quantity: number;
  costUsd: number;
  score: number;
}

/** What the cards need from the platform. Sources: see thresholds (balance, power). */
export function planGpus(
  gpu: GpuFacts,
  unitPriceUsd: number,
  count: number,
  useCase: UseCaseFacts | null,
): GpuPlan {
  const chips = count * Math.max(1, gpu.gpusPerBoard);
  const useCaseThreads = useCase?.cpuThreadsPerGpu ?? 0;
  const spiking = hasTransientSpikes(gpu);
  const lanes = gpuLanes(gpu).lanes;
  const openAir = hasCoolerStyle(gpu, 'OPEN_AIR');
  const workload = useCaseTraits(useCase).workload;
  return {
    gpu,
    unitPriceUsd,
    count,
    gpuCostUsd: unitPriceUsd * count,
    chips,
    minThreads: Math.max(CPU_THREADS_PER_GPU, useCaseThreads) * chips,
    preferredThreads: Math.max(CPU_THREADS_PER_GPU_PREPROCESSING, useCaseThreads) * chips,
    minRamGb: vramPerGpuGb(gpu) * SYSTEM_RAM_PER_LARGEST_VRAM,
    targetRamGb: gpu.vramGb * count * (workload === 'INFERENCE' ? 1 : SYSTEM_RAM_PER_TOTAL_VRAM_TRAINING),
    targetStorageGb: Math.max(PREFERRED_STORAGE_MIN_GB, gpu.vramGb * count * STORAGE_GB_PER_VRAM_GB),
    datasetStorageGb: workload === 'TRAINING' ? TRAINING_DATASET_STORAGE_GB : 0,
    pointUsd: Math.max(MIN_BALANCE_POINT_USD, unitPriceUsd * count * BALANCE_POINT_GPU_COST_FRACTION),
    totalVramGb: gpu.vramGb * count,
    gpuTdpW: gpu.tdpW * count,
    gpuPeakW: gpu.tdpW * count * (spiking ? TRANSIENT_SPIKE_FACTOR : 1),
    spiking,
    connectorsNeeded: gpu.pcieConnectors == null ? null : gpu.pcieConnectors * count,
    gpuLanes: lanes * count,
    openAirCount: openAir ? count : 0,
    cards: Array.from({ length: count }, (_, id) => ({
      id,
      slotWidth: gpu.slotWidth ?? DEFAULT_GPU_SLOT_WIDTH,
      lanes,
      pcieGen: gpu.pcieGen ?? null,
    })),
    workload,
    needsAirGap: count >= 2 && openAir && gpu.tdpW >= ADJACENT_OPEN_AIR_MIN_TDP_W,
    minLinkGBs: linkBandwidthGBs(
      Math.max(1, (gpu.pcieGen ?? MIN_TRAINING_LINK_FALLBACK_GEN) - MAX_TRAINING_LINK_GEN_DEFICIT),
      Math.min(MIN_LANES_PER_GPU_FOR_TRAINING, lanes),
    ),
    highPower: gpu.tdpW >= HIGH_POWER_GPU_TDP_W,
    hotCase: gpu.tdpW * count >= HIGH_AIRFLOW_GPU_HEAT_W,
    makerPsuW: makerPsuFloor([{ gpu, quantity: count }]).watts,
  };
}

/** Sustained DC draw with a CPU of this sustained power (power-budget's formula). */
export function sustainedDrawW(plan: GpuPlan, cpuSustainedW: number): number {
  return plan.gpuTdpW + cpuSustainedW + PLATFORM_ALLOWANCE_W;
}

/**
 * Options worth keeping: cheapest first, each strictly better balanced than every cheaper
 * one (a dearer option that earns no more points can never be part of the best build).
 */
export function paretoFrontier<O extends PartOption>(options: readonly O[]): O[] {
  const sorted = [...options].sort(
    (a, b) =>
      a.costUsd - b.costUsd || b.score - a.score || a.priced.part.slug.localeCompare(b.priced.part.slug),
  );
  const frontier: O[] = [];
  for (const option of sorted) {
    if (frontier.length === 0 || option.score > frontier[frontier.length - 1].score) frontier.push(option);
  }
  return frontier;
}

export function partOption<C extends ComponentFacts>(
  priced: PricedPart<C>,
  score: number,
  quantity = 1,
): PartOption<C> {
  return { priced, quantity, costUsd: priced.priceUsd * quantity, score };
}

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Best way to fill the categories of one platform: branch and bound over the frontiers
 * (each cheapest first, see paretoFrontier), highest-scoring options first, pruning on the
 * budget (cheapest completion) and on the incumbent (best reachable value: the most points
 * at the plan's point price minus the cheapest completion, then cost). Returns null when
 * nothing within the budget beats the incumbent.
 */
export function bestCombination(
  frontiers: readonly (readonly PartOption[])[],
  fixed: { usd: number; score: number },
  budgetUsd: number,
  bound: Incumbent | null,
  stats: SearchStats,
  pointUsd: number,
): { options: PartOption[]; score: number; totalUsd: number; value: number } | null {
  const suffixMinUsd = frontiers.map((_, index) => sum(frontiers.slice(index).map((f) => f[0].costUsd)));
  const suffixMaxScore = frontiers.map((_, index) =>
    sum(frontiers.slice(index).map((f) => f[f.length - 1].score)),
  );
  suffixMinUsd.push(0);
  suffixMaxScore.push(0);
  let bestValue = bound?.value ?? Number.NEGATIVE_INFINITY;
  let bestUsd = bound?.totalUsd ?? Number.POSITIVE_INFINITY;
  let bestScore = 0;
  let bestOptions: PartOption[] | null = null;
  const chosen: PartOption[] = [];
  const visit = (index: number, usd: number, score: number): void => {
    if (index === frontiers.length) stats.candidatesConsidered += 1;
    const floorUsd = usd + suffixMinUsd[index];
    if (floorUsd > budgetUsd) return;
    const ceilingValue = (score + suffixMaxScore[index]) * pointUsd - floorUsd;
    if (ceilingValue < bestValue || (ceilingValue === bestValue && floorUsd >= bestUsd)) return;
    if (index === frontiers.length) {
      bestValue = score * pointUsd - usd;
      bestUsd = usd;
      bestScore = score;
      bestOptions = [...chosen];
      return;
    }
    const frontier = frontiers[index];
    for (let i = frontier.length - 1; i >= 0; i -= 1) {
      chosen.push(frontier[i]);
      visit(index + 1, usd + frontier[i].costUsd, score + frontier[i].score);
      chosen.pop();
    }
  };
  visit(0, fixed.usd, fixed.score);
  return bestOptions ? { options: bestOptions, score: bestScore, totalUsd: bestUsd, value: bestValue } : null;
}
