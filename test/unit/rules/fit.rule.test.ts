import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, PcieSlotFacts } from '../../../src/rules/facts';
import {
  assignGpuSlots,
  effectiveSlotLanes,
  type SlotCard,
} from '../../../src/rules/analysis/slot-assignment';
import * as f from './fixtures';
import { expectMentions, expectUnchecked, findingsOf, missingDataMentioning, verdicts } from './helpers';

const { part } = f;

const x16 = (position: number, extra: Partial<PcieSlotFacts> = {}): PcieSlotFacts => ({
  position,
  physicalLanes: 16,
  electricalLanes: 16,
  gen: 4,
  fromCpu: true,
  ...extra,
});
const card = (id: number, slotWidth: number): SlotCard => ({
  id,
  slotWidth,
  lanes: 16,
  pcieGen: 4,
});
const noCase = { caseExpansionSlots: null, risers: false, cpuPcieGen: 4 };

describe('assignGpuSlots', () => {
  it.each<[string, PcieSlotFacts[], SlotCard[], number]>([
    ['two 2-slot cards on slots 1 and 3', [x16(1), x16(3)], [card(0, 2), card(1, 2)], 2],
    [
      'two 3-slot cards on slots 1 and 3 (the first covers the second)',
      [x16(1), x16(3)],
      [card(0, 3), card(1, 3)],
      1,
    ],
    [
      'two 3-slot cards on slots 1, 3 and 5 (use 1 and 5)',
      [x16(1), x16(3), x16(5)],
      [card(0, 3), card(1, 3)],
      2,
    ],
    ['a 2.5-slot card rounds up to 3 positions', [x16(1), x16(3)], [card(0, 2.5), card(1, 2.5)], 1],
    [
      'four 2-slot cards on 1, 3, 5, 7',
      [x16(1), x16(3), x16(5), x16(7)],
      [0, 1, 2, 3].map((id) => card(id, 2)),
      4,
    ],
    [
      'x1 slots do not take a card without risers',
      [x16(1), { ...x16(3), physicalLanes: 1, electricalLanes: 1 }],
      [card(0, 1), card(1, 1)],
      1,
    ],
  ])('%s', (_name, slots, cards, placed) => {
    expect(assignGpuSlots(cards, slots, noCase).placements).toHaveLength(placed);
  });

  it('places more cards than greedy top-to-bottom when widths are mixed', () => {
    // Greedy, widest card first at slot 1, covers 1-3 and leaves only slot 4: 2 cards.
    // Single-slot cards at 1 and 3 and the wide card at 4 place all 3.
    const slots = [x16(1), x16(3), x16(4)];
    const cards = [card(0, 3), card(1, 1), card(2, 1)];
    const result = assignGpuSlots(cards, slots, noCase);
    expect(result.placements).toHaveLength(3);
    expect(result.placements.find((p) => p.cardId === 0)?.slot.position).toBe(4);
  });

  it('respects the case: the last covered position must be within its expansion slots', () => {
    const slots = [x16(1), x16(3), x16(5), x16(7)];
    const cards = [card(0, 2), card(1, 2), card(2, 2), card(3, 2)];
    expect(assignGpuSlots(cards, slots, { ...noCase, caseExpansionSlots: 8 }).placements).toHaveLength(4);
    expect(assignGpuSlots(cards, slots, { ...noCase, caseExpansionSlots: 7 }).placements).toHaveLength(3);
  });

  it('with risers, widths do not block and x1 slots are usable', () => {
    const slots = [
      x16(1),
      { ...x16(2), physicalLanes: 1, electricalLanes: 1, gen: 3 },
      { ...x16(3), physicalLanes: 1, electricalLanes: 1, gen: 3 },
    ];
    const result = assignGpuSlots([card(0, 3), card(1, 3), card(2, 3)], slots, { ...noCase, risers: true });
    expect(result.placements).toHaveLength(3);
    expect(result.placements.filter((p) => p.lanes === 1)).toHaveLength(2);
  });

  it('splits shared lanes: x16 alone, x8/x8 when the partner is populated', () => {
    const shared = [
      x16(1, { electricalLanes: 8, sharedWith: [3] }),
      x16(3, { electricalLanes: 8, sharedWith: [1] }),
    ];
    expect(effectiveSlotLanes(shared[0], new Set([1]), shared)).toBe(16);
    expect(effectiveSlotLanes(shared[0], new Set([1, 3]), shared)).toBe(8);
    expect(effectiveSlotLanes(shared[1], new Set([3]), shared)).toBe(8);
  });

  it('prefers x8/x8 from the CPU over x16 + x4 from the chipset (slowest link first)', () => {
    const board = f.z490PgVelocita();
    const result = assignGpuSlots([card(0, 3), card(1, 3)], board.pcieSlots, {
      ...noCase,
      cpuPcieGen: 3,
    });
    expect(result.placements.map((p) => [p.slot.position, p.lanes])).toEqual([
      [2, 8],
      [5, 8],
    ]);
  });

  it('caps the generation at the lowest of slot, card and CPU (CPU only for CPU slots)', () => {
    const slots = [x16(1, { gen: 5 }), x16(3, { gen: 4, fromCpu: false })];
    const cards = [
      { ...card(0, 2), pcieGen: 4 },
      { ...card(1, 2), pcieGen: 5 },
    ];
    const result = assignGpuSlots(cards, slots, { ...noCase, cpuPcieGen: 3 });
    expect(result.placements.map((p) => p.gen)).toEqual([3, 4]);
  });
});

describe('fit.gpu-slots', () => {
  const base = (gpus: ReturnType<typeof part>[], board = f.x570Ace(), pcCase = f.defineXl()): BuildFacts => ({
    parts: [...gpus, part(f.ryzen5950x()), part(board), part(pcCase)],
  });
  verdicts('fit.gpu-slots', [
    ['2 x 3-slot RTX 3090 on X570 slots 1/3/5', base([part(f.rtx3090(), 2)]), ''],
    ['3 x 3-slot RTX 3090 on X570 slots 1/3/5', base([part(f.rtx3090(), 3)]), 'ERROR'],
    ['3 x 2-slot RTX 3080 on X570 slots 1/3/5', base([part(f.rtx3080(), 3)]), ''],
    ['4 x 2-slot RTX A6000 on TRX40 slots 1/3/5/7', base([part(f.rtxA6000(), 4)], f.trx40Designare()), ''],
    ['4 x 3-slot RTX 3090 on TRX40 slots 1/3/5/7', base([part(f.rtx3090(), 4)], f.trx40Designare()), 'ERROR'],
    [
      '4 x 3-slot RTX 3090 on TRX40 in an open frame on risers',
      { ...base([part(f.rtx3090(), 4)], f.trx40Designare(), f.openFrame()), risers: true },
      '',
    ],
    [
      // Without risers the cards sit in the slots: an open frame does not make 3-slot cards thinner.
      '4 x 3-slot RTX 3090 on TRX40 in an open frame, no risers',
      base([part(f.rtx3090(), 4)], f.trx40Designare(), f.openFrame()),
      'ERROR',
    ],
    ['2 x RTX 3090 on B660 (one x16 slot, rest x1)', base([part(f.rtx3090(), 2)], f.b660Board()), 'ERROR'],
  ]);

  it('suggests narrower cards, risers or an open frame and names the cards', () => {
    const [error] = findingsOf(base([part(f.rtx3090(), 4)], f.trx40Designare()), 'fit.gpu-slots');
    expectMentions(
      error.message,
      /Only 2 of 4 cards/,
      '4 x GeForce RTX 3090 (3-slot)',
      /2-slot or blower/,
      /riser/,
      /open frame/,
    );
  });

  it('assumes 2 slots for a card without a slot width and says so', () => {
    const unknownWidth = base([part({ ...f.rtx3090(), slotWidth: null }, 3)]);
    expectUnchecked(unknownWidth, 'fit.gpu-slots', /slot width of the GeForce RTX 3090/);
  });

  it('leaves SXM modules to fit.gpu-module, which refuses them on a desktop board', () => {
    // SXM modules have no PCIe edge connector (doc-deep-learning-server: they sit on the T180-G20 baseboard).
    const report = checkBuild(base([part(f.v100Sxm2(), 4)], f.trx40Designare()));
    expect(findingsOf(report, 'fit.gpu-slots')).toHaveLength(0);
    expect(findingsOf(report, 'fit.gpu-module', 'ERROR')).toHaveLength(1);
    expect(report.compatible).toBe(false);
  });

  it('reports a board without a slot layout as missing data', () => {
    const noLayout = base([part(f.rtx3090(), 2)], { ...f.x570Ace(), pcieSlots: [] });
    expectUnchecked(noLayout, 'fit.gpu-slots', 'slot positions are not on record');
  });
});

describe('fit.case-slots', () => {
  // Four 2-slot cards on slots 1/3/5/7 end at position 8.
  const build = (pcCase = f.h510()): BuildFacts => ({
    parts: [part(f.rtxA6000(), 4), part(f.threadripper3960x()), part(f.trx40Designare()), part(pcCase)],
  });
  verdicts('fit.case-slots', [
    ['lowest card ends at 8 in a 7-slot case', build(f.h510()), 'ERROR'],
    ['lowest card ends at 8 in a 9-slot case', build(f.defineXl()), ''],
    ['open frame ignores expansion slots', build(f.openFrame()), ''],
    ['3 cards end at 6 in a 7-slot case', [part(f.rtxA6000(), 3), f.trx40Designare(), f.h510()], ''],
  ]);

  it('says how many expansion slots the case would need', () => {
    const [error] = findingsOf(build(), 'fit.case-slots');
    expectMentions(error.message, /H510 has 7 expansion slots/, /at least 8 expansion slots/);
  });
});

describe('fit.gpu-length', () => {
  verdicts('fit.gpu-length', [
    ['313 mm RTX 3090 in a 381 mm case', [f.rtx3090(), f.h510()], ''],
    ['313 mm RTX 3090 in a 267 mm case', [f.rtx3090(), f.compactCase()], 'ERROR'],
    ['267 mm RTX 2080 Ti in a 267 mm case (exactly fits)', [f.rtx2080Ti(), f.compactCase()], ''],
    ['open frame without a length limit', [part(f.rtx3090(), 4), f.openFrame()], ''],
  ]);

  it('reports unknown card or case length as missing data', () => {
    const unknownCard = [{ ...f.rtx3090(), lengthMm: null }, f.h510()];
    expectUnchecked(unknownCard, 'fit.gpu-length', /GeForce RTX 3090.*length is not on record/);
    const pcCase = checkBuild({ parts: [part(f.rtx3090()), part({ ...f.h510(), maxGpuLengthMm: null })] });
    expect(missingDataMentioning(pcCase, /maximum GPU length is not on record/)).toHaveLength(1);
  });

  it("settles a chip's unknown length by its partner cards only when enough of them all fit", () => {
    // The H510 takes 381 mm.
    const chip = (minMm: number, maxMm: number, cards: number) => ({
      ...f.rtx3090(),
      lengthMm: null,
      partnerCardLengthsMm: { minMm, maxMm, cards },
    });
    const bounded = checkBuild({ parts: [part(chip(267, 336, 12)), part(f.h510())] });
    expect(missingDataMentioning(bounded, /length is not on record/)).toHaveLength(0);
    const [note] = findingsOf(bounded, 'fit.gpu-length');
    expect(note.severity).toBe('INFO');
    expectMentions(note.message, /12 partner cards on record is 267-336 mm/, /check yours/);
    // One partner card longer than the case: which one is in the box decides.
    expectUnchecked([chip(267, 400, 12), f.h510()], 'fit.gpu-length', /length is not on record/);
    // Too few cards on record to stand for the model.
    expectUnchecked([chip(267, 300, 2), f.h510()], 'fit.gpu-length', /length is not on record/);
  });

  it('settles an unknown length by the longest card of any model on record when the case is roomier than all', () => {
    const anyCard = (maxMm: number, cards: number) => ({
      ...f.rtx3090(),
      lengthMm: null,
      partnerCardLengthsMm: null,
      anyCardLengthsMm: { minMm: 150, maxMm, cards },
    });
    const roomy = checkBuild({ parts: [part(anyCard(358, 3200)), part(f.h510())] });
    expect(missingDataMentioning(roomy, /length is not on record/)).toHaveLength(0);
    const [note] = findingsOf(roomy, 'fit.gpu-length');
    expect(note.severity).toBe('INFO');
    expectMentions(
      note.message,
      /no card of any model on record \(3,200 with a length\) is longer than 358 mm/,
    );
    // A card on record longer than the case (the H510 takes 381 mm), or too few on record.
    expectUnchecked([anyCard(400, 3200), f.h510()], 'fit.gpu-length', /length is not on record/);
    expectUnchecked([anyCard(358, 20), f.h510()], 'fit.gpu-length', /length is not on record/);
  });
});

describe('fit.board-form-factor', () => {
  verdicts('fit.board-form-factor', [
    ['ATX board in an ATX case', [f.x570Ace(), f.h510()], ''],
    ['E-ATX board in an ATX-only case', [f.trx40Designare(), f.h510()], 'ERROR'],
    ['ATX board in a Mini-ITX case', [f.x570Ace(), f.compactCase()], 'ERROR'],
  ]);
});

describe('assignGpuSlots stays bounded with many models', () => {
  it('places 60 different models x 16 cards by placement class, not by model', () => {
    // Regression for issue 11: grouping by model made this a 60-way branch per slot.
    const slots = [1, 3, 5, 7].map((position) => x16(position));
    const cards: SlotCard[] = [];
    for (let model = 0; model < 60; model++) {
      for (let copy = 0; copy < 16; copy++) {
        cards.push({ id: model * 16 + copy, slotWidth: model % 2 ? 2 : 3, lanes: 16, pcieGen: 4 });
      }
    }
    const result = assignGpuSlots(cards, slots, noCase);
    // Four 2-slot cards fill positions 1..8; a 3-slot card would waste one.
    expect(result.placements.map((p) => p.firstPosition)).toEqual([1, 3, 5, 7]);
    expect(result.placements.every((p) => cards[p.cardId].slotWidth === 2)).toBe(true);
    expect(result.unplacedIds).toHaveLength(cards.length - 4);
  });
});
