import { totalOf, totalQuantity, type BuildView } from './build-view';
import type { GpuFacts, MainsFacts, PsuFacts } from '../facts';
import { MAINS_REGIONS, type MainsRegion } from '../reference/mains-regions';
import {
  CONTINUOUS_LOAD_FACTOR,
  DEFAULT_MAINS_REGION,
  HIGH_VOLTAGE_MAINS_MIN_V,
  LOW_VOLTAGE_MAINS_MAX_V,
  PLATFORM_ALLOWANCE_W,
  PSU_EFFICIENCY_BY_RATING,
  PSU_EFFICIENCY_UNKNOWN,
  PSU_HEADROOM_FRACTION,
  PSU_SIZE_STEP_W,
  TRANSIENT_SPIKE_ARCHITECTURES,
  TRANSIENT_SPIKE_FACTOR,
  TRANSIENT_SPIKE_SINCE_YEAR,
  TYPICAL_CPU_W,
} from '../thresholds';
import { cpuSustainedW, makerSystemPowerW, type Basis } from './fact-fallbacks';

/** The supply the circuit check uses, with what was assumed. */
export interface ResolvedMains {
  voltage: number;
  breakerAmps: number;
  continuousLoadFactor: number;
  /** Region whose defaults filled the gaps (or that the build named). */
  region: MainsRegion;
  /** What was assumed: the voltage, the breaker rating, or both (empty when both were given or a region was named). */
  assumed: Array<'voltage' | 'breakerAmps'>;
  /** True when voltage or breaker rating came from defaults. */
  defaulted: boolean;
  /** True when the build gave no mains value at all (no region, voltage or amps). */
  nothingGiven: boolean;
  /** voltage x amps x factor. */
  circuitLimitW: number;
}

/** The region a given voltage implies when the build names none. */
function regionForVoltage(voltage: number | null): MainsRegion {
  if (voltage == null) return DEFAULT_MAINS_REGION;
  if (voltage >= HIGH_VOLTAGE_MAINS_MIN_V) return 'EUROPE';
  if (voltage <= LOW_VOLTAGE_MAINS_MAX_V) return 'JAPAN';
  return 'NORTH_AMERICA';
}

/**
 * Fills missing mains values from a region (see reference/mains-regions): the named one,
 * else the one the given voltage implies (230 V-class: Europe 16 A; 100 V: Japan 15 A;
 * otherwise North America 15 A), and the 80 % continuous-load factor. Sources:
 * ref-nfpa-70-nec, ref-iec-tr-60083, doc-gpu-cluster-at-home.
 *
 * Throws RangeError for an unknown region or non-positive values (callers validate input).
 */
export function resolveMains(mains: MainsFacts | null | undefined): ResolvedMains {
  const givenVoltage = mains?.voltage ?? null;
  const givenAmps = mains?.breakerAmps ?? null;
  const region: MainsRegion = mains?.region ?? regionForVoltage(givenVoltage);
  const defaults = MAINS_REGIONS[region];
  if (!defaults) throw new RangeError(`Unknown mains region: ${String(region)}.`);
  const voltage = givenVoltage ?? defaults.voltage;
  const breakerAmps = givenAmps ?? defaults.breakerAmps;
  const continuousLoadFactor = mains?.continuousLoadFactor ?? CONTINUOUS_LOAD_FACTOR;
  if (!(voltage > 0) || !(breakerAmps > 0) || !(continuousLoadFactor > 0 && continuousLoadFactor <= 1)) {
    throw new RangeError(
      `Invalid mains: ${voltage} V, ${breakerAmps} A, load factor ${continuousLoadFactor}.`,
    );
  }
  // A named region is one outlet standard (its voltage and rating, see MAINS_REGIONS), so
  // naming it states both: only values taken from a region nobody named are assumptions.
  const regionGiven = mains?.region != null;
  const assumed: ResolvedMains['assumed'] = [];
  if (givenVoltage == null && !regionGiven) assumed.push('voltage');
  if (givenAmps == null && !regionGiven) assumed.push('breakerAmps');
  return {
    voltage,
    breakerAmps,
    continuousLoadFactor,
    region,
    assumed,
    defaulted: assumed.length > 0,
    nothingGiven: givenVoltage == null && givenAmps == null && mains?.region == null,
    circuitLimitW: Math.round(voltage * breakerAmps * continuousLoadFactor),
  };
}

/** Efficiency for an 80 PLUS rating string ("80+ Gold", "80 PLUS Titanium", "GOLD"...). */
export function psuEfficiency(rating: string | null | undefined): { efficiency: number; known: boolean } {
  if (!rating) return { efficiency: PSU_EFFICIENCY_UNKNOWN, known: false };
  const upper = rating.toUpperCase();
  for (const [level, efficiency] of Object.entries(PSU_EFFICIENCY_BY_RATING)) {
    if (upper.includes(level)) return { efficiency, known: true };
  }
  // A plain "80+" / "80 PLUS" is the base (white) level.
  if (/80\s*(\+|PLUS)/.test(upper)) return { efficiency: PSU_EFFICIENCY_BY_RATING.WHITE, known: true };
  return { efficiency: PSU_EFFICIENCY_UNKNOWN, known: false };
}

/** True for GPUs with large millisecond spikes (Ampere and newer, or released since 2020). */
export function hasTransientSpikes(gpu: GpuFacts): boolean {
  const architecture = gpu.architecture.toLowerCase().trim();
  if (TRANSIENT_SPIKE_ARCHITECTURES.includes(architecture)) return true;
  return gpu.releaseYear != null && gpu.releaseYear >= TRANSIENT_SPIKE_SINCE_YEAR;
}

/** Recommended PSU size: draw x (1 + headroom), rounded up to 50 W. Source: doc-cost-for-gpu-hardware. */
export function recommendedPsuW(sustainedDrawW: number): number {
  return Math.ceil((sustainedDrawW * (1 + PSU_HEADROOM_FRACTION)) / PSU_SIZE_STEP_W) * PSU_SIZE_STEP_W;
}

/**
 * The GPU maker's PSU floor for the build: the largest card's required system power (which
 * assumes one card and a typical CPU) plus the TDP of every further card. 0 without GPUs.
 * Sources: spec-nvidia-geforce-rtx-30/40/50 (required system power), see makerSystemPowerW.
 */
export function makerPsuFloor(gpus: ReadonlyArray<{ gpu: GpuFacts; quantity: number }>): {
  watts: number;
  gpu: GpuFacts | null;
  basis: Basis | null;
} {
  let best: { watts: number; gpu: GpuFacts; basis: Basis; tdpW: number } | null = null;
  let totalTdpW = 0;
  for (const { gpu, quantity } of gpus) {
    totalTdpW += gpu.tdpW * quantity;
    const maker = makerSystemPowerW(gpu);
    if (!best || maker.watts - gpu.tdpW > best.watts - best.tdpW) best = { ...maker, gpu, tdpW: gpu.tdpW };
  }
  if (!best) return { watts: 0, gpu: null, basis: null };
  return { watts: best.watts + (totalTdpW - best.tdpW), gpu: best.gpu, basis: best.basis };
}

export interface PowerEstimate {
  gpuTdpW: number;
  /** TDP of the listed CPUs (0 when none listed). */
  cpuTdpW: number;
  /** CPU watts used in the estimate: sustained package power (see cpuSustainedW), or a typical CPU when none is listed. */
  cpuDrawW: number;
  cpuAssumed: boolean;
  /** True when a CPU's sustained power differs from its TDP (Intel PL2, AMD PPT). */
  cpuAboveTdp: boolean;
  /** GPU + listed CPU TDP. */
  totalTdpW: number;
  /** Sustained full-load DC draw: GPUs + CPU + platform allowance. */
  sustainedDrawW: number;
  /** Millisecond peak with recent GPUs at their spike factor. */
  transientPeakW: number;
  spikingGpuCount: number;
  /** The larger of the headroom rule (sustained draw + 15 %) and the maker floor. */
  recommendedPsuW: number;
  /** Sustained draw + 15 %, rounded up to 50 W. */
  headroomPsuW: number;
  /** The GPU maker's PSU floor for these cards (see makerPsuFloor); 0 without GPUs. */
  makerPsuW: number;
  /** The card the maker floor comes from, and whether it is a maker figure or an estimate. */
  makerPsuGpu: GpuFacts | null;
  makerPsuBasis: Basis | null;
  /** Sum of the PSUs' wattage, null without a PSU. */
  psuW: number | null;
  psuCount: number;
  allPsusAtx3: boolean;
  /** Lowest efficiency among the PSUs (or the unknown default). */
  efficiency: number;
  efficiencyKnown: boolean;
  /** Sustained draw at the wall. */
  wallDrawW: number;
  mains: ResolvedMains;
  fitsCircuit: boolean;
}

/**
 * The build's power figures. Sustained draw = GPU TDPs + CPU sustained package power
 * (Intel PL2 / AMD PPT, see cpuSustainedW) + 50 W for the rest; recommended PSU = the larger
 * of draw + 15 % and the GPU maker's floor. Sources: doc-cost-for-gpu-hardware (CPU + GPUs,
 * plus 10-15 %), doc-gpu-cluster-at-home (circuit limit, transients, ATX 3.0),
 * doc-deep-learning-server (3090 up to 600 W), spec-nvidia-geforce-rtx-30/40/50 (required
 * system power), ref-amd-am5-power-statement, Intel ARK (Maximum Turbo Power).
 */
export function estimatePower(view: BuildView, mains: MainsFacts | null | undefined): PowerEstimate {
  const gpuTdpW = totalOf(view.gpuParts, (gpu) => gpu.tdpW);
  const cpuTdpW = totalOf(view.cpuParts, (cpu) => cpu.tdpW);
  const cpuAssumed = view.cpuParts.length === 0;
  const cpuSustainedTotalW = totalOf(view.cpuParts, (cpu) => cpuSustainedW(cpu).watts);
  const cpuDrawW = cpuAssumed ? TYPICAL_CPU_W : cpuSustainedTotalW;
  const sustainedDrawW = gpuTdpW + cpuDrawW + PLATFORM_ALLOWANCE_W;
  let spikingGpuCount = 0;
  const gpuPeakW = view.gpuParts.reduce((sum, part) => {
    if (!hasTransientSpikes(part.component)) return sum + part.component.tdpW * part.quantity;
    spikingGpuCount += part.quantity;
    return sum + part.component.tdpW * TRANSIENT_SPIKE_FACTOR * part.quantity;
  }, 0);
  const psus: PsuFacts[] = view.psuParts.map((part) => part.component);
  const psuW = view.psuParts.length ? totalOf(view.psuParts, (psu) => psu.wattage) : null;
  const efficiencies = psus.map((psu) => psuEfficiency(psu.efficiencyRating));
  const efficiency = efficiencies.length
    ? Math.min(...efficiencies.map((entry) => entry.efficiency))
    : PSU_EFFICIENCY_UNKNOWN;
  const resolvedMains = resolveMains(mains);
  const wallDrawW = Math.round(sustainedDrawW / efficiency);
  const headroomPsuW = recommendedPsuW(sustainedDrawW);
  const maker = makerPsuFloor(
    view.gpuParts.map((part) => ({ gpu: part.component, quantity: part.quantity })),
  );
  return {
    gpuTdpW,
    cpuTdpW,
    cpuDrawW,
    cpuAssumed,
    cpuAboveTdp: !cpuAssumed && cpuSustainedTotalW !== cpuTdpW,
    totalTdpW: gpuTdpW + cpuTdpW,
    sustainedDrawW,
    transientPeakW: Math.round(gpuPeakW + cpuDrawW + PLATFORM_ALLOWANCE_W),
    spikingGpuCount,
    recommendedPsuW: Math.max(headroomPsuW, maker.watts),
    headroomPsuW,
    makerPsuW: maker.watts,
    makerPsuGpu: maker.gpu,
    makerPsuBasis: maker.basis,
    psuW,
    psuCount: totalQuantity(view.psuParts),
    allPsusAtx3: psus.length > 0 && psus.every((psu) => psu.atx3),
    efficiency,
    efficiencyKnown: efficiencies.length > 0 && efficiencies.every((entry) => entry.known),
    wallDrawW,
    mains: resolvedMains,
    fitsCircuit: wallDrawW <= resolvedMains.circuitLimitW,
  };
}
