import { float, int, ref, text } from './dsl';
import { defineKind } from './base';
import { GPU_COOLER_STYLE } from './enums';

/**
 * A board partner's graphics card ("Gigabyte GeForce RTX 3090 Gaming OC") built on a GPU
 * chip of the catalog. The chip keeps what all its cards share (memory size and bandwidth,
 * relative performance, benchmarks, cloud offers); the card carries what differs between
 * boards of one chip: length, slot width, board power, power inputs, cooler and clocks.
 * checkBuild reads the card's own facts for fit, power and cooling, and the chip's for the
 * rest (src/rules/analysis/graphics-card.ts).
 */
export const GRAPHICS_CARD = defineKind('GRAPHICS_CARD', {
  fields: {
    chip: ref('gpu', {
      column: 'chip_id',
      inputDescription: 'Slug of the GPU chip on the card (a GPU of the catalog).',
    }),
    /** Memory on the card in GB, as its maker lists it (equal to the chip's). */
    vramGb: float({ min: 0.5, max: 4096 }),
    /** Memory technology, e.g. "GDDR6X". */
    memoryType: text(),
    /** This card's length, rounded up to whole millimetres. */
    lengthMm: int({ min: 50, max: 1000 }),
    /** Expansion slots this card occupies, e.g. 2.75. */
    slotWidth: float({ min: 1, max: 6 }),
    /** This card's board power; partner cards often exceed the chip's reference figure. */
    tdpW: int({ min: 10, max: 5000 }),
    /** Auxiliary power inputs in 8-pin (150 W) equivalents: 6-pin 1/2, 8-pin 1, 12V-2x6 4, rounded up. */
    pcieConnectors: int({ min: 0, max: 64 }),
    coolerStyle: text({ enum: GPU_COOLER_STYLE }),
    /** PCIe generation of the card's edge connector. */
    pcieGen: int({ min: 1, max: 7 }),
    /** Electrical lanes of the card's edge connector (8 on RTX 4060-class cards). */
    pcieLanes: int({ min: 1, max: 16 }),
    /** Rated boost clock of this card in MHz (factory-overclocked cards list more than the chip). */
    boostClockMhz: int({ min: 100, max: 5000 }),
  },
});
