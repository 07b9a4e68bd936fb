import type { GpuSeed } from '../seed-set';

/**
 * A board-partner graphics card ("Gigabyte GeForce RTX 3090 Gaming OC"): a NEW kind, linked
 * to the GPU chip of rigbase's catalog that keeps VRAM, bandwidth, relative performance,
 * benchmarks and cloud offers. The card carries what differs between boards of one chip:
 * length, slot width, board power, power inputs and cooler.
 */
export interface GraphicsCardSeed {
  kind: 'GRAPHICS_CARD';
  slug: string;
  /** Display name without the manufacturer. */
  name: string;
  manufacturer: string;
  releaseYear?: number;
  sources: string[];
  /** Slug of the linked GPU chip; absent when the linker could not link (see linkSummary). */
  gpu?: string;
  chipVendor: GpuSeed['vendor'];
  /** The chip as the dataset names it, e.g. "GeForce RTX 3060 12 GB". */
  chipName: string;
  vramGb?: number;
  memoryType?: string;
  lengthMm?: number;
  /** Expansion-slot thickness, e.g. 2.5. */
  slotWidth?: number;
  /** Board power of this card (partner cards often exceed the chip's reference figure). */
  tdpW?: number;
  /** Auxiliary power in 8-pin (150 W) equivalents: 6-pin 1/2, 8-pin 1, 12VHPWR/12V-2x6 4; rounded up. */
  pcieConnectors?: number;
  coolerStyle?: GpuSeed['coolerStyle'];
  pcieGen?: number;
  /** Electrical width of the card's edge connector (8 on RTX 4060/5060-class cards). */
  pcieLanes?: number;
  boostClockMhz?: number;
}
