import { canonicalFormFactor } from './platform-reference';
import type { Sourced } from './sourced';

/**
 * Expansion-slot positions a board of each standard form factor has room for, counted from
 * the position nearest the CPU (the case's first slot): the most slots the board can carry
 * whatever its maker did with them. ATX allows seven, microATX four (a subset of ATX's
 * positions, from the top), Mini-ITX one, placed where an ATX board's first slot is; CEB,
 * EEB and E-ATX boards keep ATX's 12 in side along the slots and its mounting, so seven.
 * Form factors without a published slot count (XL-ATX, HPTX, Flex-ATX, Mini-DTX, server
 * boards) are left out: the checks then know no bound.
 */
export const BOARD_EXPANSION_POSITIONS: Sourced<{ byFormFactor: Readonly<Record<string, number>> }> = {
  byFormFactor: {
    'MINI-ITX': 1,
    'MICRO-ATX': 4,
    ATX: 7,
    'E-ATX': 7,
    CEB: 7,
    EEB: 7,
  },
  sources: ['ref-intel-atx-specification', 'ref-via-mini-itx-form-factor', 'ref-ssi-ceb-eeb-specifications'],
};

/** Slot positions a board of this form factor has room for; null when its standard gives none. */
export function expansionPositionsOf(formFactor: string): number | null {
  return BOARD_EXPANSION_POSITIONS.byFormFactor[canonicalFormFactor(formFactor)] ?? null;
}

/** True for Mini-ITX: one expansion slot, at the position of an ATX board's first. */
export function isMiniItx(formFactor: string): boolean {
  return canonicalFormFactor(formFactor) === 'MINI-ITX';
}
