import type { BuildView } from '../analysis/build-view';
import type { Finding } from '../facts';
import { countedName, formatNumber, joinList, plural, slotWidthLabel, withArticle } from '../format';
import { defineRule, missingFact, missingFacts, type FindingSink } from '../define-rule';
import { describeSlotGroups } from '../analysis/slot-groups';
import { slotBounds } from '../analysis/slot-bounds';
import { slotLayoutOf } from '../analysis/slot-layout';

import { isPcieCard } from '../analysis/slot-analysis';
import type { SlotAssignment } from '../analysis/slot-assignment';
import { caseTakesBoard } from '../reference/platform-reference';
import { DEFAULT_GPU_SLOT_WIDTH, GPU_SLOT_MIN_PHYSICAL_LANES } from '../thresholds';

/** "2 x GeForce RTX 3090 (3-slot)" for the PCIe cards of the build. */
function describeCards(view: BuildView): string {
  const counts = new Map<string, { name: string; width: number; quantity: number }>();
  for (const instance of view.gpus.filter(isPcieCard)) {
    const entry = counts.get(instance.gpu.slug);
    if (entry) entry.quantity += 1;
    else
      counts.set(instance.gpu.slug, {
        name: instance.gpu.name,
        width: instance.gpu.slotWidth ?? DEFAULT_GPU_SLOT_WIDTH,
        quantity: 1,
      });
  }
  return joinList(
    [...counts.values()].map(
      (entry) => `${countedName(entry.name, entry.quantity)} (${slotWidthLabel(entry.width)})`,
    ),
  );
}

function positionsText(positions: readonly number[]): string {
  return positions.length === 1 ? `position ${positions[0]}` : `positions ${joinList(positions.map(String))}`;
}

function gpuSlugs(view: BuildView): string[] {
  return view.gpuParts.map((part) => part.component.slug);
}

/**
 * fit.board-form-factor: the case must take the motherboard's form factor, listed or as a
 * smaller standard that fits the listed one (ATX in an E-ATX case, CEB in an E-ATX or EEB
 * case) (ERROR otherwise). Sources: doc-cost-for-gpu-hardware (case checklist),
 * ref-intel-atx-specification, ref-ssi-ceb-eeb-specifications.
 */
export const boardFormFactorRule = defineRule({
  id: 'fit.board-form-factor',
  title: 'Motherboard fits the case',
  description:
    'The case must take the motherboard form factor, either listed or as a smaller standard that fits a listed one: Mini-ITX and Micro-ATX fit ATX cases, ATX and CEB fit E-ATX and EEB cases.',
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware', 'ref-intel-atx-specification', 'ref-ssi-ceb-eeb-specifications'],
  check({ view }, report) {
    const { board, pcCase } = view;
    if (!board || !pcCase) return [];
    if (pcCase.formFactors.length === 0) {
      return [
        report.couldNotCheck(
          `Could not check whether the ${board.name} (${board.formFactor}) fits the ${pcCase.name}: the case lists no board form factors.`,
          [board.slug, pcCase.slug],
          { settledBy: [missingFact(pcCase, 'formFactors')] },
        ),
      ];
    }
    if (caseTakesBoard(pcCase.formFactors, board.formFactor)) return [];
    return [
      report.finding(
        'ERROR',
        `The ${board.name} is ${board.formFactor}; the ${pcCase.name} takes ${joinList(pcCase.formFactors)} boards.`,
        [board.slug, pcCase.slug],
      ),
    ];
  },
});

/**
 * fit.gpu-slots: the PCIe GPUs must fit the board's x16-length slots, given that each
 * card covers ceil(width) slot positions (ERROR otherwise). Sources:
 * doc-cost-for-gpu-hardware (most GPUs are two slots wide; leave space between cards),
 * dettmers-which-gpu-2020 (3-slot RTX 3090 makes 4-GPU builds hard; use 2-slot cards or extenders).
 */
export const gpuSlotsRule = defineRule({
  id: 'fit.gpu-slots',
  title: 'GPUs fit the motherboard slots',
  description:
    "Each graphics card needs an x16-length slot, and a card covers as many slot positions as it is wide, blocking the slots beneath it; an open frame changes that only when the build says the cards hang on riser cables. The check looks for the placement that fits the most cards. A Mini-ITX board's one x16 slot sits at the first position. For a board known only by its form factor and slot counts, more cards than slots, or cards that even back to back would need positions the form factor has no room for, are errors; one card on a board with an x16 slot fits; anything else is reported as not checked.",
  severity: 'ERROR',
  sources: [
    'doc-cost-for-gpu-hardware',
    'dettmers-which-gpu-2020',
    'ref-intel-atx-specification',
    'ref-via-mini-itx-form-factor',
  ],
  check({ view, slots }, report) {
    const board = view.board;
    if (!board || view.gpus.length === 0) return [];
    const findings: Finding[] = [];
    if (!slotLayoutOf(board)) return unknownLayout(view, report);
    if (!slots) return [];
    for (const index of slots.assumedWidthIndexes) {
      const instance = view.gpus[index];
      if (findings.some((existing) => existing.componentSlugs[0] === instance.gpu.slug)) continue;
      findings.push(
        report.couldNotCheck(
          `The slot width of the ${instance.gpu.name} is not on record; the slot check assumed ${plural(DEFAULT_GPU_SLOT_WIDTH, 'slot')}.`,
          [instance.gpu.slug],
          { settledBy: [missingFact(instance.gpu, 'slotWidth')] },
        ),
      );
    }
    const { boardOnly } = slots;
    if (boardOnly.unplacedIds.length === 0) return findings;
    const total = boardOnly.placements.length + boardOnly.unplacedIds.length;
    const risers = view.risers;
    const slotKind = risers ? 'PCIe slots' : 'x16-length slots';
    const where = boardOnly.usablePositions.length
      ? `its ${slotKind} are at ${positionsText(boardOnly.usablePositions)}`
      : `it has no ${risers ? 'PCIe' : `x${GPU_SLOT_MIN_PHYSICAL_LANES}-length`} slot`;
    const widthNote = risers ? '' : ', and each card covers the slots below it as far as it is wide';
    const advice = risers
      ? 'Choose a board with more PCIe slots, or fewer cards.'
      : view.pcCase?.openFrame
        ? `In the ${view.pcCase.name} the cards still sit in the board's slots unless they hang on PCIe riser cables: add risers (and say so in the build), or use 2-slot cards or a board with wider slot spacing.`
        : 'Use 2-slot or blower-style cards, PCIe riser cables in an open frame, or a board with wider slot spacing.';
    findings.push(
      report.finding(
        'ERROR',
        `Only ${formatNumber(boardOnly.placements.length)} of ${plural(total, 'card')} fit on the ${board.name}: ` +
          `${describeCards(view)}; ${where}${widthNote}. ${advice}`,
        [...gpuSlugs(view), board.slug],
      ),
    );
    return findings;
  },
});

/**
 * A board whose slot positions are not on record: what its form factor and slot counts make
 * certain (slot-bounds.ts) is an error or a pass; anything that depends on where the slots
 * sit is reported as not checked rather than guessed.
 */
function unknownLayout(view: BuildView, report: FindingSink): Finding[] {
  const board = view.board!;
  const cards = view.gpus.filter(isPcieCard);
  if (cards.length === 0) return [];
  const bounds = slotBounds(board, cards);
  const slugs = [...gpuSlugs(view), board.slug];
  const { counted, positions } = bounds;
  if (counted > 0 && cards.length > counted) {
    return [
      report.finding(
        'ERROR',
        `Only ${formatNumber(counted)} of ${plural(cards.length, 'card')} can fit on the ${board.name}: it has ${plural(counted, 'PCIe slot')} in all (${describeSlotGroups(board)}), and every card needs one. Choose a board with more slots, or fewer cards.`,
        slugs,
      ),
    ];
  }
  if (!view.risers && positions != null && cards.length > 1 && bounds.lastStartAtLeast > positions) {
    return [
      report.finding(
        'ERROR',
        `${describeCards(view)} cannot all sit on the ${board.name}: even back to back from its first slot position, the last card would start at position ${formatNumber(bounds.lastStartAtLeast)}, and ${withArticle(board.formFactor)} board has room for ${plural(positions, 'slot position')}. ` +
          'Use 2-slot or blower-style cards, PCIe riser cables in an open frame, or a larger board.',
        slugs,
      ),
    ];
  }
  // One card needs one x16-length slot, wherever it is; on risers any slot will do.
  if ((cards.length === 1 && bounds.hasX16) || (view.risers && counted >= cards.length)) return [];
  const listing = counted > 0 ? ` (its listing counts ${describeSlotGroups(board)}, not where they sit)` : '';
  return [
    report.couldNotCheck(
      `Could not check whether ${describeCards(view)} fit the ${board.name}: its PCIe slot positions are not on record${listing}, so slot spacing and the gaps between cards were not checked.`,
      [board.slug],
      { settledBy: [missingFact(board, 'pcieSlots')] },
    ),
  ];
}

function lowestCard(assignment: SlotAssignment) {
  return assignment.placements.reduce<SlotAssignment['placements'][number] | null>(
    (lowest, placement) => (!lowest || placement.lastPosition > lowest.lastPosition ? placement : lowest),
    null,
  );
}

/**
 * fit.case-slots on a board whose slot positions are not on record: cards back to back from
 * the first position end at least as low as their widths add up to (ERROR when that passes
 * the case's slots); the lowest card ends at most at the board's last position plus its width
 * (a pass when the case reaches that far); between the two it depends on where the slots sit.
 */
function unknownCaseSlots(view: BuildView, report: FindingSink): Finding[] {
  const board = view.board!;
  const pcCase = view.pcCase!;
  const cards = view.gpus.filter(isPcieCard);
  if (cards.length === 0) return [];
  const bounds = slotBounds(board, cards);
  const caseSlots = pcCase.expansionSlots;
  if (bounds.endAtLeast > caseSlots) {
    return [
      report.finding(
        'ERROR',
        `The ${pcCase.name} has ${plural(caseSlots, 'expansion slot')}, but ${describeCards(view)} reach slot ${formatNumber(bounds.endAtLeast)} at the least, even in the ${board.name}'s first position${cards.length > 1 ? 's, back to back' : ''}. ` +
          `Choose a case with at least ${formatNumber(bounds.endAtLeast)} expansion slots, narrower (2-slot or blower) cards, or an open-frame case.`,
        [...gpuSlugs(view), board.slug, pcCase.slug],
      ),
    ];
  }
  if (bounds.endAtMost != null && bounds.endAtMost <= caseSlots) return [];
  const unknownWidths = cards.filter((card) => card.gpu.slotWidth == null).map((card) => card.gpu);
  return [
    report.couldNotCheck(
      `Could not check whether ${describeCards(view)} end within the ${pcCase.name}'s ${plural(caseSlots, 'expansion slot')}: which positions the ${board.name}'s slots sit at is not on record` +
        `${bounds.positions != null ? ` (${withArticle(board.formFactor)} board has room for ${plural(bounds.positions, 'position')})` : ''}.`,
      [board.slug, pcCase.slug],
      { settledBy: [missingFact(board, 'pcieSlots'), ...missingFacts(unknownWidths, 'slotWidth')] },
    ),
  ];
}

/**
 * fit.case-slots: the lowest card must end within the case's expansion slots, unless the
 * case is an open frame (no floor under the cards) or the cards hang on risers (ERROR).
 * For a board whose slot positions are not on record, what its form factor makes certain
 * (unknownCaseSlots). Sources: doc-cost-for-gpu-hardware (case must hold the GPUs),
 * ref-intel-atx-specification (slot positions per form factor).
 */
export const caseSlotsRule = defineRule({
  id: 'fit.case-slots',
  title: 'GPUs fit the case expansion slots',
  description:
    "The lowest card must end within the case expansion slots; open frames (no floor below the cards) and cards on riser cables are exempt. Where the board's slot positions are not on record, cards whose widths add up to more than the case's slots fail, and the rest passes only when even the board's last position leaves room.",
  severity: 'ERROR',
  sources: ['doc-cost-for-gpu-hardware', 'ref-intel-atx-specification'],
  check({ view, slots }, report) {
    const { board, pcCase } = view;
    if (!board || !pcCase || pcCase.openFrame || view.risers) return [];
    if (!slots) return unknownCaseSlots(view, report);
    if (slots.boardOnly.unplacedIds.length > 0 || slots.withCase.unplacedIds.length === 0) return [];
    const lowest = lowestCard(slots.boardOnly);
    if (!lowest) return [];
    const card = view.gpus[lowest.cardId];
    return [
      report.finding(
        'ERROR',
        `The ${pcCase.name} has ${plural(pcCase.expansionSlots, 'expansion slot')}, but ${describeCards(view)} on the ${board.name} ` +
          `reach slot ${formatNumber(lowest.lastPosition)}: the lowest card (${card.label}) sits in position ${formatNumber(lowest.firstPosition)}. ` +
          `Choose a case with at least ${formatNumber(lowest.lastPosition)} expansion slots, narrower (2-slot or blower) cards, or an open-frame case.`,
        [...gpuSlugs(view), board.slug, pcCase.slug],
      ),
    ];
  },
});
