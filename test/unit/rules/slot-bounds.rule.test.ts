/**
 * What a board's form factor and slot counts make certain when its slot positions are not on
 * record (issue 26): errors that hold wherever the slots sit, passes that hold wherever they
 * sit, and UNVERIFIED for the rest. Never a green verdict on a guessed layout.
 */
import { checkBuild } from '../../../src/rules/check-build';
import { slotLayoutBasisOf } from '../../../src/rules/analysis/slot-layout';
import type { BuildFacts, CaseFacts, GpuFacts, MotherboardFacts } from '../../../src/rules/facts';
import {
  compactCase,
  ddr4Kit2x32,
  h510,
  hyper212,
  nvme980Pro,
  part,
  psu1600,
  rtx3090,
  rtx4060Ti16,
  ryzen5950x,
  x570Ace,
} from './fixtures';
import { findingsOf } from './helpers';

/** An imported board: form factor and slot counts, no positions. */
const countedBoard = (formFactor: string, groups: MotherboardFacts['pcieSlotGroups']): MotherboardFacts => ({
  ...x570Ace(),
  slug: `acme-${formFactor.toLowerCase()}`,
  name: `Acme ${formFactor}`,
  formFactor,
  pcieSlots: [],
  pcieSlotGroups: groups,
});

const itxBoard = () => countedBoard('Mini-ITX', [{ gen: 4, lanes: 16, count: 1 }]);
const matxBoard = () =>
  countedBoard('Micro-ATX', [
    { gen: 4, lanes: 16, count: 2 },
    { gen: 4, lanes: 1, count: 1 },
  ]);
const atxBoard = () =>
  countedBoard('ATX', [
    { gen: 4, lanes: 16, count: 4 },
    { gen: 4, lanes: 1, count: 2 },
  ]);

const microAtxCase = (): CaseFacts => ({
  ...h510(),
  slug: 'acme-matx-case',
  name: 'Acme mATX case',
  formFactors: ['Micro-ATX', 'Mini-ITX'],
  expansionSlots: 5,
});
const bigCase = (): CaseFacts => ({ ...h510(), slug: 'acme-tower', name: 'Acme tower', expansionSlots: 10 });

function build(gpu: GpuFacts, cards: number, board: MotherboardFacts, pcCase: CaseFacts): BuildFacts {
  return {
    parts: [
      part(gpu, cards),
      part(ryzen5950x()),
      part(board),
      part(ddr4Kit2x32()),
      part(psu1600()),
      part(nvme980Pro()),
      part(pcCase),
      part(hyper212()),
    ],
    mains: { voltage: 230, breakerAmps: 16 },
  };
}

const threeSlot = () => rtx3090();
const twoSlot = () => rtx4060Ti16();

describe('a Mini-ITX board: its one x16 slot sits at the first position', () => {
  it('is a layout certain from the form factor', () => {
    expect(slotLayoutBasisOf(itxBoard())).toBe('FORM_FACTOR');
    expect(slotLayoutBasisOf(atxBoard())).toBe('UNKNOWN');
    expect(slotLayoutBasisOf(x570Ace())).toBe('RECORDED');
    // Two slots counted, or an x16 of unknown generation: nothing is derived.
    expect(slotLayoutBasisOf(countedBoard('Mini-ITX', [{ gen: 4, lanes: 16, count: 2 }]))).toBe('UNKNOWN');
    expect(slotLayoutBasisOf(countedBoard('Mini-ITX', [{ gen: null, lanes: 16, count: 1 }]))).toBe('UNKNOWN');
  });

  it('a 3-slot card in a 2-slot Mini-ITX case is INCOMPATIBLE (fit.case-slots)', () => {
    const report = checkBuild(build(threeSlot(), 1, itxBoard(), compactCase()));
    expect(report.verdict).toBe('INCOMPATIBLE');
    const [error] = findingsOf(report, 'fit.case-slots', 'ERROR');
    expect(error.message).toMatch(/SUGO SG13 has 2 expansion slots.*reach slot 3/);
  });

  it('a 2-slot card in the same case is COMPATIBLE, placed at position 1', () => {
    const report = checkBuild(build(twoSlot(), 1, itxBoard(), compactCase()));
    expect(findingsOf(report, 'fit.case-slots')).toEqual([]);
    expect(report.gpuPlacements?.[0].position).toBe(1);
    expect(report.verdict).toBe('COMPATIBLE');
  });
});

describe('a board known by its form factor and slot counts only', () => {
  it('two 3-slot cards in a 5-slot case on a Micro-ATX board: INCOMPATIBLE, they stack 6 slots deep', () => {
    const report = checkBuild(build(threeSlot(), 2, matxBoard(), microAtxCase()));
    expect(report.verdict).toBe('INCOMPATIBLE');
    expect(findingsOf(report, 'fit.case-slots', 'ERROR')[0].message).toMatch(/reach slot 6 at the least/);
  });

  it('the same two cards in a 10-slot tower: UNVERIFIED, the second must sit at position 4 and the layout is not on record', () => {
    const report = checkBuild(build(threeSlot(), 2, matxBoard(), bigCase()));
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.compatible).toBe(false);
    const open = report.unverifiedChecks!.filter((check) => check.decides).map((check) => check.ruleId);
    expect(open).toContain('fit.gpu-slots');
    expect(report.summary).toMatch(
      /^Unverified:.*GPUs fit the motherboard slots \(needs the Acme Micro-ATX's PCIe slot positions\)/,
    );
  });

  it('four 3-slot cards on an ATX board: INCOMPATIBLE, the last would start at position 10 of 7', () => {
    const board = countedBoard('ATX', [{ gen: 4, lanes: 16, count: 4 }]);
    const report = checkBuild(build(threeSlot(), 4, board, bigCase()));
    expect(report.verdict).toBe('INCOMPATIBLE');
    expect(findingsOf(report, 'fit.gpu-slots', 'ERROR')[0].message).toMatch(
      /start at position 10, and an ATX board has room for 7 slot positions/,
    );
  });

  it('the same four cards on risers need only four slots: the count decides, the positions do not', () => {
    const board = countedBoard('ATX', [{ gen: 4, lanes: 16, count: 4 }]);
    const report = checkBuild({ ...build(threeSlot(), 4, board, bigCase()), risers: true });
    expect(findingsOf(report, 'fit.gpu-slots')).toEqual([]);
  });

  it('one 3-slot card on a Micro-ATX board in a 7-slot case fits wherever its slot is (4 + 3 - 1 = 6)', () => {
    const report = checkBuild(build(threeSlot(), 1, matxBoard(), h510()));
    expect(findingsOf(report, 'fit.gpu-slots')).toEqual([]);
    expect(report.unverifiedChecks!.map((check) => check.ruleId)).not.toContain('fit.case-slots');
  });

  it('one 2-slot card on an ATX board in a 7-slot case: UNVERIFIED, a card in position 7 would need 8', () => {
    const report = checkBuild(build(twoSlot(), 1, atxBoard(), h510()));
    expect(report.verdict).toBe('UNVERIFIED');
    const [caseCheck] = report.unverifiedChecks!.filter((check) => check.ruleId === 'fit.case-slots');
    expect(caseCheck.decides).toBe(true);
    expect(caseCheck.settledBy).toEqual([
      { componentSlug: 'acme-atx', kind: 'MOTHERBOARD', field: 'pcieSlots' },
    ]);
    // The same card and board in a case with room below every position: certain.
    expect(checkBuild(build(twoSlot(), 1, atxBoard(), bigCase())).verdict).toBe('COMPATIBLE');
  });

  it('a card whose width is not on record counts as 1 slot for an error and leaves a pass unknown', () => {
    const unknownWidth = { ...twoSlot(), slotWidth: null };
    const report = checkBuild(build(unknownWidth, 1, matxBoard(), h510()));
    const caseCheck = report.unverifiedChecks!.find((check) => check.ruleId === 'fit.case-slots');
    expect(caseCheck?.settledBy).toContainEqual({
      componentSlug: unknownWidth.slug,
      kind: 'GPU',
      field: 'slotWidth',
    });
  });
});
