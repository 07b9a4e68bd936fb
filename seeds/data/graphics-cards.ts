import type { GraphicsCardSeed } from '../types';

/**
 * Hand-entered board-partner graphics cards, each linked to its GPU chip. The open dataset
 * (BuildCores OpenDB) lists thousands more; the importer merges a dataset row into the row
 * here that names the same product (the hand row wins and records the dataset's id).
 * Lengths are rounded up to whole millimetres and slot widths are the maker's thickness in
 * 20.32 mm slot pitches, so fit checks never claim room a card does not leave.
 */
export const graphicsCards: GraphicsCardSeed[] = [
  {
    kind: 'GRAPHICS_CARD',
    slug: 'gigabyte-geforce-rtx-3090-gaming-oc-24g',
    name: 'GeForce RTX 3090 GAMING OC 24G',
    manufacturer: 'Gigabyte',
    releaseYear: 2020,
    chip: 'nvidia-geforce-rtx-3090',
    vramGb: 24,
    memoryType: 'GDDR6X',
    lengthMm: 320,
    slotWidth: 2.75,
    tdpW: 350,
    pcieConnectors: 2,
    coolerStyle: 'OPEN_AIR',
    pcieGen: 4,
    pcieLanes: 16,
    boostClockMhz: 1755,
    description:
      'A common triple-fan RTX 3090: 7 mm longer than the Founders Edition and close to three slots thick, so two of them need a board with wide slot spacing.',
    sources: ['spec-gigabyte-geforce-rtx-3090-gaming-oc', 'dataset-buildcores-opendb'],
  },
  {
    kind: 'GRAPHICS_CARD',
    slug: 'asus-tuf-gaming-geforce-rtx-3090-oc',
    name: 'TUF Gaming GeForce RTX 3090 OC',
    manufacturer: 'ASUS',
    releaseYear: 2020,
    chip: 'nvidia-geforce-rtx-3090',
    vramGb: 24,
    memoryType: 'GDDR6X',
    lengthMm: 300,
    slotWidth: 2.7,
    pcieConnectors: 2,
    coolerStyle: 'OPEN_AIR',
    pcieGen: 4,
    pcieLanes: 16,
    boostClockMhz: 1770,
    description:
      'A shorter RTX 3090 than most partner boards, on two 8-pin inputs; its board power is not given by the maker, so checks use the chip reference figure.',
    sources: ['spec-asus-tuf-geforce-rtx-3090-oc'],
  },
  {
    kind: 'GRAPHICS_CARD',
    slug: 'asus-tuf-gaming-geforce-rtx-4090-oc',
    name: 'TUF Gaming GeForce RTX 4090 OC',
    manufacturer: 'ASUS',
    releaseYear: 2022,
    chip: 'nvidia-geforce-rtx-4090',
    vramGb: 24,
    memoryType: 'GDDR6X',
    lengthMm: 349,
    slotWidth: 3.65,
    tdpW: 450,
    pcieConnectors: 4,
    coolerStyle: 'OPEN_AIR',
    pcieGen: 4,
    pcieLanes: 16,
    boostClockMhz: 2595,
    description:
      'A 349 mm, nearly four-slot RTX 4090: it needs a long case and covers the slot below it, so a second card rarely fits beside it.',
    sources: ['spec-asus-tuf-geforce-rtx-4090-oc', 'dataset-buildcores-opendb'],
  },
];
