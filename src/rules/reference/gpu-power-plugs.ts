/**
 * Data-centre cards that take their auxiliary power through an 8-pin CPU (EPS12V) plug
 * instead of the PCIe 8-pin a desktop PSU's GPU cables end in. The plugs are keyed
 * differently, so a PCIe cable does not go in; a desktop build needs a spare CPU/EPS cable
 * from the PSU or the adapter NVIDIA describes for the card. Only cards whose board
 * specification says so are listed (expert review 2026-11, B13).
 */
import type { Sourced } from './sourced';

export interface EpsPoweredGpu {
  slug: string;
  /** What the board specification says the card takes, in our words. */
  plug: string;
}

/**
 * NVIDIA Tesla P40 product brief PB-08338-001 (November 2016) has a "CPU 8-pin to PCIe 8-pin
 * dongle" section beside its power connector placement: the card's connector is a CPU 8-pin.
 */
export const EPS_POWERED_GPUS: readonly Sourced<EpsPoweredGpu>[] = [
  { slug: 'nvidia-tesla-p40', plug: 'one 8-pin CPU (EPS12V) connector', sources: ['spec-nvidia-tesla-p40'] },
];

const bySlug = new Map(EPS_POWERED_GPUS.map((row) => [row.slug, row]));

/** The card's EPS plug row, or null for a card on PCIe power plugs (or not on record). */
export function epsPlugOf(slug: string): Sourced<EpsPoweredGpu> | null {
  return bySlug.get(slug) ?? null;
}
