import { badInput } from '../errors';
import type { BuildPartInput, CloudVsDesktopInput, MainsInput } from './inputs';
import type { MainsFacts } from '../rules';
import { optionalNumber, requiredSlug } from './input';

/** Input bounds of the rules API: large enough for any real build, small enough to stay cheap. */
export const INPUT_LIMITS = {
  maxBuildParts: 64,
  maxQuantity: 16,
  maxGpuCount: 16,
  maxBuildGpuCount: 8,
  maxBudgetUsd: 10_000_000,
  maxRecommendations: 50,
  minVoltage: 90,
  maxVoltage: 480,
  maxBreakerAmps: 200,
  maxWatts: 100_000,
  maxElectricityUsdPerKwh: 10,
  maxCloudUsdPerHour: 10_000,
  maxHorizonYears: 10,
  maxUsefulLifeYears: 20,
  minParametersBillions: 0.001,
  maxParametersBillions: 10_000,
  maxBatchSize: 4096,
  maxSequenceLength: 1_048_576,
  maxLayers: 1000,
  maxHiddenSize: 1_000_000,
} as const;

/** Validates build lines and merges repeated slugs; field paths name the offending line. */
export function validateParts(parts: readonly BuildPartInput[], field: string): Map<string, number> {
  if (parts.length === 0) throw badInput(`${field}.parts`, 'must list at least one part');
  if (parts.length > INPUT_LIMITS.maxBuildParts) {
    throw badInput(
      `${field}.parts`,
      `must have at most ${INPUT_LIMITS.maxBuildParts} lines, got ${parts.length}`,
    );
  }
  const quantities = new Map<string, number>();
  parts.forEach((part, i) => {
    const slug = requiredSlug(part.slug, `${field}.parts[${i}].slug`);
    const quantity = part.quantity ?? 1;
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > INPUT_LIMITS.maxQuantity) {
      throw badInput(
        `${field}.parts[${i}].quantity`,
        `must be an integer from 1 to ${INPUT_LIMITS.maxQuantity}`,
      );
    }
    const total = (quantities.get(slug) ?? 0) + quantity;
    if (total > INPUT_LIMITS.maxQuantity) {
      throw badInput(
        `${field}.parts[${i}].quantity`,
        `"${slug}" appears ${total} times; at most ${INPUT_LIMITS.maxQuantity}`,
      );
    }
    quantities.set(slug, total);
  });
  return quantities;
}

export function validateMains(mains: MainsInput | null | undefined, field: string): MainsFacts | null {
  if (!mains) return null;
  return {
    region: mains.region ?? null,
    voltage: optionalNumber(mains.voltage, `${field}.voltage`, {
      min: INPUT_LIMITS.minVoltage,
      max: INPUT_LIMITS.maxVoltage,
    }),
    breakerAmps: optionalNumber(mains.breakerAmps, `${field}.breakerAmps`, {
      min: 1,
      max: INPUT_LIMITS.maxBreakerAmps,
    }),
    continuousLoadFactor: (() => {
      const factor = optionalNumber(mains.continuousLoadFactor, `${field}.continuousLoadFactor`, { max: 1 });
      if (factor === 0) throw badInput(`${field}.continuousLoadFactor`, 'must be above 0');
      return factor;
    })(),
  };
}

/** An optional number of years above 0 and at most `max`. */
export function positiveYears(value: number | null | undefined, field: string, max: number): number | null {
  const years = optionalNumber(value, field, { max });
  if (years === 0) throw badInput(field, 'must be above 0');
  return years;
}

/**
 * The idle, resale and useful-life inputs of compareCloudVsDesktop. Idle hours cannot
 * exceed the hours the machine does not work (24 x (1 - utilization)).
 */
export function validateIdleAndResale(
  input: Pick<CloudVsDesktopInput, 'idleHoursPerDay' | 'idleWatts' | 'resaleUsd' | 'usefulLifeYears'>,
  utilization: number,
) {
  const freeHours = Math.round(24 * (1 - utilization) * 1000) / 1000;
  const idleHoursPerDay = optionalNumber(input.idleHoursPerDay, 'input.idleHoursPerDay', { max: 24 });
  if (idleHoursPerDay !== null && idleHoursPerDay > freeHours) {
    throw badInput(
      'input.idleHoursPerDay',
      `must be at most the ${freeHours} hours a day the machine does not work at utilization ${utilization}`,
    );
  }
  return {
    idleHoursPerDay,
    idleWatts: optionalNumber(input.idleWatts, 'input.idleWatts', { max: INPUT_LIMITS.maxWatts }),
    resaleUsd: optionalNumber(input.resaleUsd, 'input.resaleUsd', { max: INPUT_LIMITS.maxBudgetUsd }),
    usefulLifeYears: positiveYears(
      input.usefulLifeYears,
      'input.usefulLifeYears',
      INPUT_LIMITS.maxUsefulLifeYears,
    ),
  };
}

export function requiredNumber(
  value: number,
  field: string,
  bounds: { min?: number; max?: number; exclusiveMin?: boolean } = {},
): number {
  const checked = optionalNumber(value, field, bounds)!;
  if (bounds.exclusiveMin && checked === (bounds.min ?? 0))
    throw badInput(field, `must be above ${bounds.min ?? 0}`);
  return checked;
}

export function boundedInt(
  value: number | null | undefined,
  fallback: number,
  field: string,
  min: number,
  max: number,
) {
  const n = value ?? fallback;
  if (!Number.isInteger(n) || n < min || n > max)
    throw badInput(field, `must be an integer from ${min} to ${max}`);
  return n;
}
