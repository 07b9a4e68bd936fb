import type { MainsInput, MainsRegion } from '../gql/graphql';

/**
 * The API's supply regions (`MainsInput.region`), in words. Keyed by the schema's enum, so a
 * region added to or dropped from the API fails the type check until this list follows; the
 * circuit's continuous limit itself always comes from the API (`circuitLimitW`).
 */
export const MAINS_REGIONS: Record<MainsRegion, string> = {
  NORTH_AMERICA: 'North America, 120 V / 15 A',
  NORTH_AMERICA_20A: 'North America, 120 V / 20 A circuit',
  EUROPE: 'Europe, 230 V / 16 A',
  UNITED_KINGDOM: 'United Kingdom, 230 V / 13 A plug',
  AUSTRALIA: 'Australia and New Zealand, 230 V / 10 A',
  JAPAN: 'Japan, 100 V / 15 A',
};

/** Regions in the order the selector lists them (most common circuits first). */
export const REGION_ORDER = Object.keys(MAINS_REGIONS) as MainsRegion[];

export type MainsPreset = MainsRegion | 'custom';

export interface MainsChoice {
  preset: MainsPreset;
  /** Used when preset is custom; NaN while the field is empty. */
  voltage: number;
  breakerAmps: number;
}

/** The API's own default circuit (120 V / 15 A), sent explicitly so a saved link names it. */
export const DEFAULT_MAINS: MainsChoice = { preset: 'NORTH_AMERICA', voltage: 120, breakerAmps: 15 };

export function isMainsRegion(value: unknown): value is MainsRegion {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(MAINS_REGIONS, value);
}

/** The mains input to send, or 'incomplete' while the custom fields do not hold numbers. */
export function mainsInput(choice: MainsChoice): MainsInput | 'incomplete' {
  if (choice.preset !== 'custom') return { region: choice.preset };
  if (!Number.isFinite(choice.voltage) || !Number.isFinite(choice.breakerAmps)) return 'incomplete';
  return { voltage: choice.voltage, breakerAmps: choice.breakerAmps };
}

/** Presets of drafts stored by earlier versions of the page, mapped to the API's regions. */
const STORED_PRESETS: Record<string, MainsRegion> = {
  default: 'NORTH_AMERICA',
  na15: 'NORTH_AMERICA',
  na20: 'NORTH_AMERICA_20A',
  eu16: 'EUROPE',
  uk13: 'UNITED_KINGDOM',
};

/** A stored or linked choice, made valid: unknown presets fall back to the default circuit. */
export function normalizeMains(value: Partial<MainsChoice> | null | undefined): MainsChoice {
  const preset = value?.preset as string | undefined;
  const known: MainsPreset =
    preset === 'custom' || isMainsRegion(preset)
      ? preset
      : (STORED_PRESETS[preset ?? ''] ?? DEFAULT_MAINS.preset);
  return {
    preset: known,
    voltage: typeof value?.voltage === 'number' ? value.voltage : DEFAULT_MAINS.voltage,
    breakerAmps: typeof value?.breakerAmps === 'number' ? value.breakerAmps : DEFAULT_MAINS.breakerAmps,
  };
}
