import type { CatalogSnapshot, LinkedGpu } from '../read-model';
import { badInput } from '../errors';
import { powerLimitRange, powerLimitTradeoff, type PowerLimitTradeoff } from '../rules';
import type { PowerLimitInput } from './inputs';
import { optionalNumber, requiredSlug } from './input';
import { unknownGpu } from './suggestions';
import { INPUT_LIMITS, requiredNumber } from './rules-input';

/** RulesService's power-limit questions: input checked against the card's range, then the pure rule. */

/**
 * The steps of a power-limit sweep when the caller names none: stock, then 90 % down to
 * 60 % of TDP, the range the documents discuss (doc-gpu-cluster-at-home suggests 80-90 %;
 * dettmers-which-gpu-2020 measures 250 -> 200 W). A presentation choice, not a verdict.
 */
const POWER_LIMIT_SWEEP = { fractions: [1, 0.9, 0.8, 0.7, 0.6], maxLimits: 10 } as const;

/**
 * A card's limit is checked against the range its driver accepts (powerLimitRange: the
 * catalog, the sourced table, or an estimate), not capped at TDP: many RTX 4090 boards
 * take 600 W, and no driver takes 50 W. A bare TDP allows 1 W to TDP.
 */
export async function checkedPowerLimitTradeoff(
  catalog: () => Promise<CatalogSnapshot>,
  args: PowerLimitInput,
): Promise<PowerLimitTradeoff> {
  let tdpW = optionalNumber(args.tdpW, 'tdpW', { min: 1, max: INPUT_LIMITS.maxWatts });
  let gpu: LinkedGpu | null = null;
  if (args.gpuSlug) {
    const snapshot = await catalog();
    const row = snapshot.component(requiredSlug(args.gpuSlug, 'gpuSlug'));
    if (!row || row.kind !== 'GPU') throw unknownGpu(snapshot, args.gpuSlug, 'gpuSlug');
    gpu = row;
    tdpW = gpu.tdpW;
  }
  if (tdpW === null) throw badInput('gpuSlug', 'give gpuSlug or tdpW');
  const range = gpu ? powerLimitRange(gpu) : { minW: 1, maxW: tdpW };
  const limitW = requiredNumber(args.limitW, 'limitW', { max: INPUT_LIMITS.maxWatts });
  if (limitW < range.minW || limitW > range.maxW) {
    const card = gpu ? `the ${gpu.name} accepts` : 'a card of this TDP allows';
    throw badInput(
      'limitW',
      `must lie within the ${range.minW}-${range.maxW} W range ${card}, got ${limitW}`,
    );
  }
  return powerLimitTradeoff(tdpW, limitW, gpu);
}

/**
 * Power-limit trade-offs of one catalog GPU at `limitsW`, or at the usual steps below its
 * TDP that its driver accepts: speed kept, watts saved, efficiency gained and the
 * vendor's command. A limit outside the card's range is BAD_USER_INPUT naming it.
 */
export async function checkedPowerLimitSweep(
  catalog: () => Promise<CatalogSnapshot>,
  gpuSlug: string,
  limitsW: readonly number[] | null | undefined,
): Promise<{ gpu: LinkedGpu; tradeoffs: PowerLimitTradeoff[] }> {
  const slug = requiredSlug(gpuSlug, 'gpuSlug');
  const snapshot = await catalog();
  const found = snapshot.component(slug);
  if (!found || found.kind !== 'GPU') throw unknownGpu(snapshot, gpuSlug, 'gpuSlug');
  const gpu = found;
  const range = powerLimitRange(gpu);
  if ((limitsW?.length ?? 0) > POWER_LIMIT_SWEEP.maxLimits)
    throw badInput('limitsW', `at most ${POWER_LIMIT_SWEEP.maxLimits} limits`);
  const limits = limitsW?.length
    ? limitsW
    : POWER_LIMIT_SWEEP.fractions
        .map((fraction) => Math.round(gpu.tdpW * fraction))
        .filter((watts) => watts >= range.minW && watts <= range.maxW);
  limits.forEach((watts, i) => {
    if (!Number.isFinite(watts) || watts < range.minW || watts > range.maxW) {
      throw badInput(
        `limitsW[${i}]`,
        `must be ${range.minW}-${range.maxW} W for the ${gpu.name} (the driver refuses other limits)`,
      );
    }
  });
  return { gpu, tradeoffs: limits.map((watts) => powerLimitTradeoff(gpu.tdpW, watts, gpu)) };
}
