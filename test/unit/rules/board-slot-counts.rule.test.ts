import { checkBuild } from '../../../src/rules/check-build';
import type { BuildFacts, MotherboardFacts } from '../../../src/rules/facts';
import {
  ddr4Kit4x32,
  defineXl,
  hyper212,
  nvme980Pro,
  part,
  psu1600,
  rtx3090,
  rtx4060Ti16,
  ryzen5950x,
  x570Ace,
} from './fixtures';
import { findingsOf, missingDataMentioning } from './helpers';

/** An imported board: slot counts by generation and width, no positions (BuildCores). */
const countedBoard = (): MotherboardFacts => ({
  ...x570Ace(),
  slug: 'acme-x570-counted',
  name: 'Acme X570 Counted',
  pcieSlots: [],
  pcieSlotGroups: [
    { gen: 4, lanes: 16, count: 1 },
    { gen: 4, lanes: 4, count: 1 },
    { gen: 4, lanes: 1, count: 1 },
  ],
});

const build = (cards: number, board = countedBoard()): BuildFacts => ({
  parts: [
    part(rtx4060Ti16(), cards),
    part(ryzen5950x()),
    part(board),
    part(ddr4Kit4x32()),
    part(psu1600()),
    part(nvme980Pro()),
    part(defineXl()),
    part(hyper212()),
  ],
  mains: { voltage: 230, breakerAmps: 16 },
});

describe('a board known only by its slot counts', () => {
  it('says what it could not check instead of guessing a layout', () => {
    const report = checkBuild(build(2));
    expect(findingsOf(report, 'fit.gpu-slots')).toEqual([]);
    const [fit] = missingDataMentioning(report, /slot positions are not on record/);
    expect(fit.message).toMatch(
      /2 x GeForce RTX 4060 Ti 16GB \(2-slot\) fit the Acme X570 Counted.*1 x PCIe 4\.0 x16, 1 x PCIe 4\.0 x4 and 1 x PCIe 4\.0 x1.*slot spacing and the gaps between cards were not checked/,
    );
    const [link] = missingDataMentioning(report, /PCIe link each GPU gets/);
    expect(link.message).toMatch(/fastest slots its listing counts are 1 x PCIe 4\.0 x16/);
    // Nothing pretends to know the placement, and the build is not called compatible.
    expect(findingsOf(report, 'pcie.link-width')).toEqual([]);
    expect(report.verdict).toBe('UNVERIFIED');
    expect(report.compatible).toBe(false);
    const fitCheck = report.unverifiedChecks!.find((check) => check.ruleId === 'fit.gpu-slots');
    expect(fitCheck?.settledBy).toEqual([
      { componentSlug: 'acme-x570-counted', kind: 'MOTHERBOARD', field: 'pcieSlots' },
    ]);
  });

  it('is an error when there are more cards than slots, whatever the positions', () => {
    const report = checkBuild(build(4));
    const [tooMany] = findingsOf(report, 'fit.gpu-slots', 'ERROR');
    expect(tooMany.message).toMatch(
      /Only 3 of 4 cards can fit on the Acme X570 Counted: it has 3 PCIe slots in all/,
    );
    expect(report.compatible).toBe(false);
  });

  it('keeps using the positions of a hand-entered layout', () => {
    const report = checkBuild(build(2, x570Ace()));
    expect(missingDataMentioning(report, /slot positions are not on record/)).toEqual([]);
    expect(findingsOf(report, 'pcie.link-width', 'INFO').length).toBe(2);
  });

  it('says the same for a board with neither a layout nor counts', () => {
    const report = checkBuild(build(1, { ...countedBoard(), pcieSlotGroups: null }));
    const [fit] = missingDataMentioning(report, /slot positions are not on record/);
    expect(fit.message).not.toMatch(/listing counts/);
    expect(missingDataMentioning(report, /PCIe link each GPU gets/)).toHaveLength(1);
  });

  it('does not ask about slots for SXM modules alone', () => {
    const sxm = { ...rtx3090(), slug: 'sxm-module', formFactor: 'SXM' };
    const report = checkBuild({ ...build(1), parts: [part(sxm), part(countedBoard())] });
    expect(missingDataMentioning(report, /slot positions are not on record/)).toEqual([]);
  });
});
