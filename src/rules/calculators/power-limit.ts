import { normalizeToken } from '../analysis/build-view';
import { gpuPowerLimitRange, type Basis } from '../analysis/fact-fallbacks';
import type { BuildPartFacts, GpuFacts } from '../facts';
import { formatPercent, formatWatts, joinList, roundTo } from '../format';
import {
  POWER_LIMIT_FLOOR_FRACTION,
  POWER_LIMIT_REFERENCE,
  POWER_LIMIT_SUGGESTED_MIN_FRACTION,
} from '../thresholds';

/** The facts of a card the power-limit calculator reads. */
export type PowerLimitGpu = Pick<GpuFacts, 'slug' | 'name' | 'vendor' | 'tdpW'> &
  Partial<Pick<GpuFacts, 'architecture'>>;

/** Result of powerLimitTradeoff. */
export interface PowerLimitTradeoff {
  tdpW: number;
  limitW: number;
  /** Speed relative to stock (1 = no loss). */
  relativeSpeed: number;
  wattsSaved: number;
  /** Performance per watt relative to stock, minus 1 (0.16 = 16 % better). */
  perfPerWattGain: number;
  /** Lowest and highest limit the driver accepts for this card (see powerLimitRange). */
  minLimitW: number;
  maxLimitW: number;
  /** Whether the range is a catalog fact, a sourced table entry, or an estimate. */
  rangeBasis: Basis;
  /** The command that sets the limit on Linux, for the card's vendor; null when there is none. */
  command: string | null;
}

/** Exponent of the speed curve: speed = (limit / TDP)^k through the documents' point. */
const POWER_LIMIT_EXPONENT =
  Math.log(POWER_LIMIT_REFERENCE.relativeSpeed) / Math.log(POWER_LIMIT_REFERENCE.limitFraction);

/**
 * The tool that sets a GPU power limit on Linux, by vendor: nvidia-smi for NVIDIA
 * (ref-nvidia-smi-docs, doc-gpu-cluster-at-home), rocm-smi for AMD (ref-amd-rocm-docs).
 * Null for other vendors, which have no standard command.
 */
export function powerLimitCommand(gpu: Pick<GpuFacts, 'vendor'>, watts: number, index = 0): string | null {
  const vendor = normalizeToken(gpu.vendor);
  const limit = Math.round(watts);
  if (vendor === 'NVIDIA') return `sudo nvidia-smi -i ${index} -pl ${limit}`;
  if (vendor === 'AMD') return `sudo rocm-smi -d ${index} --setpoweroverdrive ${limit}`;
  return null;
}

/** How to power-limit the card, in words: "nvidia-smi -pl" / "rocm-smi --setpoweroverdrive" / the vendor's tool. */
export function powerLimitTool(gpus: ReadonlyArray<Pick<GpuFacts, 'vendor'>>): string {
  const vendors = new Set(gpus.map((gpu) => normalizeToken(gpu.vendor)));
  const tools: string[] = [];
  if (vendors.has('NVIDIA')) tools.push('nvidia-smi -pl');
  if (vendors.has('AMD')) tools.push('rocm-smi --setpoweroverdrive');
  if (tools.length === 0) return "the vendor's power-limit tool";
  return tools.join(' or ');
}

/**
 * The power-limit range a card's driver accepts: the catalog's powerLimitMinW/MaxW (RTX 4090
 * 150-600 W, RTX 3090 100-400 W), or an estimate (a third of TDP for NVIDIA, 90 % for
 * consumer Radeon, up to stock TDP). Services validate user input against it.
 */
export function powerLimitRange(gpu: PowerLimitGpu): { minW: number; maxW: number; basis: Basis } {
  return gpuPowerLimitRange({ architecture: '', ...gpu } as GpuFacts);
}

/**
 * Speed and efficiency of a GPU power limit on the curve speed = (limit / TDP)^k, with k
 * chosen so the curve passes through the documents' point: 250 W -> 200 W (80 %) keeps
 * ~93 % of the speed (k ~ 0.33). Sources: dettmers-which-gpu-2020, doc-dl-cluster-guide;
 * doc-gpu-cluster-at-home suggests 80-90 % limits. A limit at or above TDP runs at stock
 * speed (raising the limit above stock buys little for training); the limit must lie within
 * the card's range (powerLimitRange) when a card is given, or between 1 W and TDP for a
 * bare TDP.
 *
 * Throws RangeError for non-positive watts or a limit outside the range (callers validate
 * user input with powerLimitRange first).
 */
export function powerLimitTradeoff(
  tdpW: number,
  limitW: number,
  gpu?: PowerLimitGpu | null,
): PowerLimitTradeoff {
  if (!Number.isFinite(tdpW) || tdpW <= 0 || !Number.isFinite(limitW) || limitW <= 0) {
    throw new RangeError(`TDP and power limit must be positive watts, got ${tdpW} W and ${limitW} W.`);
  }
  const range = gpu ? powerLimitRange({ ...gpu, tdpW }) : { minW: 1, maxW: tdpW, basis: 'estimate' as const };
  if (limitW < range.minW || limitW > range.maxW) {
    const name = gpu ? `the ${gpu.name}` : 'this card';
    throw new RangeError(
      `A ${limitW} W limit is outside the ${range.minW}-${range.maxW} W range ${name} accepts.`,
    );
  }
  const fraction = Math.min(1, limitW / tdpW);
  const relativeSpeed = fraction ** POWER_LIMIT_EXPONENT;
  return {
    tdpW,
    limitW,
    relativeSpeed: roundTo(relativeSpeed, 4),
    wattsSaved: Math.max(0, tdpW - limitW),
    perfPerWattGain: roundTo(relativeSpeed / Math.max(fraction, limitW / tdpW) - 1, 4),
    minLimitW: range.minW,
    maxLimitW: range.maxW,
    rangeBasis: range.basis,
    command: gpu ? powerLimitCommand(gpu, limitW) : null,
  };
}

/**
 * "power-limit the cards with nvidia-smi -pl by about 55 W each (GeForce RTX 3090 to about
 * 295 W, 84 % of stock)": the even cut per board that sheds `cutDcW` of DC load. Null when a
 * card would go below the floor its driver accepts (gpuPowerLimitRange: the RTX 5090 refuses
 * anything under 400 W) or below POWER_LIMIT_FLOOR_FRACTION of stock, so advice never
 * proposes a limit the card refuses or one too slow to be the fix.
 */
export function powerLimitAdvice(
  gpuParts: readonly BuildPartFacts<GpuFacts>[],
  boards: number,
  cutDcW: number,
): string | null {
  if (boards === 0 || gpuParts.length === 0) return null;
  const cutPerCardW = Math.max(1, Math.ceil(cutDcW / boards));
  const targets = gpuParts.map((part) => {
    const limitW = part.component.tdpW - cutPerCardW;
    const floorW = Math.max(
      gpuPowerLimitRange(part.component).minW,
      part.component.tdpW * POWER_LIMIT_FLOOR_FRACTION,
    );
    return { name: part.component.name, limitW, fraction: limitW / part.component.tdpW, floorW };
  });
  if (targets.some((target) => target.limitW < target.floorW)) return null;
  const lowest = Math.min(...targets.map((target) => target.fraction));
  const list = joinList(
    targets.map(
      (target) =>
        `${target.name} to about ${formatWatts(target.limitW)}, ${formatPercent(target.fraction)} of stock`,
    ),
  );
  const deeper =
    lowest < POWER_LIMIT_SUGGESTED_MIN_FRACTION
      ? '; that is below the 80-90 % of stock usually suggested, so expect a noticeable slowdown'
      : '';
  const tool = powerLimitTool(gpuParts.map((part) => part.component));
  return `power-limit the cards with ${tool} by about ${formatWatts(cutPerCardW)} each (${list})${deeper}`;
}
