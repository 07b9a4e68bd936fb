import type { MotherboardFacts } from '../facts';
import { expansionPositionsOf } from '../reference/board-form-factors';
import { GPU_SLOT_MIN_PHYSICAL_LANES } from '../thresholds';
import type { GpuInstance } from './build-view';
import { countedSlots, slotGroupsOf } from './slot-groups';

/**
 * What is certain about where cards can sit on a board whose slot positions are not on
 * record, from its form factor and its listing's slot counts alone. A card covers as many
 * positions as it is wide (rounded up); cards in the board's slots cannot overlap, the first
 * can start no higher than position 1 and none can start below the board's last position.
 * A card whose width is not on record counts as 1 wide for what must fail (the least it can
 * be) and makes what must pass unknown.
 */
export interface SlotBounds {
  /** Positions the board's form factor has room for; null when its standard gives none. */
  positions: number | null;
  /** Slots the listing counts (0 when none are on record). */
  counted: number;
  /** The listing counts an x16-wired slot (x16 wiring needs an x16 connector). */
  hasX16: boolean;
  /** The lowest the last card can start: the others back to back from position 1, the widest last. */
  lastStartAtLeast: number;
  /** The lowest the bottom card can end: every card back to back from position 1. */
  endAtLeast: number;
  /** The lowest the bottom card can end at worst (widest card in the last position); null when not certain. */
  endAtMost: number | null;
}

/** Whole slot positions a card covers; null when its width is not on record. */
export function coveredPositions(instance: GpuInstance): number | null {
  const width = instance.gpu.slotWidth;
  return width == null ? null : Math.ceil(width);
}

export function slotBounds(board: MotherboardFacts, cards: readonly GpuInstance[]): SlotBounds {
  const widths = cards.map(coveredPositions);
  const least = widths.map((width) => width ?? 1);
  const sum = least.reduce((total, width) => total + width, 0);
  const widest = least.length ? Math.max(...least) : 0;
  const positions = expansionPositionsOf(board.formFactor);
  const allKnown = widths.every((width) => width != null);
  return {
    positions,
    counted: countedSlots(board),
    hasX16: slotGroupsOf(board).some((group) => group.lanes >= GPU_SLOT_MIN_PHYSICAL_LANES),
    lastStartAtLeast: 1 + sum - widest,
    endAtLeast: sum,
    endAtMost: positions != null && allKnown && cards.length > 0 ? positions + widest - 1 : null,
  };
}
