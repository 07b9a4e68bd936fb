import { checkBuild } from '../../../src/rules/check-build';
import * as f from './fixtures';
import { expectMentions, expectUnchecked, findingsOf, missingDataMentioning, verdicts } from './helpers';

const { part } = f;

describe('pcie.lane-budget', () => {
  verdicts('pcie.lane-budget', [
    ['1 GPU + 1 NVMe on a 24-lane Ryzen (20 lanes asked)', [f.rtx3090(), f.nvme980Pro(), f.ryzen5950x()], ''],
    ['2 GPUs on a 24-lane Ryzen: x8 each (note)', [part(f.rtx3090(), 2), f.ryzen5950x()], 'INFO'],
    ['2 GPUs on a 16-lane Core i7: x8 each (note)', [part(f.rtx3090(), 2), f.corei7_10700k()], 'INFO'],
    // The x16 graphics link split three ways: the third card ends up on chipset lanes.
    ['3 GPUs on a 24-lane Ryzen: below x8 each', [part(f.rtx3080(), 3), f.ryzen5950x()], 'WARNING'],
    ['4 GPUs on a 24-lane Ryzen: x4 each', [part(f.rtx3080(), 4), f.ryzen5950x()], 'WARNING'],
    [
      '4 GPUs + 2 NVMe on a 64-lane Threadripper (72 asked): x16 each',
      [part(f.rtxA6000(), 4), part(f.nvme980Pro(), 2), f.threadripper3960x()],
      'INFO',
    ],
    [
      '4 GPUs on a 128-lane Threadripper PRO',
      [part(f.rtx3090(), 4), part(f.nvme980Pro(), 2), f.threadripperPro3975wx()],
      '',
    ],
    ['two x8 RTX 4060 Ti on a 16-lane CPU (16 asked)', [part(f.rtx4060Ti16(), 2), f.corei7_10700k()], ''],
    ['HDDs do not take PCIe lanes', [f.rtx3090(), part(f.hddX300(), 4), f.corei7_10700k()], ''],
  ]);

  it('counts NVMe lanes against a workstation CPU, whose M.2 slots share its pool', () => {
    const build = [part(f.rtxA6000(), 4), part(f.nvme980Pro(), 2), f.threadripper3960x()];
    const [note] = findingsOf(build, 'pcie.lane-budget');
    expect(note.message).toMatch(
      /4 x RTX A6000 \(64 lanes\) and 2 NVMe drives \(8 lanes\) ask for 72 PCIe lanes/,
    );
    expect(note.message).toMatch(/Ryzen Threadripper 3960X provides 64, shared with the M\.2 slots/);
  });

  // Desktop CPUs give graphics x16 and wire their other lanes to M.2 (Ryzen 5000: 16 + 4 + 4;
  // Intel ARK "1x16+4"), so an NVMe drive does not take lanes from the cards.
  it("does not charge a desktop CPU's M.2 drives to the GPUs", () => {
    const [note] = findingsOf([part(f.rtx3090(), 2), f.nvme980Pro(), f.ryzen5950x()], 'pcie.lane-budget');
    expect(note.message).toMatch(/2 x GeForce RTX 3090 \(32 lanes\) ask for 32 PCIe lanes/);
    expect(note.message).toMatch(
      /gives graphics x16 \(its other 8 lanes serve M\.2 slots, so the NVMe drives cost the GPUs nothing\)/,
    );
  });

  it('reports an unknown lane count as missing data', () => {
    const unknownLanes = [part(f.rtx3090(), 2), { ...f.ryzen5950x(), pcieLanes: null }];
    expectUnchecked(unknownLanes, 'pcie.lane-budget', 'PCIe lane budget');
  });
});

describe('pcie.link-width', () => {
  /** The first link note on a build. */
  const linkOf = (...parts: f.PartSpec[]) => findingsOf(parts, 'pcie.link-width')[0].message;

  it('gives one note per GPU with generation, width and bandwidth', () => {
    // X570 slot 1 pools x16 when slot 3 is empty; two 3-slot cards must use 1 and 5 (chipset x4).
    const report = checkBuild(f.x570Workstation2x3090());
    const notes = findingsOf(report, 'pcie.link-width', 'INFO').map((n) => n.message);
    expect(notes).toHaveLength(2);
    expect(notes[0]).toMatch(/^GeForce RTX 3090 #1 runs at PCIe 4\.0 x16 \(≈31\.5 GB\/s\) in slot 1/);
    expect(notes[1]).toMatch(/^GeForce RTX 3090 #2 runs at PCIe 4\.0 x4 \(≈7\.9 GB\/s\) in slot 5/);
    expect(notes[1]).toMatch(/chipset/);
  });

  it('reports x8/x8 at PCIe 4.0 (≈15.8 GB/s) for two 2-slot cards sharing the CPU lanes', () => {
    const notes = findingsOf([part(f.rtx3080(), 2), f.ryzen5950x(), f.x570Ace()], 'pcie.link-width');
    expect(notes.map((n) => n.message)).toEqual([
      expect.stringMatching(
        /^GeForce RTX 3080 #1 runs at PCIe 4\.0 x8 \(≈15\.8 GB\/s\) in slot 1 .*wired to the Ryzen 9 5950X/,
      ),
      expect.stringMatching(/^GeForce RTX 3080 #2 runs at PCIe 4\.0 x8 \(≈15\.8 GB\/s\) in slot 3 /),
    ]);
  });

  it('caps the generation by the CPU: a PCIe 3.0 Core i7 runs a 4.0 card at 3.0', () => {
    expect(linkOf(f.rtx3090(), f.corei7_10700k(), f.z490PgVelocita())).toMatch(
      /PCIe 3\.0 x16 \(≈15\.8 GB\/s\)/,
    );
  });

  it('caps the generation by the card: a PCIe 3.0 RTX 2080 Ti in a 4.0 slot', () => {
    expect(linkOf(f.rtx2080Ti(), f.ryzen5950x(), f.x570Ace())).toMatch(/PCIe 3\.0 x16/);
  });

  it('runs an x8 card at x8 even in an x16 slot', () => {
    expect(linkOf(f.rtx4060Ti16(), f.ryzen5950x(), f.x570Ace())).toMatch(/PCIe 4\.0 x8/);
  });

  it('needs a motherboard; without one the build says the PCIe link check did not run', () => {
    expectUnchecked([part(f.rtx3090(), 2), f.ryzen5950x()], 'pcie.link-width', /No motherboard.*PCIe link/);
  });

  it('notes when the card generation is unknown', () => {
    const report = checkBuild({
      parts: [part({ ...f.rtx3090(), pcieGen: null }), part(f.ryzen5950x()), part(f.x570Ace())],
    });
    expect(missingDataMentioning(report, /PCIe generation of the GeForce RTX 3090/)).toHaveLength(1);
  });
});

describe('pcie.x1-slot', () => {
  const onB660 = (gpus: number) => [part(f.rtx3090(), gpus), f.core12700f(), f.b660Board()];
  verdicts('pcie.x1-slot', [
    [
      '3 cards on a B660 in an open frame: 2 on x1 risers',
      { ...f.buildOf([...onB660(3), f.openFrame()]), risers: true },
      'WARNING,WARNING',
    ],
    ['1 card on a B660: the x16 slot', [...onB660(1), f.h510()], ''],
    [
      '4 cards on a TRX40 in an open frame: all x8 or better',
      [part(f.rtx3090(), 4), f.threadripper3960x(), f.trx40Designare(), f.openFrame()],
      '',
    ],
  ]);

  it('explains inference versus training', () => {
    const [warning] = findingsOf(
      { ...f.buildOf([...onB660(2), f.openFrame()]), risers: true },
      'pcie.x1-slot',
    );
    expectMentions(warning.message, /x1 link/, /inference/, /training/);
  });
});
