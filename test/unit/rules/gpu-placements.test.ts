import { checkBuild } from '../../../src/rules/check-build';
import * as f from './fixtures';
import { findingsOf } from './helpers';

const { part } = f;

/** "GeForce RTX 3090 #2 runs at PCIe 4.0 x4 (≈7.9 GB/s) in slot 5 ..." read back as data. */
function linkOf(message: string) {
  const [, label, gen, lanes, bandwidth, position] =
    /^(.+?) runs at PCIe (\d)\.0 x(\d+) \(≈([\d.]+) GB\/s\) in slot (\d+)/.exec(message) ?? [];
  return {
    label,
    gen: Number(gen),
    lanes: Number(lanes),
    bandwidth: Number(bandwidth),
    position: Number(position),
  };
}

describe('BuildReport.gpuPlacements: the slot map as data', () => {
  it('places each card where its pcie.link-width finding says, with the same link', () => {
    const report = checkBuild(f.x570Workstation2x3090());
    const notes = findingsOf(report, 'pcie.link-width').map((finding) => linkOf(finding.message));
    expect(notes).toHaveLength(2);
    expect(report.gpuPlacements).toHaveLength(2);
    report.gpuPlacements?.forEach((placement, index) => {
      expect(placement).toMatchObject({
        gpuSlug: 'nvidia-geforce-rtx-3090',
        label: notes[index].label,
        position: notes[index].position,
        lanes: notes[index].lanes,
        gen: notes[index].gen,
        physicalLanes: 16,
        riser: false,
      });
      // The finding rounds to one decimal; the placement keeps two.
      expect(placement.bandwidthGBs).toBeCloseTo(notes[index].bandwidth, 1);
    });
    // Slot 1 is CPU-wired, slot 5 hangs off the chipset (the x570Ace fixture).
    expect(report.gpuPlacements?.map((placement) => placement.fromCpu)).toEqual([true, false]);
    expect(report.gpuPlacements?.map((placement) => placement.slotWidth)).toEqual([
      f.rtx3090().slotWidth,
      f.rtx3090().slotWidth,
    ]);
  });

  it('assumes the default width for a card whose width is not on record', () => {
    const report = checkBuild({
      parts: [part({ ...f.rtx3080(), slotWidth: null }), part(f.ryzen5950x()), part(f.x570Ace())],
    });
    expect(report.gpuPlacements?.map((placement) => placement.slotWidth)).toEqual([2]);
  });

  it('marks cards on risers, which may then take the x1 slots', () => {
    const report = checkBuild({
      parts: [part(f.rtx3090(), 3), part(f.core12700f()), part(f.b660Board()), part(f.openFrame())],
      risers: true,
    });
    const placements = report.gpuPlacements ?? [];
    expect(placements).toHaveLength(3);
    expect(placements.every((placement) => placement.riser)).toBe(true);
    expect(new Set(placements.map((placement) => placement.position)).size).toBe(3);
    expect(placements.filter((placement) => placement.lanes === 1)).toHaveLength(2);
  });

  it('lists a card that found no slot with a null slot and link', () => {
    // Four 3-slot cards on a Z490 whose x16 slots sit at 2, 5 and 7: at most two fit.
    const report = checkBuild({
      parts: [part(f.rtx3090(), 4), part(f.corei7_10700k()), part(f.z490PgVelocita())],
    });
    const placements = report.gpuPlacements ?? [];
    expect(placements).toHaveLength(4);
    const unplaced = placements.filter((placement) => placement.position == null);
    expect(unplaced.length).toBeGreaterThan(0);
    for (const placement of unplaced) {
      expect(placement).toMatchObject({ lanes: null, gen: null, bandwidthGBs: null, physicalLanes: null });
    }
    expect(findingsOf(report, 'pcie.link-width')).toHaveLength(4 - unplaced.length);
  });

  it('is empty without a motherboard', () => {
    expect(checkBuild({ parts: [part(f.rtx3090(), 2), part(f.ryzen5950x())] }).gpuPlacements).toEqual([]);
  });
});
