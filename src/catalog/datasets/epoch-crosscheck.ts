import type { GpuSeed } from '../seed-set';
import { chipModelKey } from './card-chip-linker';
import type { EpochChipSpec } from './epoch.mapper';

export type EpochChipRef = Pick<
  GpuSeed,
  'slug' | 'name' | 'vramGb' | 'memoryBandwidthGBs' | 'tdpW' | 'gpusPerBoard'
>;

/**
 * Epoch rows whose name alone would link wrongly or not at all. `null` = deliberately not
 * linked (a family row that stands for several rigbase chips).
 */
export const EPOCH_ALIASES: Readonly<Record<string, string | null>> = {
  // Epoch's generic "A100" row (40 GB, 400 W) is the SXM4 module, not the 250 W PCIe card
  // the model key would pick; the specific "A100 SXM4 40 GB" row already covers that chip.
  'NVIDIA A100': null,
  // Epoch drops the "Tesla" brand for the P40.
  'NVIDIA P40': 'nvidia-tesla-p40',
};

export interface EpochLink {
  spec: EpochChipSpec;
  gpu: string | null;
  how: 'alias' | 'model' | 'none';
  detail?: string;
}

/**
 * Links Epoch rows to rigbase chips: the alias table first, then the same model key as the
 * card linker (chipModelKey) plus the same memory size when Epoch gives one. A row that fits
 * several chips, or none, stays unlinked.
 */
export function linkEpochToChips(specs: EpochChipSpec[], chips: EpochChipRef[]): EpochLink[] {
  const byKey = new Map<string, EpochChipRef[]>();
  for (const chip of chips) {
    const key = chipModelKey(chip.name);
    byKey.set(key, [...(byKey.get(key) ?? []), chip]);
  }
  const known = new Set(chips.map((c) => c.slug));
  return specs.map((spec) => {
    if (Object.prototype.hasOwnProperty.call(EPOCH_ALIASES, spec.name)) {
      const gpu = EPOCH_ALIASES[spec.name];
      if (gpu === null)
        return { spec, gpu: null, how: 'alias', detail: 'family row, deliberately not linked' };
      return known.has(gpu)
        ? { spec, gpu, how: 'alias' }
        : { spec, gpu: null, how: 'none', detail: `alias target ${gpu} not in the chip list` };
    }
    let candidates = byKey.get(chipModelKey(spec.name)) ?? [];
    // The memory column, or the size in the name when the column is blank ("... PCIe 12GB").
    const named = /(\d+)\s*GB\b/i.exec(spec.name);
    const memoryGb = spec.memoryGb ?? (named ? Number(named[1]) : undefined);
    if (memoryGb !== undefined) candidates = candidates.filter((c) => c.vramGb === Math.round(memoryGb));
    if (candidates.length === 1) return { spec, gpu: candidates[0].slug, how: 'model' };
    return {
      spec,
      gpu: null,
      how: 'none',
      detail:
        candidates.length === 0
          ? 'no chip of that model and memory'
          : `fits ${candidates.map((c) => c.slug).join(', ')}`,
    };
  });
}

/** Relative difference above which a seed figure and Epoch's disagree (issue 13: 5 %). */
export const CROSS_CHECK_TOLERANCE = 0.05;

export type CrossCheckField = 'vramGb' | 'memoryBandwidthGBs' | 'tdpW';

export interface Disagreement {
  gpu: string;
  epochName: string;
  field: CrossCheckField;
  seed: number;
  epoch: number;
  /** |seed - epoch| / epoch. */
  relativeDifference: number;
}

const EPOCH_FIELD: Record<CrossCheckField, keyof EpochChipSpec> = {
  vramGb: 'memoryGb',
  memoryBandwidthGBs: 'memoryBandwidthGBs',
  tdpW: 'tdpW',
};

/** Every linked chip whose VRAM, bandwidth or TDP differs from Epoch's by more than the tolerance. */
export function crossCheckEpoch(
  links: EpochLink[],
  chips: EpochChipRef[],
  tolerance = CROSS_CHECK_TOLERANCE,
): Disagreement[] {
  const bySlug = new Map(chips.map((c) => [c.slug, c]));
  const out: Disagreement[] = [];
  for (const link of links) {
    const chip = link.gpu ? bySlug.get(link.gpu) : undefined;
    if (!chip) continue;
    for (const field of Object.keys(EPOCH_FIELD) as CrossCheckField[]) {
      const epoch = link.spec[EPOCH_FIELD[field]] as number | undefined;
      const seed = chip[field];
      if (epoch === undefined || epoch <= 0 || seed === undefined) continue;
      const relativeDifference = Math.abs(seed - epoch) / epoch;
      if (relativeDifference > tolerance) {
        out.push({ gpu: chip.slug, epochName: link.spec.name, field, seed, epoch, relativeDifference });
      }
    }
  }
  return out.sort((a, b) => a.gpu.localeCompare(b.gpu) || a.field.localeCompare(b.field));
}
