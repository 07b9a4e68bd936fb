import type { MotherboardFacts } from '../facts';
import { formatNumber, joinList } from '../format';

/** A board's PCIe slots counted by generation and width (no positions), as a dataset lists them. */
export type SlotGroup = NonNullable<MotherboardFacts['pcieSlotGroups']>[number];

/** The board's slot counts, or [] when it has none on record. */
export function slotGroupsOf(board: MotherboardFacts): SlotGroup[] {
  return board.pcieSlotGroups ?? [];
}

/** Slots the counts add up to (0 when none are on record). */
export function countedSlots(board: MotherboardFacts): number {
  return slotGroupsOf(board).reduce((sum, group) => sum + group.count, 0);
}

/** "PCIe 4.0 x16" (or "PCIe x16" when the generation is unknown). */
function groupLink(group: SlotGroup): string {
  return `PCIe ${group.gen == null ? '' : `${group.gen}.0 `}x${group.lanes}`;
}

/** "1 x PCIe 4.0 x16 and 2 x PCIe 3.0 x1", widest and newest first. */
export function describeSlotGroups(board: MotherboardFacts): string {
  const groups = [...slotGroupsOf(board)].sort((a, b) => b.lanes - a.lanes || (b.gen ?? 0) - (a.gen ?? 0));
  return joinList(groups.map((group) => `${formatNumber(group.count)} x ${groupLink(group)}`));
}
