import type { PcieSlotSeed, SourceSeed } from '../seed-set';
import type { CuratedLayout } from './buildcores-rows';

/**
 * Curated PCIe slot layouts for boards the open dataset lists by slot counts only (issue 26),
 * applied by the dataset import to the board's row (its `pcieSlots`, with the layout's source
 * in `slotLayoutSource`). Only layouts whose every slot was read from a document are listed:
 * position (1 = nearest the CPU; an empty position is a gap in the numbering), connector
 * size, wired width with every x16-length slot populated, generation, CPU or chipset, and
 * which slots share lanes. A layout whose positions a document does not give is not guessed;
 * the board then stays "slot layout unknown" and the fit checks say so.
 *
 * How each was checked: the reviews cited draw the board's expansion area as a table of all
 * seven ATX positions (four for Micro-ATX), top to bottom, empty positions included, with each
 * slot's connector, wiring and lane source; the makers' manuals could not be reached from
 * here, so the review is the cited source. The conventions are those of motherboards.ts.
 */
export interface BoardSlotLayoutSeed {
  /** The board as the dataset names it (for people reading this file). */
  board: string;
  /** The dataset ids of the board's rows (near-duplicates share one layout). */
  externalIds: string[];
  pcieSlots: PcieSlotSeed[];
  /** Key of the document the layout was read from (boardLayoutSources). */
  source: string;
}

function slot(
  position: number,
  physicalLanes: number,
  electricalLanes: number,
  gen: number,
  fromCpu: boolean,
  sharedWith?: number[],
): PcieSlotSeed {
  return { position, physicalLanes, electricalLanes, gen, fromCpu, ...(sharedWith ? { sharedWith } : {}) };
}

/** The documents the layouts were read from. */
export const boardLayoutSources: SourceSeed[] = [
  {
    key: 'review-hardwareluxx-asrock-x570-phantom-gaming-x',
    title: 'ASRock X570 Phantom Gaming X im Test: expansion slots, mechanical size and wiring per position',
    url: 'https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/50624-oc-nur-mit-matisse-asrock-x570-phantom-gaming-x-im-test.html?start=2',
    publisher: 'Hardwareluxx',
    year: 2019,
  },
  {
    key: 'review-hardwareluxx-asus-proart-b760-creator-d4',
    title: 'ASUS ProArt B760-Creator D4 im Test: expansion slots, mechanical size and wiring per position',
    url: 'https://www.hardwareluxx.de/index.php/artikel/hardware/mainboards/61205-asus-proart-b760-creator-d4-im-test-guenstiges-board-fuer-content-creator.html?start=2',
    publisher: 'Hardwareluxx',
    year: 2023,
  },
];

export const boardSlotLayouts: BoardSlotLayoutSeed[] = [
  {
    // Two CPU x16 slots (x16 alone, x8/x8 together), a chipset x16-length slot wired x4 at
    // the bottom, chipset x1 slots between; the top position is empty.
    board: 'ASRock X570 Phantom Gaming X',
    externalIds: ['buildcores:c8401438-9938-4f34-93c9-91d6e2d484f5'],
    pcieSlots: [
      slot(2, 16, 8, 4, true, [5]),
      slot(4, 1, 1, 4, false),
      slot(5, 16, 8, 4, true, [2]),
      slot(6, 1, 1, 4, false),
      slot(7, 16, 4, 4, false),
    ],
    source: 'review-hardwareluxx-asrock-x570-phantom-gaming-x',
  },
  {
    // One CPU PCIe 5.0 x16 slot at position 2, a B760 x16-length slot wired x4 at position 5,
    // a B760 PCIe 3.0 x1 at the bottom.
    board: 'ASUS ProArt B760-CREATOR D4',
    externalIds: ['buildcores:265550b7-7edc-440a-97c3-ce621bdea7eb'],
    pcieSlots: [slot(2, 16, 16, 5, true), slot(5, 16, 4, 4, false), slot(7, 1, 1, 3, false)],
    source: 'review-hardwareluxx-asus-proart-b760-creator-d4',
  },
];

/** The layouts by dataset id, as the import applies them. */
export function curatedLayouts(
  layouts: readonly BoardSlotLayoutSeed[] = boardSlotLayouts,
): Map<string, CuratedLayout> {
  const out = new Map<string, CuratedLayout>();
  for (const layout of layouts) {
    for (const id of layout.externalIds) {
      if (out.has(id)) throw new Error(`${id} has two curated slot layouts`);
      out.set(id, {
        pcieSlots: layout.pcieSlots as unknown as Record<string, unknown>[],
        source: layout.source,
      });
    }
  }
  return out;
}
